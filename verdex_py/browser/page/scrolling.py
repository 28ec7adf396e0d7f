"""Scrolling to find what a virtual list or an infinite feed has not rendered yet.

A virtual list keeps only the rows in view in the DOM, and a feed appends more when its end
scrolls into view: a snapshot holds neither the row far down nor the post several loads on.
So a search that finds nothing scrolls the page's scrolling containers (by structure: vertical
overflow auto/scroll with more content than shows, largest first, then the document), a
screenful per step (all of them at once, then one wait for the page to render), down and up
from where each stands in turn, looking after each step, until the search is satisfied, every
container has been seen to both ends (a feed's: when it stops growing), or the bounds run out.
Where it found something the position is kept (the row must stay rendered for the next click);
otherwise each container is put back where it was.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import map_playwright_errors, quietly
from verdex_py.browser.page.capture import capture
from verdex_py.browser.page.find_bounds import SCROLL_SECONDS, SCROLL_STEPS
from verdex_py.browser.page.tab import Tab
from verdex_py.browser.snapshot.tree import Tree

GROW_MS = 2000  # at a container's end: how long a feed may take to append more


@dataclass(frozen=True)
class Bounds:
    steps: int = SCROLL_STEPS
    seconds: float = SCROLL_SECONDS
    grow_ms: int = GROW_MS


FIND = Bounds()  # browser_find's
# A dead ref's row looked for again (diagnosis/dead_refs.py): it was rendered once, so no feed
# needs to load more, and an element that really left the page must not cost the full search.
SCROLL_BACK = Bounds(steps=60, seconds=5.0, grow_ms=0)

Check = Callable[[str], Awaitable[bool]]
Search = Callable[[str], Awaitable[list[str]]]  # a text's lines that match (the agent's browser_find)


@dataclass(frozen=True)
class Scrolled:
    """What a search's scrolling did, for the answer."""

    found: bool
    steps: int
    where: str  # the container it was found in ("" when not found)
    searched: list[str]  # each container scrolled, described
    ran_out: str | None  # "steps" or "time" when a bound stopped it, None when every container was seen through
    restored: bool  # put back where each was (only when nothing was found)

    def describe(self) -> str:
        if self.found:
            return f"found after scrolling {self.where} ({self.steps} step(s)); left scrolled there"
        how = (
            f"stopped at the bound of {SCROLL_STEPS} steps / {SCROLL_SECONDS:.0f} s"
            if self.ran_out
            else ("to each one's end")
        )
        return (
            f"not found after scrolling {', '.join(self.searched) or 'nothing (no scrolling container)'} "
            f"({self.steps} step(s), {how}); scroll positions restored"
        )


async def seek(
    tab: Tab, check: Check, shown: Check | None, timeout_ms: float, bounds: Bounds = FIND
) -> tuple[Tree | None, Scrolled]:
    """Scroll until `check` is true of a snapshot (taken after a step where some container's shown
    text satisfies `shown`, when given: a cheap test that spares a snapshot per step). The tree is
    the snapshot that satisfied it (its refs recorded), else None."""
    actx = ActionContext("scroll to find", url=tab.page.url, timeout_ms=timeout_ms)
    with map_playwright_errors(actx):
        scrollers = await tab.page.evaluate_handle(scripts.SCROLLERS)
    steps, started = 0, time.monotonic()

    def bound() -> str | None:
        if steps >= bounds.steps:
            return "steps"
        return "time" if time.monotonic() - started > bounds.seconds else None

    async def move(moves: list[dict[str, Any]], grow_ms: int) -> list[dict[str, Any]]:
        with map_playwright_errors(actx):
            states: list[dict[str, Any]] = await scrollers.evaluate(
                scripts.SCROLL_STEP, {"moves": moves, "growMs": grow_ms}
            )
        return states

    try:
        with map_playwright_errors(actx):
            containers: list[dict[str, Any]] = await scrollers.evaluate(_DESCRIBE)
        searched = [c["what"] for c in containers]
        # Every container moves a screenful at each step, all at once (one wait for the page to
        # render), each down from where it stood and, if it was not at its top, up in turn (a row
        # the agent scrolled away from may be either way).
        at = {(i, way): c["top"] for i, c in enumerate(containers) for way in (1, -1) if way > 0 or c["top"] > 0}
        while at and bound() is None:
            steps += 1
            moves = []
            for index, container in enumerate(containers):
                ways = [way for way in (1, -1) if (index, way) in at]
                if ways:
                    way = ways[steps % len(ways)]
                    to = max(0, at[index, way] + way * container["client"])
                    moves.append({"index": index, "to": to, "grow": way > 0, "way": way})
            states = await move(moves, bounds.grow_ms)
            showing = [m for m, st in zip(moves, states, strict=True) if shown is None or await shown(st["text"])]
            if showing:
                tree = await capture(tab, timeout_ms)
                if await check(tree.text):
                    where = showing[0]["index"]
                    back = [{"index": i, "to": c["top"]} for i, c in enumerate(containers) if i != where]
                    if shown is not None and back:  # the others are put back; the one it is in stays
                        await move(back, 0)
                    what = containers[where]["what"] if shown is not None else ", ".join(searched)
                    return tree, Scrolled(True, steps, what, searched, None, False)
            for m, st in zip(moves, states, strict=True):
                key = (m["index"], m["way"])
                at[key] = st["top"]
                if st["end"] if m["way"] > 0 else st["top"] <= 0:
                    del at[key]
        with quietly():  # nothing found: each back where it was
            await scrollers.evaluate(
                scripts.SCROLL_STEP,
                {"moves": [{"index": i, "to": c["top"]} for i, c in enumerate(containers)], "growMs": 0},
            )
        return None, Scrolled(False, steps, "", searched, bound(), True)
    finally:
        with quietly():
            await scrollers.dispose()


_DESCRIBE = """(list) => list.map((el) => {
  const label = el.getAttribute("aria-label") || (el.id ? "#" + el.id : "");
  const what = el === document.scrollingElement ? "the page"
    : "the scrolling <" + el.localName + ">" + (label ? " " + JSON.stringify(label) : "");
  return { what, top: el.scrollTop, client: el.clientHeight };
})"""
