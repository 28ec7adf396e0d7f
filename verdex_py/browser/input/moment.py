"""Moment: the day and time of day the agent's text asks for, what every date and time picker works with.

Read by formats.py (one reading, or none when the text is ambiguous); calendar.py and sections.py pick
it, picker_refusals.py words what a picker refuses of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from verdex_py.browser.input import formats


@dataclass(frozen=True)
class Moment:
    """What the agent's text asks for: a day, a time of day, or both."""

    day: date | None
    clock: tuple[int, int] | None

    @classmethod
    def read(cls, text: str, order: str | None) -> tuple[Moment | None, formats.Reading]:
        for kind in ("datetime-local", "date", "time"):
            reading = formats.read(kind, text, order)
            if reading.value is not None:
                return cls.of(kind, reading.value), reading
        return None, formats.Reading(None)

    @classmethod
    def of(cls, kind: str, value: str) -> Moment:
        day, _, clock = value.partition("T") if kind == "datetime-local" else (value, "", "")
        if kind == "time":
            day, clock = "", value
        hour, minute = (int(part) for part in clock.split(":")[:2]) if clock else (None, None)
        return cls(date.fromisoformat(day) if day else None, (hour, minute) if hour is not None else None)  # type: ignore[arg-type]

    def spoken(self) -> str:
        parts = [f"{self.day.day} {self.day.strftime('%B %Y')}"] if self.day else []
        return " ".join(parts + ([self.clock_text()] if self.clock else []))

    def clock_text(self, clock: tuple[int, int] | None = None) -> str:
        hour, minute = clock or self.clock or (0, 0)
        return f"{hour:02d}:{minute:02d}"

    def text_with(self, day: date | None = None, clock: tuple[int, int] | None = None) -> str:
        """This moment with its day or time replaced, as the agent may type it (ISO)."""
        day, clock = day or self.day, clock or self.clock
        return " ".join(([day.isoformat()] if day else []) + ([self.clock_text(clock)] if clock else []))
