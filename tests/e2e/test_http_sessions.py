"""HTTP mode as a newcomer meets it: the start line gives the URL, a taken port is one line,
refusals name the flag that fixes them, and a client that never closes its sessions cannot
lock anyone out (least-recently-used eviction at --max-sessions).

All against a real `python -m verdex_py --transport http` process on a free port.
"""

from __future__ import annotations

import http.client
import json
import subprocess

from tests.helpers import text_of
from tests.helpers.http import (
    INITIALIZE,
    MCP_HEADERS,
    free_port,
    http_client,
    poll,
    raw_request,
    run_server,
    verdex_http,
)
from tests.helpers.server_process import server_command, server_env
from verdex_py.testing.fixture_server import FixtureServer

LEGACY = "2025-06-18"


def open_session(port: int, *, call: bool) -> str:
    """Initialize a legacy session over raw HTTP (as the Inspector CLI does), maybe call a tool, never DELETE it."""
    status, body, headers = raw_exchange(port, INITIALIZE, {})
    assert status == 200, (status, body)
    session_id = headers["mcp-session-id"]
    initialized = {"jsonrpc": "2.0", "method": "notifications/initialized"}
    assert raw_exchange(port, initialized, session_headers(session_id))[0] == 202
    if call:
        status, body = call_list_roles(port, session_id)
        assert status == 200 and "Current role" in body, (status, body)
    return session_id


def session_headers(session_id: str) -> dict[str, str]:
    return {"Mcp-Session-Id": session_id, "MCP-Protocol-Version": LEGACY}


def call_list_roles(port: int, session_id: str) -> tuple[int, str]:
    request = {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "list_roles", "arguments": {}}}
    return raw_request(port, "POST", "/mcp", request, {**MCP_HEADERS, **session_headers(session_id)})


def raw_exchange(port: int, body: dict[str, object], extra: dict[str, str]) -> tuple[int, str, dict[str, str]]:
    """POST one JSON-RPC message; returns status, body and lower-cased response headers."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        data = json.dumps(body).encode()
        conn.request("POST", "/mcp", data, {**MCP_HEADERS, **extra, "Host": f"127.0.0.1:{port}"})
        response = conn.getresponse()
        headers = {k.lower(): v for k, v in response.getheaders()}
        return response.status, response.read().decode("utf-8", "replace"), headers
    finally:
        conn.close()


async def test_a_client_that_never_closes_cannot_lock_others_out(fixtures: FixtureServer) -> None:
    """--max-sessions 4: a client opens 3x the cap's worth of sessions and never ends one; two others work throughout.

    At the cap, sessions whose client left (no GET stream) go first, those that never made a call
    before the others, then the least recently used. The SDK worker keeps its GET stream open, so
    it keeps its session and page though it is the oldest; the raw-HTTP worker (no GET stream,
    like the Inspector CLI) keeps its session because it calls between the other client's sessions.
    """
    with verdex_http("--max-sessions", "4") as server:
        async with http_client(server.url, mode="legacy") as worker:
            page = await worker.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
            assert not page.is_error, text_of(page)
            raw_worker = open_session(server.port, call=True)

            used = open_session(server.port, call=True)
            never_called = open_session(server.port, call=False)  # the cap (4) is now reached
            newest = open_session(server.port, call=True)
            assert call_list_roles(server.port, never_called)[0] == 404, "the session that never called stayed"
            assert call_list_roles(server.port, used)[0] == 200, "a used session went before a never-used one"
            assert call_list_roles(server.port, raw_worker)[0] == 200

            abandoned = [used, newest]
            for _ in range(3 * 4):
                abandoned.append(open_session(server.port, call=True))
                assert call_list_roles(server.port, raw_worker)[0] == 200, "the raw-HTTP worker was evicted"
                again = await worker.call_tool("browser_snapshot", {})
                assert not again.is_error, text_of(again)
                assert again.structured_content["url"] == fixtures.url("form.html"), "the worker lost its page"

            assert call_list_roles(server.port, abandoned[0])[0] == 404
            assert call_list_roles(server.port, abandoned[-1])[0] == 200
        evicted = await poll(
            lambda: [e for e in server.events() if e.get("event") == "session_evicted"] or None,
            deadline_s=10,
            what="session_evicted in the log",
        )
        assert len(evicted) >= 13, evicted
        assert all(e["status"] == [200] for e in evicted), evicted  # the SDK really ended each one
        closed = [e for e in server.events() if e.get("event") == "session_closed"]
        assert closed and all(e["session"].startswith("mcp:") for e in closed), closed


def test_start_line_gives_the_url() -> None:
    """Once listening, stderr carries one JSON line with the /mcp URL (and /health)."""
    with verdex_http() as server:
        starts = [e for e in server.events() if e.get("event") == "serving"]
        assert len(starts) == 1, server.stderr_text()
        assert starts[0]["url"] == f"http://127.0.0.1:{server.port}/mcp", starts
        assert starts[0]["health"] == f"http://127.0.0.1:{server.port}/health", starts
        assert starts[0]["stateless_clients"].startswith("all share one browser session (no --auth-token"), starts


def test_port_in_use_is_one_line_and_exit_1() -> None:
    """A second server on a taken port: one plain line naming the address and the flag, exit 1, no traceback."""
    with verdex_http() as server:
        cmd = server_command("--transport", "http", "--port", str(server.port))
        second = subprocess.run(
            cmd, env=server_env(), capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL
        )
    assert second.returncode == 1, second.stderr
    lines = [line for line in second.stderr.splitlines() if line.strip()]
    expected = f"verdex-py: cannot listen on 127.0.0.1:{server.port}: address already in use"
    assert len(lines) == 1 and lines[0].startswith(expected) and "--port" in lines[0], second.stderr
    assert second.stdout == ""


def serve_on(port: int, *flags: str):  # noqa: ANN201 - a context manager from test_http_security
    return run_server(server_command("--transport", "http", "--port", str(port), *flags), port=port)


def test_refusals_name_the_flag_that_fixes_them() -> None:
    """421 (Host) and 403 (Origin) bodies say --allowed-hosts and the value to give it; that value works."""
    port = free_port()
    foreign = {**MCP_HEADERS, "Host": f"app.test:{port}", "Origin": "http://ui.test:5173"}
    with serve_on(port):
        status, body = raw_request(port, "POST", "/mcp", INITIALIZE, {**MCP_HEADERS, "Host": f"app.test:{port}"})
        assert status == 421, (status, body)
        assert f"restart it with --allowed-hosts app.test:{port} " in json.loads(body)["message"], body
        status, body = raw_request(port, "POST", "/mcp", INITIALIZE, {**MCP_HEADERS, "Origin": "http://ui.test:5173"})
        assert status == 403, (status, body)
        assert "restart with --allowed-hosts ui.test:5173 " in json.loads(body)["message"], body
    with serve_on(port, "--allowed-hosts", f"app.test:{port},ui.test:5173"):
        status, body = raw_request(port, "POST", "/mcp", INITIALIZE, foreign)
        assert status == 200, (status, body)
