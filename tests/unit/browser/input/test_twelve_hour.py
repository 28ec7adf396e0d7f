"""A time shown without AM/PM is taken as 12-hour only on evidence (issue 43: a time on a 24-hour field
is not taken as 12-hour): "07:30" on a field that says nothing is 07:30, not the 19:30 asked for."""

from __future__ import annotations

from datetime import date

from verdex_py.browser.input.calendar import _same, twelve_hour
from verdex_py.browser.input.moment import Moment


def test_07_30_on_a_field_that_says_nothing_is_not_19_30() -> None:
    want = Moment(date(2025, 3, 14), (19, 30))
    shown, _ = Moment.read("14.03.2025 07:30", "DMY")
    twelve = twelve_hour("14.03.2025 07:30", ["dd.mm.yyyy HH:mm", ""], half_day=False)
    assert not twelve and not _same(shown, want, twelve=twelve)  # type: ignore[arg-type]


def test_a_12_hour_field_is_known_by_its_hints_or_its_clock() -> None:
    assert twelve_hour("03/14/2025 07:30", ["MM/dd/yyyy hh:mm a"], half_day=False)
    assert twelve_hour("14.03.2025 07:30", ["dd.mm.yyyy hh:mm"], half_day=False)  # lowercase h: 12-hour
    assert twelve_hour("07:30", ["e.g. 7:30 pm"], half_day=False)
    assert twelve_hour("07:30", ["AM/PM"], half_day=False)
    assert twelve_hour("07:30", [], half_day=True)  # its picker set the hour on a 1-12 clock
    assert not twelve_hour("07:30 PM", ["hh:mm a"], half_day=True)  # shown with PM: read with it
    assert not twelve_hour("07:30", ["Termin am Morgen", "HH:mm"], half_day=False)  # a word, not a marker
