"""The calendar script's operations (calendar.js, after calendar_dom.js and calendar_popup.js): a
date or time field, and the popup it opens (a calendar, a list of times, time sliders)."""

from typing import NotRequired, TypedDict

from playwright.async_api import JSHandle

from verdex_py.browser.edge.scripts.ops import ElementOp, HandleOp, Module, Op

MODULE = Module("calendar_dom", "calendar_popup", "calendar")


class Section(TypedDict):
    min: float | None
    max: float | None
    now: float | None
    text: str
    label: str
    numeric: bool


class FieldFacts(TypedDict):
    editable: bool
    fieldish: bool  # a field, not a button or a heading
    sections: list[Section]  # spinbutton sections (two or more)
    hints: list[str]  # what it shows of its format
    lang: str
    value: str
    months: dict[str, int]  # month names of the page's language, to their number


class ValueQuery(TypedDict):
    since: str
    ms: int


class SectionQuery(TypedDict):
    n: int


class StateQuery(TypedDict):
    before: JSHandle | None  # `roots`' answer: popups open before, not the field's
    settle: NotRequired[int]
    ms: NotRequired[int]
    since: NotRequired[str]


class Day(TypedDict):
    day: int
    disabled: bool
    selected: bool


class TimeEntry(TypedDict):
    text: str
    disabled: bool
    selected: bool


class Slider(TypedDict):
    min: float | None
    max: float | None
    input: bool


class Nav(TypedDict):
    prev: NotRequired[bool]  # the control is there; whether it is enabled
    next: NotRequired[bool]


class Selects(TypedDict):
    month: NotRequired[bool]
    year: NotRequired[list[int]]


class CalendarState(TypedDict):
    found: bool
    month: int | None
    year: int | None
    heading: str
    days: list[Day]
    nav: Nav
    selects: Selects
    times: list[TimeEntry]
    sliders: list[Slider]
    meridiem: str | None


class ElementQuery(TypedDict):
    before: JSHandle | None
    what: str  # prev | next | day | time | slider | month | year | meridiem
    n: int


class StepQuery(TypedDict):
    before: JSHandle | None
    what: str  # prev | next
    times: int


field = Op[None, FieldFacts](MODULE, "field")
value = Op[ValueQuery, str](MODULE, "value")
section = ElementOp[SectionQuery](MODULE, "section")
roots = HandleOp[None](MODULE, "roots")
state = Op[StateQuery, CalendarState](MODULE, "state")
element = ElementOp[ElementQuery](MODULE, "element")
step = Op[StepQuery, None](MODULE, "step")
