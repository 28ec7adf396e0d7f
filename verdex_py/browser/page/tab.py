"""One page of a role, with what we track about it: refs, modal state, navigations, signals."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urldefrag

from playwright.async_api import Dialog, Download, FileChooser, Frame, Locator, Page, Request

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.element_eval import evaluate_now
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.page.failures import FailureLog
from verdex_py.browser.page.frames import FrameWatch
from verdex_py.browser.page.ring import Ring
from verdex_py.browser.page.signals import PageSignals
from verdex_py.browser.page.webmcp import PageTools
from verdex_py.browser.snapshot.ref_map import RefMap
from verdex_py.errors.fixes import modal_sentence, modal_tool

MAX_BLOCKED = 200  # blocked requests kept per document: an app may retry one forever
MAX_MODALS = 20  # open modals kept per tab: a page may open dialogs faster than they are answered


@dataclass(frozen=True)
class Settled:
    """What happened while an action's effects settled, counted in the same round trip."""

    mutations: int | None  # DOM changes since watch_mutations (None: a navigation began, ask again)
    opened: int  # window.open calls since the last look, until the settle
    announced: tuple[str, ...] = ()  # what live regions said meanwhile (toasts, alerts), gone or not


@dataclass(frozen=True)
class BlockedRequest:
    """A request of the page that the URL policy refused."""

    url: str
    rule: str
    type: str  # Playwright's resource type: document, script, image, ...

    def as_dict(self) -> dict[str, str]:
        return {"url": self.url, "rule": self.rule, "type": self.type}


@dataclass
class Modal:
    """Something that blocks the page until the agent deals with it."""

    kind: str  # "dialog" | "file_chooser"
    type: str  # alert / confirm / prompt / beforeunload / file
    message: str
    handle: Dialog | FileChooser

    def describe(self) -> dict[str, str]:
        return {"kind": self.kind, "type": self.type, "message": self.message, "clear_with": modal_tool(self.kind)}

    def sentence(self) -> str:
        return modal_sentence(self.kind, self.type, self.message)


