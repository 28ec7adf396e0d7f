"""What went wrong with a page's iframes, so a snapshot can say what it is missing.

Frame problems are noticed as they happen (a blocked or failed frame load, a frame
removed) and, at snapshot time, by a quick probe (a frame that does not answer within
half a second is hung). Each is appended to the role's FailureLog where it happens and
kept on the tab as an issue of the *current* document; `page_report` decides they are
warnings. The snapshot itself is then taken with a short timeout when a frame hangs,
because Playwright would otherwise wait its whole timeout on it and say nothing.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import TYPE_CHECKING

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame, Request, Response

from verdex_py.browser.failures import Failure, FailureLog

if TYPE_CHECKING:
    from verdex_py.browser.tab import Tab

PROBE_S = 0.5
HUNG_SNAPSHOT_TIMEOUT_MS = 1000
BLOCKED_ERRORS = ("ERR_BLOCKED_BY_RESPONSE", "ERR_BLOCKED_BY_CSP", "ERR_BLOCKED_BY_CLIENT")


@dataclass
class FrameIssue:
    url: str
    reason: str  # detached | load_failed | blocked | timeout | crashed
    detail: str

    def as_dict(self) -> dict[str, str]:
        return {"url": self.url, "reason": self.reason, "detail": self.detail}


class FrameWatch:
    """Per-tab listener: records frame failures, keeps those of the current document."""

    def __init__(self, tab: Tab, failures: FailureLog) -> None:
        self._tab = tab
        self._failures = failures
        self.issues: dict[int, FrameIssue] = {}  # keyed by id(frame): one issue per frame, newest wins
        page = tab.page
        page.on("requestfailed", self._on_request_failed)
        page.on("response", self._on_response)
        page.on("framedetached", self._on_detached)

    def reset(self) -> None:
        """A new top document: issues of the old one are history (still in the FailureLog)."""
        self.issues.clear()

    def _child(self, frame: Frame | None) -> bool:
        return frame is not None and frame != self._tab.page.main_frame

    def record_unreadable(self, ref: str, url: str) -> FrameIssue:
        issue = FrameIssue(url, "unreadable", f"the content of iframe {ref} could not be read")
        self._failures.record(Failure("frame_expansion", "unreadable", issue.detail, url=url or None))
        return issue

    def note(self, frame: Frame, url: str, reason: str, detail: str) -> None:
        self.issues[id(frame)] = FrameIssue(url, reason, detail)
        self._failures.record(
            Failure(
                "frame",
                reason,
                detail,
                url=url,
                is_main_frame=frame == self._tab.page.main_frame,
                extra={"frame_name": frame.name or None},
            )
        )

    def _on_request_failed(self, request: Request) -> None:
        if request.is_navigation_request() and self._child(request.frame):
            error = request.failure or "unknown error"
            reason = "blocked" if any(b in error for b in BLOCKED_ERRORS) else "load_failed"
            if "ERR_BLOCKED_BY_CLIENT" in error:
                rule = next((b["rule"] for b in self._tab.blocked_requests if b["url"] == request.url), "unknown")
                what = f"was blocked by this server's URL policy (rule {rule})"
            elif reason == "blocked":
                what = "refused to be framed (X-Frame-Options / CSP)"
            else:
                what = "failed to load"
            self.note(request.frame, request.url, reason, f"frame {request.url} {what}: {error}")

    def _on_response(self, response: Response) -> None:
        request = response.request
        if request.is_navigation_request() and self._child(request.frame) and response.status >= 400:
            self.note(
                request.frame, response.url, "load_failed", f"frame {response.url} answered HTTP {response.status}"
            )

    def _on_detached(self, frame: Frame) -> None:
        # Children of a document being replaced all detach: that is the navigation, not a failure.
        if self._child(frame) and not self._tab.closed and self._tab.nav_pending is None:
            self.note(frame, frame.url, "detached", f"frame {frame.url or frame.name} was removed from the page")

    async def probe(self) -> list[Frame]:
        """Frames that do not answer within PROBE_S: a snapshot must not wait on them."""
        frames = [f for f in self._tab.page.frames if self._child(f) and not f.is_detached()]

        async def answers(frame: Frame) -> bool:
            try:
                async with asyncio.timeout(PROBE_S):
                    await frame.evaluate("1")
                return True
            except TimeoutError:
                return False
            except PlaywrightError:
                return True  # detached or crashed mid-probe: reported by its own event, not as hung

        results = await asyncio.gather(*(answers(f) for f in frames))
        hung = [f for f, ok in zip(frames, results, strict=True) if not ok]
        for frame in hung:
            if id(frame) not in self.issues:
                src = await _frame_src(frame)
                self.note(frame, src, "timeout", f"frame {src} never finished loading; its content is missing")
        return hung


async def _frame_src(frame: Frame) -> str:
    """A hung frame has no URL yet; its element's src says what it was asked to load."""
    if frame.url:
        return frame.url
    try:
        element = await frame.frame_element()
        return await element.evaluate("(e) => e.src || e.name || 'about:blank'")
    except PlaywrightError:
        return frame.name or "(unknown frame)"


def iframe_refs(text: str) -> tuple[list[str], set[str]]:
    """Refs of every iframe in a snapshot, and the subset shown without any content."""
    lines = text.splitlines()
    refs, empty = [], set()
    for i, line in enumerate(lines):
        stripped = line.lstrip(" ")
        if not stripped.startswith("- iframe ") or "[ref=" not in stripped:
            continue
        ref = stripped.split("[ref=", 1)[1].split("]", 1)[0]
        refs.append(ref)
        indent = len(line) - len(stripped)
        if not (i + 1 < len(lines) and len(lines[i + 1]) - len(lines[i + 1].lstrip(" ")) > indent):
            empty.add(ref)
    return refs, empty


async def _content_frame(tab: Tab, ref: str) -> Frame | None:
    entry = tab.refs.entries.get(ref)
    if entry is None:
        return None
    try:
        async with asyncio.timeout(PROBE_S):
            handle = await tab.page.locator(f"aria-ref={entry.internal}").element_handle(timeout=500)
            return await handle.content_frame() if handle else None
    except (TimeoutError, PlaywrightError):
        return None


async def frame_warnings(tab: Tab, text: str) -> list[dict[str, str | None]]:
    """Every frame problem of the current document, tied to the iframe ref that shows it."""
    watch = tab.frames
    refs, empty = iframe_refs(text)
    if not watch.issues and not empty:
        return []  # the common case costs nothing
    by_frame = {key: dict(issue.as_dict(), ref=None) for key, issue in watch.issues.items()}
    frames = await asyncio.gather(*(_content_frame(tab, ref) for ref in refs))
    for ref, frame in zip(refs, frames, strict=True):
        if frame is not None and id(frame) in by_frame:
            by_frame[id(frame)]["ref"] = ref
        elif ref in empty:
            url = frame.url if frame is not None else ""
            by_frame[id(frame) if frame else hash(ref)] = dict(watch.record_unreadable(ref, url).as_dict(), ref=ref)
    return list(by_frame.values())
