"""What a date or time picker refuses, as errors with their fix (calendar.py drives the picker).

A day the calendar disables, a month it will not go to, a time its list does not offer, a value
the field did not keep: each is an error, never a silent ok, and where the widget shows what it
does offer, the nearest choice is the suggested value and the plan's retry (the value asked for is a
`Moment`, moment.py).
"""

from __future__ import annotations

from datetime import date
from typing import Any

from verdex_py.browser.input import formats
from verdex_py.browser.input.moment import Moment
from verdex_py.browser.input.readback import Subject
from verdex_py.errors import CorrectionFacts, ElementNotInteractable, InvalidArgument, NotInteractableFacts
from verdex_py.errors.fixes import Fix


def _retry(retry: dict[str, Any] | None, text: str | None) -> dict[str, Any] | None:
    return {**retry, "text": text} if retry is not None and text is not None else None


def ambiguous(subject: Subject, text: str, reading: formats.Reading, retry: dict[str, Any] | None) -> InvalidArgument:
    return InvalidArgument(
        f'{subject.label} is a date field; "{text}" is ambiguous: {reading.how}. Nothing was entered.',
        field="text",
        allowed_values={"format": formats.WANTED["date"], "example": formats.EXAMPLE["date"]},
        suggested_value=reading.value,
        details={"element": subject.element, "sent": text, "reading": reading.how},
        facts=CorrectionFacts(_retry(retry, reading.value)),
    )


def no_popup(subject: Subject, text: str, retry: dict[str, Any] | None) -> ElementNotInteractable:
    return ElementNotInteractable(
        f"{subject.label} is not an editable field, and clicking it opened no calendar or list of times "
        f'to pick "{text}" from.',
        field="ref",
        details={"element": subject.element, "reason": "not_editable"},
        facts=NotInteractableFacts(retry, "not_editable"),
        causes=["It is read-only, and no picker it opens could be found"],
    )


def not_a_field(subject: Subject, retry: dict[str, Any] | None) -> ElementNotInteractable:
    return ElementNotInteractable(
        f"{subject.label} is not an editable field.",
        field="ref",
        details={"element": subject.element, "reason": "not_editable"},
        facts=NotInteractableFacts(retry, "not_editable"),
    )


def unreadable(
    subject: Subject, moment: Moment | None, text: str, state: dict[str, Any], retry: dict[str, Any] | None
) -> ElementNotInteractable:
    return ElementNotInteractable(
        f"{subject.label} opened a calendar, but no month and year it shows could be read; "
        f"pick {moment.spoken() if moment else text} in it by hand.",
        field="ref",
        details={"element": subject.element, "reason": "not_editable", "heading": state.get("heading")},
        facts=NotInteractableFacts(retry, "not_editable", [Fix("click", "open its calendar", subject.ref)]),
    )


def cannot_reach(subject: Subject, text: str, state: dict[str, Any], day: date) -> InvalidArgument:
    shows = state.get("heading") or f"{state.get('month')}/{state.get('year')}"
    return InvalidArgument(
        f"{subject.label}'s calendar does not go to {day.strftime('%B %Y')} (it stops at {shows}): "
        "the date is outside the range it offers. Nothing was chosen.",
        field="text",
        details={"element": subject.element, "sent": text, "shows": shows, "reason": "out_of_range"},
        causes=["The picker allows only dates within its own range (a minimum or maximum date)"],
        facts=CorrectionFacts(page_refused=True),
    )


def day_refused(
    subject: Subject, moment: Moment | None, text: str, day: date, state: dict[str, Any], retry: dict[str, Any] | None
) -> InvalidArgument:
    """The calendar disables this day: the days it offers that month, the nearest as the fix."""
    enabled = [d["day"] for d in state.get("days", []) if not d["disabled"]]
    closed = [d["day"] for d in state.get("days", []) if d["disabled"]]
    nearest = min(enabled, key=lambda n: abs(n - day.day)) if enabled else None
    suggested = (moment or Moment(day, None)).text_with(day=day.replace(day=nearest)) if nearest else None
    if not enabled:
        offers = "none"
    elif len(closed) < len(enabled):
        offers = f"all but {', '.join(map(str, closed[:10]))}"
    else:
        offers = ", ".join(map(str, enabled[:10]))
    return InvalidArgument(
        f"{subject.label}'s calendar does not let {day.isoformat()} be chosen (the day is disabled); "
        f"days it offers in {day.strftime('%B %Y')}: {offers}. Nothing was chosen.",
        field="text",
        allowed_values={"days": enabled} if enabled else None,
        suggested_value=suggested,
        details={"element": subject.element, "sent": text, "reason": "disabled_day"},
        causes=["The picker allows only some dates (a minimum or maximum date, days it blocks)"],
        facts=CorrectionFacts(_retry(retry, suggested), page_refused=suggested is None),
    )


def time_refused(
    subject: Subject, moment: Moment | None, text: str, state: dict[str, Any], retry: dict[str, Any] | None
) -> InvalidArgument:
    """The list of times does not offer this one (or disables it): the nearest it offers as the fix."""
    offered: list[tuple[str, tuple[int, int]]] = []
    for item in state.get("times", []):
        reading = formats.read("time", item["text"].replace(".", ":"))
        if reading.value is not None and not item["disabled"]:
            hour, minute = (int(n) for n in reading.value.split(":")[:2])
            offered.append((item["text"], (hour, minute)))
    want = moment.clock if moment and moment.clock else (0, 0)
    nearest = min(offered, key=lambda o: abs(o[1][0] * 60 + o[1][1] - want[0] * 60 - want[1]), default=None)
    suggested = (moment or Moment(None, want)).text_with(clock=nearest[1]) if nearest else None
    disabled = any(formats.read("time", t["text"].replace(".", ":")).value == f"{want[0]:02d}:{want[1]:02d}"
                   for t in state.get("times", []) if t["disabled"])  # fmt: skip
    why = "it is disabled" if disabled else "not in its list" if state.get("times") else "it has no list or sliders"
    near = f"; the nearest it offers: {nearest[0]}" if nearest else ""
    return InvalidArgument(
        f"{subject.label} does not offer {moment.clock_text() if moment else text} ({why}){near}. Nothing was chosen.",
        field="text",
        allowed_values=[o[0] for o in offered] or None,
        suggested_value=suggested,
        details={"element": subject.element, "sent": text, "reason": "disabled_time" if disabled else "not_offered"},
        causes=["The picker offers only some times (its steps, opening hours)"],
        facts=CorrectionFacts(_retry(retry, suggested), page_refused=suggested is None),
    )


def not_kept(subject: Subject, moment: Moment, text: str, shown: str, how: str) -> InvalidArgument:
    now = f'it shows "{shown}"' if shown.strip() else "it is empty"
    return InvalidArgument(
        f"{subject.label} did not keep {moment.spoken()}: {how}, but {now}.",
        field="text",
        details={"element": subject.element, "sent": text, "holds": shown, "reason": "page_script"},
        facts=CorrectionFacts(page_refused=True),
        causes=["A script on the page refuses this value (it often says why on the page)"],
    )
