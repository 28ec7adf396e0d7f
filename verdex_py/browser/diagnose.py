"""The error path's second look: find what the agent meant, and what would fix the failure.

A ref error or a refused action is raised with the facts at hand where it happens. When
the server can learn more by looking again (a fresh snapshot, a probe of the element's
surroundings), it does so here, once, on the error path only, so that the plan can name
the fix instead of sending the agent to look around. The rule throughout: suggest a ref
only with evidence that it is the intended element (the same role and accessible name);
otherwise list what the page offers and let the agent choose.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from playwright.async_api import Frame, Page

from verdex_py.browser import scripts
from verdex_py.browser.playwright_errors import quietly
from verdex_py.browser.ref_map import RefEntry
from verdex_py.browser.snapshot import capture
from verdex_py.closest import likeness
from verdex_py.errors import (
    ElementNotInteractable,
    FrameDetached,
    NoSnapshot,
    NotInteractableFacts,
    PageClosed,
    RefError,
    StaleRef,
    UnknownRef,
    VerdexError,
)
from verdex_py.errors.fixes import Fix
from verdex_py.refs import REF_ATTR

if TYPE_CHECKING:
    from verdex_py.browser.actions import Target
    from verdex_py.browser.roles import RoleRuntime
    from verdex_py.browser.tab import Tab

DeadRef = RefError | PageClosed  # what explain_dead_ref explains (a reopened page loses every ref)

# The kinds an agent acts on, most useful first (what "the page offers" lists).
KIND_ORDER = (
    "button", "link", "textbox", "searchbox", "checkbox", "radio", "combobox", "listbox", "option",
    "menuitem", "tab", "switch", "slider", "spinbutton", "treeitem", "cell", "row",
)  # fmt: skip
MAX_CANDIDATES = 6
# What each action acts on: those kinds are offered first when nothing else is known.
ACTION_KINDS = {
    "type": ("textbox", "searchbox", "spinbutton", "combobox"),
    "select_option": ("combobox", "listbox"),
    "fill_form": ("textbox", "checkbox", "radio", "combobox", "slider"),
    "click": ("button", "link", "checkbox", "radio", "tab", "menuitem", "switch", "option"),
}


def _number(ref: str) -> int:
    return int(ref.rsplit("e", 1)[1])


def _latest(tab: Tab) -> list[RefEntry]:
    refs = tab.refs
    return [e for r, e in refs.entries.items() if r in refs.latest]


def candidates(
    tab: Tab, like: RefEntry | None = None, hint: str | None = None, action: str | None = None
) -> list[dict[str, str]]:
    """A few elements the page offers, by kind: those closest to what the agent meant first
    (its kind and name when the lost element is known, else the kinds the action acts on)."""
    entries = [e for e in _latest(tab) if e.role in KIND_ORDER]
    target_name = (like.name if like else "") or (hint or "")
    kinds = (like.role,) if like is not None else ACTION_KINDS.get(action or "", ())

    def rank(e: RefEntry) -> tuple[float, int, int]:
        same_kind = 0 if e.role in kinds else 1
        alike = likeness(e.name.lower(), target_name.lower()) if target_name else 0
        return (same_kind - alike, KIND_ORDER.index(e.role), _number(e.ref))

    chosen: list[RefEntry] = []
    per_kind: dict[str, int] = {}
    for entry in sorted(entries, key=rank):
        if per_kind.get(entry.role, 0) >= 2:
            continue
        per_kind[entry.role] = per_kind.get(entry.role, 0) + 1
        chosen.append(entry)
        if len(chosen) == MAX_CANDIDATES:
            break
    return [{"ref": e.ref, "role": e.role, "name": e.name} for e in chosen]


def _lost_entry(role: RoleRuntime | None, tab: Tab, ref: str, err: VerdexError) -> RefEntry | None:
    """What the dead ref pointed at: from the error, this tab's older documents, or another tab."""
    element = err.details.get("element")
    if isinstance(element, dict) and element.get("role"):
        return RefEntry(ref, "", element["role"], element.get("name") or "", element.get("frame") or "", 0,
                        element.get("tag"))  # fmt: skip
    maps = [tab.refs, *(t.refs for t in (role.tabs if role else []) if t is not tab)]
    if role is not None and role.lost_refs is not None:
        maps.append(role.lost_refs)  # the page that died (closed tab, crashed context)
    for refs in maps:
        if refs is not tab.refs and ref in refs.entries:
            return refs.entries[ref]
        found = refs.find_retired(ref)
        if found:
            return found[1]
    return None


