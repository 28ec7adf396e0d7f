"""Remote browsers: a Playwright browser server and a CDP Chromium, started on loopback by the test.

verdex-py connects through the engines' own protocols (`--browser-endpoint`, `--cdp-endpoint`),
keeps each role in its own context on the remote browser, launches nothing locally, leaves
contexts it did not create alone, and survives the endpoint dying: the next call answers by
itself (its reason says why: refused, reset, timeout) with BROWSER_UNAVAILABLE (retryable) or
PAGE_CLOSED, and once the endpoint is back the
server has reconnected by itself and says what the role lost.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import suppress
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from playwright.async_api import async_playwright

from tests.helpers import AUTH_DIR, REPO, ok, ref_of, text_of
from tests.helpers.bounds import never_hangs
from tests.helpers.contract import assert_error_contract, in_process, tool_catalog
from tests.helpers.remote_browsers import (
    EndpointProcess,
    TcpProxy,
    browser_server,
    cdp_chromium,
    chromium_below,
    cmdline,
    command,
    contexts_on,
    descendants,
    endpoint,
    free_port,
    is_chromium,
    run_server,
    snippet,
)
from tests.helpers.server_process import mcp_stdio
from tests.helpers.shared_browser import OWN_BROWSER
from verdex_py.roles_file import RoleConfig
from verdex_py.testing.fixture_server import FixtureServer

CUSTOMER = {"customer": RoleConfig("customer", auth_file=AUTH_DIR / "customer.json")}
# Remote browsers, and no Chromium of ours below this process: the servers start their own driver.
pytestmark = OWN_BROWSER
# Once the endpoint is gone a call answers by itself: at worst the connect timeout (10 s); its
# reason (refused, reset, timeout) says it was not the call ceiling. How fast: bench/faults.py.
ANSWER_WITHIN_S = never_hangs(10.0)


async def fail(client: Client, tool: str, args: dict[str, Any], codes: tuple[str, ...]) -> tuple[dict[str, Any], float]:
    """Call, expect one of `codes` within the bound, check the whole contract; return (envelope, seconds)."""
    started = time.monotonic()
    result = await client.call_tool(tool, args)
    took = time.monotonic() - started
    assert result.is_error, f"{tool}({args}) succeeded while the endpoint is down:\n{text_of(result)}"
    code = result.structured_content["error"]["code"]
    assert code in codes, text_of(result)
    env = assert_error_contract(result, code, None, await tool_catalog(client), tool=tool)
    assert took < ANSWER_WITHIN_S, f"{tool} took {took:.1f} s to answer {code}"
    return env, took


def no_local_chromium(*endpoints: EndpointProcess) -> None:
    """Chromium below this (server) process can only be the endpoints' own browsers."""
    theirs = {pid for e in endpoints for pid, _ in e.tree()}
    ours = [pid for pid in chromium_below(os.getpid()) if pid not in theirs]
    assert not ours, f"a Chromium was launched locally: {ours}"


def start(kind: str, tmp: Path, devtools_port: int | None = None) -> EndpointProcess:
    return browser_server(tmp, devtools_port) if kind == "playwright" else cdp_chromium(tmp)


def settings_for(kind: str, process: EndpointProcess, **extra: Any) -> dict[str, Any]:
    key = "browser_endpoint" if kind == "playwright" else "cdp_endpoint"
    # 30 s: on a loaded 2-core machine a freshly started Chromium has taken over 10 s to answer
    # its first /json/version (a refused or dead endpoint still fails at once).
    return {key: process.url, "connect_timeout_ms": 30000, **extra}


@pytest.fixture
def blank_devtools_port() -> int:
    return free_port()


