"""Loopback HTTP server for the pages in ``fixtures_html/``.

Tests need real HTTP (cookies, redirects, status codes, frame-blocking headers,
requests that never finish) and a second origin for cross-origin iframes, so
the server listens on two ports with the same handler: different port means a
different origin to the browser, with no DNS or certificates involved.

Stdlib only, so it runs anywhere the package does. Run it by hand with
``python -m verdex_py.testing.fixture_server --port 8000``.
"""

from __future__ import annotations

import argparse
import html
import mimetypes
import sys
import threading
import time
from email.utils import formatdate
from http import HTTPStatus
from http.cookies import CookieError, SimpleCookie
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Self
from urllib.parse import parse_qs, parse_qsl, quote, unquote, urlsplit

from verdex_py.testing import api_endpoints
from verdex_py.testing.bundled import bundled, existing_dir

# Credentials of the fixture login app and the session token each one gets.
USERS: dict[str, tuple[str, str]] = {
    "alice": ("wonderland", "admin-token"),
    "carol": ("secret", "customer-token"),
}
# Tokens the server accepts. "revoked-token" is deliberately absent: profiles
# carry it to model a session the server has expired on its side.
SESSIONS: dict[str, str] = {token: user for user, (_, token) in USERS.items()}

# Extra response headers per path, for framing tests.
EXTRA_HEADERS: dict[str, list[tuple[str, str]]] = {
    "/no-frame.html": [
        ("X-Frame-Options", "DENY"),
        ("Content-Security-Policy", "frame-ancestors 'none'"),
    ],
}

MAX_SLOW_MS = 30_000
HANG_CAP_S = 60.0


class _Server(ThreadingHTTPServer):
    """One listening port; points back at the owning FixtureServer for config."""

    daemon_threads = True
    # Don't join handler threads on close: /hang and /slow must not delay stop().
    block_on_close = False

    def __init__(self, address: tuple[str, int], fixture: FixtureServer) -> None:
        super().__init__(address, _Handler)
        self.fixture = fixture

    def handle_error(self, request: object, client_address: object) -> None:
        """Stay quiet: browsers routinely drop connections (e.g. removed iframes)."""


