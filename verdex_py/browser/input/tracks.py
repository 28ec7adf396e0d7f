"""Sliders drawn with no ARIA role: a focusable handle on a track, set from the keyboard.

Some libraries draw a slider as a track with a focusable handle (a <span tabindex>, a link) and no
role or aria-value*: nothing says it is a slider, so a fill_form field of type slider was refused as
"not an editable field". Its shape says it: a small focusable element on a wider track that the
arrow keys, Home and End move. Home and End show its bounds on the number the page shows near it
(the one that moves with the handle), one arrow key its step; the value is then reached key by key
and read back from that number. A page that shows no number leaves the handle's place on its track:
read against the bounds the page gives (data-min/max), as a percent of the track when the agent
says so ("60%"), or, with no bounds, on a 0-100 scale only when one key moves it 1% of the track (a
note says how it was read). Anything else is an error saying what would work, the handle put back
where it was: never a silently wrong value.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from playwright.async_api import ElementHandle, Keyboard, Locator

from verdex_py.browser.edge.scripts import track_ops
from verdex_py.browser.edge.scripts.track_ops import TrackQuery, TrackState
from verdex_py.browser.input import recorded_steps
from verdex_py.browser.input.readback import Subject, ValueNote
from verdex_py.errors import CorrectionFacts, InvalidArgument

MOVE_WAIT_MS = 400  # for the handle or its number to follow the keys and settle
MAX_KEYS = 1000  # arrow presses at most in one go
MAX_ROUNDS = 12  # rounds of presses toward the value (a widget may drop keys pressed in one frame)
PERCENT_STEP = 0.01  # one key moves a 0-100 slider 1% of its track

State = TrackState
Reading = Callable[[State], "float | None"]


class _Slider:
    """The handle, the keys that raise and lower it, and its last state (each press is looked at)."""

    def __init__(self, handle: ElementHandle, keyboard: Keyboard, vertical: bool) -> None:
        self.handle, self.keyboard = handle, keyboard
        self.keys = ("ArrowUp", "ArrowDown") if vertical else ("ArrowRight", "ArrowLeft")
        self.state = cast(State, {})

    async def look(self, moved: bool = True) -> State:
        query = TrackQuery({"from": self.state.get("sig"), "ms": MOVE_WAIT_MS}) if moved else TrackQuery()
        self.state = await track_ops.state(self.handle, query)
        return self.state

    async def press(self, key: str, times: int = 1) -> State:
        for _ in range(times):
            await self.keyboard.press(key)
        return await self.look()

    async def walk(self, read: Reading, goal: float, step: float) -> float | None:
        """Press the keys toward `goal` (in `read`'s units, `step` a key) until it is the nearest a key
        reaches, or the handle stops; the reading then."""
        now = read(self.state)
        for _ in range(MAX_ROUNDS):
            count = 0 if now is None else round((goal - now) / step)
            if count == 0:
                break
            after = read(await self.press(self.keys[0] if count > 0 else self.keys[1], min(abs(count), MAX_KEYS)))
            if after == now:
                break
            now = after
        return now


def _number(text: str) -> tuple[float | None, bool]:
    """The agent's number, and whether it was given as a percent."""
    raw = text.strip()
    try:
        return float(raw.removesuffix("%").strip().replace(",", ".")), raw.endswith("%")
    except ValueError:
        return None, False


def _shown(value: float) -> str:
    return f"{round(value, 6):g}"


def _refuse(message: str, text: str, suggested: float | None = None, **details: Any) -> InvalidArgument:
    return InvalidArgument(
        message,
        field="value",
        suggested_value=None if suggested is None else _shown(suggested),
        details={"value": text, **details},
        causes=["What the slider's handle can take (its bounds, its steps, its scale) was read from the page"],
        facts=CorrectionFacts(None),
    )


async def set_track(locator: Locator, text: str, timeout: float, subject: Subject | None) -> str | None:
    """Move the role-less slider at `locator` to `text`; the value it then holds. None when the element
    is no such slider (the caller refuses it as before)."""
    found = await track_ops.find(locator, None)
    if found is None:
        return None
    want, percent = _number(text)
    if want is None:
        raise _refuse(f"A slider takes a number; got '{text}'.", text)
    await recorded_steps.step("opaque", text="moved the slider's handle with its keys, or clicked its track")
    await found.focus()
    start = await track_ops.state(found, TrackQuery())
    slider = _Slider(found, locator.page.keyboard, start["vertical"])
    slider.state = start
    first, high = await slider.press("Home"), await slider.press("End")
    moved = _moved(first, high)
    if first["fraction"] == high["fraction"] and not moved:  # it takes no keys: its track takes clicks
        return await _by_clicks(slider, want, text)
    low = await slider.press("Home")
    one = await slider.press(slider.keys[0])
    if one["sig"] == low["sig"]:  # it listens to the other pair of arrows
        slider.keys = ("ArrowUp", "ArrowDown") if slider.keys[0] == "ArrowRight" else ("ArrowRight", "ArrowLeft")
        one = await slider.press(slider.keys[0])
    # the number that moves with the handle: the same at both Homes, another at End and after one key
    steady = [
        k for k in moved if low["numbers"].get(k) == first["numbers"][k] and one["numbers"].get(k) != low["numbers"][k]
    ]
    key = steady[0] if steady else None
    if key is not None:
        return await _by_number(slider, key, (start, low, high, one), want, text)
    return await _by_position(slider, (start, low, one), want, percent, text, subject)


def _moved(low: State, high: State) -> list[str]:
    """The numbers that differ between two states, best first: the handle's aria-valuenow, then those
    near its track, then any other on the page."""
    moved = [k for k, v in low["numbers"].items() if high["numbers"].get(k) not in (None, v)]
    return sorted(moved, key=lambda k: (k != "aria", not k.startswith("n")))


async def _by_number(slider: _Slider, key: str, seen: tuple[State, ...], want: float, text: str) -> str:
    """The page shows the value: its bounds from Home and End, its step from one key; read back there."""
    start, low, high, one = seen

    def read(state: State) -> float | None:
        return state["numbers"].get(key)

    lo, hi = sorted((read(low) or 0.0, read(high) or 0.0))
    step = (read(one) or 0.0) - (read(low) or 0.0)
    if step == 0:
        raise _refuse("This slider's arrow keys do not change the number it shows.", text, reason="no_step")
    if not lo <= want <= hi:
        await slider.walk(read, read(start) or lo, step)  # put back where it was
        raise _refuse(
            f"This slider takes a number from {_shown(lo)} to {_shown(hi)}; got '{text}'.",
            text,
            min(max(want, lo), hi),
            minimum=lo,
            maximum=hi,
        )
    now = await slider.walk(read, want, step)
    if now is None or abs(now - want) >= 1e-9:
        raise _refuse(
            f"Moved the slider toward {_shown(want)}, but it shows {_shown(now) if now is not None else 'nothing'}:"
            f" its steps of {_shown(abs(step))} from {_shown(read(low) or 0.0)} do not meet {_shown(want)}.",
            text,
            now,
            holds=now,
            step=abs(step),
            reason="step",
        )
    return _shown(now)


async def _by_position(
    slider: _Slider, seen: tuple[State, ...], want: float, percent: bool, text: str, subject: Subject | None
) -> str:
    """No number moves with the handle: its place on the track, read against the bounds the page gives,
    or as a percent of the track when that is all that can be known."""
    start, low, one = seen

    def read(state: State) -> float:
        return float(state["fraction"])

    step = read(one) - read(low)
    lo, hi = low.get("min"), low.get("max")
    if percent:
        lo, hi, how = 0.0, 100.0, "as a percent of its track"
    elif lo is not None and hi is not None and hi > lo:
        how = f"on the bounds it gives ({_shown(lo)} to {_shown(hi)})"
    elif abs(step - PERCENT_STEP) < 0.002:
        lo, hi, how = 0.0, 100.0, "on a 0-100 scale (one key moves it 1% of its track)"
    else:
        lo = hi = None
    if step <= 0 or lo is None or hi is None or not lo <= want <= hi:
        await slider.walk(read, read(start), step or 1.0)  # put back where it was
        if step <= 0:
            raise _refuse("This slider's arrow keys do not move its handle.", text, reason="no_step")
        if lo is None or hi is None:
            raise _refuse(
                "This slider shows no number and gives no bounds, so a number cannot be read on it: give the "
                "value as a percent of its track (e.g. '50%' for the middle), or read the page for its scale.",
                text,
                reason="no_scale",
            )
        raise _refuse(f"This slider takes {_shown(lo)} to {_shown(hi)}; got '{text}'.", text, min(max(want, lo), hi))
    now = await slider.walk(read, (want - lo) / (hi - lo), step)
    held = lo + (now or 0.0) * (hi - lo)
    if abs(held - want) > (hi - lo) * step / 2 + 1e-6:
        raise _refuse(
            f"Moved the slider toward {_shown(want)}, but its handle stands at {_shown(held)} ({how}).",
            text,
            held,
            holds=held,
            reason="step",
        )
    if subject is not None:
        why = f"read from its handle's place on the track, {how}"
        subject.notes.append(ValueNote(subject.ref, text, _shown(want), "position", why))
    return _shown(want)


async def _by_clicks(slider: _Slider, want: float, text: str) -> str:
    """Its keys do not move it: its track is clicked at its two ends (the bounds, on the number the page
    shows near it), then where the value lies, corrected by what that click showed."""
    track = await track_ops.track(slider.handle, None)
    box = await track.bounding_box() if track is not None else None
    if track is None or box is None:
        raise _refuse("This slider's handle takes no keys and its track cannot be clicked.", text, reason="no_keys")
    start, vertical = slider.state, bool(slider.state["vertical"])

    async def click_at(fraction: float) -> State:
        f = min(max(fraction, 0.0), 1.0)
        at = (
            {"x": box["width"] / 2, "y": (1 - f) * (box["height"] - 1)}
            if vertical
            else {"x": f * (box["width"] - 1), "y": box["height"] / 2}
        )
        await track.click(position=at, force=True)  # (the handle may lie over that point: the track gets it)
        return await slider.look()

    low, high = await click_at(0.0), await click_at(1.0)
    moved = _moved(low, high)
    if not moved:
        await click_at(float(start["fraction"]))
        raise _refuse(
            "This looks like a slider, but neither its keys nor clicks on its track change a number shown "
            "near it: drag its handle with browser_drag, then read the page for its value.",
            text,
            reason="no_keys",
        )
    key = moved[0]
    lo, hi = low["numbers"][key], high["numbers"][key]
    if not min(lo, hi) <= want <= max(lo, hi):
        await click_at(float(start["fraction"]))
        bounds = sorted((lo, hi))
        raise _refuse(
            f"This slider takes a number from {_shown(bounds[0])} to {_shown(bounds[1])}; got '{text}'.",
            text,
            min(max(want, bounds[0]), bounds[1]),
            minimum=bounds[0],
            maximum=bounds[1],
        )
    target = (want - lo) / (hi - lo)
    now = None
    for _ in range(4):  # a click lands on a pixel: corrected by what it showed
        now = (await click_at(target))["numbers"].get(key)
        if now is None or abs(now - want) < 1e-9:
            break
        target += (want - now) / (hi - lo)
    if now is None or abs(now - want) >= 1e-9:
        held = _shown(now) if now is not None else "nothing"
        raise _refuse(
            f"Clicked the slider's track where {_shown(want)} lies, but it shows {held}.",
            text,
            now,
            holds=now,
            reason="step",
        )
    return _shown(now)
