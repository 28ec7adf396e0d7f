"""Clicking one option of a widget's opened list, which may move under the pointer.

Many lists redraw themselves a moment after a click: chosen items move to the top, the list is
rendered anew with new elements, rows slide to their new places. An option looked up before that
redraw and clicked after it (or while Playwright's click was on its way) lands on whatever row is
there now: a silent wrong choice in a multi-select, which toggles it. So each pick (1) waits for
the opened list to settle (widget.js `still`: no change in it for QUIET_MS, no short timer the
action set left to run, no animation in it running; bounded), (2) looks the option up by its name
right before the click, (3) notes where the click landed (`aim`, `landed`): on another option, that
one is taken back (a toggle) or the list reopened (a single choice), and the pick is made once more;
a second miss is an error, never a choice reported that the widget does not hold. Whether the option
now says it is chosen is read after the list settled again, from the option of that name as drawn
then (the element clicked may have been replaced).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from playwright.async_api import ElementHandle, Locator

from verdex_py.browser.edge.playwright_errors import detached, quietly
from verdex_py.browser.edge.scripts import widget_ops as ops
from verdex_py.browser.edge.scripts.widget_ops import OptionQuery, SettleQuery, WidgetQuery
from verdex_py.browser.input import recorded_steps
from verdex_py.browser.input.widget_match import not_taken, plain

STILL_MS = 1500  # a list that keeps changing is used as it is after this long
QUIET_MS = 100  # nothing in the opened list changed this long (and no timer of the click's left): settled
PICK_TRIES = 3  # an option clicked as its list drew it anew (detached): looked up by its name again, this often
PICKED_ROLES = ("menuitemradio", "menuitemcheckbox", "option")  # a clicked item that says it is chosen

Target = Locator | ElementHandle


async def settle(locator: Target, query: WidgetQuery, timeout: float) -> bool:
    """Wait until the list the widget at `locator` shows has settled (bounded by the action's timeout);
    whether it did (a list that never does is used as it is)."""
    ms = int(min(STILL_MS, timeout)) if timeout else STILL_MS
    return await ops.still(locator, SettleQuery(kind=query["kind"], native=query["native"], ms=ms, quiet=QUIET_MS))


async def pick(
    locator: Target,
    query: WidgetQuery,
    option: dict[str, Any],
    index: int,
    timeout: float,
    reopen: Callable[[], Awaitable[Any]],
    toggles: bool,
) -> bool:
    """Click `option` (index `index` when its list was read) where it is now; whether it then says it is
    chosen. `toggles`: a click on an option chosen already takes it off (a multi-select), so a click
    that landed on another one is undone by clicking that one again; else `reopen` shows the list
    again (a single choice closes it)."""
    where = OptionQuery(kind=query["kind"], native=query["native"], index=index, label=option["label"])
    where["role"] = option["role"]
    missed: str | None = None
    for attempt in range(PICK_TRIES):
        await settle(locator, query, timeout)
        handle = await ops.option(locator, where)
        if handle is None:  # a hidden native <select> whose styled list shows no such entry: set it directly
            return await _set_native(locator, option, timeout)
        if attempt == 0 or missed:
            await recorded_steps.step("click", handle, name=option["label"])
        hit = await _click(handle, timeout, last=attempt == PICK_TRIES - 1)
        if hit is False:  # drawn anew under the click: looked up again
            continue
        if hit is None or _same(hit, option["label"]):
            picked = option["role"] in PICKED_ROLES and await _now_picked(locator, query, where, handle, timeout)
            await handle.dispose()
            return picked
        await handle.dispose()
        if missed is not None:
            raise await _moved(locator, query, option["label"], hit, timeout)
        missed = hit
        if toggles:
            await _take_back(locator, query, hit, option, timeout)
        elif not await ops.expanded(locator, None):
            await reopen()
    raise await _moved(locator, query, option["label"], missed or option["label"], timeout)


async def _click(handle: ElementHandle, timeout: float, last: bool) -> str | None | bool:
    """Click the option at `handle`, noting where the click landed: the name the option it hit carried
    then (another one when the list moved under the pointer or wrote another option into the element),
    None when it hit nothing like an option, False when the element left the page before the click
    (not the `last` try: then it is raised). Playwright's own check holds back a click whose point
    another element took; one whose element now carries another name only this one sees."""
    with quietly():
        await ops.aim(handle, None)
    with quietly(timeouts=False) as failed:
        await handle.click(timeout=timeout)
    hit: str | None = None
    with quietly():  # (the listener removed in any case; a click that navigated leaves no page to ask)
        hit = await ops.landed(handle, None)
    if failed:
        await handle.dispose()
        if not detached(failed) or last:
            failed.reraise()
        return False
    return hit


async def _now_picked(
    locator: Target, query: WidgetQuery, where: OptionQuery, handle: ElementHandle, timeout: float
) -> bool:
    """Whether the option says it is chosen once its list settled: the element clicked, else (drawn
    anew, re-sorted) the option of that name now."""
    await settle(locator, query, timeout)
    if await ops.picked(handle, None):
        return True
    fresh = await ops.option(locator, where)
    if fresh is None:
        return False
    try:
        return bool(await ops.picked(fresh, None))
    finally:
        await fresh.dispose()


async def _take_back(locator: Target, query: WidgetQuery, label: str, option: dict[str, Any], timeout: float) -> None:
    """Click the option a click landed on by mistake once more, where it is now (a toggle: it is taken
    off again); one that moves away again is an error."""
    await settle(locator, query, timeout)
    where = OptionQuery(kind=query["kind"], native=query["native"], index=-1, label=label)
    where["role"] = option["role"]
    handle = await ops.option(locator, where)
    if handle is None:
        raise await _moved(locator, query, option["label"], label, timeout)
    await recorded_steps.step("click", handle, name=label)
    hit = await _click(handle, timeout, last=True)
    await handle.dispose()
    if hit is not None and not _same(str(hit), label):
        raise await _moved(locator, query, option["label"], str(hit), timeout)


def _same(hit: str, label: str) -> bool:
    """Whether the name a click landed on is the option's: the same words, or those words followed by
    what the element's text adds to its accessible name (a state said only to screen readers: "PDF Is
    Active" for the item "PDF")."""
    said, wanted = plain(hit), plain(label)
    return said == wanted or said.startswith(wanted + " ")


async def _moved(locator: Target, query: WidgetQuery, label: str, hit: str, timeout: float) -> Exception:
    """The list kept moving under the pointer: the error says what its options hold now (a stray
    toggle that could not be taken back is named, never hidden)."""
    await settle(locator, query, timeout)
    held = [o["label"] for o in await ops.options(locator, query) if o["selected"]]
    return not_taken(
        f"Clicked '{label}' twice, but its list moved under the pointer each time (the last click landed on "
        f"'{hit}'): the list now holds {', '.join(held) or 'nothing'}.",
        label,
        ", ".join(held),
        held=held,
    )


async def _set_native(locator: Target, option: dict[str, Any], timeout: float) -> bool:
    select = await ops.select(locator, None)
    if select is None:
        return False
    await recorded_steps.step("select", select, text=option["value"])
    await select.select_option(value=option["value"], force=True, timeout=timeout)
    await select.dispose()
    return False
