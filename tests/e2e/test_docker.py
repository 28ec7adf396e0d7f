"""The Docker image, built and run as the README says, driven by a real MCP client over HTTP.

The README's three Docker blocks are what runs here: its build line (through
scripts/docker.sh, which adds only `--network host` and a debootstrapped `--build-arg BASE`
for machines without registry access), its roles file, and its `docker run` line with three
changes: `--network host` and `VERDEX_PORT=<free port>` instead of `-p` (this machine's engine
has no bridge), `-d --name` instead of `--rm` (its health, exit code and logs are read, then it
is removed), and `$PWD` as a temporary folder. Fixture pages are
served on 127.0.0.1, which the container shares.

Without a reachable Docker engine these tests skip, unless VERDEX_REQUIRE_DOCKER=1 (CI), where
they fail.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import shlex
import shutil
import subprocess
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError

from tests.helpers import REPO, assert_plan_callable, free_port, ok, ref_of, text_of
from tests.helpers.bounds import never_hangs
from tests.helpers.http import http_client
from verdex_py.testing.fixture_server import FixtureServer

README = REPO / "README.md"
BUILD_DEADLINE_S = 1200
HEALTHY_DEADLINE_S = 60
UNHEALTHY_DEADLINE_S = 60  # start period 10 s, then 3 failed probes 5 s apart
# `docker stop -t 30`: past 30 s Docker kills (exit code 137); exit code 0 says the server stopped itself.
STOP_DEADLINE_S = 30
SHUTTING_DOWN = -32000
UID = "10001"


def snippet(marker: str) -> str:
    """The fenced block right after `<!-- snippet:MARKER -->` in the README, comment lines dropped."""
    text = README.read_text(encoding="utf-8")
    match = re.search(rf"<!-- snippet:{re.escape(marker)} -->\s*```\w*\n(.*?)```", text, re.S)
    assert match, f"README has no fenced block after <!-- snippet:{marker} -->"
    lines = [line for line in match.group(1).splitlines() if not line.lstrip().startswith("#")]
    return "\n".join(lines).replace("\\\n", " ")


def docker(*args: str, timeout: float = 60, check: bool = True) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(["docker", *args], capture_output=True, text=True, timeout=timeout)
    if check:
        assert result.returncode == 0, f"docker {' '.join(args)}: {result.stderr}"
    return result


def engine_reachable() -> bool:
    if shutil.which("docker") is None:
        return False
    try:
        return subprocess.run(["docker", "info"], capture_output=True, timeout=30).returncode == 0
    except subprocess.TimeoutExpired:
        return False


@pytest.fixture(scope="session")
def image() -> str:
    """The README's build line, run once per session: the image's tag."""
    if not engine_reachable():
        if os.environ.get("VERDEX_REQUIRE_DOCKER") == "1":
            pytest.fail("VERDEX_REQUIRE_DOCKER=1 but no Docker engine answers `docker info`")
        pytest.skip("no Docker engine reachable (bash scripts/docker.sh engine starts one, as root)")
    words = shlex.split(snippet("docker-build"))
    assert words[:2] == ["docker", "build"] and words[-1] == ".", words
    tag = words[words.index("-t") + 1]
    started = time.monotonic()
    result = subprocess.run(
        ["bash", str(REPO / "scripts" / "docker.sh"), "build", *words[2:]],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=BUILD_DEADLINE_S,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    print(f"image {tag} built in {time.monotonic() - started:.1f} s")
    return tag


@dataclass
class Container:
    name: str
    port: int
    token: str | None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"

    def health_status(self) -> str:
        return docker("inspect", "-f", "{{.State.Health.Status}}", self.name).stdout.strip()

    def running(self) -> bool:
        return docker("inspect", "-f", "{{.State.Running}}", self.name).stdout.strip() == "true"

    def logs(self) -> str:
        result = docker("logs", self.name, check=False)
        return result.stdout + result.stderr

    async def wait_health(self, wanted: str, deadline_s: float) -> float:
        """Seconds until `docker inspect` reports the HEALTHCHECK's status `wanted`."""
        started = time.monotonic()
        while time.monotonic() - started < deadline_s:
            status = await asyncio.to_thread(self.health_status)
            if status == wanted:
                return time.monotonic() - started
            assert await asyncio.to_thread(self.running), f"container exited:\n{self.logs()}"
            await asyncio.sleep(0.2)
        raise AssertionError(f"health not {wanted!r} within {deadline_s} s (is {status!r}):\n{self.logs()}")

    def exec(self, *argv: str) -> str:
        return docker("exec", self.name, *argv).stdout


