"""A control no widget kind describes, chosen from as a user would: open it, take what it showed.

Many dropdowns say nothing of what they are: a <div> whose items are <div>s carrying codes, a
read-only field that opens a panel of <li> on click, a menu of links that opens on hover, a list
rendered in a layer at the end of <body> that draws only the rows in view. Refusing them with
"use browser_click" left the agent to find the items itself. Here the control is hovered (a menu
that opens on hover shows then), else clicked; the items are what became visible since then,
anywhere in the page, with roles or without (links, buttons, list items, pointer cursors, tabindex,
data-value, siblings of one repeated structure: the POPUP script, kind `opened`). The value is
matched by label or value; a search field the list holds gets the value itself as its search text;
a list that scrolls is scrolled through for it (bounded). A path ("Europe / Portugal / Lisbon") is
walked level by level (paths.py): each step rested on, else clicked, and the next level is what that
drew. The item is clicked and the control read back: a choice it does not show did not take (a link
or button is a command: nothing to show); a path it does not name did not take.
"""

from __future__ import annotations

import asyncio
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
from verdex_py.browser.input import paths, picker_dialogs, recorded_steps
from verdex_py.browser.input.picker_dialogs import names
from verdex_py.browser.input.widget_match import (
    match_option,
    no_such_option,
    not_a_widget,
    not_taken,
    plain,
)
from verdex_py.browser.input.widget_shown import SETTLE_PAUSE_S, SETTLE_READS
from verdex_py.errors import InvalidArgument

KIND = "opened"
# a control that holds a value (a field, or one inside it): a path chosen through it is read back
HOLDS_VALUE = "e => e.matches('input, textarea, select') || !!e.querySelector('input, textarea, select')"
TOGGLE = "toggle"  # opened by a click on a toggle: its items are commands, the toggle need not show them
SUBMENU = "submenu"  # what showed since the last mark only (the control may name its first level)
HOVER_WAIT_MS = 400  # a menu that opens on hover shows within this (CSS at once; scripts after a short delay)
# a path's step: the pointer rests this long before the step is clicked (a flyout that waits for a
# resting pointer, hover-intent style, opens within it; a click may close such a menu instead)
REST_WAIT_MS = 1000
OPEN_WAIT_MS = 1500  # a list the click opened (it may be fetched)
SEARCH_WAIT_MS = 3000  # a search's results (a debounce, then maybe the network)
SCROLL_MS = 10_000  # a scroll-through of a virtual list, at most
MAX_HOVERED = 8  # items of one level rested on looking for a submenu
MAX_DEPTH = 2  # submenu levels below the list the control opened
COMMANDS = ("link", "button", "menuitem")  # an item that does something rather than set a value


async def choose_opened(
    locator: Locator, wanted: list[str], timeout: float, retry: dict[str, Any] | None, opened: str = ""
) -> list[str]:
    """Choose each of `wanted` in what the control at `locator` opens; the labels chosen. Refused as
    not a widget when neither hovering nor clicking it shows anything to choose from. A list that
    stays open after a pick (a multi-select) is used for the next value as it is, and closed at the end.
    `opened`: how the caller opened it already (after `popup_ops.mark`: a control whose ARIA says it
    opens a menu or listbox, whose items have no roles)."""
    chosen: list[str] = []
    how = opened
    for value in wanted:
        how, label = await _choose(locator, value, timeout, retry, how)
        chosen.append(label)
    if how and await popup_ops.items(locator, ListQuery(kind=KIND)):
        await _close(locator, how, timeout)
    return chosen


async def choose_shown(
    locator: Locator, value: str, timeout: float, retry: dict[str, Any] | None, clicked: bool
) -> str:
    """Choose `value` in what the control shows open (a toggle whose popup holds items no role names,
    anywhere in the page, or the submenu under one; `clicked`: opened by this call's click); the label
    chosen (a path)."""
    if clicked:
        await recorded_steps.step("click")  # the toggle's own click (made already), for whatever path follows
    how, label = await _choose(locator, value, timeout, retry, TOGGLE)
    if await popup_ops.items(locator, ListQuery(kind=KIND)):
        await _close(locator, how, timeout)
    return label


