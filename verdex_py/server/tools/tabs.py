"""Tabs per role: browser_tabs (list, new, select, close)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from verdex_py.errors import NavigationFailed, UrlBlocked
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import Tabs


class TabsArgs(RoleArgs):
    action: Literal["list", "new", "select", "close"] = Field(description="What to do with the role's tabs.")
    index: int | None = Field(default=None, ge=0, description="Tab index for select and close (default: current).")
    url: str | None = Field(default=None, description="URL to open in the new tab.")


async def tabs(ctx: ToolContext, args: TabsArgs) -> Tabs:
    browser, call = ctx.browser, ctx.call
    if args.action == "new":
        after = await browser.new_tab(call, args.url)
        ctx.response.say(f"Opened tab {after.active}{' at ' + after.opened_at if after.opened_at else ''}.")
    elif args.action == "select":
        after = await browser.select_tab(call, args.index)
        ctx.response.say(f"Tab {after.active} is now current.")
    elif args.action == "close":
        after = await browser.close_tab(call, args.index)
        ctx.response.say(f"Closed tab {after.closed}; tab {after.active} is current.")
    else:
        after = await browser.list_tabs(call)
    listing = [t.as_dict() for t in after.listing]
    ctx.response.data["tabs"] = listing
    ctx.response.say(
        "\n".join(f"- [{t['index']}]{' (current)' if t['current'] else ''} {t['title']} - {t['url']}" for t in listing)
    )
    if after.view is None:
        ctx.response.data["role"] = after.role
    return after


TOOLS = (
    ToolDef(
        name="browser_tabs",
        title="Tabs",
        description=(
            "List, open, select or close the role's tabs. Pages the site opens (target=_blank, window.open) "
            "become tabs too and are reported by the action that opened them."
        ),
        args=TabsArgs,
        handler=tabs,
        errors=(UrlBlocked, NavigationFailed, *ROLE_LIKE_ERRORS),
        destructive=True,
        success_keys=("role", "tabs"),
        while_modal=True,
    ),
)
