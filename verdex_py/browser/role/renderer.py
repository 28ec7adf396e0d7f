"""What we know about each tab's renderer: whether it crashed, and whether it still answers.

A role watches every tab it adopts from the first moment (`watch`): the crash event is
caught, and a DevTools session is opened while the page surely answers, because a frozen
renderer may refuse a new one and that session is the only channel left to stop its script
(`terminate`). liveness.py decides from these facts what died and repairs it; roles.py only
starts the watch and refuses popups beyond MAX_TABS, so it needs nothing of the repairs.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol
from weakref import WeakKeyDictionary

from playwright.async_api import Browser, CDPSession, Page

from verdex_py import log
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.page.failures import Failure, FailureLog
from verdex_py.browser.role.starvation import (
    EXTRA_WINDOW_S,
    MAX_EXTRA_WINDOWS,
    busiest_share,
    loop_lag,
    renderer_cpu,
    starved,
)

if TYPE_CHECKING:
    from verdex_py.browser.page.tab import Tab

# A renderer that leaves "0" unanswered this long is frozen, not slow: generous, because a false
# alarm stops a healthy page's script (and a loaded machine stalls every renderer a little).
FROZEN_AFTER_S = 2.5
# Nearly every probe answers within this; only a slower one has the renderers' CPU read (a
# browser-process round trip that costs more than the probe itself).
QUICK_S = 0.25
logger = log.get(__name__)
CLEANUP_S = 2.0  # closing a dead page, detaching, cancelling: never worth waiting longer
MAX_TABS = 20  # per role; more popups than this are closed as they open


@dataclass
class Health:
    """What we know about one tab's renderer."""

    crashed: asyncio.Event = field(default_factory=asyncio.Event)
    cdp: CDPSession | None = None
    opening: asyncio.Future[None] | None = None


_HEALTH: WeakKeyDictionary[Tab, Health] = WeakKeyDictionary()
_CLOSING: set[asyncio.Future[None]] = set()  # close tasks kept alive until done
_BROWSER_CDP: WeakKeyDictionary[Browser, asyncio.Future[CDPSession | None]] = WeakKeyDictionary()


def watch(tab: Tab) -> Health:
    """Start watching a tab (called when a role adopts it, before anything can crash it)."""
    health = _HEALTH.get(tab)
    if health is None:
        health = _HEALTH[tab] = Health()
        tab.page.on("crash", lambda _page: health.crashed.set())
        # Opened now, while the new page surely answers: a frozen renderer may not accept a new session.
        health.opening = asyncio.ensure_future(_open_session(tab, health))
    return health


async def _open_session(tab: Tab, health: Health) -> None:
    with quietly():
        async with asyncio.timeout(FROZEN_AFTER_S * 2):
            health.cdp = await tab.page.context.new_cdp_session(tab.page)


async def _open_browser_session(browser: Browser) -> CDPSession | None:
    with quietly():
        async with asyncio.timeout(CLEANUP_S):
            return await browser.new_browser_cdp_session()
    return None


async def _renderers_cpu(tab: Tab) -> dict[int, float] | None:
    """CPU seconds of the browser's renderers, through one DevTools session of the browser's own
    (opened on first need and kept with the browser; None for a persistent context)."""
    browser = getattr(tab.page.context, "browser", None)
    if browser is None:
        return None
    session = _BROWSER_CDP.get(browser)
    if session is None or session.get_loop() is not asyncio.get_running_loop():
        session = _BROWSER_CDP[browser] = asyncio.ensure_future(_open_browser_session(browser))
    return await renderer_cpu(await asyncio.shield(session))


def crashed(tab: Tab) -> bool:
    return watch(tab).crashed.is_set()


async def answers(tab: Tab, deadline_s: float = FROZEN_AFTER_S) -> bool:
    """Whether the renderer's main thread evaluates `0` within the deadline.

    Any reply counts, errors included (a page between documents answers "no context"):
    only silence means frozen. A crash during the probe counts as an answer too (the
    caller checks `crashed` next). The DevTools session was opened when the tab was new.
    Silence on a starved machine, or from a renderer that got almost no CPU (starvation.py),
    is not trusted: the same probe gets another window, at most MAX_EXTRA_WINDOWS more. The
    renderers' CPU is first read QUICK_S into the window (at most half of it), so a probe that
    answers sooner (nearly all of them) costs no browser-wide round trip.
    """
    health = watch(tab)
    probe = asyncio.ensure_future(_evaluate_zero(tab, health))
    crash = asyncio.ensure_future(health.crashed.wait())
    # cancelled when the probe is quick; read by half the window at the latest, to measure over the rest
    reading = asyncio.ensure_future(_renderers_cpu_after(min(QUICK_S, deadline_s / 2), tab))
    try:
        window = deadline_s
        for extra in range(MAX_EXTRA_WINDOWS + 1):
            with loop_lag() as lag:
                done, _ = await asyncio.wait({probe, crash}, timeout=window, return_when=asyncio.FIRST_COMPLETED)
            if done:
                return True
            if extra == MAX_EXTRA_WINDOWS:
                return False
            read_at, before = await reading
            reading = asyncio.ensure_future(_renderers_cpu_after(0, tab))
            now, after = await reading
            slow, why = await starved(lag, health.cdp, busiest_share(before, after, now - read_at))
            if not slow:
                return False
            logger.info("probe_extended", url=tab.page.url, why=why, window=extra + 2)
            window = min(deadline_s, EXTRA_WINDOW_S)
        return False
    finally:
        crash.cancel()
        reading.cancel()
        if not probe.done():
            probe.cancel()


async def _renderers_cpu_after(delay_s: float, tab: Tab) -> tuple[float, dict[int, float] | None]:
    """(when, the renderers' CPU seconds) read `delay_s` from now."""
    await asyncio.sleep(delay_s)
    return time.monotonic(), await _renderers_cpu(tab)


async def _evaluate_zero(tab: Tab, health: Health) -> None:
    with quietly(timeouts=False):
        if health.opening is not None:
            await asyncio.shield(health.opening)
        if health.cdp is None:
            health.cdp = await tab.page.context.new_cdp_session(tab.page)
        await health.cdp.send("Runtime.evaluate", {"expression": "0", "returnByValue": True})


async def terminate(tab: Tab) -> bool:
    """Stop the script that holds the renderer (V8 checks this interrupt even inside a loop)."""
    health = watch(tab)
    if health.cdp is None:
        return False
    with quietly() as failed:
        async with asyncio.timeout(CLEANUP_S):
            await health.cdp.send("Runtime.terminateExecution")
    return not failed


class HasTabs(Protocol):
    """A role's tabs and failure log: what the popup limit counts and records in."""

    tabs: list[Tab]
    failures: FailureLog


def popup_refused(runtime: HasTabs, page: Page) -> bool:
    """Close a page the site opened beyond MAX_TABS (window.open in a loop), recording it."""
    if sum(not t.closed for t in runtime.tabs) < MAX_TABS:
        return False
    if len(runtime.failures.records("page")) < MAX_TABS:  # a storm is one story, not 200 records
        runtime.failures.record(
            Failure("page", "popup_closed", f"a tab the page opened was closed: the role has {MAX_TABS} already")
        )
    task = asyncio.ensure_future(_close_page(page))
    _CLOSING.add(task)
    task.add_done_callback(_CLOSING.discard)
    return True


async def _close_page(page: Page) -> None:
    with quietly():
        async with asyncio.timeout(CLEANUP_S):
            await page.close(run_before_unload=False)
