"""Going places: browser_navigate, browser_navigate_back, browser_navigate_forward, browser_reload."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field

from verdex_py.errors import ModalDialogOpen, NavigationFailed, UrlBlocked
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import Arrived

NAV_ERRORS = (NavigationFailed, ModalDialogOpen, *ROLE_LIKE_ERRORS)


class NavigateArgs(RoleArgs):
    url: str = Field(description="Absolute URL to open (http, https; file: only with --allow-file-urls).")


class HistoryArgs(RoleArgs):
    pass


async def navigate(ctx: ToolContext, args: NavigateArgs) -> Arrived:
    arrived = await ctx.browser.navigate(ctx.call, args.url)
    ctx.response.say(f"Navigated to {arrived.url}")
    return arrived


def _history(direction: str) -> Any:
    async def handler(ctx: ToolContext, args: HistoryArgs) -> Arrived:
        arrived = await ctx.browser.history(ctx.call, direction)
        url = arrived.url
        if not arrived.moved:
            ctx.response.say(f"There is no page to go {direction} to; still on {url}.")
        else:
            ctx.response.say(f"Reloaded {url}" if direction == "reload" else f"Went {direction} to {url}")
        return arrived

    return handler


TOOLS = (
    ToolDef(
        name="browser_navigate",
        title="Navigate to a URL",
        description="Open a URL in the role's active tab and return the page's snapshot with fresh refs.",
        args=NavigateArgs,
        handler=navigate,
        errors=(UrlBlocked, *NAV_ERRORS),
        success_keys=("role", "url", "snapshot"),
    ),
    *(
        ToolDef(
            name=name,
            title=title,
            description=description,
            args=HistoryArgs,
            handler=_history(direction),
            errors=NAV_ERRORS,
            success_keys=("role", "url", "snapshot"),
        )
        for name, title, description, direction in (
            ("browser_navigate_back", "Go back", "Go back to the previous page in the role's active tab.", "back"),
            (
                "browser_navigate_forward",
                "Go forward",
                "Go forward to the next page in the role's active tab.",
                "forward",
            ),
            ("browser_reload", "Reload", "Reload the role's active page; refs are issued anew.", "reload"),
        )
    ),
)
