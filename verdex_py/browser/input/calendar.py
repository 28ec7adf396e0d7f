"""A date or time typed into a field that a picker owns: its calendar or time list operated, as a user would.

Most date fields are not plain text boxes. Some are read-only and filled only from a calendar
that opens on click; some take typing but keep the picker's own state, not the text (what was
typed shows in the box, the widget holds nothing: a silent failure); some are split into
spinbutton sections (month, day, year). `Picker` finds out which from the page's structure
(scripts/calendar.js: a grid of day numbers, a month heading in the page's language, arrows or
labelled controls, month and year selects, a list of times, time sliders) and enters the value
the way the field takes it: typed (then the calendar that opened must agree), section by
section (sections.py), or picked: the calendar moved to the month, the day clicked, the time
chosen. Then the value the field shows is read back and compared, as a date, with the one
asked for: a day the widget refuses, or a value it did not take, is an error with its fix.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from playwright.async_api import ElementHandle, JSHandle, Locator

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.input import formats
from verdex_py.browser.input.readback import Subject, ValueNote
from verdex_py.browser.input.sections import fill_sections
from verdex_py.errors import CorrectionFacts, ElementNotInteractable, InvalidArgument, NotInteractableFacts
from verdex_py.errors.fixes import Fix

NATIVE = frozenset({"date", "time", "datetime-local", "month", "week"})  # the browser's own pickers: typed
TEXTUAL = frozenset({None, "text", "search", "tel", ""})  # fields a picker may own
OPEN_MS = 1200  # for a popup to show after the click that opens it
MOVE_MS = 600  # for the calendar's heading to change after one step
SHOWN_MS = 800  # for the field to show the value picked
MAX_STEPS = 240  # months stepped at most (twenty years)


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
        hm = tuple(int(part) for part in clock.split(":")[:2]) if clock else None
        return cls(date.fromisoformat(day) if day else None, hm)  # type: ignore[arg-type]

    def spoken(self) -> str:
        parts = [f"{self.day.day} {self.day.strftime('%B %Y')}"] if self.day else []
        return " ".join(parts + ([f"{self.clock[0]:02d}:{self.clock[1]:02d}"] if self.clock else []))


def _half_day(clock: tuple[int, int] | None) -> tuple[int, int] | None:
    return (clock[0] % 12, clock[1]) if clock else None


def may_be_moment(text: str) -> bool:
    """Cheap: the text reads as a date or a time in some order (before anything is asked of the page)."""
    return any(Moment.read(text, order)[0] is not None for order in ("DMY", "MDY"))


class Picker:
    """One date or time field about to be given `text`, and the popup (if any) that picks its value."""

    def __init__(self, locator: Locator, subject: Subject, text: str, retry: dict[str, Any] | None) -> None:
        self.locator, self.subject, self.text, self.retry = locator, subject, text, retry
        self.field: dict[str, Any] = {}
        self.moment: Moment | None = None
        self.reading = formats.Reading(None)
        self.order: str | None = None
        self.before: JSHandle | None = None
        self.steps_in_a_row: bool | None = None  # the calendar's arrows may be clicked many times in one go

    @classmethod
    async def of(cls, locator: Locator, subject: Subject, text: str, retry: dict[str, Any] | None) -> Picker | None:
        """The picker of a field a date or time is typed into; None for anything else (typed as is)."""
        if subject.input_type in NATIVE or subject.input_type not in TEXTUAL and subject.input_type != "aria-range":
            return None
        if not may_be_moment(text):
            return None
        picker = cls(locator, subject, text, retry)
        with quietly():
            picker.field = await locator.evaluate(scripts.CALENDAR, {"op": "field"})
            picker.before = await locator.evaluate_handle(scripts.CALENDAR, {"op": "roots"})
        if not picker.field:
            return None
        if not picker.field["fieldish"] and not picker.field["editable"]:  # a button, a heading: nothing to fill
            raise ElementNotInteractable(
                f"{subject.label} is not an editable field.",
                field="ref",
                details={"element": subject.element, "reason": "not_editable"},
                facts=NotInteractableFacts(retry, "not_editable"),
            )
        picker.order = formats.date_order(picker.field["hints"], picker.field["lang"])
        picker.moment, picker.reading = Moment.read(text, picker.order)
        if subject.input_type == "aria-range" and not picker.field["sections"]:
            return None  # a lone slider or spinbutton: ranges.py moves it
        return picker if picker.moment is not None else None

    @property
    def editable(self) -> bool:
        return bool(self.field["editable"]) and not self.field["sections"]

    async def _state(self, **query: Any) -> dict[str, Any]:
        return await self.locator.evaluate(scripts.CALENDAR, {"op": "state", "before": self.before, **query})

    async def _element(self, what: str, n: int = 0) -> ElementHandle | None:
        handle = await self.locator.evaluate_handle(
            scripts.CALENDAR, {"op": "element", "before": self.before, "what": what, "n": n}
        )
        return handle.as_element()

    async def disagrees(self, timeout: float) -> bool:
        """After typing: a calendar opened that does not show the day typed as chosen. Many widgets read
        the text when the field loses focus: so it does, and the calendar is opened again. Still not
        chosen there, the widget did not read the text (what shows in the box is not what it holds):
        the day is picked in it. No calendar, or one that agrees: the text stands."""
        if self.moment is None or self.moment.day is None or self.reading.ambiguous:
            return False
        state = await self._state()
        if not state["found"] or not state["days"] or self._agrees(state):
            return False
        await self.locator.blur(timeout=timeout)
        await self.locator.click(timeout=timeout)
        state = await self._state(ms=OPEN_MS)
        return state["found"] and bool(state["days"]) and not self._agrees(state)

    def _agrees(self, state: dict[str, Any]) -> bool:
        day = self.moment.day if self.moment else None
        return day is not None and (state["year"], state["month"]) == (day.year, day.month) and any(
            d["selected"] and d["day"] == day.day for d in state["days"]
        )

    async def enter(self, timeout: float, *, opened: bool = False) -> None:
        """Give the field its value: section by section, or picked from the popup the field opens."""
        assert self.moment is not None
        if self.reading.ambiguous:
            raise self._ambiguous()
        if self.field["sections"]:
            await fill_sections(self.locator, self.field["sections"], self.moment.day, self.moment.clock)
            await self._check(await self._shown(self.field["value"]), timeout)
            return
        shown_before = self.field["value"]
        state = await self._state() if opened else {"found": False}
        if opened:  # what was typed is cleared: only what the widget itself sets may read back
            await self.locator.fill("", timeout=timeout)
            shown_before = ""
        if not state["found"]:
            await self.locator.click(timeout=timeout)
            state = await self._state(ms=OPEN_MS)
        if not state["found"]:
            raise self._no_popup()
        if self.moment.day is not None:
            state = await self._to_month(state, self.moment.day, timeout)
            await self._click_day(state, self.moment.day, timeout)
        if self.moment.clock is not None:
            await self._set_clock(timeout)
        await self._check(await self._shown(shown_before), timeout)

    # -- the calendar --------------------------------------------------------------------------

    async def _to_month(self, state: dict[str, Any], day: date, timeout: float) -> dict[str, Any]:
        """Move the calendar to `day`'s month: its selects when it has them, else step by step."""
        for _ in range(MAX_STEPS):
            if state["month"] is None or state["year"] is None:
                raise self._unreadable(state)
            gap = (day.year - state["year"]) * 12 + day.month - state["month"]
            if gap == 0:
                return state
            selects = state["selects"]
            if abs(gap) > 1 and selects.get("year") and day.year in selects["year"] and day.year != state["year"]:
                state = await self._choose("year", str(day.year), state)
                continue
            if selects.get("month") and abs(gap) > 1 and day.year == state["year"]:
                state = await self._choose("month", str(day.month - 1), state)
                continue
            way = "next" if gap > 0 else "prev"
            if not state["nav"].get(way):
                raise self._cannot_reach(state, day)
            # One real click first; once it moved the calendar a month, the rest of the way is clicked in
            # one go in the page (a click per month, as a user gets there, without a round trip each).
            in_a_row = self.steps_in_a_row and abs(gap) > 1
            if in_a_row:
                await self.locator.evaluate(
                    scripts.CALENDAR, {"op": "step", "before": self.before, "what": way, "times": abs(gap)}
                )
            else:
                control = await self._element(way)
                if control is None:
                    raise self._cannot_reach(state, day)
                await control.click(timeout=timeout, force=True)
            moved = await self._state(since=state["heading"], ms=MOVE_MS)
            if moved["found"] and (moved["month"], moved["year"]) != (state["month"], state["year"]):
                self.steps_in_a_row = True if self.steps_in_a_row is None else self.steps_in_a_row
                state = moved
            elif in_a_row:
                self.steps_in_a_row = False  # the page wants real clicks: one at a time from here
            else:
                raise self._cannot_reach(state, day)
        raise self._cannot_reach(state, day)

    async def _choose(self, which: str, value: str, state: dict[str, Any]) -> dict[str, Any]:
        select = await self._element(which)
        if select is None:
            return state
        await select.select_option(value=value, force=True)
        return await self._state(since=state["heading"], ms=MOVE_MS)

    async def _click_day(self, state: dict[str, Any], day: date, timeout: float) -> None:
        index = next((i for i, d in enumerate(state["days"]) if d["day"] == day.day), None)
        if index is None or state["days"][index]["disabled"]:
            raise self._refused(day, state)
        cell = await self._element("day", index)
        if cell is None:
            raise self._refused(day, state)
        await cell.click(timeout=timeout)

    async def _set_clock(self, timeout: float) -> None:
        """The time: from a list of times in the popup, or its hour and minute sliders."""
        assert self.moment is not None and self.moment.clock is not None
        state = await self._state()
        if not state["found"]:  # picking the day closed it: open it again for the time
            await self.locator.click(timeout=timeout)
            state = await self._state(ms=OPEN_MS)
        hour, minute = self.moment.clock
        for i, item in enumerate(state.get("times", [])):
            reading = formats.read("time", item["text"].replace(".", ":"))
            if reading.value == f"{hour:02d}:{minute:02d}":
                if item["disabled"]:
                    raise self._refused(None, state)
                element = await self._element("time", i)
                if element is not None:
                    await element.click(timeout=timeout)
                    return
        sliders = state.get("sliders", [])
        hours = next((i for i, s in enumerate(sliders) if s["min"] == 0 and s["max"] == 23), None)
        minutes = next((i for i, s in enumerate(sliders) if s["min"] == 0 and s["max"] == 59), None)
        if hours is None or minutes is None:
            raise self._refused(None, state)
        for index, value in ((hours, hour), (minutes, minute)):
            slider = await self._element("slider", index)
            if slider is not None:
                await slider.fill(str(value), timeout=timeout, force=True)

    # -- reading back --------------------------------------------------------------------------

    async def _shown(self, since: str) -> str:
        return str(await self.locator.evaluate(scripts.CALENDAR, {"op": "value", "since": since, "ms": SHOWN_MS}))

    def _readings(self, shown: str) -> list[Moment]:
        """What the shown value can mean: its month names in the page's language read too."""
        english = shown
        for name, number in sorted(self.field.get("months", {}).items(), key=lambda kv: -len(kv[0])):
            english = re.sub(rf"(?i)(?<![^\W\d_]){re.escape(name)}\.?(?![^\W\d_])", date(2020, number, 1).strftime("%B"),
                             english)  # fmt: skip
        found = []
        for order in ([self.order] if self.order else ["DMY", "MDY"]):
            moment, _ = Moment.read(english, order)
            if moment is not None:
                found.append(moment)
        return found

    async def _check(self, shown: str, timeout: float) -> None:
        """The field must show the date (and time) asked for; a value it did not take is an error."""
        assert self.moment is not None
        want = self.moment
        readings = self._readings(shown)
        twelve = re.search(r"(?i)\b[ap]\.?\s?m\b", shown) is None  # "07:30" shown for 19:30 by a 12-hour field
        took = any(
            (want.day is None or m.day == want.day)
            and (want.clock is None or m.clock == want.clock or (twelve and _half_day(m.clock) == _half_day(want.clock)))
            for m in readings
        )
        how = f"{want.spoken()}, {'typed into its sections' if self.field['sections'] else 'picked in its calendar'}"
        if took:
            self.subject.notes.append(ValueNote(self.subject.ref, self.text, shown, "picked", how))
            return
        if readings or not shown.strip() or shown == self.field.get("value"):
            raise self._not_kept(shown)
        self.subject.notes.append(ValueNote(self.subject.ref, self.text, shown, "picked", how + " (shown so)"))

    # -- errors --------------------------------------------------------------------------------

    def _retry(self, text: str | None) -> dict[str, Any] | None:
        return {**self.retry, "text": text} if self.retry is not None and text is not None else None

    def _ambiguous(self) -> InvalidArgument:
        return InvalidArgument(
            f'{self.subject.label} is a date field; "{self.text}" is ambiguous: {self.reading.how}. Nothing was entered.',
            field="text",
            allowed_values={"format": formats.WANTED["date"], "example": formats.EXAMPLE["date"]},
            suggested_value=self.reading.value,
            details={"element": self.subject.element, "sent": self.text, "reading": self.reading.how},
            facts=CorrectionFacts(self._retry(self.reading.value)),
        )

    def _no_popup(self) -> ElementNotInteractable:
        return ElementNotInteractable(
            f"{self.subject.label} is not an editable field, and clicking it opened no calendar or list of times "
            f'to pick "{self.text}" from.',
            field="ref",
            details={"element": self.subject.element, "reason": "not_editable"},
            facts=NotInteractableFacts(self.retry, "not_editable"),
            causes=["It is read-only, and no picker it opens could be found"],
        )

    def _unreadable(self, state: dict[str, Any]) -> ElementNotInteractable:
        return ElementNotInteractable(
            f"{self.subject.label} opened a calendar, but no month and year it shows could be read; "
            f'pick {self.moment.spoken() if self.moment else self.text} in it by hand.',
            field="ref",
            details={"element": self.subject.element, "reason": "not_editable", "heading": state.get("heading")},
            facts=NotInteractableFacts(self.retry, "not_editable", [Fix("click", "open its calendar", self.subject.ref)]),
        )

    def _cannot_reach(self, state: dict[str, Any], day: date) -> InvalidArgument:
        shows = state.get("heading") or f"{state.get('month')}/{state.get('year')}"
        return InvalidArgument(
            f"{self.subject.label}'s calendar does not go to {day.strftime('%B %Y')} (it stops at {shows}): "
            "the date is outside the range it offers. Nothing was chosen.",
            field="text",
            details={"element": self.subject.element, "sent": self.text, "shows": shows, "reason": "out_of_range"},
            causes=["The picker allows only dates within its own range (a minimum or maximum date)"],
            facts=CorrectionFacts(page_refused=True),
        )

    def _refused(self, day: date | None, state: dict[str, Any]) -> InvalidArgument:
        """The widget does not let this day (or time) be chosen: the ones it offers, the nearest as the fix."""
        if day is None:
            offered = [t["text"] for t in state.get("times", []) if not t["disabled"]]
            return InvalidArgument(
                f'{self.subject.label} does not offer the time in "{self.text}"'
                + (f"; times it offers: {', '.join(offered[:8])}." if offered else "."),
                field="text",
                allowed_values=offered or None,
                details={"element": self.subject.element, "sent": self.text, "reason": "not_offered"},
                causes=["The picker offers only some times (steps, opening hours)"],
                facts=CorrectionFacts(page_refused=not offered),
            )
        enabled = [d["day"] for d in state.get("days", []) if not d["disabled"]]
        nearest = min(enabled, key=lambda n: abs(n - day.day)) if enabled else None
        suggested = day.replace(day=nearest).isoformat() if nearest else None
        if suggested and self.moment and self.moment.clock:
            suggested += f" {self.moment.clock[0]:02d}:{self.moment.clock[1]:02d}"
        span = f"{min(enabled)}-{max(enabled)}" if enabled else "none"
        return InvalidArgument(
            f"{self.subject.label}'s calendar does not let {day.isoformat()} be chosen (the day is disabled); "
            f"days it offers in {day.strftime('%B %Y')}: {span}. Nothing was chosen.",
            field="text",
            allowed_values={"days": enabled} if enabled else None,
            suggested_value=suggested,
            details={"element": self.subject.element, "sent": self.text, "reason": "disabled_day"},
            causes=["The picker allows only some dates (a minimum or maximum date, days it blocks)"],
            facts=CorrectionFacts(self._retry(suggested), page_refused=suggested is None),
        )

    def _not_kept(self, shown: str) -> InvalidArgument:
        now = f'it shows "{shown}"' if shown.strip() else "it is empty"
        assert self.moment is not None
        return InvalidArgument(
            f"{self.subject.label} did not keep {self.moment.spoken()}: picked in its calendar, but {now}.",
            field="text",
            details={"element": self.subject.element, "sent": self.text, "holds": shown, "reason": "page_script"},
            facts=CorrectionFacts(page_refused=True),
            causes=["A script on the page refuses this value (it often says why on the page)"],
        )
