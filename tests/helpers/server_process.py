"""The real `verdex-py` process for the wire and shutdown tests: raw stdio lines, HTTP, its process tree.

These tests look at what a host sees (every byte on stdout, the HTTP status and body, the
processes left behind), so the server runs as a subprocess, driven without an MCP client
where the point is input no client would send. Reads wait on a queue with a deadline.
"""

from __future__ import annotations

import json
import queue
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import IO, Any

import psutil
from mcp_types import jsonrpc_message_adapter

from tests.helpers import REPO, free_port

START_DEADLINE_S = 20.0
REPLY_DEADLINE_S = 15.0
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": "init",
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "wire-test", "version": "1"},
    },
}
INITIALIZED = {"jsonrpc": "2.0", "method": "notifications/initialized"}


def server_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "verdex_py", *args]


def call(request_id: int | str, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """A `tools/call` request as it goes on the wire."""
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "method": "tools/call",
        "params": {"name": tool, "arguments": arguments},
    }


@dataclass
class StdioServer:
    """`verdex-py` over stdio: write raw lines, read its stdout lines (all kept, for the final check)."""

    proc: subprocess.Popen[bytes]
    err: IO[str]
    lines: list[bytes] = field(default_factory=list)
    _inbox: queue.Queue[bytes | None] = field(default_factory=queue.Queue)
    _stash: list[dict[str, Any]] = field(default_factory=list)

    def start_reading(self) -> None:
        def pump() -> None:
            assert self.proc.stdout is not None
            for line in self.proc.stdout:
                self.lines.append(line)
                self._inbox.put(line)
            self._inbox.put(None)  # EOF

        threading.Thread(target=pump, daemon=True).start()

    def send(self, line: str | bytes | dict[str, Any]) -> None:
        data = json.dumps(line) if isinstance(line, dict) else line
        raw = data.encode() if isinstance(data, str) else data
        assert self.proc.stdin is not None
        self.proc.stdin.write(raw + b"\n")
        self.proc.stdin.flush()

    def reply(self, request_id: int | str | None, deadline_s: float = REPLY_DEADLINE_S) -> dict[str, Any]:
        """The next response whose id is `request_id` (None: an error with id null); others are kept."""
        return self._next(lambda m: "id" in m and m["id"] == request_id, f"id {request_id!r}", deadline_s)

    def progress(self, token: str, deadline_s: float = REPLY_DEADLINE_S) -> dict[str, Any]:
        """The next progress notification for `token`: the call it belongs to is running in the server."""

        def wanted(m: dict[str, Any]) -> bool:
            return m.get("method") == "notifications/progress" and m["params"]["progressToken"] == token

        return self._next(wanted, f"progress {token!r}", deadline_s)

    def _next(self, wanted: Callable[[dict[str, Any]], bool], what: str, deadline_s: float) -> dict[str, Any]:
        for i, message in enumerate(self._stash):
            if wanted(message):
                return self._stash.pop(i)
        deadline = time.monotonic() + deadline_s
        while True:
            remaining = deadline - time.monotonic()
            assert remaining > 0, f"no {what} within {deadline_s} s; stderr:\n{self.stderr()}"
            try:
                line = self._inbox.get(timeout=remaining)
            except queue.Empty:
                continue
            assert line is not None, f"stdout closed while waiting for {what}; stderr:\n{self.stderr()}"
            message = json.loads(line)
            if wanted(message):
                return message
            self._stash.append(message)

    def initialize(self) -> None:
        self.send(INITIALIZE)
        assert "result" in self.reply("init", START_DEADLINE_S)
        self.send(INITIALIZED)

    def stderr(self, tail: int = 4000) -> str:
        """What the server wrote on stderr (its last `tail` characters, for failure messages; 0: all)."""
        self.err.flush()
        self.err.seek(0)
        return self.err.read()[-tail:]

    def assert_only_jsonrpc_on_stdout(self) -> None:
        """Every byte the server wrote to stdout is a JSON-RPC message, one per line."""
        assert self.lines, "nothing on stdout: the check would prove nothing"
        for line in self.lines:
            jsonrpc_message_adapter.validate_json(line)  # raises on anything else


