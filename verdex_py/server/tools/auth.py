"""Keeping a login: browser_save_auth."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import Field

from verdex_py import outputs
from verdex_py.errors import CorrectionFacts, InvalidArgument
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import RoleFacts

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


class SaveAuthArgs(RoleArgs):
    name: str | None = Field(
        default=None, description="File name inside the auth profiles folder; default '<role>.json'."
    )


def _profile_path(ctx: ToolContext, name: str) -> Path:
    """The file inside the auth profiles folder, refused unless it is a plain JSON file name there."""
    if not name.endswith(".json"):
        name += ".json"
    if not NAME.match(name):
        suggestion = re.sub(r"[^A-Za-z0-9_.-]", "_", name.split("/")[-1]).lstrip("._") or "profile.json"
        raise InvalidArgument(
            f"'{name}' is not a plain file name inside the auth profiles folder.",
            field="name",
            allowed_values={"pattern": NAME.pattern},
            suggested_value=suggestion,
            details={"name": name},
            facts=CorrectionFacts({"name": suggestion}),
        )
    return ctx.settings.auth_dir / name


def _write(ctx: ToolContext, path: Path, data: bytes, arguments: dict[str, Any]) -> Path:
    """The profile written: a new file, one this server wrote, or a configured role's profile; nothing else."""
    folder = ctx.settings.auth_dir
    known = frozenset(r.auth_file for r in ctx.settings.roles.values() if r.auth_file is not None)
    try:
        return outputs.write(path, data, root=folder, mode=0o600, rename=False, replaceable=known)  # live cookies
    except outputs.NotWritten as exc:
        free = next(
            (f"{path.stem}-{n}.json" for n in range(2, 100) if not os.path.lexists(folder / f"{path.stem}-{n}.json")),
            outputs.stamped(path.stem, ".json"),
        )
        mine = "is not a profile this server wrote nor a configured role's (a roles file, another file)"
        raise InvalidArgument(
            f"{path.name} in the auth profiles folder {mine if exc.taken else 'is a symbolic link'}: "
            f"it is left as it is. Save under a new name, e.g. {free}.",
            field="name",
            allowed_values={"pattern": NAME.pattern},
            suggested_value=free,
            details={"name": path.name, "auth_dir": str(folder)},
            facts=CorrectionFacts({**arguments, "name": free}),
        ) from None


async def save_auth(ctx: ToolContext, args: SaveAuthArgs) -> RoleFacts:
    path = _profile_path(ctx, args.name) if args.name else None  # a name given is checked before the role opens
    saved = await ctx.browser.storage_state(ctx.call)
    state, role = saved.storage_state or {}, saved.role
    path = path or _profile_path(ctx, role)
    _write(ctx, path, json.dumps(state, indent=2).encode(), ctx.retry_arguments())
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
