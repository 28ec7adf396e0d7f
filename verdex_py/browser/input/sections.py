"""A date or time field split into spinbutton sections (month, day, year; hours, minutes, AM/PM).

Such a field is a group with one spinbutton per part, each taking digits (or a letter for AM/PM)
and moving on when complete: it has no text box to fill. Each section is told apart by its
bounds (1-12 a month or a 12-hour clock, 1-31 a day, past 31 a year, 0-59 minutes, 0-1 or no
digits AM/PM), clicked and typed into, as a keyboard user does. calendar.py reads the whole
field back afterwards.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from playwright.async_api import Locator

from verdex_py.browser.edge.scripts import calendar_ops
from verdex_py.browser.edge.scripts.calendar_ops import SectionQuery
from verdex_py.browser.input import recorded_steps


def _slot(section: dict[str, Any], open_slots: list[str]) -> str | None:
    """Which part of the value a section holds, from its bounds, among the parts not yet given."""
    low, high = section["min"], section["max"]
    fits = {
        "month": (low, high) == (1, 12),
        "day": (low, high) == (1, 31),
        "year": high is not None and high > 31,
        "hour": low in (0, 1) and high in (11, 12, 23),
        "minute": (low, high) == (0, 59),
        "second": (low, high) == (0, 59),
        "meridiem": not section["numeric"] or (low, high) == (0, 1),
    }
    return next((slot for slot in open_slots if fits[slot]), None)


def _values(day: date | None, clock: tuple[int, int] | None, sections: list[dict[str, Any]]) -> dict[str, str]:
    """What each part is typed as (`hour` depends on whether the field counts 0-23 or 1-12)."""
    values: dict[str, str] = {}
    if day is not None:
        values.update(month=f"{day.month:02d}", day=f"{day.day:02d}", year=str(day.year))
    if clock is not None:
        hour, minute = clock
        twelve = any(s["numeric"] is False or (s["min"], s["max"]) == (0, 1) for s in sections)
        values.update(
            hour=f"{(hour % 12 or 12) if twelve else hour:02d}",
            minute=f"{minute:02d}",
            second="00",
            meridiem="PM" if hour >= 12 else "AM",
        )
    return values


async def fill_sections(
    locator: Locator, sections: list[dict[str, Any]], day: date | None, clock: tuple[int, int] | None
) -> None:
    """Type each part of the value into its section, in the field's own order."""
    values = _values(day, clock, sections)
    open_slots = [slot for slot in ("month", "day", "year", "hour", "minute", "second", "meridiem") if slot in values]
    for index, section in enumerate(sections):
        slot = _slot(section, open_slots)
        if slot is None:
            continue
        open_slots.remove(slot)
        element = await calendar_ops.section(locator, SectionQuery(n=index))
        if element is not None:
            await recorded_steps.step("click", element)  # noted before it acts: the section's name may change
            await recorded_steps.step("type", element, text=values[slot])
            await element.click()
            await element.type(values[slot])
            await element.dispose()
