"""SessionCap's admission rules, against a stand-in for the SDK's app (pure ASGI logic).

The end-to-end runs are tests/e2e/test_http_sessions.py and test_http_owners.py; here the cases a
real server cannot stage deterministically: every session mid-call (503), the eviction order, and
owners (the digest transports.BearerToken puts in scope["state"]).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from verdex_py.server.http_guard import OWNER, SessionCap


class FakeSdk:
    """Opens a session per initialize; a POST to a session waits while `hold` is clear; DELETE ends it."""

    def __init__(self) -> None:
        self.count = 0
        self.open: set[str] = set()
        self.hold = asyncio.Event()
        self.hold.set()
        self.held = asyncio.Event()

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        headers = dict(scope["headers"])
        sid = headers.get(b"mcp-session-id", b"").decode()
        status, extra = 200, []
        if not sid:
            self.count += 1
            sid = f"s{self.count}"
            self.open.add(sid)
            extra = [(b"mcp-session-id", sid.encode())]
        elif sid not in self.open:
            status = 404
        elif scope["method"] == "DELETE":
            self.open.discard(sid)
        elif scope["method"] == "POST" and not self.hold.is_set():
            self.held.set()
            await self.hold.wait()
        await send({"type": "http.response.start", "status": status, "headers": extra})
        await send({"type": "http.response.body", "body": b""})


def request(method: str, sid: str | None = None, owner: str | None = None) -> dict[str, Any]:
    headers = [(b"host", b"127.0.0.1:1")] + ([(b"mcp-session-id", sid.encode())] if sid else [])
    state = {OWNER: owner} if owner else {}
    return {"type": "http", "method": method, "path": "/mcp", "headers": headers, "state": state}


async def call(
    app: Any, method: str, sid: str | None = None, owner: str | None = None
) -> tuple[int, dict[bytes, bytes], bytes]:
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    await app(request(method, sid, owner), receive, send)
    return sent[0]["status"], dict(sent[0].get("headers", [])), b"".join(m.get("body", b"") for m in sent[1:])


def cap_of(
    n: int, called: set[str] | None = None, per_token: int | None = None, idle_s: float | None = None
) -> tuple[SessionCap, FakeSdk, list[str]]:
    sdk, closed = FakeSdk(), []

    async def on_closed(key: str) -> None:
        closed.append(key.removeprefix("mcp:"))

    def made_call(key: str) -> bool:
        return key.removeprefix("mcp:") in (called or set())

    return SessionCap(sdk, n, made_call, on_closed, per_token=per_token, idle_s=idle_s), sdk, closed


async def test_all_sessions_mid_call_refuses_with_503_and_retry_after() -> None:
    cap, sdk, closed = cap_of(1)
    status, headers, _ = await call(cap, "POST")
    sdk.hold.clear()
    busy = asyncio.ensure_future(call(cap, "POST", "s1"))
    await sdk.held.wait()
    status, headers, body = await call(cap, "POST")
    assert status == 503 and headers[b"retry-after"] == b"1", (status, headers)
    message = json.loads(body)["error"]["message"]
    assert message.startswith("All 1 sessions of this token have a call in flight (--max-sessions 1)"), message
    assert "higher --max-sessions" in message
    sdk.hold.set()
    assert (await busy)[0] == 200 and closed == []
    status, headers, _ = await call(cap, "POST")  # the call ended: now s1 can make room
    assert status == 200 and headers[b"mcp-session-id"] == b"s2" and closed == ["s1"] and sdk.open == {"s2"}


async def test_eviction_order_gone_before_connected_never_called_before_called_then_lru() -> None:
    cap, sdk, closed = cap_of(4, called={"s1", "s2", "s4", "s5", "s6", "s7"})
    for _ in range(4):
        await call(cap, "POST")  # s1..s4
    cap.sessions["mcp:s1"].streams = 1  # s1's client still holds its GET stream: oldest, but connected
    await call(cap, "POST", "s2")  # s2 used after s4 opened
    await call(cap, "POST")  # s5 in: s3 never made a call -> out first
    await call(cap, "POST")  # s6 in: least recently used of the rest is s4
    await call(cap, "POST")  # s7 in: then s2 (its call came before s5 opened)
    assert closed == ["s3", "s4", "s2"], closed
    assert sdk.open == {"s1", "s5", "s6", "s7"}
    assert (await call(cap, "POST", "s3"))[0] == 404  # an evicted session answers as the SDK does


async def test_delete_by_the_client_frees_its_slot_and_contexts() -> None:
    cap, sdk, closed = cap_of(2)
    await call(cap, "POST")
    await call(cap, "POST")
    assert (await call(cap, "DELETE", "s1"))[0] == 200
    assert closed == ["s1"] and set(cap.sessions) == {"mcp:s2"}
    await call(cap, "POST")
    assert closed == ["s1"], "a slot was free: nothing should have been evicted"


async def test_a_session_answers_its_owner_only_and_exactly_as_an_unknown_one() -> None:
    cap, sdk, _ = cap_of(4)
    await call(cap, "POST", owner="aaaa")
    assert (await call(cap, "POST", "s1", owner="aaaa"))[0] == 200
    stolen = await call(cap, "POST", "s1", owner="bbbb")
    invented = await call(cap, "POST", "nope", owner="bbbb")
    assert stolen[0] == 404 and (stolen[0], stolen[2]) == (invented[0], invented[2])
    assert json.loads(stolen[2])["error"]["message"] == "Session not found"
    assert (await call(cap, "DELETE", "s1", owner="bbbb"))[0] == 404 and sdk.open == {"s1"}


async def test_a_token_evicts_only_its_own_and_is_refused_when_others_hold_the_cap() -> None:
    cap, sdk, closed = cap_of(2, per_token=2)
    await call(cap, "POST", owner="aaaa")
    await call(cap, "POST", owner="aaaa")
    status, headers, body = await call(cap, "POST", owner="bbbb")
    assert status == 503 and int(headers[b"retry-after"]) >= 1, status
    assert "held by other tokens" in json.loads(body)["error"]["message"]
    assert closed == [] and sdk.open == {"s1", "s2"}
    assert (await call(cap, "POST", owner="aaaa"))[0] == 200 and closed == ["s1"]  # its own oldest


async def test_per_token_share_keeps_room_for_every_token() -> None:
    cap, sdk, closed = cap_of(2, per_token=1)
    await call(cap, "POST", owner="bbbb")  # s1, then never used again
    for _ in range(3):
        await call(cap, "POST", owner="aaaa")  # s2, s3, s4: each replaces A's previous
    assert closed == ["s2", "s3"] and sdk.open == {"s1", "s4"}


async def test_an_idle_session_of_another_token_expires_and_frees_its_slot() -> None:
    cap, sdk, closed = cap_of(1, idle_s=0.0)  # every session without a request in flight is past its time
    await call(cap, "POST", owner="aaaa")
    status, _, _ = await call(cap, "POST", owner="bbbb")
    assert status == 200 and closed == ["s1"] and sdk.open == {"s2"}  # ended as its client would (DELETE)
    assert (await call(cap, "POST", "s1", owner="aaaa"))[0] == 404
