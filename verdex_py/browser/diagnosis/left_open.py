"""A popup the agent's own action left open (a suggestion list, a day grid, a panel of saved
accounts, a question beside a field), named when it opens and again when it blocks a later action.

Focusing or typing into a field often opens a popup that stays open after the action answered ok:
the next click is then "covered" or "disabled" and nothing said why. Here, after typing, or a click
on a field, that succeeded, what became visible during it (left_open.js, against what shown_mark.js saw as it
began) is named in the answer with its controls and their refs (`Opened`), and remembered per tab.
When a later action is refused (covered, or disabled) while that popup is still open, the error
names it as the cause, and the plan closes it by the safest means that chooses nothing: the
control that only closes it (asks.js, by structure), else Escape, else a click on a neutral spot
(a heading or paragraph outside it); then the retry. A means offered once and followed by the same
refusal with the popup still open is not offered again (#43 item 3): the next is, or the error
says none is left. Never a control of the popup that answers it (#41 item 0).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from verdex_py.browser.diagnosis.diagnose import marked_refs
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.edge.scripts import left_open_ops
from verdex_py.browser.edge.scripts.left_open_ops import StillQuery
from verdex_py.errors import ElementNotInteractable, NotInteractableFacts, VerdexError
from verdex_py.errors.fixes import Fix

if TYPE_CHECKING:
    from verdex_py.browser.edge.action_context import ActionContext
    from verdex_py.browser.page.actions import Target
    from verdex_py.browser.page.tab import Tab

OPENERS = {"click": "clicked", "type": "typed into"}  # the actions whose popups are looked for, as said
FIELDS = ("input", "textarea")  # a click on one (read-only ones too: a date field) focuses it: what opens is in the way
LISTS = ("listbox", "menu", "grid", "tree")  # popups whose controls are items to pick, not answers to a question
LOOK_S = 2.0  # the page's answer, at most (a stuck page: nothing is named)


@dataclass(frozen=True)
class Opened:
    """A popup an action left open: what it is, what opened it, its first controls with refs."""

    key: str  # its identity in the page while it stays (data-verdex-popup)
    kind: str  # listbox, dialog, menu, grid, tree, alertdialog, popover, or panel (no role)
    label: str
    by: str  # "typed into e5"
    controls: list[dict[str, str]]  # [{ref, name}]
    more: int  # controls not listed
    closer: str | None  # the ref of the control that only closes it
    asks: bool  # its controls answer it: the agent's (or its user's) choice, never a plan's

    @property
    def what(self) -> str:
        """It as a sentence names it: 'the listbox "Towns" that opened when you typed into e5'."""
        named = f' "{self.label[:40]}"' if self.label else ""
        return f"the {self.kind}{named} that opened when you {self.by}"

    def sentence(self) -> str:
        """The answer's line: 'It left a listbox "Towns" open: e10 "Porto", ...'."""
        listed = ", ".join(f'{c["ref"]} "{c["name"][:25]}"' for c in self.controls)
        more = f" and {self.more} more" if self.more else ""
        named = f' "{self.label[:40]}"' if self.label else ""
        asks = self.asks and self.kind not in LISTS and not self.closer
        said = " (it asks: its answer is yours, or your user's, to choose)" if asks else ""
        closes = f"; {self.closer} only closes it" if self.closer else ""
        return f"It left a {self.kind}{named} open{said}" + (f": {listed}{more}{closes}." if listed else ".")

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "label": self.label,
            "opened_by": self.by,
            "controls": self.controls,
            **({"closer": self.closer} if self.closer else {}),
        }


@dataclass
class _Memory:
    popup: Opened | None = None  # the last popup an action left open (until it is found gone)
    offered: list[str] = field(
        default_factory=list
    )  # means offered to close it: the same refusal after one = it failed


_BY_TAB: WeakKeyDictionary[Tab, _Memory] = WeakKeyDictionary()


