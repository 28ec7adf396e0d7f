"""The server over its real transports: a stdio subprocess, streamable HTTP, and legacy in-process.

In-process tests cannot see what the packaged entry points do to stdout/stderr, so these
start the server the way a host does and check the wire and the log lines it leaves.
"""

from __future__ import annotations

import json
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import IO, Any

import pytest
from mcp import Client

from tests.helpers import REPO, error_of, free_port, ref_of, text_of
from tests.helpers.server_process import mcp_stdio, server_command, server_env
from verdex_py.testing.fixture_server import FixtureServer

LOG_FIELDS = ("tool", "role", "duration_ms", "outcome", "code", "request_id")
START_DEADLINE_S = 60.0  # waits on a condition: generous, so a busy machine is slow, not failed
EXIT_DEADLINE_S = 30.0  # past the server's own hard exit (20 s), which would exit non-zero


def wait_until_accepting(port: int, proc: subprocess.Popen[bytes], deadline_s: float = START_DEADLINE_S) -> None:
    """Poll the port until the server accepts, failing early if the process died."""
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        assert proc.poll() is None, f"server exited early with {proc.returncode}"
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    raise AssertionError(f"port {port} did not accept within {deadline_s} s")


def json_lines(stream: IO[str]) -> list[dict[str, Any]]:
    """Every non-empty line of the stream, each of which must be a JSON object."""
    stream.seek(0)
    lines = [line for line in stream.read().splitlines() if line.strip()]
    parsed = []
    for line in lines:
        try:
            parsed.append(json.loads(line))
        except ValueError:
            pytest.fail(f"stderr line is not JSON: {line!r}")
        assert isinstance(parsed[-1], dict), line
    return parsed


async def _stdio_session(argv: list[str], fixtures: FixtureServer) -> None:
    """List tools, navigate, click a bad ref; then check the wire and the log lines."""
    transport_errors: list[Exception] = []

    async def on_message(message: Any) -> None:
        if isinstance(message, Exception):  # a stdout line that is not JSON-RPC lands here
            transport_errors.append(message)

    with tempfile.TemporaryFile("w+", encoding="utf-8") as errlog:
        async with mcp_stdio(argv, errlog=errlog, message_handler=on_message) as client:
            tools = {t.name for t in (await client.list_tools()).tools}
            assert {"browser_navigate", "browser_snapshot", "browser_click", "browser_type"} <= tools

            r = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
            assert not r.is_error, text_of(r)
            assert r.structured_content["title"] == "Sign up form"
            assert ref_of(text_of(r), "button", "Submit")

            r = await client.call_tool("browser_snapshot", {})
            assert not r.is_error, text_of(r)
            assert r.structured_content["url"] == fixtures.url("form.html")

            bad = await client.call_tool("browser_click", {"ref": "e9999"})
            error = error_of(bad)
            assert error["code"] == "UNKNOWN_REF"

        assert transport_errors == [], f"non-JSON-RPC output on stdout: {transport_errors}"
        records = json_lines(errlog)

    calls = [rec for rec in records if rec.get("event") == "tool_call"]
    assert [c["tool"] for c in calls] == ["browser_navigate", "browser_snapshot", "browser_click"], records
    for call in calls:
        missing = [f for f in LOG_FIELDS if f not in call]
        assert not missing, f"log line lacks {missing}: {call}"
        assert call["role"] == "default"
        assert isinstance(call["duration_ms"], int | float) and call["duration_ms"] >= 0
    assert [(c["outcome"], c["code"]) for c in calls] == [("ok", None), ("ok", None), ("error", "UNKNOWN_REF")]
    # The request_id the agent sees is the one in the server's log line for that call.
    assert calls[-1]["request_id"] == error["request_id"]
    assert len({c["request_id"] for c in calls}) == 3


async def test_stdio_subprocess_python_m(fixtures: FixtureServer) -> None:
    """`python -m verdex_py` speaks clean JSON-RPC on stdout and logs JSON on stderr."""
    await _stdio_session(server_command(), fixtures)


async def test_stdio_subprocess_console_script(fixtures: FixtureServer) -> None:
    """The `verdex-py` console script is the same server."""
    await _stdio_session(server_command(script="verdex-py"), fixtures)


