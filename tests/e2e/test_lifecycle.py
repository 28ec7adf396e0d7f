"""Process lifecycle of the stdio server: lazy browser launch, and no Chromium left behind.

The server runs as a real child process spoken to in raw JSON-RPC lines, so the test
holds its PID, can signal it, and can read every byte it writes on stdout. Chromium
processes are found by walking /proc parent links down from the server's PID.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import socket
import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mcp import Client

from tests.helpers import REPO
from tests.helpers.server_process import server_command, server_env
from verdex_py.testing.fixture_server import FixtureServer

READ_TIMEOUT_S = 30.0
EXIT_DEADLINE_S = 15.0
POLL_S = 0.05


# -- /proc ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Proc:
    pid: int
    ppid: int
    state: str
    start_time: int  # clock ticks since boot: tells a reused PID from the original

    @property
    def cmdline(self) -> list[str]:
        with suppress(OSError):
            raw = Path(f"/proc/{self.pid}/cmdline").read_bytes()
            return [part.decode(errors="replace") for part in raw.split(b"\0") if part]
        return []

    @property
    def is_chromium(self) -> bool:
        argv = self.cmdline
        return bool(argv) and "chrom" in Path(argv[0]).name.lower()


def read_proc(pid: int) -> Proc | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2 :].split()  # the command name may contain spaces and ')'
    return Proc(pid, int(fields[1]), fields[0], int(fields[19]))


def all_procs() -> list[Proc]:
    procs = (read_proc(int(entry)) for entry in os.listdir("/proc") if entry.isdigit())
    return [p for p in procs if p is not None]


def descendants(root: int) -> list[Proc]:
    """Every live process below `root` in the parent tree."""
    children: dict[int, list[Proc]] = {}
    for proc in all_procs():
        children.setdefault(proc.ppid, []).append(proc)
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child.pid)
    return [p for p in found if p.state != "Z"]


def still_running(procs: list[Proc]) -> list[Proc]:
    """Those of `procs` that still run (same PID and start time, not a zombie)."""
    now = (read_proc(p.pid) for p in procs)
    return [p for p, cur in zip(procs, now, strict=True) if cur and cur.start_time == p.start_time and cur.state != "Z"]


async def wait_gone(procs: list[Proc], deadline_s: float) -> list[Proc]:
    deadline = time.monotonic() + deadline_s
    left = still_running(procs)
    while left and time.monotonic() < deadline:
        await asyncio.sleep(POLL_S)
        left = still_running(left)
    return left


# -- the server as a raw JSON-RPC child --------------------------------------------------------


class RawServer:
    """`python -m verdex_py` over stdio; every stdout line must be a JSON-RPC message."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc
        self._next_id = 0

    async def send(self, message: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write((json.dumps({"jsonrpc": "2.0", **message}) + "\n").encode())
        await self.proc.stdin.drain()

    async def request(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        self._next_id += 1
        await self.send({"id": self._next_id, "method": method, "params": params})
        assert self.proc.stdout is not None
        while True:
            line = await asyncio.wait_for(self.proc.stdout.readline(), READ_TIMEOUT_S)
            assert line, f"server closed stdout while answering {method}"
            message = json.loads(line)  # anything else on stdout corrupts the wire
            assert message.get("jsonrpc") == "2.0", line
            if message.get("id") == self._next_id:
                assert "error" not in message, message
                return message["result"]

    async def initialize(self) -> None:
        await self.request(
            "initialize",
            {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "lifecycle", "version": "0"}},
        )
        await self.send({"method": "notifications/initialized"})

    async def call_tool(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        return await self.request("tools/call", {"name": name, "arguments": arguments})

    async def wait_exit(self, deadline_s: float = EXIT_DEADLINE_S) -> int | None:
        deadline = time.monotonic() + deadline_s
        while self.proc.returncode is None and time.monotonic() < deadline:
            await asyncio.sleep(POLL_S)
        return self.proc.returncode


@asynccontextmanager
async def raw_server(*args: str) -> AsyncIterator[RawServer]:
    """Start the server; on the way out kill whatever it (or its browser) left running."""
    with tempfile.TemporaryFile("w+") as errlog:
        proc = await asyncio.create_subprocess_exec(
            *server_command("--timeout-navigation", "8000", *args),
            cwd=REPO,
            env=server_env(),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=errlog,
        )
        server = RawServer(proc)
        seen: list[Proc] = []
        try:
            yield server
        finally:
            if proc.returncode is None:
                seen = descendants(proc.pid)
                proc.kill()
                await server.wait_exit(5)
            for leftover in still_running(seen):  # only processes this test started
                with suppress(ProcessLookupError):
                    os.kill(leftover.pid, signal.SIGKILL)


async def _launch_browser(server: RawServer, fixtures: FixtureServer) -> list[Proc]:
    """Navigate (which launches Chromium) and return the server's process tree."""
    await server.initialize()
    result = await server.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
    assert not result.get("isError"), result
    assert result["structuredContent"]["title"] == "Sign up form"
    tree = descendants(server.proc.pid)
    assert any(p.is_chromium for p in tree), f"no Chromium below the server: {[p.cmdline for p in tree]}"
    return tree


def _describe(procs: list[Proc]) -> list[str]:
    return [f"{p.pid} {' '.join(p.cmdline)[:120]}" for p in procs]


async def test_sigterm_leaves_no_chromium(fixtures: FixtureServer) -> None:
    """SIGTERM closes the browser before the server exits: no orphaned Chromium."""
    async with raw_server() as server:
        tree = await _launch_browser(server, fixtures)
        server.proc.send_signal(signal.SIGTERM)
        left = await wait_gone([p for p in tree if p.is_chromium], EXIT_DEADLINE_S)
        assert not left, f"Chromium still running after SIGTERM: {_describe(left)}"
        exited = await server.wait_exit() is not None
        others = _describe(still_running(tree))
        assert exited, f"server still running {EXIT_DEADLINE_S} s after SIGTERM (Chromium closed; alive: {others})"
        left = await wait_gone(tree, 10.0)
        assert not left, f"processes left behind: {_describe(left)}"


async def test_stdin_close_leaves_no_chromium(fixtures: FixtureServer) -> None:
    """When the host closes stdin (the normal MCP shutdown) the server exits and takes Chromium with it."""
    async with raw_server() as server:
        tree = await _launch_browser(server, fixtures)
        assert server.proc.stdin is not None
        server.proc.stdin.close()
        assert await server.wait_exit() is not None, "server kept running after stdin closed"
        left = await wait_gone(tree, 10.0)
        assert not [p for p in left if p.is_chromium], f"Chromium left behind: {_describe(left)}"
        assert not left, f"processes left behind: {_describe(left)}"


async def test_browser_is_launched_lazily(fixtures: FixtureServer) -> None:
    """Listing tools and roles does not start Chromium; the first browser tool does."""
    async with raw_server() as server:
        await server.initialize()
        tools = await server.request("tools/list", {})
        assert any(t["name"] == "browser_navigate" for t in tools["tools"])
        for name in ("list_roles", "get_current_role"):
            result = await server.call_tool(name, {})
            assert not result.get("isError"), result
        before = [p for p in descendants(server.proc.pid) if p.is_chromium]
        assert before == [], f"Chromium started before any browser tool: {_describe(before)}"
        tree = await _launch_browser(server, fixtures)
        # Headless, an installed headless shell is preferred (scripts/dev.sh installs Debian's).
        shell = shutil.which("chromium-headless-shell") or shutil.which("chrome-headless-shell")
        names = {Path(p.cmdline[0].split(" ")[0]).name for p in tree if p.is_chromium}
        want = {"chromium-headless-shell", "chrome-headless-shell"} if shell else {"chromium", "chrome"}
        assert names & want, f"launched {sorted(names)[:4]}, wanted one of {want}"


async def test_missing_executable_is_browser_unavailable(fixtures: FixtureServer) -> None:
    """`--executable-path /nonexistent`: a fatal BROWSER_UNAVAILABLE naming the install command."""
    async with raw_server("--executable-path", "/nonexistent") as server:
        await server.initialize()
        result = await server.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
        assert result.get("isError") is True, result
        error = result["structuredContent"]["error"]
        assert error["code"] == "BROWSER_UNAVAILABLE"
        assert error["severity"] == "fatal"
        assert error["retryable"] is False
        assert "/nonexistent" in error["message"]
        install = error["details"].get("install_command")
        assert isinstance(install, str) and "install" in install and "chromium" in install, error["details"]
        text = result["content"][0]["text"]
        assert "BROWSER_UNAVAILABLE" in text and "severity: fatal" in text
        assert not [p for p in descendants(server.proc.pid) if p.is_chromium]


async def test_http_sigterm_leaves_no_chromium(fixtures: FixtureServer) -> None:
    """The HTTP transport too closes the browser on SIGTERM."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    args = ("--transport", "http", "--host", "127.0.0.1", "--port", str(port))
    async with raw_server(*args) as server:
        deadline = time.monotonic() + 60  # a condition wait: generous on a busy machine
        while True:
            assert server.proc.returncode is None, "HTTP server exited during start-up"
            try:
                _, writer = await asyncio.open_connection("127.0.0.1", port)
                writer.close()
                break
            except OSError:
                assert time.monotonic() < deadline, f"port {port} never accepted"
                await asyncio.sleep(POLL_S)
        async with Client(f"http://127.0.0.1:{port}/mcp") as client:
            result = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
            assert not result.is_error, result.content[0].text
        tree = descendants(server.proc.pid)
        assert any(p.is_chromium for p in tree), f"no Chromium below the server: {_describe(tree)}"
        server.proc.send_signal(signal.SIGTERM)
        assert await server.wait_exit() is not None, "HTTP server ignored SIGTERM"
        left = await wait_gone(tree, 10.0)
        assert not left, f"processes left behind: {_describe(left)}"
