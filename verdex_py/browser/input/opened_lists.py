"""A control no widget kind describes, chosen from as a user would: open it, take what it showed.

Many dropdowns say nothing of what they are: a <div> whose items are <div>s carrying codes, a
read-only field that opens a panel of <li> on click, a menu of links that opens on hover, a list
rendered in a layer at the end of <body> that draws only the rows in view. Refusing them with
"use browser_click" left the agent to find the items itself. Here the control is hovered (a menu
that opens on hover shows then), else clicked; the items are what became visible since then,
anywhere in the page, with roles or without (links, buttons, list items, pointer cursors, tabindex,
data-value, siblings of one repeated structure: the POPUP script, kind `opened`). The value is
matched by label or value; a search field the list holds gets the value itself as its search text;
a list that scrolls is scrolled through for it (bounded). The item is clicked and the control read
back: a choice it does not show did not take (a link or button is a command: nothing to show).
"""

from __future__ import annotations

import re
from typing import Any

from playwright.async_api import ElementHandle, Locator

from verdex_py.browser.edge.scripts import popup_ops
from verdex_py.browser.edge.scripts.popup_ops import (
    Entry,
    Holds,
    ItemQuery,
    ListQuery,
    ListWaitQuery,
    MarkQuery,
    ScrollQuery,
)
from verdex_py.browser.input import recorded_steps
from verdex_py.browser.input.paths import SEPARATOR, rest_along
from verdex_py.browser.input.widget_match import (
    match_option,
    no_such_option,
    not_a_widget,
    not_taken,
)

KIND = "opened"
HOVER_WAIT_MS = 400  # a menu that opens on hover shows within this (CSS at once; scripts after a short delay)
OPEN_WAIT_MS = 1500  # a list the click opened (it may be fetched)
SEARCH_WAIT_MS = 3000  # a search's results (a debounce, then maybe the network)
SCROLL_MS = 10_000  # a scroll-through of a virtual list, at most
MAX_HOVERED = 8  # items of one level rested on looking for a submenu
MAX_DEPTH = 2  # submenu levels below the list the control opened
COMMANDS = ("link", "button", "menuitem")  # an item that does something rather than set a value


async def choose_opened(locator: Locator, wanted: list[str], timeout: float, retry: dict[str, Any] | None) -> list[str]:
    """Choose each of `wanted` in what the control at `locator` opens; the labels chosen. Refused as
    not a widget when neither hovering nor clicking it shows anything to choose from. A list that
    stays open after a pick (a multi-select) is used for the next value as it is, and closed at the end."""
    chosen: list[str] = []
    how = ""
    for value in wanted:
        how, label = await _choose(locator, value, timeout, retry, how)
        chosen.append(label)
    if how and await popup_ops.items(locator, ListQuery(kind=KIND)):
        await _close(locator, how, timeout)
    return chosen


def match_entry(options: list[Entry], value: str) -> Entry | None:
    """The entry `value` names: its value or label (any case), else the one entry whose label begins
    with it as whole words (a country named beside its dialling code)."""
    found = match_option(options, value)  # type: ignore[arg-type]
    if found is not None:
        return found  # type: ignore[return-value]
    starts = re.compile(rf"{re.escape(_plain(value))}(?!\w)")
    begun = [o for o in options if starts.match(_plain(o["label"]))]
    return begun[0] if len(begun) == 1 else None


def _ms(ms: int, timeout: float) -> int:
    return int(min(ms, timeout)) if timeout else ms


async def _items(locator: Locator, ms: int, timeout: float, want: str | None = None) -> list[Entry]:
    await popup_ops.wait(locator, ListWaitQuery(kind=KIND, ms=_ms(ms, timeout), want=want))
    return await popup_ops.items(locator, ListQuery(kind=KIND))


