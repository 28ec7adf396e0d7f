"""Resolving refs to live elements and probing them before an action.

Resolution is where "Ref e3 not found" becomes a diagnosis: never issued, from the
previous page, before any snapshot, element gone (with its fresh ref when it is back),
or its frame gone. Acting first probes the element once (visible, enabled, editable,
covered) so a disabled button fails in milliseconds, not after the whole timeout.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from playwright.async_api import Locator

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.element_eval import evaluate_first, evaluate_now
from verdex_py.browser.edge.playwright_errors import map_playwright_errors, quietly
from verdex_py.browser.page.capture import capture
from verdex_py.browser.page.tab import Modal, Tab
from verdex_py.browser.snapshot.ref_map import RefEntry
from verdex_py.errors import (
    CorrectionFacts,
    ElementNotInteractable,
    InvalidArgument,
    ModalDialogOpen,
    ModalFacts,
    NoSnapshot,
    NotInteractableFacts,
    RetryFacts,
    StaleRef,
    UnknownRef,
)
from verdex_py.errors.fixes import Fix
from verdex_py.refs import REF, REF_PATTERN, aria_ref, correct_ref, ref_attr, split_ref

POLL_S = 0.1  # how often a state that ends by itself is looked at again
TYPING_ROLES = frozenset({"textbox", "searchbox", "spinbutton"})  # roles whose elements take typed text


class Unusable(StrEnum):
    """Why the probe says an element cannot take the action (ELEMENT_NOT_INTERACTABLE's reason)."""

    HIDDEN = "hidden"
    DISABLED = "disabled"
    NOT_EDITABLE = "not_editable"
    COVERED = "covered"


REASON_CAUSES = {
    Unusable.COVERED: "Another element (banner, modal, overlay) is drawn over it",
    Unusable.DISABLED: "It is disabled until some condition is met (a required field, a pending request)",
    Unusable.HIDDEN: "It is hidden (display:none, collapsed, or not rendered yet)",
    Unusable.NOT_EDITABLE: "It is read-only or not a field that takes text",
}


@dataclass(frozen=True)
class Probe:
    """What scripts/probe.js saw of an element just before the action."""

    tag: str
    visible: bool
    disabled: bool
    editable: bool
    cover: dict[str, Any] | None  # what is drawn over its centre: tag, id, text, controls (published as is)
    popup: bool  # inside a target=_blank link or form: the action may open a tab
    busy: bool = False  # inside an aria-busy part: a disabled state that ends by itself
    input_type: str | None = None  # an <input>'s type: the format typed text must have (browser/input/formats.py)
    point: tuple[float, float] | None = None  # covered at its centre: a point of it that shows (from its corner)
    box: bool = False  # a field that takes one character: typing looks for its run of code boxes (segments.py)

    @classmethod
    def of(cls, seen: dict[str, Any]) -> Probe:
        facts = (seen["tag"], seen["visible"], seen["disabled"], seen["editable"], seen["cover"], seen["popup"])
        point = seen.get("point")
        at = (point["x"], point["y"]) if point else None
        return cls(*facts, seen.get("busy", False), seen.get("type"), at, seen.get("box", False))

    def problem(self, *, needs_editable: bool) -> Unusable | None:
        if not self.visible:
            return Unusable.HIDDEN
        if self.disabled:
            return Unusable.DISABLED
        if needs_editable and not self.editable:
            return Unusable.NOT_EDITABLE
        if self.cover:
            return Unusable.COVERED
        return None


@dataclass
class Target:
    locator: Locator
    entry: RefEntry
    probe: Probe
    watching: bool = False  # the probe also started counting DOM mutations (top document, nothing since)
    reopened: tuple[str, ...] = ()  # the openers clicked or hovered to reach it (calls/reopen.py), named


def check_modal(tab: Tab) -> None:
    if tab.modals:
        modal = tab.modals[0]
        raise ModalDialogOpen(
            modal.sentence(), details={"modal": modal.describe()}, facts=ModalFacts(modal.kind, modal_type=modal.type)
        )


async def resolve(tab: Tab, ref: str, ctx: ActionContext, timeout_ms: float) -> Target:
    check_modal(tab)
    refs = tab.refs
    if not REF.fullmatch(ref):
        suggestion = correct_ref(ref)
        raise InvalidArgument(
            f"'{ref}' is not a ref; refs look like e5 (top document) or f1e2 (inside a frame).",
            field="ref",
            allowed_values={"pattern": REF_PATTERN},
            suggested_value=suggestion,
            details={"ref": ref},
            facts=CorrectionFacts({**ctx.retry_arguments, "ref": suggestion} if suggestion else None),
        )
    entry = refs.entries.get(ref)
    if entry is None:
        retired = refs.find_retired(ref)
        if refs.generation == 0:
            raise NoSnapshot(
                f"Ref {ref} was used before any snapshot of this page ({tab.page.url}).",
                field="ref",
                details={"ref": ref, "url": tab.page.url},
                expected=bool(retired and retired[0].caused_by_action),
            )
        if retired:
            doc, old = retired
            raise UnknownRef(
                f"Ref {ref} ({old.label()}) belonged to the previous page {doc.url}; the page is now {tab.page.url}.",
                field="ref",
                details={"ref": ref, "element": old.describe(), "issued_on": doc.url, "url": tab.page.url},
                expected=doc.caused_by_action,
                expected_note="navigation caused by your own action",
            )
        never = refs.never_issued(ref)  # "never" only when true: past every number this role printed
        raise UnknownRef(  # a look-alike ref is no evidence: the error lists what the page offers instead
            f"Ref {ref} was never issued for this page ({tab.page.url})."
            if never
            else f"Ref {ref} is not on this page ({tab.page.url}): no snapshot of it we still hold shows it.",
            field="ref",
            details={"ref": ref, "url": tab.page.url, "never_issued": never},
        )
    ctx.element = entry.describe()
    refs.used.add(ref)  # shown in every full snapshot from now on, even in a condensed run
    if ref not in refs.latest or (refs.resolvable is not None and ref not in refs.resolvable):
        # The last snapshot was of one region, or did not show the element (hidden until its menu was
        # hovered, as it may be now): Playwright resolves only what it saw last, so let it look again.
        await capture(tab, timeout_ms)
        entry = refs.entries.get(ref, entry)
    locator = tab.page.locator(aria_ref(entry.internal))
    with map_playwright_errors(ctx):
        # Bounded: neither way takes a timeout of its own, and a page stuck mid-navigation never answers.
        async with asyncio.timeout(timeout_ms / 1000):
            seen, watching = await _probe_first(locator, observe=entry.frame == "")
        if seen is None:
            await _raise_stale(tab, entry, ctx, timeout_ms)
        probe = Probe.of(seen)
    entry.tag = probe.tag
    ctx.element = entry.describe()
    return Target(locator, entry, probe, watching)


async def _probe_first(locator: Locator, *, observe: bool) -> tuple[dict[str, Any] | None, bool]:
    """The probe of the element `locator` matches now (None: no element), in one round trip (with
    `observe`, the page starts counting DOM mutations in the same one: then True); when the page
    cannot answer that way, by its element handles (evaluate_all does not see aria-ref matches;
    handles do, and come back empty at once)."""
    with quietly(timeouts=False) as failed:
        found, seen = await evaluate_first(locator, scripts.PROBE_AND_OBSERVE if observe else scripts.PROBE)
    if not failed:
        return (seen, observe) if found else (None, False)
    handles = await locator.element_handles()
    if not handles:
        return None, False
    try:
        seen = await handles[0].evaluate(scripts.PROBE)
    finally:  # released on the error path too
        for handle in handles:
            with quietly():
                await handle.dispose()
    return seen, False


async def outwait(target: Target, problem: Unusable, needs_editable: bool, timeout_ms: float) -> Target:
    """Probe again until `problem` is gone or `timeout_ms` ran out, as Playwright's actionability
    checks wait: a button disabled while a request is in flight, that the response re-enables."""
    deadline = asyncio.get_running_loop().time() + timeout_ms / 1000
    probe = target.probe
    while probe.problem(needs_editable=needs_editable) is problem:
        left = deadline - asyncio.get_running_loop().time()
        if left <= 0:
            break
        await asyncio.sleep(min(POLL_S, left))
        with quietly() as failed:
            async with asyncio.timeout(max(left, POLL_S)):
                seen = await target.locator.evaluate(scripts.PROBE, timeout=max(left * 1000, 100))
        if failed:
            break
        probe = Probe.of(seen)
    return Target(target.locator, target.entry, probe)


async def _raise_stale(tab: Tab, entry: RefEntry, ctx: ActionContext, timeout_ms: float) -> None:
    await capture(tab, timeout_ms)  # the error path pays for a fresh look so the agent does not have to
    matches = tab.refs.same_element(entry.role, entry.name)
    fresh = matches[0].ref if len(matches) == 1 else None
    if entry.tag is None and matches:  # the element that replaced it tells us what it was
        with map_playwright_errors(ctx):
            handles = await tab.page.locator(aria_ref(matches[0].internal)).element_handles()
            if handles:
                entry.tag = await handles[0].evaluate(scripts.TAG)
    where = (
        f"; its fresh ref is {fresh}."
        if fresh
        else f"; {len(matches)} elements now match {entry.label()}, so pick one from a snapshot."
        if matches
        else "; no element with the same role and name is on the page now."
    )
    raise StaleRef(
        f"Element {entry.ref} ({entry.label()}{f', <{entry.tag}>' if entry.tag else ''}) has left the page{where}",
        field="ref",
        suggested_value=fresh,
        allowed_values=[m.ref for m in matches] if len(matches) > 1 else None,
        details={"element": entry.describe(), "fresh_ref": fresh, "url": tab.page.url},
        facts=RetryFacts(ctx.retry_arguments),
    )


def _cover_choices(tab: Tab, cover: dict[str, Any]) -> list[dict[str, str]]:
    """The cover's controls the last snapshot names, with their refs: which one only closes it is
    decided by structure on the error path (diagnosis/), never here, so none is picked."""
    choices = []
    for control in cover.get("controls", []):
        matches = tab.refs.same_element(control["role"], control["name"])
        if len(matches) == 1:
            choices.append({"ref": matches[0].ref, "name": control["name"]})
    return choices


async def _editable_nearby(tab: Tab, target: Target, limit: int = 3) -> list[str]:
    """Fields near the refused one that really take text (probed: not read-only, not disabled)."""
    number = split_ref(target.entry.ref)[1]
    candidates = sorted(
        (
            e
            for e in tab.refs.entries.values()
            if e.ref in tab.refs.latest
            and e.role in TYPING_ROLES
            and e.frame == target.entry.frame
            and e.ref != target.entry.ref
        ),
        key=lambda e: abs(split_ref(e.ref)[1] - number),
    )
    found: list[str] = []
    for entry in candidates[: limit * 4]:
        with quietly():
            async with asyncio.timeout(0.5):
                handles = await tab.page.locator(aria_ref(entry.internal)).element_handles()
                if handles and Probe.of(await handles[0].evaluate(scripts.PROBE)).editable:
                    found.append(entry.ref)
        if len(found) == limit:
            break
    return found


async def not_interactable(tab: Tab, target: Target, ctx: ActionContext, reason: Unusable) -> ElementNotInteractable:
    """Build the error from the probe, naming the cover or the nearby editable fields."""
    label = f"{target.entry.ref} ({target.entry.label()}, <{target.probe.tag}>)"
    details: dict[str, Any] = {"element": target.entry.describe(), "reason": reason.value}
    facts = NotInteractableFacts(ctx.retry_arguments, reason.value)
    suggested = None
    allowed = None
    if reason is Unusable.COVERED and target.probe.cover is not None:
        cover = target.probe.cover
        choices = _cover_choices(tab, cover)
        cover_name = f'<{cover["tag"]}{" id=" + cover["id"] if cover["id"] else ""}> "{cover["text"][:60]}"'
        details["covering_element"] = {**cover, "ref": None}
        message = f"{label} is covered by {cover_name}."
        if choices:  # (the diagnosis, when it runs, names the control that only closes it, if one does)
            allowed = [c["ref"] for c in choices]
            listed = ", ".join(f'{c["ref"]} "{c["name"][:25]}"' for c in choices)
            facts.fixes = [Fix("decide", f"click the control of the cover you mean ({', '.join(allowed)})")]
            message = f"{label} is covered by {cover_name}; its controls: {listed}; which to click is yours to decide."
    elif reason is Unusable.NOT_EDITABLE:
        editable = await _editable_nearby(tab, target)
        suggested = editable[0] if editable else None
        allowed = editable or None
        message = f"{label} is not an editable field" + (
            f"; nearby editable fields: {', '.join(editable)}." if editable else "."
        )
    else:
        message = f"{label} is {'disabled' if reason is Unusable.DISABLED else 'not visible'}."
    return ElementNotInteractable(
        message,
        field="ref",
        suggested_value=suggested,
        allowed_values=allowed,
        details=details,
        facts=facts,
        causes=[REASON_CAUSES[reason]],
    )


async def element_state(target: Target) -> str | None:
    """The acted-on element's snapshot line, rebuilt from its live state (None if it cannot be read)."""
    with quietly() as failed:
        async with asyncio.timeout(0.5):
            state = await evaluate_now(target.locator, scripts.STATE, timeout_ms=None)
    if failed:
        return None
    return element_line(target, state)


def element_line(target: Target, state: dict[str, Any]) -> str:
    """The acted-on element's snapshot line from its state (scripts/state.js's answer)."""
    entry = target.entry
    name = f' "{entry.name}"' if entry.name else ""
    flags = " [checked]" if state["checked"] else ""
    flags += " [expanded]" if state["expanded"] == "true" else ""
    value = state["value"] or (", ".join(state["selected"]) if state["selected"] else "")
    return f"- {entry.role}{name}{flags} {ref_attr(entry.ref)}" + (f": {value}" if value else "")


async def run_action(tab: Tab, action: Awaitable[Any]) -> Modal | None:
    """Run an input action, returning early with the modal (dialog, file chooser) it opened.

    A dialog opened by a click blocks the click's own completion, so waiting on the
    click alone would hang until the timeout.
    """
    task = asyncio.ensure_future(action)
    dialog_seen = tab.modal_event()
    waiter = asyncio.ensure_future(dialog_seen.wait())
    try:
        done, _ = await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
    except asyncio.CancelledError:  # the call was cancelled (by its client, or a shutdown): so is its action
        task.cancel()
        waiter.cancel()
        raise
    if task in done:
        waiter.cancel()
        task.result()
        return None
    task.add_done_callback(lambda t: t.cancelled() or t.exception())  # retrieved: never "never retrieved"
    # Drop the ones that ended: an agent that answers dialogs and never waits must not grow the list.
    tab.pending_actions = [t for t in tab.pending_actions if not t.done()] + [task]
    return tab.modals[0]
