"""The requests an action started: waited for, and reported when they failed or still run.

Only what the action started holds it (PageSignals feeds every request here):

- fetch, XHR and documents; never event streams, sockets, beacons (`ping`), images or scripts;
- started while the input ran, or within CHAIN_S of the input's end or of an event of a request
  it started (a fetch whose answer starts another, a form sent after a check): a timer that
  fires later is the page's own;
- not to a URL the page was already asking on its own: one in flight (a long-poll), or that
  answered less than RECENT_S ago (a long-poll asking again), or asked at least twice outside
  actions (a polling timer); nor a GET of a URL the same action asked already (a timer polling
  while a page opens). The last action's requests still running are the page's own then, except
  that a request to the same URL started while the next action's input runs is that action's own
  (the agent asked it again: a long-poll re-asks when it is answered, not when we click).

A counted request that answered 400 or more, or failed at the network level (an abort the page
made, or a navigation cancelling it, is no failure), is reported with the server's reason; one
still running when the wait ends is reported with how long it ran.
"""

from __future__ import annotations

import asyncio
import json
import math
import re
import time
from dataclasses import asdict, dataclass
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from playwright.async_api import Request, Response

from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.page.failures import Failure, FailureLog

COUNTED_TYPES = frozenset({"fetch", "xhr", "document"})
CHAIN_S = 0.5  # a request started this long after the last event of the action's own is the page's
RECENT_S = 1.0  # a URL the page's own request answered this recently, asked again, is a long-poll's
MAX_KEYS = 500  # URLs remembered as asked outside actions
MAX_REASON = 200  # characters of the server's reason quoted
MAX_PATH = 120  # characters of a path shown
READ_BODY_S = 0.5
BODY_GRACE_S = 0.3  # after an answer's head, for its body to load (one the page never reads never does)
MAX_WAIT_S = 30  # the longest wait offered for a request still running
ABORTED = "net::ERR_ABORTED"  # the page (AbortController) or a navigation cancelled it: no failure
REASON_KEYS = ("error", "message", "detail", "error_description", "title")


@dataclass(frozen=True)
class RequestNote:
    """A request an action started that failed, or still ran when the action's wait ended."""

    method: str
    path: str  # query cut to its keys; the host only when it is not the page's
    status: int | None = None
    failure: str | None = None  # the network error (no answer)
    reason: str = ""  # what the server said, at most MAX_REASON characters
    running_ms: int | None = None  # still running after this long (no answer yet)

    @property
    def running(self) -> bool:
        return self.running_ms is not None

    @property
    def wait_s(self) -> int:
        """A wait to offer for a request still running: as long again as it ran (1 to MAX_WAIT_S s)."""
        return min(MAX_WAIT_S, max(1, math.ceil((self.running_ms or 0) / 1000)))

    def sentence(self) -> str:
        if self.running_ms is not None:
            return (
                f"Request still running: {self.method} {self.path} had no answer after "
                f"{self.running_ms / 1000:.1f} s, so the page may change; browser_wait_for(time={self.wait_s}) "
                "gives it time and shows the page after."
            )
        what = f"answered HTTP {self.status}" if self.status is not None else f"failed ({self.failure})"
        said = f': "{self.reason}"' if self.reason else ""
        return f"Request failed: {self.method} {self.path} {what}{said}."

    def as_dict(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v not in (None, "")}


def shown_path(url: str, page_url: str = "") -> str:
    """A request's URL as an answer shows it: the path, the query cut to its keys (values may be
    secrets or personal data), the host only when it is not the page's."""
    parts = urlsplit(url)
    keys = list(dict.fromkeys(k for k, _ in parse_qsl(parts.query, keep_blank_values=True)))
    path = parts.path or "/"
    if len(path) > MAX_PATH:
        path = path[:MAX_PATH] + "…"
    shown = path + ("?" + "&".join(keys) if keys else "")
    return shown if parts.netloc == urlsplit(page_url).netloc else f"{parts.netloc}{shown}"


def reason_of(body: str, content_type: str = "") -> str:
    """The server's reason in a failed answer's body: a JSON `error`/`message`/`detail` (nested
    ones too), else the first line of text (an HTML page's title or first heading)."""
    text = body.strip()
    if not text:
        return ""
    try:
        said = _said(json.loads(text))
    except ValueError:
        said = None
    if said is None:
        if text.startswith("<") or "html" in content_type:
            found = re.search(r"<(title|h1)[^>]*>(.*?)</\1>", text, re.I | re.S)
            said = re.sub(r"<[^>]+>", "", found.group(2)) if found else ""
        else:
            said = text.splitlines()[0]
    said = " ".join(said.split())
    return said if len(said) <= MAX_REASON else said[: MAX_REASON - 1] + "…"


def _said(data: Any) -> str | None:
    if isinstance(data, str):
        return data
    if isinstance(data, list) and data:
        return _said(data[0])
    if isinstance(data, dict):
        for key in REASON_KEYS + ("msg",):
            found = _said(data.get(key))
            if found:
                return found
    return None


@dataclass
class _Tracked:
    request: Request
    key: str
    started: float
    response: Response | None = None
    failure: str | None = None
    done: bool = False


def _key(request: Request) -> str:
    parts = urlsplit(request.url)
    return f"{request.method} {parts.netloc}{parts.path}"


