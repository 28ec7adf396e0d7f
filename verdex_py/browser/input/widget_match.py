"""Matching a value to a widget's options, and the miss that lists them (native selects use it too).

Kept apart from `widgets` so every way of choosing (ARIA widgets, unnamed popups, native selects)
matches and misses alike.
"""

from __future__ import annotations

from typing import Any

from verdex_py.closest import closest
from verdex_py.errors import CorrectionFacts, InvalidArgument
from verdex_py.errors.fixes import FIX_TOOLS, Fix


def plain(text: str) -> str:
    """A name as compared: its words, single-spaced, in lower case."""
    return " ".join(text.split()).lower()


def _names(option: dict[str, Any]) -> tuple[str, ...]:
    """What names an option: its visible label, its value, and its accessible name where that holds
    more (a state folded in), wherever the DOM put each (attribute, slotted text, aria-label)."""
    return option["label"], option["value"], option.get("name") or option["label"]


def match_option(options: list[dict[str, Any]], value: str) -> dict[str, Any] | None:
    """The option `value` names: its label, value or name exactly, else ignoring case (native selects too)."""
    return next((o for o in options if value in _names(o)), None) or next(
        (o for o in options if value.lower() in [n.lower() for n in _names(o)]), None
    )


def listed(option: dict[str, Any]) -> str:
    """An option as a miss lists it: its label, with its value in brackets where that differs."""
    label, value = option["label"], str(option["value"])
    return label if value.lower() in (label.lower(), "") else f"{label} ({value})"


def no_such_option(
    value: str,
    options: list[dict[str, Any]],
    what: str,
    retry: dict[str, Any] | None,
    fixes: list[Fix] | None = None,
    level: str = "",
) -> InvalidArgument:
    """A miss: the options to pick from and the closest one (its retry is the plan); with no close one,
    `fixes` (typing a search) come before the same call again. `level`: the level of a path that lacks
    the step ("level 3, under 'Europe / Portugal'"), whose options are listed."""
    labels = [o["label"] for o in options]
    close = closest(value, labels, cutoff=0.4)
    corrected = None
    if retry and close is not None:
        corrected = {**retry, "values": [close]}
    elif retry and fixes:
        corrected = dict(retry)
    return InvalidArgument(
        f"No option '{value}' in this {what}{f' ({level})' if level else ''}; options {'there ' if level else ''}are: "
        f"{', '.join(map(listed, options[:10])) or 'none'}.",
        field="values",
        allowed_values=labels,
        suggested_value=close,
        details={"value": value, "options": [{"value": o["value"], "label": o["label"]} for o in options]},
        causes=[f"The value is neither the value nor the visible label of an option of this {what}"],
        facts=CorrectionFacts(corrected, fixes=fixes if corrected and close is None else None),
    )


def not_a_widget() -> InvalidArgument:
    return InvalidArgument(
        "The element is not a select, combobox, listbox, menu button, radio group or switch; "
        f"use {FIX_TOOLS['click']} on it.",
        field="ref",
    )


PAGE_SCRIPT_CAUSE = "A script on the page ignored the click or undid the choice (it may say why on the page)"


def not_taken(sentence: str, value: str, shown: str | None = None, **details: Any) -> InvalidArgument:
    """A choice the page does not hold after our click or fill (never a silent success): `sentence`
    says what was done and what the control shows instead."""
    facts = {"value": value, **({"shown": shown} if shown is not None else {}), **details, "reason": "page_script"}
    return InvalidArgument(
        sentence,
        field="values",
        details=facts,
        causes=[PAGE_SCRIPT_CAUSE],
        facts=CorrectionFacts(page_refused=True),
    )