async def shows_entries(locator: Locator, timeout: float) -> bool:
    """Whether the control, opened after `popup_ops.mark`, shows entries to choose from (with or without roles)."""
    return bool(await _items(locator, HOVER_WAIT_MS, timeout))


def match_entry(options: list[Entry], value: str) -> Entry | None:
    """The entry `value` names: its value or label (any case), else the one entry whose label begins
    with it as whole words (a country named beside its dialling code)."""
    found = match_option(options, value)  # type: ignore[arg-type]
    if found is not None:
        return found  # type: ignore[return-value]
    starts = re.compile(rf"{re.escape(plain(value))}(?!\w)")
    begun = [o for o in options if starts.match(plain(o["label"]))]
    return begun[0] if len(begun) == 1 else None


def _ms(ms: int, timeout: float) -> int:
    return int(min(ms, timeout)) if timeout else ms


async def _items(locator: Locator, ms: int, timeout: float, want: str | None = None, kind: str = KIND) -> list[Entry]:
    await popup_ops.wait(locator, ListWaitQuery(kind=kind, ms=_ms(ms, timeout), want=want))
    return await popup_ops.items(locator, ListQuery(kind=kind))


async def _open(locator: Locator, timeout: float) -> tuple[str, list[Entry]]:
    """Hover, then (showing nothing) click, unless the click would act of its own (a link, a submit
    button): how it opened and what it showed ('' and none: nothing)."""
    await popup_ops.mark(locator, MarkQuery())
    await locator.hover(timeout=timeout)
    options = await _items(locator, HOVER_WAIT_MS, timeout)
    if options:
        await recorded_steps.step("hover")  # (noted as it opened: a search or a scroll comes after it)
        return "hover", options
    if (await popup_ops.shows(locator, None))["acts"]:
        return "", []  # a link or a submit button: its click would act, not open
    await recorded_steps.step("click")
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
    if match is None and paths.SEPARATOR in value:
        try:
            path = await _path(locator, options, value, timeout, retry)
        except InvalidArgument:
            await _close(locator, how, timeout)
            raise
        if path is not None:
            return how, path
    virtual = False
    searched = None if match is not None else await _search(locator, value, timeout)
    if searched is not None:
        match = searched[1]
    if match is None:
        scrolled = await popup_ops.scroll(locator, ScrollQuery(kind=KIND, want=value, ms=_ms(SCROLL_MS, timeout)))
        if scrolled["found"]:
            await recorded_steps.step("scroll")
            match = match_entry(await popup_ops.items(locator, ListQuery(kind=KIND)), value)
        virtual = len(scrolled["seen"]) > len(options)  # rows drawn only in view: no menu of submenus
        options = scrolled["seen"] if virtual else options
    before = await popup_ops.shows(locator, None)
    # a list of codes is a select's; a menu's items are their labels
    menu_like = not virtual and (how == "hover" or all(o["value"] == o["label"] for o in options))
    if match is None and menu_like and not _holds(before, {"label": value, "value": value}):
        probe = await popup_ops.item(locator, ItemQuery(kind=KIND, index=0))  # to see whether it closes
        path = await _through_submenus(locator, options, value, timeout)
        if path is not None:  # a menu's command: nothing on the control to read back
            if probe is not None:
                await probe.dispose()
            return how, path
        await _close(locator, how, timeout, probe)
        raise no_such_option(value, options, "dropdown", retry)  # type: ignore[arg-type]
    if match is None:
        if _holds(before, {"label": value, "value": value}):
            return how, value  # chosen already
        await _close(locator, how, timeout)
        raise no_such_option(value, options, "dropdown", retry)  # type: ignore[arg-type]
    shown = await popup_ops.items(locator, ListQuery(kind=KIND))
    index = next((i for i, o in enumerate(shown) if o["label"] == match["label"]), None)
    handle = None if index is None else await popup_ops.item(locator, ItemQuery(kind=KIND, index=index))
    if handle is None:  # the list closed between the look and the click
        raise not_a_widget()
    # chosen already (shown, or marked chosen in the list): a click would take it off (but a picker dialog's choice is confirmed all the same,
    # so that the dialog this call opened closes)
    if (_holds(before, match) or _kept(match)) and not (await popup_ops.picker(handle, None))["open"]:
        await handle.dispose()
        return how, match["label"]
    await recorded_steps.step("click", handle, name=match["label"])
    try:
        await handle.click(timeout=timeout)
        await picker_dialogs.confirm(handle, match["label"], before, timeout)  # a choice taken on OK
    finally:
        await handle.dispose()
    await _check(locator, match, how)
    return how, match["label"]