def run_argv(
    image: str, name: str, port: int, workdir: Path, *, token: bool = True, extra: tuple[str, ...] = ()
) -> list[str]:
    """The README's `docker run`, changed only as the module docstring says (and the token dropped if asked)."""
    words = shlex.split(snippet("docker-run").replace("$PWD", str(workdir)))
    assert words[:2] == ["docker", "run"] and words[-1] == image, words
    published = words.index("-p")
    assert words[published + 1].endswith(":8931:8931"), words
    words[published : published + 2] = ["--network", "host", "-e", f"VERDEX_PORT={port}"]
    words.remove("--rm")
    if not token:
        at = next(i for i, w in enumerate(words) if w.startswith("VERDEX_AUTH_TOKEN="))
        assert words[at - 1] == "-e", words
        del words[at - 1 : at + 1]
    return [*words[:2], "-d", "--name", name, *extra, *words[2:-1], words[-1]]


def readme_token() -> str:
    return re.search(r"VERDEX_AUTH_TOKEN=(\S+)", snippet("docker-run")).group(1)  # type: ignore[union-attr]


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    """$PWD for the README's commands: its roles file, an auth_profiles/ folder with the admin profile and
    the output/ folder mounted as the container's output folder."""
    (tmp_path / "roles.json").write_text(snippet("docker-roles"), encoding="utf-8")
    auth = tmp_path / "auth_profiles"
    auth.mkdir()
    (tmp_path / "output").mkdir()
    shutil.copy(REPO / "auth_profiles" / "admin.json", auth / "admin.json")
    for path in (tmp_path, auth, tmp_path / "output", tmp_path / "roles.json", auth / "admin.json"):
        path.chmod(0o777 if path.is_dir() else 0o644)  # uid 10001 in the container reads them
    return tmp_path


@contextmanager
def container(image: str, workdir: Path, *, token: bool = True, extra: tuple[str, ...] = ()) -> Iterator[Container]:
    name = f"verdex-e2e-{uuid.uuid4().hex[:8]}"
    port = free_port()
    started = docker(*run_argv(image, name, port, workdir, token=token, extra=extra)[1:], check=False)
    assert started.returncode == 0, started.stderr
    try:
        yield Container(name, port, readme_token() if token else None)
    finally:
        docker("rm", "-f", "-v", name, check=False)  # -v: its anonymous /data volume too


async def failed(client: Client, tool: str, args: dict[str, Any], code: str) -> dict[str, Any]:
    result = await client.call_tool(tool, args)
    assert result.is_error, f"{tool} {args} should fail with {code}: {text_of(result)}"
    error = result.structured_content["error"]
    assert error["code"] == code, error
    assert error["next_actions"], error
    await assert_plan_callable(client, error)
    return error


async def follow(client: Client, error: dict[str, Any]) -> Any:
    """Every step of the plan, as given; each must succeed. The last result."""
    for step in error["next_actions"]:
        last = await ok(client, step["tool"], step["arguments"])
    return last


def get_health(port: int) -> tuple[int, dict[str, Any]]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


KILL_RENDERERS = (
    "import os, signal\n"
    "for pid in set(filter(str.isdigit, os.listdir('/proc'))) - {str(os.getpid())}:  # this script names it too\n"
    "    try:\n"
    "        argv = open(f'/proc/{pid}/cmdline', 'rb').read()\n"
    "    except OSError:\n"
    "        continue\n"
    "    if b'--type=renderer' in argv:  # Chromium rewrites its title: one string, spaces\n"
    "        os.kill(int(pid), signal.SIGKILL)\n"
    "        print(pid)\n"
)


