"""Bounded per-page buffers of console messages and network requests.

Bounded so a chatty page cannot grow the server's memory; the agent reads them through
the tools that list them, and actions report how many new console errors they caused.
"""

from __future__ import annotations

import asyncio
from dataclasses import asdict, dataclass
from typing import Any

from playwright.async_api import ConsoleMessage, Page, Request, Response

from verdex_py.browser.page.ring import Ring

MAX_CONSOLE = 500
MAX_REQUESTS = 500
AWAITED_TYPES = frozenset({"fetch", "xhr", "document"})  # what an action's effect usually waits on


@dataclass
class ConsoleEntry:
    level: str
    text: str
    url: str | None


@dataclass
class NetworkEntry:
    method: str
    url: str
    resource_type: str
    status: int | None = None
    failure: str | None = None


class PageSignals:
    def __init__(self, page: Page) -> None:
        self.console: Ring[ConsoleEntry] = Ring(MAX_CONSOLE)
        self.requests: Ring[NetworkEntry] = Ring(MAX_REQUESTS)
        self.errors_seen = 0  # total console errors, never trimmed: actions report the difference
        self._by_request: dict[int, NetworkEntry] = {}
        self._watching = False
        self._pending: set[int] = set()  # fetch/xhr/document requests started since the action began
        self._quiet = asyncio.Event()
        page.on("console", self._on_console)
        page.on("pageerror", self._on_page_error)
        page.on("request", self._on_request)
        page.on("response", self._on_response)
        page.on("requestfailed", self._on_failed)
        page.on("requestfinished", self._on_finished)

    def _on_console(self, message: ConsoleMessage) -> None:
        level = "warning" if message.type == "warning" else message.type
        if level == "error":
            self.errors_seen += 1
        self.console.append(ConsoleEntry(level, message.text, message.location.get("url") or None))

    def _on_page_error(self, error: Exception) -> None:
        self.errors_seen += 1
        self.console.append(ConsoleEntry("error", f"Uncaught {error}", None))

    def watch(self) -> None:
        """Start collecting the requests the coming action triggers."""
        self._watching = True
        self._pending.clear()
        self._quiet.set()

    def has_pending(self) -> bool:
        return bool(self._pending)

    async def quiet(self, cap_s: float) -> bool:
        """Wait until the requests the action triggered have finished, at most cap_s; True if quiet."""
        self._watching = False
        if not self._pending:
            return True
        try:
            async with asyncio.timeout(cap_s):
                await self._quiet.wait()
            return True
        except TimeoutError:
            return False

    def _done(self, request: Request) -> None:
        self._pending.discard(id(request))
        if not self._pending:
            self._quiet.set()

    def _on_request(self, request: Request) -> None:
        if self._watching and request.resource_type in AWAITED_TYPES:
            self._pending.add(id(request))
            self._quiet.clear()
        entry = NetworkEntry(request.method, request.url, request.resource_type)
        self.requests.append(entry)
        self._by_request[id(request)] = entry
        if len(self._by_request) > MAX_REQUESTS:
            self._by_request.pop(next(iter(self._by_request)))

    def _on_finished(self, request: Request) -> None:
        self._done(request)

    def _on_response(self, response: Response) -> None:
        entry = self._by_request.pop(id(response.request), None)
        if entry is not None:
            entry.status = response.status

    def _on_failed(self, request: Request) -> None:
        self._done(request)
        entry = self._by_request.pop(id(request), None)
        if entry is not None:
            entry.failure = request.failure

    def console_as_dicts(self, levels: set[str] | None) -> list[dict[str, Any]]:
        return [asdict(e) for e in self.console if levels is None or e.level in levels]

    def requests_as_dicts(self, contains: str | None) -> list[dict[str, Any]]:
        return [asdict(e) for e in self.requests if not contains or contains in e.url]