async def _open(locator: Locator, timeout: float) -> tuple[str, list[Entry]]:
    """Hover, then (showing nothing) click, unless the click would act of its own (a link, a submit
    button): how it opened and what it showed ('' and none: nothing)."""
    await popup_ops.mark(locator, MarkQuery())
    await locator.hover(timeout=timeout)
    options = await _items(locator, HOVER_WAIT_MS, timeout)
    if options:
        return "hover", options
    if (await popup_ops.shows(locator, None))["acts"]:
        return "", []  # a link or a submit button: its click would act, not open
    await locator.click(timeout=timeout)
    options = await _items(locator, OPEN_WAIT_MS, timeout)
    return ("click", options) if options else ("", [])


async def _search(locator: Locator, value: str, timeout: float) -> tuple[list[Entry], Entry | None] | None:
    """Type `value` into the search field the opened list holds (or focused); the entries then and the
    match. A search that finds nothing is undone. None: no field to search with."""
    field = await popup_ops.field(locator, ListQuery(kind=KIND))
    if field is None:
        return None
    before = await field.input_value(timeout=timeout)
    await recorded_steps.step("fill", field, text=value)
    await field.fill(value[:-1], timeout=timeout)
    await field.type(value[-1:], timeout=timeout)  # a key, for lists that filter on keys
    found = await _items(locator, SEARCH_WAIT_MS, timeout, want=value)
    match = match_entry(found, value)
    if match is None:
        await field.fill(before, timeout=timeout)
    await field.dispose()
    return found, match


async def _close(locator: Locator, how: str, timeout: float, probe: ElementHandle | None = None) -> None:
    """Close what opening showed (a miss chose nothing): Escape, the pointer off a hover menu, and a
    list that Escape left open clicked shut at its control, as it opened (`probe`: an entry of it,
    when the mark has moved on)."""
    await locator.page.keyboard.press("Escape")
    if how == "hover":
        await locator.page.mouse.move(0, 0)
    elif await probe.is_visible() if probe else await popup_ops.items(locator, ListQuery(kind=KIND)):
        await locator.click(timeout=timeout)
    if probe is not None:
        await probe.dispose()


async def _choose(
    locator: Locator, value: str, timeout: float, retry: dict[str, Any] | None, was: str
) -> tuple[str, str]:
    """Choose `value`: how its list opened (hover or click) and the label chosen; not clicked when the
    control shows it chosen already (a chip of a multi-select; its list may hide it). `was`: how a
    list still open (from the last value) opened."""
    options = await popup_ops.items(locator, ListQuery(kind=KIND)) if was else []
    how = was if options else ""
    if not options:
        how, options = await _open(locator, timeout)
    if not how:
        raise not_a_widget()
    match = match_entry(options, value)
    searched = None if match is not None else await _search(locator, value, timeout)
    if searched is not None:
        match = searched[1]
    if match is None:
        scrolled = await popup_ops.scroll(locator, ScrollQuery(kind=KIND, want=value, ms=_ms(SCROLL_MS, timeout)))
        if scrolled["found"]:
            await recorded_steps.step("scroll")
            match = match_entry(await popup_ops.items(locator, ListQuery(kind=KIND)), value)
        options = scrolled["seen"] if len(scrolled["seen"]) > len(options) else options
    if match is None and SEPARATOR in value:  # a path: each level rested on (or clicked) in turn
        along = await rest_along(locator, KIND, options, value.split(SEPARATOR), timeout)
        if along is not None:
            path, leaf, rested = along
            if not rested:  # levels opened by clicks (a cascader): the control must show the leaf
                await _check(locator, leaf, how)
            return how, path
    before = await popup_ops.shows(locator, None)
    menu_like = how == "hover" or all(o["value"] == o["label"] for o in options)  # codes: a select's
    if match is None and menu_like and not _holds(before, {"label": value, "value": value}):
        probe = await popup_ops.item(locator, ItemQuery(kind=KIND, index=0))  # to see whether it closes
        path = await _through_submenus(locator, options, value, timeout)
        if path is not None:  # a menu's command: nothing on the control to read back
            if probe is not None:
                await probe.dispose()
            return how, path
        await _close(locator, how, timeout, probe)
        raise no_such_option(value, options, "dropdown", retry)  # type: ignore[arg-type]
    if _holds(before, match or {"label": value, "value": value}):
        return how, match["label"] if match else value  # chosen already: a click would take it off
    if match is None:
        await _close(locator, how, timeout)
        raise no_such_option(value, options, "dropdown", retry)  # type: ignore[arg-type]
    shown = await popup_ops.items(locator, ListQuery(kind=KIND))
    index = next((i for i, o in enumerate(shown) if o["label"] == match["label"]), None)
    handle = None if index is None else await popup_ops.item(locator, ItemQuery(kind=KIND, index=index))
    if handle is None:  # the list closed between the look and the click
        raise not_a_widget()
    await recorded_steps.step(how)
    await recorded_steps.step("click", handle, name=match["label"])
    await handle.click(timeout=timeout)
    await handle.dispose()
    await _check(locator, match, how)
    return how, match["label"]


