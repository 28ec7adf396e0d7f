"""Showing an element hidden until something is hovered or focused, before acting on it.

A mega-menu that opens after the pointer rests on its label, a card whose buttons appear while it
is hovered, tools that show while their field has focus: a person hovers or focuses, waits, then
clicks. The server does the same in the one call, level after level for a menu inside a menu (and
opens a closed <details> or a part a collapsed control names in aria-controls by a click). What
to hover is found by the page's own evidence: a stylesheet rule (diagnose.js), the hover and focus
listeners the DevTools protocol reports on the elements around the hidden part (or delegated to an
ancestor), then the structure (the label before it, the item holding it). Each try waits on the
hidden part itself, bounded. Where the path is known but will not open in time, the one error
names every step of it with refs.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from playwright.async_api import CDPSession

from verdex_py.browser.diagnosis.diagnose import marked_refs
from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.edge.scripts import diagnose_ops
from verdex_py.browser.page.actions import Probe
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
MAX_LEVELS = 4  # a menu in a menu in a menu ...
MAX_TRIES = 4  # elements tried per level
LEVEL_MS = 2 * SHOW_MS  # what one level may wait in all
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


async def _tries(cdp: CDPSession, info: dict[str, Any]) -> list[Try]:
    """The candidates of one level, best first: a stylesheet's trigger, an element listening for hover
    or focus, one under an ancestor that listens for it (delegated), then guesses."""
    nodes = "window.__verdexReveal.nodes"
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
    tries: list[Try] = []
    for _, attempt in ranked:  # holders share one point: hovered once
        if not any((t.kind, t.x, t.y) == (attempt.kind, attempt.x, attempt.y) for t in tries):
            tries.append(attempt)
    return tries[:MAX_TRIES]


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


async def _one_try(tab: Tab, attempt: Try) -> bool:
    if attempt.kind == "focus":
        if not await tab.page.evaluate(scripts.REVEAL_DO, ["focus", attempt.index]):
            return False
    else:
        await tab.page.mouse.move(attempt.x, attempt.y)
    return bool(await tab.page.evaluate(scripts.REVEAL_DO, ["wait", attempt.wait_ms]))


async def _open_disclosure(tab: Tab, done: Revealed) -> bool:
    """Click the control diagnose.js marked as opening the hidden part (never one that says it is
    open already: that click would close something), then wait for the part; True when it shows."""
    control = tab.page.locator('[data-verdex-fix="0"]')
    if await control.get_attribute("aria-expanded", timeout=1000) == "true":
        return False
    await tab.page.evaluate(scripts.REVEAL_DO, ["push", -1])
    await control.click(timeout=2000)
    if not await tab.page.evaluate(scripts.REVEAL_DO, ["wait", CSS_MS]):
        return False
    done.path.append(Try(-1, "reveal", "", 0, 0, 0, True))
    return True


async def reveal(tab: Tab, target: Target) -> Revealed:
    """Hover or focus (or, for a closed disclosure, click) level after level what shows the hidden
    `target`; the pointer (or focus) stays where it showed it. Top document only."""
    done = Revealed(False, [])
    if target.entry.frame:
        return done
    cdp: CDPSession | None = None
    try:
        with quietly():
            async with asyncio.timeout(MAX_LEVELS * (2 + SHOW_MS / 1000)):
                await tab.page.evaluate(scripts.REVEAL_DO, ["reset", 0])
                for _ in range(MAX_LEVELS):
                    css = await _css_trigger(target)
                    info = await target.locator.evaluate(scripts.REVEAL, css if css in ("hover", "focus") else None)
                    if info["shown"]:
                        done.shown = True
                        return done
                    if css == "reveal":  # a closed disclosure (<details>, a control's aria-controls): opened
                        if not await _open_disclosure(tab, done):
                            return done
                        continue
                    cdp = cdp or await tab.page.context.new_cdp_session(tab.page)
                    tries = await _tries(cdp, info)
                    budget = LEVEL_MS
                    opened = None
                    for attempt in tries:
                        budget -= attempt.wait_ms
                        if budget < 0:
                            break
                        if await _one_try(tab, attempt):
                            opened = attempt
                            break
                    if opened is not None:
                        await tab.page.evaluate(scripts.REVEAL_DO, ["push", opened.index])
                        done.path.append(opened)
                        continue
                    done.stuck = next((t for t in tries if t.evidence), None)
                    if done.stuck is not None:  # it may open later than we waited: the plan waits longer
                        await _one_try(tab, replace(done.stuck, wait_ms=0))
                        await tab.page.evaluate(scripts.REVEAL_DO, ["push", done.stuck.index])
                    elif not done.path:
                        await tab.page.mouse.move(0, 0)  # nothing showed it: leave nothing hovered
                    return done
    finally:
        if cdp is not None:
            with quietly():
                await cdp.detach()
    return done


async def reprobe(target: Target) -> Target:
    """The target probed again, now that it shows."""
    seen = await target.locator.evaluate(scripts.PROBE)
    return replace(target, probe=Probe.of(seen), watching=False)


async def path_error(
    tab: Tab, target: Target, err: ElementNotInteractable, revealed: Revealed, timeout_ms: float
) -> ElementNotInteractable:
    """The one error for a path that did not show the element: every step with its ref, in order, then
    a wait when the last part opens later than the server waited, then the retry."""
    with quietly() as failed:
        count = await tab.page.evaluate(scripts.REVEAL_DO, ["mark", 0])
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
