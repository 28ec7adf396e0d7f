"""Input operations as data: what a tool asks the browser layer to do to an element.

The tool layer describes the operation (a click with this button, a fill with that text);
`carry_out` is the one place that turns it into Playwright calls on the resolved element,
so no Playwright type ever crosses into the server.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from playwright.async_api import Locator, Position

from verdex_py.browser.edge import scripts
from verdex_py.browser.input import masks, readback, recorded_steps, segments
from verdex_py.browser.input.calendar import Picker, may_be_moment
from verdex_py.browser.input.ranges import ARIA_RANGE, set_range
from verdex_py.browser.input.readback import Subject
from verdex_py.browser.input.tracks import set_track
from verdex_py.browser.input.widget_match import match_option, no_such_option
from verdex_py.browser.input.widgets import choose_in_widget
from verdex_py.errors import InvalidArgument

# Input types whose value is set whole: their widgets split keys typed one by one into segments.
SET_WHOLE = frozenset({"color", "date", "time", "datetime-local", "month", "week", "range"})


@dataclass(frozen=True)
class Click:
    button: str = "left"
    modifiers: tuple[str, ...] = ()
    double: bool = False
    position: tuple[float, float] | None = None  # where on the element (from its corner); None: its centre
    action = "click"
    needs_editable = False


@dataclass(frozen=True)
class Fill:
    """Replace a field's value (one key at a time with `slowly`), then press Enter with `submit`."""

    text: str
    slowly: bool = False
    submit: bool = False
    action = "type"

    @property
    def needs_editable(self) -> bool:
        """A date or time may go into a read-only field: its calendar or time list picks it (calendar.py)."""
        return not may_be_moment(self.text)


@dataclass(frozen=True)
class Hover:
    position: tuple[float, float] | None = None
    action = "hover"
    needs_editable = False


@dataclass(frozen=True)
class SelectOptions:
    """Choose options of a <select> by value or visible label."""

    values: tuple[str, ...]
    action = "select_option"
    needs_editable = False


Operation = Click | Fill | Hover | SelectOptions


def at_point(operation: Operation, point: tuple[float, float] | None) -> Operation:
    """The pointer operation aimed at `point` of its element (the part another element leaves
    showing), as a person clicks the edge of a button half under a banner; others unchanged."""
    if point is None or not isinstance(operation, Click | Hover):
        return operation
    return replace(operation, position=point)


def _position(point: tuple[float, float] | None) -> Position | None:
    return {"x": point[0], "y": point[1]} if point else None


@dataclass(frozen=True)
class FormField:
    """One field of a fill_form: its ref, its declared kind and the value to give it."""

    ref: str
    name: str | None  # the agent's name for it, for the report
    type: str  # textbox, checkbox, radio, combobox, slider
    value: str


async def carry_out(
    operation: Operation,
    locator: Locator,
    timeout: float,
    retry: dict[str, Any] | None,
    subject: Subject | None = None,
    settled: readback.SettledRead | None = None,
) -> None:
    """Do `operation` on the resolved element (`retry`: the call's arguments, for a corrected values plan);
    with a `subject`, its postcondition is read back (browser/input/readback.py) and its notes left there.
    `settled`: filled by a read-back that is the operation's last touch of the page, taken once it settled."""
    recorded_steps.acting_on(subject.ref if subject else None)
    match operation:
        case Click(button=button, modifiers=modifiers, double=double, position=point):
            method = locator.dblclick if double else locator.click
            await method(button=button, modifiers=list(modifiers), timeout=timeout, position=_position(point))  # type: ignore[arg-type]
        case Fill(text=text, slowly=slowly, submit=submit):
            await type_into(locator, text, timeout, retry, subject, slowly=slowly, settled=None if submit else settled)
            if submit:
                await locator.press("Enter", timeout=timeout)
        case Hover(position=point):
            await locator.hover(timeout=timeout, position=_position(point))
        case SelectOptions(values=values):
            chosen = await choose(locator, list(values), timeout, retry)
            if subject is not None:
                readback.expect_selected(await readback.read(locator, None, timeout), subject, chosen)


async def type_into(
    locator: Locator,
    text: str,
    timeout: float,
    retry: dict[str, Any] | None,
    subject: Subject | None,
    *,
    slowly: bool = False,
    settled: readback.SettledRead | None = None,
) -> None:
    """Replace the field's value with `text` (read into the field's format first), then check it took;
    a date or time for a field a picker owns goes through the picker (calendar.py)."""
    picker = await Picker.of(locator, subject, text, retry) if subject is not None else None
    last = settled if picker is None else None  # a picker is released after the read-back: not the last touch
    try:
        await _type(locator, text, timeout, retry, subject, picker, slowly=slowly, settled=last)
    finally:
        if picker is not None:
            await picker.release()


