"""The error path's look for a popup that blocks the page: one the action itself opened.

Focusing a field may open a dialog (terms to accept, a notice, a sign-in) that disables the form
or takes the keys: the value is then "refused", the button "disabled", and nothing about the
element explains why. The popup is on the page, with its controls; this names it and them with
refs, and the plan closes it with a control that only closes it (told by structure: asks.js),
then retries; a popup that asks something with nothing that only closes it is never answered for
the agent: the plan asks it to choose (questions.py).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from verdex_py.browser.diagnosis.diagnose import marked_refs
from verdex_py.browser.diagnosis.questions import Question, answered
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
    kind = "dialog" if popup["dialog"] else "layer"
    when = f"opened during the {DOING.get(actx.action, actx.action)}" if popup["appeared"] else "is open"
    label = popup["label"][:40]
    details: dict[str, Any] = {
        "element": target.entry.describe(),
        "reason": "covered",
        "popup": {"label": popup["label"], "kind": kind, "appeared": popup["appeared"], "controls": controls},
    }
    allowed = None
    if popup["asks"] or best is None:  # its answer is the agent's: closed by what only closes it, or chosen
        question = Question(
            popup["question"],
            [{"ref": refs[i].ref, "name": popup["controls"][i]["name"]} for i in popup["choices"] if i in refs],
        )
        closer = Fix("dismiss", "", best.ref) if best is not None else None
        said, fixes = answered(question, f'a {kind} "{label}" that {when}', closer)
        details.update(question.details())
        allowed = None if closer else question.refs or None
        message = f"{exc.message.rstrip('.')[:200]}: the page is blocked by {said}"
    else:
        listed = ", ".join(f'{c["ref"]} "{c["name"][:25]}"' for c in controls)
        blocks = f'a {kind} "{label}" {when} and blocks the page'
        message = f"{exc.message.rstrip('.')[:200]}: {blocks}; its controls: {listed}."
        name = next(c["name"] for c in controls if c["ref"] == best.ref)
        fixes = [Fix("dismiss", f'answer the {kind} "{label}" with "{name[:25]}"', best.ref)]
    return ElementNotInteractable(
        message,
        field="ref",
        allowed_values=allowed,
        details=details,
        facts=NotInteractableFacts(actx.retry_arguments, "covered", fixes),
        causes=[f"A {kind} the page opened blocks it until it is answered"],
    )
