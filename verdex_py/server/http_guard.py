"""Two ASGI layers in front of the SDK's streamable HTTP app: Host/Origin refusals that name
their fix, and the session table: who owns each session, and the cap with least-recently-used eviction.

Ownership: a session belongs to the bearer token that opened it (its digest, set on the request
by transports.BearerToken; one owner for all when there is no --auth-token). A request naming a
session that is unknown, ended, or opened by another token gets the SDK's own 404 "Session not
found", whatever the protocol era, so a stolen id reads nothing, an invented one opens nothing,
and neither tells whether the session exists. A 2026-07-28 (stateless) client's token session
counts as a session too, from its first tool call until it has been idle --session-idle-timeout.

Cap (`--max-sessions`, every session counted) and per-token cap (`--max-sessions-per-token`,
default the cap shared evenly among the tokens): a token at either cap makes room only by
closing one of *its own* sessions that has no call in flight, chosen in this order: sessions
whose client is gone (no open GET stream) before connected ones; among those, sessions that
never made a tool call first; then the least recently used. So a client that never ends its
sessions (the Inspector CLI opens one per command) does not lock its own token out, and no token
can end another's sessions by filling the cap. When none of its own can go (all mid-call, or the
cap is held by other tokens, possible only when the per-token caps add up past the cap) a new
session is refused: 503 with Retry-After and a JSON-RPC error naming the fix.
"""

from __future__ import annotations

import asyncio
import hmac
import math
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from mcp.server.transport_security import TransportSecurityMiddleware, TransportSecuritySettings
from mcp_types import INTERNAL_ERROR, INVALID_REQUEST, ErrorData, JSONRPCError
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from starlette.datastructures import Headers
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from verdex_py import log

logger = log.get(__name__)
MCP_PATH = "/mcp"


def _is_mcp(scope: Scope) -> bool:
    return scope["type"] == "http" and scope["path"].rstrip("/") == MCP_PATH


class HostOriginCheck:
    """The SDK's DNS-rebinding rules (same settings, same verdict), with answers that say what to change."""

    def __init__(self, app: ASGIApp, security: TransportSecuritySettings) -> None:
        self.app = app
        self.check = TransportSecurityMiddleware(security)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if _is_mcp(scope):
            refused = await self.check.validate_request(Request(scope), is_post=False)
            if refused is not None and refused.status_code in (421, 403):
                await self._explain(refused.status_code, Headers(scope=scope))(scope, receive, send)
                return
        await self.app(scope, receive, send)

    @staticmethod
    def _explain(status: int, headers: Headers) -> JSONResponse:
        if status == 421:
            host = headers.get("host", "")
            message = (
                f"Host header {host!r} is not accepted (DNS-rebinding protection). If clients really reach "
                f"this server under that name, restart it with --allowed-hosts {host or 'HOST:PORT'} "
                "(or VERDEX_ALLOWED_HOSTS)."
            )
            return JSONResponse({"error": "misdirected_request", "message": message}, status_code=421)
        origin = headers.get("origin", "")
        host = origin.split("://", 1)[-1]
        message = (
            f"Origin {origin!r} is not accepted: a web page from another site may not drive this browser. "
            f"To allow a browser-based client served from that origin, restart with --allowed-hosts {host} "
            "(or VERDEX_ALLOWED_HOSTS); other clients should send no Origin header."
        )
        return JSONResponse({"error": "forbidden_origin", "message": message}, status_code=403)


OWNER = "verdex_owner"  # scope["state"] key: the digest of the request's bearer token (transports.BearerToken)
NO_TOKEN = "anonymous"  # the owner of every request when the server takes no token


def owner_of(scope: Scope) -> str:
    """Whose request this is: its token's digest, or NO_TOKEN."""
    owner = scope.get("state", {}).get(OWNER)
    return owner if isinstance(owner, str) else NO_TOKEN


def _same(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode(), b.encode())


def not_found() -> Response:
    """Exactly the SDK's answer for a session it does not know: the client initializes again."""
    error = JSONRPCError(jsonrpc="2.0", id=None, error=ErrorData(code=INVALID_REQUEST, message="Session not found"))
    return Response(error.model_dump_json(by_alias=True, exclude_unset=True), 404, media_type="application/json")


@dataclass
class _Session:
    owner: str  # the digest of the token that opened it
    last_used: float
    scope: Scope  # the opening request's: its Host, Origin and token end the session (_delete)
    stateless: bool = False  # a 2026-07-28 client's token session: ended by idle time only, never evicted
    in_flight: int = 0  # POSTs being served: a call is running
    streams: int = 0  # open GET streams: the client is still connected


