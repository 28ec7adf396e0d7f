"""Our own map of the refs we handed out, per tab.

Playwright's `aria-ref=` selector only says "not found" (after waiting its whole timeout).
To tell an agent *why* a ref is dead, and which element it was, we remember every ref we
issued for the current document: its Playwright ref, role, accessible name and frame.
Refs of earlier documents are kept briefly so "that ref is from the previous page" can be
said instead of "never heard of it". Both are bounded: a single-page app can stay one
document for hours while it re-renders, so only the newest stale refs of a document are kept.

Public refs are `eN` in the top document and `fKeN` in frames. Playwright numbers frames
by an ever-growing counter (the main frame becomes `f7` after a few navigations); we
renumber per document so refs stay short and the top document never needs a prefix.

A role's tabs share one number space (`neighbours`): an agent may use a ref from one tab
while another is active, and that ref must then be dead, never a different element.

An item first seen in a level the agent opened (a menu, a submenu, a role-less tray) keeps the path
of openers it was on (`RefEntry.path`: the elements clicked or hovered, outermost first), so that
once the menu closed (its items hidden or removed) the action on it can open the path again.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from verdex_py.browser.snapshot import clickables
from verdex_py.browser.snapshot.clickables import Clickable
from verdex_py.browser.snapshot.tree import Tree
from verdex_py.refs import OWN_PREFIX, split_ref

RETIRED_DOCUMENTS = 3
# With other tabs open, a document's numbers start this far above theirs, rounded up to a
# thousand: room for the pages below to grow (new elements get new numbers) without meeting.
TAB_HEADROOM = 500
TAB_STRIDE = 1000
MAX_STALE_REFS = 2000  # refs of the current document that left the page, kept to explain STALE_REF
MAX_FRAME_PREFIXES = 500
# Our own refs (browser/snapshot/clickables.py) are numbered this far above the document's start,
# out of the way of Playwright's numbers, which grow by one per element that ever had a ref.
OWN_FROM = 9000  # frames of one document remembered: a page may create frames forever
# The items a level holds: these get the path they were seen on (others are never reached that way:
# reopening is a click on something the agent clicked before, kept to what opens a menu's level).
ITEM_ROLES = frozenset({"menuitem", "menuitemcheckbox", "menuitemradio", "option", "treeitem"})
POINTER = "[cursor=pointer]"  # a role-less item Playwright marks as clickable


@dataclass(frozen=True, slots=True)
class Opener:
    """One step of the path an item was seen on: the element the agent clicked or hovered to open its level."""

    ref: str
    role: str
    name: str
    text: str  # the line's own text (a role-less element is named by nothing else)
    how: str  # "click" | "hover"

    def label(self) -> str:
        return self.name or self.text or self.role


@dataclass(slots=True)
class RefEntry:
    ref: str
    internal: str
    role: str
    name: str
    frame: str  # "" for the top document, else the public frame prefix "fK"
    generation: int
    tag: str | None = None
    path: tuple[Opener, ...] = ()  # the openers of the level it was seen in, outermost first
    text: str = ""  # the line's own text (what a role-less item is found by again)

    def describe(self) -> dict[str, str | None]:
        return {"ref": self.ref, "role": self.role, "name": self.name, "tag": self.tag, "frame": self.frame or None}

    def label(self) -> str:
        return f'{self.role} "{self.name}"' if self.name else self.role

    def opener(self, how: str) -> Opener:
        return Opener(self.ref, self.role, self.name, self.text, how)


def _item(role: str, rest: str, opening: tuple[Opener, ...]) -> bool:
    """Whether a line is an item of the level `opening` opened (it gets that path): a menu's or a list's
    item, or a role-less clickable one shown by a hover or by a click on a role-less control (a button
    or link that drew new clickable parts is as likely to have added a row: never clicked again)."""
    if not opening:
        return False
    last = opening[-1]
    return role in ITEM_ROLES or (POINTER in rest and (last.how == "hover" or last.role not in ("button", "link")))


def _own_text(rest: str) -> str:
    """The inline text of a line (`- generic [ref=e5] [cursor=pointer]: Arrange` -> "Arrange")."""
    _, sep, text = rest.partition("]: ")
    return text.strip() if sep and not text.startswith(("[", "-")) else ""


@dataclass
class RetiredDocument:
    url: str
    entries: dict[str, RefEntry]
    caused_by_action: bool


@dataclass
class RefMap:
    url: str = ""
    generation: int = 0  # snapshots taken of the current document
    entries: dict[str, RefEntry] = field(default_factory=dict)
    latest: set[str] = field(default_factory=set)
    shown: str | None = None  # the compact snapshot the agent last saw, to send only changes next time
    # Playwright resolves `aria-ref=` against its *latest* snapshot only. After a snapshot of one
    # region these are the refs it can resolve; any other needs a full snapshot first. None: all.
    resolvable: set[str] | None = None
    used: set[str] = field(
        default_factory=set
    )  # refs the agent acted on: never condensed (browser/snapshot/condense.py)
    # The path new items get: the element the agent's last click or hover acted on, after its own path
    # (set by calls/facade.py; () after any other action and on a new document).
    opening: tuple[Opener, ...] = ()
    _frame_prefixes: dict[str, str] = field(default_factory=dict)
    _frames_seen: int = 0  # prefixes handed out this document (never reused, even once forgotten)
    # Public numbers of consecutive documents come from alternating ranges, so a ref from the
    # previous page (a reload included) can never name an element of this one by accident,
    # while numbers stay bounded by about twice the page size however long the history.
    _base: int = 0
    _highest: int = 0
    # The highest element number and frame prefix this tab ever printed, whatever document: a ref
    # past them was never issued; one within them may have been, on a page since forgotten.
    issued_up_to: int = 0
    frames_up_to: int = 0
    retired: deque[RetiredDocument] = field(default_factory=lambda: deque(maxlen=RETIRED_DOCUMENTS))
    neighbours: Callable[[], list[RefMap]] = field(default=lambda: [], repr=False)  # the role's tabs' maps

    def __post_init__(self) -> None:
        self._base = self._highest = self._above_other_tabs() or 0

    def _above_other_tabs(self) -> int | None:
        """Where this tab's next document starts when other tabs of the role hold refs, else None."""
        others = [m._highest for m in self.neighbours() if m is not self and m.entries]
        if not others:
            return None
        top = max(*others, self._highest if self.entries else 0)  # a blank new tab has no range of its own
        return -(-(top + TAB_HEADROOM) // TAB_STRIDE) * TAB_STRIDE

    def new_document(self, new_url: str, caused_by_action: bool) -> None:
        """The top document changed: every ref issued so far is dead."""
        above = self._above_other_tabs()
        if self.entries:
            self.retired.appendleft(RetiredDocument(self.url, self.entries, caused_by_action))
        self.url = new_url
        self.generation = 0
        self.entries = {}
        self.latest = set()
        self.shown = None
        self.resolvable = None
        self.used = set()
        self.opening = ()
        self._frame_prefixes = {}
        self._frames_seen = 0
        self._base = above if above is not None else 0 if self._base else self._highest
        self._highest = self._base

    def _public_prefix(self, internal_frame: str, main_frame: str) -> str:
        if internal_frame == main_frame:
            return ""
        if internal_frame not in self._frame_prefixes:
            self._frames_seen += 1
            self._frame_prefixes[internal_frame] = f"f{self._frames_seen}"
        return self._frame_prefixes[internal_frame]

    def _forget_old_frames(self, alive: set[str]) -> None:
        """Past the bound, forget the frames that are not in the snapshot just taken, oldest first."""
        extra = len(self._frame_prefixes) - MAX_FRAME_PREFIXES
        for internal in [f for f in self._frame_prefixes if f not in alive][: max(extra, 0)]:
            del self._frame_prefixes[internal]

    def ingest(self, tree: Tree, partial: bool = False) -> Tree:
        """Record a parsed Playwright snapshot (the full page, or with `partial` one changed region):
        its nodes get our public refs in place; returned as a tree whose text is written anew."""
        self.generation += 1
        first = next((node.ref for _, node in tree.order if node.ref is not None), None)
        main_frame = first.rpartition("e")[0] if first else ""  # Playwright's prefix of the top document
        frames_alive: set[str] = set()
        entries, generation, base, opening = self.entries, self.generation, self._base, self.opening
        latest = self.latest if partial else set()
        region: set[str] = set()
        highest = self._highest
        prefixes = {main_frame: ""}  # Playwright's frame prefix ("f3") -> ours, for this snapshot
        for _, node in tree.order:
            internal, role = node.ref, node.role
            if internal is None or role is None:
                continue
            frame, _, number = internal.rpartition("e")  # refs.split_ref, without the call per line
            shifted = int(number) + base
            if shifted > highest:
                highest = shifted
            prefix = prefixes.get(frame)
            if prefix is None:
                prefix = prefixes[frame] = self._public_prefix(frame[1:], main_frame[1:])
                frames_alive.add(frame[1:])
            ref = f"{prefix}e{shifted}"
            if ref != internal:
                node.set_ref(ref)
            rest, name = node.rest, node.name
            text = _own_text(rest) if "]: " in rest else ""
            decoded = name if name and "\\" not in name else node.decoded_name
            previous = entries.get(ref)
            if previous is None or previous.role != role:
                path = opening if opening and _item(role, rest, opening) else ()
                entries[ref] = RefEntry(ref, internal, role, decoded, prefix, generation, None, path, text)
            elif (
                previous.internal == internal
                and previous.name == decoded
                and previous.text == text
                and previous.frame == prefix
            ):
                previous.generation = generation  # the same element as last time: kept, tag and path with it
            else:
                entries[ref] = RefEntry(
                    ref, internal, role, decoded, prefix, generation, previous.tag, previous.path, text
                )
            latest.add(ref)
            if partial:
                region.add(ref)
        self._highest = highest
        self.issued_up_to = max(self.issued_up_to, self._highest)
        self.frames_up_to = max(self.frames_up_to, self._frames_seen)
        if len(self._frame_prefixes) > MAX_FRAME_PREFIXES:
            self._forget_old_frames(frames_alive)
        self.latest = latest
        self.resolvable = region if partial else None
        if len(entries) > len(latest) + MAX_STALE_REFS:
            self._forget_oldest_stale()
        return Tree(tree.nodes, tree.order)  # its text written anew when asked

    def add_own(self, tree: Tree, found: list[Clickable]) -> Tree:
        """Give the elements the snapshot shows without a ref (clickables.js found and marked them)
        refs of ours, record them, and place their lines in the tree; returned as a tree whose text is written anew."""
        if not found:
            return tree
        lines = []
        for item in found:
            ref = f"e{self._base + OWN_FROM + item['id']}"
            role = clickables.KINDS[item["kind"]]
            previous = self.entries.get(ref)
            own = item["kind"] == "click" and _item("", POINTER, self.opening)
            path = previous.path if previous is not None else self.opening if own else ()
            self.entries[ref] = RefEntry(
                ref, f"{OWN_PREFIX}{item['id']}", role, item["name"], "", self.generation, path=path
            )
            self.latest.add(ref)
            if self.resolvable is not None:
                self.resolvable.add(ref)
            lines.append((item, clickables.line(item, ref)))
        self.issued_up_to = max(self.issued_up_to, self._base + OWN_FROM + max(i["id"] for i in found))
        return clickables.place(tree, lines)

    def _forget_oldest_stale(self) -> None:
        """Drop the refs that left the page longest ago, down to 3/4 of the cap (so not on every snapshot)."""
        stale = sorted((e.generation, r) for r, e in self.entries.items() if r not in self.latest)
        for _, ref in stale[: len(stale) - MAX_STALE_REFS * 3 // 4]:
            del self.entries[ref]

    def find_retired(self, ref: str) -> tuple[RetiredDocument, RefEntry] | None:
        for doc in self.retired:
            if ref in doc.entries:
                return doc, doc.entries[ref]
        return None

    def never_issued(self, ref: str) -> bool:
        """True only when no snapshot of this tab or another tab of the role can have printed `ref`."""
        frame, number = split_ref(ref)
        return all(
            number > m.issued_up_to or (frame != "" and int(frame) > m.frames_up_to) for m in (self, *self.neighbours())
        )

    def same_element(self, role: str, name: str) -> list[RefEntry]:
        """Entries in the latest snapshot with this role and name (to re-find a lost element)."""
        return [e for r, e in self.entries.items() if r in self.latest and e.role == role and e.name == name]
