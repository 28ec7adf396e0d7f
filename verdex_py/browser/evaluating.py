"""Running the agent's JavaScript function in a page (a capability off unless enabled).

A function that throws is the agent's mistake (INVALID_ARGUMENT on `function`); the page or
element failing under it (a wait, a navigation, a crash) is translated like any action's.
A dialog the function opens is returned instead of waited on: the function returns only once
it is answered. A function whose promise never settles (awaiting an event that never comes) is
bounded by the action timeout: the same call would wait the same way, so the error asks for a
function that settles (ACTION_TIMEOUT on `function`, never the identical call again).
"""

from __future__ import annotations

import asyncio
from typing import Any

from verdex_py.browser.actions import resolve, run_action
from verdex_py.browser.playwright_errors import ActionContext, quietly, script_errors
from verdex_py.browser.tab import Modal, Tab
from verdex_py.errors import ActionTimeout, TimeoutFacts


async def evaluate_in(
    tab: Tab, function: str, ref: str | None, timeout_ms: float, retry_arguments: dict[str, Any]
) -> tuple[Any, Modal | None]:
    """The function's result (None with the modal, when it opened one first)."""
    actx = ActionContext("evaluate", timeout_ms=timeout_ms, retry_arguments=retry_arguments)
    with script_errors(actx):  # the function threw: INVALID_ARGUMENT; the page failed under it: translated
        target = await resolve(tab, ref, actx, timeout_ms) if ref else None
        # A handle, not the value: the bound is on settling only; bringing a large result over
        # (10 MB on a loaded machine takes seconds) is work done, left to the call's ceiling.
        settling = target.locator.evaluate_handle(function) if target else tab.page.evaluate_handle(function)
        task = asyncio.ensure_future(settling)
        try:
            async with asyncio.timeout(timeout_ms / 1000):
                modal = await run_action(tab, task)  # alert() blocks the function until it is answered
        except TimeoutError:
            raise _unsettled(tab, timeout_ms, retry_arguments) from None
        if modal is not None:
            return None, modal
        handle = task.result()
        try:
            return await handle.json_value(), None
        finally:
            with quietly():  # a page gone since keeps nothing to release
                await handle.dispose()


def _unsettled(tab: Tab, timeout_ms: float, retry_arguments: dict[str, Any]) -> ActionTimeout:
    return ActionTimeout(
        f"The function did not settle within {timeout_ms:.0f} ms (its promise neither resolved nor rejected); "
        "what it did before it began waiting stays done.",
        field="function",
        details={"waiting_for": "the function's promise to settle", "timeout_ms": timeout_ms, "url": tab.page.url},
        facts=TimeoutFacts(retry_arguments, performed=True),  # the same function would wait the same way
    )
