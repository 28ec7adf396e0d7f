"""Roles: one isolated BrowserContext each, created on first use.

A role owns its context, tabs (role_tabs.py), FailureLog and a lock: calls on one role run one at a
time (a click and a snapshot must not interleave), calls on different roles run side by
side. When its context or page dies, the next call reopens it and reports PAGE_CLOSED
saying what was lost, rather than failing on a dead handle.
"""

from __future__ import annotations

import asyncio
from typing import Any

from playwright.async_api import BrowserContext, Page, Response

from verdex_py import log, outputs
from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import map_playwright_errors, quietly
from verdex_py.browser.launch.launcher import BrowserHost
from verdex_py.browser.page.failures import Failure, FailureLog
from verdex_py.browser.page.http_status import failed_status, status_failure, waited_to_retry
from verdex_py.browser.page.navigation import (
    NETWORK_QUIET_CAP_S,
    acting,
    bounded_load,
    dialog_while_loading,
    until_dialog,
)
from verdex_py.browser.page.tab import Tab
from verdex_py.browser.role.auth import AuthProfileError, AuthStatus, load_storage_state, verify_session
from verdex_py.browser.role.context_options import context_options, prepare, profile_dir, save_trace
from verdex_py.browser.role.renderer import popup_refused
from verdex_py.browser.role.role_tabs import RoleTabs
from verdex_py.browser.role.url_policy import UrlPolicy
from verdex_py.browser.snapshot.ref_map import RefMap
from verdex_py.config import Settings
from verdex_py.errors import AuthenticationFailed, NavigationFacts, NavigationFailed, PageClosed, UrlBlocked
from verdex_py.roles_file import RoleConfig

logger = log.get(__name__)
NAV_ATTEMPTS = 3  # a transient navigation failure is tried this many times before the agent sees it


def _say_where(exc: NavigationFailed, tab: Tab) -> NavigationFailed:
    """A failed load leaves the tab somewhere: the error to raise tells the agent where."""
    now = tab.page.url
    shown = "the browser's error page" if now.startswith("chrome-error:") else now
    return exc.enriched(details={"page_now": now}, message=f"{exc.message.rstrip('.')}; the tab shows {shown} now.")


def _transient(exc: NavigationFailed, tab: Tab, before: str, url: str) -> bool:
    """Worth another try: the network changed, or the page's own navigation (a script replacing
    the document) cancelled ours. A 204 or a download also aborts, but leaves the tab where it was."""
    kind = exc.details.get("kind")
    now = tab.page.url
    return kind == "network_changed" or (kind == "aborted" and now not in (before, url))


