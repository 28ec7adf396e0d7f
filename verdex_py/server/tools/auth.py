"""Keeping a login: browser_save_auth."""

from __future__ import annotations

import json
import re
from pathlib import Path

from pydantic import Field

from verdex_py.browser.calls.answers import RoleFacts
from verdex_py.config_error import ConfigError
from verdex_py.errors import CorrectionFacts, InvalidArgument
from verdex_py.roles_file import confine
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


class SaveAuthArgs(RoleArgs):
    name: str | None = Field(
        default=None, description="File name inside the auth profiles folder; default '<role>.json'."
    )


def _profile_path(ctx: ToolContext, name: str) -> Path:
    """The file inside the auth profiles folder, refused unless it is a plain JSON file name there."""
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
    return path


async def save_auth(ctx: ToolContext, args: SaveAuthArgs) -> RoleFacts:
    path = _profile_path(ctx, args.name) if args.name else None  # a name given is checked before the role opens
    saved = await ctx.browser.storage_state(ctx.call)
    state, role = saved.storage_state or {}, saved.role
    path = path or _profile_path(ctx, role)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(state, indent=2), encoding="utf-8")
    path.chmod(0o600)  # it holds live session cookies
    cookies, origins = len(state.get("cookies", [])), len(state.get("origins", []))
    ctx.response.data.update(role=role, file=path.name, cookies=cookies, origins=origins)
    ctx.response.say(
        f"Saved role '{role}' storage state to {path.name} in the auth profiles folder "
        f"({cookies} cookies, {origins} origins with local storage). Use it with --role NAME={path.name}."
    )
    return saved


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
