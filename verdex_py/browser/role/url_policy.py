"""The URL policy (--allowed-origins, --blocked-origins) on what a role's pages load by themselves:
requests, WebSockets, and what a route of the agent's would answer (calls/network_calls.py).

Apart from roles.py because it is the one place a role's traffic is refused: each refusal is kept
in the role's FailureLog and on the tab whose page asked.
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.async_api import BrowserContext, Route, WebSocketRoute

from verdex_py.browser.page.failures import Failure, FailureLog
from verdex_py.browser.page.tab import BlockedRequest, Tab
from verdex_py.config import Settings
from verdex_py.policy import origin_refused


class UrlPolicy:
    """One role's URL policy: `refused` says which rule refuses a URL; `install` enforces it."""

    def __init__(self, settings: Settings, failures: FailureLog, tabs: Callable[[], list[Tab]]) -> None:
        self._settings = settings
        self._failures = failures
        self._tabs = tabs

    def refused(self, url: str) -> str | None:
        """The rule that refuses `url`, if any."""
        return origin_refused(url, self._settings)

    async def install(self, context: BrowserContext) -> None:
        if self._settings.allowed_origins or self._settings.blocked_origins:
            await context.route("**/*", self._on_request)
            await context.route_web_socket(lambda _url: True, self._on_socket)

    async def _on_request(self, route: Route) -> None:
        """The URL policy covers what pages load by themselves, not only what the agent opens."""
        request = route.request
        rule = self.refused(request.url)
        if rule is None:
            await route.continue_()
            return
        message = f"{request.resource_type} request to {request.url} blocked by the URL policy ({rule})"
        self._failures.record(Failure("policy", "blocked", message, url=request.url, extra={"rule": rule}))
        for tab in self._tabs():
            if tab.page == request.frame.page:
                tab.note_blocked(BlockedRequest(request.url, rule, request.resource_type))
        await route.abort("blockedbyclient")

    async def _on_socket(self, socket: WebSocketRoute) -> None:
        """A page's WebSockets never pass through `route`: without this, ws:/wss: origins in
        --blocked-origins (or missing from --allowed-origins) were connected to all the same."""
        rule = self.refused(socket.url)
        if rule is None:
            socket.connect_to_server()
            return
        message = f"websocket to {socket.url} blocked by the URL policy ({rule})"
        self._failures.record(Failure("policy", "blocked", message, url=socket.url, extra={"rule": rule}))
        await socket.close(code=1008, reason="blocked by the URL policy")