async def _path(
    locator: Locator, options: list[Entry], value: str, timeout: float, retry: dict[str, Any] | None
) -> str | None:
    """Walk the path `value` names through the levels the control draws (columns, nested lists, a list
    replaced), starting among `options`: each step is rested on, and clicked when that drew nothing new.
    The next level is the entries shown since the step (a column drawn, a nested list shown) and those
    whose labels are new (rows redrawn in place), else what follows the step (a level open already).
    The leaf is clicked and the control read back. The path chosen; None when its first step is not
    among `options`."""
    seen: dict[str, Any] = {"all": options, "level": list(range(len(options))), "before": options}

    async def level_of(entry: dict[str, Any]) -> list[dict[str, Any]]:
        """The entries drawn since the step, and those whose labels are new (rows redrawn in place)."""
        now: list[dict[str, Any]] = await popup_ops.items(locator, ListQuery(kind=KIND))  # type: ignore[assignment]
        new = set(await popup_ops.fresh(locator, ListQuery(kind=KIND))) | set(paths.appeared(seen["before"], now))
        level = sorted(new) or paths.after(now, entry)
        seen.update(all=now, level=level)
        return [now[i] for i in level]

    async def descend(index: int, entry: dict[str, Any], leaf: bool) -> tuple[bool, list[dict[str, Any]]]:
        before = seen["all"]
        seen.update(before=before, entry=entry)
        handle = await popup_ops.item(locator, ItemQuery(kind=KIND, index=seen["level"][index]))
        if handle is None:  # the list closed between the look and the step
            raise not_a_widget()
        await popup_ops.mark(locator, MarkQuery(step=True))
        other = [o["label"] for o in before]
        if not leaf:
            await recorded_steps.step("hover", handle, name=entry["label"])
            await handle.hover(timeout=timeout)
        drawn = not leaf and await popup_ops.wait(
            locator, ListWaitQuery(kind=KIND, ms=_ms(REST_WAIT_MS, timeout), other=other)
        )
        if not drawn:
            await recorded_steps.step("click", handle, name=entry["label"])
            await handle.click(timeout=timeout)
        seen["rested"] = seen.get("rested") or bool(drawn)
        await handle.dispose()
        if leaf:
            return False, []
        if not drawn:
            await popup_ops.wait(locator, ListWaitQuery(kind=KIND, ms=_ms(OPEN_WAIT_MS, timeout), other=other))
        return False, await level_of(entry)

    async def further(step: str) -> list[dict[str, Any]] | None:
        """A level's column that draws only the rows in view (a virtual list): scrolled through for `step`."""
        query = ScrollQuery(kind=KIND, want=step, ms=_ms(SCROLL_MS, timeout), at=seen["level"][0])
        if not (await popup_ops.scroll(locator, query))["found"]:
            return None
        await recorded_steps.step("scroll")
        return await level_of(seen["entry"])

    leaf = await paths.walk(options, value, "dropdown", retry, descend, further)  # type: ignore[arg-type]
    if leaf is None:
        return None
    if seen.get("rested") and not await locator.evaluate(HOLDS_VALUE):
        return str(leaf["label"])  # a menu whose levels open under a resting pointer: its leaf is a command
    await _check_path(locator, leaf)
    return str(leaf["label"])


