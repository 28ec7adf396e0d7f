"""A short soak (bench/soak.py): 64 calls over 2 roles through a stdio server under tracemalloc.

No call may be lost, and our own live memory must stay flat once its buffers are full. PSS
over 128 calls on a shared machine is too noisy to judge (the full 1,000-call run in
docs/PERFORMANCE.md is), so this judges live Python objects by owner instead: by 50% every
role has navigated 4 times, so its ref map holds its current document and the 3 retired ones
(pages of 100 and 1,000 elements alternate, so the 50% and 100% states are alike), and any
growth of verdex_py's share after that is a buffer of ours that does not stop.

The same run checks Playwright's side (#25 item 1): its driver keeps every Request, Response
and Frame of a page while the page lives (and its client a mirror of each), and
verdex_py/browser/launch/driver_bounds.cjs keeps only the newest VERDEX_DRIVER_KEEP (1000 by default).
The server runs with a bound of 12: each navigation loads a page and its two iframes, so by
50% each role has made 12 documents and by 100% 24, and the client must hold at most 12 of
each kind at both points while every call still works (attached frames are never disposed).
"""

from __future__ import annotations

from bench.soak import soak
from verdex_py.errors.registry import REGISTRY

CALLS, ROLES = 64, 2  # 8 whole rounds: each role navigates, snapshots, clicks and types 8 times
OURS_GROWTH_LIMIT_MB = 0.5  # one retained 1,000-element document alone is about 0.6 MB
DRIVER_KEEP = 12  # Requests, Responses and detached Frames kept on the connection (default 1000)


async def test_short_soak_loses_no_call_our_memory_stays_flat_and_playwrights_is_bounded() -> None:
    # One frame per allocation keeps the server fast enough for CI: what our own lines allocate is ours.
    result = await soak(
        calls=CALLS,
        roles=ROLES,
        progress=False,
        trace=True,
        node_heap=False,
        trace_frames=1,
        server_env={"VERDEX_DRIVER_KEEP": str(DRIVER_KEEP)},
    )
    print(f"\nsoak: {result.calls} calls in {result.seconds} s, non-Chromium PSS {result.memory_mb} MB "
          f"({result.split_mb}), live MB {result.live_mb}, errors {result.errors}, load {result.load}")  # fmt: skip
    assert not result.lost, "\n".join(result.lost)
    assert set(result.memory_mb) == {"first round", "25%", "50%", "100%"}
    assert all(mb > 0 for mb in result.memory_mb.values()), result.memory_mb
    assert set(result.errors) <= set(REGISTRY), result.errors  # failures came back as coded envelopes
    # Every role went round navigate -> snapshot -> click -> type: most calls must have worked.
    assert sum(result.errors.values()) <= result.calls // 10, result.errors

    ours = result.live_mb["100%"]["verdex_py"] - result.live_mb["50%"]["verdex_py"]
    assert ours < OURS_GROWTH_LIMIT_MB, f"verdex_py's live memory grew {ours:.2f} MB from 50% to 100%: {result.live_mb}"
    objects = result.playwright_objects
    assert objects["100%"]["Page"] == objects["50%"]["Page"] == ROLES, objects
    for point in ("50%", "100%"):
        kept = {kind: objects[point].get(kind, 0) for kind in ("Request", "Response", "Frame")}
        assert kept["Request"] <= DRIVER_KEEP and kept["Response"] <= DRIVER_KEEP, (point, kept)
        # each page's main frame is counted apart by the driver (one per page, gone with it)
        assert kept["Frame"] <= DRIVER_KEEP + ROLES, (point, kept)
    assert objects["100%"].get("Request", 0) > 0, objects  # the count is of live objects, not of nothing


CHURN_CALLS = 8  # 2 roles: each navigates to the churn page, types, reads its failure log and console


async def test_short_churn_soak_samples_every_process_and_keeps_answers_small() -> None:
    """The CI variant of `python -m bench.soak --churn` (#25 item 1): a page that never stops failing
    (blocked requests, frames, logs) answers every call, and the failure log's answer stays small."""
    result = await soak(calls=CHURN_CALLS, roles=ROLES, progress=False, churn=True)
    assert not result.lost, "\n".join(result.lost)
    assert set(result.errors) <= set(REGISTRY), result.errors
    assert {"browser_navigate", "browser_failures", "browser_console_messages"} <= set(result.max_answer_chars)
    assert result.max_answer_chars["browser_failures"] < 6000, result.max_answer_chars
    last = result.samples[-1]
    assert all(last[k] > 0 for k in ("python_rss_mb", "node_rss_mb", "chromium_rss_mb")), last
    assert set(result.growth_per_1000) >= {"python_rss", "node_rss", "chromium_rss"}, result.growth_per_1000
