"""A value that names a path through nested levels (a cascader, nested flyouts), chosen level by level.

`"Europe / Portugal / Lisbon"` (space, slash, space: the contract's separator) is chosen as a person
does: pick "Europe" among the options shown, wait for the next level to be drawn (a new column, a
flyout, or the list replaced), pick "Portugal" among what appeared, and so on to the leaf. Each level
is looked for only among the options that appeared with it, so two leaves of the same name under
different parents are told apart by the path. A label that itself holds the separator is matched
whole first (the longest run of segments that names an option at that level wins).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Any

from playwright.async_api import Locator

from verdex_py.browser.edge.scripts import popup_ops
from verdex_py.browser.edge.scripts import widget_ops as ops
from verdex_py.browser.edge.scripts.popup_ops import Entry, ItemQuery, ListQuery, ListWaitQuery, MarkQuery
from verdex_py.browser.edge.scripts.widget_ops import WaitQuery, WidgetQuery
from verdex_py.browser.input import recorded_steps
from verdex_py.browser.input.widget_match import match_option, no_such_option

SEPARATOR = " / "
LEVEL_WAIT_MS = 2000  # the next level is drawn by the click, or fetched (a lazy cascader), or after a rest

Pick = Callable[[int, dict[str, Any]], Awaitable[Any]]


def _appeared(before: list[dict[str, Any]], now: list[dict[str, Any]]) -> list[int]:
    """The indices in `now` of the options that were not there `before` (by label, counting repeats):
    the level the last click drew, beside the columns or the flyout that stay."""
    left = Counter(o["label"] for o in before)
    fresh = []
    for index, option in enumerate(now):
        if left[option["label"]] > 0:
            left[option["label"]] -= 1
        else:
            fresh.append(index)
    return fresh


def _longest(options: list[dict[str, Any]], rest: list[str]) -> tuple[int, dict[str, Any] | None]:
    """The option named by the longest run of leading segments (a label holding the separator first)."""
    for n in range(len(rest), 0, -1):
        match = match_option(options, SEPARATOR.join(rest[:n]))
        if match is not None:
            return n, match
    return 0, None


async def choose_path(
    locator: Locator,
    query: WidgetQuery,
    options: list[dict[str, Any]],
    value: str,
    what: str,
    timeout: float,
    pick: Pick,
    retry: dict[str, Any] | None,
) -> dict[str, Any] | None:
    """Choose the path `value` names, starting among `options` (the first level, shown now). The leaf
    option, its label the path as the levels name it and `leaf` its own label; None when `value` is no
    path whose first step is shown here (the caller's miss). A later step missing is an error listing
    that level's options as paths (their retry is the plan)."""
    rest = value.split(SEPARATOR)
    if len(rest) < 2:
        return None
    level = list(range(len(options)))  # indices, in `options`, of the level looked at
    names: list[str] = []
    while True:
        shown = [options[i] for i in level]
        n, match = _longest(shown, rest)
        if match is None:
            if not names:
                return None
            prefix = SEPARATOR.join(names)
            pathed = [{**o, "label": f"{prefix}{SEPARATOR}{o['label']}"} for o in shown]
            raise no_such_option(value, pathed, what, retry)
        names.append(match["label"])
        rest = rest[n:]
        picked = await pick(level[shown.index(match)], match)
        if not rest:
            return {**match, "label": SEPARATOR.join(names), "leaf": match["label"], "picked": bool(picked)}
        before, clicked = options, match
        ms = min(LEVEL_WAIT_MS, timeout) if timeout else LEVEL_WAIT_MS
        wait = WaitQuery(kind=query["kind"], native=query["native"], ms=int(ms), other=[o["label"] for o in before])
        await ops.wait(locator, wait)
        options = await ops.options(locator, query)
        # nothing new drawn (the level was open already, from the value it held): what follows the clicked one
        level = _appeared(before, options) or _after(options, clicked)


def _after(options: list[dict[str, Any]], clicked: dict[str, Any]) -> list[int]:
    same = [i for i, o in enumerate(options) if o["label"] == clicked["label"]]
    return list(range(same[0] + 1, len(options))) if same else []


def _step(options: list[Entry], rest: list[str]) -> tuple[int, Entry | None]:
    """The entry named by the longest run of leading segments (a label holding the separator first)."""
    for n in range(len(rest), 0, -1):
        found = match_option(options, SEPARATOR.join(rest[:n]))  # type: ignore[arg-type]
        if found is not None:
            return n, found  # type: ignore[return-value]
    return 0, None


async def _level(locator: Locator, kind: str, timeout: float) -> list[Entry]:
    """The entries that showed since the mark (the next level), waited for up to LEVEL_WAIT_MS."""
    ms = int(min(LEVEL_WAIT_MS, timeout)) if timeout else LEVEL_WAIT_MS
    await popup_ops.wait(locator, ListWaitQuery(kind=kind, ms=ms, want=None))
    return await popup_ops.items(locator, ListQuery(kind=kind))


async def rest_along(
    locator: Locator, kind: str, options: list[Entry], rest: list[str], timeout: float
) -> tuple[str, Entry, bool] | None:
    """A path through levels no ARIA names (`kind`: how popup.js finds the entries): the pointer rests
    on each named parent until its level shows (a submenu that opens only on a resting pointer, after a
    delay, in a popover or a layer at the end of <body>), or the parent is clicked when resting showed
    nothing; the leaf is clicked. The path chosen ('Share › Email'), the leaf, and whether a level opened
    on a resting pointer (a menu's: its leaf is a command, nothing to read back); None when a level does
    not hold the next step (the caller then lists the first level's entries)."""
    names: list[str] = []
    rested = False
    while rest:
        n, entry = _step(options, rest)
        handle = (
            None if entry is None else await popup_ops.item(locator, ItemQuery(kind=kind, index=options.index(entry)))
        )
        if entry is None or handle is None:
            return None
        names.append(entry["label"])
        rest = rest[n:]
        try:
            if not rest:
                await recorded_steps.step("click", handle, name=entry["label"])
                await handle.click(timeout=timeout)
                return " › ".join(names), entry, rested
            await popup_ops.mark(locator, MarkQuery())
            await recorded_steps.step("hover", handle, name=entry["label"])
            await handle.hover(timeout=timeout)
            options = await _level(locator, kind, timeout)
            rested = rested or bool(options)
            if not options:  # a level drawn by a click on its parent
                await recorded_steps.step("click", handle, name=entry["label"])
                await handle.click(timeout=timeout)
                options = await _level(locator, kind, timeout)
        finally:
            await handle.dispose()
        if not options:
            return None
    return None