async def _check_path(locator: Locator, leaf: dict[str, Any]) -> None:
    """Read the control back after a path's leaf was clicked: it names the path (or the leaf alone), or a
    field in it holds the leaf's code; read again a while (a page may write it on its next tick)."""
    for attempt in range(SETTLE_READS + 1):
        after = await popup_ops.shows(locator, None)
        codes = {c.strip() for v in after["values"] for c in v.split(",")}
        coded = leaf["value"] != leaf["leaf"] and leaf["value"] in codes
        if coded or paths.holds_path(leaf["path"], [after["text"], *after["values"]]):
            return
        if attempt < SETTLE_READS:
            await asyncio.sleep(SETTLE_PAUSE_S)
    now = after["text"] or ", ".join(after["values"]) or "nothing"
    raise not_taken(
        f"Clicked '{leaf['label']}' level by level in this dropdown, but it shows {now!r}: the path did not take.",
        leaf["label"],
        now,
    )


async def _through_submenus(
    locator: Locator, options: list[Entry], value: str, timeout: float, depth: int = 0
) -> str | None:
    """An item in a submenu drawn without roles: rest the pointer on each item in turn (at most
    MAX_HOVERED; one that says it opens something and shows nothing on the pointer is clicked), take
    what that showed since, and click `value` there (a level deeper, at most MAX_DEPTH). The path
    chosen ('Share › Slack'); None when no submenu holds it."""
    kind = SUBMENU if depth else KIND  # `options`: the control's list, or what showed since the last mark
    handles = [
        await popup_ops.item(locator, ItemQuery(kind=kind, index=i)) for i in range(min(len(options), MAX_HOVERED))
    ]
    try:
        for entry, handle in zip(options, handles, strict=False):
            if handle is None:
                continue
            await popup_ops.mark(locator, MarkQuery())
            await recorded_steps.step("hover", handle, name=entry["label"])
            await handle.hover(timeout=timeout)
            inner = await _items(locator, HOVER_WAIT_MS, timeout, kind=SUBMENU)
            if not inner and await _opens(handle):  # a submenu that opens on its item's click
                await recorded_steps.step("click", handle, name=entry["label"])
                await handle.click(timeout=timeout)
                inner = await _items(locator, OPEN_WAIT_MS, timeout, kind=SUBMENU)
            match = match_entry(inner, value)
            if match is not None:
                index = inner.index(match)
                item = await popup_ops.item(locator, ItemQuery(kind=SUBMENU, index=index))
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


async def _opens(item: ElementHandle) -> bool:
    """An item that says it opens something (aria-haspopup, or aria-expanded and closed): its click
    opens a level, it is no command."""
    popup = await item.get_attribute("aria-haspopup")
    return await item.get_attribute("aria-expanded") == "false" or popup not in (None, "false")


def _holds(shown: Holds, entry: Entry | dict[str, str]) -> bool:
    """Whether the control shows the entry as chosen: its text or a part of it (a chip) is the label,
    or a field inside holds the value (a list of codes, comma-separated)."""
    label = plain(entry["label"])
    codes = {c.strip() for v in shown["values"] for c in v.split(",")}
    return label in {plain(shown["text"]), *(plain(p) for p in shown["parts"])} or entry["value"] in codes


def _kept(match: Entry) -> bool:
    """An entry the list marks chosen (not a command): clicking it again would take it off (a multi-select)."""
    return match["selected"] and match["role"] not in COMMANDS


async def _check(locator: Locator, match: Entry, how: str) -> None:
    """Read the control back: it shows the label, or holds the value (a hidden field's code). An item
    that is a command (a link, a button, a menu item, or any item of a menu opened on hover) sets
    nothing the control must show."""
    after = await popup_ops.shows(locator, None)
    if _holds(after, match) or names(after, match["label"]) or names(after, match["value"]) or match["role"] in COMMANDS:
        return
    if how in ("hover", TOGGLE):
        return  # a menu opened on hover, or a toggle's (its items drawn without roles): commands, it was clicked
    now = after["text"] or ", ".join(after["values"]) or "nothing"
    raise not_taken(
        f"Clicked '{match['label']}' in this dropdown, but it shows {now!r}: the choice did not take.",
        match["label"],
        now,
    )
