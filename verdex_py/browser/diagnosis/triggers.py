"""What shows an element hidden until something is hovered or focused: found, never done.

Each level of the path is looked at from the page's own evidence: a stylesheet rule that shows it
while another element is hovered or focused (diagnose.js), the hover and focus listeners the
DevTools protocol reports on the elements around the hidden part (or delegated to an ancestor),
then the structure (the label before it, the item holding it, reveal.js's `level`). The candidates come
back ranked; calls/reveal.py hovers, focuses or clicks them. Where the path is known but did not
open in time, path_error is the one error naming every step of it with refs.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import TYPE_CHECKING

from playwright.async_api import CDPSession

from verdex_py.browser.diagnosis.diagnose import marked_refs
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.edge.scripts import diagnose_ops, reveal_ops
from verdex_py.browser.edge.scripts.reveal_ops import Level, LevelQuery
from verdex_py.errors import ElementNotInteractable
from verdex_py.errors.fixes import Fix

if TYPE_CHECKING:
    from verdex_py.browser.page.actions import Target
    from verdex_py.browser.page.tab import Tab

HOVER_EVENTS = frozenset({"mouseenter", "mouseover", "pointerenter", "pointerover", "mousemove", "pointermove"})
DELEGATED_HOVER = frozenset({"mouseover", "pointerover", "mousemove", "pointermove"})  # they bubble
FOCUS_EVENTS = frozenset({"focusin", "focus"})
SHOW_MS = 1500  # a listener's intent delay (up to about a second) and the drawing after it
CSS_MS = 500  # a stylesheet's :hover shows at once, after a transition at most
GUESS_MS = 300  # a guess with no listener behind it (a stylesheet of another origin)
MAX_TRIES = 4  # elements tried per level
LATER_S = 3  # what the plan waits when a part opens later than SHOW_MS


@dataclass(frozen=True)
class Try:
    """One way to show the hidden part: hover (or focus) candidate `index` of reveal.js, then wait."""

    index: int
    kind: str  # "hover" | "focus"
    name: str
    x: float
    y: float
    wait_ms: int
    evidence: bool  # a rule or the element's own listener says so (not a guess, not a delegated listener)


@dataclass
class Revealed:
    """What revealing did: `shown`, the steps taken in order, and the step whose part did not show in time."""

    shown: bool
    path: list[Try]
    stuck: Try | None = None


async def _listeners(cdp: CDPSession, expression: str) -> set[str]:
    """The event types listened for on the object `expression` names (in the page's main world)."""
    with quietly() as failed:
        found = await cdp.send("Runtime.evaluate", {"expression": expression, "objectGroup": "verdex-reveal"})
        object_id = found.get("result", {}).get("objectId")
        listed = await cdp.send("DOMDebugger.getEventListeners", {"objectId": object_id}) if object_id else {}
    if failed:
        return set()
    return {item["type"] for item in listed.get("listeners", [])}


async def tries(cdp: CDPSession, info: Level) -> list[Try]:
    """The candidates of one level, best first: a stylesheet's trigger, an element listening for hover
    or focus, one under an ancestor that listens for it (delegated), then guesses."""
    nodes = reveal_ops.NODES
    candidates = info["candidates"]
    own = [await _listeners(cdp, f"{nodes}[{c['index']}]") for c in candidates]
    above: set[str] = set()
    for index in range(len(candidates), len(candidates) + info["ancestors"]):
        above |= await _listeners(cdp, f"{nodes}[{index}]")
    above |= await _listeners(cdp, "document") | await _listeners(cdp, "window")
    ranked: list[tuple[int, Try]] = []
    for c, types in zip(candidates, own, strict=True):
        focus = c["focusable"]
        if c["why"] in ("hover", "focus"):
            rank, kind, wait = 0, c["why"], CSS_MS
        elif types & FOCUS_EVENTS and focus:
            rank, kind, wait = 1, "focus", SHOW_MS
        elif types & HOVER_EVENTS:
            rank, kind, wait = 1, "hover", SHOW_MS
        elif above & (DELEGATED_HOVER | {"mouseenter", "pointerenter"}):
            rank, kind, wait = 2, "hover", SHOW_MS
        elif above & FOCUS_EVENTS and focus:
            rank, kind, wait = 2, "focus", SHOW_MS
        else:
            rank, kind, wait = 3, "hover", GUESS_MS
        # (a listener at the root is no evidence for a plan: frameworks put every listener there)
        ranked.append((rank, Try(c["index"], kind, c["name"], c["x"], c["y"], wait, rank < 2)))
    ranked.sort(key=lambda r: r[0])
    kept: list[Try] = []
    for _, attempt in ranked:  # holders share one point: hovered once
        if not any((t.kind, t.x, t.y) == (attempt.kind, attempt.x, attempt.y) for t in kept):
            kept.append(attempt)
    return kept[:MAX_TRIES]


async def _css_trigger(target: Target) -> str | None:
    """What diagnose.js says shows the element: "hover" or "focus" when a stylesheet rule shows it
    while another is hovered or focused (marked); "reveal" when a control opens its part by a
    click (left to the error's plan); None otherwise."""
    with quietly() as failed:
        async with asyncio.timeout(2):
            result = await diagnose_ops.hidden(target.locator, None)
    if failed or not result["found"]:
        return None
    return str(result["found"][0]["kind"])


async def level(target: Target) -> tuple[str | None, Level | None]:
    """One level of the path: what a stylesheet says shows `target` (_css_trigger) and reveal.js's
    candidates for it (None when it shows already)."""
    css = await _css_trigger(target)
    info = await reveal_ops.level(target.locator, LevelQuery(css=css if css in ("hover", "focus") else None))
    return css, info


async def path_error(
    tab: Tab, target: Target, err: ElementNotInteractable, revealed: Revealed, timeout_ms: float
) -> ElementNotInteractable:
    """The one error for a path that did not show the element: every step with its ref, in order, then
    a wait when the last part opens later than the server waited, then the retry."""
    with quietly() as failed:
        count = await reveal_ops.mark(tab.page, None)
    refs = await marked_refs(tab, count, timeout_ms) if not failed else {}
    steps = [*revealed.path, *([revealed.stuck] if revealed.stuck else [])]
    fixes = [
        Fix(step.kind, f'{step.kind} "{(step.name or refs[i].name)[:30]}"', refs[i].ref)
        for i, step in enumerate(steps)
        if i in refs
    ]
    if len(fixes) < len(steps):
        return err.enriched()
    trail = " > ".join(f.ref or "" for f in fixes)
    element = f"{target.entry.ref} ({target.entry.label()})"
    message = f"{element} is not visible: it shows once {trail} are opened in turn"
    if revealed.stuck:
        message += f"; the last part opened later than {SHOW_MS / 1000:g} s."
        fixes.append(Fix("wait", "let the last part open", value=str(LATER_S)))
    else:
        message += "."
    details = {"fixes": [{"ref": f.ref, "action": f.why} for f in fixes], "path": [f.ref for f in fixes if f.ref]}
    return err.enriched(message=message, details=details, facts={"fixes": fixes})