class SessionCap:
    """The session table: owners, caps and eviction as the module docstring says.

    Keys are the SessionRegistry's ("mcp:<session id>", "token:<owner>"). `made_call(key)` tells
    whether a session ever made a tool call; `closed(key)` releases what the server holds for it
    (its browser contexts) once it is evicted, deleted or expired. `idle_s` is the
    --session-idle-timeout after which an unused session is gone (the SDK forgets it then too).
    """

    def __init__(
        self,
        app: ASGIApp,
        cap: int,
        made_call: Callable[[str], bool],
        closed: Callable[[str], Awaitable[None]],
        *,
        per_token: int | None = None,
        idle_s: float | None = None,
    ) -> None:
        self.app = app
        self.cap = cap
        self.per_token = per_token or cap
        self.idle_s = idle_s
        self.made_call = made_call
        self.closed = closed
        self.sessions: dict[str, _Session] = {}
        self._opening: dict[str, int] = {}  # owner -> sessions being opened
        self._admission = asyncio.Lock()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if not _is_mcp(scope):
            await self.app(scope, receive, send)
            return
        owner = owner_of(scope)
        headers = Headers(scope=scope)
        session_id = headers.get("mcp-session-id")
        if session_id:
            key = "mcp:" + session_id
            session = self.sessions.get(key)
            if session is None or not _same(session.owner, owner):
                await not_found()(scope, receive, send)  # unknown, ended, or another token's: the same answer
                return
            await self._serve(key, session, scope, receive, send)
            return
        version = headers.get("mcp-protocol-version")
        if version is not None and version not in HANDSHAKE_PROTOCOL_VERSIONS:
            await self._serve_stateless(owner, scope, receive, send)
            return
        method = scope.get("state", {}).get("jsonrpc_method", "initialize")  # read by wire.ScreenedBodies
        if scope["method"] == "POST" and method == "initialize":
            await self._open(owner, scope, receive, send)
            return
        await self.app(scope, receive, send)  # no session, opens none: the SDK answers

    async def _serve(self, key: str, session: _Session, scope: Scope, receive: Receive, send: Send) -> None:
        calling, listening = scope["method"] == "POST", scope["method"] == "GET"
        session.in_flight += calling
        session.streams += listening
        status: list[int] = []

        async def watch(message: Message) -> None:
            if message["type"] == "http.response.start":
                status.append(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, watch)
        finally:
            session.in_flight -= calling
            session.streams -= listening
            session.last_used = time.monotonic()
        # deleted by its client, or forgotten by the SDK (its idle timeout): the slot and contexts go
        ended = not session.stateless and (scope["method"] == "DELETE" or status == [404])
        if ended and self.sessions.pop(key, None) is not None:
            await self.closed(key)

    async def _serve_stateless(self, owner: str, scope: Scope, receive: Receive, send: Send) -> None:
        """A 2026-07-28 request: its token's session is admitted like any other on its first tool call."""
        key = "token:" + owner
        if key not in self.sessions and scope.get("state", {}).get("jsonrpc_method") != "tools/call":
            await self.app(scope, receive, send)  # lists, pings: they hold nothing, so take no slot
            return
        if key not in self.sessions:
            async with self._admission:
                refusal = None if key in self.sessions else await self._make_room(owner, scope)
                if refusal is None and key not in self.sessions:
                    self.sessions[key] = _Session(owner, time.monotonic(), scope, stateless=True)
            if refusal is not None:
                await refusal(scope, receive, send)
                return
        session = self.sessions[key]
        await self._serve(key, session, scope, receive, send)
        if not session.in_flight and not session.streams and not self.made_call(key):
            self.sessions.pop(key, None)  # it holds nothing yet (no tool call): no slot either

    async def _open(self, owner: str, scope: Scope, receive: Receive, send: Send) -> None:
        async with self._admission:
            refusal = await self._make_room(owner, scope)
            if refusal is None:
                self._opening[owner] = self._opening.get(owner, 0) + 1
        if refusal is not None:
            await refusal(scope, receive, send)
            return

        async def watch(message: Message) -> None:
            if message["type"] == "http.response.start" and message["status"] < 400:
                opened = Headers(raw=message["headers"]).get("mcp-session-id")
                if opened:
                    self.sessions["mcp:" + opened] = _Session(owner, time.monotonic(), scope)
            await send(message)

        try:
            await self.app(scope, receive, watch)
        finally:
            self._opening[owner] -= 1

    async def _make_room(self, owner: str, scope: Scope) -> Response | None:
        """Under the admission lock: room for one more session of `owner` (evicting one of its own), or the refusal."""
        await self._expire()
        mine = sum(_same(s.owner, owner) for s in self.sessions.values()) + self._opening.get(owner, 0)
        total = len(self.sessions) + sum(self._opening.values())
        if mine < self.per_token and total < self.cap:
            return None
        victim = self._victim(owner)
        if victim is not None:
            await self._evict(victim, scope)
            return None
        return self._refusal(owner, own_cap=mine >= self.per_token)

    def _victim(self, owner: str) -> str | None:
        idle = [
            (s.streams > 0, self.made_call(key), s.last_used, key)
            for key, s in self.sessions.items()
            if not s.in_flight and not s.stateless and _same(s.owner, owner)
        ]
        return min(idle)[-1] if idle else None

    async def _expire(self) -> None:
        """Forget the sessions unused for --session-idle-timeout, as the SDK and the SessionRegistry do."""
        if self.idle_s is None:
            return
        now = time.monotonic()
        for key, s in list(self.sessions.items()):
            if not s.in_flight and not s.streams and now - s.last_used > self.idle_s:
                del self.sessions[key]
                if not s.stateless:
                    await self._delete(key, s.scope)
                await self.closed(key)
                logger.info("session_expired", session=key[:20], sessions=len(self.sessions))

    async def end_all(self) -> None:
        """Shutdown: end every session as its client would, so their open GET streams close at once.

        Otherwise uvicorn's graceful stop would wait for those streams, which never end by themselves.
        """
        while self.sessions:
            key, session = self.sessions.popitem()
            if not session.stateless:
                await self._delete(key, session.scope)

    async def _evict(self, key: str, scope: Scope) -> None:
        """End the session as its client would (an HTTP DELETE to the SDK), then free its browser contexts."""
        session = self.sessions.pop(key)
        status = await self._delete(key, scope)
        await self.closed(key)
        idle_s = round(time.monotonic() - session.last_used, 1)
        logger.info("session_evicted", session=key[:20], idle_s=idle_s, sessions=len(self.sessions), status=status)

    async def _delete(self, key: str, scope: Scope) -> list[int]:
        """An HTTP DELETE of the session to the SDK, with the Host/Origin/Authorization of `scope`; its status."""
        headers = [(k, v) for k, v in scope["headers"] if k in (b"host", b"origin", b"authorization")]
        session_id = key.removeprefix("mcp:").encode()
        delete = {**scope, "method": "DELETE", "headers": [*headers, (b"mcp-session-id", session_id)]}
        status: list[int] = []

        async def receive() -> Message:
            return {"type": "http.request", "body": b"", "more_body": False}

        async def send(message: Message) -> None:
            if message["type"] == "http.response.start":
                status.append(message["status"])

        await self.app(delete, receive, send)
        return status

    def _refusal(self, owner: str, own_cap: bool) -> Response:
        """503 + Retry-After: this token's sessions are all mid-call, or the cap is held by other tokens."""
        retry_s = 1
        if own_cap:
            flag = "--max-sessions" if self.per_token >= self.cap else "--max-sessions-per-token"
            message = (
                f"All {self.per_token} sessions of this token have a call in flight ({flag} {self.per_token}); "
                f"retry in a moment, end one of them (HTTP DELETE), or restart the server with a higher {flag}."
            )
        else:
            now, idle_s = time.monotonic(), self.idle_s
            idle = [s for s in self.sessions.values() if not (s.in_flight or s.streams)]
            waits = [idle_s - (now - s.last_used) for s in idle] if idle_s is not None else []
            retry_s = max(1, math.ceil(min(waits))) if waits else 60
            message = (
                f"All {self.cap} sessions (--max-sessions {self.cap}) are held by other tokens, and a token only ever "
                f"ends its own sessions. Retry in {retry_s} s (an unused session closes after --session-idle-timeout),"
                " or restart the server with a higher --max-sessions or a lower --max-sessions-per-token."
            )
        logger.warning("session_refused", owner=owner[:8], sessions=len(self.sessions), own_cap=own_cap)
        body = JSONRPCError(jsonrpc="2.0", id=None, error=ErrorData(code=INTERNAL_ERROR, message=message))
        return Response(
            body.model_dump_json(by_alias=True, exclude_unset=True),
            503,
            headers={"Retry-After": str(retry_s)},
            media_type="application/json",
        )


def session_hooks(registry: Any) -> tuple[Callable[[str], bool], Callable[[str], Awaitable[None]]]:
    """`made_call` and `closed` for a SessionRegistry (its keys are SessionCap's)."""
    return registry.has, registry.drop
