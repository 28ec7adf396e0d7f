"""The error path's look for a popup that blocks the page: one the action itself opened.

Focusing a field may open a dialog (terms to accept, a notice, a sign-in) that disables the form
or takes the keys: the value is then "refused", the button "disabled", and nothing about the
element explains why. The popup is on the page, with its controls; this names it and them with
refs, and the plan answers it (its dismissing control, told by structure: dismisser.js), then
retries.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from verdex_py.browser.diagnosis.diagnose import marked_refs
from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.errors import (
    ActionTimeout,
    CorrectionFacts,
    ElementNotInteractable,
    NotInteractableFacts,
    VerdexError,
)
from verdex_py.errors.fixes import Fix

if TYPE_CHECKING:
    from verdex_py.browser.edge.action_context import ActionContext
    from verdex_py.browser.page.actions import Target
    from verdex_py.browser.page.tab import Tab

DOING = {"type": "typing", "click": "click", "fill_form": "form fill", "select_option": "selection", "hover": "hover"}


def _blockable(exc: VerdexError) -> bool:
    """An error a popup may explain: a value the page refused, an element disabled or covered, a timeout."""
    if isinstance(exc, ActionTimeout):
        return True
    if isinstance(exc, ElementNotInteractable):
        facts = exc.facts
        return (
            isinstance(facts, NotInteractableFacts)
            and facts.reason in ("disabled", "covered", "not_editable", None)
            and not facts.fixes
        )
    return isinstance(exc.facts, CorrectionFacts) and bool(exc.facts.page_refused)


async def name_popup(tab: Tab, target: Target, exc: VerdexError, actx: ActionContext, timeout_ms: float) -> VerdexError:
    """`exc`, or (when a popup blocks the page) the error that names it and its controls with refs,
    whose plan answers it and retries."""
    if not _blockable(exc) or target.entry.frame:
        return exc
    with quietly() as failed:
        async with asyncio.timeout(2):
            popup: dict[str, Any] | None = await target.locator.evaluate(scripts.BLOCKER)
    if failed or not popup or not popup["controls"]:
        return exc
    refs = await marked_refs(tab, len(popup["controls"]), timeout_ms)
    controls = [{"ref": refs[c["index"]].ref, "name": c["name"]} for c in popup["controls"] if c["index"] in refs]
    if not controls:
        return exc
    best = refs.get(popup["best"]) if popup["best"] is not None else None
    first = best.ref if best is not None else controls[0]["ref"]
    kind = "dialog" if popup["dialog"] else "layer"
    when = f"opened during the {DOING.get(actx.action, actx.action)}" if popup["appeared"] else "is open"
    listed = ", ".join(f'{c["ref"]} "{c["name"][:25]}"' for c in controls)
    label = popup["label"][:40]
    message = f'{exc.message.rstrip(".")[:200]}: a {kind} "{label}" {when} and blocks the page; its controls: {listed}.'
    name = next(c["name"] for c in controls if c["ref"] == first)
    fixes = [Fix("dismiss", f'answer the {kind} "{label}" with "{name[:25]}"', first)]
    return ElementNotInteractable(
        message,
        field="ref",
        details={
            "element": target.entry.describe(),
            "reason": "covered",
            "popup": {"label": popup["label"], "kind": kind, "appeared": popup["appeared"], "controls": controls},
        },
        facts=NotInteractableFacts(actx.retry_arguments, "covered", fixes),
        causes=[f"A {kind} the page opened blocks it until it is answered"],
    )
