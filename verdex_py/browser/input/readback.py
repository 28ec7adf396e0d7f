"""Postconditions: what an element holds after an action, compared with what was sent.

A fill that "worked" for Playwright may have left nothing in the field (a date in the wrong
format, a script that cleared it), or something else (a mask, a `maxlength` cut). Every
action with a postcondition reads the element back once, in one evaluate
(`scripts/readback.js`), and the comparison decides what the result may say:

- the element holds what was sent: nothing to add;
- it holds part of it, or the same reshaped (cut, trimmed, reformatted, or a text we converted
  to the field's format): a success, with a `ValueNote` that the result shows as a warning;
- it holds nothing of it, or a value its own constraints refuse (pattern, min/max/step, type):
  an error naming the reason the server can see and, where one exists, the value to send.

`read` and the `expect_*` checks are the API for other actions (widgets call them too); a file
input's are in files.py.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import asdict, dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

from playwright.async_api import Locator

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.element_eval import evaluate_now
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.input import formats
from verdex_py.errors import CorrectionFacts, ElementNotInteractable, InvalidArgument, NotInteractableFacts

READ_MS = 1000  # default bound of a read-back; actions pass their own timeout (a loaded machine is slow)
# Validity flags that mean the page will refuse the value it holds (its own declared constraints).
REFUSING = (
    *("badInput", "patternMismatch", "rangeOverflow", "rangeUnderflow"),
    *("stepMismatch", "typeMismatch", "tooShort"),
)
SET_WHOLE_TYPES = ("color", "date", "time", "datetime-local", "month", "week")  # sanitised to "" when malformed
UNREAD = "it could not be read back (it left the page, or the page did not answer in time)"
UNREADABLE = "it holds no value that can be read back (not a field, nor an editor): check it on the page"
TYPE_FORMATS = {"email": "an email address such as name@example.com", "url": "a full URL such as https://example.com"}


@dataclass(frozen=True)
class Held:
    """What scripts/readback.js saw in the element right after the action."""

    tag: str
    type: str | None  # the input's type ("textarea" for a textarea); None for other elements
    value: str | None  # a field's value, an editor's text; None for checkboxes, selects, files
    checked: bool | None
    selected: list[dict[str, str]] | None  # a <select>'s selected options: value and label
    files: list[str] | None  # the names a file input holds
    limits: dict[str, Any]  # maxlength, minlength, pattern, min, max, step, title, accept, multiple
    readonly: bool
    invalid: list[str]  # the validity flags set (patternMismatch, rangeOverflow, ...)
    message: str  # the browser's validation message
    sent_colour: str | None = None  # a colour input: what the browser makes of the text sent

    @classmethod
    def of(cls, seen: dict[str, Any]) -> Held:
        return cls(**seen)


@dataclass
class Subject:
    """The element an action's postcondition is checked on, and the notes the check leaves."""

    ref: str
    label: str  # 'e5 (textbox "Phone")', for messages
    element: dict[str, Any]  # as published in error details
    input_type: str | None = None  # what the probe saw: decides the format typed text must have
    box: bool = False  # the probe saw a field that takes one character (one of a run of code boxes?)
    notes: list[ValueNote] = field(default_factory=list)


@dataclass(frozen=True)
class ValueNote:
    """A value that took, but not as sent: what the element holds now, and why."""

    ref: str
    sent: str
    holds: str
    reason: str  # converted | maxlength | trimmed | reformatted | picked | position | invalid | emptied | unverified | segments
    why: str
    allowed: dict[str, Any] | None = None  # invalid: the constraint the value misses
    fits: str | None = None  # invalid: the nearest value that meets it

    def sentence(self) -> str:
        if self.reason == "segments":
            return f"{self.ref}: {self.why}."
        if self.reason == "unverified":
            return f"{self.ref} was set, but {self.why}."
        if self.reason == "invalid":
            return f'{self.ref} holds "{self.holds}", but {self.why}' + (
                f'; "{self.fits}" would fit.' if self.fits else "."
            )
        if self.reason in ("picked", "position") or self.holds == self.sent:
            return f'{self.ref} holds "{self.holds}": {self.why}.'
        return f'{self.ref or "The file input"} holds "{self.holds}", not "{self.sent}": {self.why}.'

    def as_dict(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v is not None}


