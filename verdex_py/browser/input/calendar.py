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
from datetime import date
from typing import Any, cast

from playwright.async_api import ElementHandle, JSHandle, Locator

from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.edge.scripts import calendar_ops as ops
from verdex_py.browser.edge.scripts.calendar_ops import (
    CalendarState,
    ElementQuery,
    FieldFacts,
    StateQuery,
    StepQuery,
    ValueQuery,
)
from verdex_py.browser.input import formats
from verdex_py.browser.input import picker_refusals as refusals
from verdex_py.browser.input.moment import Moment
from verdex_py.browser.input.readback import Subject, ValueNote
from verdex_py.browser.input.sections import fill_sections

NATIVE = frozenset({"date", "time", "datetime-local", "month", "week"})  # the browser's own pickers: typed
TEXTUAL = frozenset({None, "text", "search", "tel", ""})  # fields a picker may own
OPEN_MS = 1200  # for a popup to show after the click that opens it
MOVE_MS = 600  # for the calendar's heading to change after one step
SHOWN_MS = 800  # for the field to show the value picked
SETTLE_MS = 500  # for a popup that fades in as the field takes focus (its animations) before it is looked for
# Enter's default (a form's implicit submission) kept from running, after the page's own handlers: the
# listener, removed after the one key
ENTER_NOT_SUBMITTING = """() => {
  const f = (k) => { if (k.key === 'Enter') k.preventDefault(); };
  window.addEventListener('keydown', f);
  return f;
}"""
MAX_STEPS = 240  # months stepped at most (twenty years)


def _same(shown: Moment, want: Moment, *, twelve: bool) -> bool:
    """The field shows the moment asked for (`twelve`: it shows a 12-hour time without AM/PM)."""
    if want.day is not None and shown.day != want.day:
        return False
    if want.clock is None or shown.clock == want.clock:
        return True
    held, asked = shown.clock, want.clock
    return twelve and held is not None and (held[0] % 12, held[1]) == (asked[0] % 12, asked[1])


MERIDIEM = re.compile(r"(?i)\b[ap]\.?\s?m\b")  # AM, p.m.
# a 12-hour format in a field's hints: "hh:mm", "h:mm a" (lowercase h, as format strings write a 12-hour
# clock; "HH:mm" is 24-hour), "7:30 pm", "AM/PM" (not a bare word "am")
TWELVE_FORMAT = re.compile(r"\bh{1,2}[:.]mm\b|(?i:\d\s?[ap]\.?m\b|\b[ap]m\s*/\s*[ap]m\b)")


def twelve_hour(shown: str, hints: list[str], half_day: bool) -> bool:
    """The field shows a 12-hour time without AM/PM ("07:30" for 19:30), only on evidence: its format
    hints say 12-hour, or its picker set the hour on a 1-12 clock. A time shown with AM/PM is read
    with it; and nothing said, "07:30" is 07:30 (a 24-hour field is not taken as 12-hour)."""
    if MERIDIEM.search(shown):
        return False
    return half_day or any(TWELVE_FORMAT.search(hint or "") for hint in hints)


def _further(state: dict[str, Any], day: date, gap: int) -> bool:
    """Whether the month now shown is further from `day`'s than `gap` months (a step the wrong way)."""
    if state["month"] is None or state["year"] is None:
        return False  # unreadable: said as such on the next turn
    return abs((day.year - state["year"]) * 12 + day.month - state["month"]) > abs(gap)


def may_be_moment(text: str) -> bool:
    """Cheap: the text reads as a date or a time in some order (before anything is asked of the page)."""
    return any(Moment.read(text, order)[0] is not None for order in ("DMY", "MDY"))


