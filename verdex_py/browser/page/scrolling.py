"""Scrolling to find what a virtual list or an infinite feed has not rendered yet.

A virtual list keeps only the rows in view in the DOM, and a feed appends more when its end
scrolls into view: a snapshot holds neither the row far down nor the post several loads on.
So a search that finds nothing scrolls the page's scrolling containers (by structure: vertical
overflow auto/scroll with more content than shows, largest first, then the document), a
screenful per step, down and up from where each stands in turn, looking after each, until the
search is satisfied, every container has been seen to both ends (a feed's: when it stops
growing), or the bounds run out. Where it found something the position is kept (the row must stay rendered for the
next click); otherwise each container is put back where it was.
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
from verdex_py.browser.page.tab import Tab
from verdex_py.browser.snapshot.tree import Tree

SCROLL_STEPS = 200  # screenfuls scrolled in all, across containers
SCROLL_SECONDS = 15.0  # for the whole search
GROW_MS = 2000  # at a container's end: how long a feed may take to append more

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
        how = f"stopped at the bound of {SCROLL_STEPS} steps / {SCROLL_SECONDS:.0f} s" if self.ran_out else (
            "to each one's end"
        )
        return (
            f"not found after scrolling {', '.join(self.searched) or 'nothing (no scrolling container)'} "
            f"({self.steps} step(s), {how}); scroll positions restored"
        )


async def seek(tab: Tab, check: Check, shown: Check | None, timeout_ms: float) -> tuple[Tree | None, Scrolled]:
    """Scroll until `check` is true of a snapshot (taken after a step whose shown text satisfies
    `shown`, when given: a cheap test that spares a snapshot per step). The tree is the snapshot
    that satisfied it (its refs recorded), else None."""
    actx = ActionContext("scroll to find", url=tab.page.url, timeout_ms=timeout_ms)
    with map_playwright_errors(actx):
        scrollers = await tab.page.evaluate_handle(scripts.SCROLLERS)
    steps, started = 0, time.monotonic()

    def bound() -> str | None:
        if steps >= SCROLL_STEPS:
            return "steps"
        return "time" if time.monotonic() - started > SCROLL_SECONDS else None

    async def look(index: int, to: int, grow_ms: int) -> tuple[Tree | None, dict[str, Any]]:
        nonlocal steps
        steps += 1
        with map_playwright_errors(actx):
            state: dict[str, Any] = await scrollers.evaluate(
                scripts.SCROLL_STEP, {"index": index, "to": to, "growMs": grow_ms}
            )
        if shown is not None and not await shown(state["text"]):
            return None, state
        tree = await capture(tab, timeout_ms)
        return (tree if await check(tree.text) else None), state

    try:
        with map_playwright_errors(actx):
            containers: list[dict[str, Any]] = await scrollers.evaluate(_DESCRIBE)
        searched = [c["what"] for c in containers]
        # each container is looked through from where it stands, a screenful down then one up in
        # turn (a row the agent scrolled away from may be either way), and the containers in turn:
        # a long list does not starve the rest
        ways = [(i, way) for i in range(len(containers)) for way in (1, -1) if way > 0 or containers[i]["top"] > 0]
        at = {(i, way): containers[i]["top"] for i, way in ways}
        while ways and bound() is None:
            for index, way in list(ways):
                container = containers[index]
                to = max(0, at[index, way] + way * container["client"])
                tree, state = await look(index, to, GROW_MS if way > 0 else 0)
                if tree is not None:
                    return tree, Scrolled(True, steps, container["what"], searched, None, False)
                at[index, way] = state["top"]
                if (state["end"] if way > 0 else state["top"] <= 0):
                    ways.remove((index, way))
                if bound() is not None:
                    break
        for index, container in enumerate(containers):  # nothing found: each back where it was
            with quietly():
                await scrollers.evaluate(scripts.SCROLL_STEP, {"index": index, "to": container["top"], "growMs": 0})
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
