"""Origins compared as the browser and the network see them, not as strings.

`--allowed-origins` / `--blocked-origins` entries, the agent's URLs (policy.check_url) and the
connections the policy proxy sees (browser/launch/policy_proxy.py) all meet here: scheme and host
case-folded, a trailing dot dropped, default ports filled in, userinfo never taken for the host,
and `ws`/`wss` held to the `http`/`https` entry of the same host and port (a WebSocket starts as
an HTTP request to that server). Addresses are compared as SSRF filters do: every loopback and
"this host" address (127.0.0.0/8, ::1, 0.0.0.0, ::, their IPv4-mapped forms) is one host.

Stdlib only, below config.py, so the options are canonical as soon as they are read.
"""

from __future__ import annotations

import ipaddress
from typing import NamedTuple
from urllib.parse import urlsplit

DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}
POLICY_SCHEME = {"http": "http", "https": "https", "ws": "http", "wss": "https"}
LOOPBACK = "loopback"  # the address key of every address that reaches this host


class Origin(NamedTuple):
    """scheme (http, https, ws, wss), host (lower case, no trailing dot, IPv6 bare), port."""

    scheme: str
    host: str
    port: int

    @property
    def key(self) -> tuple[str, str, int]:
        """What the policy compares: ws/wss as the http/https of the same server."""
        return POLICY_SCHEME[self.scheme], self.host, self.port

    @property
    def text(self) -> str:
        """As a browser writes it: the default port left out, an IPv6 host in brackets."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        port = "" if DEFAULT_PORTS[self.scheme] == self.port else f":{self.port}"
        return f"{self.scheme}://{host}{port}"


def canonical_host(host: str) -> str:
    """Lower case, without the root's trailing dot or IPv6 brackets; an IP literal in its one written form."""
    host = host.strip().lower().strip("[]").rstrip(".")
    try:
        return str(ipaddress.ip_address(host))
    except ValueError:
        pass
    try:  # a name as the browser sends it: IDNA (punycode)
        return host if host.isascii() else host.encode("idna").decode("ascii")
    except UnicodeError:
        return host


def origin_of(url: str) -> Origin | None:
    """The origin a URL of http(s)/ws(s) reaches (None for another scheme); ValueError if malformed.

    `urlsplit` takes what follows the last `@` of the authority for the host, as browsers do:
    `http://allowed@blocked/` is an origin of `blocked`."""
    parts = urlsplit(url.strip())
    scheme = parts.scheme.lower()
    if scheme not in POLICY_SCHEME:
        return None
    if not parts.hostname:
        raise ValueError(f"'{url}' names no host")
    port = parts.port or DEFAULT_PORTS[scheme]  # raises ValueError on a port out of range
    return Origin(scheme, canonical_host(parts.hostname), port)


def canonical_origin(url: str) -> str | None:
    """`scheme://host[:port]` as compared (ws/wss written as http/https: a secret's scope), or None
    when `url` has no network origin (about:, data:, file:) or is malformed."""
    try:
        origin = origin_of(url)
    except ValueError:
        return None
    return None if origin is None else Origin(POLICY_SCHEME[origin.scheme], origin.host, origin.port).text


def parse_entry(text: str) -> Origin:
    """An `--allowed-origins` / `--blocked-origins` entry; ValueError saying why it is not an origin."""
    entry = text.strip().rstrip("/")
    parts = urlsplit(entry)
    problem = None
    if "://" not in entry:
        problem = "has no scheme"
    elif parts.scheme.lower() not in POLICY_SCHEME:
        problem = f"has the scheme '{parts.scheme}:'; origins are http, https, ws or wss"
    elif parts.path or parts.query or parts.fragment:
        problem = "has a path, query or fragment"
    elif "@" in parts.netloc:
        problem = "has a user name or password"
    if problem is None:
        try:
            origin = origin_of(entry)
        except ValueError as exc:
            problem = str(exc)
        else:
            assert origin is not None  # the scheme was checked above
            return origin
    raise ValueError(f"'{text}' is not an origin: it {problem} (write scheme://host[:port], e.g. https://example.com)")


def address_key(address: str) -> str:
    """One key per host an address reaches: LOOPBACK for the whole local range, IPv4 for IPv4-mapped IPv6."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if ip.is_loopback or ip.is_unspecified:
        return LOOPBACK
    return str(ip)


def literal_key(host: str) -> str | None:
    """The address key of a host written as an IP literal, None for a name (to be resolved).
    `localhost` and `*.localhost` count as literals: Chromium answers them itself, always loopback,
    so the URL check (no DNS) and the policy proxy (resolving) agree on them."""
    if host == "localhost" or host.endswith(".localhost"):
        return LOOPBACK
    try:
        return address_key(host)
    except ValueError:
        return None
