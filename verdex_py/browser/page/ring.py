"""Bounded buffers that count what they dropped.

A page can run for hours as one document (a single-page app) while it keeps failing
requests, creating frames or logging: every collection kept per tab or per role is
therefore a ring of its newest items. Where a ring is shown, its `dropped` count is shown
too, so the agent knows the list is the recent part of a longer story.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterator
from typing import Generic, TypeVar

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Ring(Generic[T]):
    """The newest `maxlen` items appended, oldest first, and how many older ones were dropped."""

    def __init__(self, maxlen: int) -> None:
        self._items: deque[T] = deque(maxlen=maxlen)
        self.dropped = 0

    def append(self, item: T) -> None:
        if len(self._items) == self._items.maxlen:
            self.dropped += 1
        self._items.append(item)

    def clear(self) -> int:
        """Empty the ring (and forget the dropped count); how many items it held."""
        held = len(self._items)
        self._items.clear()
        self.dropped = 0
        return held

    def remove(self, item: T) -> None:
        """Take an item out (answered, not dropped: the dropped count stays)."""
        self._items.remove(item)

    @property
    def total(self) -> int:
        """Items ever appended since the last clear, dropped ones included."""
        return len(self._items) + self.dropped

    def __iter__(self) -> Iterator[T]:
        return iter(self._items)

    def __getitem__(self, index: int) -> T:
        return self._items[index]

    def __len__(self) -> int:
        return len(self._items)

    def __bool__(self) -> bool:
        return bool(self._items)


class KeyedRing(Generic[K, V]):
    """At most `maxlen` keyed items, newest last: setting a key again makes it the newest;
    a new key past the bound drops the oldest (counted in `dropped`)."""

    def __init__(self, maxlen: int) -> None:
        self._items: dict[K, V] = {}
        self._maxlen = maxlen
        self.dropped = 0

    def __setitem__(self, key: K, value: V) -> None:
        if key in self._items:
            del self._items[key]
        elif len(self._items) >= self._maxlen:
            del self._items[next(iter(self._items))]
            self.dropped += 1
        self._items[key] = value

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def __bool__(self) -> bool:
        return bool(self._items)

    def items(self) -> list[tuple[K, V]]:
        return list(self._items.items())

    def values(self) -> list[V]:
        return list(self._items.values())

    def clear(self) -> None:
        self._items.clear()
        self.dropped = 0
