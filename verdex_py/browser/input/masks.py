"""A date field whose mask shows its format as its value once focused ("yyyy-MM-dd", "dd.mm.yyyy"):
digits typed key by key into it, in the mask's order.

Such a field refuses text put in whole (its separators are its own: a "-" typed moves or breaks
the sections) and takes digits one by one, filling the template as it goes. The template says the
order and width of each part, so the date asked for is typed as those digits, and the field is
then expected to show the template filled.
"""

from __future__ import annotations

import re
from datetime import date

from playwright.async_api import Locator

from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.input.moment import Moment

# a template: runs of y, M/m, d/D, H/h (and minutes as m after an hour) joined by separators
TEMPLATE = re.compile(r"^(?=.*[yY])(?=.*[dD])(?=.*[mM])[yYMmdDHh]+(?:[^\w\s]?\s?[yYMmdDHh]+)+$")


async def template_of(locator: Locator, timeout: float) -> str | None:
    """The template the field shows once focused; None when it shows none (typed as usual)."""
    with quietly():
        await locator.focus(timeout=timeout)
        value = await locator.input_value(timeout=timeout)
        return value if TEMPLATE.match(value) else None
    return None


def filled(template: str, moment: Moment) -> str | None:
    """The template with the moment's parts in it ("yyyy-MM-dd" and 14 March 2025: "2025-03-14");
    None when the moment lacks a part the template wants ("m" after an hour is minutes)."""
    out, after_hour = [], False
    for part in (m[0] for m in re.finditer(r"([yYMmdDHh])\1*|[^yYMmdDHh]+", template)):
        if part[0] not in "yYMmdDHh":
            out.append(part)
            continue
        after_hour = after_hour or part[0] in "Hh"
        value = _part(part[0], len(part), moment.day, moment.clock, after_hour)
        if value is None:
            return None
        out.append(value)
    return "".join(out)


def digits(text: str) -> str:
    """What is typed key by key: the mask puts its own separators in."""
    return re.sub(r"\D", "", text)


def _part(letter: str, width: int, day: date | None, clock: tuple[int, int] | None, after_hour: bool) -> str | None:
    if day is not None and letter in "yY":
        return str(day.year)[-width:].zfill(width)
    if day is not None and (letter == "M" or (letter == "m" and not after_hour)):
        return f"{day.month:0{width}d}"
    if day is not None and letter in "dD":
        return f"{day.day:0{width}d}"
    if clock is not None and letter in "Hh":
        return f"{clock[0] if letter == 'H' else clock[0] % 12 or 12:0{width}d}"
    if clock is not None and letter == "m":
        return f"{clock[1]:0{width}d}"
    return None
