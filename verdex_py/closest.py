"""The closest of the accepted values to one an agent got wrong: the `suggested_value` of a
mistyped role, key, option, secret or argument name, and the likeness that ranks candidates.

One module, so every error suggests by the same measure (difflib's ratio); each site keeps
its own cutoff, because how far a typo may stray depends on what is named. It imports
nothing of ours: every layer may use it.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

CUTOFF = 0.5  # similarity (0..1) below which a value is no evidence of what was meant


def likeness(a: str, b: str) -> float:
    """How alike two texts are, 0..1: the measure the suggestions use, for ranking by it."""
    return difflib.SequenceMatcher(None, a, b).ratio()


def close_matches(value: object, choices: Iterable[object], *, n: int, cutoff: float = CUTOFF) -> list[str]:
    """Up to `n` choices like `value`, the likest first (compared as text)."""
    return difflib.get_close_matches(str(value), [str(c) for c in choices], n=n, cutoff=cutoff)


def closest(value: object, choices: Iterable[object], *, cutoff: float = CUTOFF) -> str | None:
    """The choice most like `value` (compared as text), or None when none is like it enough."""
    found = close_matches(value, choices, n=1, cutoff=cutoff)
    return found[0] if found else None
