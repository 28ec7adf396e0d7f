"""The JavaScript we run in pages, read once from the `.js` files beside this module.

A small script is one file holding one function expression for `page.evaluate` /
`locator.evaluate`, exported here as a string. A script with several jobs (a widget, a date
picker, a popup's list, a diagnosis) is a module of named operations instead: ops.py reads its
files together and `*_ops.py` declare each operation's argument and answer. The
globals they keep on `window` and the attribute that marks a changed region are named
here and nowhere else: the files use placeholders (`__MUTATIONS__`, `__REGION_ATTR__`)
that are filled in when the file is read, so a page's own scripts cannot collide with
them by accident and the Python side selects the region with the same name.
"""

from __future__ import annotations

from importlib.resources import files

REGION_ATTR = "data-verdex-region"  # marks the part of the page an action changed
REGION_SELECTOR = f"[{REGION_ATTR}]"
UNSETTLED = "verdex: the function did not settle in time"
_NAMES = {
    "__MUTATIONS__": "__verdexMutations",  # DOM changes since the action began
    "__CHANGED__": "__verdexChanged",  # the elements those changes touched
    "__OBSERVER__": "__verdexObserver",  # the one MutationObserver of the document
    "__REGION_ATTR__": REGION_ATTR,
    "__OPENED__": "__verdexOpened",  # window.open calls since the last look
    "__ANNOUNCED__": "__verdexAnnounced",  # what live regions said since the action began
    "__TIMERS__": "__verdexTimers",  # short timers the action's handlers set, not run yet
    "__INTERNALS__": "__verdexInternals",  # each web component's ElementInternals (its role, its ARIA states)
    "__TRACK_IDS__": "__verdexTrackIds",  # the last key TRACK gave a number shown near a slider
    "__SHOWN_BEFORE__": "__verdexShownBefore",  # the elements visible before a control was opened (POPUP)
    "__WATCH__": "__verdexWatch",  # when the page last changed since a click that may open nothing (POPUP)
    "__UNSETTLED__": UNSETTLED,  # the error a bounded evaluate rejects with when its time is up
    "__WEBMCP_REPORT__": "__verdexWebmcpReport",  # the binding a document reports its model-context tools to
    "__WEBMCP_CALL__": "__verdexWebmcpCall",  # runs one of those tools' execute
    "__REVEAL__": "__verdexReveal",  # the part hiding an element and what may show it (reveal.js)
    "__REVEAL_PATH__": "__verdexRevealPath",  # the elements hovered or focused to show it, in order
    "__SHOWN_AT_ACTION__": "__verdexShownAtAction",  # the elements visible as an element action began (left_open.js)
    "__POPUP_KEYS__": "__verdexPopupKeys",  # the last key left_open.js gave a popup an action left open
    "__AIM__": "__verdexAim",  # the option a click on a widget's list landed on (widget_picks.js: aim, landed)
}
REVEAL_STATE = _NAMES["__REVEAL__"]  # (reveal_ops.NODES: its candidates, for the DevTools protocol)


def _load(name: str) -> str:
    """One script, its leading comment dropped (it is for readers, not for every call)."""
    text = (files(__package__) / f"{name}.js").read_text(encoding="utf-8")
    lines = text.splitlines()
    while lines and lines[0].lstrip().startswith("//"):
        lines.pop(0)
    body = "\n".join(lines).strip()
    for placeholder, value in _NAMES.items():
        body = body.replace(placeholder, value)
    return body


