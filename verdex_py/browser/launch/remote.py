"""Connecting to a browser that runs elsewhere, through the engines' own protocols.

Two protocols, no relay of our own:
- Playwright's browser-server protocol (`--browser-endpoint ws://…`): `playwright
  launch-server`, `playwright run-server`, grids that speak it. Contexts we create die with
  our connection, so a verdex-py process that is killed leaks nothing on the shared browser.
- The DevTools protocol (`--cdp-endpoint http://…|ws://…`): Browserless, Selenium Grid 4,
  a Chrome started with `--remote-debugging-port`. The browser's own default context and
  its pages belong to someone else: we never touch them.

A failed connection is `BROWSER_UNAVAILABLE` with `remote` facts: retryable, because the
host reconnects by itself on the next call once the endpoint answers again.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from playwright.async_api import Browser, Playwright

from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.config import Settings
from verdex_py.config_error import ConfigError
from verdex_py.errors import BrowserUnavailable, UnavailableFacts

RETRY_AFTER_MS = 3000
REMOTE_CAUSES = (
    "The browser server was stopped, restarted or crashed",
    "The network to the endpoint is down, or a proxy dropped the connection",
    "The endpoint's address, path or token is wrong",
)
# What the driver's message says, mapped to one word an agent (and a log query) can use.
_REASONS = (
    ("ECONNREFUSED", "refused"),
    ("ENOTFOUND", "dns"),
    ("EAI_AGAIN", "dns"),
    ("ECONNRESET", "reset"),
    ("Timeout", "timeout"),
    ("timed out", "timeout"),
    ("401", "rejected"),
    ("403", "rejected"),
    ("428", "rejected"),
    ("Unexpected server response", "rejected"),
)


@dataclass(frozen=True)
class Endpoint:
    """Where the browser runs and how to reach it; headers are secrets (grid tokens)."""

    protocol: str  # "playwright" | "cdp"
    url: str
    headers: dict[str, str] = field(default_factory=dict, repr=False)
    timeout_ms: int = 10000

    @property
    def flag(self) -> str:
        return "--browser-endpoint" if self.protocol == "playwright" else "--cdp-endpoint"

    @property
    def shown(self) -> str:
        """The URL without credentials or query (Browserless puts its token in `?token=`)."""
        return redact_url(self.url)

    async def connect(self, pw: Playwright, was_connected: bool = False) -> Browser:
        """Connect once, within the connect timeout; failures become BROWSER_UNAVAILABLE."""
        with quietly(timeouts=False) as failed:
            if self.protocol == "playwright":
                return await pw.chromium.connect(self.url, timeout=self.timeout_ms, headers=self.headers or None)
            return await pw.chromium.connect_over_cdp(self.url, timeout=self.timeout_ms, headers=self.headers or None)
        raise self.unavailable(failed.message, was_connected) from failed.error

    def unavailable(self, driver_message: str, was_connected: bool = False) -> BrowserUnavailable:
        reason = connect_reason(driver_message)
        lost = " The connection was lost." if was_connected else ""
        return BrowserUnavailable(
            f"The remote browser at {self.shown} ({self.flag}) does not answer ({reason}).{lost} Nothing was "
            "launched locally; the server reconnects by itself on the next call once the endpoint answers.",
            details={"endpoint": self.shown, "protocol": self.protocol, "reason": reason, "remote": True},
            causes=list(REMOTE_CAUSES),
            # Not fatal: a restarted endpoint is back without anyone touching this server.
            facts=UnavailableFacts(remote=True),
            retryable=True,
            retry_after_ms=RETRY_AFTER_MS,
            severity="error",
        )


def connect_reason(message: str) -> str:
    for needle, reason in _REASONS:
        if needle in message:
            return reason
    first = message.strip().splitlines()[0] if message.strip() else "no answer"
    return re.sub(r"^\w+\.\w+: ", "", first)[:120]  # "BrowserType.connect: …" says nothing to an agent


def redact_url(url: str) -> str:
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    query = "?…" if parts.query else ""
    return f"{parts.scheme}://{host}{parts.path}{query}"


def endpoint_from_settings(settings: Settings) -> Endpoint | None:
    """The remote endpoint the settings name, if any (one at most)."""
    if settings.browser_endpoint and settings.cdp_endpoint:
        raise ConfigError("--browser-endpoint and --cdp-endpoint name two remote browsers: give only one")
    if settings.browser_endpoint:
        url, protocol = settings.browser_endpoint, "playwright"
        if urlsplit(url).scheme not in ("ws", "wss"):
            raise ConfigError(f"--browser-endpoint {redact_url(url)}: expected a ws:// or wss:// URL")
    elif settings.cdp_endpoint:
        url, protocol = settings.cdp_endpoint, "cdp"
        if urlsplit(url).scheme not in ("ws", "wss", "http", "https"):
            raise ConfigError(f"--cdp-endpoint {redact_url(url)}: expected an http(s):// or ws(s):// URL")
    else:
        return None
    return Endpoint(protocol, url, dict(settings.endpoint_headers), settings.connect_timeout_ms)
