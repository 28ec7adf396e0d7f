"""Pure parts of the remote-browser support: start-up refusals, what an error may show of a URL."""

from __future__ import annotations

import pytest

from verdex_py.browser.launch.remote import connect_reason, endpoint_from_settings, redact_url
from verdex_py.cli import build_parser, settings_from_args
from verdex_py.config_error import ConfigError


def settings(*argv: str):  # noqa: ANN201 - Settings
    return settings_from_args(build_parser().parse_args(list(argv)))


@pytest.mark.parametrize(
    ("argv", "refusal"),
    [
        (["--browser-endpoint", "ws://a:3000/", "--cdp-endpoint", "http://b:9222"], "give one"),
        (["--cdp-endpoint", "http://b:9222", "--user-data-dir", "/tmp/profiles"], "--user-data-dir needs a browser"),
    ],
)
def test_remote_endpoint_refusals(argv: list[str], refusal: str) -> None:
    with pytest.raises(ConfigError, match=refusal):
        settings(*argv)


def test_endpoint_flags_reach_the_settings() -> None:
    header = 'x-playwright-launch-options:{"args": ["--no-sandbox"], "headless": true}'
    s = settings("--browser-endpoint", "ws://grid:3000/pw", "--endpoint-header", header, "--connect-timeout", "2500")
    assert s.browser_endpoint == "ws://grid:3000/pw" and s.connect_timeout_ms == 2500
    assert s.endpoint_headers == {"x-playwright-launch-options": '{"args": ["--no-sandbox"], "headless": true}'}
    # What Playwright's connect is given (tests/e2e/test_remote.py sees the timeout end the call).
    endpoint = endpoint_from_settings(s)
    assert endpoint is not None and endpoint.timeout_ms == 2500 and endpoint.headers == s.endpoint_headers


def test_urls_are_shown_without_credentials_or_query() -> None:
    assert redact_url("wss://user:pw@grid.example:443/chromium?token=abc") == "wss://grid.example:443/chromium?…"
    assert redact_url("http://127.0.0.1:9222") == "http://127.0.0.1:9222"


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        ("BrowserType.connect: WebSocket error: connect ECONNREFUSED 127.0.0.1:3000", "refused"),
        ("BrowserType.connect_over_cdp: Timeout 1500ms exceeded.", "timeout"),
        ("BrowserType.connect: WebSocket error: 401 Unauthorized", "rejected"),
        ("BrowserType.connect: something new\nCall log: ...", "something new"),
    ],
)
def test_connect_reason(message: str, reason: str) -> None:
    assert connect_reason(message) == reason
