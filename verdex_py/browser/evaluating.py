"""Running the agent's JavaScript function in a page (a capability off unless enabled).

A function that throws is the agent's mistake (INVALID_ARGUMENT on `function`); the page or
element failing under it (a wait, a navigation, a crash) is translated like any action's.
A dialog the function opens is returned instead of waited on: the function returns only once
it is answered.
"""

from __future__ import annotations

import asyncio
from typing import Any

from verdex_py.browser.actions import resolve, run_action
from verdex_py.browser.playwright_errors import ActionContext, script_errors
from verdex_py.browser.tab import Modal, Tab


async def evaluate_in(
    tab: Tab, function: str, ref: str | None, timeout_ms: float, retry_arguments: dict[str, Any]
) -> tuple[Any, Modal | None]:
    """The function's result (None with the modal, when it opened one first)."""
    actx = ActionContext("evaluate", timeout_ms=timeout_ms, retry_arguments=retry_arguments)
    with script_errors(actx):  # the function threw: INVALID_ARGUMENT; the page failed under it: translated
        if ref:
            target = await resolve(tab, ref, actx, timeout_ms)
            task = asyncio.ensure_future(target.locator.evaluate(function))
            modal = await run_action(tab, task)
        else:
            task = asyncio.ensure_future(tab.page.evaluate(function))
            modal = await run_action(tab, task)  # alert() blocks the function until it is answered
    if modal is not None:
        return None, modal
    return task.result(), None
