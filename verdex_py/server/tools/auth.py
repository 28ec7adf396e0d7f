"""Keeping a login: browser_save_auth."""

from __future__ import annotations

import json
import re

from pydantic import Field

from verdex_py.config import ConfigError, confine
from verdex_py.errors import CorrectionFacts, InvalidArgument
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


class SaveAuthArgs(RoleArgs):
    name: str | None = Field(
        default=None, description="File name inside the auth profiles folder; default '<role>.json'."
    )


async def save_auth(ctx: ToolContext, args: SaveAuthArgs) -> None:
    name = args.name or f"{ctx.role.name}.json"
    if not name.endswith(".json"):
        name += ".json"
    suggestion = re.sub(r"[^A-Za-z0-9_.-]", "_", name.split("/")[-1]).lstrip("._") or "profile.json"
    try:
        if not NAME.match(name):
            raise ConfigError(name)
        path = confine(ctx.settings.auth_dir, name)
    except ConfigError:
        raise InvalidArgument(
            f"'{name}' is not a plain file name inside the auth profiles folder.",
            field="name",
            allowed_values={"pattern": NAME.pattern},
            suggested_value=suggestion,
            details={"name": name},
            facts=CorrectionFacts({"name": suggestion}),
        ) from None
    await ctx.tab()
    state = await ctx.role.storage_state()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(state, indent=2), encoding="utf-8")
    path.chmod(0o600)  # it holds live session cookies
    cookies, origins = len(state.get("cookies", [])), len(state.get("origins", []))
    ctx.response.data.update(role=ctx.role.name, file=path.name, cookies=cookies, origins=origins)
    ctx.response.say(
        f"Saved role '{ctx.role.name}' storage state to {path.name} in the auth profiles folder "
        f"({cookies} cookies, {origins} origins with local storage). Use it with --role NAME={path.name}."
    )


TOOLS = (
    ToolDef(
        name="browser_save_auth",
        title="Save login",
        description="Save the role's cookies and local storage as an auth profile, to reuse a login later.",
        args=SaveAuthArgs,
        handler=save_auth,
        errors=ROLE_LIKE_ERRORS,
        open_world=False,
        success_keys=("role", "file"),
    ),
)
