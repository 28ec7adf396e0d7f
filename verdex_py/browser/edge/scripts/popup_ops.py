"""The popup script's operations (popup.js): a list no ARIA names, found by what showed since `mark`
(a plain text field's suggestions, a disclosure toggle's items), and whether the page stayed quiet;
a picker drawn as a dialog and the control that confirms its choice (popup_dialog.js)."""

from typing import NotRequired, TypedDict

from verdex_py.browser.edge.scripts.ops import ElementOp, Module, Op

MODULE = Module("list_scroll", "popup", "popup_dialog")


class MarkQuery(TypedDict):
    empty: NotRequired[bool]  # nothing counts as shown before (a list open already)
    step: NotRequired[bool]  # a step's before (for `fresh`), the list's own mark kept


class QuietQuery(TypedDict):
    ms: int | None  # unchanged this long; None: at all since `watch`
    end: NotRequired[bool]  # end the watch in any case


class ListQuery(TypedDict):
    kind: str  # suggest | disclosure | opened (anywhere in the page, entries with or without roles) | submenu


class ItemQuery(TypedDict):
    kind: str
    index: int


class ListWaitQuery(TypedDict):
    kind: str
    ms: int
    want: NotRequired[str | None]
    other: NotRequired[list[str] | None]  # wait until the entries' labels are no longer these (a level drawn)


class Entry(TypedDict):
    label: str
    value: str  # data-value, value, else the label
    selected: bool  # it says it is chosen (aria-selected, -checked or -current; a ticked box inside)
    role: str  # its role; link or button for an <a href> or <button> without one


class ScrollQuery(TypedDict):
    kind: str
    want: str  # a label or value
    ms: int  # the scroll-through ends after this long
    at: NotRequired[int]  # scroll the box of this entry (a level's column), not the first entry's


class Scrolled(TypedDict):
    found: bool  # the entry shows now (scrolled into view)
    seen: list[Entry]  # every entry the list drew on the way


class Holds(TypedDict):
    text: str  # the control's text, or a field's value
    values: list[str]  # the values of hidden or read-only fields inside it (or beside a field)
    parts: list[str]  # the texts of the elements inside it with no children (a multi-select's chips)
    acts: bool  # a click on it does something of its own (follows a link, submits a form)


class PickerDialog(TypedDict):
    open: bool  # the item sits in a dialog opened since `mark`, still shown
    label: str  # the dialog's name or heading
    choices: list[str]  # its choices (one group)
    controls: list[str]  # its buttons
    confirm: int | None  # the index in `controls` of the one that confirms; None: none told apart
    how: str  # how it was told apart, or why none was


mark = Op[MarkQuery, None](MODULE, "mark")
watch = Op[None, None](MODULE, "watch")
quiet = Op[QuietQuery, bool](MODULE, "quiet")
items = Op[ListQuery, list[Entry]](MODULE, "items")
fresh = Op[ListQuery, list[int]](MODULE, "fresh")
item = ElementOp[ItemQuery](MODULE, "item")
wait = Op[ListWaitQuery, int](MODULE, "wait")
scroll = Op[ScrollQuery, Scrolled](MODULE, "scroll")
field = ElementOp[ListQuery](MODULE, "field")
shows = Op[None, Holds](MODULE, "shows")
picker = Op[None, PickerDialog](MODULE, "picker")
confirmer = ElementOp[None](MODULE, "confirmer")
