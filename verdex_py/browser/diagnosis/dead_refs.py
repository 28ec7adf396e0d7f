"""The error path's second look at a dead ref: find the element the agent meant.

A ref error is raised with the facts at hand where it happens. When the server can learn
more by looking again (a fresh snapshot), it does so here, once, on the error path only, so
that the plan can name the element's new ref instead of sending the agent to look around.
The rule throughout: suggest a ref only with evidence that it is the intended element (the
same role and accessible name); otherwise list what the page offers and let the agent choose.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from verdex_py.browser.diagnosis.diagnose import explain_not_interactable, fresh_look
from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.page.actions import REASON_CAUSES, Probe, Target
from verdex_py.browser.page.scrolling import SCROLL_BACK, seek
from verdex_py.browser.snapshot.ref_map import RefEntry
from verdex_py.closest import likeness
from verdex_py.errors import (
    ElementNotInteractable,
    FrameDetached,
    NoSnapshot,
    PageClosed,
    RefError,
    StaleRef,
    UnknownRef,
    VerdexError,
)

if TYPE_CHECKING:
    from verdex_py.browser.page.tab import Tab
    from verdex_py.browser.role.roles import RoleRuntime

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
    agent kept a ref from there (a role's tabs never share a ref number, see snapshot/ref_map.py)."""
    for index, other in enumerate(role.tabs if role else []):
        if other is not tab and not other.closed and ref in other.refs.latest:
            return {"index": index, "url": other.page.url}
    return None


def _best_guess(matches: list[RefEntry], lost: RefEntry) -> RefEntry:
    """Among several elements with the same role and name: the same frame, then the nearest position."""
    return min(matches, key=lambda e: (e.frame != lost.frame, abs(_number(e.ref) - _number(lost.ref))))


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
    if not await fresh_look(tab, timeout_ms, already=isinstance(err, StaleRef)):
        return err.enriched()
    url = tab.page.url
    title = ""
    with quietly(timeouts=False):
        title = await tab.page.title()
    matches = tab.refs.same_element(lost.role, lost.name) if lost is not None else []
    scrolled = None
    if not matches and lost is not None and lost.name and isinstance(err, StaleRef):
        matches, scrolled = await _scrolled_back(tab, lost, timeout_ms)
    if lost is None and hint:  # the agent's own description of the element, matched exactly
        named = [e for e in _latest(tab) if e.name and e.name.lower() == hint.strip().lower()]
        if len(named) == 1:
            lost, matches = RefEntry(ref, "", named[0].role, named[0].name, "", 0), named
    seen: dict[str, Any] = {"url": url, "title": title}
    if lost is not None and "element" not in err.details:
        seen["element"] = lost.describe() | {"ref": ref}
    what = f"{ref} ({lost.label()})" if lost else ref
    if scrolled is not None:
        seen["scrolled"] = scrolled
    if len(matches) == 1:
        fresh = matches[0].ref
        back = f", scrolled back into view in {scrolled}" if scrolled else ""
        return err.enriched(
            details={**seen, "fresh_ref": fresh},
            suggested_value=fresh,
            allowed_values=None,
            message=f"{_cause(err, what)}; the same element is {fresh} on the page now{back} ({url}).",
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


async def _scrolled_back(tab: Tab, lost: RefEntry, timeout_ms: float) -> tuple[list[RefEntry], str | None]:
    """A row a virtual list unrendered (the agent scrolled elsewhere, the list re-rendered) is brought
    back: the page's scrolling containers are scrolled until the same role and name is on the page
    again (page/scrolling.py, bounded; left there so the row stays rendered). The container, or None."""
    name = lost.name.lower()

    async def shown(text: str) -> bool:
        return name in text.lower()

    async def same(_: str) -> bool:
        return bool(tab.refs.same_element(lost.role, lost.name))

    try:
        tree, scrolled = await seek(tab, same, shown, timeout_ms, SCROLL_BACK)
    except VerdexError:  # the page failed while scrolling: the error lists what the page offers instead
        return [], None
    if tree is None:
        return [], None
    return tab.refs.same_element(lost.role, lost.name), scrolled.where


async def _hidden_target(tab: Tab, lost: RefEntry) -> Target | None:
    """The snapshot leaves hidden elements out: one with the same role and name may still be in the
    page, collapsed (a closed menu). Then it is to be revealed, not found."""
    if lost.frame or not lost.name:
        return None
    locator = tab.page.get_by_role(lost.role, name=lost.name, exact=True, include_hidden=True)  # type: ignore[arg-type]
    with quietly() as failed:
        async with asyncio.timeout(1):
            if await locator.count() != 1 or await locator.is_visible():
                return None
            probe = Probe.of(await locator.evaluate(scripts.PROBE))
    if failed:
        return None
    return Target(locator, lost, probe)


async def find_hidden(role: RoleRuntime | None, tab: Tab, err: DeadRef, ref: str, timeout_ms: float) -> Target | None:
    """The element a dead ref meant, when it is still in the page but hidden and nothing visible
    matches it: the action reveals it (calls/reveal.py) instead of failing."""
    lost = _lost_entry(role, tab, ref, err)
    if lost is None or not await fresh_look(tab, timeout_ms, already=isinstance(err, StaleRef)):
        return None
    if tab.refs.same_element(lost.role, lost.name):
        return None
    return await _hidden_target(tab, lost)


async def _still_there_but_hidden(
    tab: Tab, lost: RefEntry, ref: str, timeout_ms: float
) -> ElementNotInteractable | None:
    """A hidden element with the dead ref's role and name: the error says what reveals it."""
    target = await _hidden_target(tab, lost)
    if target is None:
        return None
    tag = target.probe.tag
    entry = RefEntry(ref, "", lost.role, lost.name, "", 0, tag)
    err = ElementNotInteractable(
        f"{ref} ({lost.label()}, <{tag}>) is not visible.",
        field="ref",
        details={"element": entry.describe(), "reason": "hidden"},
        facts={"reason": "hidden"},
        causes=[REASON_CAUSES["hidden"]],
    )
    return await explain_not_interactable(tab, Target(target.locator, entry, target.probe), err, timeout_ms)


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
        if issued:
            return f"Ref {what} belonged to the previous page {issued}"
        never = err.details.get("never_issued")
        return f"Ref {what} was never issued here" if never else f"Ref {what} is not on this page"
    return err.message.rstrip(".")
