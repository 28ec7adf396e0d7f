"""Searching a snapshot's lines for the agent's text or regular expression, within a time limit.

A regular expression can backtrack for minutes on a long line (nested quantifiers such as
`(x+x+)+y`). The stdlib `re` cannot be stopped, and the event loop it would run on serves every
role; so patterns run with the `regex` package, whose matching takes a time limit and releases
the GIL (`concurrent=True`), in a worker thread. A pattern that runs out of time is the agent's
to change: INVALID_ARGUMENT on `regex`.
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING

from verdex_py.errors import InvalidArgument

if TYPE_CHECKING:
    import regex

TIME_LIMIT_S = 1.0  # for the whole search; a sane pattern takes milliseconds on a big page


def compile_pattern(text: str | None, pattern: str | None) -> regex.Pattern[str]:
    """The agent's pattern (or its text, matched literally and case-insensitively), compiled."""
    import regex  # imported by the first search, not at start-up: tools/list does not need it

    if pattern is None:
        return regex.compile(regex.escape(text or ""), regex.IGNORECASE)
    try:
        return regex.compile(pattern)
    except regex.error as exc:
        raise InvalidArgument(f"regex is not valid: {exc}.", field="regex", details={"regex": pattern}) from None


def _matching(pattern: regex.Pattern[str], lines: list[str], limit_s: float) -> list[str]:
    deadline = time.monotonic() + limit_s
    hits = []
    for line in lines:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError
        if pattern.search(line, timeout=left, concurrent=True):
            hits.append(line.strip())
    return hits


async def matching_lines(pattern: regex.Pattern[str], text: str, limit_s: float = TIME_LIMIT_S) -> list[str]:
    """The lines of `text` the pattern matches, searched off the event loop within `limit_s`."""
    lines = text.splitlines()
    try:
        return await asyncio.to_thread(_matching, pattern, lines, limit_s)
    except TimeoutError:
        raise InvalidArgument(
            f"regex ran past its {limit_s * 1000:.0f} ms limit on this page's {len(lines)} snapshot lines "
            "(nested quantifiers such as (a+)+ backtrack without end); simplify it, or search with text.",
            field="regex",
            details={"regex": pattern.pattern, "time_limit_ms": int(limit_s * 1000), "lines": len(lines)},
        ) from None