@dataclass
class SettledRead:
    """An action's last read-back taken once the page settled (`read(settled=...)`): what settle.js
    answered then and the element's state for its line, so that the action's own settle and its "nothing
    changed" line (calls/act.py) cost no round trip of their own. Empty until such a read succeeded."""

    counts: list[Any] | None = None
    state: dict[str, Any] | None = None


async def read(
    locator: Locator, sent: str | None = None, timeout_ms: float = READ_MS, *, settled: SettledRead | None = None
) -> Held | None:
    """The element's state now, in one evaluate; None when it cannot be read (it left the page). With
    `settled` (the action's last read), after the page settled to the action, which it fills in (and
    empties first: a read that fails leaves no answer of an earlier one behind)."""
    if settled is not None:
        settled.counts = settled.state = None
    with quietly():
        async with asyncio.timeout(timeout_ms / 1000 + 1):
            if settled is None:
                return Held.of(await evaluate_now(locator, scripts.READBACK, sent, timeout_ms=timeout_ms))
            counts, held, state = await evaluate_now(locator, scripts.SETTLED_READBACK, sent, timeout_ms=timeout_ms)
            settled.counts, settled.state = counts, state
            return Held.of(held)
    return None


# -- typing ------------------------------------------------------------------------------------


async def typed_form(
    locator: Locator, subject: Subject, text: str, retry: dict[str, Any] | None
) -> tuple[str, str | None]:
    """The text to type into the subject and how the agent's text was read into it (None: as sent).
    A text with no reading, or several, is refused before the field is touched."""
    kind = subject.input_type
    if kind is None or not formats.wants_format(kind) or formats.is_wanted(kind, text):
        return text, None
    order = None
    if kind in ("date", "datetime-local", "month", "week"):
        with quietly():
            shown = await locator.evaluate(scripts.FIELD_HINTS, timeout=READ_MS)
            order = formats.date_order(shown["hints"], shown["lang"])
    reading = formats.read(kind, text, order)
    if reading.value is None and kind == "color":
        return text, None  # a colour name: the browser reads it, and the read-back says what it made of it
    if reading.value is None or reading.ambiguous:
        raise _format_error(subject, kind, text, reading, retry)
    return reading.value, reading.how


def _format_error(
    subject: Subject, kind: str, text: str, reading: formats.Reading, retry: dict[str, Any] | None
) -> InvalidArgument:
    wanted = formats.WANTED[kind]
    if reading.value is None:
        message = f'{subject.label} is a {kind} field: it keeps only {wanted}, and "{text}" does not read as one.'
    else:
        message = f'{subject.label} is a {kind} field ({wanted}); "{text}" is ambiguous: {reading.how}.'
    return InvalidArgument(
        message + " Nothing was typed.",
        field="text",
        allowed_values={"format": wanted, "example": formats.EXAMPLE[kind]},
        suggested_value=reading.value,
        details={"element": subject.element, "input_type": kind, "sent": text, "reading": reading.how},
        facts=CorrectionFacts({**retry, "text": reading.value} if retry is not None and reading.value else None),
        causes=[f"A {kind} input keeps only {wanted}; other text leaves it empty"],
    )


def _plain(text: str) -> str:
    """Text as an editor shows it: non-breaking spaces as spaces, no trailing newlines."""
    return text.replace("\u00a0", " ").rstrip("\n")


def _core(text: str) -> str:
    return re.sub(r"[\W_]", "", text).lower()


