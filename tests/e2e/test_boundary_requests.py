"""The URL policy where every request passes (issue 41, items 1 and 2): each way a page can make the
browser reach a server meets the role's policy proxy, in --blocked-origins and --allowed-origins
mode. Each test proves the blocked server accepted no connection at all (BlockedServer counts TCP
connections on 127.0.0.1, 127.0.0.2 and [::1]), that the FailureLog has the refusal, and that no
answer of the agent holds what the blocked server says (SECRET).

Vectors whose first request is allowed go through the allowed origin's 302 (`/redirect?to=`): the
hop is a request of its own, which Playwright's routing never saw.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

import pytest
from mcp import Client

from tests.helpers import ok, text_of
from tests.helpers.boundary import SECRET, BlockedServer, UpstreamProxy
from tests.helpers.contract import assert_error_contract, tool_catalog
from tests.helpers.remote_browsers import browser_server, cdp_chromium, endpoint
from tests.helpers.shared_browser import OWN_BROWSER
from verdex_py.testing.fixture_server import FixtureServer

MODES = ("blocked", "allowed")
WAIT_S = 20.0
# vector -> whether its request starts at the allowed origin and is redirected (a hop) to the blocked one
VECTORS = {
    "iframe": True,
    "popup": True,
    "fetch": True,
    "form": True,
    "meta": True,
    "sharedworker": False,
    "worker": True,
    "serviceworker": True,
    "prefetch": False,
    "prerender": False,
    "eventsource": True,
    "beacon": True,
    "css": True,  # ours: a stylesheet's @import
    "srcset": True,  # ours: an image chosen from a srcset
    "ping": True,  # ours: a link's hyperlink-auditing ping
}


@pytest.fixture
def blocked() -> Iterator[BlockedServer]:
    with BlockedServer() as server:
        yield server


def policy(mode: str, blocked: BlockedServer, fixtures: FixtureServer) -> dict[str, Any]:
    """--blocked-origins the blocked server, or --allowed-origins only the fixture site."""
    return {"blocked_origins": (blocked.origin,)} if mode == "blocked" else {"allowed_origins": (fixtures.origin,)}


def hop(fixtures: FixtureServer, url: str) -> str:
    """A URL of the allowed origin answering 302 to `url`."""
    return fixtures.url(f"redirect?to={quote(url, safe='')}")


def vector_page(fixtures: FixtureServer, vector: str, *targets: str) -> str:
    return fixtures.url("boundary/vector.html?" + urlencode([("v", vector), *(("to", t) for t in targets)]))


class Agent:
    """A client whose every answer is kept, to prove none shows the blocked server's words."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.seen: list[str] = []

    async def call(self, tool: str, args: dict[str, Any]) -> Any:
        result = await self.client.call_tool(tool, args)
        self.seen.append(text_of(result))
        return result

    async def url_blocked(self, url: str) -> dict[str, Any]:
        """browser_navigate(url) is URL_BLOCKED, by the whole contract; its envelope."""
        result = await self.call("browser_navigate", {"url": url})
        catalog = await tool_catalog(self.client)
        return assert_error_contract(result, "URL_BLOCKED", "url", catalog, tool="browser_navigate")

    async def refusals(self) -> list[dict[str, Any]]:
        failures = (await self.call("browser_failures", {})).structured_content["failures"]
        return [f for f in failures if f["kind"] == "policy" and f["reason"] == "blocked"]

    async def until_refused(self, *, count: int = 1, urls: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        """The policy records once `count` of them are there (and one names each of `urls`)."""
        async with asyncio.timeout(WAIT_S):
            while True:
                found = await self.refusals()
                named = {f["url"] for f in found}
                if len(found) >= count and all(u in named for u in urls):
                    return found
                await asyncio.sleep(0.2)  # polling a condition, with a deadline

    async def assert_nothing_shown(self) -> None:
        """The blocked server's answer is in no answer, snapshots of every tab included."""
        tabs = (await self.call("browser_tabs", {"action": "list"})).structured_content
        for index in range(len(tabs.get("tabs", [])) or 1):
            await self.call("browser_tabs", {"action": "select", "index": index})
            await self.call("browser_snapshot", {})
        assert not [text for text in self.seen if SECRET in text], self.seen


@asynccontextmanager
async def agent(make_client: Callable[..., Any], **settings: Any) -> AsyncIterator[Agent]:
    async with make_client(**settings) as client:
        yield Agent(client)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("vector", list(VECTORS))
async def test_a_page_cannot_reach_a_refused_origin(
    make_client: Callable[..., Any], fixtures: FixtureServer, blocked: BlockedServer, vector: str, mode: str
) -> None:
    target = f"{blocked.origin}/secret"
    async with agent(make_client, **policy(mode, blocked, fixtures)) as me:
        start = hop(fixtures, target) if VECTORS[vector] else target
        await me.call("browser_navigate", {"url": vector_page(fixtures, vector, start)})
        refused = await me.until_refused()
        assert blocked.connections == [], (vector, mode, blocked.requests)
        rule = f"blocked-origins:{blocked.origin}" if mode == "blocked" else "allowed-origins"
        assert {f["extra"]["rule"] for f in refused} == {rule}, refused
        await me.assert_nothing_shown()
    assert blocked.connections == [], (vector, mode, blocked.requests)


@pytest.mark.parametrize("mode", MODES)
async def test_a_websocket_meets_the_http_entry(
    make_client: Callable[..., Any], fixtures: FixtureServer, blocked: BlockedServer, mode: str
) -> None:
    """ws://host:port is refused under the http://host:port entry (and when only the site is allowed)."""
    socket_url = f"ws://127.0.0.1:{blocked.port}/socket"
    async with agent(make_client, **policy(mode, blocked, fixtures)) as me:
        await me.call("browser_navigate", {"url": vector_page(fixtures, "websocket", socket_url)})
        refused = await me.until_refused(urls=(socket_url,))
        assert blocked.connections == [], blocked.requests
        assert any(f["extra"].get("type") == "websocket" for f in refused), refused
        await me.assert_nothing_shown()


@pytest.mark.parametrize("mode", MODES)
async def test_navigate_through_a_redirect_is_url_blocked_naming_the_hop(
    make_client: Callable[..., Any], fixtures: FixtureServer, blocked: BlockedServer, mode: str
) -> None:
    target = f"{blocked.origin}/secret"
    async with agent(make_client, **policy(mode, blocked, fixtures)) as me:
        error = await me.url_blocked(hop(fixtures, target))
        assert error["details"]["url"] == target and error["details"]["redirected_from"] == hop(fixtures, target), error
        rule = f"blocked-origins:{blocked.origin}" if mode == "blocked" else "allowed-origins"
        assert error["details"]["rule"] == rule and rule in error["message"], error
        for action in error["next_actions"]:  # the plan works and shows nothing of the blocked server
            await me.call(action["tool"], action["arguments"])
        assert any(f["url"] == target for f in await me.refusals())
        await me.assert_nothing_shown()
    assert blocked.connections == [], blocked.requests


@pytest.mark.parametrize("mode", MODES)
async def test_a_route_answering_302_to_a_refused_origin(
    make_client: Callable[..., Any], fixtures: FixtureServer, blocked: BlockedServer, mode: str
) -> None:
    target = f"{blocked.origin}/secret"
    routed = fixtures.url("boundary/routed")
    async with agent(make_client, caps=frozenset({"network"}), **policy(mode, blocked, fixtures)) as me:
        await ok(me.client, "browser_route", {"pattern": routed, "status": 302, "headers": [f"Location: {target}"]})
        error = await me.url_blocked(routed)
        assert error["details"]["url"] == target and error["details"]["redirected_from"] == routed, error
        await me.assert_nothing_shown()
    assert blocked.connections == [], blocked.requests


ALIASES = ("localhost", "[::1]", "0.0.0.0", "localhost.", "127.0.0.2")


async def test_every_name_of_a_blocked_loopback_address_is_blocked(
    make_client: Callable[..., Any], fixtures: FixtureServer, blocked: BlockedServer
) -> None:
    """--blocked-origins http://127.0.0.1:P: the same server under another name or loopback address
    is the same host (addresses compared where the connection is made, not a table of aliases)."""
    urls = tuple(f"http://{alias}:{blocked.port}/secret" for alias in ALIASES)
    async with agent(make_client, blocked_origins=(blocked.origin,)) as me:
        await me.call("browser_navigate", {"url": vector_page(fixtures, "iframe", *urls)})
        await me.until_refused(count=len(urls))
        error = await me.url_blocked(f"http://localhost:{blocked.port}/secret")
        assert error["details"]["rule"] == f"blocked-origins:{blocked.origin}", error
        await me.assert_nothing_shown()
    assert blocked.connections == [], blocked.requests


@pytest.mark.parametrize("mode", MODES)
async def test_userinfo_is_never_the_host(
    make_client: Callable[..., Any], fixtures: FixtureServer, blocked: BlockedServer, mode: str
) -> None:
    """http://user:pw@blocked/ and http://allowed@blocked/ are the blocked origin."""
    allowed_authority = fixtures.origin.removeprefix("http://")
    urls = (
        f"http://user:pw@127.0.0.1:{blocked.port}/secret",
        f"http://{allowed_authority}@127.0.0.1:{blocked.port}/secret",
    )
    async with agent(make_client, **policy(mode, blocked, fixtures)) as me:
        for url in urls:
            await me.url_blocked(url)
        # Chromium drops subresources with credentials in their URL; top-level windows keep them.
        await me.call("browser_navigate", {"url": vector_page(fixtures, "popup", *urls)})
        await me.until_refused()
        await me.assert_nothing_shown()
    assert blocked.connections == [], blocked.requests


async def test_entries_in_upper_case_or_with_a_default_port_match(
    make_client: Callable[..., Any], fixtures: FixtureServer, blocked: BlockedServer
) -> None:
    """`HTTP://LOCALHOST:P/` blocks http://127.0.0.1:P; `http://127.0.0.1:80` blocks http://127.0.0.1/;
    an allowed entry in upper case lets its own site load."""
    entries = (f"HTTP://LOCALHOST:{blocked.port}/", "http://127.0.0.1:80")
    async with agent(make_client, blocked_origins=entries) as me:
        await me.call("browser_navigate", {"url": vector_page(fixtures, "iframe", hop(fixtures, blocked.origin))})
        refused = await me.until_refused()
        assert refused[0]["extra"]["rule"] == f"blocked-origins:http://localhost:{blocked.port}", refused
        error = await me.url_blocked("http://127.0.0.1/")
        assert error["details"]["rule"] == "blocked-origins:http://127.0.0.1", error
        await me.assert_nothing_shown()
    async with agent(make_client, allowed_origins=(fixtures.origin.upper() + "/",)) as me:
        framed = vector_page(fixtures, "iframe", hop(fixtures, blocked.origin))
        page = await me.call("browser_navigate", {"url": framed})
        assert not page.is_error and "Boundary vector" in text_of(page), text_of(page)
        await me.until_refused()
        await me.assert_nothing_shown()
    assert blocked.connections == [], blocked.requests


async def test_a_users_proxy_is_the_upstream(
    make_client: Callable[..., Any], fixtures: FixtureServer, blocked: BlockedServer
) -> None:
    """--proxy-server with a policy: allowed connections go through the user's proxy, refused ones
    reach neither it nor the server."""
    upstream = UpstreamProxy()
    try:
        async with agent(make_client, blocked_origins=(blocked.origin,), proxy_server=upstream.url) as me:
            target = f"{blocked.origin}/secret"
            page = await me.call("browser_navigate", {"url": vector_page(fixtures, "fetch", hop(fixtures, target))})
            assert not page.is_error, text_of(page)
            await me.until_refused()
            await me.assert_nothing_shown()
        authority = fixtures.origin.removeprefix("http://")
        assert authority in upstream.tunnels, upstream.tunnels
        assert not [t for t in upstream.tunnels if t.endswith(f":{blocked.port}")], upstream.tunnels
    finally:
        upstream.shutdown()
        upstream.server_close()
    assert blocked.connections == [], blocked.requests


@OWN_BROWSER
@pytest.mark.parametrize("kind", ["playwright", "cdp"])
async def test_a_remote_browser_on_this_host_meets_the_policy(
    make_client: Callable[..., Any], fixtures: FixtureServer, blocked: BlockedServer, tmp_path: Path, kind: str
) -> None:
    """--browser-endpoint / --cdp-endpoint: the contexts we make are behind the policy proxy too (this
    browser reaches our 127.0.0.1), and the log says the policy holds only on that condition."""
    process = browser_server(tmp_path) if kind == "playwright" else cdp_chromium(tmp_path)
    with endpoint(process) as remote:
        where = {"browser_endpoint" if kind == "playwright" else "cdp_endpoint": remote.url}
        async with agent(make_client, blocked_origins=(blocked.origin,), **where) as me:
            target = f"{blocked.origin}/secret"
            await me.call("browser_navigate", {"url": vector_page(fixtures, "iframe", hop(fixtures, target))})
            await me.until_refused()
            failures = (await me.call("browser_failures", {})).structured_content["failures"]
            assert any(f["kind"] == "policy" and f["reason"] == "remote_browser" for f in failures), failures
            await me.assert_nothing_shown()
    assert blocked.connections == [], blocked.requests


async def test_a_persistent_profile_is_behind_the_proxy_too(
    make_client: Callable[..., Any], fixtures: FixtureServer, blocked: BlockedServer, tmp_path: Path
) -> None:
    """--user-data-dir: each role's own Chromium is launched behind its policy proxy."""
    async with agent(make_client, blocked_origins=(blocked.origin,), user_data_dir=tmp_path) as me:
        target = f"{blocked.origin}/secret"
        await me.call("browser_navigate", {"url": vector_page(fixtures, "fetch", hop(fixtures, target))})
        await me.until_refused()
        await me.assert_nothing_shown()
    assert blocked.connections == [], blocked.requests
