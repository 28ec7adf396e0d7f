"""Evaluating a script on a ref's element in one round trip to Playwright's driver.

`Locator.evaluate` costs three (wait for the element, evaluate on its handle, dispose of the
handle) and its wait alone is the slowest of them. Right before or after an action the
element is almost always on the page, so it is asked directly first (`evalOnSelector`: one
round trip, no wait); only when that fails (the element is not there yet, the page is between
documents, the script threw) is the locator's own waiting evaluate used, exactly as before.
Only for scripts that may run twice (they read, or mark idempotently): on that fallback they may.
"""

from __future__ import annotations

from typing import Any

from playwright.async_api import Locator

from verdex_py.browser.edge.playwright_errors import no_element, quietly


async def evaluate_now(locator: Locator, script: str, arg: Any = None, *, timeout_ms: float | None) -> Any:
    """`locator.evaluate(script, arg, timeout=timeout_ms)`, in one round trip when the element is there."""
    impl = getattr(locator, "_impl_obj", None)
    frame, selector = getattr(impl, "_frame", None), getattr(impl, "_selector", None)
    if frame is not None and isinstance(selector, str):
        with quietly(timeouts=False):  # strict, as the locator is: more than one match fails, and goes the slow way
            return await frame.eval_on_selector(selector, script, arg, True)
    return await locator.evaluate(script, arg, timeout=timeout_ms)


async def evaluate_first(locator: Locator, script: str, arg: Any = None) -> tuple[bool, Any]:
    """(True, the script's result on the first element matching `locator`), or (False, None) when
    none matches now; one round trip, no wait. Errors other than "no element" are Playwright's."""
    impl = locator._impl_obj  # type: ignore[attr-defined]
    with quietly(timeouts=False) as failed:
        return True, await impl._frame.eval_on_selector(impl._selector, script, arg, False)
    if no_element(failed):
        return False, None
    failed.reraise()
