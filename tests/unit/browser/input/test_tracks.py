"""browser/input/tracks.py's decisions on a role-less slider, with no browser: which number moves with
the handle, which scale a value is read on (the page's number, its bounds, a percent, 0-100 when one
key moves 1%), when it refuses (and puts the handle back), and how it reaches a value key by key.

`Track` stands in for the page: a handle at a fraction of its track that Home, End and the arrow
keys move (`step` of the track a key, a widget may drop some keys), the state the TRACK page script
would read (tests/e2e/test_widgets.py drives the real script on real sliders).
"""

from __future__ import annotations

from typing import Any

import pytest

from verdex_py.browser.input.readback import Subject
from verdex_py.browser.input.tracks import (
    MAX_ROUNDS,
    _by_number,
    _by_position,
    _moved,
    _number,
    _refuse,
    _shown,
    _Slider,
)
from verdex_py.errors import InvalidArgument

State = dict[str, Any]


class Track(_Slider):
    """A slider the keys move by `step` of its track; it shows `scale` (lo, hi) as a number near it when
    given, and gives `bounds` (data-min/max) when given. `takes` of each key press move it (1: all);
    the arrow keys move it no further than `reach` of the track (a handle that sticks)."""

    def __init__(
        self,
        step: float = 0.01,
        at: float = 0.5,
        scale: tuple[float, float] | None = None,
        bounds: tuple[float, float] | None = None,
        takes: float = 1.0,
        reach: float = 1.0,
    ) -> None:
        self.keys = ("ArrowRight", "ArrowLeft")
        self.step, self.at, self.scale, self.bounds, self.takes, self.reach = step, at, scale, bounds, takes, reach
        self.pressed = 0
        self.state = self.read()

    def read(self) -> State:
        numbers = (
            {} if self.scale is None else {"aria": round(self.scale[0] + self.at * (self.scale[1] - self.scale[0]), 6)}
        )
        lo, hi = self.bounds or (None, None)
        return {"fraction": round(self.at, 6), "min": lo, "max": hi, "numbers": numbers, "sig": str(self.at)}

    async def press(self, key: str, times: int = 1) -> State:
        if key in ("Home", "End"):
            self.at = 0.0 if key == "Home" else 1.0
        else:
            self.pressed += times
            moves = max(1, int(times * self.takes))  # a widget that drops keys pressed in one frame
            self.at = min(self.reach, max(0.0, self.at + (self.step if key == self.keys[0] else -self.step) * moves))
        self.state = self.read()
        return self.state

    async def look(self, moved: bool = True) -> State:
        return self.state


async def seen(track: Track) -> tuple[State, State, State, State]:
    """What set_track looks at before it decides: start, Home, End, Home again, one key up."""
    start = track.state
    low, high = await track.press("Home"), await track.press("End")
    await track.press("Home")
    one = await track.press(track.keys[0])
    return start, low, high, one


def subject() -> Subject:
    return Subject("e4", 'e4 (generic "Volume")', {"ref": "e4"})


# -- the agent's number ----------------------------------------------------------------------------


def test_a_number_or_a_percent_of_the_track() -> None:
    assert _number("60") == (60.0, False)
    assert _number(" 7,5 ") == (7.5, False)
    assert _number("75%") == (75.0, True)
    assert _number("loud") == (None, False)


def test_values_are_shown_without_float_noise() -> None:
    assert _shown(0.1 + 0.2) == "0.3" and _shown(60.0) == "60" and _shown(-15.0) == "-15"


def test_a_refusal_names_the_value_it_can_take() -> None:
    err = _refuse("This slider takes a number from 0 to 100; got '150'.", "150", 100.0, minimum=0, maximum=100)
    assert err.suggested_value == "100" and err.field == "value" and err.details["maximum"] == 100


# -- which number moves with the handle -------------------------------------------------------------


def test_the_handles_own_value_first_then_numbers_near_the_track_then_any() -> None:
    low = {"numbers": {"p3": 1, "n2": 5, "aria": 0, "n1": 7, "fixed": 9}}
    high = {"numbers": {"p3": 2, "n2": 6, "aria": 10, "n1": 7, "fixed": 9}}
    assert _moved(low, high) == ["aria", "n2", "p3"]  # n1 and fixed did not move


def test_a_number_gone_at_the_other_end_did_not_move() -> None:
    assert _moved({"numbers": {"n1": 3}}, {"numbers": {}}) == []


# -- a slider that shows its value --------------------------------------------------------------------


async def test_a_value_on_the_number_shown_is_reached_key_by_key() -> None:
    track = Track(step=0.05, scale=(0, 100))
    assert await _by_number(track, "aria", await seen(track), 35, "35") == "35"
    assert track.state["numbers"]["aria"] == 35


