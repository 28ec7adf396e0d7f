"""The guard's verdict (bench/guard.py): recorded figures + measured figures -> the measures that got worse.

Pure (no browser, no process), so tests/unit/test_guard_check.py can hold it to its word. Every
measure is lower-is-better (a ratio against direct Playwright, a count, a size): one is worse when
it exceeds its recorded value by more than its margin, a fraction of that value. A measure the
baseline records but the run did not produce is a failure too: a measure that broke must not pass.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Any

BASELINE = Path(__file__).with_name("guard_baseline.json")  # the recorded figures, committed


@dataclass(frozen=True)
class Verdict:
    measure: str
    recorded: float
    margin: float
    measured: float | None
    waived: bool = False  # not measured, on a machine too loaded to measure it (bench/guard.py, LOADED)

    @property
    def limit(self) -> float:
        return self.recorded * (1 + self.margin)

    @property
    def worse(self) -> bool:
        if self.measured is None:
            return not self.waived
        return self.measured > self.limit + 1e-9

    @property
    def stale(self) -> bool:
        """Better than recorded by more than the margin: the baseline could be tightened (never a failure)."""
        return self.measured is not None and self.measured < self.recorded * (1 - self.margin) - 1e-9


def verdicts(
    baseline: dict[str, Any], measured: dict[str, float], waived: frozenset[str] = frozenset()
) -> list[Verdict]:
    """One verdict per recorded measure, in the baseline's order. `waived`: measures whose absence does
    not fail (their measuring broke twice on an overloaded machine); a figure measured is judged all the same."""
    return [
        Verdict(name, float(entry["value"]), float(entry["margin"]), measured.get(name), name in waived)
        for name, entry in baseline["measures"].items()
    ]


def failures(
    baseline: dict[str, Any], measured: dict[str, float], waived: frozenset[str] = frozenset()
) -> list[Verdict]:
    return [v for v in verdicts(baseline, measured, waived) if v.worse]


def _fmt(x: float) -> str:
    return f"{x:,.0f}" if abs(x) >= 100 else f"{x:.3g}"


def table(found: list[Verdict], unrecorded: list[str] = ()) -> str:  # type: ignore[assignment]
    """A small fixed-width table, one line per measure, the failing ones marked WORSE."""
    lines = [f"{'measure':<28} {'recorded':>10} {'margin':>7} {'limit':>10} {'measured':>10}  verdict"]
    for v in found:
        shown = "missing" if v.measured is None else _fmt(v.measured)
        verdict = "WORSE" if v.worse else ("ok (better: re-record?)" if v.stale else "ok")
        if v.measured is None and v.waived:
            verdict = "not measured: the machine was overloaded (no verdict)"
        lines.append(
            f"{v.measure:<28} {_fmt(v.recorded):>10} {v.margin:>6.0%} {_fmt(v.limit):>10} {shown:>10}  {verdict}"
        )
    lines += [f"{name:<28} {'-':>10} {'-':>7} {'-':>10} {'':>10}  not recorded" for name in unrecorded]
    return "\n".join(lines)


def recorded(baseline: dict[str, Any], measured: dict[str, float], margins: dict[str, float]) -> dict[str, Any]:
    """The baseline's measures with this run's values: each keeps its margin (or takes `margins`' default
    for its kind, the prefix before the first dot). A recorded measure this run lacks is an error: a
    guard is dropped by editing the file, never by a run that failed to measure it."""
    old = baseline.get("measures", {})
    if lost := [name for name in old if name not in measured]:
        raise ValueError(f"not measured, so not recorded: {', '.join(lost)}")
    out: dict[str, Any] = {}
    for name, value in measured.items():
        margin = old.get(name, {}).get("margin", margins.get(name.split(".", 1)[0]))
        if margin is None:
            raise ValueError(f"no margin for {name}: add one to the baseline's default_margins")
        out[name] = {"value": round(value, 4), "margin": margin}
    return out


def spread(runs: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Min, median and max of each measure over several runs (`--repeat`): the noise, and what `--record`
    records from them (the median)."""
    names = list(dict.fromkeys(name for r in runs for name in r["measured"]))
    out = {}
    for name in names:  # over the runs that measured it (a group can break under load)
        values = [r["measured"][name] for r in runs if name in r["measured"]]
        out[name] = {"min": min(values), "median": statistics.median(values), "max": max(values)}
    return out
