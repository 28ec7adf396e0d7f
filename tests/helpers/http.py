"""A `python -m verdex_py --transport http` process driven over real HTTP: start it on a free port,
wait for /health, send raw requests (Host and Origin exactly as given) or connect an MCP client.
Its command and environment come from tests/helpers/server_process.py (the tree under test).
"""

from __future__ import annotations

import http.client
import json
import socket
import subprocess
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

from tests.helpers import REPO, free_port
from tests.helpers.server_process import server_command, server_env

START_DEADLINE_S = 60.0  # waits on a condition: generous, so a busy machine is slow, not failed
STOP_DEADLINE_S = 30.0  # past the server's own hard exit (20 s)
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
    """Start an HTTP server command in `server_env(env)`, wait for /health, always terminate + wait afterwards."""
    with tempfile.NamedTemporaryFile("w+", encoding="utf-8", suffix=".log") as err:
        proc = subprocess.Popen(
            cmd, cwd=cwd, env=server_env(env), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err
        )
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
    cmd = server_command("--transport", "http", "--port", str(port), *flags)
    with run_server(cmd, port=port) as server:
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