async def test_a_value_past_the_bounds_shown_is_refused_and_the_handle_put_back() -> None:
    track = Track(step=0.05, at=0.25, scale=(0, 100))
    with pytest.raises(InvalidArgument) as refused:
        await _by_number(track, "aria", await seen(track), 150, "150")
    assert refused.value.suggested_value == "100" and refused.value.details["maximum"] == 100
    assert track.at == 0.25, "the handle is back where it was"


async def test_a_value_between_steps_is_refused_naming_the_nearest() -> None:
    track = Track(step=0.1, scale=(0, 100))
    with pytest.raises(InvalidArgument) as refused:
        await _by_number(track, "aria", await seen(track), 37, "37")
    assert refused.value.details["reason"] == "step" and refused.value.suggested_value == "40"
    assert "steps of 10" in refused.value.message


async def test_keys_that_do_not_change_the_number_are_refused() -> None:
    track = Track(step=0.0, scale=(0, 100))
    with pytest.raises(InvalidArgument) as refused:
        await _by_number(track, "aria", await seen(track), 30, "30")
    assert refused.value.details["reason"] == "no_step"


# -- a slider that shows no number: its handle's place ---------------------------------------------------


async def test_a_percent_is_read_as_a_part_of_the_track() -> None:
    track, about = Track(step=0.05), subject()
    start, low, _, one = await seen(track)
    assert await _by_position(track, (start, low, one), 60, True, "60%", about) == "60"
    assert track.at == pytest.approx(0.6)
    assert [(n.reason, n.why) for n in about.notes] == [
        ("position", "read from its handle's place on the track, as a percent of its track")
    ]


async def test_a_number_is_read_on_the_bounds_the_page_gives() -> None:
    track, about = Track(step=0.1, bounds=(0, 10)), subject()
    start, low, _, one = await seen(track)
    assert await _by_position(track, (start, low, one), 7, False, "7", about) == "7"
    assert track.at == pytest.approx(0.7) and "on the bounds it gives (0 to 10)" in about.notes[0].why


async def test_with_no_bounds_a_number_is_on_a_0_100_scale_only_when_a_key_moves_1_percent() -> None:
    track, about = Track(step=0.01), subject()
    start, low, _, one = await seen(track)
    assert await _by_position(track, (start, low, one), 30, False, "30", about) == "30"
    assert track.at == pytest.approx(0.3) and "on a 0-100 scale" in about.notes[0].why

    coarse = Track(step=0.05, at=0.4)
    start, low, _, one = await seen(coarse)
    with pytest.raises(InvalidArgument) as refused:
        await _by_position(coarse, (start, low, one), 30, False, "30", subject())
    assert refused.value.details["reason"] == "no_scale" and "'50%'" in refused.value.message
    assert coarse.at == pytest.approx(0.4), "the handle is back where it was"


async def test_a_number_past_the_bounds_given_is_refused_with_the_nearest() -> None:
    track = Track(step=0.1, bounds=(0, 10))
    start, low, _, one = await seen(track)
    with pytest.raises(InvalidArgument) as refused:
        await _by_position(track, (start, low, one), 12, False, "12", subject())
    assert refused.value.suggested_value == "10" and "takes 0 to 10" in refused.value.message


async def test_within_half_a_key_of_the_value_is_the_value() -> None:
    track = Track(step=0.25, bounds=(0, 100))
    start, low, _, one = await seen(track)
    assert await _by_position(track, (start, low, one), 40, False, "40", subject()) == "40"
    assert track.at == 0.5  # the nearest a key reaches


async def test_a_handle_that_stops_short_is_refused_saying_where_it_stands() -> None:
    track = Track(step=0.1, bounds=(0, 100), reach=0.5)
    start, low, _, one = await seen(track)
    with pytest.raises(InvalidArgument) as refused:
        await _by_position(track, (start, low, one), 80, False, "80", subject())
    assert refused.value.details["reason"] == "step" and refused.value.details["holds"] == pytest.approx(50)
    assert "stands at 50" in refused.value.message


# -- key by key --------------------------------------------------------------------------------------


async def test_a_widget_that_drops_keys_is_pressed_again_until_it_arrives() -> None:
    track = Track(step=0.01, at=0.0, takes=0.5)

    def fraction(state: State) -> float:
        return float(state["fraction"])

    assert await track.walk(fraction, 0.8, 0.01) == pytest.approx(0.8)
    assert track.pressed > 80, "more keys than the distance: the dropped ones pressed again"


async def test_a_handle_that_stops_moving_ends_the_walk() -> None:
    track = Track(step=0.1, at=0.9)
    rounds = 0

    def fraction(state: State) -> float:
        nonlocal rounds
        rounds += 1
        return float(state["fraction"])

    assert await track.walk(fraction, 3.0, 0.1) == 1.0  # the end of the track: it stops there
    assert rounds < MAX_ROUNDS
