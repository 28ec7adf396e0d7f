"""URL policy: which URLs an agent may send the browser to."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from verdex_py.config import Settings
from verdex_py.errors import CorrectionFacts, InvalidArgument, UrlBlocked

ALLOWED_SCHEMES = ("http", "https", "about", "data")


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def origin_refused(url: str, settings: Settings) -> str | None:
    """The rule that refuses this URL's origin, if any (for the page's own requests too)."""
    scheme = urlsplit(url).scheme.lower()
    if scheme not in ("http", "https", "ws", "wss"):
        return None
    origin = _origin(url)
    if origin in settings.blocked_origins:
        return f"blocked-origins:{origin}"
    if settings.allowed_origins and origin not in settings.allowed_origins:
        return "allowed-origins"
    return None


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