class Tab:
    def __init__(
        self, page: Page, failures: FailureLog, neighbours: Callable[[], list[RefMap]] = list, console_line: int = 2000
    ) -> None:
        self.page = page
        self.refs = RefMap(url=page.url, neighbours=neighbours)
        self.modals: Ring[Modal] = Ring(MAX_MODALS)  # oldest first; tab.modals[0] is the one to answer
        # Set while an agent action runs, so a navigation it causes is reported as expected.
        self.acting = False
        self.nav_requested = False  # a main-frame document request started since the action began
        self.nav_pending: str | None = None  # URL of a main-frame navigation not committed yet
        self.nav_request: Request | None = None  # the latest main-frame document request (its response: the status)
        self._nav_settled = asyncio.Event()
        self.load_incomplete = False  # `load` never fired within its cap (a subresource hangs)
        # The 4xx/5xx status of a document that rendered an application anyway (http_status.failed_status)
        self.served_status: tuple[int, str] | None = None
        self.blocked_requests: Ring[BlockedRequest] = Ring(MAX_BLOCKED)  # refused by the URL policy, this document
        self.pending_actions: list[asyncio.Future[Any]] = []  # actions blocked behind a dialog
        # What the settle after an action counted (None: it could not): spares asking the page
        # again right after.
        self.settled: Settled | None = None
        self._modal_opened = asyncio.Event()
        self.frames = FrameWatch(
            page, failures, navigating=lambda: self.nav_pending is not None, policy_rule=self._blocked_by
        )
        self.signals = PageSignals(page, console_line)
        page.on("framenavigated", self._on_frame_navigated)
        page.on("dialog", self._on_dialog)
        page.on("filechooser", self._on_file_chooser)
        page.on("request", self._on_request)
        page.on("requestfailed", self._on_request_failed)
        self.page_tools = PageTools()  # what the document registered through the model-context API (--caps webmcp)
        self.downloads: list[Download] = []  # every download the page started; an action saves the new ones
        page.on("download", self._on_download)

    def _on_download(self, download: Download) -> None:
        self.downloads.append(download)

    @property
    def closed(self) -> bool:
        return self.page.is_closed()

    def _on_frame_navigated(self, frame: Frame) -> None:
        if frame != self.page.main_frame:
            return
        fetched = self.nav_pending is not None
        self.nav_pending = None
        self._nav_settled.set()
        # A fetched document (reload included) replaces the old one; so does a new URL. Only a
        # same-URL history change without a request (fragment, pushState) keeps the refs.
        if fetched or urldefrag(frame.url).url != urldefrag(self.refs.url).url or not self.refs.url:
            self.refs.new_document(frame.url, caused_by_action=self.acting)
            self.frames.reset()
            self.blocked_requests.clear()
            self.served_status = None
            self.page_tools.clear()
        else:
            self.refs.url = frame.url

    def _blocked_by(self, url: str) -> str | None:
        """The URL policy rule that blocked a request of this document to url, if one did."""
        return next((b.rule for b in self.blocked_requests if b.url == url), None)

    def note_blocked(self, request: BlockedRequest) -> None:
        self.blocked_requests.append(request)

    @property
    def console_errors(self) -> int:
        """Console errors and uncaught exceptions so far (never trimmed: compare two readings)."""
        return self.signals.errors_seen

    @property
    def seen(self) -> bool:
        """Whether the agent has been shown this document (so a result may show only what changed)."""
        return self.refs.shown is not None

    def _on_request(self, request: Request) -> None:
        if request.is_navigation_request() and request.frame == self.page.main_frame:
            self.nav_requested = True
            self.nav_pending = request.url
            self.nav_request = request
            self._nav_settled.clear()
            self.load_incomplete = False

    def _on_request_failed(self, request: Request) -> None:
        if request.is_navigation_request() and request.frame == self.page.main_frame:
            self.nav_pending = None
            self._nav_settled.set()

    async def wait_navigation_settled(self, timeout_s: float) -> bool:
        """Wait until a started main-frame navigation commits or fails; False on timeout."""
        if self.nav_pending is None:
            return True
        try:
            async with asyncio.timeout(timeout_s):
                await self._nav_settled.wait()
        except TimeoutError:
            return False
        return True

    async def stop_loading(self) -> None:
        """Abandon a navigation that will not finish: until then the old document answers nothing."""
        cdp = await self.page.context.new_cdp_session(self.page)
        try:
            await cdp.send("Page.stopLoading")
        finally:
            await cdp.detach()
        self.nav_pending = None
        self._nav_settled.set()

    async def watch_mutations(self) -> bool:
        """Start counting DOM mutations in the top document; False if the page would not answer."""
        self.settled = None
        with quietly() as failed:
            async with asyncio.timeout(0.5):
                await self.page.evaluate(scripts.OBSERVE)
        return not failed

    async def mutated(self) -> bool:
        """Whether the DOM changed since watch_mutations (a new document counts as changed)."""
        with quietly():
            async with asyncio.timeout(0.5):
                return bool(await self.page.evaluate(scripts.MUTATED))
        return True

    async def opened_windows(self) -> int:
        """window.open calls since the last look (0 when the page cannot say)."""
        with quietly():
            async with asyncio.timeout(0.5):
                return int(await self.page.evaluate(scripts.OPENED))
        return 0

    async def changed_region(self, timeout_ms: float, acted: Locator, max_elements: int = 2000) -> str | None:
        """The Playwright snapshot of just the part of the page the action changed (and the
        element acted on), or None when that is most of the page: then take a full one."""
        with quietly():
            async with asyncio.timeout(0.5):
                marked = await evaluate_now(acted, scripts.MARK_REGION, max_elements, timeout_ms=None)
            if marked != "marked":
                return None
            try:
                return await self.page.locator(scripts.REGION_SELECTOR).aria_snapshot(mode="ai", timeout=timeout_ms)
            finally:
                async with asyncio.timeout(0.5):
                    await self.page.evaluate(scripts.UNMARK_REGION)
        return None

    def _on_dialog(self, dialog: Dialog) -> None:
        # Keeping a listener stops Playwright from auto-dismissing: the agent decides.
        self._open(Modal("dialog", dialog.type, dialog.message, dialog))

    def _on_file_chooser(self, chooser: FileChooser) -> None:
        self._open(Modal("file_chooser", "file", "multiple files" if chooser.is_multiple() else "one file", chooser))

    def _open(self, modal: Modal) -> None:
        self.modals.append(modal)
        self._modal_opened.set()

    def modal_event(self) -> asyncio.Event:
        """An event set by the next modal (already set if one is open)."""
        if not self.modals:
            self._modal_opened.clear()
        return self._modal_opened

    def _take(self, kind: str) -> Modal | None:
        for modal in self.modals:
            if modal.kind == kind:
                self.modals.remove(modal)
                return modal
        return None

    def take_dialog(self) -> Dialog | None:
        """The open dialog, now the caller's to answer (None if none is open)."""
        modal = self._take("dialog")
        return modal.handle if modal is not None and isinstance(modal.handle, Dialog) else None

    def take_file_chooser(self) -> FileChooser | None:
        """The open file chooser, now the caller's to answer (None if none is open)."""
        modal = self._take("file_chooser")
        return modal.handle if modal is not None and isinstance(modal.handle, FileChooser) else None
