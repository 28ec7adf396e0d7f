"""Servers for the boundary tests (tests/e2e/test_boundary_requests.py): a blocked server that
counts every connection it accepts, and a tiny upstream HTTP proxy (CONNECT only) for chaining.

Threads and the standard library only: they must answer while the test's event loop waits on
the MCP server."""

from __future__ import annotations

import errno
import select
import socket
import socketserver
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

SECRET = "BLOCKED-SECRET-7f3a"  # in every answer of the blocked server: the agent must never read it
ALIAS_ADDRESSES = ("127.0.0.2", "::1")  # where the blocked server listens too, on the same port


class _Counting(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False

    def __init__(self, address: tuple[str, int], family: int, owner: BlockedServer) -> None:
        self.address_family = family
        self.owner = owner
        super().__init__(address, _Answer)

    def get_request(self) -> tuple[socket.socket, Any]:
        accepted = super().get_request()
        self.owner.connections.append(self.server_address[0])  # a TCP connection is a hit, bytes or not
        return accepted

    def handle_error(self, request: object, client_address: object) -> None:
        """Quiet: a browser drops connections."""


class _Answer(BaseHTTPRequestHandler):
    server: _Counting

    def log_message(self, format: str, *args: object) -> None:
        """Quiet."""

    def do_GET(self) -> None:
        self.server.owner.requests.append(f"{self.command} {self.path}")
        events = self.headers.get("Accept") == "text/event-stream"
        body = (f"data: {SECRET}\n\n" if events else f"<p>{SECRET}</p>").encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream" if events else "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Access-Control-Allow-Origin", "*")  # a page could read it, were it reached
        self.send_header("Supports-Loading-Mode", "credentialed-prerender")
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    do_POST = do_GET


class BlockedServer:
    """One port on 127.0.0.1, 127.0.0.2 and [::1]: `connections` lists every address reached."""

    def __init__(self) -> None:
        self.connections: list[str] = []
        self.requests: list[str] = []
        self._servers: list[_Counting] = []
        self.port = 0

    def __enter__(self) -> BlockedServer:
        for _ in range(20):  # another process may hold the port on an alias address: pick again
            self._servers = [_Counting(("127.0.0.1", 0), socket.AF_INET, self)]
            self.port = self._servers[0].server_address[1]
            try:
                for host in ALIAS_ADDRESSES:
                    if alias := self._alias(host):
                        self._servers.append(alias)
            except OSError:
                for server in self._servers:
                    server.server_close()
                continue
            break
        for server in self._servers:
            threading.Thread(target=server.serve_forever, daemon=True).start()
        return self

    def _alias(self, host: str) -> _Counting | None:
        """The same port on an alias address; None where the address does not exist (no IPv6)."""
        try:
            return _Counting((host, self.port), socket.AF_INET6 if ":" in host else socket.AF_INET, self)
        except OSError as exc:
            if exc.errno in (errno.EADDRNOTAVAIL, errno.EAFNOSUPPORT):
                return None
            raise

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __exit__(self, *exc: tuple[type[BaseException], BaseException, TracebackType] | Any) -> None:
        for server in self._servers:
            server.shutdown()
            server.server_close()


class _Tunnel(socketserver.StreamRequestHandler):
    server: UpstreamProxy
    rbufsize = 0  # unbuffered: nothing of the tunnel may stay behind in a buffer after the head

    def handle(self) -> None:
        line = self.rfile.readline().decode("latin-1")
        while self.rfile.readline() not in (b"\r\n", b"\n", b""):
            pass
        method, target, _ = line.split(" ", 2)
        if method != "CONNECT":
            self.wfile.write(b"HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n")
            return
        self.server.tunnels.append(target)
        host, _, port = target.rpartition(":")
        far = socket.create_connection((host.strip("[]"), int(port)))
        self.wfile.write(b"HTTP/1.1 200 Connection established\r\n\r\n")
        self.wfile.flush()
        ends = [self.connection, far]
        while True:
            ready, _, _ = select.select(ends, [], [], 30)
            if not ready:
                break
            for end in ready:
                data = end.recv(65536)
                if not data:
                    far.close()
                    return
                (far if end is self.connection else self.connection).sendall(data)


class UpstreamProxy(socketserver.ThreadingTCPServer):
    """A user's own HTTP proxy (CONNECT only), counting the tunnels it was asked for."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self) -> None:
        self.tunnels: list[str] = []
        super().__init__(("127.0.0.1", 0), _Tunnel)
        threading.Thread(target=self.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"
