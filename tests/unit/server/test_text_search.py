"""browser_find's search: a pattern that backtracks without end is stopped within its time limit,
answered as INVALID_ARGUMENT on `regex`, and never holds the event loop meanwhile (#25 item 2)."""

from __future__ import annotations

import asyncio
import time

import pytest

from verdex_py.errors import InvalidArgument
from verdex_py.server.text_search import compile_pattern, matching_lines

CATASTROPHIC = r"(x+x+)+y"
LONG_LINE = "paragraph: " + "x" * 3000


async def test_text_matches_literally_and_ignores_case() -> None:
    pattern = compile_pattern("a.b (SAVE)", None)
    assert await matching_lines(pattern, "- button 'A.B (save)' [ref=e1]\n- link 'axb save'") == [
        "- button 'A.B (save)' [ref=e1]"
    ]


async def test_an_invalid_pattern_names_the_regex() -> None:
    with pytest.raises(InvalidArgument) as caught:
        compile_pattern(None, "(unclosed")
    assert caught.value.field == "regex" and "not valid" in caught.value.message


async def test_a_catastrophic_pattern_is_refused_within_its_limit_without_blocking_the_loop() -> None:
    ticks = 0

    async def ticking() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(0.01)
            ticks += 1

    ticker = asyncio.ensure_future(ticking())
    started = time.monotonic()
    try:
        with pytest.raises(InvalidArgument) as caught:
            await matching_lines(compile_pattern(None, CATASTROPHIC), "\n".join([LONG_LINE] * 3), limit_s=0.5)
    finally:
        ticker.cancel()
    took = time.monotonic() - started
    err = caught.value
    assert err.field == "regex" and "500 ms limit" in err.message, err.message
    assert err.details == {"regex": CATASTROPHIC, "time_limit_ms": 500, "lines": 3}
    assert err.allowed_values is None  # the limit is not a value the regex could take
    # Unbounded, this search would run for longer than the universe has existed; a loaded machine
    # may stretch the half second, not by much.
    assert took < 30, f"the limit was not kept: {took:.2f} s"
    # The loop kept turning while the pattern ran (about one tick per 10 ms when the machine is idle).
    assert ticks >= 5, f"the event loop was blocked: {ticks} ticks in {took:.2f} s"


async def test_a_sane_pattern_on_the_same_line_answers() -> None:
    assert await matching_lines(compile_pattern(None, r"x{10}y?$"), LONG_LINE, limit_s=0.5) == [LONG_LINE]