class Picker:
    """One date or time field about to be given `text`, and the popup (if any) that picks its value."""

    def __init__(self, locator: Locator, subject: Subject, text: str, retry: dict[str, Any] | None) -> None:
        self.locator, self.subject, self.text, self.retry = locator, subject, text, retry
        self.field = cast(FieldFacts, {})
        self.moment: Moment | None = None
        self.reading = formats.Reading(None)
        self.order: str | None = None
        self.before: JSHandle | None = None
        self.via = "picked in its calendar"  # how the value was entered, in the answer's words
        self.steps_in_a_row: bool | None = None  # the calendar's arrows may be clicked many times in one go
        self.arrows_swapped = False  # the arrow that looks like "next" went back a month: the other one is used
        self.handles: list[JSHandle] = []  # elements fetched from the page, released after the call
        self.half_day = False  # the picker set the hour on a 12-hour clock (1-12 and AM/PM)

    @classmethod
    async def of(cls, locator: Locator, subject: Subject, text: str, retry: dict[str, Any] | None) -> Picker | None:
        """The picker of a field a date or time is typed into; None for anything else (typed as is)."""
        if subject.input_type in NATIVE or subject.input_type not in TEXTUAL and subject.input_type != "aria-range":
            return None
        if not may_be_moment(text):
            return None
        picker = cls(locator, subject, text, retry)
        with quietly():
            picker.field = await ops.field(locator, None)
            picker.before = await ops.roots(locator, None)
        if not picker.field:
            return None
        if not picker.field["fieldish"] and not picker.field["editable"]:  # a button, a heading: nothing to fill
            raise refusals.not_a_field(subject, retry)
        picker.order = formats.date_order(picker.field["hints"], picker.field["lang"])
        picker.moment, picker.reading = Moment.read(text, picker.order)
        if subject.input_type == "aria-range" and not picker.field["sections"]:
            return None  # a lone slider or spinbutton: ranges.py moves it
        return picker if picker.moment is not None else None

    @property
    def editable(self) -> bool:
        return bool(self.field["editable"]) and not self.field["sections"]

    async def _state(self, settle: int | None = None, ms: int | None = None, since: str | None = None) -> CalendarState:
        """Its popup now; waiting up to `ms` for one to show, or with `since` for its heading to leave that."""
        query = StateQuery(before=self.before)
        if settle is not None:
            query["settle"] = settle
        if ms is not None:
            query["ms"] = ms
        if since is not None:
            query["since"] = since
        return await ops.state(self.locator, query)

    async def _element(self, what: str, n: int = 0) -> ElementHandle | None:
        element = await ops.element(self.locator, ElementQuery(before=self.before, what=what, n=n))
        if element is not None:
            self.handles.append(element)
        return element

    async def release(self) -> None:
        """Let the page drop the elements held for this call (a long session types many dates)."""
        for handle in [*self.handles, *([self.before] if self.before else [])]:
            with quietly():
                await handle.dispose()
        self.handles.clear()
        self.before = None

    async def disagrees(self, timeout: float) -> bool:
        """After typing: a calendar opened that does not show the day typed as chosen. Many widgets read
        the text when the user tabs out of the field: so it does, and the calendar is opened again. Still not
        chosen there, the widget did not read the text (what shows in the box is not what it holds):
        the day is picked in it. No calendar, or one that agrees: the text stands."""
        if self.moment is None or self.moment.day is None or self.reading.ambiguous:
            return False
        state = await self._state(settle=SETTLE_MS)
        if not state["found"] or not state["days"] or self._agrees(state):
            return False
        typed = (await ops.field(self.locator, None))["value"]
        await self._press_enter(timeout)  # a calendar that only previews the text takes it on Enter
        if typed and not (await self._state(settle=SETTLE_MS))["found"]:
            if (await ops.field(self.locator, None))["value"] == typed:
                return False  # taken and closed: the read-back checks it
        await self.locator.press("Tab", timeout=timeout)  # leaving it, as a user does, commits the text
        await self.locator.click(timeout=timeout)
        state = await self._state(ms=OPEN_MS)
        return state["found"] and bool(state["days"]) and not self._agrees(state)

    async def commit(self, timeout: float) -> None:
        """After typing, a picker still open may only preview the text (the field shows it, the widget
        holds nothing, its calendar covers what comes next): committed as a user commits it, with Enter
        (kept from submitting the form: the page's own handlers see it, the browser's default does not
        run), then, still open, by leaving the field. The read-back then reads what the field keeps."""
        if self.moment is None or not (await self._state(settle=SETTLE_MS))["found"]:
            return
        await self._press_enter(timeout)
        if (await self._state(settle=SETTLE_MS))["found"]:
            await self.locator.press("Tab", timeout=timeout)

    async def _press_enter(self, timeout: float) -> None:
        """Enter in the field, as a user commits a typed date; its default (the form's implicit
        submission) kept from running: the page's own handlers still see the key."""
        guard = await self.locator.evaluate_handle(ENTER_NOT_SUBMITTING)
        try:
            await self.locator.press("Enter", timeout=timeout)
        finally:
            with quietly():
                await guard.evaluate("(f) => window.removeEventListener('keydown', f)")
                await guard.dispose()

    def _agrees(self, state: dict[str, Any]) -> bool:
        day = self.moment.day if self.moment else None
        return (
            day is not None
            and (state["year"], state["month"]) == (day.year, day.month)
            and any(d["selected"] and d["day"] == day.day for d in state["days"])
        )

    async def enter(self, timeout: float, *, opened: bool = False) -> None:
        """Give the field its value: section by section, or picked from the popup the field opens."""
        assert self.moment is not None
        if self.reading.ambiguous:
            raise refusals.ambiguous(self.subject, self.text, self.reading, self.retry)
        if self.field["sections"]:
            self.via = "typed into its sections"
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
            raise refusals.no_popup(self.subject, self.text, self.retry)
        if self.moment.day is not None:
            state = await self._to_month(state, self.moment.day, timeout)
            await self._click_day(state, self.moment.day, timeout)
        if self.moment.clock is not None:
            await self._set_clock(timeout)
        await self._check(await self._shown(shown_before), timeout)

    # -- the calendar --------------------------------------------------------------------------

    async def _to_month(self, state: dict[str, Any], day: date, timeout: float) -> dict[str, Any]:
        """Move the calendar to `day`'s month: its selects when it has them, else step by step. An arrow
        that moved the month away from `day` (its look or label says the other way) is noticed after that
        step, and the other arrow is used from then on."""
        turned = False
        for _ in range(MAX_STEPS):
            if state["month"] is None or state["year"] is None:
                raise refusals.unreadable(self.subject, self.moment, self.text, state, self.retry)
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
            way = ("prev" if gap > 0 else "next") if self.arrows_swapped else ("next" if gap > 0 else "prev")
            if not state["nav"].get(way):
                raise refusals.cannot_reach(self.subject, self.text, state, day)
            # One real click first; once it moved the calendar a month, the rest of the way is clicked in
            # one go in the page (a click per month, as a user gets there, without a round trip each).
            in_a_row = self.steps_in_a_row and abs(gap) > 1
            if in_a_row:
                await ops.step(self.locator, StepQuery(before=self.before, what=way, times=abs(gap)))
            else:
                control = await self._element(way)
                if control is None:
                    raise refusals.cannot_reach(self.subject, self.text, state, day)
                await control.click(timeout=timeout, force=True)
            moved = await self._state(since=state["heading"], ms=MOVE_MS)
            if moved["found"] and (moved["month"], moved["year"]) != (state["month"], state["year"]):
                if _further(moved, day, gap):  # the arrow went the other way than it looks: turn back with the other
                    if turned:  # both arrows lead away: the month cannot be reached by them
                        raise refusals.cannot_reach(self.subject, self.text, moved, day)
                    turned, self.arrows_swapped = True, not self.arrows_swapped
                else:
                    self.steps_in_a_row = True if self.steps_in_a_row is None else self.steps_in_a_row
                state = moved
            elif in_a_row:
                self.steps_in_a_row = False  # the page wants real clicks: one at a time from here
            else:
                raise refusals.cannot_reach(self.subject, self.text, state, day)
        raise refusals.cannot_reach(self.subject, self.text, state, day)

    async def _choose(self, which: str, value: str, state: dict[str, Any]) -> dict[str, Any]:
        select = await self._element(which)
        if select is None:
            return state
        await select.select_option(value=value, force=True)
        return await self._state(since=state["heading"], ms=MOVE_MS)

    async def _click_day(self, state: dict[str, Any], day: date, timeout: float) -> None:
        index = next((i for i, d in enumerate(state["days"]) if d["day"] == day.day), None)
        if index is None or state["days"][index]["disabled"]:
            raise refusals.day_refused(self.subject, self.moment, self.text, day, state, self.retry)
        cell = await self._element("day", index)
        if cell is None:
            raise refusals.day_refused(self.subject, self.moment, self.text, day, state, self.retry)
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
                    raise refusals.time_refused(self.subject, self.moment, self.text, state, self.retry)
                element = await self._element("time", i)
                if element is not None:
                    self.via = "picked in its calendar and time list" if self.moment.day else "picked from its times"
                    self.half_day = MERIDIEM.search(item["text"]) is not None
                    await element.click(timeout=timeout)
                    return
        await self._set_controls(state, timeout)

    async def _set_controls(self, state: dict[str, Any], timeout: float) -> None:
        """An hour and a minute control (sliders, number boxes, spinbuttons), 24-hour, or 12-hour beside
        an AM/PM toggle."""
        assert self.moment is not None and self.moment.clock is not None
        hour, minute = self.moment.clock
        controls = state.get("sliders", [])

        def find(lows: tuple[int, ...], highs: tuple[int, ...]) -> int | None:
            return next((i for i, c in enumerate(controls) if c["min"] in lows and c["max"] in highs), None)

        day_hours, minutes = find((0,), (23,)), find((0,), (59,))
        half_hours = find((0, 1), (11, 12)) if day_hours is None else None
        hours = day_hours if day_hours is not None else half_hours
        if hours is None or minutes is None or (half_hours is not None and not state.get("meridiem")):
            raise refusals.time_refused(self.subject, self.moment, self.text, state, self.retry)
        self.half_day = half_hours is not None
        shown_hour = hour if day_hours is not None else hour % 12 or (12 if controls[hours]["max"] == 12 else 0)
        self.via = "picked in its calendar, the time set in it" if self.moment.day else "set in its time picker"
        for index, value in ((hours, shown_hour), (minutes, minute)):
            control = await self._element("slider", index)
            if control is None:
                continue
            if controls[index]["input"]:
                await control.fill(str(value), timeout=timeout, force=True)
            else:
                await control.click(timeout=timeout)
                await control.type(f"{value:02d}", timeout=timeout)
            await control.evaluate("(e) => e.blur()")  # left, as a user leaves it: many pickers commit then
        if half_hours is not None and not str(state["meridiem"]).lower().startswith("p" if hour >= 12 else "a"):
            toggle = await self._element("meridiem")
            if toggle is not None:
                await toggle.click(timeout=timeout)

    # -- reading back --------------------------------------------------------------------------

    async def _shown(self, since: str) -> str:
        return str(await ops.value(self.locator, ValueQuery(since=since, ms=SHOWN_MS)))

    def _readings(self, shown: str) -> list[Moment]:
        """What the shown value can mean: its month names in the page's language read too."""
        english = shown
        for name, number in sorted(self.field.get("months", {}).items(), key=lambda kv: -len(kv[0])):
            word = rf"(?i)(?<![^\W\d_]){re.escape(name)}\.?(?![^\W\d_])"
            english = re.sub(word, date(2020, number, 1).strftime("%B"), english)
        found = []
        tight = re.sub(r"\s*([./\-])\s*(?=\d)", r"\1", english)  # "14. 03. 1990", as sections show it
        for order in [self.order] if self.order else ["DMY", "MDY"]:
            for text in dict.fromkeys((english, tight)):
                moment, _ = Moment.read(text, order)
                if moment is not None:
                    found.append(moment)
        return found

    async def _check(self, shown: str, timeout: float) -> None:
        """The field must show the date (and time) asked for; a value it did not take is an error."""
        assert self.moment is not None
        want = self.moment
        readings = self._readings(shown)
        twelve = twelve_hour(shown, self.field.get("hints", []), self.half_day)  # "07:30" shown for 19:30
        took = any(_same(m, want, twelve=twelve) for m in readings)
        how = f"{want.spoken()}, {self.via}"
        if took:
            self.subject.notes.append(ValueNote(self.subject.ref, self.text, shown, "picked", how))
            return
        if readings or not shown.strip() or shown == self.field.get("value"):
            raise refusals.not_kept(self.subject, want, self.text, shown, self.via)
        self.subject.notes.append(ValueNote(self.subject.ref, self.text, shown, "picked", how + " (shown so)"))
