"""An HTTP session belongs to the token that opened it (issue 41 item 3), from real HTTP clients
against a real `python -m verdex_py --transport http --auth-token A,B` process.

Each test here got through on the tree before the fix (bdf22a2): a second token read the first
one's page through its session id, invented ids opened browser sessions past the cap, and one
token's new sessions evicted another's.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
import httpx

from tests.helpers.http import poll, verdex_http
from tests.helpers.server_process import INITIALIZE, INITIALIZED, call
from verdex_py.testing.fixture_server import FixtureServer

A, B = "token-alpha", "token-bravo"
TOKENS = ("--auth-token", f"{A},{B}")
LEGACY, MODERN = "2025-06-18", "2026-07-28"
ACCEPT = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
ENVELOPE = {"io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": {}}


def as_token(token: str) -> dict[str, str]:
    return {**ACCEPT, "Authorization": f"Bearer {token}"}


def in_session(token: str, session_id: str, era: str = LEGACY) -> dict[str, str]:
    return {**as_token(token), "Mcp-Session-Id": session_id, "MCP-Protocol-Version": era}


def message_of(response: httpx.Response) -> dict[str, Any]:
    """The JSON-RPC message of a POST answer, sent as JSON or as one SSE event."""
    if response.headers["content-type"].startswith("application/json"):
        return response.json()
    data = [line[5:].strip() for line in response.text.splitlines() if line.startswith("data:")]
    assert len(data) == 1, response.text
    return json.loads(data[0])


async def open_session(http: httpx.AsyncClient, url: str, token: str) -> str:
    """A handshake-era session opened as the Inspector CLI does (raw HTTP, no GET stream), never deleted."""
    opened = await http.post(url, json=INITIALIZE, headers=as_token(token))
    assert opened.status_code == 200, opened.text
    session_id = opened.headers["mcp-session-id"]
    assert (await http.post(url, json=INITIALIZED, headers=in_session(token, session_id))).status_code == 202
    return session_id


async def tool(
    http: httpx.AsyncClient, url: str, headers: dict[str, str], name: str, arguments: dict[str, Any] | None = None
) -> httpx.Response:
    body = call(name, name, arguments or {})
    if headers.get("MCP-Protocol-Version") == MODERN:
        body["params"]["_meta"] = ENVELOPE
        headers = {**headers, "Mcp-Method": "tools/call", "Mcp-Name": name}
    return await http.post(url, json=body, headers=headers)


async def alive(http: httpx.AsyncClient, url: str, token: str, session_id: str) -> bool:
    answer = await tool(http, url, in_session(token, session_id), "list_roles")
    return answer.status_code == 200 and "Current role" in answer.text


async def test_a_stolen_session_id_is_unknown_to_another_token(fixtures: FixtureServer) -> None:
    """Token B holding A's session id gets exactly the 404 of an id that never existed, in both eras and for
    every method (call, stream, delete); A's page, network log and session are untouched."""
    page = fixtures.url("form.html")
    with verdex_http(*TOKENS) as server:
        async with httpx.AsyncClient(timeout=30) as http:
            victim = await open_session(http, server.url, A)
            went = await tool(http, server.url, in_session(A, victim), "browser_navigate", {"url": page})
            assert went.status_code == 200 and not message_of(went)["result"]["isError"], went.text

            unknown = await tool(http, server.url, in_session(B, uuid.uuid4().hex), "browser_snapshot")
            assert unknown.status_code == 404, unknown.text
            for era in (LEGACY, MODERN):
                for name in ("browser_snapshot", "browser_network_requests"):
                    stolen = await tool(http, server.url, in_session(B, victim, era), name)
                    assert (stolen.status_code, stolen.text) == (404, unknown.text), (era, name, stolen.text)
                    assert "form.html" not in stolen.text
            stream = await http.get(server.url, headers=in_session(B, victim))
            assert (stream.status_code, stream.text) == (404, unknown.text)
            deleted = await http.delete(server.url, headers=in_session(B, victim))
            assert (deleted.status_code, deleted.text) == (404, unknown.text)

            mine = await tool(http, server.url, in_session(A, victim), "browser_snapshot")
            assert mine.status_code == 200, mine.text
            assert message_of(mine)["result"]["structuredContent"]["url"] == page, mine.text


