"""A short soak (bench/soak.py): 100 calls over 4 roles through a stdio server, none lost.

The memory figures are printed (run with -s to see them); their goal (growth <= 10 MB
from 25% to 100%) is judged on the full 1,000-call run in docs/PERFORMANCE.md, since 100
calls on a shared machine are too few to tell growth from noise.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.soak import soak  # noqa: E402
from verdex_py.errors.registry import REGISTRY  # noqa: E402


async def test_short_soak_loses_no_call() -> None:
    result = await soak(calls=100, roles=4, progress=False)
    print(f"\nsoak: {result.calls} calls in {result.seconds} s, non-Chromium PSS {result.memory_mb} MB "
          f"({result.split_mb}), errors {result.errors}, load {result.load}")  # fmt: skip
    assert not result.lost, "\n".join(result.lost)
    assert set(result.memory_mb) == {"first round", "25%", "50%", "100%"}
    assert all(mb > 0 for mb in result.memory_mb.values()), result.memory_mb
    assert set(result.errors) <= set(REGISTRY), result.errors  # failures came back as coded envelopes
    # Every role went round navigate -> snapshot -> click -> type: most calls must have worked.
    assert sum(result.errors.values()) <= result.calls // 10, result.errors
