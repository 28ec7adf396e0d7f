"""The left-open script's operations (left_open.js): the popup an action left open (found by what
became visible during it, shown_mark.js marking what was visible as it began), and later whether
it is still open over an element, with what closes it without choosing anything."""

from typing import TypedDict

from verdex_py.browser.edge.scripts.ops import Module, Op

MODULE = Module("left_open")


class Control(TypedDict):
    index: int  # its mark (data-verdex-fix), the first five only
    name: str


class LeftOpen(TypedDict):
    key: str  # its identity while it stays in the page (data-verdex-popup)
    kind: str  # its role (listbox, dialog, menu, grid, tree, alertdialog), popover, or panel (role-less)
    label: str  # its accessible name or heading ("" when it has none)
    controls: list[Control]
    more: int  # controls past the five named
    closer: int | None  # the control that only closes it (asks.js), by index
    asks: bool  # it asks something (its controls are answers: never the plan's to pick)


class StillQuery(TypedDict):
    key: str
    covered: bool  # the refusal is a cover: nothing is marked unless this popup is it


class Still(TypedDict):
    covers: bool  # the element acted on is under it
    closer: str | None  # the name of the control that only closes it, marked data-verdex-fix="0"
    spot: str | None  # the text of a spot whose click chooses nothing, marked "1"


found = Op[None, LeftOpen | None](MODULE, "found")
still = Op[StillQuery, Still | None](MODULE, "still")