class _Handler(BaseHTTPRequestHandler):
    """Routes requests to the dynamic endpoints or to static files under root."""

    server: _Server
    server_version = "VerdexFixtures/1.0"

    def log_message(self, format: str, *args: object) -> None:
        """Silence per-request logging; test output should stay clean."""

    # -- dispatch -----------------------------------------------------------

    def do_GET(self) -> None:
        parts = urlsplit(self.path)
        path, query = parts.path, parse_qs(parts.query)
        if api_endpoints.handles(path):
            api_endpoints.serve(self, self.path)
        elif path.startswith("/status/"):
            self._status(path.removeprefix("/status/"))
        elif path.startswith("/error/"):
            self._error_page(path.removeprefix("/error/"), query)
        elif path == "/trigger":
            self._trigger(query.get("to", ["/"])[0])
        elif path == "/slow":
            self._slow(query)
        elif path == "/hang":
            self._hang()
        elif path == "/flaky":
            self._flaky(query)
        elif path == "/redirect":
            self._redirect(query.get("to", ["/"])[0])
        elif path == "/x-echo":  # the request's X-* headers, as text (what a route added or removed)
            echoed = sorted(f"{k.lower()}={v}" for k, v in self.headers.items() if k.lower().startswith("x-"))
            self._send(HTTPStatus.OK, ("; ".join(echoed) or "no x-headers").encode(), "text/plain; charset=utf-8")
        elif path == "/logout":
            self._redirect("/login.html", cookie="session=; Path=/; Max-Age=0; HttpOnly")
        elif path == "/me":
            user = self._session_user()
            if user:
                self._html(HTTPStatus.OK, "Me", f"Signed in as {user}")
            else:
                self._html(HTTPStatus.UNAUTHORIZED, "Me", "Not signed in")
        elif (path == "/app" or path.startswith("/app/")) and not self._session_user():
            self._redirect("/login.html?next=" + quote(self.path, safe=""))
        else:
            self._file(path)

    def do_PUT(self) -> None:
        self.do_POST()

    def do_POST(self) -> None:
        parts = urlsplit(self.path)
        if api_endpoints.handles(parts.path):
            api_endpoints.serve(self, self.path)
            return
        if parts.path.startswith("/error/"):  # a form sent to an error page: the body is read and dropped
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            self._error_page(parts.path.removeprefix("/error/"), parse_qs(parts.query))
            return
        if parts.path == "/redirect":  # a form sent through a redirect (302: the browser follows with GET)
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            self._redirect(parse_qs(parts.query).get("to", ["/"])[0])
            return
        if urlsplit(self.path).path != "/login":
            self._html(HTTPStatus.METHOD_NOT_ALLOWED, "Status 405", "Status 405")
            return
        length = int(self.headers.get("Content-Length") or 0)
        form = parse_qs(self.rfile.read(length).decode("utf-8", "replace"))
        username = form.get("username", [""])[0]
        password = form.get("password", [""])[0]
        known = USERS.get(username)
        if known is None or known[0] != password:
            self._redirect("/login.html?error=1")
            return
        # Only follow `next` back into the app, never to an arbitrary URL.
        target = form.get("next", [""])[0]
        if not target.startswith("/app/"):
            target = "/app/dashboard.html"
        self._redirect(target, cookie=f"session={known[1]}; Path=/; HttpOnly")

    # -- endpoints ------------------------------------------------------------

    def _status(self, raw: str) -> None:
        code = int(raw) if raw.isdigit() else 0
        if not 200 <= code <= 599:
            self._html(HTTPStatus.BAD_REQUEST, "Status 400", "Status 400")
        elif code in (204, 304):  # these must not carry a body
            self._send(code, b"")
        else:
            self._html(code, f"Status {code}", f"Status {code}")

    def _error_page(self, raw: str, query: dict[str, list[str]]) -> None:
        """An HTML error page answering status `raw` (4xx/5xx), with a title, a heading and a link home.

        `retry_after=N` sends Retry-After: N (seconds), `retry_after=date:N` the HTTP date N s ahead;
        `login=1` shows a sign-in form; `fail=N&key=K` answers the error to the first N requests of K
        only, then 200 (a page that recovers, to follow a plan to success)."""
        code = int(raw) if raw.isdigit() and 400 <= int(raw) <= 599 else 500
        key, fail = query.get("key", [""])[0], query.get("fail", [""])[0]
        if key and fail.isdigit():
            with self.server.fixture.lock:
                seen = self.server.fixture.flaky_counts.get(key, 0)
                self.server.fixture.flaky_counts[key] = seen + 1
            if seen >= int(fail):
                self._html(HTTPStatus.OK, "Recovered", f"Recovered after {fail} failure(s)")
                return
        try:
            reason = HTTPStatus(code).phrase
        except ValueError:  # a code http.HTTPStatus does not name (e.g. 499)
            reason = "Error"
        login = (
            '<form method="post" action="/login"><label>Username <input name="username"></label>'
            '<label>Password <input name="password" type="password"></label><button>Sign in</button></form>'
            if query.get("login") == ["1"]
            else ""
        )
        page = (
            f"<!doctype html><html><head><title>Error {code}: {reason}</title></head><body>"
            f"<h1>{reason}</h1><p>The server answered {code}.</p>{login}"
            '<a href="/index.html">Back to the start</a></body></html>'
        )
        headers = []
        retry_after = query.get("retry_after", [""])[0]
        if retry_after.startswith("date:") and retry_after[5:].isdigit():
            headers.append(("Retry-After", formatdate(time.time() + int(retry_after[5:]), usegmt=True)))
        elif retry_after:
            headers.append(("Retry-After", retry_after))
        self._send(code, page.encode("utf-8"), headers=headers)

    def _trigger(self, to: str) -> None:
        """A page that reaches `to` three ways: a link, a form sent by POST, a form sent by GET (the
        query of `to` in hidden fields, since a GET form replaces the action's query)."""
        target = html.escape(to, quote=True)
        parts = urlsplit(to)
        hidden = "".join(
            f'<input type="hidden" name="{html.escape(k, quote=True)}" value="{html.escape(v, quote=True)}">'
            for k, v in parse_qsl(parts.query)
        )
        page = (
            "<!doctype html><html><head><title>Trigger</title></head><body><h1>Trigger</h1>"
            f'<a href="{target}">Follow link</a>'
            f'<form method="post" action="{target}"><label>Comment <input name="comment"></label>'
            "<button>Send</button></form>"
            f'<form method="get" action="{html.escape(parts.path, quote=True)}">{hidden}'
            "<button>Search</button></form></body></html>"
        )
        self._send(HTTPStatus.OK, page.encode("utf-8"))

    def _slow(self, query: dict[str, list[str]]) -> None:
        raw = query.get("ms", ["0"])[0]
        ms = min(int(raw), MAX_SLOW_MS) if raw.isdigit() else 0
        # Wait on the stop event rather than sleeping so stop() cuts it short.
        if self.server.fixture.stopping.wait(ms / 1000):
            return
        self._html(HTTPStatus.OK, "Slow", f"Waited {ms} ms")

    def _flaky(self, query: dict[str, list[str]]) -> None:
        """503 with Retry-After: 1 for the first `fail` requests of `key`, then 200."""
        key, raw = query.get("key", [""])[0], query.get("fail", ["1"])[0]
        fail = int(raw) if raw.isdigit() else 1
        with self.server.fixture.lock:
            seen = self.server.fixture.flaky_counts.get(key, 0)
            self.server.fixture.flaky_counts[key] = seen + 1
        if seen < fail:
            self._send(HTTPStatus.SERVICE_UNAVAILABLE, b"busy", headers=[("Retry-After", "1")])
        else:
            self._html(HTTPStatus.OK, "Flaky", f"Flaky: ok after {fail} failures")

    def _hang(self) -> None:
        """Never answer; the connection just closes when the server stops."""
        self.server.fixture.stopping.wait(HANG_CAP_S)
        self.close_connection = True

    def _file(self, path: str) -> None:
        fixture = self.server.fixture
        target = (fixture.root / unquote(path).lstrip("/")).resolve()
        if target.is_dir():
            target = target / "index.html"
        if not target.is_relative_to(fixture.root) or not target.is_file():
            self._html(HTTPStatus.NOT_FOUND, "Status 404", "Status 404")
            return
        body = target.read_bytes()
        ctype = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
        if target.suffix == ".html":
            # Pages can't know the ephemeral ports, so they use placeholders.
            text = body.decode("utf-8")
            text = text.replace("{{CROSS_ORIGIN}}", fixture.cross_origin)
            body = text.replace("{{ORIGIN}}", fixture.origin).encode("utf-8")
            ctype = "text/html; charset=utf-8"
        self._send(HTTPStatus.OK, body, ctype, EXTRA_HEADERS.get(path, []))

    # -- helpers ----------------------------------------------------------------

    def _session_user(self) -> str | None:
        cookies: SimpleCookie = SimpleCookie()
        try:
            cookies.load(self.headers.get("Cookie", ""))
        except CookieError:
            return None
        morsel = cookies.get("session")
        return SESSIONS.get(morsel.value) if morsel else None

    def _redirect(self, location: str, cookie: str | None = None) -> None:
        headers = [("Location", location)]
        if cookie:
            headers.append(("Set-Cookie", cookie))
        self._send(HTTPStatus.FOUND, b"", "text/html; charset=utf-8", headers)

    def _html(self, code: int, title: str, text: str) -> None:
        page = f"<!doctype html><html><head><title>{title}</title></head><body><p>{text}</p></body></html>"
        self._send(code, page.encode("utf-8"), "text/html; charset=utf-8")

    def _send(
        self,
        code: int,
        body: bytes,
        ctype: str = "text/html; charset=utf-8",
        headers: list[tuple[str, str]] | None = None,
    ) -> None:
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        # Tests re-fetch the same URLs under different cookies; never cache.
        self.send_header("Cache-Control", "no-store")
        for name, value in headers or []:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)


