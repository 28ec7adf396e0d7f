"""Roles: list_roles, select_role, get_current_role."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from verdex_py.errors import (
    ActionTimeout,
    AuthenticationFailed,
    BrowserUnavailable,
    InternalError,
    InvalidArgument,
    NavigationFailed,
    PageClosed,
    UnknownRole,
)
from verdex_py.server.tooling import Args, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import Selected


class NoArgs(Args):
    pass


class SelectRoleArgs(Args):
    role: str = Field(description="Role to make current; configured roles are listed by list_roles.")


async def list_roles(ctx: ToolContext, args: NoArgs) -> None:
    known = ctx.browser.roles()
    roles = known.roles
    ctx.response.data.update(
        current=known.current,
        current_reason=known.reason,
        strict=ctx.settings.strict_roles,
        roles=roles,
    )
    lines = [f"Current role: {known.current} ({known.reason})"]
    if known.current and known.current not in {r["role"] for r in roles}:
        lines.append(f"* {known.current}: ad-hoc, not started yet")
    for r in roles:
        mark = "*" if r["role"] == known.current else "-"
        lines.append(
            f"{mark} {r['role']}: auth {r['auth_status']}{' (required)' if r['auth_required'] else ''}"
            f"{', ad-hoc' if not r['configured'] else ''}{', at ' + r['url'] if r['url'] else ''}"
        )
    if not ctx.settings.strict_roles:
        lines.append("Any other name creates an ad-hoc role without auth.")
    ctx.response.say("\n".join(lines))


async def select_role(ctx: ToolContext, args: SelectRoleArgs) -> Selected:
    selected = await ctx.browser.make_current(ctx.call)  # opens the role's context now: auth problems surface here
    ctx.response.say(f"Current role is now '{selected.role}'.")
    if selected.view is None:  # a dialog blocks the page; the boundary names it
        ctx.response.data.update(role=selected.role, url=selected.url)
    return selected


async def get_current_role(ctx: ToolContext, args: NoArgs) -> None:
    known = ctx.browser.roles()
    status = next((r for r in known.roles if r["role"] == known.current), None)
    ctx.response.data.update(role=known.current, reason=known.reason, status=status)
    ctx.response.say(f"Current role: {known.current} ({known.reason})")


TOOLS = (
    ToolDef(
        name="list_roles",
        title="List roles",
        description="Configured and ad-hoc roles, which one is current, and each role's auth status.",
        args=NoArgs,
        handler=list_roles,
        errors=(InternalError,),
        read_only=True,
        idempotent=True,
        open_world=False,
        uses_role=False,
        success_keys=("roles",),
    ),
    ToolDef(
        name="select_role",
        title="Select role",
        description="Make a role the session's current one (opening its browser context); returns its page.",
        args=SelectRoleArgs,
        handler=select_role,
        errors=(
            UnknownRole,
            AuthenticationFailed,
            InvalidArgument,
            NavigationFailed,
            BrowserUnavailable,
            PageClosed,
            ActionTimeout,
            InternalError,
        ),
        idempotent=True,
        success_keys=("role",),
        while_modal=True,
    ),
    ToolDef(
        name="get_current_role",
        title="Current role",
        description="The session's current role and its status.",
        args=NoArgs,
        handler=get_current_role,
        errors=(InternalError,),
        read_only=True,
        idempotent=True,
        open_world=False,
        uses_role=False,
        success_keys=("role",),
    ),
)