# -- driving a remote browser ------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["playwright", "cdp"])
async def test_remote_browser_runs_roles_in_their_own_contexts(
    kind: str, fixtures: FixtureServer, tmp_path: Path, blank_devtools_port: int
) -> None:
    """Navigate, type, click, frames and two isolated roles on the remote browser; nothing local."""
    devtools = blank_devtools_port if kind == "playwright" else None
    with endpoint(start(kind, tmp_path, devtools)) as remote:
        port = devtools or int(remote.url.rsplit(":", 1)[1])
        before = await contexts_on(port)
        async with in_process(**settings_for(kind, remote, roles=CUSTOMER)) as (client, runner):
            page = (await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})).structured_content
            await ok(client, "browser_type", {"ref": ref_of(page["snapshot"], "textbox", "Full name"), "text": "Ada"})
            clicked = await ok(client, "browser_click", {"ref": ref_of(page["snapshot"], "button", "Submit")})
            assert "Submitted: Ada" in text_of(clicked)

            frames = (await ok(client, "browser_navigate", {"url": fixtures.url("frames.html")})).structured_content
            inner = ref_of(frames["snapshot"], "button", "Inner button")
            assert inner.startswith("f"), inner
            assert "Inner clicked" in text_of(await ok(client, "browser_click", {"ref": inner}))

            me = await ok(client, "browser_navigate", {"url": fixtures.url("me"), "role": "customer"})
            assert "Signed in as carol" in me.structured_content["snapshot"]
            guest = await client.call_tool("browser_navigate", {"url": fixtures.url("me"), "role": "guest"})
            assert guest.is_error and guest.structured_content["error"]["details"].get("status") == 401
            seen = (await ok(client, "browser_snapshot", {"role": "guest"})).structured_content["snapshot"]
            assert "Not signed in" in seen and "Signed in as" not in seen, seen

            during = await contexts_on(port)
            assert len(during["contexts"]) == len(before["contexts"]) + 3, (before, during)  # default, customer, guest
            assert fixtures.url("me") in during["pages"] and fixtures.url("frames.html") in during["pages"]
            host = runner.sessions.host
            assert (host.executable, host.launches) == (None, 1), "connected once, launched nothing"
            no_local_chromium(remote)
        deadline = time.monotonic() + 10  # disposal is asynchronous on the browser's side
        while (after := await contexts_on(port)) != before and time.monotonic() < deadline:
            await asyncio.sleep(0.2)
        assert after == before, f"contexts left on the remote browser: {after} (before: {before})"


async def test_cdp_default_context_is_left_alone(fixtures: FixtureServer, tmp_path: Path) -> None:
    """The CDP browser's own context, page and cookie (someone else's) survive our session untouched."""
    with endpoint(cdp_chromium(tmp_path)) as remote:
        async with async_playwright() as pw:
            owner = await pw.chromium.connect_over_cdp(remote.url)
            context = owner.contexts[0]
            await context.add_cookies([{"name": "owner", "value": "kept", "url": fixtures.origin}])
            await (context.pages[0] if context.pages else await context.new_page()).goto(fixtures.url("index.html"))
            await owner.close()  # over CDP this disconnects: the browser and its page stay

            async with in_process(cdp_endpoint=remote.url, caps=frozenset({"evaluate"})) as (client, _):
                await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
                cookie = await ok(client, "browser_evaluate", {"function": "() => document.cookie"})
                assert "owner" not in text_of(cookie), "our role's context shares the default context's cookies"

            owner = await pw.chromium.connect_over_cdp(remote.url)
            context = owner.contexts[0]
            assert [p.url for p in context.pages] == [fixtures.url("index.html")], "someone else's page was touched"
            assert [(c["name"], c["value"]) for c in await context.cookies()] == [("owner", "kept")]
            await owner.close()
        no_local_chromium(remote)


