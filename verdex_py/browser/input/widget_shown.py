"""Reading back what a custom widget shows after its options were clicked: a choice it does not show
did not take (never a silent success).

The choice may show anywhere: the control's own text, the label beside it, a chip (drawn in a
component's shadow root too), the option's code instead of its label ("xl" for "Extra large"), a
path in order or its leaf alone (the leaf under other parents is another path); a single choice
whose control now names none of the other options, after the click changed it, took as well.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

from playwright.async_api import Locator

from verdex_py.browser.edge.scripts import widget_ops as ops
from verdex_py.browser.edge.scripts.widget_ops import Shown, WidgetQuery
from verdex_py.browser.input.paths import holds_path
from verdex_py.browser.input.widget_match import not_taken, plain

SETTLE_READS = 10  # a choice not shown yet is read again this many times (a busy machine draws late),
SETTLE_PAUSE_S = 0.15  # this far apart (only on the way to an error: a shown choice costs no wait)


def _shows_code(option: dict[str, Any], shown: Shown) -> bool:
    """Whether the control shows the option's value (a code such as "xl" for "Extra large"), as whole
    words in its own text: the choice took though its label is shown nowhere."""
    code = plain(str(option["value"]))
    if not code or code == plain(option["label"]):
        return False
    return re.search(rf"(?<!\w){re.escape(code)}(?!\w)", plain(shown["text"])) is not None


def _shows(label: str, shown: Shown) -> bool:
    """Whether the widget shows `label` as its value: its own text, or an element beside it (a chip), is
    the label, or the label stands as whole words in them (a short label such as "S" inside "Size" is
    not shown)."""
    wanted = plain(label)
    text, around = shown["text"], shown["around"]
    if not wanted:
        return False
    if any(plain(t) == wanted for t in (text, *shown.get("parts", []))):
        return True
    word = re.compile(rf"(?<!\w){re.escape(wanted)}(?!\w)")
    return any(word.search(plain(t)) for t in (text, around))


def _shows_new(option: dict[str, Any], shown: Shown, before: Shown) -> bool:
    """A single choice whose control shows neither its label nor its value (a code kept elsewhere):
    it took when the control's text changed with the click and now names none of the other options."""
    now = plain(shown["text"])
    if len(option.get("others", ())) == 0 or now == plain(before["text"]):
        return False
    return not any(_shows(o["label"], {**shown, "around": "", "parts": []}) for o in option["others"])


def _took(
    option: dict[str, Any],
    shown: Shown,
    query: WidgetQuery,
    multi: bool,
    chosen: list[dict[str, Any]],
    before: Shown,
    drawn: set[str],
) -> bool:
    """Whether the widget shows `option` chosen (one of `chosen`, the options this call chose; `drawn`:
    the labels of the options a listbox draws now)."""
    label = option["label"]
    if query["kind"] in ("listbox", "radiogroup"):
        # a virtual list no longer draws a row scrolled away from: its own word when it was read counts
        return label in shown["chosen"] or (label not in drawn and bool(option.get("picked")))
    if query["native"] and multi:  # its hidden <select> holds its real state
        return label in shown["native"]
    # a command, not a choice: nothing to show (a cascader's leaf item is a choice its control shows)
    plain_item = option["role"] == "menuitem" and ("leaf" not in option or query["kind"] == "menu")
    if "path" in option and not plain_item:  # the path in order, or the leaf alone: never the leaf elsewhere
        return (
            holds_path(option["path"], [shown["text"], shown["around"]])
            or _shows_code({**option, "label": option["leaf"]}, shown)  # a code, not the leaf's own name
            or bool(option.get("picked"))
        )
    return (
        _shows(label, shown)
        or _shows_code(option, shown)
        or (len(chosen) == 1 and not multi and _shows_new(option, shown, before))
        or bool(option.get("picked"))
        or plain_item
    )


async def check_shown(
    locator: Locator, query: WidgetQuery, multi: bool, chosen: list[dict[str, Any]], what: str, before: Shown
) -> None:
    """Read back what the widget shows (`before`: what it showed when the call began); a choice it does
    not show did not take."""
    shown = await ops.shown(locator, query)
    drawn = await _drawn(locator, query)
    for _ in range(SETTLE_READS):  # the page may write the choice on its next tick: read again a while
        if all(_took(o, shown, query, multi, chosen, before, drawn) for o in chosen):
            return
        await asyncio.sleep(SETTLE_PAUSE_S)
        shown = await ops.shown(locator, query)
        drawn = await _drawn(locator, query)
    for option in chosen:
        label = option["label"]
        if not _took(option, shown, query, multi, chosen, before, drawn):
            now = ", ".join(shown["chosen"] or (shown["native"] if multi else [])) or shown["text"] or "nothing"
            raise not_taken(
                f"Clicked '{label}' in this {what}, but it shows {now!r}: the choice did not take.",
                label,
                now,
                native_select=shown["native"] or None,
            )


async def _drawn(locator: Locator, query: WidgetQuery) -> set[str]:
    """The labels of the options a listbox or radio group draws now (their state is read where drawn)."""
    if query["kind"] not in ("listbox", "radiogroup"):
        return set()
    return {o["label"] for o in await ops.options(locator, query)}
