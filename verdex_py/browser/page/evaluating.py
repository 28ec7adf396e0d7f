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

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import quietly, script_errors
from verdex_py.browser.edge.scripts import UNSETTLED
from verdex_py.browser.page.actions import resolve, run_action
from verdex_py.browser.page.tab import Modal, Tab
from verdex_py.errors import ActionTimeout, TimeoutFacts

BACKSTOP_S = 5.0  # past the page's own timer: what a busy loop or a slow transfer may take


async def evaluate_in(
    tab: Tab, function: str, ref: str | None, timeout_ms: float, retry_arguments: dict[str, Any]
) -> tuple[Any, Modal | None]:
    """The function's result (None with the modal, when it opened one first)."""
    actx = ActionContext("evaluate", timeout_ms=timeout_ms, retry_arguments=retry_arguments)
    with script_errors(actx):  # the function threw: INVALID_ARGUMENT; the page failed under it: translated
        target = await resolve(tab, ref, actx, timeout_ms) if ref else None

        def run(source: str) -> Any:
            return target.locator.evaluate(source) if target else tab.page.evaluate(source)

        with quietly(timeouts=False) as failed:
            return await _bounded(tab, run(_raced(function, timeout_ms)), timeout_ms, retry_arguments)
        if UNSETTLED in failed.message:
            raise _unsettled(tab, timeout_ms, retry_arguments)
        if not _unparsed(failed.message):
            failed.reraise()  # the function threw, or the page failed under it: as before
        # Not an expression once wrapped (statements, say): as given, bounded from here alone.
        return await _bounded(tab, run(function), timeout_ms, retry_arguments, backstop=False)


def _unparsed(message: str) -> bool:
    """The wrapped source did not parse: a SyntaxError raised by eval itself, before anything ran
    (one thrown while the function ran, by JSON.parse say, has the function's frames under it)."""
    lines = message.splitlines()
    return len(lines) > 1 and "SyntaxError" in lines[0] and lines[1].strip() == "at eval (<anonymous>)"


def _raced(function: str, timeout_ms: float) -> str:
    head, tail = scripts.EVALUATE_BOUNDED.split("__FUNCTION__", 1)
    return head + function + tail.replace("__MS__", str(int(timeout_ms)))


async def _bounded(
    tab: Tab, evaluating: Any, timeout_ms: float, retry_arguments: dict[str, Any], *, backstop: bool = True
) -> tuple[Any, Modal | None]:
    """Wait for the evaluation. Raced in the page, the page's own timer ends a promise that never
    settles; the backstop here ends what keeps that timer from firing (a busy loop), with room
    for a large value to come over. Not raced, the action timeout bounds all of it."""
    task = asyncio.ensure_future(evaluating)
    limit_s = timeout_ms / 1000 + (max(2 * timeout_ms / 1000, BACKSTOP_S) if backstop else 0)
    try:
        async with asyncio.timeout(limit_s):
            modal = await run_action(tab, task)  # alert() blocks the function until it is answered
    except TimeoutError:
        raise _unsettled(tab, timeout_ms, retry_arguments) from None
    if modal is not None:
        return None, modal
    return task.result(), None


def _unsettled(tab: Tab, timeout_ms: float, retry_arguments: dict[str, Any]) -> ActionTimeout:
    return ActionTimeout(
        f"The function did not settle within {timeout_ms:.0f} ms (its promise neither resolved nor rejected); "
        "what it did before it began waiting stays done.",
        field="function",
        details={"waiting_for": "the function's promise to settle", "timeout_ms": timeout_ms, "url": tab.page.url},
        facts=TimeoutFacts(retry_arguments, performed=True),  # the same function would wait the same way
    )