@contextmanager
def stdio_server(*args: str) -> Iterator[StdioServer]:
    """`python -m verdex_py ARGS` over pipes; killed (with its tree) if still running at the end."""
    with tempfile.TemporaryFile("w+", encoding="utf-8") as err:
        proc = subprocess.Popen(
            server_command(*args), cwd=REPO, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err
        )
        server = StdioServer(proc, err)
        server.start_reading()
        try:
            yield server
        finally:
            kill_tree(proc.pid)
            proc.wait(timeout=5)


@dataclass
class HttpServer:
    proc: subprocess.Popen[bytes]
    port: int
    err: IO[str]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"

    def stderr(self, tail: int = 4000) -> str:
        """What the server wrote on stderr (its last `tail` characters, for failure messages; 0: all)."""
        self.err.flush()
        self.err.seek(0)
        return self.err.read()[-tail:]


@contextmanager
def http_server(*args: str, own_group: bool = False) -> Iterator[HttpServer]:
    """`python -m verdex_py --transport http ARGS` on a free port, accepting when yielded.

    `own_group`: in a process group of its own, so a test can signal the group as a terminal's Ctrl-C does.
    """
    port = free_port()
    with tempfile.TemporaryFile("w+", encoding="utf-8") as err:
        cmd = server_command("--transport", "http", "--port", str(port), *args)
        proc = subprocess.Popen(
            cmd, cwd=REPO, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err, start_new_session=own_group
        )
        server = HttpServer(proc, port, err)
        try:
            deadline = time.monotonic() + START_DEADLINE_S
            while True:
                assert proc.poll() is None, f"server exited with {proc.returncode}:\n{server.stderr()}"
                assert time.monotonic() < deadline, f"port {port} not accepting within {START_DEADLINE_S} s"
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                    break
                except OSError:
                    time.sleep(0.05)  # polling a condition (the port), with a deadline
            yield server
        finally:
            kill_tree(proc.pid)
            proc.wait(timeout=5)


def tree(pid: int) -> list[psutil.Process]:
    """The process and everything below it (Playwright's driver, Chromium and its helpers)."""
    try:
        root = psutil.Process(pid)
        return [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return []


def chromium(procs: list[psutil.Process]) -> list[psutil.Process]:
    found = []
    for proc in procs:
        try:
            if "chrom" in proc.name().lower():
                found.append(proc)
        except (psutil.NoSuchProcess, psutil.ZombieProcess):
            continue
    return found


def alive(procs: list[psutil.Process]) -> list[psutil.Process]:
    running = []
    for proc in procs:
        try:
            if proc.is_running() and proc.status() != psutil.STATUS_ZOMBIE:
                running.append(proc)
        except psutil.NoSuchProcess:
            continue
    return running


def kill_tree(pid: int) -> None:
    """Test cleanup: SIGKILL whatever is left of the server's tree (a failed test must not leak Chromium)."""
    procs = tree(pid)
    for proc in procs:
        try:
            proc.send_signal(signal.SIGKILL)
        except psutil.NoSuchProcess:
            continue
    psutil.wait_procs(procs, timeout=5)


class Hang:
    """A loopback port that accepts connections and never answers: a navigation to it stays in flight.

    `connected` is set when the browser's request arrives, so a test knows the call is inside
    Chromium (not just sent) before it signals the server.
    """

    def __init__(self) -> None:
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.connected = threading.Event()
        self._held: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.sock.getsockname()[1]}/never"

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:  # closed
                return
            self._held.append(conn)
            self.connected.set()

    def close(self) -> None:
        self.sock.close()
        for conn in self._held:
            conn.close()
