"""A loopback server that notes every request reaching it, plain or over TLS.

The URL policy is proven by what never reaches a server as much as by what does: a test
points a page (or the agent) at a probe and reads `paths` once the page has said the request
settled. The same probe answers http:/ws: when plain and https:/wss: when given a certificate
(`self_signed`; the browser accepts it with --ignore-https-errors), so every network scheme
the policy knows is tried on 127.0.0.1 without the internet. A WebSocket handshake reaches it
as a GET with `Upgrade: websocket` and is answered 404, so the page's socket closes.
"""

from __future__ import annotations

import shutil
import ssl
import subprocess
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Self

import pytest

PAGE_TITLE = "Probe page"


def self_signed(where: Path) -> tuple[Path, Path]:
    """(certificate, key) for CN=127.0.0.1, made with openssl in `where`."""
    if shutil.which("openssl") is None:
        pytest.fail("openssl is needed to make a self-signed certificate for the https:/wss: probes")
    key, cert = where / "key.pem", where / "cert.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
         "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True, timeout=60,
    )  # fmt: skip
    return cert, key


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def do_GET(self) -> None:
        self.server.probe.noted(self.path)
        if self.path.endswith(".html"):
            body = f"<!doctype html><title>{PAGE_TITLE}</title><p>reached {self.path}</p>".encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
        else:
            body = b"not here"
            self.send_response(404)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: test output stays clean."""


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False

    def __init__(self, probe: Probe) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.probe = probe

    def handle_error(self, request: object, client_address: object) -> None:
        """Quiet: a refused certificate or a dropped socket is not the test's failure."""


class Probe:
    """`with Probe(tls=self_signed(dir)) as probe:` serving on a free loopback port."""

    def __init__(self, tls: tuple[Path, Path] | None = None) -> None:
        self.secure = tls is not None
        self._lock = threading.Lock()
        self._paths: list[str] = []
        self._server = _Server(self)
        if tls is not None:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(*tls)
            self._server.socket = context.wrap_socket(self._server.socket, server_side=True)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        self._server.shutdown()
        self._server.server_close()

    def noted(self, path: str) -> None:
        with self._lock:
            self._paths.append(path)

    @property
    def paths(self) -> list[str]:
        """The request paths that reached this server, in order."""
        with self._lock:
            return list(self._paths)

    def origin(self, scheme: str) -> str:
        """This server as a `scheme` origin: http/ws when plain, https/wss over TLS."""
        kind = "TLS" if self.secure else "plain"
        assert (scheme in ("https", "wss")) == self.secure, f"a {kind} probe has no {scheme}: origin"
        return f"{scheme}://127.0.0.1:{self._server.server_port}"
