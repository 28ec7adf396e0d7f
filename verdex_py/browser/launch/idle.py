"""`--idle-timeout`: close the browser after a while without a call; the next call relaunches it.

A long-lived server (a desktop host keeps it for days) should not hold a Chromium and its
memory while nobody uses it. Roles keep their last URL, so the next call reopens each role
where it was (refs and form input are gone, as after any reopening).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from verdex_py import log

logger = log.get(__name__)


class IdleCloser:
    """Counts calls in flight; `timeout_s` after the last one ends, runs `close` (unless a call came)."""

    def __init__(self, timeout_s: float | None, close: Callable[[Callable[[], bool]], Awaitable[None]]) -> None:
        self.timeout_s = timeout_s
        self._close = close  # receives `interrupted()`: True once a call arrived after the close began
        self._active = 0
        self._calls = 0
        self._timer: asyncio.TimerHandle | None = None
        self._closing: asyncio.Task[None] | None = None
        self.closes = 0

    def busy(self) -> None:
        self._active += 1
        self._calls += 1
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def done(self) -> None:
        self._active -= 1
        if self._active == 0 and self.timeout_s is not None:
            self._timer = asyncio.get_running_loop().call_later(self.timeout_s, self._fire)

    def _fire(self) -> None:
        self._timer = None
        if self._active == 0 and (self._closing is None or self._closing.done()):
            self._closing = asyncio.ensure_future(self._run(self._calls))

    async def _run(self, calls_seen: int) -> None:
        logger.info("browser_idle_close", idle_s=self.timeout_s)
        await self._close(lambda: self._calls != calls_seen)
        self.closes += 1

    def cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        if self._closing is not None:
            self._closing.cancel()