# -- the endpoint fails --------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["playwright", "cdp"])
async def test_endpoint_killed_then_restarted(kind: str, fixtures: FixtureServer, tmp_path: Path) -> None:
    """Kill the endpoint mid-session: bounded BROWSER_UNAVAILABLE, no local fallback; restart it:
    the server reconnects by itself, says what was lost, and the auth profile is back."""
    with endpoint(start(kind, tmp_path)) as remote:
        async with in_process(**settings_for(kind, remote, roles=CUSTOMER)) as (client, runner):
            me = await ok(client, "browser_navigate", {"url": fixtures.url("me"), "role": "customer"})
            assert "Signed in as carol" in me.structured_content["snapshot"]

            remote.kill()
            env, _ = await fail(
                client, "browser_snapshot", {"role": "customer"}, ("BROWSER_UNAVAILABLE", "PAGE_CLOSED")
            )
            if env["code"] == "PAGE_CLOSED":  # the call raced the disconnect: the next one knows
                env, _ = await fail(client, "browser_snapshot", {"role": "customer"}, ("BROWSER_UNAVAILABLE",))
            assert env["retryable"] is True and env["retry_after_ms"] > 0, env
            # A killed endpoint refuses new connections; one caught mid-close resets it (a CDP port, rarely).
            gone = ("refused", "reset")
            assert env["details"]["remote"] is True and env["details"]["reason"] in gone, env["details"]
            assert env["details"]["endpoint"] == remote.url.split("?")[0]
            assert "Nothing was launched locally" in env["message"]
            again, _ = await fail(
                client, "browser_navigate", {"url": fixtures.url("form.html")}, ("BROWSER_UNAVAILABLE",)
            )
            assert again["details"]["reason"] in gone, again["details"]
            assert not (await client.call_tool("list_roles", {})).is_error, "the server still answers"
            no_local_chromium(remote)

            restarted = restart(kind, remote, tmp_path)
            with endpoint(restarted):
                step = env["next_actions"][0]
                assert step["tool"] == "browser_snapshot" and step["arguments"] == {"role": "customer"}, step
                back = await client.call_tool(step["tool"], step["arguments"])
                lost = assert_error_contract(back, "PAGE_CLOSED", None, await tool_catalog(client))
                assert lost["details"]["cause"] == "remote_reconnected", lost["details"]
                assert lost["details"]["reopened_url"] == fixtures.url("me")
                assert {"tabs", "refs"} <= set(lost["details"]["lost"]) and lost["details"]["auth_reapplied"] is True
                assert "re-established" in lost["message"] and "auth profile was applied again" in lost["message"]
                for action in lost["next_actions"]:
                    last = await ok(client, action["tool"], action["arguments"])
                assert "Signed in as carol" in last.structured_content["snapshot"], "auth re-applied after reconnect"
                form = await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
                assert "Full name" in form.structured_content["snapshot"]
                assert runner.sessions.host.launches == 2 and runner.sessions.host.executable is None
                no_local_chromium(restarted)


async def test_dropped_connection_reconnects_at_once(fixtures: FixtureServer, tmp_path: Path) -> None:
    """A proxy cuts the connection while both ends live: the browser server closes our contexts,
    the next calls reconnect at once and say what the role lost; auth comes back."""
    with endpoint(browser_server(tmp_path)) as remote:
        proxy = TcpProxy(int(remote.url.split(":")[2].split("/")[0]))
        try:
            via_proxy = remote.url.replace(remote.url.split("/")[2], f"127.0.0.1:{proxy.port}")
            async with in_process(browser_endpoint=via_proxy, roles=CUSTOMER) as (client, runner):
                await ok(client, "browser_navigate", {"url": fixtures.url("me"), "role": "customer"})
                assert proxy.drop() == 1
                for _ in range(2):  # a call racing the disconnect answers PAGE_CLOSED too, without the cause
                    env, _ = await fail(client, "browser_snapshot", {"role": "customer"}, ("PAGE_CLOSED",))
                    if env["details"].get("cause") == "remote_reconnected":
                        break
                assert env["details"]["cause"] == "remote_reconnected", env
                assert env["details"]["auth_reapplied"] is True and env["details"]["reopened_url"] == fixtures.url("me")
                page = (await follow_plan(client, env)).structured_content
                assert "Signed in as carol" in page["snapshot"]
                assert runner.sessions.host.launches == 2
                no_local_chromium(remote)
        finally:
            proxy.close()


