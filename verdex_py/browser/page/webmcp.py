"""The model-context tools a tab's document registers (--caps webmcp), as the document reported them.

The init script (edge/scripts/webmcp.js) records registrations in the page and reports the whole
set through a binding on every change; a new document starts with none (Tab clears them). What the
page reports is untrusted data: names, descriptions and schemas are bounded here, never run. A
description over --page-tool-description-chars is cut (and says so); a tool whose inputSchema is
over --page-tool-schema-bytes is left out, with a FailureLog entry naming it and the option: a cut
schema would be another schema, and the page's own judge of arguments.
"""

from __future__ import annotations

import asyncio
import json
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
from verdex_py.browser.page.failures import Failure, FailureLog
from verdex_py.config import Settings

MAX_TOOLS = 64  # tools of one document we publish; the rest are dropped
MAX_NAME = 128  # characters of a page tool's own name
CUT = " …(cut)"


@dataclass(frozen=True)
class Bounds:
    """How much of a page tool is published (--page-tool-description-chars, --page-tool-schema-bytes)."""

    description_chars: int = 1000
    schema_bytes: int = 8192

    @classmethod
    def of(cls, settings: Settings) -> Bounds:
        return cls(settings.page_tool_description_chars, settings.page_tool_schema_bytes)


def shown_name(name: str) -> str:
    """A page tool's own name as our texts quote it: one line, whatever the page put in it."""
    return " ".join("".join(c if c.isprintable() else " " for c in name).split()) or "?"


def _schema_bytes(schema: Any) -> int:
    try:
        return len(json.dumps(schema, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "replace"))
    except (ValueError, RecursionError):  # nested past what json can walk: over any bound
        return 1 << 62


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
        self._left_out: set[str] = set()  # logged once per document, not on every report

    def clear(self) -> None:
        self.tools = ()
        self.origin = ""
        self._left_out.clear()

    def update(self, reported: Any, url: str, bounds: Bounds = Bounds(), failures: FailureLog | None = None) -> None:
        tools = []
        for item in reported if isinstance(reported, list) else []:
            if not (isinstance(item, dict) and isinstance(item.get("name"), str) and item["name"]):
                continue
            name, schema = item["name"][:MAX_NAME], item.get("inputSchema")
            size = _schema_bytes(schema)
            if size > bounds.schema_bytes:
                self._leave_out(name, size, bounds, url, failures)
                continue
            description = str(item.get("description") or "")
            if len(description) > bounds.description_chars:
                description = description[: bounds.description_chars] + CUT
            tools.append(
                PageTool(name, description, schema if isinstance(schema, dict) else None, bool(item.get("readOnly")))
            )
        self.tools = tuple(tools[:MAX_TOOLS])
        self.origin = origin(url)

    def _leave_out(self, name: str, size: int, bounds: Bounds, url: str, failures: FailureLog | None) -> None:
        if name in self._left_out or failures is None:
            return
        self._left_out.add(name)
        message = (
            f"The page's tool {shown_name(name)!r} was not published: its inputSchema is over "
            f"{bounds.schema_bytes} bytes (--page-tool-schema-bytes)."
        )
        extra = {"page_tool": name, "schema_bytes": min(size, 1 << 31), "bound": bounds.schema_bytes}
        failures.record(Failure("page", "page_tool_left_out", message, url=url, is_main_frame=True, extra=extra))


async def install(
    context: BrowserContext,
    tools_of: Callable[[Page], PageTools],
    changed: Callable[[], None],
    bounds: Bounds,
    failures: FailureLog,
) -> None:
    """The binding first (the init script reports through it), then the init script. A main frame's
    report replaces its tab's tools (`tools_of`) within `bounds` (what is left out goes to `failures`),
    then `changed` is called (the session listens)."""

    def on_report(source: dict[str, Any], reported: Any) -> None:
        page, frame = source.get("page"), source.get("frame")
        if page is not None and frame is page.main_frame:
            tools_of(page).update(reported, page.url, bounds, failures)
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
