"""/health of a real `--transport http` server whose browser cannot start: 503 with a short reason
before any tool call (the executable is no browser), and after a launch that failed."""

from __future__ import annotations

import json
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from mcp import Client

from tests.helpers import free_port
from tests.helpers.server_process import server_command, server_env

START_DEADLINE_S = 30.0


def health(port: int) -> tuple[int, dict[str, Any]] | None:
    """(status, body) of GET /health, or None while nothing listens."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=20) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())
    except OSError:
        return None


@contextmanager
def server(executable: str) -> Iterator[tuple[int, Path]]:
    """`verdex-py --transport http --executable-path EXECUTABLE` on a free port: (port, its stderr file)."""
    port = free_port()
    with tempfile.NamedTemporaryFile("w+", suffix=".log") as err:
        argv = server_command("--transport", "http", "--port", str(port), "--executable-path", executable)
        proc = subprocess.Popen(argv, env=server_env(), stdin=subprocess.DEVNULL, stderr=err)
        try:
            deadline = time.monotonic() + START_DEADLINE_S
            while health(port) is None:
                assert proc.poll() is None, Path(err.name).read_text()
                assert time.monotonic() < deadline, f"not listening within {START_DEADLINE_S} s"
                time.sleep(0.05)
            yield port, Path(err.name)
        finally:
            proc.terminate()
            proc.wait(timeout=20)


def test_no_browser_is_unhealthy_before_any_call() -> None:
    with server("/bin/true") as (port, stderr):
        status, body = health(port) or (0, {})
        assert status == 503 and body["status"] == "unhealthy", (status, body)
        assert body["reason"].startswith("browser cannot start") and "/bin/true" not in body["reason"], body
        assert health(port) == (status, body), "a second probe answers the same, from the cached check"
        logged = [json.loads(line) for line in stderr.read_text().splitlines() if "health_unhealthy" in line]
        assert len(logged) == 1 and "/bin/true" in logged[0]["reason"], logged


async def test_a_failed_launch_turns_health_unhealthy(tmp_path: Path) -> None:
    """Answers --version like a Chromium, cannot launch: healthy until the first call fails, then 503."""
    fake = tmp_path / "chromium"
    fake.write_text('#!/bin/sh\n[ "$1" = --version ] && echo "Chromium 131.0.6778.85" && exit 0\nexit 1\n')
    fake.chmod(0o755)
    with server(str(fake)) as (port, _):
        assert health(port) == (200, {"status": "ok"})
        async with Client(f"http://127.0.0.1:{port}/mcp") as client:
            result = await client.call_tool("browser_navigate", {"url": "about:blank"})
            assert result.is_error and result.structured_content["error"]["code"] == "BROWSER_UNAVAILABLE", result
        status, body = health(port) or (0, {})
        assert status == 503 and "last launch failed" in body["reason"], (status, body)
