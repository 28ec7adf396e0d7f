"""What Playwright's message says when an element refuses an action or a value, as our typed error.

An element that refuses the action (covered, disabled, not editable, hidden: `refused_action`)
or the value sent (a box typed into, text in a number field, a radio unticked, a box the page
ticks back: `refused_value`) is the agent's to fix, with the fix named, not an INTERNAL_ERROR.
These read the message only; catching Playwright's exceptions stays in playwright_errors.py,
whose `translate` asks them.
"""

from __future__ import annotations

import re
from typing import Any

from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.errors.exceptions import (
    CorrectionFacts,
    ElementNotInteractable,
    InvalidArgument,
    NotInteractableFacts,
    VerdexError,
)
from verdex_py.errors.fixes import Fix

_NOT_EDITABLE = ("is not an <input>", "element is not editable")
_HIDDEN = ("element is not visible", "element is not attached")


def refused_action(message: str, ctx: ActionContext) -> ElementNotInteractable | None:
    """An element the action could not use (covered, disabled, not editable, hidden), from the call
    log's last word; None when the message says nothing of the kind."""
    log_text = message
    if "intercepts pointer events" in log_text:
        cover = re.findall(r"(<[^\n]*?>)(?:…</\w+>)? (?:from <[^\n]*?> subtree )?intercepts pointer events", log_text)
        reason, cover_html = "covered", (cover[-1] if cover else None)
        text = f"{ctx.target()} is covered by another element{f' ({cover_html})' if cover_html else ''}."
    elif "element is not enabled" in log_text:
        reason, cover_html = "disabled", None
        text = f"{ctx.target()} is disabled."
    elif any(s in log_text for s in _NOT_EDITABLE):
        reason, cover_html = "not_editable", None
        text = f"{ctx.target()} is not an editable field."
    elif any(s in log_text for s in _HIDDEN):
        reason, cover_html = "hidden", None
        text = f"{ctx.target()} is not visible."
    else:
        return None
    details = {"element": ctx.element, "reason": reason}
    if cover_html:
        details["covering_element"] = {"html": cover_html}
    return ElementNotInteractable(
        text, field="ref", details=details, facts=NotInteractableFacts(ctx.retry_arguments, reason)
    )


TRUE_WORDS = ("true", "yes", "on", "1", "checked", "x")
FALSE_WORDS = ("false", "no", "off", "0", "unchecked")


def _truth(text: Any) -> bool | None:
    """A text that says ticked or unticked ("true", "no", ...); None for any other text."""
    word = text.strip().lower() if isinstance(text, str) else None
    return True if word in TRUE_WORDS else False if word in FALSE_WORDS else None


def refused_value(message: str, ctx: ActionContext) -> VerdexError | None:
    """An element that cannot take the value sent (a box typed into, a number that is not one, a radio
    unticked, a box the page ticks back): the reason, not INTERNAL_ERROR."""
    target = ctx.target() or "The element"
    element = ctx.element or {}
    unfillable = re.search(r'Input of type "(\w+)" cannot be filled', message)
    if unfillable:
        kind = unfillable.group(1)
        ref = element.get("ref")
        fixes = None
        state = _truth(ctx.retry_arguments.get("text"))
        if kind in ("checkbox", "radio") and ref and state is not None and (state or kind == "checkbox"):
            why = f"set the {kind} to {'ticked' if state else 'unticked'}, as the text said (it takes no text)"
            fixes = [Fix("set_checked", why, ref, "true" if state else "false", instead=True)]
        elif kind in ("checkbox", "radio") and ref:
            fixes = [Fix("tick", f"tick or untick the {kind} (it takes no text)", ref)]
        elif kind == "file" and ref:
            fixes = [Fix("click", "open its file chooser (the files are chosen there)", ref)]
        return ElementNotInteractable(
            f"{target} is a {kind} input, not a text field: it takes no typed text.",
            field="ref",
            details={"element": ctx.element, "reason": "not_editable", "input_type": kind},
            facts=NotInteractableFacts(ctx.retry_arguments, "not_editable", fixes),
            causes=[
                f"An <input type={kind}> is {'ticked' if kind in ('checkbox', 'radio') else 'operated'}, not typed into"
            ],
        )
    if "Cannot type text into input[type=number]" in message or "Malformed value" in message:
        return InvalidArgument(
            f"{target} does not take this text in its format.",
            field="text",
            details={"element": ctx.element},
        )
    if "Cannot uncheck radio button" in message:
        return InvalidArgument(
            f"{target} is a radio button: it is unticked only by ticking another of its group.",
            field="value",
            allowed_values=["true"],
            details={"element": ctx.element},
        )
    if "did not change its state" in message:
        return InvalidArgument(
            f"{target} went back to its old state after the click: a script on the page refused the change.",
            field="value",
            details={"element": ctx.element, "reason": "page_script"},
            facts=CorrectionFacts(page_refused=True),
            causes=["A script on the page refuses this state (it often says why on the page)"],
        )
    return None
