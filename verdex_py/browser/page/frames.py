"""What went wrong with a page's iframes, so a snapshot can say what it is missing.

Frame problems are noticed as they happen (a blocked or failed frame load, a frame
removed) and, at snapshot time, by a quick probe (a frame that does not answer within
half a second is hung). Each is appended to the role's FailureLog where it happens and
kept as an issue of the *current* document; `capture.frame_issues` ties them to the
iframe refs of a snapshot. The snapshot itself is then taken with a short timeout when a
frame hangs, because Playwright would otherwise wait its whole timeout on it and say nothing.

The watch knows only its page and two questions it asks its owner (is a main-frame
navigation under way, which policy rule blocked a URL), so it does not depend on `Tab`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from playwright.async_api import Frame, Page, Request, Response

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.page.failures import Failure, FailureLog
from verdex_py.browser.page.ring import KeyedRing

PROBE_S = 0.5
MAX_ISSUES = 20  # frame issues kept per document, newest first out of a page that churns frames
HUNG_SNAPSHOT_TIMEOUT_MS = 1000
BLOCKED_ERRORS = ("ERR_BLOCKED_BY_RESPONSE", "ERR_BLOCKED_BY_CSP", "ERR_BLOCKED_BY_CLIENT")


class FrameReason(StrEnum):
    """Why a frame's content is missing from a snapshot."""

    DETACHED = "detached"  # removed from the page (its content is gone, not partial)
    LOAD_FAILED = "load_failed"  # a network error or an HTTP error status
    BLOCKED = "blocked"  # refused to be framed, or blocked by our URL policy
    TIMEOUT = "timeout"  # never finished loading (hung)
    UNREADABLE = "unreadable"  # shown empty in the snapshot for a reason we could not tell


@dataclass(frozen=True)
class FrameIssue:
    url: str
    reason: FrameReason
    detail: str
    ref: str | None = None  # the iframe ref that shows the frame in the latest snapshot, once tied to it

    def as_dict(self) -> dict[str, str | None]:
        return {"url": self.url, "reason": str(self.reason), "detail": self.detail, "ref": self.ref}


class FrameWatch:
    """Per-tab listener: records frame failures, keeps those of the current document."""

    def __init__(
        self,
        page: Page,
        failures: FailureLog,
        *,
        navigating: Callable[[], bool],
        policy_rule: Callable[[str], str | None],
    ) -> None:
        self._page = page
        self._failures = failures
        self._navigating = navigating  # a main-frame navigation is under way: detached children are expected
        self._policy_rule = policy_rule  # the URL policy rule that blocked this URL, if it did
        # keyed by id(frame): one issue per frame, newest wins; the oldest go past MAX_ISSUES
        self.issues: KeyedRing[int, FrameIssue] = KeyedRing(MAX_ISSUES)
        page.on("requestfailed", self._on_request_failed)
        page.on("response", self._on_response)
        page.on("framedetached", self._on_detached)

    def reset(self) -> None:
        """A new top document: issues of the old one are history (still in the FailureLog)."""
        self.issues.clear()

    def _child(self, frame: Frame | None) -> bool:
        return frame is not None and frame != self._page.main_frame

    def record_unreadable(self, ref: str, url: str) -> FrameIssue:
        issue = FrameIssue(url, FrameReason.UNREADABLE, f"the content of iframe {ref} could not be read", ref)
        self._failures.record(Failure("frame_expansion", "unreadable", issue.detail, url=url or None))
        return issue

    def note(self, frame: Frame, url: str, reason: FrameReason, detail: str) -> None:
        self.issues[id(frame)] = FrameIssue(url, reason, detail)
        self._failures.record(
            Failure(
                "frame",
                str(reason),
                detail,
                url=url,
                is_main_frame=frame == self._page.main_frame,
                extra={"frame_name": frame.name or None},
            )
        )

    def _on_request_failed(self, request: Request) -> None:
        if request.is_navigation_request() and self._child(request.frame):
            error = request.failure or "unknown error"
            rule = self._policy_rule(request.url)  # the policy proxy's refusal is a network error of any kind
            blocked = rule is not None or any(b in error for b in BLOCKED_ERRORS)
            reason = FrameReason.BLOCKED if blocked else FrameReason.LOAD_FAILED
            if rule is not None or "ERR_BLOCKED_BY_CLIENT" in error:
                what = f"was blocked by this server's URL policy (rule {rule or 'unknown'})"
            elif blocked:
                what = "refused to be framed (X-Frame-Options / CSP)"
            else:
                what = "failed to load"
            self.note(request.frame, request.url, reason, f"frame {request.url} {what}: {error}")

    def _on_response(self, response: Response) -> None:
        request = response.request
        if request.is_navigation_request() and self._child(request.frame) and response.status >= 400:
            self.note(
                request.frame,
                response.url,
                FrameReason.LOAD_FAILED,
                f"frame {response.url} answered HTTP {response.status}",
            )

    def _on_detached(self, frame: Frame) -> None:
        # Children of a document being replaced all detach: that is the navigation, not a failure.
        if self._child(frame) and not self._page.is_closed() and not self._navigating():
            self.note(
                frame, frame.url, FrameReason.DETACHED, f"frame {frame.url or frame.name} was removed from the page"
            )

    async def probe(self) -> list[Frame]:
        """Frames that do not answer within PROBE_S: a snapshot must not wait on them."""
        frames = [f for f in self._page.frames if self._child(f) and not f.is_detached()]

        async def answers(frame: Frame) -> bool:
            try:
                with quietly(timeouts=False):  # detached or crashed mid-probe: reported by its own event, not as hung
                    async with asyncio.timeout(PROBE_S):
                        await frame.evaluate("1")
                return True
            except TimeoutError:
                return False

        results = await asyncio.gather(*(answers(f) for f in frames))
        hung = [f for f, ok in zip(frames, results, strict=True) if not ok]
        for frame in hung:
            if id(frame) not in self.issues:
                src = await _frame_src(frame)
                self.note(
                    frame, src, FrameReason.TIMEOUT, f"frame {src} never finished loading; its content is missing"
                )
        return hung


async def _frame_src(frame: Frame) -> str:
    """A hung frame has no URL yet; its element's src says what it was asked to load."""
    if frame.url:
        return frame.url
    with quietly(timeouts=False):
        element = await frame.frame_element()
        return await element.evaluate(scripts.FRAME_SRC)
    return frame.name or "(unknown frame)"
