"""The fixture server's API endpoints: what pages' own requests meet (slow, failing, refused
with a reason, never answering, long-polled, streamed), and a single-page app served as 404.

- `/api/ok...?ms=N`: `{"ok": true}` after N ms (GET or POST; any path under it, to tell requests apart);
- `/api/fail?status=S&reason=R&as=json|text&ms=N`: status S with R as `{"error": R}` or as text, after N ms;
- `/api/hang`: never answers (until the server stops);
- `/api/drop`: closes the connection without an answer (a failure at the network level);
- `/api/poll?ms=N`: a long-poll, answered after N ms (default 10 s);
- `/api/events`: server-sent events, one every 200 ms, until the server stops;
- `/api/stream-download`: a download (stream.bin) that keeps arriving, ~25 MB/s, 64 MB at most;
- `/spa/...`: `requests/spa.html` with status 404, as static hosts serve a deep link.
"""

from __future__ import annotations

import json
from http import HTTPStatus
from typing import Any
from urllib.parse import parse_qs, urlsplit

MAX_MS = 30_000
EVENT_EVERY_S = 0.2
STREAM_CAP = 64 * 1024 * 1024


def handles(path: str) -> bool:
    return path.startswith(("/api/", "/spa/"))


def serve(h: Any, raw_path: str) -> None:
    """Answer one request to `/api/...` or `/spa/...` for the fixture server's handler `h` (its
    body, if any, read and dropped)."""
    length = int(h.headers.get("Content-Length") or 0)
    if length:
        h.rfile.read(length)
    parts = urlsplit(raw_path)
    path, query = parts.path, {k: v[0] for k, v in parse_qs(parts.query).items()}
    fixture = h.server.fixture
    if path.startswith("/spa/"):
        h._send(HTTPStatus.NOT_FOUND, (fixture.root / "requests" / "spa.html").read_bytes())
    elif path.startswith("/api/ok"):
        if not fixture.stopping.wait(_ms(query, 0) / 1000):
            _json(h, HTTPStatus.OK, {"ok": True})
    elif path == "/api/fail":
        if fixture.stopping.wait(_ms(query, 0) / 1000):
            return
        status = int(query.get("status", "500")) if query.get("status", "").isdigit() else 500
        reason = query.get("reason", "")
        if query.get("as") == "json":
            _json(h, status, {"error": reason})
        else:
            h._send(status, f"{reason}\nmore detail\n".encode(), "text/plain; charset=utf-8")
    elif path == "/api/hang":
        fixture.stopping.wait(MAX_MS / 1000)
        h.close_connection = True
    elif path == "/api/drop":
        h.close_connection = True
    elif path == "/api/poll":
        if not fixture.stopping.wait(_ms(query, 10_000) / 1000):
            _json(h, HTTPStatus.OK, {"tick": True})
    elif path == "/api/events":
        _events(h)
    elif path == "/api/stream-download":
        _stream_download(h)
    else:
        _json(h, HTTPStatus.NOT_FOUND, {"error": f"no endpoint {path}"})


def _ms(query: dict[str, str], default: int) -> int:
    raw = query.get("ms", "")
    return min(int(raw), MAX_MS) if raw.isdigit() else default


def _json(h: Any, status: int, data: object) -> None:
    h._send(status, json.dumps(data).encode(), "application/json")


def _events(h: Any) -> None:
    h.send_response(HTTPStatus.OK)
    h.send_header("Content-Type", "text/event-stream")
    h.send_header("Cache-Control", "no-store")
    h.end_headers()
    n = 0
    try:
        while not h.server.fixture.stopping.wait(EVENT_EVERY_S):
            n += 1
            h.wfile.write(f"data: {n}\n\n".encode())
            h.wfile.flush()
    except OSError:  # the page went away
        pass
    h.close_connection = True


def _stream_download(h: Any) -> None:
    """A download paced as a network is (a 256 KB chunk every 10 ms), until the browser cancels it."""
    h.send_response(HTTPStatus.OK)
    h.send_header("Content-Type", "application/octet-stream")
    h.send_header("Content-Disposition", 'attachment; filename="stream.bin"')
    h.end_headers()
    chunk = b"\0" * (256 * 1024)
    try:
        for _ in range(STREAM_CAP // len(chunk)):
            if h.server.fixture.stopping.wait(0.01):
                break
            h.wfile.write(chunk)
            h.wfile.flush()
    except OSError:  # the browser cancelled it
        pass
    h.close_connection = True
