"""The agent's wording read into the formats typed inputs keep (browser/input/formats.py): converted when
one reading exists, suggested (never typed) when several do, refused when none does."""

from __future__ import annotations

import pytest

from verdex_py.browser.input.formats import EXAMPLE, WANTED, Reading, date_order, is_wanted, read


@pytest.mark.parametrize(
    ("kind", "text", "value"),
    [
        ("date", "2026-12-01", "2026-12-01"),
        ("date", " 2026-12-01 ", "2026-12-01"),
        ("date", "Dec 1, 2026", "2026-12-01"),
        ("date", "December 1st, 2026", "2026-12-01"),
        ("date", "1 December 2026", "2026-12-01"),
        ("date", "Tue, 1 Dec 2026", "2026-12-01"),
        ("date", "1. Dezember 2026", None),  # not an English month name: no reading is invented
        ("date", "2026/12/01", "2026-12-01"),
        ("date", "25/12/2026", "2026-12-25"),  # only day-first is a date
        ("date", "12/25/2026", "2026-12-25"),  # only month-first is a date
        ("date", "05/05/2026", "2026-05-05"),  # both readings are the same day
        ("date", "Feb 30, 2026", None),
        ("date", "tomorrow", None),
        ("time", "15:30", "15:30"),
        ("time", "3:30 PM", "15:30"),
        ("time", "3pm", "15:00"),
        ("time", "12:05 a.m.", "00:05"),
        ("time", "9:05:30", "09:05:30"),
        ("time", "15", None),
        ("time", "25:00", None),
        ("datetime-local", "2026-12-01T15:30", "2026-12-01T15:30"),
        ("datetime-local", "2026-12-01 15:30", "2026-12-01T15:30"),
        ("datetime-local", "Dec 1, 2026 at 3:30 PM", "2026-12-01T15:30"),
        ("datetime-local", "Dec 1, 2026", None),
        ("month", "2026-12", "2026-12"),
        ("month", "December 2026", "2026-12"),
        ("month", "12/2026", "2026-12"),
        ("month", "Dec 1, 2026", "2026-12"),
        ("month", "13/2026", None),
        ("week", "2026-W49", "2026-W49"),
        ("week", "week 49 2026", "2026-W49"),
        ("week", "2026 W9", "2026-W09"),
        ("week", "Dec 1, 2026", "2026-W49"),
        ("week", "2026-W54", None),
        ("number", "42", "42"),
        ("number", "+42", "42"),
        ("number", "1,234.5", "1234.5"),
        ("number", "1.234,5", "1234.5"),
        ("number", "1,234,567", "1234567"),
        ("number", "1,5", "1.5"),
        ("number", "1 234", "1234"),
        ("number", "ten", None),
        ("range", "40", "40"),
        ("color", "#ff0000", "#ff0000"),
        ("color", "#FF0000", "#ff0000"),
        ("color", "#f00", "#ff0000"),
        ("color", "rgb(255, 0, 0)", "#ff0000"),
        ("color", "red", None),  # a name: the browser resolves it, the read-back says to what
    ],
)
def test_one_reading_is_converted(kind: str, text: str, value: str | None) -> None:
    reading = read(kind, text)
    assert reading.value == value, reading
    assert not reading.ambiguous, reading
    if value is not None and value != text.strip():
        assert reading.how, "a conversion says how the text was read"


@pytest.mark.parametrize(
    ("kind", "text", "suggested", "alternative"),
    [
        ("date", "12/01/2026", "2026-12-01", "2026-01-12"),
        ("date", "3/4/2026", "2026-03-04", "2026-04-03"),
        ("datetime-local", "12/01/2026 15:30", "2026-12-01T15:30", "2026-01-12"),
        ("month", "12/01/2026", "2026-12", "2026-01-12"),
        ("number", "1,234", "1234", "1.234"),
    ],
)
def test_several_readings_are_only_suggested(kind: str, text: str, suggested: str, alternative: str) -> None:
    """The likeliest reading is the suggestion; the text names the other, so the agent can choose."""
    reading = read(kind, text)
    assert reading == Reading(suggested, reading.how, ambiguous=True)
    assert alternative in (reading.how or "")


def test_a_two_digit_year_is_never_typed_unasked() -> None:
    reading = read("date", "25/12/26")
    assert (reading.value, reading.ambiguous) == ("2026-12-25", True) and "26 read as 2026" in (reading.how or "")


@pytest.mark.parametrize(
    ("hints", "lang", "order"),
    [
        (["DD/MM/YYYY"], None, "DMY"),
        (["Birth date", "format: mm/dd/yyyy"], "en-GB", "MDY"),  # the field's own hint wins
        (["jj/mm/aaaa"], None, "DMY"),
        ([], "en-GB", "DMY"),
        ([], "en-US", "MDY"),
        ([], "de-DE", "DMY"),
        ([], "en", None),
        ([""], None, None),
    ],
)
def test_the_page_says_which_comes_first(hints: list[str], lang: str | None, order: str | None) -> None:
    assert date_order(hints, lang) == order


def test_the_page_order_settles_an_ambiguous_date() -> None:
    assert read("date", "12/01/2026", "DMY") == Reading(
        "2026-01-12", "read as 12 January 2026 (day/month/year, as the page shows dates)"
    )
    assert read("date", "12/01/2026", "MDY").value == "2026-12-01"
    assert read("date", "25/12/2026", "MDY").value == "2026-12-25"  # the order cannot make a 25th month


def test_every_wanted_format_has_an_example_in_it() -> None:
    assert set(WANTED) == set(EXAMPLE)
    for kind, example in EXAMPLE.items():
        assert is_wanted(kind, example), (kind, example)
    assert is_wanted("text", "anything at all")
