"""Two ASGI layers in front of the SDK's streamable HTTP app: Host/Origin refusals that name
their fix, and the session cap with least-recently-used eviction.

Session cap (`--max-sessions`): a client that never ends its sessions (the Inspector CLI
opens one per command and leaves it) must not lock others out, so at the cap a new session is
admitted by closing one that has no call in flight, chosen in this order: sessions whose client
is gone (no open GET stream) before connected ones; among those, sessions that never made a
tool call first; then the least recently used. A connected client, or one working at a steady
pace, keeps its session; an evicted client gets 404 and re-initializes. Only when every
session has a call in flight is a new one refused (503, Retry-After).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from mcp.server.transport_security import TransportSecurityMiddleware, TransportSecuritySettings
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from starlette.datastructures import Headers
from starlette.requests import Request
from starlette.responses import JSONResponse
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


@dataclass
class _Session:
    last_used: float
    scope: Scope  # the opening request's: its Host, Origin and token end the session (_delete)
    in_flight: int = 0  # POSTs being served: a call is running
    streams: int = 0  # open GET streams: the client is still connected


class SessionCap:
    """Keeps at most `cap` handshake-era sessions open, evicting as the module docstring says.

    `made_call(session_id)` tells whether a session ever made a tool call; `closed(session_id)`
    releases what the server holds for it (its browser contexts) once it is evicted or deleted.
    """

    def __init__(
        self,
        app: ASGIApp,
        cap: int,
        made_call: Callable[[str], bool],
        closed: Callable[[str], Awaitable[None]],
    ) -> None:
        self.app = app
        self.cap = cap
        self.made_call = made_call
        self.closed = closed
        self.sessions: dict[str, _Session] = {}
        self._opening = 0
        self._admission = asyncio.Lock()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if not _is_mcp(scope):
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        session_id = headers.get("mcp-session-id")
        if session_id:
            await self._serve_session(session_id, scope, receive, send)
            return
        version = headers.get("mcp-protocol-version")
        method = scope.get("state", {}).get("jsonrpc_method", "initialize")  # read by wire.ScreenedBodies
        opening = scope["method"] == "POST" and method == "initialize"
        if not opening or (version is not None and version not in HANDSHAKE_PROTOCOL_VERSIONS):
            await self.app(scope, receive, send)  # stateless (2026-07-28 era) or not an opening request
            return
        await self._open(scope, receive, send)

    async def _serve_session(self, session_id: str, scope: Scope, receive: Receive, send: Send) -> None:
        session = self.sessions.get(session_id)
        if session is None:
            await self.app(scope, receive, send)  # unknown or evicted: the SDK answers 404
            return
        calling, listening = scope["method"] == "POST", scope["method"] == "GET"
        session.in_flight += calling
        session.streams += listening
        try:
            await self.app(scope, receive, send)
        finally:
            session.in_flight -= calling
            session.streams -= listening
            session.last_used = time.monotonic()
        if scope["method"] == "DELETE" and self.sessions.pop(session_id, None) is not None:
            await self.closed(session_id)

    async def _open(self, scope: Scope, receive: Receive, send: Send) -> None:
        async with self._admission:
            full = len(self.sessions) + self._opening >= self.cap
            victim = self._victim() if full else None
            if victim is not None:
                await self._evict(victim, scope)
            if not full or victim is not None:
                self._opening += 1
        if full and victim is None:
            await self._refuse(scope, receive, send)
            return

        async def watch(message: Message) -> None:
            if message["type"] == "http.response.start" and message["status"] < 400:
                opened = Headers(raw=message["headers"]).get("mcp-session-id")
                if opened:
                    self.sessions[opened] = _Session(time.monotonic(), scope)
            await send(message)

        try:
            await self.app(scope, receive, watch)
        finally:
            self._opening -= 1

    def _victim(self) -> str | None:
        idle = [
            (s.streams > 0, self.made_call(sid), s.last_used, sid)
            for sid, s in self.sessions.items()
            if not s.in_flight
        ]
        return min(idle)[-1] if idle else None

    async def end_all(self) -> None:
        """Shutdown: end every session as its client would, so their open GET streams close at once.

        Otherwise uvicorn's graceful stop would wait for those streams, which never end by themselves.
        """
        while self.sessions:
            session_id, session = self.sessions.popitem()
            await self._delete(session_id, session.scope)

    async def _evict(self, session_id: str, scope: Scope) -> None:
        """End the session as its client would (an HTTP DELETE to the SDK), then free its browser contexts."""
        session = self.sessions.pop(session_id)
        status = await self._delete(session_id, scope)
        await self.closed(session_id)
        idle_s = round(time.monotonic() - session.last_used, 1)
        logger.info(
            "session_evicted", session=session_id[:12], idle_s=idle_s, sessions=len(self.sessions), status=status
        )

    async def _delete(self, session_id: str, scope: Scope) -> list[int]:
        """An HTTP DELETE of the session to the SDK, with the Host/Origin/Authorization of `scope`; its status."""
        headers = [(k, v) for k, v in scope["headers"] if k in (b"host", b"origin", b"authorization")]
        delete = {**scope, "method": "DELETE", "headers": [*headers, (b"mcp-session-id", session_id.encode())]}
        status: list[int] = []

        async def receive() -> Message:
            return {"type": "http.request", "body": b"", "more_body": False}

        async def send(message: Message) -> None:
            if message["type"] == "http.response.start":
                status.append(message["status"])

        await self.app(delete, receive, send)
        return status

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        message = (
            f"All {self.cap} sessions have a call in flight (--max-sessions {self.cap}); retry in a moment, "
            "or restart the server with a higher --max-sessions."
        )
        response = JSONResponse(
            {"jsonrpc": "2.0", "id": None, "error": {"code": -32603, "message": message}},
            status_code=503,
            headers={"Retry-After": "1"},
        )
        await response(scope, receive, send)


def session_hooks(registry: Any) -> tuple[Callable[[str], bool], Callable[[str], Awaitable[None]]]:
    """`made_call` and `closed` for a SessionRegistry (keys are "mcp:<session id>", see sessions.py)."""
    return (lambda sid: registry.has("mcp:" + sid)), (lambda sid: registry.drop("mcp:" + sid))
