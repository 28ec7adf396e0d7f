"""The task benchmark's CI variant (`python -m bench.task --quick`): the 10-step checkout on the
shop page succeeds through our stdio server, and the figures are printed.

The benchmark checks every step itself (an error answer, an add-to-cart whose new cart count
is never seen, a confirmation missing or naming other values make it exit 1), so this holds
it to its exit code and to a table row whose figures are all there.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ROW = re.compile(r"^\| verdex-py \| 1/1 \| ([\d,]+) \| (\d+) \| (\d+) \| ([\d,]+) \| ([\d.]+) \| ([\d.]+) \|", re.M)


def test_quick_task_bench_succeeds_and_prints_its_figures() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bench.task", "--quick"], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    row = ROW.search(done.stdout)
    assert row, done.stdout
    chars, calls, snapshots, first = (int(row.group(i).replace(",", "")) for i in range(1, 5))
    # navigate, 9 steps, and the one call the product grid's fold names (both cards are in the condensed part)
    assert calls == 11, done.stdout
    assert snapshots == 1, done.stdout  # the navigate's: every later answer said what changed
    assert first < chars, done.stdout
    assert "load average" in done.stdout
