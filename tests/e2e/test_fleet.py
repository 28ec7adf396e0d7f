"""A fleet: verdex-py HTTP replicas sharing one Playwright browser server, as DEPLOY.md runs them.

Two replicas, one browser server, four stateless (2026-07-28) clients: no client sees another's
pages or cookies; SIGKILL one replica and the other's clients keep working while the dead
one's contexts disappear from the shared browser (counted by a third client over CDP).
Stateless clients carry no session id: their bearer token is their session, and the routing
key a load balancer hashes on (the `Authorization` header).
"""

from __future__ import annotations

import signal
import time
from collections.abc import Iterator
from contextlib import AsyncExitStack, contextmanager
from pathlib import Path
from typing import Any

import anyio
from mcp import Client

from tests.helpers import ok, ref_of, text_of
from tests.helpers.http import INITIALIZE, MCP_HEADERS, ServerProc, http_client, raw_request, run_server
from tests.helpers.remote_browsers import (
    browser_server,
    chromium_below,
    command_env,
    contexts_on,
    descendants,
    endpoint,
    free_port,
    wait_gone,
)
from verdex_py.testing.fixture_server import FixtureServer

TOKENS = ["token-1", "token-2", "token-3", "token-4"]  # as in DEPLOY.md: one per client


@contextmanager
def replica(browser_url: str) -> Iterator[ServerProc]:
    """DEPLOY.md's replica command on a free port, pointed at the test's browser server."""
    port = free_port()
    argv, env = command_env("fleet-replica", {"8931": str(port), "ws://127.0.0.1:3000/verdex": browser_url})
    assert env.get("VERDEX_AUTH_TOKEN") == ",".join(TOKENS), env
    with run_server(argv, env=env, port=port) as server:
        yield server


async def sign_in(client: Client, fixtures: FixtureServer, user: str, password: str) -> None:
    page = (await ok(client, "browser_navigate", {"url": fixtures.url("login.html")})).structured_content["snapshot"]
    await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Username"), "text": user})
    await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Password"), "text": password})
    await ok(client, "browser_click", {"ref": ref_of(page, "button", "Sign in")})


async def who(client: Client, fixtures: FixtureServer) -> str:
    """What the fixture app's /me says about this client's cookies."""
    await client.call_tool("browser_navigate", {"url": fixtures.url("me")})  # 401 without a session
    snapshot = (await ok(client, "browser_snapshot", {})).structured_content["snapshot"]
    return "alice" if "Signed in as alice" in snapshot else "carol" if "Signed in as carol" in snapshot else "nobody"


async def test_two_replicas_share_one_browser_server(fixtures: FixtureServer, tmp_path: Path) -> None:
    devtools = free_port()
    with endpoint(browser_server(tmp_path, devtools)) as browser, replica(browser.url) as a, replica(browser.url) as b:
        async with AsyncExitStack() as stack:
            servers = [a, a, b, b]  # what a load balancer hashing on Authorization might do
            clients = [
                await stack.enter_async_context(http_client(server.url, token))
                for server, token in zip(servers, TOKENS, strict=True)
            ]
            await sign_in(clients[0], fixtures, "alice", "wonderland")
            await sign_in(clients[2], fixtures, "carol", "secret")
            assert [await who(c, fixtures) for c in clients] == ["alice", "nobody", "carol", "nobody"]

            for i, client in enumerate(clients):
                await ok(client, "browser_navigate", {"url": fixtures.url(f"index.html?client={i}")})
            for i, client in enumerate(clients):
                tabs = (await ok(client, "browser_tabs", {"action": "list"})).structured_content["tabs"]
                assert [t["url"] for t in tabs] == [fixtures.url(f"index.html?client={i}")], (i, tabs)
                roles = (await ok(client, "list_roles", {})).structured_content["roles"]
                assert [r["role"] for r in roles] == ["default"], roles

            shared = await contexts_on(devtools)
            assert len(shared["contexts"]) == 4, shared
            for server in (a, b):
                assert not [p for p in chromium_below(server.proc.pid)], "a replica launched its own Chromium"
                opened = [e["session"] for e in server.events() if e.get("event") == "session_opened"]
                assert len(opened) == 2 and all(k.startswith("token:") for k in opened), opened

            below_a = descendants(a.proc.pid)  # its Playwright driver
            a.proc.send_signal(signal.SIGKILL)
            a.proc.wait(10)
            assert not wait_gone(below_a, 15), "replica A's driver outlived it"

            left = await poll_async(lambda: contexts_on(devtools), lambda s: len(s["contexts"]) == 2, 20)
            assert sorted(left["pages"]) == sorted(fixtures.url(f"index.html?client={i}") for i in (2, 3)), left

            form = (await ok(clients[2], "browser_navigate", {"url": fixtures.url("form.html")})).structured_content[
                "snapshot"
            ]
            await ok(clients[2], "browser_type", {"ref": ref_of(form, "textbox", "Full name"), "text": "Bo"})
            clicked = await clients[2].call_tool("browser_click", {"ref": ref_of(form, "button", "Submit")})
            assert "Submitted: Bo" in text_of(clicked)
            assert [await who(c, fixtures) for c in clients[2:]] == ["carol", "nobody"]


async def poll_async(fetch: Any, done: Any, deadline_s: float) -> Any:
    """Re-fetch until `done(value)`; fail with the last value after the deadline."""
    deadline = time.monotonic() + deadline_s
    while True:
        value = await fetch()
        if done(value) or time.monotonic() > deadline:
            assert done(value), f"still {value} after {deadline_s} s"
            return value
        await anyio.sleep(0.2)


async def test_stateless_clients_are_kept_apart_by_token(fixtures: FixtureServer, tmp_path: Path) -> None:
    """One token, one browser session: a client that comes back with its token finds its page;
    another token (or a legacy client with a session id) starts blank."""
    with endpoint(browser_server(tmp_path)) as browser, replica(browser.url) as server:
        async with http_client(server.url, TOKENS[0]) as first:
            await ok(first, "browser_navigate", {"url": fixtures.url("form.html")})
        async with http_client(server.url, TOKENS[0]) as again, http_client(server.url, TOKENS[1]) as other:
            assert (await ok(again, "browser_snapshot", {})).structured_content["url"] == fixtures.url("form.html")
            assert (await ok(other, "browser_snapshot", {})).structured_content["url"] == "about:blank"
        async with http_client(server.url, TOKENS[0], mode="legacy") as legacy:
            assert (await ok(legacy, "browser_snapshot", {})).structured_content["url"] == "about:blank"
        for token in ("token-5", "token-1,token-2"):  # only the listed tokens, one at a time
            headers = {**MCP_HEADERS, "Authorization": f"Bearer {token}"}
            assert raw_request(server.port, "POST", "/mcp", INITIALIZE, headers)[0] == 401
        keys = [e["session"] for e in server.events() if e.get("event") == "session_opened"]
        assert [k.split(":")[0] for k in keys] == ["token", "token", "mcp"], keys
