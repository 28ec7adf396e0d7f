"""Dismiss attempts that left their cover in place, remembered per tab, so a plan never offers the same
control again (#43): the next candidate is offered, or the plan says what is left.

The diagnosis (diagnose.py) notes each dismiss control it offers, by ref, with its cover's key (the
identity diagnose.js gives the cover element while it stays in the page) and the control's name. A
click on that ref is an attempt; when the same cover is diagnosed again, it stayed, and the control
is passed to the script as tried (`CoverQuery.tried`), never picked again for that cover.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from verdex_py.browser.edge.scripts.diagnose_ops import Tried

if TYPE_CHECKING:
    from verdex_py.browser.page.tab import Tab

MAX_KEPT = 50  # offers and attempts remembered per tab (the oldest dropped)


@dataclass
class _Memory:
    offered: dict[str, Tried] = field(default_factory=dict)  # a dismiss control's ref: its cover and name
    tried: list[Tried] = field(default_factory=list)  # clicked: its cover, if seen again, stayed


_BY_TAB: WeakKeyDictionary[Tab, _Memory] = WeakKeyDictionary()


def _memory(tab: Tab) -> _Memory:
    return _BY_TAB.setdefault(tab, _Memory())


def offer(tab: Tab, ref: str, cover: str, name: str) -> None:
    """A plan offers the control at `ref` to dismiss the cover `cover`."""
    offered = _memory(tab).offered
    offered[ref] = Tried(cover=cover, name=name)
    while len(offered) > MAX_KEPT:
        offered.pop(next(iter(offered)))


def clicked(tab: Tab, ref: str) -> None:
    """The agent clicked `ref`: if a plan offered it to dismiss a cover, that is an attempt."""
    memory = _BY_TAB.get(tab)
    attempt = memory.offered.pop(ref, None) if memory else None
    if memory is not None and attempt is not None and attempt not in memory.tried:
        memory.tried = [*memory.tried, attempt][-MAX_KEPT:]


def tried(tab: Tab, cover: str | None = None) -> list[Tried]:
    """The attempts made (on `cover` only, when given)."""
    memory = _BY_TAB.get(tab)
    return [t for t in memory.tried if cover is None or t["cover"] == cover] if memory else []
