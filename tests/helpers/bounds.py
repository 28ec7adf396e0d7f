"""The only wall-clock bound a test asserts: that a call or a process never hangs (issue #42).

On a busy machine (load average 15 on two cores) everything runs several times slower than on a
quiet one, so a bound that proves "it ended by itself" keeps a wide margin: five times what is
expected, and never under 30 s. How fast something is (an answer before its timeout, a refusal
"quickly") is measured in bench/ (docs/PERFORMANCE.md), never asserted by a test; a test checks
the behaviour that makes it fast (the code, the reason, what the page saw).
"""

from __future__ import annotations

MIN_BOUND_S = 30.0


def never_hangs(expected_s: float) -> float:
    """The bound on something expected to take `expected_s` (its timeout, its ceiling) at most."""
    return max(MIN_BOUND_S, 5 * expected_s)