class Started:
    """The requests of the action under way (or of the last one), and the page's own requests."""

    def __init__(self) -> None:
        self._active = False
        self._inputting = False
        self._last = 0.0
        self._tracked: dict[int, _Tracked] = {}
        self._pending: set[int] = set()
        self._quiet = asyncio.Event()
        self._quiet.set()
        self._asked: dict[str, int] = {}  # URL keys asked outside actions, how often
        self._in_flight: dict[int, str] = {}  # the page's own requests not answered yet
        self._answered_at: dict[str, float] = {}  # URL keys of the page's own requests: when one last answered
        self._carried: set[str] = set()  # URL keys of the last action's requests that outlived it

    def begin(self) -> None:
        """An action starts: what it starts from now on is its own."""
        self._active = self._inputting = True
        self._last = time.monotonic()
        self._carried.clear()
        for tracked in self._tracked.values():  # the last action's requests still running are the page's now
            if not tracked.done and tracked.response is None:
                self._in_flight[id(tracked.request)] = tracked.key
                self._carried.add(tracked.key)
        self._tracked.clear()
        self._pending.clear()
        self._quiet.set()

    def settling(self) -> None:
        """The input is done; requests its effects start (within CHAIN_S) still count."""
        if self._inputting:
            self._inputting = False
            self._last = time.monotonic()

    def end(self) -> None:
        self._active = self._inputting = False

    def has_pending(self) -> bool:
        return bool(self._pending)

    async def quiet(self, cap_s: float) -> bool:
        """Wait until the requests the action started have answered, at most cap_s; True if they did."""
        self.settling()
        if not self._pending:
            return True
        try:
            async with asyncio.timeout(cap_s):
                while self._pending:
                    await self._quiet.wait()
                    await asyncio.sleep(0)  # an answer's handler may start the next request at once
            return True
        except TimeoutError:
            return False

    def _counts(self, request: Request, key: str) -> bool:
        if not self._active or request.resource_type not in COUNTED_TYPES:
            return False
        now = time.monotonic()
        asked_again = self._inputting and key in self._carried  # the agent's input asks what an action asked
        if (
            self._asked.get(key, 0) >= 2  # a timer polls it
            or (key in self._in_flight.values() and not asked_again)  # a long-poll waits on it
            or (now - self._answered_at.get(key, -RECENT_S) < RECENT_S and not asked_again)  # a long-poll re-asks
            # the same GET asked again within one action: a timer's (a page polling while it opens)
            or (request.method == "GET" and any(t.request.url == request.url for t in self._tracked.values()))
        ):
            return False
        return self._inputting or now - self._last <= CHAIN_S

    def on_request(self, request: Request) -> None:
        key = _key(request)
        if self._counts(request, key):
            self._tracked[id(request)] = _Tracked(request, key, time.monotonic())
            self._pending.add(id(request))
            self._quiet.clear()
            self._last = time.monotonic()
            return
        if request.resource_type in ("fetch", "xhr"):
            self._asked[key] = self._asked.pop(key, 0) + 1
            self._in_flight[id(request)] = key
            while len(self._asked) > MAX_KEYS:
                self._asked.pop(next(iter(self._asked)))
            while len(self._in_flight) > MAX_KEYS:
                self._in_flight.pop(next(iter(self._in_flight)))

    def _page_answered(self, request: Request) -> None:
        key = self._in_flight.pop(id(request), None)
        if key is not None:
            self._answered_at.pop(key, None)
            self._answered_at[key] = time.monotonic()
            if len(self._answered_at) > MAX_KEYS:
                self._answered_at.pop(next(iter(self._answered_at)))

    def on_response(self, response: Response) -> None:
        self._page_answered(response.request)
        tracked = self._tracked.get(id(response.request))
        if tracked is not None:
            tracked.response = response
            # A body the page never reads never finishes loading: the answer's head is its answer.
            asyncio.get_running_loop().call_later(BODY_GRACE_S, self._answered, tracked)

    def on_done(self, request: Request, failure: str | None = None) -> None:
        self._page_answered(request)
        tracked = self._tracked.get(id(request))
        if tracked is not None:
            tracked.done, tracked.failure = True, failure
            self._answered(tracked)

    def _answered(self, tracked: _Tracked) -> None:
        if self._tracked.get(id(tracked.request)) is not tracked or id(tracked.request) not in self._pending:
            return  # of an earlier action, or answered already
        self._pending.discard(id(tracked.request))
        self._last = time.monotonic()
        if not self._pending:
            self._quiet.set()

    async def report(self, page_url: str) -> list[RequestNote]:
        """The requests of the action that failed or still run (documents excepted: a page's status
        is judged where it is shown), oldest first."""
        notes = []
        now = time.monotonic()
        for tracked in list(self._tracked.values()):
            request = tracked.request
            if request.resource_type == "document":
                continue
            path = shown_path(request.url, page_url)
            response = tracked.response
            if response is not None and response.status >= 400:
                reason = await _read_reason(response)
                notes.append(RequestNote(request.method, path, status=response.status, reason=reason))
            elif not tracked.done and response is None:
                notes.append(RequestNote(request.method, path, running_ms=round((now - tracked.started) * 1000)))
            elif response is None and tracked.failure and tracked.failure != ABORTED:
                notes.append(RequestNote(request.method, path, failure=tracked.failure))
        return notes

    async def reported(self, page_url: str, failures: FailureLog, *, running: bool = True) -> list[RequestNote]:
        """`report`, each note kept in the FailureLog too. `running=False` leaves out the requests
        still running: after a navigation those are the new page's own (a long-poll, a stream)."""
        notes = [n for n in await self.report(page_url) if running or not n.running]
        for note in notes:
            kind = "running" if note.running else f"http_{note.status}" if note.status else "network"
            failures.record(Failure("request", kind, note.sentence(), url=note.path, extra=note.as_dict()))
        return notes


async def _read_reason(response: Response) -> str:
    with quietly():
        async with asyncio.timeout(READ_BODY_S):
            body = await response.body()
            return reason_of(body[:20_000].decode("utf-8", "replace"), response.headers.get("content-type", ""))
    return ""
