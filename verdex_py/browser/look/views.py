"""What the browser layer answers with: typed facts about an action and about the page.

The server does not reach into tabs, roles or ref maps to find out what happened; the
browser layer hands it an `Outcome` (after an action) and a `PageView` (after a look),
and `server/page_report.py` renders those into the result.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from verdex_py.browser.page.frames import FrameIssue
from verdex_py.browser.page.started import RequestNote
from verdex_py.browser.page.tab import BlockedRequest, Modal
from verdex_py.browser.role.auth import AuthStatus
from verdex_py.browser.snapshot.condense import Condensed


class SnapshotMode(StrEnum):
    """How much of the page a result shows."""

    FULL = "full"  # the whole page (or the scoped part asked for)
    DIFF = "diff"  # what changed since the agent's last look
    REGION = "region"  # only the part an action changed, freshly snapshotted
    UNCHANGED = "unchanged"  # nothing changed but the acted-on element: its own line


@dataclass(frozen=True)
class PageView:
    """One look at a role's page, with everything a result must say about it."""

    url: str
    role: str
    mode: SnapshotMode
    text: str  # the snapshot as shown (compact, maybe a diff or cut)
    element_count: int  # refs in `text`
    auth: AuthStatus
    title: str | None = None  # None for partial views (a region or one element)
    total_refs: int = 0  # refs before any cut
    depth: int | None = None  # the depth cut asked for
    depth_cut: bool = False  # nodes deeper than `depth` were left out ...
    deeper_refs: int = 0  # ... holding this many refs
    chars_cut: bool = False  # the text was cut at `max_chars`
    max_chars: int = 0  # the size cut applied
    left_out: list[str] = field(default_factory=list)  # 'eN (role "name")' a size cut dropped
    condensed: list[Condensed] = field(default_factory=list)  # runs of similar siblings folded (full views)
    frame_issues: list[FrameIssue] = field(default_factory=list)
    frame_issues_dropped: int = 0  # older frame issues of this document past the watch's bound
    load_incomplete: bool = False
    blocked_requests: list[BlockedRequest] = field(default_factory=list)
    blocked_dropped: int = 0  # older blocked requests of this document past the tab's bound
    served_status: tuple[int, str] | None = None  # 4xx/5xx, yet it renders an application (a warning)

    @property
    def truncated(self) -> bool:
        return self.depth_cut or self.chars_cut


@dataclass(frozen=True)
class NewTab:
    index: int
    url: str


@dataclass(frozen=True)
class Outcome:
    """What an input action did. `view` is the page after it when the action showed only part
    of it (a region, or the element's own line); None means the caller takes a full look."""

    url: str
    modal: Modal | None = None  # the action opened a dialog or file chooser; nothing else was looked at
    navigated: bool = False
    new_tabs: list[NewTab] = field(default_factory=list)
    new_console_errors: int = 0
    view: PageView | None = None
    requests: list[RequestNote] = field(default_factory=list)  # it started them: failed, or still running
    announced: list[str] = field(default_factory=list)  # what live regions said meanwhile, gone or not
    downloads: list[dict[str, Any]] = field(default_factory=list)  # saved in the output folder (file, path, size)
