"""What the browser facade answers with: one typed value per tool call.

Each is plain data (no Playwright type): what an action did, where a navigation ended, the
tabs, a wait, an answered dialog, a screenshot, buffers, a function's result, facts kept on
the role. The page itself travels as a `PageView` (look/views.py), rendered by the server.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from verdex_py.browser.diagnosis.left_open import Opened
from verdex_py.browser.input.readback import ValueNote
from verdex_py.browser.look.views import Outcome, PageView
from verdex_py.browser.page.scrolling import Scrolled
from verdex_py.browser.page.started import RequestNote
from verdex_py.browser.page.tab import Modal
from verdex_py.browser.role.tabs import TabInfo
from verdex_py.browser.snapshot.ref_map import RefEntry


@dataclass(frozen=True)
class Acted:
    """An input action done: what it did, and (for an element) the element as the ref map knows it."""

    outcome: Outcome
    entry: RefEntry | None = None
    filled: list[dict[str, Any]] = field(default_factory=list)  # fill_form: the fields filled, in order
    notes: list[ValueNote] = field(default_factory=list)  # values that took, but not as sent (read back)
    opened: Opened | None = None  # a popup it left open (a suggestion list, a panel), named with its controls
    reopened: tuple[str, ...] = ()  # the menu it was in had closed: the openers clicked or hovered again


@dataclass(frozen=True)
class Arrived:
    """A navigation done: where it ended, and the page there."""

    url: str
    view: PageView
    moved: bool = True  # back / forward: False when there was no page to go to
    requests: list[RequestNote] = field(default_factory=list)  # the page's first requests that failed


@dataclass(frozen=True)
class Waited:
    """A wait that ended: how long it took, for what, and the page after it."""

    seconds: float
    condition: str | None  # None: a fixed wait
    view: PageView


@dataclass(frozen=True)
class Answered:
    """A dialog or file chooser answered. `view` is the page after the action it interrupted
    finished; None when the next dialog opened first (then only `url` is known)."""

    role: str
    url: str
    view: PageView | None
    dialog: dict[str, Any] | None = None  # type, message, accepted; None: no dialog was open
    files: list[str] | None = None  # the names chosen in a file chooser (empty: cancelled)
    notes: list[ValueNote] = field(default_factory=list)  # the files the input does not hold (read back)


@dataclass(frozen=True)
class Shot:
    """A screenshot: the image, and what it shows (an element's label, or None for the page)."""

    role: str
    url: str
    data: bytes
    element: str | None = None


@dataclass(frozen=True)
class PageText:
    """The page's snapshot text, unshown, and the lines a search found in it (after scrolling
    the page's lists and feeds when the first look found none: `scrolled`)."""

    role: str
    url: str
    text: str
    hits: list[str]
    scrolled: Scrolled | None = None


@dataclass(frozen=True)
class Signals:
    """Buffered console messages or network requests of the active page, oldest first."""

    role: str
    url: str
    entries: list[dict[str, Any]]
    dropped: int = 0  # older entries past the buffer's bound


@dataclass(frozen=True)
class RequestDetail:
    """One request of the active page with its headers and timing (None: that index is not kept)."""

    role: str
    url: str
    request: dict[str, Any] | None
    kept: tuple[int, int] | None  # the first and last index kept; None when none is
    body: bytes | None = None  # the body asked for (request-body, response-body), when it has one
    no_body: str | None = None  # why it has none


@dataclass(frozen=True)
class Evaluated:
    """A function's result in the page, or the dialog it opened (then `value` is None)."""

    role: str
    url: str
    value: Any = None
    modal: Modal | None = None


@dataclass(frozen=True)
class RoleFacts:
    """Facts kept on the role itself: its failure log, or what closing it closed."""

    role: str
    records: list[dict[str, Any]] = field(default_factory=list)
    dropped: int = 0  # older records past the log's bound
    closed_tabs: int = 0
    storage_state: dict[str, Any] | None = None


@dataclass(frozen=True)
class Roles:
    """The session's roles (each one's status) and which one is current, and why."""

    current: str | None
    reason: str
    roles: list[dict[str, Any]]


@dataclass(frozen=True)
class Selected:
    """A role made current: its name, and its page (None while a dialog blocks it)."""

    role: str
    url: str
    view: PageView | None


@dataclass(frozen=True)
class Tabs:
    """The role's tabs after a tab operation, and the page of the current one (None for a listing)."""

    listing: list[TabInfo]
    role: str
    active: int
    opened_at: str | None = None  # new_tab with a URL: where the new tab is now
    closed: int | None = None  # close_tab: the index closed
    view: PageView | None = None


@dataclass(frozen=True)
class Stored:
    """What a role stores after a storage call: its cookies, or one storage area's entries of the page's origin."""

    role: str
    url: str
    items: list[dict[str, Any]]


@dataclass(frozen=True)
class Verified:
    """A check that held (what the page showed), or the locator made for an element."""

    role: str
    url: str
    found: str  # what the page shows that satisfied the check, or the locator code
    matches: int = 1  # elements the check (or the locator) matched


@dataclass(frozen=True)
class Routes:
    """The role's network routes after a network call (each as data), and whether it is offline."""

    role: str
    url: str
    routes: list[dict[str, Any]]
    offline: bool


@dataclass(frozen=True)
class Saved:
    """A file the browser wrote: where, and its size in bytes."""

    role: str
    url: str
    path: str
    size: int


@dataclass(frozen=True)
class Recording:
    """A trace or video the role records: started by this call, or already (`already`: since then)."""

    role: str
    url: str
    already: bool
    files: tuple[str, ...] = ()  # a video's file(s) to come
    unfilmed: int = 0  # tabs not filmed: --max-video-recorders screencasts ran already


@dataclass(frozen=True)
class Recorded:
    """What a stopped trace or video wrote: each file with its size in bytes."""

    role: str
    url: str
    files: tuple[tuple[str, int], ...]
    lost: int = 0  # videos of tabs closed before the stop: Playwright writes a video only when it is stopped
    notes: tuple[str, ...] = ()  # what the answer must add: a file given a fresh name, tabs not filmed


@dataclass(frozen=True)
class Highlighted:
    """An element's highlight shown or hidden (`element` None: every highlight of the page hidden)."""

    role: str
    url: str
    element: str | None


@dataclass(frozen=True)
class PageToolAnswer:
    """A tool the page registered ran: what its execute resolved with (page data), and where it ran."""

    role: str
    url: str
    origin: str
    result: Any
    navigated: bool = False  # the page went to another document before the tool answered
    modal: Modal | None = None  # the tool opened a dialog before it answered: the page waits on it
