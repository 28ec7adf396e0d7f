"""URL policy: which URLs an agent may send the browser to."""

from __future__ import annotations

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


def check_url(url: str, settings: Settings) -> str:
    """Return the URL to open, or raise URL_BLOCKED / INVALID_ARGUMENT naming the rule."""
    scheme = urlsplit(url).scheme.lower()
    if "://" not in url and scheme not in ("about", "data"):
        suggestion = f"http://{url}" if url.startswith(("localhost", "127.")) else f"https://{url}"
        raise InvalidArgument(
            f"'{url}' has no scheme; URLs must be absolute.",
            field="url",
            allowed_values={"pattern": "^(https?|about|data):"},
            suggested_value=suggestion,
            details={"url": url},
            facts=CorrectionFacts({"url": suggestion}),
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
