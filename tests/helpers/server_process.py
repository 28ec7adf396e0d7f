"""Every `verdex-py` process a test starts: its command and environment, decided here once.

`server_command` and `server_env` are the one place that says what a server process runs:
the tree under test (REPO, the checkout these tests were imported from) first on PYTHONPATH,
whatever launches it. Without that, a child started with a filtered environment (the MCP
SDK's stdio client keeps only a short allow-list of variables) imports whichever checkout the
venv's editable install points at, and a test run against another tree (bench/planted_bugs.py
runs them on a copy with a bug planted) silently tests the wrong code.
tests/e2e/test_tree_under_test.py proves a broken copy is what these servers run.

Also here: the raw stdio and HTTP processes of the wire and shutdown tests (every byte on
stdout, the HTTP status and body, the processes left behind), driven without an MCP client
where the point is input no client would send, and `mcp_stdio`, an MCP client on a stdio
server process. Reads wait on a queue with a deadline.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import psutil
from mcp import Client, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp_types import jsonrpc_message_adapter

from tests.helpers import REPO, console_script, free_port
from verdex_py.errors.format import STRICT_PLANS_ENV

# Waits on a condition (a port, a reply): generous, so a busy machine is slow, not failed (issue #42):
# a stdio server once took over 60 s to answer `initialize` at a load average of 30 on two cores.
START_DEADLINE_S = 120.0
REPLY_DEADLINE_S = 120.0
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


def server_command(*args: str, script: str | None = None) -> list[str]:
    """`python -m verdex_py ARGS` on this interpreter, or the installed console `script` (a host's
    command: `verdex-py`) with ARGS. Either imports the tree under test with `server_env`."""
    if script is not None:
        return [console_script(script), *args]
    return [sys.executable, "-m", "verdex_py", *args]


def server_env(overrides: Mapping[str, str] | None = None, *, base: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment of a verdex-py process a test starts.

    `base` (default: this process's environment) without its VERDEX_* settings, since a server's
    options are the test's, not the shell's (VERDEX_STRICT_PLANS stays: tests/conftest.py sets it
    for every server the tests start); then `overrides`; then the tree under test first on
    PYTHONPATH, so the child imports this checkout whatever the venv's editable install points at.
    """
    source = os.environ if base is None else base
    env = {k: v for k, v in source.items() if not k.startswith("VERDEX_") or k == STRICT_PLANS_ENV}
    env.update(overrides or {})
    rest = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p and Path(p) != REPO]
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), *rest])
    return env


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
def stdio_server(*args: str, env: Mapping[str, str] | None = None) -> Iterator[StdioServer]:
    """`python -m verdex_py ARGS` over pipes (`env`: added to its environment); killed (with its tree)
    if still running at the end."""
    with tempfile.TemporaryFile("w+", encoding="utf-8") as err:
        proc = subprocess.Popen(
            server_command(*args),
            cwd=REPO,
            env=server_env(env),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=err,
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
            cmd,
            cwd=REPO,
            env=server_env(),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=err,
            start_new_session=own_group,
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


@asynccontextmanager
async def mcp_stdio(
    argv: list[str],
    *,
    cwd: Path = REPO,
    env: Mapping[str, str] | None = None,
    errlog: IO[str] | None = None,
    message_handler: Any = None,
) -> AsyncIterator[Client]:
    """An MCP client on a stdio server process started with `argv` (see `server_command`), the way a
    host starts it, in `server_env(env)`.

    The server's stderr goes to `errlog` (a readable text file the test may search afterwards);
    a failure inside carries its tail, so a server that died at start says why.
    """
    with tempfile.TemporaryFile("w+", encoding="utf-8") as own:
        log = errlog if errlog is not None else own
        params = StdioServerParameters(command=argv[0], args=argv[1:], cwd=str(cwd), env=server_env(env))
        try:
            async with Client(stdio_client(params, errlog=log), message_handler=message_handler) as client:
                yield client
        except BaseException as exc:
            log.flush()
            log.seek(0)
            exc.add_note(f"server stderr (tail):\n{log.read()[-4000:]}")
            raise


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