def _open_in_other_tab(role: RoleRuntime | None, tab: Tab, ref: str) -> dict[str, Any] | None:
    """The other open tab of the role whose latest snapshot issued this ref, if one did: the
    agent kept a ref from there (a role's tabs never share a ref number, see ref_map.py)."""
    for index, other in enumerate(role.tabs if role else []):
        if other is not tab and not other.closed and ref in other.refs.latest:
            return {"index": index, "url": other.page.url}
    return None


def _best_guess(matches: list[RefEntry], lost: RefEntry) -> RefEntry:
    """Among several elements with the same role and name: the same frame, then the nearest position."""
    return min(matches, key=lambda e: (e.frame != lost.frame, abs(_number(e.ref) - _number(lost.ref))))


async def _fresh_look(tab: Tab, timeout_ms: float, already: bool) -> bool:
    if already:
        return True
    try:
        with quietly(timeouts=False) as failed:
            await capture(tab, timeout_ms)
    except VerdexError:
        return False
    return not failed


async def explain_dead_ref(
    role: RoleRuntime | None,
    tab: Tab,
    err: DeadRef,
    ref: str,
    *,
    action: str,
    hint: str | None,
    timeout_ms: float,
) -> DeadRef | ElementNotInteractable:
    """Re-find the element a dead ref meant (same role + name, after a fresh snapshot): the error
    to raise instead, a copy of `err` whose suggestion, choices and message say what was found.
    An element that is still in the page but hidden (a closed menu) is not dead: then the
    returned error says so. `err` itself is left as it was raised."""
    lost = _lost_entry(role, tab, ref, err)
    if not await _fresh_look(tab, timeout_ms, already=isinstance(err, StaleRef)):
        return err.enriched()
    url = tab.page.url
    title = ""
    with quietly(timeouts=False):
        title = await tab.page.title()
    matches = tab.refs.same_element(lost.role, lost.name) if lost is not None else []
    if lost is None and hint:  # the agent's own description of the element, matched exactly
        named = [e for e in _latest(tab) if e.name and e.name.lower() == hint.strip().lower()]
        if len(named) == 1:
            lost, matches = RefEntry(ref, "", named[0].role, named[0].name, "", 0), named
    seen: dict[str, Any] = {"url": url, "title": title}
    if lost is not None and "element" not in err.details:
        seen["element"] = lost.describe() | {"ref": ref}
    what = f"{ref} ({lost.label()})" if lost else ref
    if len(matches) == 1:
        fresh = matches[0].ref
        return err.enriched(
            details={**seen, "fresh_ref": fresh},
            suggested_value=fresh,
            allowed_values=None,
            message=f"{_cause(err, what)}; the same element is {fresh} on the page now ({url}).",
        )
    if matches:
        guess = _best_guess(matches, lost)  # type: ignore[arg-type]
        return err.enriched(
            details={**seen, "fresh_ref": None},
            suggested_value=guess.ref,
            allowed_values=[m.ref for m in matches],
            message=(
                f"{_cause(err, what)}; {len(matches)} elements now match {lost.label()}: "  # type: ignore[union-attr]
                f"{', '.join(m.ref for m in matches)} ({guess.ref} is nearest where it was)."
            ),
        )
    hidden = await _still_there_but_hidden(tab, lost, ref, timeout_ms) if lost is not None else None
    if hidden is not None:
        return hidden
    home = _open_in_other_tab(role, tab, ref)
    if home is not None and lost is not None and isinstance(err, RefError):
        return err.enriched(
            details={**seen, "in_tab": home},
            suggested_value=None,
            allowed_values=None,
            message=(
                f"Ref {what} is on tab {home['index']} ({home['url']}), not the active tab ({url}): "
                "select that tab, then retry."
            ),
        )
    offered = candidates(tab, lost, hint, action)
    nothing = f"no {lost.label()} is on the page now" if lost else "nothing ties it to an element on the page now"
    return err.enriched(
        details={**seen, "candidates": offered},
        suggested_value=None,
        allowed_values=[c["ref"] for c in offered] or None,
        message=f'{_cause(err, what)}; {nothing} ({url}, "{title}").',
    )


