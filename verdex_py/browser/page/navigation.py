"""Waiting for the page after something moved it: an input, a navigation, a dialog answered.

`acting` marks a navigation that happens now as caused by the agent (so refs it kills are
reported as expected); `settle` returns as soon as the page is stable; `bounded_load`
waits for `load` without letting one hung subresource cost the whole timeout. A page whose
script opens a dialog before its load event holds the load up until the dialog is answered:
`until_dialog` stops waiting the moment one opens (the load goes on behind it).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import map_playwright_errors, quietly, translated_unless_transient
from verdex_py.browser.page.actions import run_action
from verdex_py.browser.page.tab import Modal, Settled, Tab
from verdex_py.errors import ActionTimeout, ModalDialogOpen, ModalFacts, TimeoutFacts

T = TypeVar("T")

SHORT_TIMEOUT_MS = 1000  # when the probe already saw a problem, only give transient states a moment
SETTLE_S = 2.0  # settle.js waits at most 1 s for the action's short timers and animations, then 2 frames
NETWORK_QUIET_CAP_S = 1.0
LOAD_CAP_MS = 1500
MAX_URL_SHOWN = 100  # of a URL in a message (a data: URL holds a whole page)


@contextmanager
def acting(tab: Tab) -> Iterator[None]:
    """Mark navigations that happen now as caused by the agent's own action."""
    tab.acting = True
    tab.nav_requested = False
    tab.signals.watch()
    try:
        yield
    finally:
        tab.acting = False
        tab.signals.started.end()


async def until_dialog(tab: Tab, load: Awaitable[T]) -> T | None:
    """What `load` returns, or None as soon as the page opens a dialog (then in `tab.modals`;
    the load goes on behind it and is waited for once the dialog is answered)."""
    result: list[T] = []

    async def loading() -> None:
        result.append(await load)

    if await run_action(tab, loading()) is not None:
        return None
    return result[0]


def dialog_while_loading(tab: Tab, url: str) -> ModalDialogOpen:
    """The page at `url` opened a dialog while it loaded: answering it lets the load finish."""
    modal = tab.modals[0]
    shown = url if len(url) <= MAX_URL_SHOWN else url[:MAX_URL_SHOWN] + "…"
    return ModalDialogOpen(
        f"{shown} opened a dialog while loading; its load finishes once the dialog is answered. {modal.sentence()}",
        details={"modal": modal.describe(), "url": url, "while_loading": True},
        facts=ModalFacts(
            modal.kind, performed=True, modal_type=modal.type
        ),  # the navigation is under way: not to be sent again
    )


async def settle(
    tab: Tab, navigation_timeout_ms: float, action_timeout_ms: float | None = None, counted: list[Any] | None = None
) -> Modal | None:
    """Return as soon as the page is stable: the timers, animations and animation frames the action's
    handlers started have run, then one frame and the task after it (scripts/settle.js); the
    requests the action started answered (at most `action_timeout_ms`, else NETWORK_QUIET_CAP_S;
    page/started.py says which count), then, if the action started a navigation, its commit and
    DOMContentLoaded; or the dialog the new page opened while loading (the rest of its load waits
    behind it)."""
    page = tab.page
    tab.settled = None
    started = time.monotonic()
    cap_s = action_timeout_ms / 1000 if action_timeout_ms is not None else NETWORK_QUIET_CAP_S
    try:
        with translated_unless_transient(ActionContext("settle")):
            async with asyncio.timeout(SETTLE_S):  # a dialog opened later would block forever
                if counted is None:  # (else the action's last read-back settled the page: its answer)
                    counted = await page.evaluate(scripts.SETTLE)
    except TimeoutError:
        return tab.modals[0] if tab.modals else None
    mutations, opened, announced = counted[0], counted[1], list(counted[2])
    # Effects that wait on the network (a fetch, then a re-render, maybe the next fetch) are waited
    # for, bounded: what still runs at the bound is named in the answer (started.report).
    while not tab.nav_requested and tab.signals.has_pending() and not tab.modals:
        if not await tab.signals.quiet(max(0.0, cap_s - (time.monotonic() - started))):
            break
        mutations = None  # the mutation count runs on: asked again unless this settle counts it
        with quietly():
            async with asyncio.timeout(SETTLE_S):
                again = await page.evaluate(scripts.SETTLE)
                # window.open calls and announcements start again at each settle: added up
                mutations, opened = again[0], opened + again[1]
                announced += [said for said in again[2] if said not in announced]
    if not tab.nav_requested:
        tab.settled = Settled(mutations, opened, tuple(announced))
        return None
    tab.settled = Settled(None, opened, tuple(announced))  # the document may change: its mutations are asked for
    if not await tab.wait_navigation_settled(navigation_timeout_ms / 1000):
        raise await abandon_navigation(tab, navigation_timeout_ms)
    ctx = ActionContext("navigate", url=page.url, timeout_ms=navigation_timeout_ms)
    with map_playwright_errors(ctx):
        await until_dialog(tab, page.wait_for_load_state("domcontentloaded", timeout=navigation_timeout_ms))
    if not tab.modals:
        await bounded_load(tab)
    return tab.modals[0] if tab.modals else None


async def abandon_navigation(tab: Tab, timeout_ms: float) -> ActionTimeout:
    """Stop a navigation that hangs, so the page answers again, and say so."""
    url = tab.nav_pending
    await tab.stop_loading()
    return ActionTimeout(
        f"The action was performed, but the navigation it started to {url} did not load within "
        f"{timeout_ms:.0f} ms; it was stopped and the page stays on {tab.page.url}.",
        details={"waiting_for": f"navigation to {url}", "timeout_ms": timeout_ms, "url": url, "stopped": True},
        facts=TimeoutFacts(performed=True),  # re-doing the action would do it twice
    )


async def bounded_load(tab: Tab, cap_ms: float = LOAD_CAP_MS) -> None:
    """Wait for `load`, but a subresource that never ends (a hung iframe) costs at most cap_ms."""
    with quietly(timeouts=False) as failed:
        await tab.page.wait_for_load_state("load", timeout=cap_ms)
    if not failed:
        tab.load_incomplete = False  # it fired after all (a dialog held it up until answered)
    elif not tab.modals:  # a dialog holding the load up is no resource that hangs
        tab.load_incomplete = True
