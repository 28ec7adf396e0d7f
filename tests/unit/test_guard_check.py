"""bench/guard_check.py decides what fails CI's guard: a measure worse than recorded by more than its
margin, or one the run did not produce; never one within its margin or better."""

from __future__ import annotations

import json

import pytest

from bench.guard_check import BASELINE, failures, recorded, spread, table, verdicts

BASELINE_FIGURES = {
    "measures": {
        "ratio.snapshot_5k": {"value": 1.2, "margin": 0.5},
        "trips.type_1k": {"value": 7, "margin": 0.0},
        "chars.tools_list": {"value": 10000, "margin": 0.02},
    },
    "default_margins": {"ratio": 0.5, "trips": 0.0, "chars": 0.02},
}


def test_within_the_margin_passes_and_beyond_it_fails() -> None:
    fine = {"ratio.snapshot_5k": 1.79, "trips.type_1k": 7, "chars.tools_list": 10200}
    assert failures(BASELINE_FIGURES, fine) == []
    worse = {"ratio.snapshot_5k": 1.81, "trips.type_1k": 8, "chars.tools_list": 10201}
    assert [v.measure for v in failures(BASELINE_FIGURES, worse)] == [
        "ratio.snapshot_5k",
        "trips.type_1k",
        "chars.tools_list",
    ]


def test_better_never_fails_but_is_named_stale() -> None:
    better = {"ratio.snapshot_5k": 0.5, "trips.type_1k": 5, "chars.tools_list": 9000}
    assert failures(BASELINE_FIGURES, better) == []
    assert all(v.stale for v in verdicts(BASELINE_FIGURES, better))
    assert "re-record" in table(verdicts(BASELINE_FIGURES, better))


def test_a_measure_the_run_did_not_produce_fails() -> None:
    found = failures(BASELINE_FIGURES, {"ratio.snapshot_5k": 1.0, "trips.type_1k": 7})
    assert [(v.measure, v.measured) for v in found] == [("chars.tools_list", None)]
    assert "missing" in table(found)


def test_the_table_names_each_failing_measure() -> None:
    shown = table(verdicts(BASELINE_FIGURES, {"ratio.snapshot_5k": 3.0, "trips.type_1k": 7, "chars.tools_list": 1}))
    worse = [line.split()[0] for line in shown.splitlines() if line.endswith("WORSE")]
    assert worse == ["ratio.snapshot_5k"]


def test_recording_keeps_margins_and_takes_the_default_for_a_new_measure() -> None:
    measured = {"ratio.snapshot_5k": 1.3, "trips.type_1k": 8, "chars.tools_list": 9000, "trips.click_1k": 8}
    new = recorded(BASELINE_FIGURES, measured, BASELINE_FIGURES["default_margins"])
    assert new == {
        "ratio.snapshot_5k": {"value": 1.3, "margin": 0.5},
        "trips.type_1k": {"value": 8, "margin": 0.0},
        "chars.tools_list": {"value": 9000, "margin": 0.02},
        "trips.click_1k": {"value": 8, "margin": 0.0},
    }
    with pytest.raises(ValueError, match="no margin for info.x"):
        recorded({"measures": {}}, {"info.x": 1.0}, {})
    with pytest.raises(ValueError, match="not measured, so not recorded: trips.type_1k, chars.tools_list"):
        recorded(BASELINE_FIGURES, {"ratio.snapshot_5k": 1.3}, {})


def test_the_committed_baseline_gives_every_measure_a_value_and_margin() -> None:
    committed = json.loads(BASELINE.read_text(encoding="utf-8"))
    assert committed["measures"], "bench/guard_baseline.json records nothing: the guard would pass anything"
    for name, entry in committed["measures"].items():
        assert entry["value"] > 0 and 0 <= entry["margin"] < 5, name
    assert committed["recorded"]["reason"] and committed["margins_chosen"]


def test_the_spread_of_several_runs_gives_the_median_recorded() -> None:
    runs = [{"measured": {"ratio.x": v, "trips.y": 7}} for v in (1.0, 3.0, 2.0)] + [{"measured": {"ratio.x": 9.0}}]
    assert spread(runs[:3]) == {
        "ratio.x": {"min": 1.0, "median": 2.0, "max": 3.0},
        "trips.y": {"min": 7, "median": 7, "max": 7},
    }
    assert spread(runs)["trips.y"] == {"min": 7, "median": 7, "max": 7}  # over the runs that measured it
    assert spread(runs)["ratio.x"]["median"] == 2.5


def test_a_waived_measure_fails_only_when_measured_worse() -> None:
    waived = frozenset({"ratio.snapshot_5k"})
    assert failures(BASELINE_FIGURES, {"trips.type_1k": 7, "chars.tools_list": 1}, waived) == []
    assert "no verdict" in table(verdicts(BASELINE_FIGURES, {}, waived))
    worse = {"ratio.snapshot_5k": 2.0, "trips.type_1k": 7, "chars.tools_list": 1}
    assert [v.measure for v in failures(BASELINE_FIGURES, worse, waived)] == ["ratio.snapshot_5k"]