async def _still_there_but_hidden(
    tab: Tab, lost: RefEntry, ref: str, timeout_ms: float
) -> ElementNotInteractable | None:
    """The snapshot leaves hidden elements out: one with the same role and name may still be
    in the page, collapsed. Then the problem is to reveal it, not to find it."""
    from verdex_py.browser.actions import REASON_CAUSES, Probe, Target  # the error path only: no import cycle

    if lost.frame or not lost.name:
        return None
    locator = tab.page.get_by_role(lost.role, name=lost.name, exact=True, include_hidden=True)  # type: ignore[arg-type]
    with quietly() as failed:
        async with asyncio.timeout(1):
            if await locator.count() != 1 or await locator.is_visible():
                return None
            tag = await locator.evaluate(scripts.TAG)
    if failed:
        return None
    entry = RefEntry(ref, "", lost.role, lost.name, "", 0, tag)
    err = ElementNotInteractable(
        f"{ref} ({lost.label()}, <{tag}>) is not visible.",
        field="ref",
        details={"element": entry.describe(), "reason": "hidden"},
        facts={"reason": "hidden"},
        causes=[REASON_CAUSES["hidden"]],
    )
    return await explain_not_interactable(
        tab,
        Target(locator, entry, Probe(tag, visible=False, disabled=False, editable=False, cover=None, popup=False)),
        err,
        timeout_ms,
    )


def _cause(err: VerdexError, what: str) -> str:
    """The first half of the sentence: what happened to the ref, per code."""
    if isinstance(err, StaleRef):
        return f"Element {what} has left the page"
    if isinstance(err, FrameDetached):
        return f"The frame that held {what} is gone (removed or navigated)"
    if isinstance(err, NoSnapshot):
        return f"Ref {what} was used before any snapshot of this page"
    if isinstance(err, PageClosed):
        return f"{err.message.rstrip('.')} ({what} was lost)"
    if isinstance(err, UnknownRef):
        issued = err.details.get("issued_on")
        return f"Ref {what} belonged to the previous page {issued}" if issued else f"Ref {what} was never issued here"
    return err.message.rstrip(".")


# -- elements that cannot be used -------------------------------------------------------------

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
# What a control that dismisses a cover says (its text or label), for diagnose.js and cover_frame.js.
DISMISS = (
    r"^(accept|agree|allow|ok|okay|got it|close|dismiss|continue|i understand|×|✕|x|no thanks|reject|decline|deny"
    r"|minimi[sz]e|end chat)"
)
MAX_LIKELY = 3  # causes named when nothing on the page says why an element is disabled


async def _marked_refs(
    tab: Tab, count: int, timeout_ms: float, where: Page | Frame | None = None
) -> dict[int, RefEntry]:
    """Refs of the elements diagnose.js (or, in the frame `where`, cover_frame.js) marked; a fresh
    snapshot first when one was never issued (a banner that appeared after the agent's last look)."""
    where = where or tab.page
    internal: dict[int, str] = {}
    for index in range(count):
        with quietly(timeouts=False) as failed:
            line = await where.locator(f'[data-verdex-fix="{index}"]').aria_snapshot(mode="ai", timeout=1000)
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
        await _fresh_look(tab, timeout_ms, already=False)
        found = lookup()
    return found


def _fix(item: dict[str, Any], entry: RefEntry, cover: str) -> Fix:
    kind = item["kind"]
    name = item.get("name") or entry.name
    problem = f" ({item['message']})" if item.get("message") else ""
    return Fix(kind, FIX_WHY[kind].format(name=name[:60], cover=cover, problem=problem[:90]), entry.ref)


HOVER_SETTLE_S = 0.3  # how long a hovered element may take to show what it opens (menus wait a moment)


