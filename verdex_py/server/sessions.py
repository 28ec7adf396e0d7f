"""One BrowserSession per client, so one client never sees another's pages.

Legacy (handshake) HTTP clients are told apart by their `Mcp-Session-Id`; the stateless
2026-07-28 era has no session, so its requests are grouped by bearer token (give each client
its own: `--auth-token` takes several); a session is only ever its own token's (server/http_guard.py);
stdio and in-process clients are one client. Behind a load balancer the `Authorization` header
is the routing key: hash on it and a client always lands on the replica that holds its pages
(docs/DEPLOY.md). All sessions share one Chromium; each has its own role contexts. Sessions
idle longer than `--session-idle-timeout` are closed; an HTTP session the client deleted, or
that the session cap evicted (server/http_guard.py), is closed at once.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from verdex_py import log
from verdex_py.browser.launch.idle import IdleCloser
from verdex_py.config import Settings
from verdex_py.server import deferred
from verdex_py.server.http_guard import owner_of

if TYPE_CHECKING:
    from verdex_py.browser.launch.launcher import BrowserHost
    from verdex_py.browser.role.session import BrowserSession

LOCAL = "local"
logger = log.get(__name__)


def session_key(request: Any) -> str:
    """Who is calling: derived from the HTTP request, or LOCAL for stdio / in-process.

    A session id reaches here only when http_guard.SessionCap found it open and owned by the
    request's token; a request without one is keyed by its token (its owner).
    """
    if request is None:
        return LOCAL
    session_id = request.headers.get("mcp-session-id")
    return "mcp:" + session_id if session_id else "token:" + owner_of(request.scope)


class SessionRegistry:
    def __init__(self, settings: Settings, host: BrowserHost | None = None) -> None:
        self.settings = settings
        self._host = host
        if host is None and (settings.browser_endpoint or settings.cdp_endpoint):
            # A remote browser: the host is made at start, before the wire opens, so that what it says about
            # the endpoint (a URL policy it must honour, a bad endpoint) is said then; with none it has nothing
            # to say, and is made on first use (server/deferred.py).
            self._host = deferred.BrowserHost.from_settings(settings)
        self._sessions: dict[str, BrowserSession] = {}
        self._last_used: dict[str, float] = {}
        self._busy: dict[str, int] = {}
        self._reaper: asyncio.Task[None] | None = None
        self.idle = IdleCloser(settings.idle_timeout_s, self._close_browser)
        self.closed: Callable[[str], None] = lambda key: None  # told each key whose session was closed

    @property
    def host(self) -> BrowserHost:
        """The browser every session shares, made on first use: tools/list never waits for Playwright."""
        if self._host is None:
            self._host = deferred.BrowserHost.from_settings(self.settings)
        return self._host

    def __len__(self) -> int:
        return len(self._sessions)

    def get(self, key: str) -> BrowserSession:
        if key not in self._sessions:
            self._sessions[key] = deferred.BrowserSession(self.settings, self.host)
            logger.info("session_opened", session=key[:20], sessions=len(self._sessions))
        self._last_used[key] = time.monotonic()
        return self._sessions[key]

    def has(self, key: str) -> bool:
        """Whether this client ever made a tool call (and so holds a BrowserSession)."""
        return key in self._sessions

    async def drop(self, key: str) -> None:
        """The client's session ended (deleted or evicted): close its contexts now, not at the idle timeout."""
        session = self._sessions.pop(key, None)
        self._last_used.pop(key, None)
        self._busy.pop(key, None)
        self.closed(key)
        if session is not None:
            await session.close()
            logger.info("session_closed", session=key[:20], sessions=len(self._sessions))

    def enter(self, key: str) -> BrowserSession:
        self._start_reaper()
        self._busy[key] = self._busy.get(key, 0) + 1
        self.idle.busy()
        return self.get(key)

    def leave(self, key: str) -> None:
        if key in self._sessions:  # not dropped while the call ran
            self._busy[key] -= 1
            self._last_used[key] = time.monotonic()
        self.idle.done()

    async def _close_browser(self, interrupted: Callable[[], bool]) -> None:
        """--idle-timeout: close every role (each keeps its last URL), then the browser if still unused."""
        for session in list(self._sessions.values()):
            await session.idle_close()
        if not interrupted():
            await self.host.close()

    def _start_reaper(self) -> None:
        if self._reaper is None or self._reaper.done():
            self._reaper = asyncio.ensure_future(self._reap_forever())

    async def _reap_forever(self) -> None:
        interval = max(0.2, min(60.0, self.settings.session_idle_timeout_s / 4))
        while self._sessions:
            await asyncio.sleep(interval)  # a periodic sweep, not a wait on the page
            await self.reap_idle()

    async def reap_idle(self) -> list[str]:
        """Close the sessions nobody used for the idle timeout (their contexts and pages)."""
        now = time.monotonic()
        idle = [
            key
            for key, used in self._last_used.items()
            if now - used > self.settings.session_idle_timeout_s and not self._busy.get(key)
        ]
        for key in idle:
            session = self._sessions.pop(key)
            self._last_used.pop(key, None)
            self._busy.pop(key, None)
            self.closed(key)
            await session.close()
            logger.info("session_closed_idle", session=key[:20], sessions=len(self._sessions))
        return idle

    async def close(self) -> None:
        self.idle.cancel()
        if self._reaper is not None:
            self._reaper.cancel()
        for session in self._sessions.values():
            await session.close()
        self._sessions.clear()
        if self._host is not None:  # never made (no call ever needed it): nothing to close, nothing to import
            await self._host.close()
