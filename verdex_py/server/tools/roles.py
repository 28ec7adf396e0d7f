"""Roles: list_roles, select_role, get_current_role."""

from __future__ import annotations

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
from verdex_py.server.page_report import report_page
from verdex_py.server.tooling import Args, ToolContext, ToolDef


class NoArgs(Args):
    pass


class SelectRoleArgs(Args):
    role: str = Field(description="Role to make current; configured roles are listed by list_roles.")


async def list_roles(ctx: ToolContext, args: NoArgs) -> None:
    session = ctx.session
    roles = [runtime.status() for runtime in session.roles.values()]
    ctx.response.data.update(
        current=session.current,
        current_reason=session.current_reason,
        strict=session.settings.strict_roles,
        roles=roles,
    )
    lines = [f"Current role: {session.current} ({session.current_reason})"]
    if session.current and session.current not in session.roles:
        lines.append(f"* {session.current}: ad-hoc, not started yet")
    for r in roles:
        mark = "*" if r["role"] == session.current else "-"
        lines.append(
            f"{mark} {r['role']}: auth {r['auth_status']}{' (required)' if r['auth_required'] else ''}"
            f"{', ad-hoc' if not r['configured'] else ''}{', at ' + r['url'] if r['url'] else ''}"
        )
    if not session.settings.strict_roles:
        lines.append("Any other name creates an ad-hoc role without auth.")
    ctx.response.say("\n".join(lines))


async def select_role(ctx: ToolContext, args: SelectRoleArgs) -> None:
    tab = await ctx.tab()  # opens the role's context now, so auth problems surface here
    ctx.session.current, ctx.session.current_reason = ctx.role.name, f"select_role(role={ctx.role.name!r}) was called"
    ctx.response.say(f"Current role is now '{ctx.role.name}'.")
    if tab.modals:  # a snapshot would block behind it; the boundary names the modal
        ctx.response.data.update(role=ctx.role.name, url=tab.page.url)
        return
    await report_page(ctx, tab)


async def get_current_role(ctx: ToolContext, args: NoArgs) -> None:
    current = ctx.session.current
    runtime = ctx.session.roles.get(current) if current else None
    reason = ctx.session.current_reason
    ctx.response.data.update(role=current, reason=reason, status=runtime.status() if runtime else None)
    ctx.response.say(f"Current role: {current} ({reason})")


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