async def test_frozen_connection_is_dropped_and_replaced(fixtures: FixtureServer, tmp_path: Path) -> None:
    """The link goes silent and nothing closes it: the call ends at its ceiling with
    BROWSER_UNAVAILABLE (not a hang, not a bare timeout), the silent connection is dropped, and
    the next call gets a fresh one."""
    with endpoint(browser_server(tmp_path)) as remote:
        proxy = TcpProxy(int(remote.url.split(":")[2].split("/")[0]))
        try:
            via_proxy = remote.url.replace(remote.url.split("/")[2], f"127.0.0.1:{proxy.port}")
            settings = {"browser_endpoint": via_proxy, "timeout_action_ms": 1000, "timeout_navigation_ms": 2000}
            async with in_process(**settings) as (client, runner):
                await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
                assert proxy.freeze() == 1
                ceiling = runner.settings.call_timeout_s
                started = time.monotonic()
                result = await client.call_tool("browser_snapshot", {})
                took = time.monotonic() - started
                env = assert_error_contract(result, "BROWSER_UNAVAILABLE", None, await tool_catalog(client))
                assert ceiling <= took < ceiling + never_hangs(0), (
                    f"answered after {took:.1f} s (call ceiling {ceiling} s)"
                )
                assert env["retryable"] is True and "no answer" in env["message"], env["message"]
                back = await client.call_tool(env["next_actions"][0]["tool"], env["next_actions"][0]["arguments"])
                lost = assert_error_contract(back, "PAGE_CLOSED", None, await tool_catalog(client))
                assert lost["details"]["cause"] == "remote_reconnected", lost["details"]
                page = (await follow_plan(client, lost)).structured_content
                assert page["url"] == fixtures.url("form.html") and runner.sessions.host.launches == 2
        finally:
            proxy.close()


async def follow_plan(client: Client, env: dict[str, Any]) -> Any:
    """Run the plan's calls as given; each must succeed; return the last result."""
    for action in env["next_actions"]:
        last = await ok(client, action["tool"], action["arguments"])
    return last


def restart(kind: str, old: EndpointProcess, tmp: Path) -> EndpointProcess:
    """The same endpoint address again, as a supervisor restarting a crashed browser server does."""
    if kind == "playwright":
        return EndpointProcess(old.argv, old.url, lambda p: old.url in p.output(), tmp)
    again = cdp_chromium(tmp, port=int(old.url.rsplit(":", 1)[1]))
    return again


# -- connecting: headers, timeout, run-server ----------------------------------------------------


class SilentEndpoint:
    """Accepts TCP and reads the request, never answers: a grid that hangs. Records the headers."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen()
        self.port = self.sock.getsockname()[1]
        self.requests: list[str] = []
        self._conns: list[socket.socket] = []
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self._conns.append(conn)
            conn.settimeout(5)
            with suppress(OSError):
                self.requests.append(conn.recv(65536).decode(errors="replace"))

    def close(self) -> None:
        for conn in self._conns:
            conn.close()
        self.sock.close()


@pytest.fixture
def silent() -> Iterator[SilentEndpoint]:
    server = SilentEndpoint()
    yield server
    server.close()


@pytest.mark.parametrize("kind", ["playwright", "cdp"])
async def test_connect_timeout_and_headers(kind: str, silent: SilentEndpoint, fixtures: FixtureServer) -> None:
    """A grid that never answers: BROWSER_UNAVAILABLE after the connect timeout, not a hang; the
    grid token went out as a header and never comes back in the error."""
    url = (
        f"ws://127.0.0.1:{silent.port}/grid?token=query-secret"
        if kind == "playwright"
        else (f"http://127.0.0.1:{silent.port}")
    )
    settings = {
        ("browser_endpoint" if kind == "playwright" else "cdp_endpoint"): url,
        "endpoint_headers": {"Authorization": "Bearer grid-secret"},
        "connect_timeout_ms": 1500,
    }
    async with in_process(**settings) as (client, _):
        started = time.monotonic()
        result = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
        took = time.monotonic() - started
        env = assert_error_contract(result, "BROWSER_UNAVAILABLE", None, await tool_catalog(client))
        # Its reason is the connect timeout (1.5 s, waited for), not a refusal nor the call ceiling.
        assert 1.0 < took < never_hangs(1.5), f"answered after {took:.1f} s with a 1.5 s connect timeout"
        assert env["details"]["reason"] == "timeout", env["details"]
        assert "grid-secret" not in text_of(result) and "query-secret" not in str(result.structured_content)
        assert any("authorization: bearer grid-secret" in r.lower() for r in silent.requests), silent.requests
        assert not (await client.call_tool("list_roles", {})).is_error


async def test_run_server_endpoint_with_launch_options_header(fixtures: FixtureServer, tmp_path: Path) -> None:
    """`playwright run-server` launches the browser the client's header describes."""
    header = '{"executablePath": "/usr/bin/chromium-headless-shell", "args": ["--no-sandbox"]}'
    with endpoint(run_server(tmp_path)) as remote:
        settings = {"browser_endpoint": remote.url, "endpoint_headers": {"x-playwright-launch-options": header}}
        async with in_process(**settings) as (client, _runner):
            page = await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
            assert page.structured_content["title"] == "Sign up form"
            assert chromium_below(remote.pid), "run-server launched the browser"
            no_local_chromium(remote)


