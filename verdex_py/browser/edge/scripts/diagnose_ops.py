"""The diagnosis script's operations (diagnose.js), one per reason an element cannot be used: what
fixes it, marked `data-verdex-fix="<index>"` in the page (so its refs can be found), and described."""

from typing import NotRequired, TypedDict

from verdex_py.browser.edge.scripts.ops import Module, Op

MODULE = Module("diagnose")


class Fixing(TypedDict):
    index: int  # its mark
    kind: str  # dismiss | reveal | hover | focus | tick | fill | select | choose
    name: str
    how: NotRequired[str]  # what reveals (details, or the control's role or tag)
    empty: NotRequired[bool]  # an invalid field left empty
    message: NotRequired[str]  # what the field says is wrong
    likely: NotRequired[bool]  # a guess: nothing said it is required


class Cover(TypedDict):
    key: str  # its identity while it stays in the page (data-verdex-cover), for the dismisses tried on it
    tag: str
    id: str | None
    text: str
    label: str | None
    frame: bool  # an iframe (marked data-verdex-cover-frame): its control is looked for inside it
    dialog: bool
    header: bool  # a fixed or sticky bar at the top
    full: bool  # the whole viewport


class Tried(TypedDict):
    cover: str  # a cover's key
    name: str  # the name of its control clicked to dismiss it, which left it in place


class CoverQuery(TypedDict):
    tried: list[Tried]  # never picked again as the control that dismisses its cover


class Diagnosis(TypedDict):
    found: list[Fixing]
    hints: list[str]  # what the page says near it


class CoverDiagnosis(TypedDict):
    found: list[Fixing]
    hints: list[str]
    cover: Cover | None


covered = Op[CoverQuery, CoverDiagnosis](MODULE, "covered")
hidden = Op[None, Diagnosis](MODULE, "hidden")
disabled = Op[None, Diagnosis](MODULE, "disabled")
BY_REASON = {"covered": covered, "hidden": hidden, "disabled": disabled}
