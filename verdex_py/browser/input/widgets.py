"""Custom widgets chosen from the way a user would: open, pick, close, look.

Most sites draw their dropdowns, radio groups and switches themselves (WAI-ARIA comboboxes
whose listbox exists only while open, often in a portal at the end of <body>; listboxes;
menu buttons; a native <select> hidden under a styled button; an <input list> whose datalist
suggests). Refusing them with "not a
<select>" left the agent to guess the clicks; here `browser_select_option` operates them:
it opens the widget, matches the option by value or label exactly as a native select does
(a miss lists the options and suggests the closest), clicks it, closes what it opened and
reads back what the widget shows, so a success is never claimed for a choice that did not
take. A combobox whose options come from a search is searched for the value first (results
may come from the network); when nothing of that name comes up, its error plans another search
text (typed into that combobox) and the retry.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from playwright.async_api import ElementHandle, Locator

from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.edge.scripts import popup_ops
from verdex_py.browser.edge.scripts import widget_ops as ops
from verdex_py.browser.edge.scripts.popup_ops import ListQuery, MarkQuery
from verdex_py.browser.edge.scripts.widget_ops import OptionQuery, ScanQuery, WaitQuery, WidgetQuery
from verdex_py.browser.input import multi, paths, picks, recorded_steps
from verdex_py.browser.input.opened_lists import choose_opened, shows_entries
from verdex_py.browser.input.widget_match import match_option, no_such_option, not_a_widget, not_taken
from verdex_py.browser.input.widget_popups import choose_unnamed, click_unsure
from verdex_py.browser.input.widget_shown import check_shown
from verdex_py.closest import closest
from verdex_py.errors import CorrectionFacts, InvalidArgument
from verdex_py.errors.fixes import Fix

OPEN_WAIT_MS = 2000  # options loaded when the widget opens (a fetch) get this long to show
NATIVE_WAIT_MS = 500  # a styled list over a hidden <select> is drawn by the click itself, or never
TYPED_WAIT_MS = 1000  # an editable combobox's, twice (click, then Alt+Down): it may list nothing until typed
SEARCH_WAIT_MS = 3000  # a search's results, fetched as they are typed for (a debounce, then the network)
SCAN_WAIT_MS = 30_000  # a scroll-through of a virtual list with no action timeout still ends
MAX_SUBMENU_DEPTH = 3  # submenus opened below a menu looking for an item
NOUNS = {"combobox": "combobox", "listbox": "listbox", "menu": "menu", "radiogroup": "radio group", "datalist": "list"}
SWITCH_ON = ("on", "true", "yes", "1", "checked")
SWITCH_OFF = ("off", "false", "no", "0", "unchecked")
MENU_SLICE_MS = 250  # a menu's options waited for a slice at a time (what it opened may have no roles)


@dataclass(frozen=True)
class Widget:
    kind: str  # combobox | listbox | menu | radiogroup | switch | datalist (an <input list>) | suggest | disclosure
    editable: bool  # a text field (editable combobox): its list may need typing first
    multi: bool
    native: bool  # a hidden native <select> stands behind the styled control
    expanded: bool
    unsure: bool = False  # a plain button a menu names as its opener

    @property
    def query(self) -> WidgetQuery:
        return WidgetQuery(kind=self.kind, native=self.native)

    def wait(self, ms: int, want: str | None = None) -> WaitQuery:
        """Wait up to `ms` for its options to show (with `want`: for one of that label or value)."""
        return WaitQuery(kind=self.kind, native=self.native, ms=ms, want=want)


async def choose_in_widget(
    locator: Locator, wanted: list[str], timeout: float, retry: dict[str, Any] | None
) -> list[str]:
    """Choose `wanted` in the custom widget at `locator`; the values chosen (as the widget names them)."""
    found = await ops.describe(locator, None)
    if found is None:  # no widget kind: what it opens, hovered or clicked, is what it offers
        return await choose_opened(locator, wanted, timeout, retry)
    widget = Widget(**found)
    if widget.kind in ("suggest", "disclosure"):  # a list no ARIA names
        return await choose_unnamed(locator, widget.kind, wanted, timeout, retry)
    if widget.kind == "switch":
        return await _switch(locator, wanted, timeout, retry)
    what = NOUNS[widget.kind]
    if widget.kind == "datalist":
        return await _suggested(locator, widget, wanted[0], timeout, retry)
    chosen: list[dict[str, Any]] = []
    state = widget.native and widget.multi and await multi.take_off_others(locator, wanted, match_option, timeout)
    opened_any = False
    before = await ops.shown(locator, widget.query)  # what it holds already (chips its list no longer offers)
    for index, value in enumerate(wanted):
        opened = await _open(locator, widget, timeout)  # a popup still open from the last pick is used
        opened_any |= opened
        options = await ops.options(locator, widget.query)
        if not options and opened and index == 0 and not widget.editable and await shows_entries(locator, timeout):
            return await choose_opened(locator, wanted, timeout, retry, "click")  # its items have no roles
        if widget.unsure and not options:  # the button a menu names as its opener showed none
            raise not_a_widget()
        options = await multi.as_held(locator, options, match_option) if state else options
        match = match_option(options, value) or (await multi.held(locator, value, match_option) if state else None)
        if match is None and paths.SEPARATOR in value:  # a path through nested levels, level by level
            noun = _noun(what, options)
            leaf = await paths.choose_path(
                locator, widget.query, options, value, noun, timeout, _picker(locator, widget, timeout), retry
            )
            if leaf is not None:
                chosen.append(leaf)
                continue
        if match is None and (shown := multi.shown_already(before, value, widget.editable)) is not None:
            chosen.append(shown)
            continue
        searched = False
        if match is None and options and widget.kind == "combobox" and not widget.editable:
            # a filter in its popup: the value is the search text (no scroll through a long list)
            searched, options, match = await _search(locator, widget, value, options, timeout)
        if match is None and options and widget.kind in ("combobox", "menu", "listbox"):
            options, match = await _scroll_through(locator, widget, options, value, timeout)
        if match is None and widget.kind == "combobox" and not searched:
            searched, options, match = await _search(locator, widget, value, options, timeout)
        if match is None and any(o.get("sub") for o in options):
            path = await _through_submenus(locator, options, value, timeout)
            if path is not None:
                chosen.append(path)
                continue
        if match is None:
            await _close(locator, widget, opened_any)
            typing = None if await _holds(locator, widget, value) else _type_first(widget, retry, value)
            if not options and typing:
                raise _must_type(value, retry, typing, searched)
            raise no_such_option(value, options, _noun(what, options), retry, typing)
        if index == 0 and (widget.multi or match.get("multi")) and widget.kind in ("listbox", "combobox"):
            await multi.clear_others(options, wanted, match_option, lambda i, o: _pick(locator, widget, i, o, timeout))
        # chosen already: a toggle (multi-select) or a group would only be clicked off, or stay as it is
        kept = match["selected"] and (widget.multi or match.get("multi") or widget.kind in ("listbox", "radiogroup"))
        # (one kept says it is chosen, read this call: its own read-back)
        if kept or await _pick(locator, widget, options.index(match), match, timeout):
            match = {**match, "picked": True}
        chosen.append({**match, "others": [o for o in options if o is not match]})
    await _close(locator, widget, opened_any)  # a multi-select popup that stayed open through the picks
    await check_shown(locator, widget.query, widget.multi, chosen, what, before)
    await multi.check_exact(locator, chosen, bool(state))
    return [o["value"] for o in chosen]


async def _through_submenus(
    locator: Locator | ElementHandle, options: list[dict[str, Any]], value: str, timeout: float, depth: int = 0
) -> dict[str, Any] | None:
    """A menu item inside a submenu (of any depth): open each submenu in turn (hover, then the APG's
    Right key), and click `value` where it shows. The item, its label the path ('Share › Email link');
    None when no submenu holds it (what is open stays open for the caller to close)."""
    menu = Widget("menu", editable=False, multi=False, native=False, expanded=True)
    for index, item in enumerate(options):
        if not item.get("sub") or depth >= MAX_SUBMENU_DEPTH:
            continue
        trigger = await ops.option(locator, OptionQuery(kind=menu.kind, native=menu.native, index=index))
        if trigger is None:
            continue
        await ops.seen(trigger, None)
        await recorded_steps.step("hover", trigger, name=item["label"])
        await trigger.hover(timeout=timeout)
        wait = menu.wait(min(OPEN_WAIT_MS, timeout) if timeout else OPEN_WAIT_MS)
        if not await ops.wait(trigger, wait):
            await recorded_steps.step("press", trigger, name=item["label"], key="ArrowRight")
            await trigger.press("ArrowRight", timeout=timeout)
            await ops.wait(trigger, wait)
        inner = await ops.options(trigger, menu.query)
        match = match_option(inner, value)
        if match is not None:
            await _pick(trigger, menu, inner.index(match), match, timeout)  # type: ignore[arg-type]
            return {**match, "label": f"{item['label']} › {match['label']}", "picked": True}
        found = await _through_submenus(trigger, inner, value, timeout, depth + 1)
        if found is not None:
            return {**found, "label": f"{item['label']} › {found['label']}"}
    return None


async def _scroll_through(
    locator: Locator, widget: Widget, options: list[dict[str, Any]], value: str, timeout: float
) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """A virtual list renders only what is in view: scroll it through (one pass, from its top) until
    `value` shows, left in view; a miss sees every option (and puts the list back). The options (all of
    them, for a miss) and the match, as rendered now: each scroll waits for the list to be drawn anew
    (bounded in steps and by the action timeout), so neither scan nor the click after it reads the rows
    of a position the list has left."""
    ms = timeout or SCAN_WAIT_MS
    scanned = await ops.scan(locator, ScanQuery(kind=widget.kind, native=widget.native, ms=ms, stop=value))
    if not scanned["found"]:  # seen to its end (or its bounds): every option seen, for the miss
        return scanned["options"] if len(scanned["options"]) > len(options) else options, None
    await recorded_steps.step("scroll")  # the next click is on a row a virtual list draws only once scrolled to
    shown = await ops.options(locator, widget.query)
    return shown, match_option(shown, value)


async def _search(
    locator: Locator, widget: Widget, value: str, options: list[dict[str, Any]], timeout: float
) -> tuple[bool, list[dict[str, Any]], dict[str, Any] | None]:
    """A combobox whose options come from a search (its own text field, or a search box its open popup
    focused): type `value` there and wait for an option of that name (results may come from the
    network). A search that finds nothing is undone, so a miss lists what the widget offered before
    (a filter would list nothing). Whether there was a search, the options then, and the match."""
    field = await ops.search(locator, None)
    if field is None:
        return False, options, None
    before = await field.input_value(timeout=timeout)
    await recorded_steps.step("fill", field, text=value)
    await field.fill(value, timeout=timeout)
    ms = min(SEARCH_WAIT_MS, timeout) if timeout else SEARCH_WAIT_MS
    await ops.wait(locator, widget.wait(ms, value))
    found = await ops.options(locator, widget.query)
    match = match_option(found, value)
    match = None if match is not None and match["role"] == "native" and widget.multi else match  # no entry shown
    if match is None:
        await field.fill(before, timeout=timeout)
    await field.dispose()
    return True, found if match else options, match


def _noun(what: str, options: list[dict[str, Any]]) -> str:
    """The widget named by what its popup is: a control whose items are menu items opened a menu."""
    roles = {str(o.get("role", "")) for o in options}
    return NOUNS["menu"] if roles and all(r.startswith("menuitem") for r in roles) else what


def _type_first(widget: Widget, retry: dict[str, Any] | None, value: str) -> list[Fix] | None:
    """An editable combobox lists what matches its text: the option asked for, typed key by key (the search
    already filled it in at once; one that listens for key presses lists only then), is the way to it."""
    if not (widget.editable and retry and isinstance(retry.get("ref"), str)):
        return None
    why = f"type '{value}' key by key into the combobox so that it lists matching options"
    return [Fix("keys", why, ref=retry["ref"], value=value)]


async def _holds(locator: Locator, widget: Widget, value: str) -> bool:
    """An editable combobox that holds `value` already (the agent typed it as planned): typing it is not
    offered again (a step that did not work)."""
    if not widget.editable:
        return False
    with quietly():
        return bool(await locator.input_value(timeout=1000) == value)
    return False


def _must_type(value: str, retry: dict[str, Any] | None, typing: list[Fix], searched: bool) -> InvalidArgument:
    said = (
        f"Searched the combobox for '{value}': no option of that name came up and it lists none"
        if searched
        else f"The combobox lists no options until text is typed (a search): '{value}' cannot be chosen yet"
    )
    return InvalidArgument(
        f"{said}: type '{value}' into it key by key (its search may listen for key presses), then select again.",
        field="values",
        allowed_values=[],
        details={"value": value, "options": []},
        causes=["Its options are searched for with the text typed into it, so it lists none before"],
        facts=CorrectionFacts(dict(retry) if retry else None, fixes=typing),
    )


async def _open(locator: Locator | ElementHandle, widget: Widget, timeout: float) -> bool:
    """Show the widget's options (a combobox or menu opens; a listbox or group shows them already);
    whether this call opened it (so it closes it again)."""
    ms = NATIVE_WAIT_MS if widget.native else TYPED_WAIT_MS if widget.editable else OPEN_WAIT_MS
    wait = widget.wait(min(ms, timeout) if timeout else ms)
    if widget.kind not in ("combobox", "menu"):
        return False
    if await _expanded(locator) and await ops.wait(locator, widget.wait(0)):
        return False  # open already (the agent typed a search): clicking would close it
    await ops.seen(locator, None)
    await popup_ops.mark(locator, MarkQuery())  # what shows from now on is what it opened (items without roles)
    if widget.unsure:
        await click_unsure(locator, widget.query, timeout)
        return True
    await recorded_steps.step("click")
    await locator.click(timeout=timeout)
    if await _drawn(locator, widget, wait):
        return True
    # keys only (APG: Down, Alt+Down); a button a menu names opens on its click
    if (widget.editable or not widget.native) and not widget.unsure and not await _expanded(locator):
        await recorded_steps.step("press", key="Alt+ArrowDown" if widget.editable else "ArrowDown")
        await locator.press("Alt+ArrowDown" if widget.editable else "ArrowDown", timeout=timeout)
        await ops.wait(locator, wait)
    return True


async def _drawn(locator: Locator, widget: Widget, wait: WaitQuery) -> bool:
    """Wait for the options the click opened (`wait`); whether some show. A menu's wait ends early,
    a slice at a time, once what it opened shows entries without roles (rows a menu button's dialog
    draws): no items with roles are coming."""
    if widget.kind != "menu":
        return bool(await ops.wait(locator, wait))
    for left in range(wait["ms"], 0, -MENU_SLICE_MS):
        if await ops.wait(locator, widget.wait(min(MENU_SLICE_MS, left))):
            return True
        if await popup_ops.items(locator, ListQuery(kind="opened")):
            return False
    return False


async def _expanded(locator: Locator | ElementHandle) -> bool:
    """aria-expanded, or what a web component set on its internals."""
    return bool(await ops.expanded(locator, None))


async def _close(locator: Locator, widget: Widget, opened: bool) -> None:
    """Close a popup this call opened that is still open (Escape; a choice already made stays)."""
    if opened and widget.kind in ("combobox", "menu") and await _expanded(locator):
        await recorded_steps.key_on_page("Escape")
        await locator.page.keyboard.press("Escape")
        if await _expanded(locator):  # the focus left with the pick (an option that takes none): at the control
            await recorded_steps.step("press", key="Escape")
            await locator.press("Escape")


async def _pick(
    locator: Locator | ElementHandle, widget: Widget, index: int, option: dict[str, Any], timeout: float
) -> bool:
    """Click the option where its list shows it now (picks.py: settled, found by name, the landing
    checked); whether the clicked item then says it is chosen (a choosable item still on the page)."""
    toggles = widget.multi or bool(option.get("multi"))
    reopen = lambda: _open(locator, widget, timeout)  # noqa: E731 (a single choice closed its list)
    return await picks.pick(locator, widget.query, option, index, timeout, reopen, toggles)


def _picker(locator: Locator, widget: Widget, timeout: float) -> paths.Pick:
    async def pick(index: int, option: dict[str, Any]) -> bool:
        return await _pick(locator, widget, index, option, timeout)

    return pick


async def _switch(locator: Locator, wanted: list[str], timeout: float, retry: dict[str, Any] | None) -> list[str]:
    """A switch takes one value, on or off (true/false, yes/no); it is clicked only when it differs."""
    value = wanted[0].strip().lower() if len(wanted) == 1 else ""
    if value not in SWITCH_ON + SWITCH_OFF:
        near = closest(value, [*SWITCH_ON, *SWITCH_OFF], cutoff=0.5)
        suggested = None if near is None else "on" if near in SWITCH_ON else "off"
        raise InvalidArgument(
            f"A switch takes one value, on or off; got {', '.join(wanted)}.",
            field="values",
            allowed_values=["on", "off"],
            suggested_value=suggested,
            facts=CorrectionFacts({**retry, "values": [suggested]} if retry and suggested else None),
        )
    want = value in SWITCH_ON
    query = WidgetQuery(kind="switch", native=False)
    if (await ops.shown(locator, query))["checked"] != want:
        await recorded_steps.step("click")
        await locator.click(timeout=timeout)
    if (await ops.shown(locator, query))["checked"] != want:
        raise not_taken(
            f"Clicked the switch to turn it {'on' if want else 'off'}, but it stayed {'off' if want else 'on'}.",
            "on" if want else "off",
        )
    return ["on" if want else "off"]


async def _suggested(
    locator: Locator, widget: Widget, value: str, timeout: float, retry: dict[str, Any] | None
) -> list[str]:
    """An <input list>: its <datalist> only suggests, so choosing one is typing its value."""
    options = await ops.options(locator, widget.query)
    match = match_option(options, value)
    if match is None:
        raise no_such_option(value, options, NOUNS["datalist"], retry)
    await recorded_steps.step("fill", text=match["value"])
    await locator.fill(match["value"], timeout=timeout)
    if await locator.input_value(timeout=timeout) != match["value"]:
        raise not_taken(
            f"Typed '{match['value']}' into the field, but it did not keep it: the choice did not take.",
            match["value"],
        )
    return [match["value"]]
