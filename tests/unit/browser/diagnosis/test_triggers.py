"""What diagnosis/triggers.py decides from what the page reports: which elements to hover or focus to show
a hidden part, in which order, and how long each may take (what calls/reveal.py then does, and the page's
side of it, is tests/e2e/test_reveal.py)."""

from __future__ import annotations

from typing import Any

from verdex_py.browser.diagnosis.triggers import CSS_MS, GUESS_MS, MAX_TRIES, SHOW_MS, Try, tries
from verdex_py.browser.edge.scripts.reveal_ops import NODES, Candidate, Level


class Listeners:
    """The DevTools calls tries() makes, answered from a table: the event types listened for on each object."""

    def __init__(self, listening: dict[str, set[str]]) -> None:
        self.listening = listening

    async def send(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        if method == "Runtime.evaluate":
            return {"result": {"objectId": params["expression"]}}
        types = self.listening.get(params["objectId"], set())
        return {"listeners": [{"type": t} for t in sorted(types)]}


def candidate(index: int, why: str = "", focusable: bool = False, x: float | None = None) -> Candidate:
    return Candidate(index=index, why=why, name=f"c{index}", focusable=focusable, x=x or 10 * index, y=5)


def node(index: int) -> str:
    return f"{NODES}[{index}]"


async def ranked(cdp: Listeners, *candidates: Candidate, ancestors: int = 0) -> list[Try]:
    return await tries(cdp, Level(candidates=list(candidates), ancestors=ancestors))


async def test_a_stylesheet_rule_then_an_own_listener_then_a_delegated_one_then_a_guess() -> None:
    cdp = Listeners({node(1): {"mouseenter"}, node(4): {"mouseover"}})  # node 4: the first ancestor
    found = await ranked(cdp, candidate(0), candidate(1), candidate(2, why="hover"), candidate(3), ancestors=1)
    assert [(t.index, t.kind, t.wait_ms, t.evidence) for t in found] == [
        (2, "hover", CSS_MS, True),  # the stylesheet says so: tried first, shows at once
        (1, "hover", SHOW_MS, True),  # its own listener: an intent delay is waited for
        (0, "hover", SHOW_MS, False),  # a listener above it (delegated): tried, but no evidence for a plan
        (3, "hover", SHOW_MS, False),
    ]


async def test_focus_only_for_what_can_take_it_and_guesses_wait_briefly() -> None:
    cdp = Listeners({node(0): {"focusin"}, node(1): {"focusin"}})
    found = await ranked(cdp, candidate(0, focusable=True), candidate(1))
    assert [(t.index, t.kind, t.wait_ms) for t in found] == [(0, "focus", SHOW_MS), (1, "hover", GUESS_MS)]


async def test_a_listener_at_the_root_is_tried_but_never_evidence() -> None:
    cdp = Listeners({"document": {"mouseover"}})  # what frameworks do with every listener
    (only,) = await ranked(cdp, candidate(0))
    assert (only.wait_ms, only.evidence) == (SHOW_MS, False)


async def test_holders_at_one_point_are_hovered_once_and_a_level_tries_a_few() -> None:
    cdp = Listeners({})
    found = await ranked(cdp, *(candidate(i, x=7) for i in range(3)), *(candidate(i) for i in range(3, 10)))
    assert [t.index for t in found] == [0, 3, 4, 5] and len(found) == MAX_TRIES
