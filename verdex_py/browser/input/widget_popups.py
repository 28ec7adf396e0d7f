"""Lists no ARIA names, chosen from as a user would: a plain text field's suggestions, a toggle's items.

A text field with no combobox role may still suggest as it is typed into (a list drawn below or
above it, often at the end of <body>, its entries without roles, local or fetched); a toggle that
says only that it expands (aria-expanded, no popup role) reveals a list of links or buttons. Neither
says where its list is: it is the element shown since the call began, near the control (or the one
it controls, or its next sibling), holding entries with text (the POPUP page script). The choice
is read back where the page shows it: the field's value, the toggle's label; an item that changes
neither was clicked, and the answer claims no more.
"""

from __future__ import annotations

import asyncio
from typing import Any

from playwright.async_api import Locator

from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.edge.scripts import popup_ops, widget_ops
from verdex_py.browser.edge.scripts.popup_ops import Entry, ItemQuery, ListQuery, ListWaitQuery, MarkQuery, QuietQuery
from verdex_py.browser.edge.scripts.widget_ops import WaitQuery, WidgetQuery
from verdex_py.browser.input import opened_lists, recorded_steps
from verdex_py.browser.input.widget_match import (
    match_option,
    no_such_option,
    not_a_widget,
    not_taken,
    plain,
)
from verdex_py.errors import CorrectionFacts, InvalidArgument
from verdex_py.errors.fixes import FIX_TOOLS, Fix

SUGGEST_WAIT_MS = 3000  # suggestions fetched as they are typed for (a debounce, then the network)
REVEAL_WAIT_MS = 1000  # a toggle's items are drawn by its click
UNSURE_WAIT_MS = 2000  # a button a menu names as its opener: its menu gets this long to show after the click,
QUIET_MS = 300  # unless the page stays unchanged this long after it (nothing opens)
NOUNS = {"suggest": "suggestion list", "disclosure": "dropdown"}


async def choose_unnamed(
    locator: Locator, kind: str, wanted: list[str], timeout: float, retry: dict[str, Any] | None
) -> list[str]:
    """Choose each of `wanted` in the list the control at `locator` shows (`kind`: suggest | disclosure)."""
    choose = _suggestion if kind == "suggest" else _revealed
    return [await choose(locator, value, timeout, retry) for value in wanted]


async def click_unsure(locator: Locator, query: WidgetQuery, timeout: float) -> None:
    """Click a button a menu names as its opener (`query`: the menu's, for the widget script); wait for
    the menu to show, but not once the page has stayed unchanged since the click for QUIET_MS (the
    button opened nothing: refused without a long wait)."""
    await popup_ops.watch(locator, None)
    try:
        await recorded_steps.step("click")
        await locator.click(timeout=timeout)
        loop = asyncio.get_running_loop()
        until = loop.time() + (min(UNSURE_WAIT_MS, timeout) if timeout else UNSURE_WAIT_MS) / 1000
        step = WaitQuery(kind=query["kind"], native=query["native"], ms=100)
        while not await widget_ops.wait(locator, step) and loop.time() < until:
            if await popup_ops.quiet(locator, QuietQuery(ms=QUIET_MS)):
                return
    finally:  # the page's watcher disconnected on every way out, a failed click's too
        await _unwatch(locator)


async def _unwatch(locator: Locator) -> None:
    """End popup.js's change watcher (its MutationObserver); quietly: on an error path, the error counts."""
    with quietly():
        await popup_ops.quiet(locator, QuietQuery(ms=0, end=True))


async def _items(locator: Locator, kind: str, ms: int, timeout: float, want: str | None = None) -> list[Entry]:
    await popup_ops.wait(locator, ListWaitQuery(kind=kind, ms=min(ms, timeout) if timeout else ms, want=want))
    return await popup_ops.items(locator, ListQuery(kind=kind))


async def _click_item(locator: Locator, kind: str, index: int, label: str, timeout: float) -> None:
    handle = await popup_ops.item(locator, ItemQuery(kind=kind, index=index))
    if handle is None:  # the list closed between the look and the click
        raise not_a_widget()
    try:
        await recorded_steps.step("click", handle, name=label)
        await handle.click(timeout=timeout)
    finally:
        with quietly():
            await handle.dispose()


