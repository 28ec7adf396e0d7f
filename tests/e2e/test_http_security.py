"""HTTP transport security, checked from real HTTP clients against a real `--transport http` process.

In-process clients skip the HTTP layer entirely, so everything here (bind address, Host and
Origin checks, per-session isolation, idle reaping; the session cap is in test_http_sessions.py) runs against
`python -m verdex_py --transport http` on a free port.
"""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import anyio
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from tests.helpers import REPO, free_port, text_of
from verdex_py.testing.fixture_server import FixtureServer

START_DEADLINE_S = 30.0
STOP_DEADLINE_S = 15.0
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "0"}},
}
MCP_HEADERS = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}


@dataclass
class ServerProc:
    """A running server process; its stdout/stderr go to files we can read at any time."""

    port: int
    proc: subprocess.Popen[bytes]
    err: IO[str]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"

    def stderr_text(self) -> str:
        self.err.flush()
        with open(self.err.name, encoding="utf-8", errors="replace") as f:
            return f.read()

    def events(self) -> list[dict[str, Any]]:
        """The structlog JSON lines on stderr."""
        out = []
        for line in self.stderr_text().splitlines():
            try:
                rec = json.loads(line)
            except ValueError:
                continue
            if isinstance(rec, dict):
                out.append(rec)
        return out


def raw_request(
    port: int, method: str, path: str, body: dict[str, Any] | None = None, headers: dict[str, str] | None = None
) -> tuple[int, str]:
    """One plain HTTP request (http.client, so Host/Origin are exactly what we say)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=15)
    try:
        conn.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        sent = {"Host": f"127.0.0.1:{port}", **(headers or {})}
        data = json.dumps(body).encode() if body is not None else b""
        for name, value in sent.items():
            conn.putheader(name, value)
        conn.putheader("Content-Length", str(len(data)))
        conn.endheaders(data)
        response = conn.getresponse()
        return response.status, response.read().decode("utf-8", "replace")
    finally:
        conn.close()


def wait_healthy(server: ServerProc, deadline_s: float = START_DEADLINE_S) -> None:
    """Poll /health until 200, failing early (with stderr) if the process died."""
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        if server.proc.poll() is not None:
            raise AssertionError(f"server exited with {server.proc.returncode}:\n{server.stderr_text()}")
        try:
            if raw_request(server.port, "GET", "/health")[0] == 200:
                return
        except OSError:
            pass
        time.sleep(0.05)
    raise AssertionError(f"/health did not answer 200 within {deadline_s} s:\n{server.stderr_text()}")


def stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=STOP_DEADLINE_S)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


@contextmanager
def run_server(
    cmd: list[str], env: dict[str, str] | None = None, port: int | None = None, cwd: Path = REPO
) -> Iterator[ServerProc]:
    """Start an HTTP server command, wait for /health, always terminate + wait afterwards."""
    with tempfile.NamedTemporaryFile("w+", encoding="utf-8", suffix=".log") as err:
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err)
        server = ServerProc(port or 0, proc, err)
        try:
            wait_healthy(server)
            yield server
        finally:
            stop(proc)


@contextmanager
def verdex_http(*flags: str) -> Iterator[ServerProc]:
    """`python -m verdex_py --transport http --port <free>` plus flags (no --host: the default bind)."""
    port = free_port()
    cmd = [sys.executable, "-m", "verdex_py", "--transport", "http", "--port", str(port), *flags]
    env = {k: v for k, v in os.environ.items() if not k.startswith("VERDEX_")}
    with run_server(cmd, env=env, port=port) as server:
        yield server


@asynccontextmanager
async def http_client(url: str, token: str | None = None, mode: str = "auto") -> AsyncIterator[Client]:
    """An MCP client over streamable HTTP, sending `Authorization: Bearer <token>` when given."""
    headers = {"Authorization": f"Bearer {token}"} if token else None
    async with (
        create_mcp_http_client(headers=headers) as http,
        Client(streamable_http_client(url, http_client=http), mode=mode) as client,
    ):
        yield client


async def poll(check: Callable[[], Any], deadline_s: float, what: str) -> Any:
    """Re-run `check` (sync) until it returns something truthy or the deadline passes."""
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        await anyio.sleep(0.1)
    raise AssertionError(f"timed out after {deadline_s} s waiting for {what}")


def listening_addresses(port: int) -> set[str]:
    """Local addresses (IPv4 and IPv6) with a LISTEN socket on `port`, read from /proc/net/tcp{,6}."""
    found = set()
    for table, family in (("tcp", socket.AF_INET), ("tcp6", socket.AF_INET6)):
        path = Path("/proc/net") / table
        if not path.exists():
            continue
        for line in path.read_text().splitlines()[1:]:
            local, state = line.split()[1], line.split()[3]
            addr_hex, port_hex = local.split(":")
            if state == "0A" and int(port_hex, 16) == port:
                raw = bytes.fromhex(addr_hex)
                words = b"".join(raw[i : i + 4][::-1] for i in range(0, len(raw), 4))  # per-word little-endian
                found.add(socket.inet_ntop(family, words))
    return found


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
        assert status == 421 and "Host" in body, (status, body)

        origin = {**MCP_HEADERS, "Origin": "http://evil.example"}
        status, body = raw_request(port, "POST", "/mcp", INITIALIZE, origin)
        assert status == 403 and "Origin" in body, (status, body)

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
