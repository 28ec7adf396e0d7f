"""A picker drawn as a dialog: its choice is taken only when the dialog is confirmed.

A control may open a dialog (an alert of radios, a sheet of options) whose choice the page takes
only on its OK; chosen and left open, the control still shows the old value. The call opened that
dialog to make the choice the agent asked for, so confirming it completes the same intent, but a
plan must never answer a dialog for the user (#41): the click is made only when structure says
both that the dialog picks the control's value (it holds one group of choices and nothing else to
fill, and the control shows one of them) and which of its buttons confirms (popup_dialog.js: what
only closes it set aside, the one left, the form's one submit, the autofocused one, or the trailing
one of two side by side). Otherwise nothing is confirmed: the choice stays made in the open dialog
and the error says why; the diagnosis of the blocked page names its controls with refs, and which
to click is the agent's.
"""

from __future__ import annotations

import re

from playwright.async_api import ElementHandle

from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.edge.scripts import popup_ops
from verdex_py.browser.edge.scripts.popup_ops import Holds, PickerDialog
from verdex_py.browser.input import recorded_steps
from verdex_py.browser.input.widget_match import plain
from verdex_py.errors import CorrectionFacts, InvalidArgument

CLOSE_WAIT_MS = 2000  # the dialog closes (a transition) after its confirming click


def names(holds: Holds, word: str) -> bool:
    """Whether the control's text or a field it holds names `word` (as whole words)."""
    if not word.strip():
        return False
    pattern = re.compile(rf"(?<!\w){re.escape(plain(word))}(?!\w)")
    return any(pattern.search(plain(s)) for s in (holds["text"], *holds["values"]))


async def confirm(item: ElementHandle, label: str, before: Holds, timeout: float) -> bool:
    """After the choice `item` (named `label`) was clicked: when it sits in a dialog this call opened
    that is still open, click the control that confirms it and wait for the dialog to close. Whether
    a dialog was confirmed; refused (the choice made, nothing confirmed) when structure cannot say."""
    facts = await popup_ops.picker(item, None)
    if not facts["open"]:
        return False
    if not any(names(before, c) for c in facts["choices"]):
        raise _unconfirmed(facts, label, before, "the control shows none of its choices, so it may not be their picker")
    control = await popup_ops.confirmer(item, None) if facts["confirm"] is not None else None
    if control is None:
        raise _unconfirmed(facts, label, before, facts["how"])
    try:
        await recorded_steps.step("click", control, name=facts["controls"][facts["confirm"] or 0])
        await control.click(timeout=timeout)
        with quietly():  # still open: the read-back says what the control shows
            await control.wait_for_element_state("hidden", timeout=min(CLOSE_WAIT_MS, timeout or CLOSE_WAIT_MS))
    finally:
        with quietly():
            await control.dispose()
    return True


def _unconfirmed(facts: PickerDialog, label: str, before: Holds, why: str) -> InvalidArgument:
    """The choice made, the dialog left open (the blocked-page diagnosis then names its controls with refs)."""
    now = before["text"] or ", ".join(before["values"]) or "nothing"
    return InvalidArgument(
        f"Chose '{label[:40]}' in the dialog \"{facts['label'][:40] or 'untitled'}\" it opened, not confirmed "
        f"({why}); the control shows {now[:40]!r}.",
        field="values",
        details={"value": label, "shown": now, **facts},
        causes=["Its dialog takes the choice only when confirmed, and which control confirms is the agent's to tell"],
        facts=CorrectionFacts(page_refused=True),
    )
