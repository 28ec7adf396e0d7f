"""A value that names a path through nested levels (a cascader, nested flyouts), chosen level by level.

`"Europe / Portugal / Lisbon"` (space, slash, space: the contract's separator) is chosen as a person
does: pick "Europe" among the options shown, wait for the next level to be drawn (a new column, a
flyout, or the list replaced), pick "Portugal" among what appeared, and so on to the leaf. Each level
is looked for only among the options that appeared with it, so two leaves of the same name under
different parents are told apart by the path. A label that itself holds the separator is matched
whole first (the longest run of segments that names an option at that level wins). The walk is the
same whoever draws the levels: `choose_path` for widgets ARIA names, `walk` with its own way down for
lists that carry no roles (opened_lists.py).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Any

from playwright.async_api import Locator

from verdex_py.browser.edge.scripts import widget_ops as ops
from verdex_py.browser.edge.scripts.widget_ops import WaitQuery, WidgetQuery
from verdex_py.browser.input.widget_match import match_option, no_such_option, plain
from verdex_py.errors import InvalidArgument

SEPARATOR = " / "
LEVEL_WAIT_MS = 2000  # the next level is drawn by the click, or fetched (a lazy cascader)

Pick = Callable[[int, dict[str, Any]], Awaitable[Any]]
# pick the option (its index in the level, the option, whether it is the leaf): whether it says it is
# chosen, and the options of the level it drew (none asked for after the leaf)
Descend = Callable[[int, dict[str, Any], bool], Awaitable[tuple[bool, list[dict[str, Any]]]]]
# the level looked through for a step it does not show (a virtual column scrolled): its options then
Further = Callable[[str], Awaitable[list[dict[str, Any]] | None]]


def appeared(before: list[dict[str, Any]], now: list[dict[str, Any]]) -> list[int]:
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


def after(options: list[dict[str, Any]], clicked: dict[str, Any]) -> list[int]:
    """Nothing new drawn (the level was open already, from the value the control held): the options
    that follow the clicked one."""
    same = [i for i, o in enumerate(options) if o["label"] == clicked["label"]]
    return list(range(same[0] + 1, len(options))) if same else []


def _longest(options: list[dict[str, Any]], rest: list[str]) -> tuple[int, dict[str, Any] | None]:
    """The option named by the longest run of leading segments (a label holding the separator first)."""
    for n in range(len(rest), 0, -1):
        match = match_option(options, SEPARATOR.join(rest[:n]))
        if match is not None:
            return n, match
    return 0, None


async def walk(
    options: list[dict[str, Any]],
    value: str,
    what: str,
    retry: dict[str, Any] | None,
    descend: Descend,
    further: Further | None = None,
) -> dict[str, Any] | None:
    """Choose the path `value` names, starting among `options` (the first level, shown now), each step
    taken by `descend` (a later level that does not show a step is looked through by `further`, when
    given). The leaf option, its label the path as the levels name it, `leaf` its own label
    and `path` the names of its steps; None when `value` is no path whose first step is shown here (the
    caller's miss). A later step missing is an error naming that level and listing its options as paths
    (their retry is the plan)."""
    rest = value.split(SEPARATOR)
    if len(rest) < 2:
        return None
    names: list[str] = []
    while True:
        n, match = _longest(options, rest)
        if match is None and names and options and further is not None:
            options = await further(rest[0]) or options
            n, match = _longest(options, rest)
        if match is None:
            if not names:
                return None
            raise missing_step(value, names, options, what, retry)
        names.append(match["label"])
        rest = rest[n:]
        picked, options = await descend(options.index(match), match, not rest)
        if not rest:
            return {**match, "label": SEPARATOR.join(names), "leaf": match["label"], "path": names, "picked": picked}


def missing_step(
    value: str, names: list[str], options: list[dict[str, Any]], what: str, retry: dict[str, Any] | None
) -> InvalidArgument:
    """A step the level under `names` does not offer: that level named, its options listed as paths."""
    prefix = SEPARATOR.join(names)
    named = [(o, f"{prefix}{SEPARATOR}{o['label']}") for o in options]  # a value that was the label: the path
    pathed = [{**o, "label": path, "value": o["value"] if o["value"] != o["label"] else path} for o, path in named]
    # none drawn: the step was a leaf (its click may have chosen it, the list closed)
    level = (
        f"level {len(names) + 1}, under '{prefix}'" if options else f"nothing under '{prefix}': it may be chosen now"
    )
    return no_such_option(value, pathed, what, retry, level=level)


def holds_path(names: list[str], shown: list[str]) -> bool:
    """Whether a control shows the path: one of its texts names every step in order as whole words
    (whatever separates them: ' / ', ' > ', ', '), or is the leaf alone (a control that shows only the
    leaf; its parents are read nowhere). A text naming the leaf under other parents holds another path."""
    words = [re.escape(plain(n)) for n in names]
    in_order = re.compile(r"(?<!\w)" + r"(?!\w).*?(?<!\w)".join(words) + r"(?!\w)")
    return any(plain(t) == plain(names[-1]) or in_order.search(plain(t)) for t in shown)


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
    """`walk` through a widget ARIA names: each level is what the click drew among its options (the
    columns before stay), or what follows the clicked one when nothing new was drawn."""
    seen = {"all": options, "level": list(range(len(options)))}  # the options now; the level's indices

    async def descend(index: int, option: dict[str, Any], leaf: bool) -> tuple[bool, list[dict[str, Any]]]:
        picked = bool(await pick(seen["level"][index], option))
        if leaf:
            return picked, []
        before = seen["all"]
        ms = min(LEVEL_WAIT_MS, timeout) if timeout else LEVEL_WAIT_MS
        wait = WaitQuery(kind=query["kind"], native=query["native"], ms=int(ms), other=[o["label"] for o in before])
        await ops.wait(locator, wait)
        now = await ops.options(locator, query)
        level = appeared(before, now) or after(now, option)
        seen.update(all=now, level=level)
        return picked, [now[i] for i in level]

    return await walk(options, value, what, retry, descend)
