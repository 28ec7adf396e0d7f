"""The window: browser_resize, browser_close."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from verdex_py.errors import ModalDialogOpen
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import RoleFacts
    from verdex_py.browser.look.views import PageView


class ResizeArgs(RoleArgs):
    width: int = Field(ge=200, le=7680, description="Viewport width in CSS pixels.")
    height: int = Field(ge=200, le=4320, description="Viewport height in CSS pixels.")


class CloseArgs(RoleArgs):
    pass


async def resize(ctx: ToolContext, args: ResizeArgs) -> PageView:
    view = await ctx.browser.resize(ctx.call, args.width, args.height)
    ctx.response.say(f"Resized the viewport to {args.width}x{args.height}.")
    return view


async def close(ctx: ToolContext, args: CloseArgs) -> RoleFacts:
    closed = await ctx.browser.close_role(ctx.call)
    count = closed.closed_tabs
    ctx.response.data.update(role=closed.role, closed_tabs=count)
    ctx.response.say(
        f"Closed role '{closed.role}' ({count} tab(s)); its cookies stay in its auth profile, not in memory. "
        "The next call on this role opens it again."
    )
    return closed


TOOLS = (
    ToolDef(
        name="browser_resize",
        title="Resize",
        description="Resize the role's viewport (responsive layouts); returns the page after it.",
        args=ResizeArgs,
        handler=resize,
        errors=(ModalDialogOpen, *ROLE_LIKE_ERRORS),
        idempotent=True,
        success_keys=("role", "url"),
    ),
    ToolDef(
        name="browser_close",
        title="Close",
        description="Close the role's pages and browser context; the next call on the role reopens it.",
        args=CloseArgs,
        handler=close,
        errors=ROLE_LIKE_ERRORS,
        destructive=True,
        idempotent=True,
        open_world=False,
        success_keys=("role", "closed_tabs"),
    ),
)