async def _through_submenus(
    locator: Locator, options: list[Entry], value: str, timeout: float, depth: int = 0
) -> str | None:
    """An item in a submenu drawn without roles: rest the pointer on each item in turn (at most
    MAX_HOVERED), take what that showed since, and click `value` there (a level deeper, at most
    MAX_DEPTH). The path chosen ('Share › Slack'); None when no submenu holds it."""
    handles = [
        await popup_ops.item(locator, ItemQuery(kind=KIND, index=i)) for i in range(min(len(options), MAX_HOVERED))
    ]
    try:
        for entry, handle in zip(options, handles, strict=False):
            if handle is None:
                continue
            await popup_ops.mark(locator, MarkQuery())
            await recorded_steps.step("hover", handle, name=entry["label"])
            await handle.hover(timeout=timeout)
            inner = await _items(locator, HOVER_WAIT_MS, timeout)
            match = match_entry(inner, value)
            if match is not None:
                index = inner.index(match)
                item = await popup_ops.item(locator, ItemQuery(kind=KIND, index=index))
                if item is None:
                    return None
                await recorded_steps.step("click", item, name=match["label"])
                await item.click(timeout=timeout)
                await item.dispose()
                return f"{entry['label']} › {match['label']}"
            deeper = (
                inner and depth + 1 < MAX_DEPTH and await _through_submenus(locator, inner, value, timeout, depth + 1)
            )
            if deeper:
                return f"{entry['label']} › {deeper}"
    finally:
        for handle in handles:
            if handle is not None:
                await handle.dispose()
    return None


def _holds(shown: Holds, entry: Entry | dict[str, str]) -> bool:
    """Whether the control shows the entry as chosen: its text or a part of it (a chip) is the label,
    or a field inside holds the value (a list of codes, comma-separated)."""
    label = _plain(entry["label"])
    codes = {c.strip() for v in shown["values"] for c in v.split(",")}
    return label in {_plain(shown["text"]), *(_plain(p) for p in shown["parts"])} or entry["value"] in codes


def _plain(text: str) -> str:
    return " ".join(text.split()).lower()


async def _check(locator: Locator, match: Entry, how: str) -> None:
    """Read the control back: it shows the label, or holds the value (a hidden field's code). An item
    that is a command (a link, a button, a menu item, or any item of a menu opened on hover) sets
    nothing the control must show."""
    after = await popup_ops.shows(locator, None)
    words = [re.compile(rf"(?<!\w){re.escape(_plain(w))}(?!\w)") for w in (match["label"], match["value"]) if w.strip()]
    shown = [_plain(after["text"]), *(_plain(v) for v in after["values"])]
    if _holds(after, match) or any(w.search(s) for w in words for s in shown) or match["role"] in COMMANDS:
        return
    if how == "hover":
        return  # a menu opened on hover (its items drawn without roles): commands, it was clicked
    now = after["text"] or ", ".join(after["values"]) or "nothing"
    raise not_taken(
        f"Clicked '{match['label']}' in this dropdown, but it shows {now!r}: the choice did not take.",
        match["label"],
        now,
    )
