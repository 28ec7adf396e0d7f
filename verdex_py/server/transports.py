"""Serving the MCP server over stdio or streamable HTTP.

HTTP is locked down by default: it binds loopback, checks Host and Origin against
DNS rebinding (refusals name the flag that fixes them), and requires a bearer token
whenever it binds anything but loopback. `/health` answers without a token (for container
health checks): 200, or 503 with a short reason when the browser cannot start (health.py).
Sessions are capped with least-recently-used eviction (server/http_guard.py). Once listening,
one JSON line on stderr gives the URL; a port that cannot be bound is one plain line and exit
code 1 (ServeError, see cli.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import ipaddress
import json
import socket
import sys
from datetime import UTC, datetime
from io import TextIOWrapper
from typing import Any

import uvicorn
from mcp.server import Server
from mcp.server.stdio import stdio_server
from mcp.server.transport_security import TransportSecuritySettings
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from verdex_py import log
from verdex_py.config import Settings
from verdex_py.config_error import ConfigError
from verdex_py.server.health import browser_problem
from verdex_py.server.http_guard import OWNER, HostOriginCheck, SessionCap, session_hooks
from verdex_py.server.wire import ScreenedBodies, ScreenedLines, claimed_stdin

logger = log.get(__name__)

GRACE_S = 3.0  # what uvicorn still waits for a response once stopping (a stream no session ends)
LOOPBACK_HOSTS = ["127.0.0.1:*", "localhost:*", "[::1]:*", "127.0.0.1", "localhost", "[::1]"]


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


async def serve_stdio(server: Server[Any], finished: asyncio.Event | None = None) -> None:
    """Serve one client on stdin/stdout until EOF, or until `finished` is set (a shutdown, cli.py).

    Lines that are no JSON-RPC message are answered without reaching the SDK (wire.py). While
    this runs, the SDK points fd 1 at stderr: stray prints cannot corrupt the wire.
    """
    with claimed_stdin() as stdin:
        screened = ScreenedLines(TextIOWrapper(stdin, encoding="utf-8", errors="replace"))  # as the SDK reads it
        ending = asyncio.ensure_future(_end_when(finished, screened)) if finished is not None else None
        try:
            async with stdio_server(stdin=screened) as (read_stream, write_stream):  # type: ignore[arg-type]
                screened.attach(write_stream)
                await server.run(read_stream, write_stream, server.create_initialization_options())
        finally:
            if ending is not None:
                ending.cancel()


async def _end_when(finished: asyncio.Event, screened: ScreenedLines) -> None:
    await finished.wait()
    screened.end()


class BearerToken:
    """Refuse every request to /mcp without `Authorization: Bearer <token>`; mark the others with their owner.

    `--auth-token` may list several tokens, comma-separated: one per client. Only their SHA-256
    digests are kept, and the digest of what a request presents is compared with every one of
    them in constant time. The digest (its first 16 hex digits) becomes the request's owner
    (http_guard.OWNER): the sessions it opens are its own (http_guard.SessionCap), and a
    stateless (2026-07-28) client's browser state is keyed by it (sessions.py).
    """

    def __init__(self, app: ASGIApp, tokens: str) -> None:
        self.app = app
        self.digests = [token_digest(t.strip().encode()) for t in tokens.split(",") if t.strip()]

    def _owner(self, given: bytes) -> str | None:
        scheme, _, token = given.partition(b" ")
        if scheme != b"Bearer":
            return None
        digest = token_digest(token)
        # every digest is compared, so the time taken says nothing about which one nearly matched
        matched = sum(hmac.compare_digest(digest, d) for d in self.digests)
        return digest[:16] if matched else None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["path"] != "/health":
            owner = self._owner(dict(scope["headers"]).get(b"authorization", b""))
            if owner is None:
                response = JSONResponse(
                    {"error": "unauthorized", "message": "Send Authorization: Bearer <token> (see --auth-token)."},
                    status_code=401,
                    headers={"WWW-Authenticate": 'Bearer realm="verdex-py"'},
                )
                await response(scope, receive, send)
                return
            scope.setdefault("state", {})[OWNER] = owner
        await self.app(scope, receive, send)


def token_digest(token: bytes) -> str:
    return hashlib.sha256(token).hexdigest()


def security_settings(settings: Settings) -> TransportSecuritySettings:
    hosts = LOOPBACK_HOSTS + [h for h in settings.allowed_hosts]
    origins = [f"http://{h}" for h in hosts] + [f"https://{h}" for h in hosts]
    return TransportSecuritySettings(enable_dns_rebinding_protection=True, allowed_hosts=hosts, allowed_origins=origins)


class ServeError(RuntimeError):
    """The server could not start serving (e.g. the port is taken); the message says what to do."""


def build_http_app(server: Server[Any], settings: Settings, sessions: Any = None) -> tuple[ASGIApp, SessionCap]:
    """The ASGI app: bearer token > Host/Origin check > body screen > session cap > the SDK's app.

    `sessions` is the ToolRunner's SessionRegistry, so an evicted or deleted session's
    browser contexts close at once; without it they close at the idle timeout. The session
    cap comes back too: a shutdown ends its sessions (serve_http).
    """
    if not is_loopback(settings.host) and not settings.auth_token:
        raise ConfigError(
            f"--host {settings.host} is not loopback: set --auth-token (or VERDEX_AUTH_TOKEN) so strangers "
            "cannot drive the browser."
        )

    async def health(_: Request) -> JSONResponse:
        problem = await browser_problem(sessions.host) if sessions is not None else None
        if problem is not None:
            return JSONResponse({"status": "unhealthy", "reason": problem}, status_code=503)
        return JSONResponse({"status": "ok"})

    app = server.streamable_http_app(
        streamable_http_path="/mcp",
        host=settings.host,
        transport_security=security_settings(settings),
        session_idle_timeout=settings.session_idle_timeout_s,
        max_sessions=None,  # SessionCap enforces --max-sessions, evicting instead of refusing
        custom_starlette_routes=[Route("/health", health)],
    )
    made_call, closed = session_hooks(sessions) if sessions is not None else (lambda _: False, _nothing)
    cap = SessionCap(
        app,
        settings.max_sessions,
        made_call,
        closed,
        per_token=per_token_cap(settings),
        idle_s=settings.session_idle_timeout_s,
    )
    app = HostOriginCheck(ScreenedBodies(cap), security_settings(settings))  # garbage never opens a session
    return (BearerToken(app, settings.auth_token) if settings.auth_token else app), cap


def per_token_cap(settings: Settings) -> int:
    """--max-sessions-per-token, by default the cap shared evenly: then no token can ever find it full."""
    tokens = [t for t in (settings.auth_token or "").split(",") if t.strip()]
    return settings.max_sessions_per_token or max(1, settings.max_sessions // max(1, len(tokens)))


async def _nothing(_: str) -> None:
    return None


def bind(host: str, port: int) -> socket.socket:
    """A listening socket, or a ServeError saying why not in one line."""
    family = socket.AF_INET6 if ":" in host.strip("[]") else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn: a lingering TIME_WAIT is fine
        sock.bind((host.strip("[]"), port))
        sock.listen(128)
    except OSError as exc:
        sock.close()
        reason = exc.strerror or str(exc)
        if exc.errno in (98, 48, 10048):  # EADDRINUSE on Linux, macOS, Windows
            reason = "address already in use (another server on that port?); pick another --port (VERDEX_PORT)"
        raise ServeError(f"cannot listen on {host}:{port}: {reason}") from None
    return sock


def announce(settings: Settings, sock: socket.socket) -> None:
    """The start line: where clients connect. JSON like every stderr line, printed whatever the log level."""
    port = sock.getsockname()[1]
    host = f"[{settings.host.strip('[]')}]" if ":" in settings.host.strip("[]") else settings.host
    line = {
        "event": "serving",
        "url": f"http://{host}:{port}/mcp",
        "health": f"http://{host}:{port}/health",
        "auth": "bearer token required" if settings.auth_token else "none (loopback only)",
        "stateless_clients": _stateless_note(settings),
        "level": "info",
        "timestamp": datetime.now(UTC).isoformat().replace("+00:00", "Z"),
    }
    sys.stderr.write(json.dumps(line) + "\n")
    sys.stderr.flush()


def _stateless_note(settings: Settings) -> str:
    """Clients without a session id (2026-07-28 era) are told apart by their token alone: say so."""
    tokens = [t for t in (settings.auth_token or "").split(",") if t.strip()]
    if not tokens:
        return "all share one browser session (no --auth-token to tell them apart)"
    if len(tokens) == 1:
        return "all share one browser session (one --auth-token; give one token per client to separate them)"
    return f"one browser session per token ({len(tokens)} tokens)"


async def serve_http(
    server: Server[Any], settings: Settings, finished: asyncio.Event | None = None, sessions: Any = None
) -> None:
    """Serve until `finished` is set (a shutdown whose calls are answered, cli.py), then stop gracefully."""
    app, cap = build_http_app(server, settings, sessions)
    sock = bind(settings.host, settings.port)
    config = uvicorn.Config(
        app,
        host=settings.host,
        port=settings.port,
        log_level="warning",
        lifespan="on",
        log_config=None,
        timeout_graceful_shutdown=GRACE_S,
    )
    http = uvicorn.Server(config)
    # The CLI owns SIGTERM/SIGINT (it answers the calls in flight first): uvicorn must neither start
    # its own shutdown on them nor raise them again once it has stopped.
    http.capture_signals = contextlib.nullcontext  # type: ignore[method-assign]
    announce(settings, sock)
    # /health's one-off browser check starts now: the first probe finds it done (health.py)
    checking = asyncio.ensure_future(browser_problem(sessions.host)) if sessions is not None else None
    watcher = None
    if finished is not None:

        async def stop_when_finished() -> None:
            await finished.wait()
            await cap.end_all()  # their GET streams end: nothing is left for uvicorn to wait on
            http.should_exit = True  # a graceful stop: lifespan and sessions close cleanly

        watcher = asyncio.ensure_future(stop_when_finished())
    try:
        await http.serve(sockets=[sock])
    finally:
        for task in (watcher, checking):
            if task is not None:
                task.cancel()
