"""Is the machine, rather than the page, too slow to answer? Asked before calling a page frozen.

A liveness probe that goes unanswered for FROZEN_AFTER_S means a frozen page only if the
rest of the chain was on time. Under CPU starvation (other processes on every core) our
own event loop runs late and the browser process answers late too, and a healthy page that
is merely slow would be stopped as frozen. Two measures, both cheap:

- our loop's lateness while the probe waited: a ticker that sleeps TICK_S and notes how
  late it woke (a loop blocked or starved by LATE_S is not a fair judge);
- a control round trip to the browser process itself (`Browser.getVersion` over the
  page's DevTools session, answered by the browser process, never by the renderer): slower
  than CONTROL_S means the browser is starved as well.

- the renderers' own CPU time over the window (`SystemInfo.getProcessInfo` on the browser's
  DevTools session, answered by the browser process): a frozen page burns all the CPU it
  is given, which is a process's fair share of the machine (cores over runnable tasks: 100%
  on a quiet machine, 9% measured at load 35 on 2 cores). When no renderer ran even
  STARVED_FRACTION of that share, the silent one was starved (a backgrounded renderer
  waiting for a core, or blocked), not busy. The busiest renderer counts, not the page's
  own (DevTools does not say which process is whose): another busy renderer only
  withholds the extra window, as before this measure existed.

When any says "starved", the verdict waits EXTRA_WINDOW_S more for the same probe, at
most MAX_EXTRA_WINDOWS times (so a frozen page on a starved machine is named at most 2.5 s
later); on a machine that keeps time a frozen page is named after the first window, as before.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from collections.abc import Iterator

from playwright.async_api import CDPSession

from verdex_py.browser.edge.playwright_errors import quietly

TICK_S = 0.1
LATE_S = 0.5  # our own loop woke this late: the process is starved (or blocked), not fit to judge
CONTROL_S = 1.0  # the browser process took longer than this to answer a call that skips the renderer
STARVED_FRACTION = 0.5  # no renderer got half its fair share of the window: starved, not busy
MAX_EXTRA_WINDOWS = 2
EXTRA_WINDOW_S = 1.25


class LoopLag:
    """The largest lateness of our event loop seen since it started (seconds)."""

    def __init__(self) -> None:
        self.worst = 0.0
        self._task: asyncio.Task[None] | None = None

    async def _tick(self) -> None:
        while True:
            before = time.monotonic()
            await asyncio.sleep(TICK_S)
            self.worst = max(self.worst, time.monotonic() - before - TICK_S)

    def start(self) -> None:
        self._task = asyncio.ensure_future(self._tick())

    def stop(self) -> float:
        if self._task is not None:
            self._task.cancel()
        return self.worst


@contextlib.contextmanager
def loop_lag() -> Iterator[LoopLag]:
    lag = LoopLag()
    lag.start()
    try:
        yield lag
    finally:
        lag.stop()


async def control_round_trip(cdp: CDPSession | None) -> float | None:
    """Seconds the browser process took to answer through this session; None without one,
    CONTROL_S * 2 when it did not answer in that time."""
    if cdp is None:
        return None
    started = time.monotonic()
    with quietly(timeouts=False) as failed:
        try:
            async with asyncio.timeout(CONTROL_S * 2):
                await cdp.send("Browser.getVersion")
        except TimeoutError:
            return CONTROL_S * 2
    return None if failed else time.monotonic() - started


async def renderer_cpu(browser_cdp: CDPSession | None) -> dict[int, float] | None:
    """CPU seconds each renderer process has used, by process id (None without an answer)."""
    if browser_cdp is None:
        return None
    with quietly(timeouts=False) as failed:
        try:
            async with asyncio.timeout(CONTROL_S):
                info = await browser_cdp.send("SystemInfo.getProcessInfo")
        except TimeoutError:
            return None
    if failed:
        return None
    return {p["id"]: float(p["cpuTime"]) for p in info.get("processInfo", []) if p.get("type") == "renderer"}


def fair_share() -> float:
    """The share of a core a process that never sleeps gets now: cores over runnable tasks
    (the 1-minute load average; 1.0 where the platform has none)."""
    cores = os.cpu_count() or 1
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        return 1.0
    return min(1.0, cores / max(load, cores))


def busiest_share(before: dict[int, float] | None, after: dict[int, float] | None, seconds: float) -> float | None:
    """The largest share of `seconds` one renderer spent on a CPU between two readings."""
    if before is None or after is None or seconds <= 0:
        return None
    return max((used - before.get(pid, 0.0) for pid, used in after.items()), default=0.0) / seconds


async def starved(lag: LoopLag, cdp: CDPSession | None, renderer_share: float | None = None) -> tuple[bool, str]:
    """Whether the machine was too slow for a silent probe to mean a frozen page, and why."""
    if lag.worst > LATE_S:
        return True, f"our event loop ran {lag.worst:.1f} s late"
    if renderer_share is not None and renderer_share < STARVED_FRACTION * (fair := fair_share()):
        return True, f"no renderer ran over {renderer_share:.0%} of the time, its fair share {fair:.0%}"
    control = await control_round_trip(cdp)
    if control is not None and control > CONTROL_S:
        return True, f"the browser process took {control:.1f} s to answer"
    return False, ""
