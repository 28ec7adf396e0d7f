"""The browser-free parts of choosing by name (issue 43): which option a value names (label, value or
an accessible name with the state folded in), how a miss lists them, and how a path is split into the
options of each level."""

from __future__ import annotations

from verdex_py.browser.input.paths import _longest, appeared, holds_path, missing_step
from verdex_py.browser.input.widget_match import listed, match_option, no_such_option

BILLING = [
    {"label": "Monthly", "value": "m1", "name": "Monthly, not selected"},
    {"label": "Annual", "value": "y12", "name": "Annual, selected"},
    {"label": "Weekly", "value": "weekly"},
]


def test_an_option_is_named_by_its_label_value_or_accessible_name() -> None:
    assert match_option(BILLING, "Annual") is BILLING[1]
    assert match_option(BILLING, "M1") is BILLING[0]
    assert match_option(BILLING, "Monthly, not selected") is BILLING[0]  # as a snapshot names it
    assert match_option(BILLING, "Daily") is None


def test_a_miss_lists_labels_with_their_values_where_they_differ() -> None:
    assert [listed(o) for o in BILLING] == ["Monthly (m1)", "Annual (y12)", "Weekly"]
    err = no_such_option("Anual", BILLING, "combobox", {"ref": "e3", "values": ["Anual"]})
    assert "options are: Monthly (m1), Annual (y12), Weekly." in err.message
    assert err.suggested_value == "Annual" and "selected" not in err.message


def test_a_label_holding_the_separator_is_matched_whole_first() -> None:
    level = [{"label": "Africa", "value": "af"}, {"label": "Africa / Middle East", "value": "amea"}]
    n, match = _longest(level, ["Africa", "Middle East", "Egypt"])
    assert (n, match) == (2, level[1])
    assert _longest(level, ["Asia", "Japan"]) == (0, None)


def test_the_next_level_is_what_the_click_drew() -> None:
    before = [{"label": x} for x in ("Europe", "Americas", "Portugal", "Spain")]
    now = [*before, {"label": "Lisbon"}, {"label": "Porto"}]
    assert appeared(before, now) == [4, 5]
    again = [{"label": x} for x in ("Europe", "Maine", "Lisbon")]  # a same-name leaf counts once per copy
    assert appeared([{"label": "Europe"}, {"label": "Lisbon"}], again) == [1]


def test_a_control_holds_the_path_it_names_in_order_or_its_leaf_alone() -> None:
    path = ["North hall", "Aisle 1", "Top shelf"]
    assert holds_path(path, ["North hall › Aisle 1 › Top shelf"])  # any separator
    assert holds_path(path, ["north hall / aisle 1 / top shelf"])
    assert holds_path(path, ["Top shelf"])  # the leaf alone: its parents are read nowhere
    assert not holds_path(path, ["South hall › Aisle 1 › Top shelf"])  # the leaf under other parents
    assert not holds_path(path, ["North hall › Aisle 10 › Top shelf"])  # whole words only
    assert not holds_path(path, ["Top shelf › Aisle 1 › North hall"])  # out of order
    assert holds_path(["Yard / Covered", "Bay 4"], ["Yard / Covered > Bay 4"])  # a name holding the separator


def test_a_missing_step_names_its_level_and_lists_it_as_paths() -> None:
    level = [{"label": "Lisbon", "value": "Lisbon"}, {"label": "Porto", "value": "pt-opo"}]
    err = missing_step("Europe / Portugal / Lisboa", ["Europe", "Portugal"], level, "dropdown", {"ref": "e4"})
    assert "(level 3, under 'Europe / Portugal')" in err.message, err.message
    assert "options there are: Europe / Portugal / Lisbon, Europe / Portugal / Porto (pt-opo)." in err.message
    assert err.suggested_value == "Europe / Portugal / Lisbon"
    leaf = missing_step("Europe / Portugal", ["Europe"], [], "dropdown", {"ref": "e4"})  # a leaf, clicked
    assert "(nothing under 'Europe': it may be chosen now); options there are: none." in leaf.message, leaf.message
