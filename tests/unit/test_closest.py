"""verdex_py/closest.py: the one measure behind every suggested value."""

from __future__ import annotations

from verdex_py.closest import close_matches, closest, likeness


def test_closest_is_the_likest_choice_or_none() -> None:
    assert closest("Entr", ["Enter", "Escape", "Tab"]) == "Enter"
    assert closest("zzz", ["Enter", "Escape"]) is None, "nothing alike enough is no suggestion"
    assert closest(5, [1, 5, 9]) == "5", "values are compared, and returned, as text"
    assert closest("admn", ["admin"], cutoff=0.9) is None and closest("admn", ["admin"]) == "admin"


def test_close_matches_likest_first() -> None:
    assert close_matches("iPhone 13", ["Pixel 7", "iPhone 13 Pro", "iPhone 12"], n=3) == ["iPhone 12", "iPhone 13 Pro"]
    assert likeness("save", "save") == 1.0 and likeness("save", "") == 0.0