# -- the command lines DEPLOY.md shows ------------------------------------------------------------


@pytest.mark.parametrize("marker", ["verdex-browser-endpoint", "verdex-cdp-endpoint", "verdex-run-server"])
async def test_deploy_commands_drive_the_remote_browser(marker: str, fixtures: FixtureServer, tmp_path: Path) -> None:
    """DEPLOY.md's verdex-py command for each endpoint kind, as a stdio server: it works and its
    process tree holds no Chromium."""
    start, doc_url = {
        "verdex-browser-endpoint": (browser_server, "ws://127.0.0.1:3000/verdex"),
        "verdex-cdp-endpoint": (cdp_chromium, "http://127.0.0.1:9222"),
        "verdex-run-server": (run_server, "ws://127.0.0.1:3000/"),
    }[marker]
    with endpoint(start(tmp_path)) as remote:
        argv = command(marker, {doc_url: remote.url})
        async with mcp_stdio([*argv, "--log-level", "WARNING"], cwd=tmp_path) as client:
            page = await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
            assert page.structured_content["title"] == "Sign up form"
            servers = [pid for pid, _ in descendants(os.getpid()) if "verdex_py" in " ".join(cmdline(pid))]
            assert len(servers) == 1, servers
            assert not chromium_below(servers[0]), "verdex-py launched a Chromium of its own"
            assert any(is_chromium(pid) for pid, _ in remote.tree()), "the endpoint runs the browser"


def test_readme_remote_commands_are_deploy_md_commands() -> None:
    """The README's remote section shows the very commands the tests above run (from DEPLOY.md)."""
    readme = REPO / "README.md"
    section = readme.read_text(encoding="utf-8").split("### Remote browsers and fleets", 1)[1].split("\n### ", 1)[0]
    markers = re.findall(r"<!-- snippet:([\w-]+) -->", section)
    assert len(markers) >= 5, markers
    for marker in markers:
        assert snippet(marker, readme) == snippet(marker), f"README's {marker} differs from DEPLOY.md's"


def test_sessions_per_browser_short_run(tmp_path: Path) -> None:
    """The capacity benchmark's short variant: it opens the sessions and measures each step."""
    out = tmp_path / "sessions.json"
    argv = [sys.executable, "-m", "bench.sessions_per_browser", "--max-sessions", "4", "--step", "2"]
    argv += ["--json", str(out)]
    run = subprocess.run(argv, cwd=REPO, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    summary = json.loads(out.read_text())
    assert [r["sessions"] for r in summary["rows"]] == [1, 3, 5], summary
    assert summary["stopped_because"] == "max_sessions", summary
    assert 5 < summary["browser_mb_per_session"] < 1000, summary  # a context with a page, not nothing
    assert summary["sessions_memory_allows"] > 0 and all(r["probe_ms"] > 0 for r in summary["rows"])