async def opened_by(tab: Tab, target: Target, action: str, timeout_ms: float) -> Opened | None:
    """The popup `action` on `target` left open, its controls with refs (None: none did); remembered
    for the refusals it may cause next."""
    if action not in OPENERS or target.entry.frame:
        return None
    if action == "click" and not (target.probe.editable or target.probe.tag in FIELDS):
        return None  # a click on a button or a link opens what it was clicked for (a menu): not in the way
    if tab.settled is not None and tab.settled.mutations == 0:
        return None  # nothing in the page changed: nothing opened
    with quietly() as failed:
        async with asyncio.timeout(LOOK_S):
            found = await left_open_ops.found(target.locator, None)
    if failed or not found:
        return None
    refs = await marked_refs(tab, len(found["controls"]), timeout_ms) if found["controls"] else {}
    controls = [{"ref": refs[c["index"]].ref, "name": c["name"]} for c in found["controls"] if c["index"] in refs]
    closer = refs.get(found["closer"]) if found["closer"] is not None else None
    opened = Opened(
        key=found["key"],
        kind=found["kind"],
        label=found["label"],
        by=f"{OPENERS[action]} {target.entry.ref}",
        controls=controls,
        more=found["more"] + len(found["controls"]) - len(controls),
        closer=closer.ref if closer else None,
        asks=found["asks"],
    )
    _BY_TAB[tab] = _Memory(opened)
    return opened


def closing_means(opened: Opened, still: dict[str, Any], refs: dict[int, Any]) -> list[tuple[str, Fix]]:
    """The ways to close it that choose nothing, safest first, each with the key it is remembered by."""
    means: list[tuple[str, Fix]] = []
    if 0 in refs and still["closer"]:
        ref = refs[0].ref
        means.append((f'"{still["closer"][:25]}"', Fix("dismiss", f"close {opened.what} ({ref} only closes it)", ref)))
    means.append(("Escape", Fix("escape", f"close {opened.what} (Escape chooses nothing)")))
    if 1 in refs and still["spot"]:
        ref = refs[1].ref
        spot = f'"{still["spot"][:30]}"'
        means.append(
            ("a click beside it", Fix("dismiss", f"close {opened.what} by clicking beside it, on {spot}", ref))
        )
    return means


async def blame(
    tab: Tab, target: Target, err: ElementNotInteractable, actx: ActionContext, timeout_ms: float
) -> VerdexError:
    """`err`, or (while the popup an earlier action left open is still open over `target`, or while
    `target` is disabled) the error that names that popup as the cause, whose plan closes it by a
    means not offered before, then retries."""
    memory = _BY_TAB.get(tab)
    facts = err.facts
    reason = facts.reason if isinstance(facts, NotInteractableFacts) else None
    if memory is None or memory.popup is None or reason not in ("covered", "disabled") or target.entry.frame:
        return err
    opened = memory.popup
    with quietly() as failed:
        async with asyncio.timeout(LOOK_S):
            still = await left_open_ops.still(target.locator, StillQuery(key=opened.key, covered=reason == "covered"))
    if failed:
        return err
    if still is None:  # closed since: whatever blocks the element now, it is not this popup
        _BY_TAB.pop(tab, None)
        return err
    if reason == "covered" and not still["covers"]:
        return err
    refs = await marked_refs(tab, 2, timeout_ms)
    means = closing_means(opened, dict(still), refs)
    fresh = [(key, fix) for key, fix in means if key not in memory.offered]
    element = f"{target.entry.ref} ({target.entry.label()}, <{target.probe.tag}>)"
    state = "is covered by" if reason == "covered" else "is disabled while"
    still_open = "" if reason == "covered" else " is open"
    tried = list(memory.offered)
    left = f" ({', '.join(tried)} left it open)" if tried else ""
    if fresh:
        key, fix = fresh[0]
        memory.offered.append(key)
        message = f"{element} {state} {opened.what}{still_open}{left}: close it first, then retry."
        fixes: list[Fix] | None = [fix]
    else:  # what is left is the agent's: answer it (its controls), or look again
        message = f"{element} {state} {opened.what}{still_open}{left}; nothing else closes it without choosing."
        fixes = (
            [Fix("decide", f"click the control you (or your user) choose, one of {', '.join(allowed)}")]
            if (allowed := [c["ref"] for c in opened.controls])
            else None
        )
    details: dict[str, Any] = {"element": target.entry.describe(), "reason": reason, "popup": opened.as_dict()}
    if fixes:
        details["fixes"] = [{"ref": f.ref, "action": f.why} for f in fixes]
    if tried:
        details["popup"]["tried"] = tried
    return ElementNotInteractable(
        message,
        field="ref",
        allowed_values=None if fresh or not fixes else [c["ref"] for c in opened.controls],
        details=details,
        facts=NotInteractableFacts(actx.retry_arguments, reason, fixes),
        causes=[f"A {opened.kind} your own earlier action opened is still open"],
    )
