"""The pure decisions of the date and time pickers (calendar.py, sections.py, moment.py, picker_refusals.py):
what the agent's text asks for, which section holds which part, what a refusal offers instead."""

from __future__ import annotations

from datetime import date

from verdex_py.browser.input.calendar import _same, may_be_moment, twelve_hour
from verdex_py.browser.input.moment import Moment
from verdex_py.browser.input.picker_refusals import day_refused, time_refused
from verdex_py.browser.input.readback import Subject
from verdex_py.browser.input.sections import _slot, _values

SUBJECT = Subject("e5", 'e5 (textbox "Arrival")', {"ref": "e5"})


def section(low: int, high: int, numeric: bool = True) -> dict[str, object]:
    return {"min": low, "max": high, "now": None, "text": "", "label": "", "numeric": numeric}


def test_moments_are_read_in_the_wordings_agents_use() -> None:
    assert Moment.read("14.03.2025", "DMY")[0] == Moment(date(2025, 3, 14), None)
    assert Moment.read("March 20, 2025", None)[0] == Moment(date(2025, 3, 20), None)
    assert Moment.read("9:30 AM", None)[0] == Moment(None, (9, 30))
    assert Moment.read("14.03.2025 19:30", "DMY")[0] == Moment(date(2025, 3, 14), (19, 30))
    assert Moment.read("03/04/2025", None)[1].ambiguous  # either day first or month first: never guessed
    assert may_be_moment("21/03/2025") and may_be_moment("17:00")
    assert not may_be_moment("hello") and not may_be_moment("4") and not may_be_moment("1,234")


def test_a_shown_moment_is_the_one_asked_for_only_on_the_same_day_and_clock() -> None:
    want = Moment(date(2025, 3, 14), (19, 30))
    assert _same(Moment(date(2025, 3, 14), (19, 30)), want, twelve=False)
    assert not _same(Moment(date(2025, 3, 14), (7, 30)), want, twelve=False)
    assert not _same(Moment(date(2025, 3, 15), (19, 30)), want, twelve=True)
    assert _same(Moment(date(2025, 3, 14), None), Moment(date(2025, 3, 14), None), twelve=False)


def test_07_30_on_a_field_without_am_pm_is_not_19_30() -> None:
    """A field that shows "07:30" and no AM/PM may be a 24-hour field (nothing says it is not): it does
    not hold the 19:30 asked for (issue #43; `twelve_hour` decides, on evidence only)."""
    want = Moment(date(2025, 3, 14), (19, 30))
    (shown, _) = Moment.read("14.03.2025 07:30", "DMY")
    assert shown == Moment(date(2025, 3, 14), (7, 30))
    assert not _same(shown, want, twelve=twelve_hour("14.03.2025 07:30", [], half_day=False))


def test_sections_are_told_apart_by_their_bounds_in_any_order() -> None:
    day_first = [section(1, 31), section(1, 12), section(1900, 2100)]
    slots = ["month", "day", "year"]
    assert [_slot(s, slots) for s in day_first] == ["day", "month", "year"]
    clock = [section(1, 12), section(0, 59), section(0, 1, numeric=False)]
    assert [_slot(s, ["hour", "minute", "second", "meridiem"]) for s in clock] == ["hour", "minute", "meridiem"]
    assert _values(None, (19, 5), clock)["hour"] == "07" and _values(None, (19, 5), clock)["meridiem"] == "PM"
    assert _values(None, (19, 5), [section(0, 23), section(0, 59)])["hour"] == "19"
    assert _values(date(2025, 3, 4), None, day_first) == {"month": "03", "day": "04", "year": "2025"}


def test_a_disabled_day_offers_the_nearest_open_one() -> None:
    days = [{"day": n, "disabled": n % 7 == 0, "selected": False} for n in range(1, 32)]
    err = day_refused(SUBJECT, None, "2027-03-14", date(2027, 3, 14), {"days": days}, {"ref": "e5", "text": "x"})
    assert err.suggested_value == "2027-03-13" and "all but 7, 14, 21, 28" in err.message
    assert err.facts.corrected_arguments == {"ref": "e5", "text": "2027-03-13"}  # type: ignore[attr-defined]


def test_a_time_not_offered_suggests_the_nearest_one_with_the_day_kept() -> None:
    times = [
        {"text": t, "disabled": t.startswith("12"), "selected": False} for t in ("11:30", "12:00", "12:30", "13:00")
    ]
    moment = Moment(date(2027, 3, 13), (12, 20))
    err = time_refused(SUBJECT, moment, "2027-03-13 12:20", {"times": times}, None)
    assert err.suggested_value == "2027-03-13 13:00" and err.details["reason"] == "not_offered"  # 40 min, not 50
    err = time_refused(SUBJECT, Moment(None, (12, 30)), "12:30", {"times": times}, None)
    assert err.suggested_value == "13:00" and err.details["reason"] == "disabled_time"