async def _hover_to_show(tab: Tab, target: Target, timeout_ms: float) -> list[Fix]:
    """Hover, one after the other, the few visible elements next to the hidden one (the trigger before
    it, the row or item holding it) until it shows: a menu opened by script, or by a stylesheet of
    another origin, tells nothing until tried. The error path only; the pointer stays where it worked."""
    with quietly() as failed:
        async with asyncio.timeout(1):
            candidates = await target.locator.evaluate(scripts.HOVER_CANDIDATES)
    if failed or not candidates:
        return []
    loop = asyncio.get_running_loop()
    for candidate in candidates:
        with quietly() as failed:
            async with asyncio.timeout(1 + HOVER_SETTLE_S):
                await tab.page.mouse.move(candidate["x"], candidate["y"])
                deadline = loop.time() + HOVER_SETTLE_S
                while not (shows := await target.locator.is_visible()) and loop.time() < deadline:
                    await tab.page.evaluate(scripts.RAF)
        if failed or not shows:
            continue
        refs = await _marked_refs(tab, candidate["index"] + 1, timeout_ms)
        entry = refs.get(candidate["index"])
        if entry is not None:
            return [_fix({"kind": "hover", "name": candidate["name"]}, entry, "")]
    with quietly():
        await tab.page.mouse.move(0, 0)  # nothing showed it: leave nothing hovered
    return []


def names_dismiss(err: ElementNotInteractable) -> bool:
    """Whether a diagnosed cover comes with the control that dismisses it."""
    facts = err.facts
    return isinstance(facts, NotInteractableFacts) and any(f.kind == "dismiss" for f in facts.fixes or ())


async def _dismiss_in_frame(tab: Tab, label: str, timeout_ms: float) -> list[Fix]:
    """The control that dismisses a cover drawn as an <iframe> (diagnose.js marked it), looked for in
    its own document, whatever its origin: a consent manager's "Accept all", a chat widget's close."""
    with quietly() as failed:
        async with asyncio.timeout(2):
            handle = await tab.page.locator("[data-verdex-cover-frame]").element_handle(timeout=1000)
            frame = await handle.content_frame()
            control = await frame.evaluate(scripts.COVER_FRAME, DISMISS) if frame else None
    if failed or frame is None or not control:
        return []
    refs = await _marked_refs(tab, 1, timeout_ms, where=frame)
    if 0 not in refs:
        return []
    return [_fix({"kind": "dismiss", "name": control["name"]}, refs[0], label)]


def _cover_label(cover: dict[str, Any] | None) -> str:
    if not cover:
        return "cover"
    what = "dialog" if cover.get("dialog") else f"<{cover['tag']}{' id=' + cover['id'] if cover.get('id') else ''}>"
    name = cover.get("label") or cover.get("text") or ""
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
                result = await target.locator.evaluate(scripts.DIAGNOSE, [reason, DISMISS])
            refs = await _marked_refs(tab, len(result["found"]), timeout_ms)
    except VerdexError:
        return err.enriched()
    if failed:
        return err.enriched()
    cover = result.get("cover")
    label = _cover_label(cover)
    fixes = [_fix(item, refs[item["index"]], label) for item in result["found"] if item["index"] in refs]
    if reason == "covered" and not fixes and cover and cover.get("frame"):
        fixes = await _dismiss_in_frame(tab, label, timeout_ms)
    likely = any(item.get("likely") for item in result["found"] if item["index"] in refs)
    element = f"{target.entry.ref} ({target.entry.label()}, <{target.probe.tag}>)"
    found: dict[str, Any] = {"fixes": fixes[:1] if likely else fixes}  # a guess: the likeliest alone, then the retry
    details: dict[str, Any] = {"fixes": [{"ref": f.ref, "action": f.why} for f in fixes]}
    if result["hints"]:
        details["hints"] = result["hints"]
    message = err.message
    if reason == "covered":
        details["covering_element"] = {**(cover or {}), "ref": fixes[0].ref if fixes else None}
        if fixes:
            message = f"{element} is covered by {label}; {fixes[0].ref} dismisses it."
        elif cover and cover.get("header"):
            message = f"{element} is under the fixed header {label}; no control dismisses it."
        elif cover and (cover.get("full") or cover.get("dialog")):
            found["fixes"] = [Fix("escape", f"close {label} if it reacts to Escape")]
            message = f"{element} is covered by {label}, which has no control to dismiss it."
        return err.enriched(details=details, facts=found, message=message)
    if reason == "hidden":
        if not fixes:
            fixes = found["fixes"] = await _hover_to_show(tab, target, timeout_ms)
            details["fixes"] = [{"ref": f.ref, "action": f.why} for f in fixes]
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
