"""A guard against the next slowdown (issue #44 item 3): a step of .ci/run, not a pytest test.

    python -m bench.guard --quick              # what CI runs: 1-2.5 minutes on 2 cores (load 0-30)
    python -m bench.guard                      # more samples per timing
    python -m bench.guard --quick --repeat 5 --out /tmp/noise.json   # the noise: each run's figures
    python -m bench.guard --quick --record --repeat 5 --reason "why"  # rewrite bench/guard_baseline.json

Measures in one run (bench/guard_measure.py): ratios against direct Playwright-Python on the same
Chromium (server memory after the 5k page, snapshot at 1k / 5k, click and type on the 1k page,
spawn -> tools/list and -> first navigate), and counts that do not move with the load (driver round
trips per call, characters per answer, tool-list characters, modules imported before tools/list).
Each is compared with its recorded figure in bench/guard_baseline.json (bench/guard_check.py): the
exit status is 1 when any is worse than that figure by more than its margin, after one rerun of each
group holding a failing measure (a measure fails only when both runs fail it). Recording is never
automatic: `--record` rewrites the figures with the medians of its runs (margins kept; `--from` a
file that `--repeat --out` wrote) and needs a reason, committed with them. How the margins were
chosen, and the noise they came from: docs/PERFORMANCE.md, "Guard", and the file's `margins_chosen`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.guard_check import BASELINE, failures, recorded, spread, table, verdicts
from bench.guard_measure import GROUPS, SIZES, group_of, measure
from bench.pages import write_pages
from verdex_py.testing.fixture_server import FixtureServer

QUICK = {"runs": 5, "startup_runs": 3}
FULL = {"runs": 9, "startup_runs": 5}
# Load average per core beyond which measuring that breaks twice (our server naming the 5k page frozen
# while its own snapshot runs: seen at load 20-30 on 2 cores) gives no verdict instead of failing.
LOADED = 5


def _load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


async def run_groups(groups: list[str], runs: int, startup_runs: int) -> tuple[dict[str, float], dict[str, float]]:
    """Every measure of these groups; and each group whose measuring broke, with the load then."""
    measured: dict[str, float] = {}
    broke: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        write_pages(Path(tmp), list(SIZES))
        with FixtureServer(root=Path(tmp)) as site:
            for group in groups:
                start = time.perf_counter()
                try:
                    measured |= await measure(group, site, runs, startup_runs)
                except Exception as exc:  # its measures go missing, which fails them (and reruns the group)
                    broke[group] = os.getloadavg()[0]
                    print(f"  {group} failed at load {broke[group]:.1f}: {exc!r}", file=sys.stderr)
                    continue
                print(f"  {group}: {time.perf_counter() - start:.0f} s, load {_load()[0]}", file=sys.stderr)
    return measured, broke


def _guarded(measured: dict[str, float]) -> dict[str, float]:
    return {k: v for k, v in measured.items() if not k.startswith("info.")}


def check(baseline: dict[str, Any], sizes: dict[str, int]) -> int:
    load_before = _load()
    measured, broke = asyncio.run(run_groups(list(GROUPS), **sizes))
    failing = failures(baseline, _guarded(measured))
    waived: frozenset[str] = frozenset()
    if failing:
        again = sorted({group_of(v.measure) for v in failing})
        print(f"worse than recorded: {[v.measure for v in failing]}; rerunning {again}", file=sys.stderr)
        rerun, broke_again = asyncio.run(run_groups(again, **sizes))
        for v in failing:  # the better of the two runs stands: a measure fails only when both fail it
            if v.measure in rerun:
                measured[v.measure] = min(rerun[v.measure], measured.get(v.measure, rerun[v.measure]))
        # measuring that broke in both runs, each time on a machine loaded beyond LOADED per core
        overloaded = {g for g in broke_again if min(broke[g], broke_again[g]) > LOADED * (os.cpu_count() or 1)}
        waived = frozenset(v.measure for v in failing if group_of(v.measure) in overloaded)
    found = verdicts(baseline, _guarded(measured), waived)
    unrecorded = sorted(set(_guarded(measured)) - set(baseline["measures"]))
    print(f"guard: load average {load_before} before, {_load()} after; "
          f"{', '.join(f'{k} {v:.0f}' for k, v in measured.items() if k.startswith('info.'))}")  # fmt: skip
    print(table(found, unrecorded))
    worse = [v.measure for v in found if v.worse]
    if worse:
        print(f"guard: FAILED, worse than recorded beyond the margin: {', '.join(worse)} "
              f"(bench/guard_baseline.json; docs/PERFORMANCE.md, 'Guard')")  # fmt: skip
        return 1
    print("guard: every measure within its margin" + (f" (not measured, overloaded: {len(waived)})" if waived else ""))
    return 0


def repeat(times: int, sizes: dict[str, int], out: Path | None) -> list[dict[str, Any]]:
    """Run every group `times` times, each run's figures and load kept: the noise, to choose margins from."""
    runs: list[dict[str, Any]] = []
    for i in range(times):
        before = _load()
        start = time.perf_counter()
        measured, _ = asyncio.run(run_groups(list(GROUPS), **sizes))
        runs.append({"load_before": before, "load_after": _load(), "seconds": round(time.perf_counter() - start),
                     "measured": {k: round(v, 4) for k, v in measured.items()}})  # fmt: skip
        print(f"run {i + 1}/{times}: {runs[-1]}", file=sys.stderr)
        if out:
            out.write_text(json.dumps({"runs": runs}, indent=2) + "\n")
    return runs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"CI's variant: {QUICK}")
    parser.add_argument("--record", action="store_true", help="rewrite the recorded figures (margins kept)")
    parser.add_argument("--reason", help="with --record: why the figures moved (kept in the file)")
    parser.add_argument(
        "--repeat", type=int, help="run N times, print each measure's spread (with --record: record medians)"
    )
    parser.add_argument("--out", type=Path, help="with --repeat: write the runs here as they finish")
    parser.add_argument("--from", dest="source", type=Path, help="with --record: the runs a --repeat --out wrote")
    parser.add_argument("--baseline", type=Path, default=BASELINE)
    args = parser.parse_args()
    sizes = QUICK if args.quick else FULL
    baseline = json.loads(args.baseline.read_text()) if args.baseline.exists() else {"measures": {}}
    if not (args.record or args.repeat):
        sys.exit(check(baseline, sizes))
    if args.record and not args.reason:
        parser.error("--record needs --reason: the figures move only with a reason, committed with them")
    runs = json.loads(args.source.read_text())["runs"] if args.source else repeat(args.repeat or 1, sizes, args.out)
    if not args.record:
        print(json.dumps(spread(runs), indent=2))
        return
    measured = {k: v["median"] for k, v in spread(runs).items()}
    baseline["measures"] = recorded(baseline, _guarded(measured), baseline.get("default_margins", {}))
    baseline["recorded"] = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "command": "python -m bench.guard " + " ".join(sys.argv[1:]),
        "reason": args.reason,
        "runs": [
            f"load {'/'.join(map(str, r['load_before']))} -> {'/'.join(map(str, r['load_after']))}, {r['seconds']} s"
            for r in runs
        ],
    }
    args.baseline.write_text(json.dumps(baseline, indent=2) + "\n")
    print(table(verdicts(baseline, _guarded(measured))))


if __name__ == "__main__":
    main()