class RoleRuntime(RoleTabs):
    def __init__(self, config: RoleConfig, settings: Settings, host: BrowserHost, ad_hoc: bool = False) -> None:
        super().__init__()
        self.config = config
        self.ad_hoc = ad_hoc
        self._settings = settings
        self.output_dir = outputs.output_dir(settings)  # where the role's downloads are kept, and how many
        self.download_bounds = (int(settings.max_download_mb * 1024 * 1024), settings.max_downloads)
        self.console_line = settings.max_console_line
        # Full snapshots fold long runs of similar siblings (browser/snapshot/condense.py) unless told not to.
        self.condense = not settings.uncondensed
        self._host = host
        self.lock = asyncio.Lock()
        self.failures = FailureLog()
        self.policy = UrlPolicy(settings, self.failures, lambda: self.tabs)
        self.context: BrowserContext | None = None
        self.auth_status = AuthStatus("none" if config.auth_file is None else "not_loaded")
        self.last_url: str | None = None
        self.lost_refs: RefMap | None = None  # refs of the page that died last, to re-find its elements
        self._context_closed = False
        self._lost = False  # the context died and that is not yet reported to the agent
        self._opened_on = self._opened_on_before = 0  # the host's browser generation at context creation

    @property
    def name(self) -> str:
        return self.config.name

    def _auth_failed(self, reason: str, message: str) -> None:
        """Record an auth failure; it stops the role only when the role requires auth."""
        auth_file = self.config.auth_file.name if self.config.auth_file else None
        self.auth_status = AuthStatus("failed", reason)
        self.failures.record(Failure("auth", reason, message, extra={"auth_file": auth_file}))
        if self.config.auth_required:
            raise AuthenticationFailed(
                f"Role '{self.name}' cannot start: {message}.",
                field="role",
                details={"role": self.name, "auth_file": auth_file, "reason": reason},
            )
        logger.warning("auth_unusable", role=self.name, reason=reason)

    def auth_usable(self) -> bool:
        """Whether this role can start with its auth (checked without starting it)."""
        if self.auth_status.failed:
            return False
        if self.auth_status.state != "not_loaded" or self.config.auth_file is None:
            return True
        try:
            load_storage_state(self.config.auth_file)
        except AuthProfileError:
            return False
        return True

    def _storage_state(self) -> dict[str, Any] | None:
        path = self.config.auth_file
        if path is None:
            return None
        try:
            state = load_storage_state(path)
        except AuthProfileError as exc:
            self._auth_failed(exc.reason, exc.message)
            return None
        self.auth_status = AuthStatus("loaded")
        return state

    async def _check_session(self) -> None:
        """Prove the saved session still works (the site may have expired it server-side)."""
        check = self.config.auth_check
        if check is None or self.context is None or self.auth_status.state != "loaded":
            return
        problem = await verify_session(self.context, check, self._settings.timeout_navigation_ms)
        if problem:
            if self.config.auth_required:
                await self.close()
            self._auth_failed("rejected", problem)
        else:
            self.auth_status = AuthStatus("verified")

    async def _open_context(self) -> None:
        storage = self._storage_state()
        options = await context_options(self._settings, await self.policy.proxy())
        profile = profile_dir(self._settings, self.name)
        if profile is None:
            self.context = await self._host.new_context(storage_state=storage, **options)
        else:  # its own Chromium on DIR/<role>; the profile's cookies stay, the auth profile's are added
            self.context = await self._host.persistent_context(profile, **options)
            if storage and storage["cookies"]:
                await self.context.add_cookies(storage["cookies"])
        self._opened_on_before, self._opened_on = self._opened_on, self._host.generation
        await prepare(self.context, self._settings)
        self._context_closed = False
        self.context.on("close", self._on_context_closed)
        await self.context.add_init_script(f"{scripts.DIALOG_GUARD};\n{scripts.WINDOW_OPEN};\n{scripts.INTERNALS}")
        await self.offer_page_tools(self._settings)
        self.context.set_default_timeout(self._settings.timeout_action_ms)
        self.context.set_default_navigation_timeout(self._settings.timeout_navigation_ms)
        self.policy.install(self.context)
        await self._check_session()
        self.tabs = []
        self.context.on("page", self._on_page)  # popups and target=_blank links become tabs
        for page in self.context.pages:  # a persistent context starts with a page of its own
            self.adopt(page)
        if not self.tabs:
            await self.new_tab()
        self.active = 0
        url = self.last_url or self.config.default_url
        if url:
            await self.goto(self.tabs[0], url)

    def _on_context_closed(self, _: BrowserContext) -> None:
        self._context_closed = True

    def _on_page(self, page: Page) -> None:
        if not popup_refused(self, page):  # a window.open storm must not grow tabs without end
            self.adopt(page)

    async def check_landing(self, tab: Tab, failed: bool = False) -> None:
        """URL_BLOCKED if the tab's last navigation (one that `failed`, maybe) was refused by the policy
        proxy (its request or a redirect hop's) or ended on a refused origin by name."""
        refused = self.policy.navigation_refused(tab.page, failed)
        landed = refused.url if refused is not None else tab.page.url
        rule = refused.rule if refused is not None else self.policy.refused(landed)
        if rule is None:
            return
        hop = refused.redirected_from if refused is not None else None
        ended = f"navigation ended on {landed} ({rule})"
        self.failures.record(Failure("policy", "blocked", ended, url=landed, extra={"rule": rule}))
        with quietly(timeouts=False):
            await tab.page.goto("about:blank")
        self.last_url = None
        went = f"was redirected from {hop} to" if hop else "went to"
        unseen = " nothing was loaded from it;" if refused is not None else ""
        raise UrlBlocked(
            f"The navigation {went} {landed}, which the URL policy refuses ({rule});{unseen} the tab was emptied.",
            field="url",
            details={"url": landed, "rule": rule, "redirected": refused is None or hop is not None}
            | ({"redirected_from": hop} if hop else {}),
        )

    async def storage_state(self) -> dict[str, Any]:
        """The role's cookies and local storage, as Playwright saves them."""
        assert self.context is not None, "storage_state needs the role's context open (call tab() first)"
        return dict(await self.context.storage_state())

    async def goto(self, tab: Tab, url: str) -> None:
        """Open url in tab; a main-frame failure is an error (and recorded), never a warning.

        Transient failures (the network changed, 429/502/503/504) are retried here, a bounded
        number of times (honouring a short Retry-After), before the agent hears of them. An HTTP
        error status is an error (browser/page/http_status.py); only a page that loaded becomes the
        last good URL. A dialog the page opens while loading is answered at once (MODAL_DIALOG_OPEN).
        """
        ctx = ActionContext(
            "navigate", url=url, timeout_ms=self._settings.timeout_navigation_ms, retry_arguments={"url": url}
        )
        loaded_before = self.last_url
        try:
            response, attempts = await self._goto_retrying(tab, url, ctx)
            await bounded_load(tab)
            if tab.modals:  # opened once the document was parsed (a load handler): no snapshot can be taken
                await self._dialog_while_loading(tab, url)
            await self.check_landing(tab)
            failed = await failed_status(tab, response)
            if failed is not None:
                raise status_failure(
                    failed, action=None, last_url=loaded_before, attempts=attempts, login_helps=self.login_helps()
                ).enriched(details={"page_now": tab.page.url})
            self.last_url = tab.page.url  # only a page that loaded is one to come back to
        except NavigationFailed as exc:
            await self.check_landing(tab, failed=True)  # refused by the policy proxy (a hop, maybe): URL_BLOCKED
            richer = exc.enriched(details={"last_url": loaded_before, **exc.details})
            if isinstance(exc.facts, NavigationFacts) and exc.facts.last_url is None:
                richer = richer.enriched(facts={"last_url": loaded_before})
            reason = "timeout" if exc.details.get("kind") == "timeout" else "load_failed"
            self.failures.record(Failure("frame", reason, exc.message, url=url, is_main_frame=True))
            raise richer from exc
        except AuthenticationFailed as exc:  # the page refused the role (401/403)
            self.failures.record(Failure("auth", exc.details.get("reason", "rejected"), exc.message, url=url))
            raise

    async def _goto_retrying(self, tab: Tab, url: str, ctx: ActionContext) -> tuple[Response | None, int]:
        for attempt in range(1, NAV_ATTEMPTS + 1):
            before = tab.page.url
            try:
                with acting(tab), map_playwright_errors(ctx):
                    response = await until_dialog(tab, tab.page.goto(url, wait_until="domcontentloaded"))
                    if not tab.modals:  # the page's first requests (page/started.py): their data shown, or named
                        await tab.signals.quiet(NETWORK_QUIET_CAP_S)
            except NavigationFailed as exc:
                if not _transient(exc, tab, before, url):
                    raise _say_where(exc, tab) from exc
                if attempt == NAV_ATTEMPTS:
                    raise _say_where(exc, tab).enriched(
                        details={"attempts": attempt}, retryable=True, retry_after_ms=1000
                    ) from exc
                await asyncio.sleep(0.25 * attempt)
                continue
            if tab.modals:  # a script held the load up with a dialog: the agent answers it first
                await self._dialog_while_loading(tab, url)
            if attempt == NAV_ATTEMPTS or not await waited_to_retry(response, attempt):
                return response, attempt
        raise AssertionError("unreachable")  # the loop returns or raises on its last attempt

    async def _dialog_while_loading(self, tab: Tab, url: str) -> None:
        """Raise MODAL_DIALOG_OPEN for the dialog the page opened while loading, unless a redirect
        took it to an origin the URL policy refuses: then its dialog is dismissed unseen, the tab
        emptied and URL_BLOCKED raised (the agent never reads a refused page's words)."""
        if self.policy.refused(tab.page.url) is not None:
            dialog = tab.take_dialog()
            if dialog is not None:
                with quietly(timeouts=False):
                    await dialog.dismiss()
            await self.check_landing(tab)
        raise dialog_while_loading(tab, url)

    def login_helps(self) -> bool:
        """Whether signing in could change a page's 401/403 for this role: it has a session to use."""
        return self.config.auth_file is not None or self.config.auth_check is not None

    def _context_alive(self) -> bool:
        if self.context is None or self._context_closed:
            return False
        with quietly(timeouts=False):
            browser = self.context.browser  # None for a persistent context: its "close" event says it all
            if browser is not None and self._opened_on != self._host.generation:
                return False  # made on a browser or connection since replaced (or dropped as silent)
            return browser is None or browser.is_connected()
        return False

    def context_lost(self) -> bool:
        """The context died with its browser, or belongs to a browser since replaced (driver lost)."""
        return self.context is not None and not self._context_alive()

    async def browser_healthy(self) -> bool:
        """A round trip to the browser: Playwright keeps saying "connected" after its driver died."""
        if self.context is not None and self.context.browser is None:  # persistent: its own "close" says it
            return self._context_alive()
        return await self._host.healthy()

    async def reopen_context(self) -> PageClosed:
        """Open the context afresh on a live browser (relaunched if need be), with the role's auth;
        returns the PAGE_CLOSED that says what was lost."""
        await self._host.discard_if_dead()
        for tab in self.tabs:
            for pending in tab.pending_actions:
                pending.cancel()
        if self.active < len(self.tabs):  # so that the error can name the same elements on the reopened page
            self.lost_refs = self.tabs[self.active].refs
        self.context, self.tabs, self.active, self._lost = None, [], 0, True
        try:
            await self.tab()
        except PageClosed as reopened:
            return reopened
        return self._reopened()

    async def tab(self) -> Tab:
        """The active tab, reopening the context or page if it died (then PAGE_CLOSED)."""
        if self.context_lost():  # its browser died, or its driver did (the browser was then replaced)
            self._lost = True
            self.lost_refs = self.tabs[self.active].refs if self.active < len(self.tabs) else None
            self.context = None
        if self.context is None:
            lost, self._lost = self._lost, False
            try:
                await self._open_context()
            except Exception:
                if self.context is None:
                    self._lost = lost  # still to be reported, on the call that gets the context back
                raise
            if lost:
                raise self._reopened()
        tab = self.tabs[self.active] if self.active < len(self.tabs) else None
        if tab is None or tab.closed:
            self.lost_refs = tab.refs if tab is not None else None
            self.open_tabs()
            if not self.tabs:
                await self.new_tab()
                if self.last_url:
                    await self.goto(self.tabs[0], self.last_url)
            self.active = 0
            now = f"reopened at {self.last_url}" if self.last_url else "another tab is active now"
            raise PageClosed(
                f"The active page of role '{self.name}' was closed and {now}; its refs are gone.",
                details={"recovered": True, "reopened_url": self.last_url, "lost": ["refs"]},
            )
        return tab

    def _reopened(self) -> PageClosed:
        """What the reopened role lost; its auth profile (if any) was applied again."""
        at = f" at {self.last_url}" if self.last_url else ""
        replaced = self._host.generation != self._opened_on_before  # a new browser or connection, not only a context
        remote = replaced and self._host.endpoint is not None
        if remote:
            how, cause = "the connection to the remote browser was lost and re-established", "remote_reconnected"
        elif replaced:
            how, cause = "its browser was lost (crash or close) and relaunched", "browser_closed"
        else:
            how, cause = "its browser context was lost (crash or close)", "context_closed"
        auth = " Its auth profile was applied again." if self.auth_status.state in ("loaded", "verified") else ""
        causes = ["The remote browser server restarted, or the connection to it dropped"] if remote else None
        return PageClosed(
            f"Role '{self.name}': {how}; it was reopened{at} with one new tab. Its other tabs, refs, form "
            f"input and cookies set since it started are gone.{auth}",
            details={
                "recovered": True,
                "cause": cause,
                "reopened_url": self.last_url,
                "lost": ["tabs", "refs", "form input", "session state"],
                "auth_reapplied": bool(auth),
            },
            causes=causes,
        )

    def status(self) -> dict[str, Any]:
        tab = self.tabs[self.active] if self.tabs and self.active < len(self.tabs) else None
        return {
            "role": self.name,
            "configured": not self.ad_hoc,
            "started": self.context is not None,
            "auth_file": self.config.auth_file.name if self.config.auth_file else None,
            "auth_required": self.config.auth_required,
            "auth_status": str(self.auth_status),
            "default_url": self.config.default_url,
            "url": tab.page.url if tab and not tab.closed else None,
        }

    async def close(self) -> None:
        for tab in self.tabs:
            for pending in tab.pending_actions:
                pending.cancel()  # an action stuck behind a dialog dies with its page
        context, self.context, self.tabs = self.context, None, []
        await self.policy.close()
        if context is None:
            return
        if not self._context_closed:
            await save_trace(context, self._settings, self.name)
        with quietly(timeouts=False) as failed:
            await context.close()
        if failed:
            self.failures.record(Failure("cleanup", "close_failed", failed.first_line))