async def test_invented_session_ids_open_nothing() -> None:
    """Made-up Mcp-Session-Id values, many more than --max-sessions, in both eras: each is 404 (the client
    initializes again, as the MCP spec says) and no browser session opens."""
    with verdex_http(*TOKENS, "--max-sessions", "2") as server:
        async with httpx.AsyncClient(timeout=30) as http:
            for i in range(6):
                for era in (LEGACY, MODERN):
                    answer = await tool(http, server.url, in_session(A, f"invented-{i}-{era}", era), "list_roles")
                    assert answer.status_code == 404, (era, answer.status_code, answer.text)
                    assert message_of(answer)["error"]["message"] == "Session not found"
            mine = await open_session(http, server.url, A)
            assert await alive(http, server.url, A, mine)
        opened = [e for e in server.events() if e.get("event") == "session_opened"]
        assert [e["session"] for e in opened] == [f"mcp:{mine}"[:20]], opened


async def test_one_token_filling_the_cap_evicts_only_its_own_sessions() -> None:
    """--max-sessions 2, two tokens: A opens session after session and never ends one; B's session, the least
    recently used, stays (A's per-token share is 1, so A's newest replaces A's previous)."""
    with verdex_http(*TOKENS, "--max-sessions", "2") as server:
        async with httpx.AsyncClient(timeout=30) as http:
            bs = await open_session(http, server.url, B)
            assert await alive(http, server.url, B, bs)
            earlier: list[str] = []
            for _ in range(5):  # B's session is now the least recently used of all
                earlier.append(await open_session(http, server.url, A))
                assert await alive(http, server.url, A, earlier[-1])
            assert await alive(http, server.url, B, bs), "A's new sessions evicted B's"
            assert not any([await alive(http, server.url, A, s) for s in earlier[:-1]]), "A kept more than its share"
        evicted = [e for e in server.events() if e.get("event") == "session_evicted"]
        assert len(evicted) == 4 and f"mcp:{bs}"[:20] not in [e["session"] for e in evicted], evicted


async def test_a_cap_held_by_other_tokens_refuses_with_503_naming_the_fix() -> None:
    """--max-sessions 2 --max-sessions-per-token 2: A holds both; B's new session is refused (503, Retry-After,
    a JSON-RPC error naming the flags) and neither of A's sessions is touched."""
    with verdex_http(*TOKENS, "--max-sessions", "2", "--max-sessions-per-token", "2") as server:
        async with httpx.AsyncClient(timeout=30) as http:
            held = [await open_session(http, server.url, A) for _ in range(2)]
            for session_id in held:
                assert await alive(http, server.url, A, session_id)
            refused = await http.post(server.url, json=INITIALIZE, headers=as_token(B))
            assert refused.status_code == 503, refused.text
            assert int(refused.headers["retry-after"]) >= 1
            error = refused.json()["error"]
            assert error["code"] == -32603 and "held by other tokens" in error["message"], error
            assert "--max-sessions" in error["message"] and "--max-sessions-per-token" in error["message"]
            modern = await tool(http, server.url, {**as_token(B), "MCP-Protocol-Version": MODERN}, "list_roles")
            assert modern.status_code == 503, modern.text  # a stateless client's session counts too
            for session_id in held:
                assert await alive(http, server.url, A, session_id)
            third = await open_session(http, server.url, A)  # A at its own cap: its own oldest goes
            assert await alive(http, server.url, A, third) and not await alive(http, server.url, A, held[0])


async def test_a_client_that_never_closes_is_reaped_and_its_slot_freed() -> None:
    """--max-sessions 1, --session-idle-timeout 5: A opens a session and goes away without a DELETE. B is refused
    while A's session is live (B cannot evict it), then admitted once the idle timeout has reaped it."""
    with verdex_http(*TOKENS, "--max-sessions", "1", "--session-idle-timeout", "5") as server:
        async with httpx.AsyncClient(timeout=30) as http:
            gone = await open_session(http, server.url, A)
            assert await alive(http, server.url, A, gone)
            refused = await http.post(server.url, json=INITIALIZE, headers=as_token(B))
            assert refused.status_code == 503 and 1 <= int(refused.headers["retry-after"]) <= 6, refused.text

            async def admitted() -> bool:
                return (await http.post(server.url, json=INITIALIZE, headers=as_token(B))).status_code == 200

            await apoll(admitted, deadline_s=30, what="B admitted once A's session idled out")
            assert not await alive(http, server.url, A, gone)
        await poll(
            lambda: [e for e in server.events() if e.get("event") in ("session_expired", "session_closed_idle")],
            deadline_s=5,
            what="the reaped session in the log",
        )


async def apoll(check: Callable[[], Awaitable[bool]], deadline_s: float, what: str) -> None:
    """`poll` for an async check."""
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        if await check():
            return
        await anyio.sleep(0.2)
    raise AssertionError(f"timed out after {deadline_s} s waiting for {what}")
