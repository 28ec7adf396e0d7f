"""The steps a widget input took, as Playwright statements.

`browser_select_option` on a custom combobox, a menu with submenus or a search combobox, and
`browser_type` into an ARIA slider, are carried out by the server the way a user does it:
open, type the search, hover into the submenu, click the option, press keys. The recording
holds those steps (browser/input/recorded_steps.py: each on the call's element, or on an element
described as a ref's is), and the test does the same; `select_option` would fail there.
"""

from __future__ import annotations

from typing import Any

from verdex_py.codegen.body import Body, locate_facts, text_expr
from verdex_py.codegen.capabilities import skip
from verdex_py.codegen.locators import _q, by_role, frame_scope
from verdex_py.codegen.reading import Call


def _row(body: Body, facts: dict[str, Any]) -> str:
    """An option the server scrolled a virtual list to before clicking it: scrolled to in the test too."""
    row = locate_facts(body, facts)
    if not facts.get("role"):
        return row
    rows = f"{frame_scope('page', facts.get('frames') or [])}.{by_role(facts['role'], '')}"
    return f"scrolled_to({row}, {rows})"


def _statement(body: Body, step: dict[str, Any], target: str, scrolled: bool = False) -> str:
    if step.get("on_page"):
        return f"page.keyboard.press({_q(step['key'])})"
    action = step["action"]
    if action == "select":  # the hidden native <select> behind the styled control (its list had no such entry)
        near = f'{target}.locator("xpath=ancestor::*[.//select][1]").locator("select")'
        return f"{near}.select_option({text_expr(step['text'])}, force=True)"
    element = step.get("element")
    where = (_row(body, element) if scrolled else locate_facts(body, element)) if element else target
    if action in ("click", "hover"):
        return f"{where}.{action}()"
    if action == "fill":
        return f"{where}.fill({text_expr(step['text'])})"
    if action == "type":  # key by key, into an element that is no text field (a date's spinbutton section)
        return f"{where}.press_sequentially({text_expr(step['text'])})"
    pressed = f"{where}.press({_q(step['key'])})"
    times = step.get("times", 1)
    return pressed if times == 1 else f"for _ in range({times}):\n    {pressed}"


def widget_statements(body: Body, call: Call, target: str, ref: str | None = None) -> list[str]:
    """The statements for the steps the call took on `target` (with `ref`: only those of that field
    of a fill_form); none when it took none (a native control: the tool's own Playwright call)."""
    steps = [s for s in call.steps if ref is None or s.get("ref") == ref]
    if not steps:
        return []
    opaque = next((s for s in steps if s["action"] == "opaque"), None)
    if opaque is not None:  # a date picker's calendar: its steps are not recorded (yet)
        skip(body, call, f"set the value as a user would ({opaque.get('text')}), steps the recording does not hold")
        return []
    body.say(f"call {call.number} {call.tool}: operated step by step, as the server did it.")
    facts = call.element(ref or call.arguments.get("ref", ""))
    if facts and facts.get("role") and facts.get("matches") is not None:
        # by role and name, not by label: the popup it opens is often labelled by the same text
        target = locate_facts(body, {k: v for k, v in facts.items() if k != "labels"})
    statements = []
    scrolled = False
    for step in steps:
        if step["action"] == "scroll":  # the next step's row is drawn only once its list is scrolled to it
            scrolled = True
            continue
        said = len(body.lines)
        statement, scrolled = _statement(body, step, target, scrolled), False
        notes, body.lines[said:] = body.lines[said:], []  # a locator's note goes above its own statement
        statements.append("\n".join([*notes, statement]))
    return statements
