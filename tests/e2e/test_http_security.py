"""HTTP transport security, checked from real HTTP clients against a real `--transport http` process.

In-process clients skip the HTTP layer entirely, so everything here (bind address, Host and
Origin checks, per-session isolation, idle reaping; the session cap is in test_http_sessions.py) runs against
`python -m verdex_py --transport http` on a free port.
"""

from __future__ import annotations

from tests.helpers import text_of
from tests.helpers.http import (
    INITIALIZE,
    MCP_HEADERS,
    http_client,
    listening_addresses,
    poll,
    raw_request,
    verdex_http,
)
from verdex_py.testing.fixture_server import FixtureServer


def test_default_bind_is_loopback() -> None:
    """Without --host the server listens on 127.0.0.1 only, never 0.0.0.0."""
    with verdex_http() as server:
        assert listening_addresses(server.port) == {"127.0.0.1"}


def test_wrong_host_and_origin_are_rejected() -> None:
    """DNS rebinding: a foreign Host (421) or Origin (403) is refused on both protocol eras."""
    with verdex_http() as server:
        port = server.port
        ok, body = raw_request(port, "POST", "/mcp", INITIALIZE, MCP_HEADERS)
        assert ok == 200, body  # the same request with loopback Host passes

        status, body = raw_request(port, "POST", "/mcp", INITIALIZE, {**MCP_HEADERS, "Host": f"evil.example:{port}"})
        assert status == 421 and "Host" in body and "--allowed-hosts" in body, (status, body)  # and the fix

        origin = {**MCP_HEADERS, "Origin": "http://evil.example"}
        status, body = raw_request(port, "POST", "/mcp", INITIALIZE, origin)
        assert status == 403 and "Origin" in body and "--allowed-" in body, (status, body)

        modern = {**MCP_HEADERS, "MCP-Protocol-Version": "2026-07-28"}
        list_tools = {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}}
        status, body = raw_request(port, "POST", "/mcp", list_tools, {**modern, "Host": f"evil.example:{port}"})
        assert status == 421, (status, body)
        status, body = raw_request(port, "POST", "/mcp", list_tools, {**modern, "Origin": "http://evil.example"})
        assert status == 403, (status, body)

        loopback_origin = {**MCP_HEADERS, "Origin": f"http://localhost:{port}"}
        status, body = raw_request(port, "POST", "/mcp", INITIALIZE, loopback_origin)
        assert status == 200, (status, body)


async def test_two_sessions_are_isolated(fixtures: FixtureServer) -> None:
    """Two legacy HTTP sessions never see each other's pages or ad-hoc roles."""
    with verdex_http() as server:
        async with http_client(server.url, mode="legacy") as a, http_client(server.url, mode="legacy") as b:
            r = await a.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
            assert not r.is_error, text_of(r)
            r = await a.call_tool("select_role", {"role": "alpha-only"})
            assert not r.is_error, text_of(r)
            r = await a.call_tool("browser_navigate", {"url": fixtures.url("login.html")})
            assert not r.is_error, text_of(r)

            seen_by_b = await b.call_tool("browser_snapshot", {})
            assert not seen_by_b.is_error, text_of(seen_by_b)
            assert seen_by_b.structured_content["url"] == "about:blank", seen_by_b.structured_content
            assert seen_by_b.structured_content["role"] == "default"
            r = await b.call_tool("browser_navigate", {"url": fixtures.url("index.html")})
            assert not r.is_error, text_of(r)

            roles_b = await b.call_tool("list_roles", {})
            names_b = {role["role"] for role in roles_b.structured_content["roles"]}
            assert "alpha-only" not in names_b, roles_b.structured_content
            assert roles_b.structured_content["current"] == "default"

            roles_a = await a.call_tool("list_roles", {})
            assert roles_a.structured_content["current"] == "alpha-only"
            urls_a = {role["role"]: role["url"] for role in roles_a.structured_content["roles"]}
            assert urls_a["default"] == fixtures.url("form.html"), urls_a
            assert urls_a["alpha-only"] == fixtures.url("login.html"), urls_a

            again_a = await a.call_tool("browser_snapshot", {"role": "default"})
            assert again_a.structured_content["url"] == fixtures.url("form.html")
        opened = [e for e in server.events() if e.get("event") == "session_opened"]
        assert len(opened) >= 2, opened


async def test_idle_session_contexts_are_closed(fixtures: FixtureServer) -> None:
    """After --session-idle-timeout without calls, the session's contexts close and its page is gone."""
    with verdex_http("--session-idle-timeout", "1") as server:
        async with http_client(server.url, mode="legacy") as client:
            r = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
            assert not r.is_error, text_of(r)
            closed = await poll(
                lambda: [e for e in server.events() if e.get("event") == "session_closed_idle"],
                deadline_s=15,
                what="session_closed_idle in the server log",
            )
            assert closed[0]["session"].startswith("mcp:"), closed
            # The same client calls again: its role was reopened from scratch.
            r = await client.call_tool("browser_snapshot", {})
            assert not r.is_error, text_of(r)
            assert r.structured_content["url"] == "about:blank", r.structured_content