async def test_readme_container(image: str, workdir: Path) -> None:
    """Healthy, non-root, the agent's loop (click, a stale ref's plan, a second role), a renderer crash, and a
    PDF saved in the output folder landing in the host's mounted output/ (the pdf capability added)."""
    with FixtureServer() as fixtures, container(image, workdir, extra=("-e", "VERDEX_CAPS=pdf")) as box:
        healthy_s = await box.wait_health("healthy", HEALTHY_DEADLINE_S)
        print(f"docker run -> healthy: {healthy_s:.1f} s")
        assert get_health(box.port) == (200, {"status": "ok"})

        assert docker("inspect", "-f", "{{.Config.User}}", box.name).stdout.strip() == UID
        statuses = box.exec("sh", "-c", "grep -H '^Uid:' /proc/[0-9]*/status")
        uids = {line.split()[1] for line in statuses.splitlines()}
        assert uids == {UID}, statuses  # tini, the server, its driver: nothing runs as root

        async with http_client(box.url, token=box.token) as client:
            page = await ok(client, "browser_navigate", {"url": fixtures.url("rerender.html")})
            snap = page.structured_content["snapshot"]
            save = ref_of(snap, "button", "Save")
            clicked = await ok(client, "browser_click", {"ref": save})
            assert "Saved 1 times" in text_of(clicked), text_of(clicked)

            await ok(client, "browser_click", {"ref": ref_of(snap, "button", "Re-render")})
            stale = await failed(client, "browser_click", {"ref": save}, "STALE_REF")
            await follow(client, stale)
            after = await ok(client, "browser_snapshot", {})
            assert "Saved 2 times" in after.structured_content["snapshot"], after.structured_content["snapshot"]
            saved = (await ok(client, "browser_pdf_save", {"filename": "page.pdf"})).structured_content
            assert saved["file"] == "/data/output/page.pdf", saved
            assert (workdir / "output" / "page.pdf").stat().st_size == saved["size"] > 0

            admin = await ok(client, "browser_navigate", {"url": fixtures.url("me"), "role": "admin"})
            assert "Signed in as alice" in text_of(admin), text_of(admin)
            roles = (await ok(client, "list_roles", {})).structured_content
            assert {"admin", "guest"} <= {r["role"] for r in roles["roles"]}, roles

            killed = await asyncio.to_thread(box.exec, "python", "-c", KILL_RENDERERS)
            assert killed.split(), "no renderer process found in the container"
            crashed = await failed(client, "browser_snapshot", {"role": "admin"}, "PAGE_CLOSED")
            last = await follow(client, crashed)
            assert "Signed in as alice" in text_of(last), text_of(last)
        assert box.health_status() == "healthy"


def test_refuses_without_token(image: str, workdir: Path) -> None:
    """The README's command minus its token: no start, exit non-zero, one line saying why."""
    with container(image, workdir, token=False) as box:
        code = int(docker("wait", box.name, timeout=60).stdout.strip())
        logs = docker("logs", box.name)
    assert code != 0, logs
    lines = [line for line in (logs.stdout + logs.stderr).splitlines() if line.strip()]
    assert len(lines) == 1 and "--auth-token" in lines[0] and "VERDEX_AUTH_TOKEN" in lines[0], lines


async def test_docker_stop_answers_calls_in_flight(image: str, workdir: Path) -> None:
    """`docker stop` (SIGTERM through tini): the call in flight is answered, the container stops by itself."""
    with FixtureServer() as fixtures, container(image, workdir) as box:
        await box.wait_health("healthy", HEALTHY_DEADLINE_S)
        async with http_client(box.url, token=box.token) as client:
            await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
            running = asyncio.Event()

            async def progressed(progress: float, total: float | None, message: str | None) -> None:
                running.set()

            waiting = asyncio.ensure_future(
                client.call_tool(
                    "browser_wait_for",
                    {"text": "never shown", "timeout_ms": 30000},
                    progress_callback=progressed,
                )
            )
            await asyncio.wait_for(running.wait(), 15)
            started = time.monotonic()
            stop = await asyncio.to_thread(docker, "stop", "-t", "30", box.name, timeout=60)
            stopped_s = time.monotonic() - started
            done, _ = await asyncio.wait({waiting}, timeout=never_hangs(0))
        print(f"docker stop -> exited: {stopped_s:.1f} s")
        assert stop.returncode == 0
        assert stopped_s < STOP_DEADLINE_S, f"docker stop took {stopped_s:.1f} s:\n{box.logs()}"
        assert done, "the call in flight got no answer"
        error = waiting.exception()
        assert isinstance(error, MCPError) and error.error.code == SHUTTING_DOWN, waiting
        code = int(docker("inspect", "-f", "{{.State.ExitCode}}", box.name).stdout.strip())
        assert code == 0, f"exit code {code}:\n{box.logs()}"


async def test_health_unhealthy_when_browser_cannot_start(image: str, workdir: Path) -> None:
    """An executable that is no browser: /health is 503 with a reason, the HEALTHCHECK turns unhealthy."""
    with container(image, workdir, extra=("-e", "VERDEX_EXECUTABLE_PATH=/bin/true")) as box:
        unhealthy_s = await box.wait_health("unhealthy", UNHEALTHY_DEADLINE_S)
        print(f"docker run -> unhealthy: {unhealthy_s:.1f} s")
        status, body = get_health(box.port)
        assert status == 503 and body["status"] == "unhealthy", (status, body)
        assert "browser cannot start" in body["reason"] and len(body["reason"]) < 200, body
        assert "/bin/true" in box.logs(), "the log names what failed"