class FixtureServer:
    """Serves a folder of pages (default: the bundled fixtures_html/) on two loopback ports (second = cross-origin).

    A `root` that is not a folder is refused here, so nobody serves 404s for a typo'd path.
    """

    def __init__(
        self,
        root: Path | None = None,
        host: str = "127.0.0.1",
        port: int = 0,
        cross_port: int = 0,
    ) -> None:
        self.root = (
            existing_dir(root, "fixtures folder", "pass an existing folder of pages")
            if root
            else bundled("fixtures_html")
        )
        self.host = host
        self._ports = (port, cross_port)
        self._servers: list[_Server] = []
        self._threads: list[threading.Thread] = []
        # Set by stop(); long-running handlers (/hang, /slow) wait on it.
        self.stopping = threading.Event()
        self.flaky_counts: dict[str, int] = {}  # /flaky requests seen per key
        self.lock = threading.Lock()
        self.origin = ""
        self.cross_origin = ""

    def start(self) -> Self:
        """Bind both ports and serve each from a daemon thread."""
        if self._servers:
            return self
        self.stopping.clear()
        for port in self._ports:
            server = _Server((self.host, port), self)
            thread = threading.Thread(
                target=server.serve_forever,
                kwargs={"poll_interval": 0.05},
                name=f"fixture-server-{server.server_address[1]}",
                daemon=True,
            )
            self._servers.append(server)
            self._threads.append(thread)
            thread.start()
        main_port, cross_port = (s.server_address[1] for s in self._servers)
        self.origin = f"http://{self.host}:{main_port}"
        self.cross_origin = f"http://{self.host}:{cross_port}"
        return self

    def stop(self) -> None:
        """Stop serving; releases pending /hang and /slow requests at once."""
        self.stopping.set()
        for server in self._servers:
            server.shutdown()
            server.server_close()
        for thread in self._threads:
            thread.join(timeout=1)
        self._servers.clear()
        self._threads.clear()

    def url(self, path: str) -> str:
        """Absolute URL on the main origin."""
        return f"{self.origin}/{path.lstrip('/')}"

    def cross_url(self, path: str) -> str:
        """Absolute URL on the cross origin (same files, different port)."""
        return f"{self.cross_origin}/{path.lstrip('/')}"

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> None:
    """Serve the fixtures until Ctrl-C; origins go to stderr, never stdout."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--cross-port", type=int, help="default: --port + 1 (0 if --port is 0)")
    parser.add_argument("--root", type=Path, help="default: the bundled fixtures_html/")
    args = parser.parse_args(argv)
    cross_port = args.cross_port if args.cross_port is not None else (args.port + 1 if args.port else 0)
    server = FixtureServer(args.root, args.host, args.port, cross_port).start()
    print(f"origin:       {server.origin}", file=sys.stderr)
    print(f"cross origin: {server.cross_origin}", file=sys.stderr)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()


if __name__ == "__main__":
    main()
