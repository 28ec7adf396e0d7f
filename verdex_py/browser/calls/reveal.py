"""Showing an element hidden until something is hovered or focused, before acting on it.

A mega-menu that opens after the pointer rests on its label, a card whose buttons appear while it
is hovered, tools that show while their field has focus: a person hovers or focuses, waits, then
clicks. The server does the same in the one call, level after level for a menu inside a menu (and
opens a closed <details> or a part a collapsed control names in aria-controls by a click). What
to hover is found by the page's own evidence (diagnosis/triggers.py: a stylesheet rule, the hover
and focus listeners around the hidden part, then the structure); this module does it. Each try
waits on the hidden part itself, bounded. Where the path is known but will not open in time, the
one error names every step of it with refs (triggers.path_error).
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import TYPE_CHECKING

from playwright.async_api import CDPSession

from verdex_py.browser.diagnosis.triggers import CSS_MS, SHOW_MS, Revealed, Try, level, tries
from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.edge.scripts import reveal_ops
from verdex_py.browser.edge.scripts.reveal_ops import NodeQuery, ShowQuery
from verdex_py.browser.page.actions import Probe

if TYPE_CHECKING:
    from verdex_py.browser.page.actions import Target
    from verdex_py.browser.page.tab import Tab

MAX_LEVELS = 4  # a menu in a menu in a menu ...
LEVEL_MS = 2 * SHOW_MS  # what one level may wait in all
STOP_MS = 250  # kept from the action's timeout to leave the pointer where the stuck step needs it


async def _one_try(tab: Tab, attempt: Try, wait_ms: float | None = None) -> bool:
    if attempt.kind == "focus":
        if not await reveal_ops.focus(tab.page, NodeQuery(index=attempt.index)):
            return False
    else:
        await tab.page.mouse.move(attempt.x, attempt.y)
    return await reveal_ops.wait(tab.page, ShowQuery(ms=int(attempt.wait_ms if wait_ms is None else wait_ms)))


async def _open_disclosure(tab: Tab, done: Revealed) -> bool:
    """Click the control diagnose.js marked as opening the hidden part (never one that says it is
    open already: that click would close something), then wait for the part; True when it shows."""
    control = tab.page.locator('[data-verdex-fix="0"]')
    if await control.get_attribute("aria-expanded", timeout=1000) == "true":
        return False
    await reveal_ops.push_control(tab.page, None)
    await control.click(timeout=2000)
    if not await reveal_ops.wait(tab.page, ShowQuery(ms=CSS_MS)):
        return False
    done.path.append(Try(-1, "reveal", "", 0, 0, 0, True))
    return True


async def reveal(tab: Tab, target: Target, timeout_ms: float = 0) -> Revealed:
    """Hover or focus (or, for a closed disclosure, click) level after level what shows the hidden
    `target`; the pointer (or focus) stays where it showed it. Top document only. Within the action's
    `timeout_ms` (when set): a level slower than what is left is stopped there and reported stuck."""
    done = Revealed(False, [])
    if target.entry.frame:
        return done
    cdp: CDPSession | None = None
    whole_s = MAX_LEVELS * (2 + SHOW_MS / 1000)
    whole_s = min(whole_s, timeout_ms / 1000) if timeout_ms > 0 else whole_s
    loop = asyncio.get_running_loop()
    deadline = loop.time() + whole_s
    try:
        with quietly():
            async with asyncio.timeout(whole_s):
                await reveal_ops.reset(tab.page, None)
                for _ in range(MAX_LEVELS):
                    css, info = await level(target)
                    if info is None:  # it shows
                        done.shown = True
                        return done
                    if css == "reveal":  # a closed disclosure (<details>, a control's aria-controls): opened
                        if not await _open_disclosure(tab, done):
                            return done
                        continue
                    cdp = cdp or await tab.page.context.new_cdp_session(tab.page)
                    ranked = await tries(cdp, info)
                    budget = LEVEL_MS
                    opened = None
                    for attempt in ranked:
                        budget -= attempt.wait_ms
                        left_ms = (deadline - loop.time()) * 1000 - STOP_MS  # the action's time left
                        if budget < 0 or left_ms <= 0:
                            break
                        if await _one_try(tab, attempt, min(attempt.wait_ms, left_ms)):
                            opened = attempt
                            break
                    if opened is not None:
                        await reveal_ops.push(tab.page, NodeQuery(index=opened.index))
                        done.path.append(opened)
                        continue
                    done.stuck = next((t for t in ranked if t.evidence), None)
                    if done.stuck is not None:  # it may open later than we waited: the plan waits longer
                        await _one_try(tab, replace(done.stuck, wait_ms=0))
                        await reveal_ops.push(tab.page, NodeQuery(index=done.stuck.index))
                    elif not done.path:
                        await tab.page.mouse.move(0, 0)  # nothing showed it: leave nothing hovered
                    return done
    finally:
        if cdp is not None:
            with quietly():
                await cdp.detach()
    return done


async def reprobe(target: Target) -> Target:
    """The target probed again, now that it shows."""
    seen = await target.locator.evaluate(scripts.PROBE)
    return replace(target, probe=Probe.of(seen), watching=False)
