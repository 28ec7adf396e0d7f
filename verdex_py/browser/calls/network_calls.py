"""The facade's calls of the network capability: routes that answer a URL pattern themselves (status,
headers, body) or change the request's headers, the role's network taken offline and back, and one
request's details from the active page's request log.

A base of `Browser` (facade.py). Routes belong to the role's browser context (closing the role drops
them with it). A route that answers serves nothing from the network, and never a URL the policy
refuses (that one falls back to the network, where the role's policy proxy refuses it); one that
changes headers falls back too, and the proxy still decides whether the request may go out.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass, field, replace
from typing import Any
from weakref import WeakKeyDictionary

from playwright.async_api import BrowserContext, Route

from verdex_py.browser.calls.answers import RequestDetail, Routes
from verdex_py.browser.calls.call import Call, CallRunner
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import map_playwright_errors, quietly
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.errors import InvalidArgument


@dataclass(frozen=True)
class RouteSpec:
    """What a route does with the requests its pattern matches (answers them when status or body is set)."""

    pattern: str
    status: int | None = None
    body: str | None = None
    content_type: str | None = None
    headers: dict[str, str] = field(default_factory=dict)  # added to the answer, or to the request
    remove_headers: tuple[str, ...] = ()  # taken off the request

    @property
    def answers(self) -> bool:
        return self.status is not None or self.body is not None

    async def handle(self, route: Route, refused: Callable[[str], str | None]) -> None:
        """`refused` is the URL policy: an answer for a URL it refuses falls back to the network (the
        policy proxy refuses and logs it), or a route could serve a page under a blocked origin."""
        with quietly(timeouts=False):  # the page went away meanwhile: nothing is waiting for the answer
            if self.answers and refused(route.request.url) is None:
                await route.fulfill(
                    status=self.status or 200,
                    body=self.body or "",
                    content_type=self.content_type,
                    headers=self.headers or None,
                )
                return
            headers = {k: v for k, v in route.request.headers.items() if k.lower() not in self.remove_headers}
            await route.fallback(headers={**headers, **self.headers})


Handler = Callable[[Route], Awaitable[None]]


@dataclass
class _State:
    routes: dict[str, tuple[RouteSpec, Handler]] = field(default_factory=dict)  # by pattern: the handler given
    offline: bool = False


_STATE: WeakKeyDictionary[BrowserContext, _State] = WeakKeyDictionary()


class NetworkCalls(CallRunner):
    """Routes and the offline switch of one role's context."""

    async def _network(self, call: Call, change: Any) -> Routes:
        async def work(runtime: RoleRuntime) -> Routes:
            tab = await self._tab(runtime, call)
            context = tab.page.context
            state = _STATE.setdefault(context, _State())
            with map_playwright_errors(ActionContext("network", retry_arguments=call.arguments)):
                await change(runtime, context, state)
            shown = [{k: v for k, v in asdict(r).items() if v not in (None, {}, ())} for r, _ in state.routes.values()]
            return Routes(runtime.name, tab.page.url, shown, state.offline)

        return await self._run(call, work)

    async def add_route(self, call: Call, spec: RouteSpec) -> Routes:
        """Route `spec.pattern` (replacing a route of the same pattern)."""

        async def change(runtime: RoleRuntime, context: BrowserContext, state: _State) -> None:
            old = state.routes.pop(spec.pattern, None)
            if old is not None:
                await context.unroute(spec.pattern, old[1])

            async def handler(route: Route) -> None:  # a function of its own: Playwright marks what it is given
                await spec.handle(route, runtime.policy.refused)

            with quietly(timeouts=False) as refused:
                await context.route(spec.pattern, handler)
            if refused:
                raise InvalidArgument(
                    f"The browser refused the pattern {spec.pattern!r}: {refused.first_line}", field="pattern"
                )
            state.routes[spec.pattern] = (spec, handler)

        return await self._network(call, change)

    async def remove_routes(self, call: Call, pattern: str | None) -> Routes:
        """Remove the route of `pattern` (None: every route of ours)."""

        async def change(_runtime: RoleRuntime, context: BrowserContext, state: _State) -> None:
            if pattern is not None and pattern not in state.routes:
                raise InvalidArgument(
                    f"No route has the pattern {pattern!r}.",
                    field="pattern",
                    allowed_values=list(state.routes),
                    details={"pattern": pattern},
                )
            for key in [pattern] if pattern is not None else list(state.routes):
                await context.unroute(key, state.routes.pop(key)[1])

        return await self._network(call, change)

    async def list_routes(self, call: Call) -> Routes:
        async def change(_runtime: RoleRuntime, context: BrowserContext, state: _State) -> None:
            return None

        return await self._network(call, change)

    async def set_offline(self, call: Call, offline: bool) -> Routes:
        async def change(_runtime: RoleRuntime, context: BrowserContext, state: _State) -> None:
            await context.set_offline(offline)
            state.offline = offline

        return await self._network(call, change)

    async def request(self, call: Call, index: int, body: str | None = None) -> RequestDetail:
        """One request the active page made, by its index in browser_network_requests; with `body`
        ("request" or "response") that body's bytes too, or why it has none."""

        async def work(runtime: RoleRuntime) -> RequestDetail:
            tab = await self._tab(runtime, call)
            signals = tab.signals
            detail = RequestDetail(runtime.name, tab.page.url, signals.request_details(index), signals.kept_indexes())
            request = signals.request_of(index)
            if body is None or detail.request is None or request is None:
                return detail
            if body == "request":
                data = request.post_data_buffer
                return replace(detail, body=data or None, no_body=None if data else "the request sent no body")
            response = None
            if detail.request["status"] is not None:  # answered: never waits (a pending one would)
                with quietly(timeouts=False):
                    response = await request.response()
            if response is None:
                return replace(detail, no_body=f"it has no response ({detail.request['failure'] or 'pending'})")
            # A redirect, a body the browser no longer keeps, or one still arriving (a page that never
            # reads a response leaves its body unfinished: waiting longer would not help).
            with quietly() as refused:
                async with asyncio.timeout(call.timeout_action_ms / 1000):
                    data = await response.body()
                return replace(detail, body=data or None, no_body=None if data else "its body is empty")
            why = refused.first_line if refused.error and not isinstance(refused.error, TimeoutError) else None
            return replace(detail, no_body=f"the browser has no body for it ({why or 'it has not finished arriving'})")

        return await self._run(call, work)