async def _type(locator: Locator, text: str, timeout: float) -> None:
    """Type as keys do (the last character pressed), so a field listening to keys or input events suggests."""
    await locator.fill(text[:-1], timeout=timeout)
    await locator.press_sequentially(text[-1:], timeout=timeout)


async def _suggestion(locator: Locator, value: str, timeout: float, retry: dict[str, Any] | None) -> str:
    """Type `value` into the field, click the suggestion of that name, and read the field's value back.
    With none of that name, the suggestions for its first letter (or two) are what the miss lists."""
    before = await locator.input_value(timeout=timeout)
    await popup_ops.mark(locator, MarkQuery())
    await locator.click(timeout=timeout)
    await popup_ops.watch(locator, None)
    try:
        await _type(locator, value, timeout)
        options = await _items(locator, "suggest", SUGGEST_WAIT_MS, timeout, want=value)
        # nothing on the page answered the typing (not even a "no results"): a plain field, no shorter try
        deaf = not options and await popup_ops.quiet(locator, QuietQuery(ms=None))
    finally:  # the page's watcher disconnected on every way out, a failed typing's too
        await _unwatch(locator)
    match = match_option(options, value)
    if match is None:
        for prefix in dict.fromkeys(
            value[:n] for n in (1, 2) if 0 < n < len(value) and not deaf
        ):  # (a field may want 2 first)
            await _type(locator, prefix, timeout)
            options = await _items(locator, "suggest", SUGGEST_WAIT_MS, timeout)
            if options:
                break
        await locator.fill(before, timeout=timeout)
        await locator.press("Escape", timeout=timeout)
        if not options:
            raise _suggests_nothing(value, retry)
        raise no_such_option(value, options, NOUNS["suggest"], retry)
    for action, text in (("click", None), ("fill", value[:-1]), ("type", value[-1:])):  # (as `_type` typed it)
        await recorded_steps.step(action, text=text)
    await _click_item(locator, "suggest", options.index(match), match["label"], timeout)
    now = await locator.input_value(timeout=timeout)
    if plain(match["label"]) not in plain(now) and plain(match["value"]) not in plain(now):
        raise not_taken(
            f"Clicked the suggestion '{match['label']}', but the field holds {now!r}: the choice did not take.",
            match["label"],
            now,
        )
    return now


async def _revealed(locator: Locator, value: str, timeout: float, retry: dict[str, Any] | None) -> str:
    """Open the toggle (when closed), click the item named `value` among what it revealed. Its label
    names the choice when the toggle shows it; else the item's own value (it was clicked)."""
    expanded = await widget_ops.expanded(locator, None)
    await popup_ops.mark(locator, MarkQuery(empty=expanded))  # open already: its items count
    if not expanded:
        await locator.click(timeout=timeout)
    options = await _items(locator, "disclosure", REVEAL_WAIT_MS, timeout)
    match = match_option(options, value)
    if match is None and await popup_ops.items(locator, ListQuery(kind=opened_lists.KIND)):
        # items no role names (in a layer elsewhere in the page), or a submenu under one of them
        return await opened_lists.choose_shown(locator, value, timeout, retry, clicked=not expanded)
    if match is None:
        if not expanded and await widget_ops.expanded(locator, None):
            await locator.click(timeout=timeout)  # closed again, as it was
        if not options:
            raise not_a_widget()
        raise no_such_option(value, options, NOUNS["disclosure"], retry)
    if not expanded:
        await recorded_steps.step("click")
    await _click_item(locator, "disclosure", options.index(match), match["label"], timeout)
    return str(match["value"])


def _suggests_nothing(value: str, retry: dict[str, Any] | None) -> InvalidArgument:
    """A text field that showed no list to choose from: any text may do, typed (the plan types `value`)."""
    ref = retry.get("ref") if retry else None
    typing = [Fix("fill", "type the text into the field", ref=ref, value=value, instead=True)] if ref else None
    return InvalidArgument(
        f"Typed '{value}' into the field, but it suggested nothing to choose from; "
        f"if any text will do, type it with {FIX_TOOLS['fill']}.",
        field="values",
        allowed_values=[],
        details={"value": value, "options": []},
        causes=["The field lists no suggestions for this text (or none at all)"],
        facts=CorrectionFacts(None, fixes=typing),
    )