def expect_text(
    held: Held | None, subject: Subject, sent: str, typed: str, how: str | None, retry: dict[str, Any] | None
) -> None:
    """Compare what a field holds with what was typed into it (`typed`: `sent` converted, or as is):
    a note for a partial take, an error for a value that did not take or that the field refuses."""
    if held is None:  # never a silent "Typed": say that it could not be checked
        subject.notes.append(ValueNote(subject.ref, sent, "", "unverified", UNREAD))
        return
    if held.value is None:  # nothing readable where the value should be: not a success either
        subject.notes.append(ValueNote(subject.ref, sent, "", "unverified", UNREADABLE))
        return
    holds = _plain(held.value) if held.type is None else held.value
    wanted = _plain(typed) if held.type is None else typed
    if holds == wanted:
        if how is not None:
            subject.notes.append(ValueNote(subject.ref, sent, holds, "converted", how))
    elif held.type == "color" and held.sent_colour == holds:
        subject.notes.append(ValueNote(subject.ref, sent, holds, "converted", f"read as {holds} by the colour field"))
    elif held.type in SET_WHOLE_TYPES and not holds:
        raise _format_error(subject, held.type, sent, formats.Reading(None), retry)
    elif held.type == "range":
        raise _range_error(held, subject, typed, holds, retry)
    elif partial := partly(holds, wanted, held.limits.get("maxlength")):
        subject.notes.append(ValueNote(subject.ref, sent, holds, *partial))
    elif held.readonly:
        raise ElementNotInteractable(
            f'{subject.label} became read-only: it holds "{holds}", not what was typed.',
            field="ref",
            details={"element": subject.element, "reason": "not_editable", "holds": holds},
            facts=NotInteractableFacts(retry, "not_editable"),
        )
    else:
        raise _page_refused(subject, "text", sent, holds)
    refusing = [flag for flag in held.invalid if flag in REFUSING]
    if refusing:  # it took, but the page will not submit it: say so, and what would fit
        subject.notes.append(_refusal_note(held, subject, sent, holds, refusing[0]))


def partly(holds: str, wanted: str, maxlength: int | None) -> tuple[str, str] | None:
    """Why a field holds part of what was typed, or the same reshaped: (reason, why); None when what it
    holds is not a form of what was typed at all."""
    if maxlength is not None and holds == wanted[:maxlength]:
        return "maxlength", f"the field takes at most {maxlength} characters"
    if holds and (holds == wanted.strip() or holds == re.sub(r"[\r\n]", "", wanted)):
        return "trimmed", "the field drops line breaks and leading or trailing spaces"
    # A mask reshapes, it does not drop: every letter and digit sent is still there, side by side
    # (only separators, spaces, case and added prefixes or suffixes differ). A field holding fewer
    # of them ("100" become "0") was put back by a script, which is an error, not a warning.
    kept, sent = _core(holds), _core(wanted)
    if sent and sent in kept:
        return "reformatted", "the page reformatted it as it was typed"
    return None


def _above(typed: str, holds: str) -> bool:
    try:
        return Decimal(typed) > Decimal(holds)
    except InvalidOperation:
        return False


def _page_refused(subject: Subject, field_name: str, sent: str, holds: str) -> InvalidArgument:
    now = f'it holds "{holds}"' if holds else "it is empty"
    return InvalidArgument(
        f'{subject.label} did not keep "{sent}": a script on the page refused or reset it ({now}).',
        field=field_name,
        details={"element": subject.element, "sent": sent, "holds": holds, "reason": "page_script"},
        facts=CorrectionFacts(page_refused=True),
        causes=["A script on the page refuses this value (it often says why on the page)"],
    )


def _constraint(held: Held, sent: str, holds: str, flag: str) -> tuple[dict[str, Any], str | None]:
    """The constraint behind a validity flag, as allowed values, and the nearest value that meets it."""
    limits = held.limits
    if flag == "patternMismatch":
        return {k: limits[k] for k in ("pattern", "title") if k in limits}, _fits_pattern(
            limits.get("pattern", ""), sent
        )
    if flag in ("rangeOverflow", "rangeUnderflow", "stepMismatch"):
        allowed = {k: limits[k] for k in ("min", "max", "step") if k in limits}
        return allowed, _nearest_allowed(holds if held.type != "range" else sent, limits)
    if flag == "typeMismatch":
        return {"format": TYPE_FORMATS.get(held.type or "", held.type)}, None
    if flag == "tooShort":
        return {"minlength": limits.get("minlength")}, None
    return {"format": formats.WANTED.get(held.type or "", "a value the field accepts")}, None