def _stop(proc: subprocess.Popen[bytes]) -> int:
    proc.terminate()
    try:
        return proc.wait(timeout=EXIT_DEADLINE_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=5)
        raise AssertionError(f"HTTP server ignored SIGTERM for {EXIT_DEADLINE_S} s") from None


@dataclass
class HttpServer:
    """A running `--transport http` server and the files its stdout and stderr go to."""

    port: int
    proc: subprocess.Popen[bytes]
    out: IO[bytes]
    err: IO[str]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"

    def stop(self) -> None:
        if self.proc.poll() is None:
            _stop(self.proc)

    def stdout(self) -> bytes:
        self.out.seek(0)
        return self.out.read()

    def stderr_lines(self) -> list[str]:
        self.err.seek(0)
        return [line for line in self.err.read().splitlines() if line.strip()]


@contextmanager
def http_server() -> Iterator[HttpServer]:
    """`python -m verdex_py --transport http` on a free port; stopped (SIGTERM) on exit."""
    port = free_port()
    cmd = server_command("--transport", "http", "--host", "127.0.0.1", "--port", str(port))
    with tempfile.TemporaryFile("w+b") as out, tempfile.TemporaryFile("w+", encoding="utf-8") as err:
        proc = subprocess.Popen(cmd, cwd=REPO, env=server_env(), stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        server = HttpServer(port, proc, out, err)
        try:
            wait_until_accepting(port, proc)
            yield server
        finally:
            server.stop()


async def test_streamable_http(fixtures: FixtureServer) -> None:
    """`--transport http` serves /mcp: navigate + snapshot work, one log line per call, stdout empty."""
    with http_server() as server:
        async with Client(server.url) as client:
            r = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
            assert not r.is_error, text_of(r)
            assert r.structured_content["title"] == "Sign up form"
            r = await client.call_tool("browser_snapshot", {})
            assert not r.is_error, text_of(r)
            assert ref_of(text_of(r), "textbox", "Full name")
            assert r.structured_content["url"] == fixtures.url("form.html")
        server.stop()
        assert server.stdout() == b"", "the HTTP server wrote to stdout"
        records = [json.loads(line) for line in server.stderr_lines() if line.startswith("{")]
    calls = [rec for rec in records if rec.get("event") == "tool_call"]
    assert [c["tool"] for c in calls] == ["browser_navigate", "browser_snapshot"]
    assert all(c["outcome"] == "ok" and c["code"] is None for c in calls)


async def test_http_stderr_is_json_lines() -> None:
    """Logs are structlog JSON lines on stderr (issue 2, item 10), whatever library emits them."""
    with http_server() as server:
        async with Client(server.url) as client:
            r = await client.call_tool("get_current_role", {})
            assert not r.is_error, text_of(r)
        server.stop()
        lines = server.stderr_lines()
    not_json = [line for line in lines if not _is_json_object(line)]
    assert not_json == [], f"non-JSON lines on stderr: {not_json}"
    calls = [json.loads(line) for line in lines if json.loads(line).get("event") == "tool_call"]
    assert [c["tool"] for c in calls] == ["get_current_role"], lines  # an empty stderr proves nothing


def _is_json_object(line: str) -> bool:
    try:
        return isinstance(json.loads(line), dict)
    except ValueError:
        return False


async def test_legacy_mode_navigate_and_click(make_client: Callable[..., Any], fixtures: FixtureServer) -> None:
    """The initialize-handshake path (mode="legacy") carries results as the modern path does."""
    async with make_client(mode="legacy") as client:
        r = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
        assert not r.is_error, text_of(r)
        name, submit = ref_of(text_of(r), "textbox", "Full name"), ref_of(text_of(r), "button", "Submit")
        r = await client.call_tool("browser_type", {"ref": name, "text": "Grace"})
        assert not r.is_error, text_of(r)
        r = await client.call_tool("browser_click", {"ref": submit})
        assert not r.is_error, text_of(r)
        assert r.structured_content["action"] == "click"
        assert "Submitted: Grace" in text_of(r)  # the click's result shows its effect
        r = await client.call_tool("browser_snapshot", {})
        assert "Submitted: Grace" in r.structured_content["snapshot"]
        bad = await client.call_tool("browser_click", {"ref": "e9999"})
        assert error_of(bad)["code"] == "UNKNOWN_REF"
