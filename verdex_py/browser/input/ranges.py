"""ARIA sliders and spinbuttons drawn without an <input>: set to a value from the keyboard.

A library slider (a thumb with role slider and aria-valuenow) takes no typed text, so typing
"40" into it, or a fill_form field of type slider, used to be refused as "not an editable
field". The WAI-ARIA Authoring Practices give every such widget the same keys: Home and End
for its bounds, the arrows for one step. So the value is reached the way a keyboard user
reaches it, one step learned from the first key, then read back: a value between steps, or
outside the bounds, is an error that names the nearest one it can take.
"""

from __future__ import annotations

from typing import Any

from playwright.async_api import Locator

from verdex_py.browser.edge import scripts
from verdex_py.browser.input import formats, recorded_steps
from verdex_py.errors import CorrectionFacts, InvalidArgument

ARIA_RANGE = "aria-range"  # the probe's input type for such a widget
MOVE_WAIT_MS = 500  # for the value to follow the keys and settle (a widget may render it frames later)
MAX_KEYS = 500  # arrow presses at most: a slider of 0..100 in steps of 0.2


def _number(text: str) -> float | None:
    """The agent's number as a typed number field reads it (thousands groups, a decimal comma); a
    percent sign, as a slider shows its value, is allowed. None when it is no number, or ambiguous."""
    reading = formats.read("range", text.strip().removesuffix("%"))
    return float(reading.value) if reading.value is not None and not reading.ambiguous else None


def _shown(value: float) -> str:
    return f"{value:g}"


async def set_range(locator: Locator, text: str, timeout: float, retry: dict[str, Any] | None) -> str:
    """Move the widget to `text` (a number, or the value text it shows); the value it then holds."""
    state = await locator.evaluate(scripts.RANGE_STATE)
    low, high = state["min"], state["max"]
    want = _number(text)
    if want is None or (low is not None and want < low) or (high is not None and want > high):
        bounds = f"{_shown(low) if low is not None else '…'} to {_shown(high) if high is not None else '…'}"
        near = None
        if want is not None:
            near = _shown(low if low is not None and want < low else high if high is not None else want)
        raise InvalidArgument(
            f"This {state['role']} takes a number from {bounds}; got '{text}'.",
            field="text",
            allowed_values={"minimum": low, "maximum": high},
            suggested_value=near,
            details={"value": text, "now": state["now"]},
            facts=CorrectionFacts({**retry, "text": near} if retry and near is not None else None),
        )
    await locator.focus(timeout=timeout)
    now = state["now"]
    if want in (low, high):
        await recorded_steps.step("press", key="Home" if want == low else "End")
        await locator.press("Home" if want == low else "End", timeout=timeout)
        now = (await locator.evaluate(scripts.RANGE_STATE, {"from": now, "ms": MOVE_WAIT_MS}))["now"]
    keys = ("ArrowUp", "ArrowDown")  # APG: Up and Right raise it; some widgets listen to one pair only
    step: float | None = None
    for _ in range(MAX_KEYS):
        if now is None or abs(now - want) < 1e-9:
            break
        key = keys[0] if now < want else keys[1]
        if step:  # press the keys the distance needs at once, then look
            for _ in range(max(int(abs(want - now) / step + 0.5) - 1, 0)):
                await recorded_steps.step("press", key=key)
                await locator.press(key, timeout=timeout)
        await recorded_steps.step("press", key=key)
        await locator.press(key, timeout=timeout)
        before, now = now, (await locator.evaluate(scripts.RANGE_STATE, {"from": now, "ms": MOVE_WAIT_MS}))["now"]
        if now == before and step is None and keys[0] == "ArrowUp":
            keys = ("ArrowRight", "ArrowLeft")
            continue
        if now is None or now == before or (now - want) * (before - want) < 0:
            break  # stuck at a bound, or past the value: it lies between two steps
        step = step or abs(now - before)
    if now is None or abs(now - want) >= 1e-9:
        held = _shown(now) if now is not None else "nothing"
        raise InvalidArgument(
            f"Moved the {state['role']} toward {_shown(want)}, but it holds {held}: its steps do not meet "
            f"{_shown(want)}.",
            field="text",
            suggested_value=held if now is not None else None,
            details={"value": text, "holds": now, "reason": "step"},
            facts=CorrectionFacts({**retry, "text": held} if retry and now is not None else None),
        )
    return _shown(now)
