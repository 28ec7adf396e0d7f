"""Waiting inside one call: a fixed time, a text to appear or go, the action a dialog interrupted.

Progress goes to the client each second through the sink the tool hands over (a fixed wait
the agent asked for is the one bare sleep here).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import map_playwright_errors
from verdex_py.browser.look.observe import look
from verdex_py.browser.look.views import PageView
from verdex_py.browser.page.navigation import settle
from verdex_py.browser.page.tab import Tab
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.errors import ActionTimeout, TimeoutFacts

# Sends notifications/progress to the client (done, total, message): a sink, it returns nothing.
Progress = Callable[[float, float | None, str], Awaitable[None]]
TICK_S = 1.0  # progress notifications, and the granularity of a fixed wait


async def after_modal(runtime: RoleRuntime, tab: Tab, action_ms: float, navigation_ms: float) -> PageView | None:
    """Let the action the modal interrupted finish, then look at the page, unless the next modal
    opens first (a page that asks again blocks any snapshot): then None, and the boundary names it."""
    look_after = asyncio.ensure_future(_settle_and_look(runtime, tab, action_ms, navigation_ms))
    next_modal = asyncio.ensure_future(tab.modal_event().wait())
    try:
        await asyncio.wait({look_after, next_modal}, return_when=asyncio.FIRST_COMPLETED)
    except asyncio.CancelledError:  # the call was cancelled: so is the action it was waiting for
        look_after.cancel()
        raise
    finally:
        next_modal.cancel()
    if look_after.done():
        return look_after.result()
    look_after.cancel()
    await asyncio.wait({look_after})
    return None


async def _settle_and_look(runtime: RoleRuntime, tab: Tab, action_ms: float, navigation_ms: float) -> PageView:
    pending, tab.pending_actions = tab.pending_actions, []
    if pending:
        await asyncio.wait(pending, timeout=action_ms / 1000)
    await settle(tab, navigation_ms)
    return await look(runtime, tab, action_ms)


async def wait_fixed(seconds: float, progress: Progress) -> None:
    start = time.monotonic()
    while (elapsed := time.monotonic() - start) < seconds:
        await progress(elapsed, seconds, f"waited {elapsed:.1f}s of {seconds:g}s")
        await asyncio.sleep(min(TICK_S, seconds - elapsed))  # the agent asked for a fixed wait


async def wait_for_text(
    tab: Tab, text: str, gone: bool, timeout_ms: float, progress: Progress, retry_arguments: dict[str, object]
) -> tuple[float, str]:
    """Wait until `text` is visible (hidden with `gone`); returns the seconds it took and the condition."""
    state = "hidden" if gone else "visible"
    condition = f"text {text!r} to {'disappear' if gone else 'appear'}"
    waiter = asyncio.ensure_future(tab.page.get_by_text(text).first.wait_for(state=state, timeout=timeout_ms))
    start = time.monotonic()
    try:
        while not waiter.done():
            await asyncio.wait({waiter}, timeout=TICK_S)
            elapsed = time.monotonic() - start
            await progress(elapsed * 1000, timeout_ms, f"waiting for {condition}")
        with map_playwright_errors(ActionContext("wait_for", timeout_ms=timeout_ms)):
            waiter.result()
    except ActionTimeout as exc:
        raise ActionTimeout(
            f"Waited {timeout_ms} ms for {condition} on {tab.page.url}; it did not happen.",
            details={"waiting_for": condition, "timeout_ms": timeout_ms, "url": tab.page.url},
            facts=TimeoutFacts(retry_arguments),
        ) from exc
    finally:
        waiter.cancel()  # the call ended otherwise (an error, a cancel, a shutdown): stop waiting in the page
    return time.monotonic() - start, condition