def _refusal_note(held: Held, subject: Subject, sent: str, holds: str, flag: str) -> ValueNote:
    """The field holds what was sent, but its own constraints refuse it: the page will not submit it."""
    allowed, fits = _constraint(held, sent, holds, flag)
    why = f"the page will refuse it ({(held.message or flag).rstrip('.')})"
    return ValueNote(subject.ref, sent, holds, "invalid", why, allowed=allowed, fits=fits)


def _range_error(held: Held, subject: Subject, sent: str, holds: str, retry: dict[str, Any] | None) -> InvalidArgument:
    """A slider moved to another value than the one sent: it did not take."""
    flag = "rangeOverflow" if _above(sent, holds) else "rangeUnderflow"
    allowed, suggested = _constraint(held, sent, holds, flag)
    bounds = ", ".join(f"{k}={v}" for k, v in allowed.items())
    return InvalidArgument(
        f'{subject.label} cannot hold "{sent}": it moved to {holds} ({bounds}).',
        field="text",
        allowed_values=allowed,
        suggested_value=suggested,
        details={"element": subject.element, "sent": sent, "holds": holds, "reason": flag},
        facts=CorrectionFacts({**retry, "text": suggested} if retry is not None and suggested is not None else None),
        causes=[f"The field's own constraints ({', '.join(allowed)}) refuse this value"],
    )


def _fits_pattern(pattern: str, sent: str) -> str | None:
    """A near variant of the text that the pattern accepts (case, spaces, dashes); None if none does."""
    for variant in (sent.upper(), sent.lower(), sent.strip(), re.sub(r"[\s-]", "", sent)):
        try:
            if variant != sent and re.fullmatch(pattern, variant):
                return variant
        except re.error:
            return None
    return None


def _nearest_allowed(value: str, limits: dict[str, Any]) -> str | None:
    """The closest number min/max/step allow (numbers only: dates and times keep their own steps)."""
    try:
        number = Decimal(value)
        low = Decimal(limits["min"]) if "min" in limits else None
        high = Decimal(limits["max"]) if "max" in limits else None
        step = Decimal(limits["step"]) if limits.get("step", "any") != "any" else None
    except (InvalidOperation, KeyError):
        return None
    if high is not None and number > high:
        number = high
    if low is not None and number < low:
        number = low
    if step:
        base = low if low is not None else Decimal(0)
        number = base + round((number - base) / step) * step
        if high is not None and number > high:
            number -= step
    return format(number.normalize(), "f")


# -- checking, selecting, uploading ------------------------------------------------------------


def expect_checked(held: Held | None, subject: Subject, wanted: bool) -> None:
    """A checkbox or radio (or an ARIA switch) that does not show the state asked for is an error."""
    if held is None:  # never a silent "checked": say that it could not be checked
        subject.notes.append(ValueNote(subject.ref, str(wanted).lower(), "", "unverified", UNREAD))
        return
    if held.checked is None or held.checked == wanted:
        return
    state = "checked" if held.checked else "unchecked"
    raise InvalidArgument(
        f"{subject.label} is {state} after the click, not {'checked' if wanted else 'unchecked'}: "
        "a script on the page set it back.",
        field="value",
        details={"element": subject.element, "sent": wanted, "holds": held.checked, "reason": "page_script"},
        facts=CorrectionFacts(page_refused=True),
        causes=["A script on the page refuses this state (it often says why on the page)"],
    )


def expect_selected(held: Held | None, subject: Subject, wanted: list[str]) -> None:
    """The options a select holds must be those chosen (by value); otherwise the page changed them."""
    if held is None:  # never a silent "Selected": say that it could not be checked
        subject.notes.append(ValueNote(subject.ref, ", ".join(wanted), "", "unverified", UNREAD))
        return
    if held.selected is None:  # not a <select>: a widget, whose choice widgets.py read back
        return
    holds = [o["value"] for o in held.selected]
    if sorted(holds) == sorted(wanted):
        return
    labels = ", ".join(o["label"] for o in held.selected) or "nothing"
    raise InvalidArgument(
        f"{subject.label} shows {labels}, not what was selected: a script on the page changed the selection back.",
        field="values",
        details={"element": subject.element, "sent": wanted, "holds": held.selected, "reason": "page_script"},
        facts=CorrectionFacts(page_refused=True),
        causes=["A script on the page refuses this choice (it often says why on the page)"],
    )
