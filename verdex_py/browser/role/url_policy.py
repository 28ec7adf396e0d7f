"""The URL policy (--allowed-origins, --blocked-origins) on everything a role's browser context loads.

Enforced where every connection passes: the role's policy proxy (browser/launch/policy_proxy.py),
which each context of the role is made behind. No per-request interception: what the proxy
refuses, Chromium reports as a failed request, and a passive `requestfailed` listener ties the
refusal to its URL, resource type, redirect hop and tab. Apart from roles.py because it is the one
place a role's traffic is refused: each refusal is kept in the role's FailureLog and on the tab
whose page asked (a worker's request has no tab: the log keeps its origin).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from playwright.async_api import BrowserContext, Page, Request

from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.launch.policy_proxy import PolicyProxy, Upstream
from verdex_py.browser.page.failures import Failure, FailureLog
from verdex_py.browser.page.tab import BlockedRequest, Tab
from verdex_py.config import Settings
from verdex_py.origins import Origin, origin_of
from verdex_py.policy import origin_refused, refused_target

Key = tuple[str, str, int]
MAX_REFUSED = 256  # origins remembered as refused, to tie the browser's failed requests to them
TIE_S = 5.0  # a refused connection's record waits this long for the request that asked for it


class NavigationRefused:
    """A main-frame navigation whose request (a redirect hop's, maybe) the policy refused."""

    def __init__(self, url: str, rule: str, redirected_from: str | None) -> None:
        self.url, self.rule, self.redirected_from = url, rule, redirected_from


class UrlPolicy:
    """One role's URL policy: `refused` says which rule refuses a URL (by name); `proxy` is the door."""

    def __init__(self, settings: Settings, failures: FailureLog, tabs: Callable[[], list[Tab]]) -> None:
        self._settings = settings
        self._failures = failures
        self._tabs = tabs
        self.enforced = bool(settings.allowed_origins or settings.blocked_origins)
        self._proxy: PolicyProxy | None = None
        self._refused: dict[Key, str] = {}  # origin -> rule, of connections the proxy refused
        self._untied: dict[Key, Failure] = {}  # origin -> its refusal's record, no request tied to it yet
        self._navigations: dict[Page, NavigationRefused] = {}

    def refused(self, url: str) -> str | None:
        """The rule that refuses `url`, if any (canonical origins and IP literals; no DNS)."""
        return origin_refused(url, self._settings)

    async def proxy(self) -> dict[str, Any] | None:
        """The context's `proxy` option: this role's policy proxy (started on first need), or None
        when no policy is set (then nothing is started and nothing costs)."""
        if not self.enforced:
            return None
        if self._proxy is None:
            upstream = self._settings.proxy_server
            self._proxy = PolicyProxy(
                self._decide,
                self._on_refused,
                Upstream.parse(upstream, self._settings.proxy_bypass) if upstream else None,
            )
            self._warn_if_remote()
        # "<-loopback>": Chromium sends loopback past any proxy unless told not to (Playwright adds it
        # too, but not under PLAYWRIGHT_DISABLE_FORCED_CHROMIUM_PROXIED_LOOPBACK): said here, always.
        return {"server": await self._proxy.start(), "bypass": "<-loopback>"}

    def _warn_if_remote(self) -> None:
        """A browser we did not launch must reach our loopback port, or every request fails."""
        endpoint = self._settings.browser_endpoint or self._settings.cdp_endpoint
        if endpoint is None:
            return
        message = (
            f"the URL policy holds only if the browser at {endpoint} reaches this server's 127.0.0.1 (its policy "
            "proxy): on another machine every request of the role fails; pages of contexts we did not make "
            "(a CDP browser's default context) are not covered"
        )
        self._failures.record(Failure("policy", "remote_browser", message, extra={"endpoint": endpoint}))

    async def _decide(self, target: Origin) -> tuple[str | None, list[str]]:
        return await refused_target(target, self._settings)

    def _on_refused(self, target: Origin, rule: str) -> None:
        """The proxy refused a connection: log it now (a worker's request may never be reported);
        the browser's failed request, if one comes, makes the record say which URL it was."""
        self._refused.pop(target.key, None)
        self._refused[target.key] = rule
        while len(self._refused) > MAX_REFUSED:
            del self._refused[next(iter(self._refused))]
        if self._pending(target.key) is None:
            origin = target.text
            message = f"connection to {origin} refused by the URL policy ({rule}); nothing was sent to it"
            self._untied[target.key] = self._failures.record(
                Failure("policy", "blocked", message, url=origin, extra={"rule": rule})
            )

    def _pending(self, key: Key) -> Failure | None:
        """The origin's refusal record still waiting for its request: recent (the browser reports a
        refused request within moments) and still in the log (browser_failures may have cleared it).
        An older one stays as it is, by origin (a worker's request is never reported)."""
        record = self._untied.get(key)
        if record is None or time.time() - record.at > TIE_S or record not in self._failures.records("policy"):
            return None
        return record

    def install(self, context: BrowserContext) -> None:
        """Passive listeners only: failed requests, and WebSockets (which are not requests to Playwright)."""
        if not self.enforced:
            return
        context.on("requestfailed", self._on_request_failed)
        context.on("page", self._watch_sockets)
        for page in context.pages:
            self._watch_sockets(page)

    def _watch_sockets(self, page: Page) -> None:
        page.on("websocket", lambda socket: socket.on("close", lambda s: self._tie(s.url, "websocket", None, page)))

    def _on_request_failed(self, request: Request) -> None:
        hop = request.redirected_from.url if request.redirected_from is not None else None
        with quietly(timeouts=False):  # a service worker's request has no frame
            frame = request.frame
            rule = self._tie(request.url, request.resource_type, hop, frame.page)
            if rule is not None and request.is_navigation_request() and frame == frame.page.main_frame:
                self._navigations.pop(frame.page, None)
                self._navigations[frame.page] = NavigationRefused(request.url, rule, hop)
                while len(self._navigations) > MAX_REFUSED:  # pages closed unasked
                    del self._navigations[next(iter(self._navigations))]
            return
        self._tie(request.url, request.resource_type, hop, None)

    def _tie(self, url: str, kind: str, hop: str | None, page: Page | None) -> str | None:
        """A request (or socket) of `url` failed: if the proxy refused its origin, record it by URL
        (the origin's pending record becomes this one) and note it on its tab; returns the rule."""
        try:
            origin = origin_of(url)
        except ValueError:
            return None
        rule = self._refused.get(origin.key) if origin is not None else None
        if origin is None or rule is None:
            return None  # failed for another reason
        via = f", redirected from {hop}" if hop else ""
        message = f"{kind} request to {url}{via} blocked by the URL policy ({rule})"
        extra = {"rule": rule, "type": kind, **({"redirected_from": hop} if hop else {})}
        record = self._pending(origin.key)
        self._untied.pop(origin.key, None)
        if record is None:
            self._failures.record(Failure("policy", "blocked", message, url=url, extra=extra))
        else:
            record.message, record.url = message, url
            record.extra.update(extra)
        for tab in self._tabs():
            if page is not None and tab.page == page:
                tab.note_blocked(BlockedRequest(url, rule, kind))
        return rule

    def navigation_refused(self, page: Page, failed: bool) -> NavigationRefused | None:
        """The refusal that ended the page's last navigation, if the policy refused it: when the
        navigation `failed` under the caller, or while the page shows its outcome, the browser's
        error page (taken once: a later load makes it stale)."""
        refused = self._navigations.pop(page, None)
        if refused is None or not (failed or page.url.startswith("chrome-error:") or page.url == refused.url):
            return None
        return refused

    async def close(self) -> None:
        proxy, self._proxy = self._proxy, None
        if proxy is not None:
            await proxy.close()
