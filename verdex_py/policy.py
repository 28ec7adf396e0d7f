"""URL policy: which URLs an agent may send the browser to."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import socket
import time
from collections.abc import Iterable
from typing import Any
from urllib.parse import urlsplit

from verdex_py.config import Settings
from verdex_py.errors import CorrectionFacts, InvalidArgument, UrlBlocked
from verdex_py.origins import Origin, address_key, literal_key, origin_of, parse_entry

ALLOWED_SCHEMES = ("http", "https", "about", "data")


def _origin(url: str) -> str:
    """The canonical origin of an http(s)/ws(s) URL as written in messages (the URL itself otherwise)."""
    with contextlib.suppress(ValueError):
        origin = origin_of(url)
        if origin is not None:
            return origin.text
    return url


@functools.cache
def _entries(texts: tuple[str, ...]) -> tuple[Origin, ...]:
    return tuple(parse_entry(t) for t in texts)


def _keys(host: str, addresses: Iterable[str] = ()) -> set[str]:
    """The address keys a host reaches: its literal's, else those of the addresses it resolved to."""
    literal = literal_key(host)
    return {literal} if literal is not None else {address_key(a) for a in addresses}


def _matches(target: Origin, keys: set[str], entry: Origin, entry_keys: set[str]) -> bool:
    """Same scheme and port, and the same host: by name, or by an address both reach."""
    return (target.key[0], target.port) == (entry.key[0], entry.port) and (
        target.host == entry.host or bool(keys & entry_keys)
    )


def _rule(target: Origin, keys: set[str], settings: Settings, resolved: dict[str, set[str]]) -> str | None:
    """The rule refusing `target` (whose host reaches `keys`); `resolved`: entry host -> its keys."""

    def hit(entry: Origin) -> bool:
        return _matches(target, keys, entry, resolved.get(entry.host) or _keys(entry.host))

    for entry in _entries(tuple(settings.blocked_origins)):
        if hit(entry):
            return f"blocked-origins:{entry.text}"
    if settings.allowed_origins and not any(hit(e) for e in _entries(tuple(settings.allowed_origins))):
        return "allowed-origins"
    return None


def origin_refused(url: str, settings: Settings) -> str | None:
    """The rule that refuses this URL's origin, if any, decided without DNS: by canonical origin and
    IP literal. Names that resolve to a listed address are refused where the browser's connections
    pass (the policy proxy, `refused_target`)."""
    try:
        scheme = urlsplit(url).scheme.lower()
        if scheme not in ("http", "https", "ws", "wss"):
            return None
        target = origin_of(url)
    except ValueError:
        return None  # no host to reach: nothing leaves for it
    return None if target is None else _rule(target, _keys(target.host), settings, {})


async def _resolve(host: str, port: int) -> list[str]:
    """The addresses `host` resolves to (empty when it does not); a literal is its own address."""
    if host == "localhost" or host.endswith(".localhost"):
        return ["127.0.0.1"]  # as Chromium answers it (never DNS)
    if literal_key(host) is not None:
        return [host]
    try:
        infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError):
        return []
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


_ENTRY_KEYS: dict[str, tuple[float, set[str]]] = {}  # a listed name -> (when looked up, its address keys)
ENTRY_TTL_S = 60.0  # a listed name is looked up again after this long (DNS changes; one that failed, too)


async def _entry_keys(name: str) -> set[str]:
    """The address keys of a listed host, looked up at most once a minute: every connection of every
    role compares with them, and a name that does not resolve must not make each one wait out DNS."""
    now = time.monotonic()
    cached = _ENTRY_KEYS.get(name)
    if cached is None or now - cached[0] > ENTRY_TTL_S:
        cached = _ENTRY_KEYS[name] = (now, _keys(name, await _resolve(name, 0)))
    return cached[1]


async def refused_target(target: Origin, settings: Settings) -> tuple[str | None, list[str]]:
    """(the rule refusing a connection to `target`, the addresses it resolved to): the addresses of
    the target and of every listed name are compared, so a blocked host is blocked under any name
    that reaches it. Connect only to the addresses returned (a second lookup could differ)."""
    addresses = await _resolve(target.host, target.port)
    names = {e.host for e in _entries((*settings.blocked_origins, *settings.allowed_origins))}
    looked_up = await asyncio.gather(*(_entry_keys(name) for name in names))
    resolved = dict(zip(names, looked_up, strict=True))
    rule = _rule(target, _keys(target.host, addresses), settings, resolved)
    if rule is not None:
        return rule, []
    if settings.allowed_origins and target.host not in names:  # allowed by address: only by those that are
        addresses = [a for a in addresses if _rule(target, _keys(a), settings, resolved) is None]
    return None, addresses


def check_url(url: str, settings: Settings, call: dict[str, Any] | None = None) -> str:
    """Return the URL to open, or raise URL_BLOCKED / INVALID_ARGUMENT naming the rule.

    `call` is the rest of the tool call (browser_tabs' `action`), kept in a corrected call."""
    try:
        scheme = urlsplit(url).scheme.lower()
        urlsplit(url).port  # noqa: B018 - raises on a port out of range
    except ValueError as exc:  # an unclosed IPv6 bracket, a port of 99999
        raise InvalidArgument(
            f"'{url}' is not a valid URL: {exc}.",
            field="url",
            allowed_values={"pattern": "^(https?|about|data):"},
            details={"url": url, "reason": str(exc)},
        ) from None
    after = url.split(":", 1)[1] if ":" in url else ""
    if scheme.isalpha() and "://" not in url and not after.split("/")[0].isdigit() and scheme not in ALLOWED_SCHEMES:
        # javascript:alert(1), blob:..., mailto:...: a scheme, not a host:port without one
        raise UrlBlocked(
            f"The scheme '{scheme}:' is not allowed.",
            field="url",
            allowed_values=list(ALLOWED_SCHEMES),
            details={"url": url, "rule": "scheme"},
        )
    if "://" not in url and scheme not in ("about", "data"):
        suggestion = f"http://{url}" if url.startswith(("localhost", "127.")) else f"https://{url}"
        raise InvalidArgument(
            f"'{url}' has no scheme; URLs must be absolute.",
            field="url",
            allowed_values={"pattern": "^(https?|about|data):"},
            suggested_value=suggestion,
            details={"url": url},
            facts=CorrectionFacts({**(call or {}), "url": suggestion}),
        )
    if scheme == "file" and not settings.allow_file_urls:
        raise UrlBlocked(
            f"file: URLs are blocked ({url}); the server was not started with --allow-file-urls.",
            field="url",
            details={"url": url, "rule": "file-urls-disabled"},
        )
    if scheme not in ALLOWED_SCHEMES + ("file",):
        raise UrlBlocked(
            f"The scheme '{scheme}:' is not allowed ({url}).",
            field="url",
            allowed_values=list(ALLOWED_SCHEMES),
            details={"url": url, "rule": "scheme"},
        )
    rule = origin_refused(url, settings)
    if rule is not None:
        listed = rule != "allowed-origins"
        parts = urlsplit(url)
        same_path = f"{settings.allowed_origins[0]}{parts.path or '/'}" if settings.allowed_origins else None
        raise UrlBlocked(
            f"The origin {_origin(url)} is {'blocked by --blocked-origins' if listed else 'not in --allowed-origins'}.",
            field="url",
            allowed_values=None if listed else list(settings.allowed_origins),
            suggested_value=None if listed else same_path,
            details={"url": url, "rule": rule},
        )
    return url
