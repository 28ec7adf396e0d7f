"""Tabs per role: browser_tabs (list, new, select, close)."""

from __future__ import annotations

import asyncio
from typing import Literal

from playwright.async_api import Error as PlaywrightError
from pydantic import Field

from verdex_py.browser.actions import check_modal
from verdex_py.browser.roles import RoleRuntime
from verdex_py.errors import InvalidArgument, NavigationFailed, UrlBlocked
from verdex_py.policy import check_url
from verdex_py.server.page_report import report_page
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef


class TabsArgs(RoleArgs):
    action: Literal["list", "new", "select", "close"] = Field(description="What to do with the role's tabs.")
    index: int | None = Field(default=None, ge=0, description="Tab index for select and close (default: current).")
    url: str | None = Field(default=None, description="URL to open in the new tab.")


async def _title(page_title: asyncio.Future[str] | object) -> str:
    try:
        return await asyncio.wait_for(page_title, 1)  # type: ignore[arg-type]
    except (TimeoutError, PlaywrightError):
        return "(not responding)"


async def describe_tabs(runtime: RoleRuntime) -> list[dict[str, object]]:
    tabs = list(runtime.open_tabs())  # a copy: the page may open more tabs while titles are read
    titles = await asyncio.gather(*(_title(t.page.title()) for t in tabs))
    return [
        {"index": i, "current": i == runtime.active, "url": t.page.url, "title": title}
        for i, (t, title) in enumerate(zip(tabs, titles, strict=True))
    ]


def _index(runtime: RoleRuntime, index: int | None) -> int:
    count = len(runtime.open_tabs())
    index = runtime.active if index is None else index
    if index >= count:
        raise InvalidArgument(
            f"There is no tab {index}; role '{runtime.name}' has {count} tab(s).",
            field="index",
            allowed_values={"ge": 0, "le": count - 1},
            suggested_value=count - 1,
        )
    return index


async def tabs(ctx: ToolContext, args: TabsArgs) -> None:
    runtime = ctx.role
    await ctx.tab()  # opens the role if needed
    if args.action == "new":
        url = check_url(args.url, ctx.settings, ctx.retry_arguments()) if args.url else None
        tab = await runtime.new_tab()
        runtime.active = runtime.tabs.index(tab)
        if url:
            await runtime.goto(tab, url)
        ctx.response.say(f"Opened tab {runtime.active}{' at ' + tab.page.url if url else ''}.")
    elif args.action == "select":
        runtime.active = _index(runtime, args.index)
        ctx.response.say(f"Tab {runtime.active} is now current.")
    elif args.action == "close":
        index = _index(runtime, args.index)
        await runtime.tabs[index].page.close()
        runtime.open_tabs()
        if not runtime.tabs:
            await runtime.new_tab()
        runtime.active = min(index, len(runtime.tabs) - 1) if index <= runtime.active else runtime.active
        ctx.response.say(f"Closed tab {index}; tab {runtime.active} is current.")
    listing = await describe_tabs(runtime)
    ctx.response.data["tabs"] = listing
    ctx.response.say(
        "\n".join(f"- [{t['index']}]{' (current)' if t['current'] else ''} {t['title']} - {t['url']}" for t in listing)
    )
    if args.action != "list":
        tab = await ctx.tab()
        check_modal(tab)  # the tab now active may be the one a dialog blocks: its page cannot be shown
        await report_page(ctx, tab)
    else:
        ctx.response.data["role"] = runtime.name


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
