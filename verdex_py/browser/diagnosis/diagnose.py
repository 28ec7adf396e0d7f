"""The error path's second look at an element that cannot be used: what would fix the failure.

An action refused on an element (covered, disabled, hidden) is raised with the facts at hand
where it happens. Here, once and on the error path only, the server probes the element's
surroundings so that the plan can name the fix, with refs: the control that dismisses a
cover, the fields a disabled element waits for, the control that reveals a hidden one. A cover
that asks something is named with its question and choices, never answered (questions.py).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from playwright.async_api import Frame, Page

from verdex_py.browser.diagnosis import dismissals
from verdex_py.browser.diagnosis.questions import Question, answered
from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.edge.scripts import diagnose_ops
from verdex_py.browser.page.capture import capture
from verdex_py.browser.snapshot.ref_map import RefEntry
from verdex_py.errors import ElementNotInteractable, NotInteractableFacts, VerdexError
from verdex_py.errors.fixes import Fix
from verdex_py.refs import REF_ATTR

if TYPE_CHECKING:
    from verdex_py.browser.page.actions import Target
    from verdex_py.browser.page.tab import Tab


async def fresh_look(tab: Tab, timeout_ms: float, already: bool) -> bool:
    """A snapshot taken now (unless `already` taken), so refs name what is on the page: False if it failed."""
    if already:
        return True
    try:
        with quietly(timeouts=False) as failed:
            await capture(tab, timeout_ms)
    except VerdexError:
        return False
    return not failed


FIX_WHY = {
    "dismiss": 'dismiss the {cover} with its control "{name}"',
    "tick": 'tick "{name}"',
    "fill": 'fill "{name}"{problem}',
    "select": 'choose an option in "{name}"',
    "choose": 'choose "{name}" (or another option of its group)',
    "reveal": 'open "{name}" to show the element',
    "hover": 'hover "{name}": the element shows only while it is hovered',
    "focus": 'focus "{name}": the element shows only while it has focus',
}
MAX_LIKELY = 3  # causes named when nothing on the page says why an element is disabled
CHOICE_ATTR = "data-verdex-choice"  # question.js marks each choice of a cover that asks with its index


async def marked_refs(
    tab: Tab, count: int, timeout_ms: float, where: Page | Frame | None = None, attr: str = "data-verdex-fix"
) -> dict[int, RefEntry]:
    """Refs of the elements diagnose.js (or, in the frame `where`, cover_frame.js; question.js with
    `attr`) marked `attr="<index>"`; a fresh snapshot first when one was never issued (a banner that
    appeared after the agent's last look)."""
    where = where or tab.page
    internal: dict[int, str] = {}
    for index in range(count):
        with quietly(timeouts=False) as failed:
            line = await where.locator(f'[{attr}="{index}"]').aria_snapshot(mode="ai", timeout=1000)
        if failed:
            continue
        match = REF_ATTR.search(line)
        if match:
            internal[index] = match.group(1)
    tab.refs.resolvable = set()  # Playwright now resolves only the last element snapshotted: look again first

    def lookup() -> dict[int, RefEntry]:
        by_internal = {e.internal: e for r, e in tab.refs.entries.items() if r in tab.refs.latest}
        return {i: by_internal[ref] for i, ref in internal.items() if ref in by_internal}

    found = lookup()
    if len(found) < len(internal):
        await fresh_look(tab, timeout_ms, already=False)
        found = lookup()
    return found


def _fix(item: dict[str, Any], entry: RefEntry, cover: str) -> Fix:
    kind = item["kind"]
    name = item.get("name") or entry.name
    problem = f" ({item['message']})" if item.get("message") else ""
    return Fix(kind, FIX_WHY[kind].format(name=name[:60], cover=cover, problem=problem[:90]), entry.ref)


def names_cover_fix(err: ElementNotInteractable) -> bool:
    """Whether a diagnosed cover comes with its fix: the control that dismisses it, or the question
    it asks (the agent's choice)."""
    facts = err.facts
    return isinstance(facts, NotInteractableFacts) and any(f.kind in ("dismiss", "decide") for f in facts.fixes or ())


async def read_question(tab: Tab, timeout_ms: float, where: Page | Frame | None = None) -> Question | None:
    """The question the cover the dismisser just looked at asks (question.js), its choices with refs;
    None when it asks nothing (or it could not be read)."""
    with quietly() as failed:
        async with asyncio.timeout(2):
            found: dict[str, Any] | None = await (where or tab.page).evaluate(scripts.QUESTION)
    if failed or not found:
        return None
    refs = await marked_refs(tab, len(found["choices"]), timeout_ms, where=where, attr=CHOICE_ATTR)
    choices = [{"ref": refs[c["index"]].ref, "name": c["name"]} for c in found["choices"] if c["index"] in refs]
    return Question(found["question"], choices)


async def _frame_cover(tab: Tab, label: str, timeout_ms: float) -> tuple[list[Fix], Question | None]:
    """The control that dismisses a cover drawn as an <iframe> (diagnose.js marked it), looked for in
    its own document, whatever its origin (a chat widget's close), and the question it asks, if any
    (a consent manager's choices)."""
    handle = frame = control = None
    try:
        with quietly() as failed:
            async with asyncio.timeout(2):
                handle = await tab.page.locator("[data-verdex-cover-frame]").element_handle(timeout=1000)
                frame = await handle.content_frame()
                control = await frame.evaluate(scripts.COVER_FRAME) if frame else None
    finally:  # released on every path
        if handle is not None:
            with quietly():
                await handle.dispose()
    if failed or frame is None:
        return [], None
    question = await read_question(tab, timeout_ms, where=frame)
    refs = await marked_refs(tab, 1, timeout_ms, where=frame) if control else {}
    if 0 not in refs:
        return [], question
    return [_fix({"kind": "dismiss", "name": control["name"]}, refs[0], label)], question


def _cover_label(cover: dict[str, Any] | None, named: bool = True) -> str:
    """The cover as a sentence names it: its kind, and (`named`) its label or first words."""
    if not cover:
        return "cover"
    what = "dialog" if cover.get("dialog") else f"<{cover['tag']}{' id=' + cover['id'] if cover.get('id') else ''}>"
    name = (cover.get("label") or cover.get("text") or "") if named else ""
    return f'{what} "{name[:40]}"' if name else what


async def explain_not_interactable(
    tab: Tab, target: Target, err: ElementNotInteractable, timeout_ms: float
) -> ElementNotInteractable:
    """Name what blocks the element and the fix, with refs: the control that dismisses a cover, the
    fields a disabled element waits for, the control that reveals a hidden one. Returns the error
    to raise: a copy of `err` that says so (or an unchanged copy when nothing was found)."""
    facts = err.facts
    assert isinstance(facts, NotInteractableFacts)
    reason = facts.reason
    if reason not in ("covered", "disabled", "hidden") or target.entry.frame:
        return err.enriched()
    try:
        with quietly() as failed:
            async with asyncio.timeout(2):
                query = {"tried": dismissals.tried(tab)} if reason == "covered" else None
                result = await diagnose_ops.BY_REASON[reason](target.locator, query)
            refs = await marked_refs(tab, len(result["found"]), timeout_ms)
    except VerdexError:
        return err.enriched()
    if failed:
        return err.enriched()
    cover = result.get("cover")
    label = _cover_label(cover)
    fixes = [_fix(item, refs[item["index"]], label) for item in result["found"] if item["index"] in refs]
    question = await read_question(tab, timeout_ms) if reason == "covered" else None
    for item in result["found"]:  # a click on it is an attempt: if the cover stays, it is not offered again
        if item["kind"] == "dismiss" and item["index"] in refs and cover and cover.get("key"):
            dismissals.offer(tab, refs[item["index"]].ref, cover["key"], item["name"])
    stayed = [t["name"] for t in dismissals.tried(tab, cover["key"])] if cover and cover.get("key") else []
    if reason == "covered" and not fixes and cover and cover.get("frame"):
        fixes, question = await _frame_cover(tab, label, timeout_ms)
    likely = any(item.get("likely") for item in result["found"] if item["index"] in refs)
    element = f"{target.entry.ref} ({target.entry.label()}, <{target.probe.tag}>)"
    found: dict[str, Any] = {"fixes": fixes[:1] if likely else fixes}  # a guess: the likeliest alone, then the retry
    details: dict[str, Any] = {"fixes": [{"ref": f.ref, "action": f.why} for f in fixes]}
    if result["hints"]:
        details["hints"] = result["hints"]
    message = err.message
    if reason == "covered":
        shown = {k: v for k, v in (cover or {}).items() if k != "key"}  # (its key is ours, for dismissals.py)
        details["covering_element"] = {**shown, "ref": fixes[0].ref if fixes else None}
        if stayed:  # what was tried already, and left the cover in place: never offered again
            details["covering_element"]["tried"] = stayed
        left = "; " + ", ".join(f'"{n[:30]}"' for n in stayed) + " left it in place" if stayed else ""
        if question is not None:  # never answered for the agent: closed by what only closes it, or its choice
            short = _cover_label(cover, named=not question.text)  # (the question says what it is)
            said, fixes = answered(question, short, fixes[0] if fixes else None)
            details = {**details, **question.details(), "fixes": [{"ref": f.ref, "action": f.why} for f in fixes]}
            return err.enriched(
                details=details,
                facts={"fixes": fixes},
                message=f"{element} is covered by {said}",
                allowed_values=None if any(f.kind == "dismiss" for f in fixes) else question.refs or None,
            )
        if fixes:
            message = f"{element} is covered by {label}{left}; {fixes[0].ref} dismisses it."
        elif stayed and cover and not cover.get("header"):
            message = f"{element} is covered by {label}{left}, and no other control of it dismisses it."
            if cover.get("full") or cover.get("dialog"):  # (Escape was not offered yet: it is what is left)
                found["fixes"] = [Fix("escape", f"close {label} if it reacts to Escape")]
        elif cover and cover.get("header"):
            message = f"{element} is under the fixed header {label}; no control dismisses it."
        elif cover and (cover.get("full") or cover.get("dialog")):
            found["fixes"] = [Fix("escape", f"close {label} if it reacts to Escape")]
            message = f"{element} is covered by {label}, which has no control to dismiss it."
        return err.enriched(details=details, facts=found, message=message, allowed_values=None)
    if reason == "hidden":  # (what hovering or focusing shows, reveal.py showed before the action)
        if fixes and fixes[0].kind in ("hover", "focus"):
            how = "hovered" if fixes[0].kind == "hover" else "focused"
            message = f"{element} is not visible: it shows only while {fixes[0].ref} is {how}."
        elif fixes:
            message = f"{element} is not visible: it sits in a collapsed part that {fixes[0].ref} opens."
        return err.enriched(details=details, facts=found, message=message)
    waits = ", ".join(f"{d['ref']} ({d['action']})" for d in details["fixes"])
    pending = tab.signals.has_pending()
    if not fixes and pending:
        found["pending"] = True
        found["fixes"] = [Fix("wait", "let the request in flight finish")]
    if likely:
        others = ", ".join(f.ref for f in fixes[1:] if f.ref)
        best = details["fixes"][0]
        message = (
            f"{element} is disabled and nothing on the page says why; most likely it waits for "
            f"{best['ref']}: {best['action']}" + (f"; less likely: {others}." if others else ".")
        )
    elif fixes:
        message = f"{element} is disabled; it likely waits for: {waits}."
    elif result["hints"]:
        message = f'{element} is disabled; the page says: "{result["hints"][0][:100]}".'
    else:
        busy = " while a request is in flight" if pending else ""
        message = f"{element} is disabled{busy}; nothing on the page says what enables it."
    return err.enriched(details=details, facts=found, message=message)
