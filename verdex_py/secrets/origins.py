"""Origins compared as a browser compares them, for a secret's scope.

Scheme and host case-folded, a trailing dot dropped, a default port left out, userinfo never
taken for the host, `ws`/`wss` under `http`/`https` (a socket of a page carries what the page
does). A URL with no such origin (about:, data:, file:) has none: a scoped secret is not for it.
"""

from __future__ import annotations

from urllib.parse import urlsplit

DEFAULT_PORTS = {"http": 80, "https": 443}
SOCKETS = {"ws": "http", "wss": "https"}


def canonical_origin(url: str) -> str | None:
    """`scheme://host[:port]` as compared, or None when `url` has no network origin."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:
        return None
    scheme = SOCKETS.get(parts.scheme.lower(), parts.scheme.lower())
    host = (parts.hostname or "").rstrip(".")
    if scheme not in DEFAULT_PORTS or not host:
        return None
    try:
        host = host.encode("idna").decode("ascii") if not host.isascii() else host
    except UnicodeError:
        return None
    if ":" in host:
        host = f"[{host}]"
    shown_port = "" if port in (None, DEFAULT_PORTS[scheme]) else f":{port}"
    return f"{scheme}://{host}{shown_port}"