async def _type(
    locator: Locator,
    text: str,
    timeout: float,
    retry: dict[str, Any] | None,
    subject: Subject | None,
    picker: Picker | None,
    *,
    slowly: bool,
    settled: readback.SettledRead | None = None,
) -> None:
    """type_into's work: a picker's field picked or typed section by section, a library slider moved by
    keys, anything else typed (and a calendar that ignored the text then picked from)."""
    if picker is not None and not picker.editable:  # read-only, or in sections: its picker or sections
        if not picker.field["sections"]:  # sections note their own steps (sections.py)
            await recorded_steps.step("opaque", text="picked in the field's calendar")
        await picker.enter(timeout)
        return
    if subject is not None and subject.box and (run := await segments.run_of(locator, text)) is not None:
        await segments.type_run(locator, run, text, timeout, subject)  # a code in one-character boxes
        return
    if subject is not None and subject.input_type == ARIA_RANGE:  # a library slider: keys, not text
        await set_range(locator, text, timeout, retry)
        return
    if picker is not None and subject is not None and (masked := await _into_mask(locator, picker, timeout)):
        shown, how = masked
        readback.expect_text(await readback.read(locator, shown, timeout), subject, text, shown, how, retry)
        return
    typed, how = await readback.typed_form(locator, subject, text, retry) if subject else (text, None)
    keys_take = how is None and not (subject and subject.input_type in SET_WHOLE)

    async def put(key_by_key: bool) -> None:
        if key_by_key:
            await locator.fill("", timeout=timeout)
            await locator.press_sequentially(typed, timeout=timeout)
        else:  # a date or colour widget takes no keys one by one: its value is set whole
            await locator.fill(typed, timeout=timeout)

    await put(slowly and keys_take)
    if picker is not None and await picker.disagrees(timeout):  # the calendar it opened did not take the text
        await recorded_steps.step("opaque", text="picked in the field's calendar")
        await picker.enter(timeout, opened=True)
        return
    if picker is not None:  # a picker still open may only preview what was typed: committed first
        await picker.commit(timeout)
    if subject is None:
        return
    try:
        held = await readback.read(locator, typed, timeout, settled=settled)
        readback.expect_text(held, subject, text, typed, how, retry)
    except InvalidArgument as exc:
        if exc.details.get("reason") != "page_script":
            raise
        # A component that syncs the field from its own state may write its old value back over the
        # first fill while it is still settling, and some refuse text put in whole that a user's keys
        # would bring: typed once more, key by key as a user types; refused again, it is.
        await put(keys_take)
        held = await readback.read(locator, typed, timeout, settled=settled)
        readback.expect_text(held, subject, text, typed, how, retry)


# a masked date's digits, a key every 40 ms from its first slot (a field may move its caret from slot to
# slot after each key, on its next frame); misplaced even so, typed again at 80 ms
MASK_KEY_DELAYS_MS = (40, 80)
CARET_AT_START = "(e) => { e.focus(); e.setSelectionRange(0, 0); }"


async def _into_mask(locator: Locator, picker: Picker, timeout: float) -> tuple[str, str] | None:
    """A date field whose mask shows its format once focused (masks.py): the date's digits typed key by
    key in its order, then committed; what it should show and how it was typed. None (nothing done) for
    any other field."""
    if picker.moment is None or picker.reading.ambiguous:
        return None
    template = await masks.template_of(locator, timeout)
    shown = masks.filled(template, picker.moment) if template else None
    if template is None or shown is None:
        return None
    how = f"typed digit by digit into its {template} mask"
    await recorded_steps.step("opaque", text=how)
    keys = masks.digits(shown)
    for delay in MASK_KEY_DELAYS_MS:
        await locator.evaluate(CARET_AT_START)  # the first slot: a mask fills (or a segmented field selects) from there
        await locator.evaluate(scripts.RAF)  # its selection handler first: it may move the caret to a slot
        await locator.press_sequentially(keys, timeout=timeout, delay=delay)
        if masks.digits(await locator.input_value(timeout=timeout)) == keys:
            break  # (else the caret moved under the keys: typed again, slower; read back below either way)
    await picker.commit(timeout)  # its calendar, if one is open; else the field is left, as a user leaves it
    await locator.evaluate("(e) => e === document.activeElement && e.blur()")
    return shown, how


async def fill_field(field: FormField, locator: Locator, timeout: float, subject: Subject | None = None) -> None:
    recorded_steps.acting_on(field.ref)
    if field.type in ("checkbox", "radio"):
        wanted = field.value.lower() in ("true", "1", "yes", "on")
        await locator.set_checked(wanted, timeout=timeout)
        if subject is not None:
            readback.expect_checked(await readback.read(locator, None, timeout), subject, wanted)
    elif field.type == "combobox":
        chosen = await choose(locator, [field.value], timeout, None)
        if subject is not None:
            readback.expect_selected(await readback.read(locator, None, timeout), subject, chosen)
    elif field.type == "slider" and subject is not None and subject.input_type is None:
        # no <input>, no ARIA slider: a handle on a track, if its shape says so (else refused as before)
        if await set_track(locator, field.value, timeout, subject) is None:
            await type_into(locator, field.value, timeout, None, subject)
    else:  # textbox, slider
        await type_into(locator, field.value, timeout, None, subject)


async def choose(locator: Locator, wanted: list[str], timeout: float, retry: dict[str, Any] | None) -> list[str]:
    """Match values or labels against the real options; a miss lists the options to pick from.
    Anything but a native <select> is a custom widget, operated by `widgets`."""
    options = await locator.evaluate(scripts.OPTIONS)
    if options is None:
        return await choose_in_widget(locator, wanted, timeout, retry)
    chosen = []
    for value in wanted:
        match = match_option(options, value)
        if match is None:
            raise no_such_option(value, options, "select", retry)
        chosen.append(match["value"])
    await locator.select_option(value=chosen, timeout=timeout)
    return chosen
