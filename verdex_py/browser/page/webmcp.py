"""The model-context tools a tab's document registers (--caps webmcp), as the document reported them.

The init script (edge/scripts/webmcp.js) records registrations in the page and reports the whole
set through a binding on every change; a new document starts with none (Tab clears them). What the
page reports is untrusted data: names, descriptions and schemas are bounded here, never run.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from playwright.async_api import BrowserContext, Page

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import is_transient, map_playwright_errors, quietly
from verdex_py.browser.edge.scripts import webmcp_ops
from verdex_py.browser.edge.scripts.webmcp_ops import CallQuery

MAX_TOOLS = 64  # tools of one document we publish; the rest are dropped
MAX_DESCRIPTION = 1000  # characters of a page tool's description


@dataclass(frozen=True)
class PageTool:
    """One tool as the document described it (its own name, not the published one)."""

    name: str
    description: str
    input_schema: dict[str, Any] | None
    read_only: bool


@dataclass(frozen=True)
class PageToolRun:
    """What the tool's execute did: resolved with `result`, threw with `error`, was gone (`missing`), or
    took the page to another document before it answered (`navigated`: never run again, it may have acted)."""

    result: Any = None
    error: str | None = None
    missing: bool = False
    navigated: bool = False


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.netloc else url


class PageTools:
    """The tools the tab's current document registered, and the origin that registered them."""

    def __init__(self) -> None:
        self.tools: tuple[PageTool, ...] = ()
        self.origin = ""

    def clear(self) -> None:
        self.tools = ()
        self.origin = ""

    def update(self, reported: Any, url: str) -> None:
        tools = []
        for item in reported if isinstance(reported, list) else []:
            if isinstance(item, dict) and isinstance(item.get("name"), str) and item["name"]:
                schema = item.get("inputSchema")
                tools.append(
                    PageTool(
                        item["name"][:128],
                        str(item.get("description") or "")[:MAX_DESCRIPTION],
                        schema if isinstance(schema, dict) else None,
                        bool(item.get("readOnly")),
                    )
                )
        self.tools = tuple(tools[:MAX_TOOLS])
        self.origin = origin(url)


async def install(context: BrowserContext, tools_of: Callable[[Page], PageTools], changed: Callable[[], None]) -> None:
    """The binding first (the init script reports through it), then the init script. A main frame's
    report replaces its tab's tools (`tools_of`), then `changed` is called (the session listens)."""

    def on_report(source: dict[str, Any], reported: Any) -> None:
        page, frame = source.get("page"), source.get("frame")
        if page is not None and frame is page.main_frame:
            tools_of(page).update(reported, page.url)
            changed()

    await context.expose_binding(scripts.WEBMCP_REPORT, on_report)
    await context.add_init_script(scripts.WEBMCP)


async def run_tool(page: Page, name: str, arguments: dict[str, Any], timeout_ms: float) -> PageToolRun | None:
    """Run the tool's execute in the page; None when it did not settle within timeout_ms."""
    actx = ActionContext(f"page tool {name}", timeout_ms=timeout_ms)
    with map_playwright_errors(actx):
        with quietly(timeouts=False) as failed:
            try:
                async with asyncio.timeout(timeout_ms / 1000):
                    answer = await webmcp_ops.call(page, CallQuery(name=name, input=arguments))
            except TimeoutError:
                return None
        if failed:
            if is_transient(failed.message):
                return PageToolRun(navigated=True)
            failed.reraise()
    if not isinstance(answer, dict) or answer.get("missing"):
        return PageToolRun(missing=True)
    if "error" in answer:
        return PageToolRun(error=str(answer["error"]))
    return PageToolRun(result=answer.get("result"))