# whether a cover asks something and what only closes it (dismisser.js, question.js, blocker.js)
_NAMES["__ASKS__"] = _load("asks")
# shared by the scripts that look for a cover's dismissing control (diagnose.js, cover_frame.js, blocker.js)
_NAMES["__DISMISSER__"] = _load("dismisser")
_NAMES["__DEEP_AT__"] = _load("deep_at")  # shared by the scripts that hit-test (probe, reveal, blocker)
_NAMES["__ONE_CHAR__"] = _load("one_char")  # a box of a one-time code (segments.js, probe.js)
PROBE = _load("probe")  # visible / disabled / editable / covered, for an element about to be acted on
STATE = _load("state")  # an element's value, checked, selected and expanded state
OBSERVE = _load("observe")  # start counting DOM mutations
MUTATED = _load("mutated")  # how many mutations since OBSERVE
SHOWN_MARK = _load("shown_mark")  # what is visible as an element action begins (read by left_open.js)
# the probe of an element in the top document about to be acted on, the mutation count started and,
# for a field (the only target whose action's popup diagnosis/left_open.py names), what is visible
# marked: a popup the action opens is told from one there already. Other targets do not pay for it.
_FIELD = "el.matches('input, textarea') || el.isContentEditable"
PROBE_AND_OBSERVE = f"(el) => {{ ({OBSERVE})(); if ({_FIELD}) ({SHOWN_MARK})(); return ({PROBE})(el); }}"
MARK_REGION = _load("mark_region")  # mark the smallest element holding every change
UNMARK_REGION = _load("unmark_region")
RAF = _load("raf")  # two animation frames
SCROLLERS = _load("scrollers")  # the scrolling containers, largest first, then the document (a list handle)
SCROLL_STEP = _load("scroll_step")  # one step of a search's scrolling on one of them: where it stands, the text shown
SETTLE = _load("settle")  # what the action started has run, then a frame; the mutations, window.open calls counted
OPTIONS = _load("options")  # a <select>'s options
TAG = _load("tag")  # an element's tag name
FRAME_SRC = _load("frame_src")  # what an iframe element was asked to load
BLOCKER = _load("blocker")  # a popup that blocks the page around an element, its controls marked
QUESTION = _load("question")  # the question a cover marked by the dismisser asks, its choices marked
COVER_FRAME = _load("cover_frame")  # inside an iframe that covers an element: its dismissing control, marked
HAS_DOCUMENT = _load("has_document")  # whether the page has a document element yet
DIALOG_GUARD = _load("dialog_guard")  # init script: a page that reopens dialogs in a loop gets default answers
WINDOW_OPEN = _load("window_open")  # init script: count window.open calls
INTERNALS = _load("internals")  # init script: keep each element's ElementInternals for WIDGET
OPENED = _load("opened")  # window.open calls since the last look
ELEMENT_FACTS = _load("element_facts")  # an element's tag, labels and landmark, to find it again (--record)
FRAME_ATTRS = _load("frame_attrs")  # an iframe element's title, name, id and src
ERROR_PAGE = _load("error_page")  # an HTTP error page's title, first heading and whether it asks to sign in
ROLE_NAMES = _load("role_names")  # an element's role and the names it may go by (a widget step, --record)
INDEX_AMONG = _load("index_among")  # an element's position among a locator's matches (evaluate_all)
READBACK = _load("readback")  # what a field holds after an action, and the constraints that explain it
# a typed field's last read-back, after the page settled (one round trip for three): settle.js's answer,
# what the field holds, and its state for its snapshot line (browser/input/readback.py SettledRead)
SETTLED_READBACK = f"(el, sent) => ({SETTLE})().then((counts) => [counts, ({READBACK})(el, sent), ({STATE})(el)])"
FIELD_HINTS = _load("field_hints")  # what a typed field shows about its format (hints, language)
EVALUATE_BOUNDED = _load("evaluate_bounded")  # the agent's function raced against a timer (__FUNCTION__, __MS__)
RANGE_STATE = _load("range_state")  # an ARIA slider's or spinbutton's value, bounds and value text
EDITOR_TEXT = _load("editor_text")  # the text a contenteditable editor holds (one line, bounded)
WEBMCP = _load("webmcp")  # init script of --caps webmcp: the model-context tools a document registers
WEBMCP_REPORT = _NAMES["__WEBMCP_REPORT__"]
SECRET_ATTR = "data-verdex-secret"  # marks a field holding a secret: masked in screenshots and video
_NAMES["__SECRET_ATTR__"] = SECRET_ATTR
SECRET_FIELDS = _load("secret_fields")  # what each field holds, or the fields that hold a secret masked
