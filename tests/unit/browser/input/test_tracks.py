"""The browser-free parts of browser/input/tracks.py: the agent's number for a role-less slider, and
the note that says how a value with no number on the page was read."""

from __future__ import annotations

from verdex_py.browser.input.readback import ValueNote
from verdex_py.browser.input.tracks import _number, _refuse, _shown


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


def test_a_value_read_from_the_handle_says_so() -> None:
    note = ValueNote("e4", "60", "60", "position", "read from its handle's place on the track, on a 0-100 scale")
    assert note.sentence() == 'e4 holds "60": read from its handle\'s place on the track, on a 0-100 scale.'
