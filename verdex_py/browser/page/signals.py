"""Bounded per-page buffers of console messages and network requests.

Bounded so a chatty page cannot grow the server's memory (500 of each; a console message is cut at
--max-console-line characters, and one answer shows --max-console-chars of the newest); the agent reads them through
the tools that list them, and actions report how many new console errors they caused.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from playwright.async_api import ConsoleMessage, Page, Request, Response

from verdex_py.browser.page.ring import Ring
from verdex_py.browser.page.started import Started

MAX_CONSOLE = 500
MAX_REQUESTS = 500
MAX_HEADER_CHARS = 2000  # a header value kept longer than this is cut (a request's details stay bounded)


@dataclass
class ConsoleEntry:
    level: str
    text: str
    url: str | None


@dataclass
class NetworkEntry:
    index: int  # 1-based, in the order the page made its requests; dropped ones keep their numbers
    method: str
    url: str
    resource_type: str
    status: int | None = None
    failure: str | None = None
    # the details browser_network_request shows; left out of the list
    status_text: str | None = field(default=None, repr=False)
    request_headers: dict[str, str] = field(default_factory=dict, repr=False)
    response_headers: dict[str, str] | None = field(default=None, repr=False)
    duration_ms: int | None = field(default=None, repr=False)

    def listed(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in ("index", "method", "url", "resource_type", "status", "failure")}


def _bounded(headers: dict[str, str]) -> dict[str, str]:
    return {k: v if len(v) <= MAX_HEADER_CHARS else v[:MAX_HEADER_CHARS] + "…" for k, v in headers.items()}


class PageSignals:
    def __init__(self, page: Page, console_line: int = 2000) -> None:
        self.console: Ring[ConsoleEntry] = Ring(MAX_CONSOLE)
        self._console_line = console_line  # --max-console-line: a longer message is kept cut
        self.requests: Ring[NetworkEntry] = Ring(MAX_REQUESTS)
        self.errors_seen = 0  # total console errors, never trimmed: actions report the difference
        self._by_request: dict[int, NetworkEntry] = {}
        self._finishing: dict[int, NetworkEntry] = {}  # answered, its body still arriving (for the duration)
        self._made = 0  # requests the page ever made: the next one's index
        self._kept: dict[int, Request] = {}  # by index, as many as `requests` keeps: their bodies are read on demand
        self.started = Started()  # the requests the current (or last) action started
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
        self._keep(ConsoleEntry(level, message.text, message.location.get("url") or None))

    def _on_page_error(self, error: Exception) -> None:
        self.errors_seen += 1
        self._keep(ConsoleEntry("error", f"Uncaught {error}", None))

    def _keep(self, entry: ConsoleEntry) -> None:
        if len(entry.text) > self._console_line:
            cut = len(entry.text) - self._console_line
            entry.text = f"{entry.text[: self._console_line]}… ({cut:,} more characters cut: --max-console-line)"
        self.console.append(entry)

    def watch(self) -> None:
        """Start collecting the requests the coming action starts."""
        self.started.begin()

    def has_pending(self) -> bool:
        """Whether a request the current (or last) action started has not answered yet."""
        return self.started.has_pending()

    async def quiet(self, cap_s: float) -> bool:
        """Wait until the requests the action started have answered, at most cap_s; True if they did."""
        return await self.started.quiet(cap_s)

    def _on_request(self, request: Request) -> None:
        self.started.on_request(request)
        self._made += 1
        entry = NetworkEntry(self._made, request.method, request.url, request.resource_type)
        entry.request_headers = _bounded(request.headers)
        self.requests.append(entry)
        self._by_request[id(request)] = entry
        self._kept[self._made] = request
        if len(self._kept) > MAX_REQUESTS:
            self._kept.pop(next(iter(self._kept)))
        if len(self._by_request) > MAX_REQUESTS:
            self._by_request.pop(next(iter(self._by_request)))

    def _on_finished(self, request: Request) -> None:
        self.started.on_done(request)
        entry = self._finishing.pop(id(request), None)
        end = request.timing.get("responseEnd", -1)
        if entry is not None and end >= 0:
            entry.duration_ms = round(end)

    def _on_response(self, response: Response) -> None:
        self.started.on_response(response)
        entry = self._by_request.pop(id(response.request), None)
        if entry is not None:
            entry.status = response.status
            entry.status_text = response.status_text
            entry.response_headers = _bounded(response.headers)
            self._finishing[id(response.request)] = entry
            if len(self._finishing) > MAX_REQUESTS:
                self._finishing.pop(next(iter(self._finishing)))

    def _on_failed(self, request: Request) -> None:
        self.started.on_done(request, request.failure or "failed")
        self._finishing.pop(id(request), None)
        entry = self._by_request.pop(id(request), None)
        if entry is not None:
            entry.failure = request.failure

    def console_as_dicts(self, levels: set[str] | None) -> list[dict[str, Any]]:
        return [asdict(e) for e in self.console if levels is None or e.level in levels]

    def requests_as_dicts(self, contains: str | None) -> list[dict[str, Any]]:
        return [e.listed() for e in self.requests if not contains or contains in e.url]

    def request_details(self, index: int) -> dict[str, Any] | None:
        """One kept request with its headers and timing; None when `index` is not kept."""
        return next((asdict(e) for e in self.requests if e.index == index), None)

    def request_of(self, index: int) -> Request | None:
        """Playwright's request of a kept index (for its bodies), or None."""
        return self._kept.get(index)

    def kept_indexes(self) -> tuple[int, int] | None:
        """The first and last index kept (None: no request kept)."""
        return (self.requests[0].index, self.requests[-1].index) if self.requests else None
