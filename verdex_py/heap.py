"""Freed memory handed back to the system after each call, where the C library allows it.

A snapshot of a large page allocates a few MB of strings that Python frees as soon as the answer
is built; glibc keeps those pages mapped for reuse, so a server that once read a 5,000-element page
stays that much larger for the rest of its life (about 3 MB, docs/PERFORMANCE.md). `malloc_trim`
returns them: 0.01-0.3 ms a call. Elsewhere (macOS, musl) it does nothing.
"""

from __future__ import annotations

import ctypes
import functools
from collections.abc import Callable


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    try:
        return ctypes.CDLL(None).malloc_trim  # the process's own C library (dlopen(NULL))
    except (OSError, AttributeError):
        return None


def release() -> None:
    """Return the C heap's free pages to the system."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
