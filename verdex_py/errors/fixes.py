"""What the browser layer says would help, turned into the tool calls that do it.

The browser layer never names a tool. It diagnoses fixes as data (`Fix`: dismiss the cover
with this ref, tick that box, reveal the element with that control, press Escape, wait) and
says what blocks a page by its kind (a dialog, a file chooser); a cover that asks something is
never answered for the agent: its fix (`decide`) leaves the choice, one of the error's
allowed_values, to the agent (`needs`). Here, once, those become
calls of published tools, for the recovery plans and for the sentences that name them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# The tool each kind of fix calls; the arguments it takes follow from the kind (`fix_call`).
FIX_TOOLS = {
    "dismiss": "browser_click",  # the control that only closes a cover (never one that answers it)
    "decide": "browser_click",  # a cover that asks: the agent clicks the choice it (or its user) makes
    "tick": "browser_click",  # a checkbox a disabled element waits for
    "reveal": "browser_click",  # the control that opens a collapsed part
    "hover": "browser_hover",  # the element whose :hover shows a hidden one (CSS menus, row actions)
    "focus": "browser_click",  # a click gives focus: the control whose :focus-within shows a hidden one
    "choose": "browser_click",  # an option of a radio group nobody chose
    "click": "browser_click",
    "fill": "browser_type",  # a field a disabled element waits for
    "keys": "browser_type",  # a search that listens for key presses: typed key by key
    "set_checked": "browser_fill_form",  # a checkbox or radio set to a state (typed into by mistake)
    "select": "browser_select_option",
    "escape": "browser_press_key",  # a cover with no control may close on Escape
    "wait": "browser_wait_for",  # a request in flight
    "navigate": "browser_navigate",  # a page of the site first (its storage belongs to its origin)
    "close_role": "browser_close",  # an ad-hoc role closed to make room (--max-adhoc-roles); value: its name
}
# what only the agent knows (a question's answer: its choices are the error's allowed_values)
NEEDS = {"fill": ["text"], "select": ["values"], "navigate": ["url"], "decide": ["ref"]}
MODAL_TOOLS = {"dialog": "browser_handle_dialog", "file_chooser": "browser_file_upload"}
SNAPSHOT_TOOL = "browser_snapshot"


@dataclass(frozen=True)
class Fix:
    """One diagnosed fix: what to do (`kind`), to which ref, and why, in the agent's words."""

    kind: str
    why: str
    ref: str | None = None
    value: str | None = None  # set_checked: "true" or "false"; fill: the text, navigate: the URL, when known
    instead: bool = False  # it does what the failed call meant: the plan's retry


def fix_call(fix: Fix) -> dict[str, Any]:
    """The step that makes a fix: tool, arguments, why (and what the agent must supply)."""
    if fix.kind == "escape":
        arguments: dict[str, Any] = {"key": "Escape"}
    elif fix.kind == "wait":  # its value: the seconds to wait, when the diagnosis knows more than 1
        arguments = {"time": float(fix.value) if fix.value else 1}
    elif fix.kind == "navigate":  # its value: a page to open, when one is known (a secret's origin)
        arguments = {"url": fix.value} if fix.value else {}
    elif fix.kind == "close_role":
        arguments = {"role": fix.value}
    elif fix.kind == "decide":
        arguments = {}
    elif fix.kind == "set_checked":
        arguments = {"fields": [{"ref": fix.ref, "type": "checkbox", "value": fix.value}]}
    elif fix.kind == "fill" and fix.value is not None:  # the text is known (a value the field accepts)
        arguments = {"ref": fix.ref, "text": fix.value}
    elif fix.kind == "keys":  # the option asked for, as its search text, typed key by key
        arguments = {"ref": fix.ref, "text": fix.value, "slowly": True}
    else:
        arguments = {"ref": fix.ref}
    step: dict[str, Any] = {"tool": FIX_TOOLS[fix.kind], "arguments": arguments, "why": fix.why}
    if needs := [n for n in NEEDS.get(fix.kind, []) if n not in arguments]:
        step["needs"] = needs
    if fix.instead:
        step["retry"] = True
    return step


def modal_tool(kind: str) -> str:
    """The tool that clears an open modal of this kind."""
    return MODAL_TOOLS[kind]


def modal_answer(kind: str, modal_type: str | None) -> tuple[dict[str, Any], list[str]]:
    """The arguments that clear an open modal, and what only the agent can say (`needs`): an alert
    has one answer (OK); a confirm, a prompt or a leave-page question is the agent's (or its user's)
    to answer, never the plan's (#41: accepting "Delete project?" deletes it). A file chooser is
    cancelled (`paths: []`), which chooses nothing."""
    if kind != "dialog":
        return {"paths": []}, []
    return ({"accept": True}, []) if modal_type == "alert" else ({}, ["accept"])


def modal_step(kind: str, modal_type: str, why: str) -> dict[str, Any]:
    """The plan step that clears an open modal (`modal_answer`), for a result's or an error's plan."""
    arguments, needs = modal_answer(kind, modal_type)
    step: dict[str, Any] = {"tool": modal_tool(kind), "arguments": arguments, "why": why}
    if needs:
        step["needs"] = needs
    return step


def modal_sentence(kind: str, modal_type: str, message: str) -> str:
    what = f'{modal_type} dialog "{message}"' if kind == "dialog" else f"file chooser ({message})"
    return f"A {what} is open; call {modal_tool(kind)} to clear it."


def zoom_hint(placeholder: str) -> str:
    """How to see inside a part a snapshot left out."""
    return f"{SNAPSHOT_TOOL}(ref={placeholder})"
