"""Multi-selects: keeping exactly the options asked for, and a hidden native <select> as their state.

A library's multi-select often keeps a visually hidden native <select multiple> (still in the
accessibility tree) as its real state, lists in its popup only the options not chosen yet and
shows the chosen ones as chips beside an empty search field. Its native list is state, not UI:
the picks are made in the visible popup, a chosen value is looked up in the native list (the
popup no longer lists it), and one not asked for is taken off through its chip's remove control.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from playwright.async_api import Locator

from verdex_py.browser.edge.scripts import widget_ops
from verdex_py.browser.edge.scripts.widget_ops import ChipQuery, Option, Shown
from verdex_py.browser.input import recorded_steps
from verdex_py.browser.input.widget_match import plain
from verdex_py.errors import CorrectionFacts, InvalidArgument


async def native_options(locator: Locator) -> list[Option]:
    """The options of the hidden native <select> behind the widget (chosen or not); none without one."""
    return await widget_ops.native(locator, None) or []


Match = Callable[[list[dict[str, Any]], str], "dict[str, Any] | None"]


async def as_held(locator: Locator, options: list[dict[str, Any]], match: Match) -> list[dict[str, Any]]:
    """The popup's options, each chosen as the native select says: a popup may mark the option its
    keyboard would take aria-selected (the highlight, not a choice), or list only those not chosen."""
    native = await native_options(locator)
    return [{**o, "selected": bool((n := match(native, o["label"])) and n["selected"])} for o in options]


async def held(locator: Locator, value: str, match: Match) -> dict[str, Any] | None:
    """The native option `value` names when the widget holds it already (its popup lists only the rest)."""
    option = match(await native_options(locator), value)
    return option if option is not None and option["selected"] else None


def shown_already(before: Shown, value: str, editable: bool) -> dict[str, Any] | None:
    """`value` held before this call: the control's text or one of its chips (read through shadow roots)
    was exactly that, though its list offers it no more (a multi-select lists only what is not chosen).
    As a chosen option; None when it was not shown. An `editable` field's own text is what was typed
    into it (a search), never a choice: only its chips count."""
    wanted = plain(value)
    for part in (*([] if editable else [before["text"]]), *before["parts"]):
        if wanted and plain(part) == wanted:
            return {"label": part.strip(), "value": value, "selected": True, "role": "shown", "picked": True}
    return None


async def clear_others(
    options: list[dict[str, Any]],
    wanted: list[str],
    match: Match,
    pick: Callable[[int, dict[str, Any]], Awaitable[Any]],
) -> None:
    """A multi-select (a listbox, or a combobox's popup that says so) keeps exactly what was asked: the
    selected options its list shows and that were not asked for are toggled off (`pick` clicks one)."""
    keep = {id(m) for v in wanted if (m := match(options, v)) is not None}
    for index, option in enumerate(options):
        if option["selected"] and id(option) not in keep:
            await pick(index, option)


async def take_off_others(locator: Locator, wanted: list[str], match: Match, timeout: float) -> bool:
    """Take the chosen options not asked for off, each through its chip: its remove control, else the
    chip clicked and Backspace (the tag-input convention; one taken off with it is picked again after).
    Whether the widget has a native list at all."""
    options = await native_options(locator)
    keep = [m for v in wanted if (m := match(options, v)) is not None]
    for option in options:
        if option["selected"] and option not in keep:
            label = option["label"]
            chip = await widget_ops.chip(locator, ChipQuery(label=label))
            if chip is None:
                continue
            await recorded_steps.step("click", chip, name=label)
            await chip.click(timeout=timeout)
            await chip.dispose()
            if await held(locator, label, match) is not None:
                await recorded_steps.key_on_page("Backspace")
                await locator.page.keyboard.press("Backspace")
    return bool(options)


async def check_exact(locator: Locator, chosen: list[dict[str, Any]], native: bool) -> None:
    """A native multi-select holds exactly the options chosen: one more is an error naming it."""
    if not native:
        return
    extra = [o["label"] for o in await native_options(locator) if o["selected"]]
    extra = [label for label in extra if label not in {c["label"] for c in chosen}]
    if extra:
        raise InvalidArgument(
            f"Chose {', '.join(c['label'] for c in chosen)}, but the widget holds {', '.join(extra)} as well: "
            "neither a remove control on its chip nor Backspace took it off.",
            field="values",
            details={"values": [c["label"] for c in chosen], "also_held": extra, "reason": "page_script"},
            causes=["Its chips offer no way to take a choice off that this call found"],
            facts=CorrectionFacts(page_refused=True),
        )
