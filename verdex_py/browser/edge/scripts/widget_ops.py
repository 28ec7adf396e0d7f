"""The widget script's operations (widget.js, after widget_dom.js and widget_items.js; widget_picks.js
after it): a custom widget operated by browser_select_option: what kind it is, its options, the one to
click, what it shows, and whether its opened list settled and where a click on it landed."""

from typing import NotRequired, TypedDict

from verdex_py.browser.edge.scripts.ops import ElementOp, Module, Op

MODULE = Module("widget_dom", "widget_items", "list_scroll", "widget", "widget_picks")


class WidgetQuery(TypedDict):
    kind: str  # as `describe` answered it
    native: bool  # a hidden native <select> stands behind the styled control


class Described(TypedDict):
    kind: str  # combobox | listbox | menu | radiogroup | switch | datalist | suggest | disclosure
    editable: bool  # a text field (editable combobox): its list may need typing first
    multi: bool
    native: bool
    expanded: bool
    unsure: bool  # a plain button a menu names as its opener


class Option(TypedDict):
    label: str
    value: str
    name: NotRequired[str]  # the accessible name, when it holds more than the label (a state folded in)
    selected: bool
    role: str  # its ARIA role; `native` (the hidden <select>'s), `suggestion` (a datalist's), `radio`
    disabled: NotRequired[bool]
    multi: NotRequired[bool]  # in a multi-select (or a menu's checkbox item)
    sub: NotRequired[bool]  # opens a submenu


class WaitQuery(TypedDict):
    kind: str
    native: bool
    ms: int
    want: NotRequired[str | None]  # wait for an option of this label or value
    other: NotRequired[list[str] | None]  # wait until the options' labels are no longer these (a level drawn)


class ScanQuery(TypedDict):
    kind: str
    native: bool
    ms: int
    stop: str | None  # the label, value or name (any case) to scroll to and stop at


class Scanned(TypedDict):
    options: list[Option]
    found: bool


class OptionQuery(TypedDict):
    kind: str
    native: bool
    index: int
    label: NotRequired[str]
    role: NotRequired[str]


class SettleQuery(TypedDict):
    kind: str
    native: bool
    ms: int  # at most this long
    quiet: int  # nothing in the list changed this long


class ChipQuery(TypedDict):
    label: str


class Shown(TypedDict):
    text: str
    around: str  # the text of the nearest ancestor with some (a chosen label beside the field)
    parts: list[str]  # its visible leaves one by one (chips)
    chosen: list[str]  # options marked chosen (a listbox, a radio group)
    native: list[str]  # the hidden <select>'s chosen options
    checked: bool | None  # a switch's state
    expanded: bool


picked = Op[None, bool](MODULE, "picked")
expanded = Op[None, bool](MODULE, "expanded")
describe = Op[None, Described | None](MODULE, "describe")
seen = Op[None, None](MODULE, "seen")
search = ElementOp[None](MODULE, "search")
wait = Op[WaitQuery, int](MODULE, "wait")
options = Op[WidgetQuery, list[Option]](MODULE, "options")
scan = Op[ScanQuery, Scanned](MODULE, "scan")
option = ElementOp[OptionQuery](MODULE, "option")
still = Op[SettleQuery, bool](MODULE, "still")
aim = Op[None, None](MODULE, "aim")
landed = Op[None, str | None](MODULE, "landed")
select = ElementOp[None](MODULE, "select")
native = Op[None, list[Option] | None](MODULE, "native")
chip = ElementOp[ChipQuery](MODULE, "chip")
shown = Op[WidgetQuery, Shown](MODULE, "shown")
