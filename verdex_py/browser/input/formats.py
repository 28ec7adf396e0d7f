"""The formats typed inputs want, and the agent's wording read into them.

An `<input type=date>` holds only `YYYY-MM-DD`: anything else leaves it empty, and the page
(not the agent) finds out at submit time. Agents write what their user said ("Dec 1, 2026",
"3:30 PM", "1,234"), so before such a field is filled its text is read here: written in
the wanted format already, it goes as is; readable in one way only, it is converted and the
result says how it was read; readable in more than one way (12/01/2026 with nothing on the
page that says day or month first), it is not typed: the agent gets the reading assumed as
a suggestion. Pure functions, no browser: tests/unit/test_formats.py holds them to it.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date

# The wanted format of each input type whose value the browser sanitises, as the agent is told.
WANTED = {
    "date": "YYYY-MM-DD",
    "time": "HH:MM (24-hour, optionally :SS)",
    "datetime-local": "YYYY-MM-DDTHH:MM",
    "month": "YYYY-MM",
    "week": "YYYY-Www (ISO week, e.g. 2026-W49)",
    "number": "a plain number such as 1234.5",
    "range": "a plain number such as 40",
    "color": "#rrggbb",
}
EXAMPLE = {
    "date": "2026-12-01",
    "time": "15:30",
    "datetime-local": "2026-12-01T15:30",
    "month": "2026-12",
    "week": "2026-W49",
    "number": "1234.5",
    "range": "40",
    "color": "#ff0000",
}

_MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
_MONTHS.update({name.lower(): i for i, name in enumerate(calendar.month_abbr) if name})
_MONTHS["sept"] = 9
_MONTH_WORD = r"(?P<mon>[A-Za-z]{3,9})\.?"
_WEEKDAY = r"(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?\s+)?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?\.?"
_YEAR = r"(?P<year>\d{4})"
_WORDED_DATES = (
    re.compile(rf"{_WEEKDAY}{_MONTH_WORD}\s+{_DAY},?\s+{_YEAR}", re.I),  # Dec 1, 2026
    re.compile(rf"{_WEEKDAY}{_DAY}\s+(?:of\s+)?{_MONTH_WORD},?\s+{_YEAR}", re.I),  # 1 December 2026
    re.compile(rf"{_YEAR}[\s-]+{_MONTH_WORD}[\s-]+{_DAY}", re.I),  # 2026 Dec 1, 2026-Dec-01
)
_ISO_DATE = re.compile(r"(?P<year>\d{4})-(?P<mon>\d{2})-(?P<day>\d{2})")
_YEAR_FIRST = re.compile(r"(?P<year>\d{4})[/.\-](?P<mon>\d{1,2})[/.\-](?P<day>\d{1,2})")
_NUMERIC_DATE = re.compile(r"(?P<a>\d{1,2})[/.\-](?P<b>\d{1,2})[/.\-](?P<year>\d{4}|\d{2})")
_TIME = re.compile(
    r"(?P<h>\d{1,2})(?::(?P<m>\d{2}))?(?::(?P<s>\d{2}(?:\.\d{1,3})?))?\s*(?P<half>[ap]\.?\s?m\.?)?", re.I
)
_ISO_TIME = re.compile(r"(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?")
_DAY_AND_CLOCK = re.compile(
    r"(?P<day>.+?)(?:[T ]|,\s*|\s+at\s+)(?P<clock>\d{1,2}(?::\d{2}){0,2}\s*(?:[ap]\.?\s?m\.?)?)", re.I
)
_ISO_WEEK = re.compile(r"(?P<year>\d{4})-W(?P<week>\d{2})")
_WEEK_WORDS = (
    re.compile(r"(?P<year>\d{4})[\s-]*w(?:eek)?\s*(?P<week>\d{1,2})", re.I),
    re.compile(r"w(?:eek)?\s*(?P<week>\d{1,2}),?\s*(?:of\s+)?(?P<year>\d{4})", re.I),
)
_FLOAT = re.compile(r"-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?")
_HEX = re.compile(r"#(?P<hex>[0-9a-fA-F]{6}|[0-9a-fA-F]{3})")
_RGB = re.compile(r"rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)", re.I)
# What a page shows about a date field's order: a hint such as DD/MM/YYYY, or its language.
_ORDER_HINT = re.compile(
    r"\b(?P<first>dd|mm|jj|tt)\s*[/.\-]\s*(?:dd|mm|jj|tt)\s*[/.\-]\s*(?:yyyy|yy|aaaa|jjjj)\b", re.I
)
_MONTH_FIRST_REGIONS = {"US", "PH", "FM", "MH", "PW", "BZ"}


@dataclass(frozen=True)
class Reading:
    """The agent's text read for a typed input.

    `value` is the text in the wanted format (None: not readable as such). `how` says how it
    was read, in the agent's terms, whenever it differs from the text sent. `ambiguous`:
    `value` is only the likeliest of several readings, so it is suggested, never typed.
    """

    value: str | None
    how: str | None = None
    ambiguous: bool = False


def wants_format(kind: str) -> bool:
    """The browser keeps only values in a fixed format in this input type."""
    return kind in WANTED


def is_wanted(kind: str, text: str) -> bool:
    """`text` is already in the format `kind` keeps (what the browser would accept as is)."""
    text = text.strip()
    match kind:
        case "date":
            return _iso_date(text) is not None
        case "time":
            return bool(_ISO_TIME.fullmatch(text))
        case "datetime-local":
            day, sep, clock = text.partition("T")
            return bool(sep) and _iso_date(day) is not None and bool(_ISO_TIME.fullmatch(clock))
        case "month":
            return bool(re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", text))
        case "week":
            return _iso_week(text) is not None
        case "number" | "range":
            return bool(_FLOAT.fullmatch(text))
        case "color":
            return bool(re.fullmatch(r"#[0-9a-f]{6}", text))
    return True


def date_order(hints: list[str], lang: str | None) -> str | None:
    """ "DMY" or "MDY" when the page shows which comes first: a hint on the field (placeholder,
    description, label: "DD/MM/YYYY"), else the region of its language (en-GB, en-US); None when
    nothing says (a bare "en" or no language)."""
    for hint in hints:
        found = _ORDER_HINT.search(hint or "")
        if found:
            return "MDY" if found.group("first").lower() == "mm" else "DMY"
    region = re.fullmatch(r"[a-z]{2,3}[-_](?P<region>[A-Za-z]{2})", (lang or "").strip())
    if region:
        return "MDY" if region.group("region").upper() in _MONTH_FIRST_REGIONS else "DMY"
    return None


def read(kind: str, text: str, order: str | None = None) -> Reading:
    """`text` read as a value of an input of type `kind` (`order`: the page's day/month order)."""
    text = text.strip()
    if is_wanted(kind, text):
        return Reading(text)
    match kind:
        case "date":
            return _read_date(text, order)
        case "time":
            return _read_time(text)
        case "datetime-local":
            return _read_datetime(text, order)
        case "month":
            return _read_month(text, order)
        case "week":
            return _read_week(text, order)
        case "number" | "range":
            return _read_number(text)
        case "color":
            return _read_color(text)
    return Reading(text)


# -- dates -------------------------------------------------------------------------------------


def _iso_date(text: str) -> date | None:
    found = _ISO_DATE.fullmatch(text)
    return _date(found.group("year"), found.group("mon"), found.group("day")) if found else None


def _date(year: str | int, month: str | int, day: str | int) -> date | None:
    try:
        return date(int(year), int(month), int(day))
    except ValueError:
        return None


def _spoken(day: date) -> str:
    return f"{day.day} {calendar.month_name[day.month]} {day.year}"


def _read_date(text: str, order: str | None) -> Reading:
    for pattern in _WORDED_DATES:
        found = pattern.fullmatch(text)
        month = _MONTHS.get(found.group("mon").lower()) if found else None
        if found and month:
            day = _date(found.group("year"), month, found.group("day"))
            return Reading(day.isoformat(), f"read as {_spoken(day)}") if day else Reading(None)
    found = _YEAR_FIRST.fullmatch(text)
    if found:
        day = _date(found.group("year"), found.group("mon"), found.group("day"))
        return Reading(day.isoformat(), f"read as {_spoken(day)} (year/month/day)") if day else Reading(None)
    found = _NUMERIC_DATE.fullmatch(text)
    if found:
        return _read_numeric_date(int(found.group("a")), int(found.group("b")), found.group("year"), order)
    return Reading(None)


def _read_numeric_date(a: int, b: int, year_text: str, order: str | None) -> Reading:
    """a/b/year: month first or day first. One reading only when just one is a date, both give the
    same day, or the page says its order; otherwise the month-first reading, as a suggestion."""
    short_year = len(year_text) == 2
    year = 2000 + int(year_text) if short_year else int(year_text)
    month_first, day_first = _date(year, a, b), _date(year, b, a)
    year_note = f"; {year_text} read as {year}" if short_year else ""
    readings = [d for d in (month_first, day_first) if d is not None]
    if not readings:
        return Reading(None)
    as_shown = "as the page shows dates"
    if order == "DMY" and day_first:
        how = f"read as {_spoken(day_first)} (day/month/year, {as_shown}){year_note}"
        return Reading(day_first.isoformat(), how, short_year)
    if order == "MDY" and month_first:
        how = f"read as {_spoken(month_first)} (month/day/year, {as_shown}){year_note}"
        return Reading(month_first.isoformat(), how, short_year)
    if len(readings) == 1 or month_first == day_first:
        only = readings[0]
        how = "day/month/year" if only == day_first and only != month_first else "month/day/year"
        return Reading(only.isoformat(), f"read as {_spoken(only)} ({how}){year_note}", short_year)
    assert month_first is not None and day_first is not None
    return Reading(
        month_first.isoformat(),
        f"read as {_spoken(month_first)} (month/day/year); day first it would be {day_first.isoformat()}{year_note}",
        ambiguous=True,
    )


def _month_of(year: str, month: int) -> Reading:
    return Reading(f"{year}-{month:02d}", f"read as {calendar.month_name[month]} {year}")


def _read_month(text: str, order: str | None) -> Reading:
    found = re.fullmatch(rf"{_MONTH_WORD},?\s+{_YEAR}", text) or re.fullmatch(rf"{_YEAR}\s+{_MONTH_WORD}", text)
    month = _MONTHS.get(found.group("mon").lower()) if found else None
    if found and month:
        return _month_of(found.group("year"), month)
    found = re.fullmatch(r"(?P<mon>\d{1,2})[/.\-](?P<year>\d{4})", text) or re.fullmatch(
        r"(?P<year>\d{4})[/.](?P<mon>\d{1,2})", text
    )
    if found and 1 <= int(found.group("mon")) <= 12:
        return _month_of(found.group("year"), int(found.group("mon")))
    whole = _read_date(text, order)  # a whole date: its month
    if whole.value:
        return Reading(whole.value[:7], f"{whole.how}; a month field keeps only the month", whole.ambiguous)
    return Reading(None)


# -- times -------------------------------------------------------------------------------------


def _read_time(text: str) -> Reading:
    found = _TIME.fullmatch(text.strip())
    if not found or (found.group("m") is None and found.group("half") is None):
        return Reading(None)  # a bare "15" could be minutes as well as hours
    hour, minute = int(found.group("h")), int(found.group("m") or 0)
    half = (found.group("half") or "").lower().replace(".", "").replace(" ", "")
    if half:
        if not 1 <= hour <= 12:
            return Reading(None)
        hour = hour % 12 + (12 if half == "pm" else 0)
    if hour > 23 or minute > 59:
        return Reading(None)
    seconds = found.group("s")
    if seconds is not None and float(seconds) >= 60:
        return Reading(None)
    value = f"{hour:02d}:{minute:02d}" + (f":{seconds}" if seconds is not None else "")
    return Reading(value, f"read as {value} (24-hour)")


def _read_datetime(text: str, order: str | None) -> Reading:
    found = _DAY_AND_CLOCK.fullmatch(text)
    if not found:
        return Reading(None)
    day, clock = _read_date(found.group("day").strip(" ,"), order), _read_time(found.group("clock"))
    if day.value is None or clock.value is None:
        return Reading(None)
    value = f"{day.value}T{clock.value}"
    how = f"{day.how or 'date as written'}, {clock.value}" if day.how else f"read as {value}"
    return Reading(value, how, day.ambiguous)


# -- weeks -------------------------------------------------------------------------------------


def _weeks_in(year: int) -> int:
    return date(year, 12, 28).isocalendar()[1]


def _iso_week(text: str) -> tuple[int, int] | None:
    found = _ISO_WEEK.fullmatch(text)
    if not found:
        return None
    year, week = int(found.group("year")), int(found.group("week"))
    return (year, week) if 1 <= week <= _weeks_in(year) else None


def _read_week(text: str, order: str | None) -> Reading:
    for pattern in _WEEK_WORDS:
        found = pattern.fullmatch(text)
        if found:
            year, week = int(found.group("year")), int(found.group("week"))
            if not 1 <= week <= _weeks_in(year):
                return Reading(None)
            value = f"{year}-W{week:02d}"
            return Reading(value, f"read as week {week} of {year}")
    whole = _read_date(text, order)  # a day: the ISO week holding it
    if whole.value:
        year, week, _ = date.fromisoformat(whole.value).isocalendar()
        return Reading(f"{year}-W{week:02d}", f"{whole.how}, which is in week {week} of {year}", whole.ambiguous)
    return Reading(None)


# -- numbers and colours -----------------------------------------------------------------------


def _read_number(text: str) -> Reading:
    plain = re.sub(r"[\s\u00a0\u202f']", "", text).removeprefix("+").rstrip(".")
    if _FLOAT.fullmatch(plain):
        return Reading(plain, f"read as {plain}")
    if re.fullmatch(r"-?\d{1,3}(,\d{3})+\.\d+", plain):  # 1,234.5: commas group thousands
        value = plain.replace(",", "")
        return Reading(value, f"read as {value} (commas group thousands)")
    if re.fullmatch(r"-?\d{1,3}(\.\d{3})+,\d+", plain):  # 1.234,5: dots group thousands
        value = plain.replace(".", "").replace(",", ".")
        return Reading(value, f"read as {value} (dots group thousands, comma marks decimals)")
    if re.fullmatch(r"-?\d{1,3}(\.\d{3}){2,}", plain):  # 1.234.567
        value = plain.replace(".", "")
        return Reading(value, f"read as {value} (dots group thousands)")
    if re.fullmatch(r"-?\d{1,3}(,\d{3}){2,}", plain):  # 1,234,567
        value = plain.replace(",", "")
        return Reading(value, f"read as {value} (commas group thousands)")
    if re.fullmatch(r"-?\d{1,3},\d{3}", plain):  # 1,234: a thousands group or three decimals
        value, other = plain.replace(",", ""), plain.replace(",", ".")
        return Reading(value, f"read as {value} (comma grouping thousands); as a decimal comma it is {other}", True)
    if re.fullmatch(r"-?\d+,\d+", plain):  # 1,5: only a decimal comma reads so
        value = plain.replace(",", ".")
        return Reading(value, f"read as {value} (comma marks decimals)")
    return Reading(None)


def _read_color(text: str) -> Reading:
    found = _HEX.fullmatch(text)
    if found:
        digits = found.group("hex").lower()
        value = "#" + ("".join(c * 2 for c in digits) if len(digits) == 3 else digits)
        return Reading(value, f"read as {value}")
    found = _RGB.fullmatch(text)
    if found and all(int(c) <= 255 for c in found.groups()):
        value = "#" + "".join(f"{int(c):02x}" for c in found.groups())
        return Reading(value, f"read as {value}")
    return Reading(None)  # a colour name: the browser knows them (the read-back says what it made of it)
