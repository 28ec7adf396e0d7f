"""HTTP error statuses as errors (#21 item 4), without a browser: Retry-After in both forms, which
statuses are retried inside the server, and which code, retryability and plan each class gets."""

from __future__ import annotations

from email.utils import formatdate

import pytest

from verdex_py.browser.page.http_status import ErrorStatus, inner_wait_ms, retry_after_ms, status_failure
from verdex_py.errors.format import build_envelope, render_text

NOW = 1_800_000_000.0


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("5", 5000),
        (" 0 ", 0),
        (formatdate(NOW + 90, usegmt=True), 90_000),
        (formatdate(NOW - 30, usegmt=True), 0),  # a date already past: now
        ("soon", None),
        ("", None),
        (None, None),
        ("-3", None),
    ],
)
def test_retry_after_in_seconds_or_as_an_http_date(header: str | None, expected: int | None) -> None:
    assert retry_after_ms(header, now=NOW) == expected


def test_only_short_waits_of_transient_statuses_are_retried_inside() -> None:
    assert inner_wait_ms(503, "1", 1) == 1000 and inner_wait_ms(429, "2", 1) == 2000
    assert inner_wait_ms(502, None, 2) == 500  # no Retry-After: a short backoff
    assert inner_wait_ms(503, "3", 1) is None, "a longer wait is the agent's (retry_after_ms)"
    assert inner_wait_ms(500, None, 1) is None and inner_wait_ms(404, None, 1) is None


def status(code: int, method: str = "GET", retry_after: int | None = None, login: bool = False) -> ErrorStatus:
    return ErrorStatus("http://127.0.0.1:8000/b", code, "Reason", method, retry_after, f"Error {code}", "Oops", login)


def envelope(code: int, tool: str = "browser_navigate", **kwargs: object) -> dict[str, object]:
    action = None if tool == "browser_navigate" else "click"
    error = status_failure(status(code, **kwargs), action=action, last_url="http://127.0.0.1:8000/a")  # type: ignore[arg-type]
    call = {"url": "http://127.0.0.1:8000/b"} if tool == "browser_navigate" else {"ref": "e3"}
    env = build_envelope(error, tool=tool, role="r", request_id="0123456789ab", arguments=call)
    assert len(render_text(env)) < 800
    return env


@pytest.mark.parametrize("code", [429, 500, 502, 503, 504, 599])
def test_too_many_requests_and_server_errors_are_retryable(code: int) -> None:
    env = envelope(code, retry_after=7000)
    assert (env["code"], env["retryable"], env["retry_after_ms"]) == ("NAVIGATION_FAILED", True, 7000)
    assert env["next_actions"][0]["arguments"]["url"] == "http://127.0.0.1:8000/b"  # the same URL, later
    assert envelope(code)["retry_after_ms"] == 1000, "no Retry-After: a default wait"


@pytest.mark.parametrize("code", [400, 404, 405, 410, 422])
def test_client_errors_are_not_retryable_and_offer_the_last_good_page(code: int) -> None:
    env = envelope(code)
    assert (env["code"], env["retryable"], env["retry_after_ms"]) == ("NAVIGATION_FAILED", False, None)
    urls = [a["arguments"].get("url") for a in env["next_actions"]]
    assert "http://127.0.0.1:8000/b" not in urls and "http://127.0.0.1:8000/a" in urls


@pytest.mark.parametrize("code", [401, 403])
def test_a_refusal_is_authentication_failed_only_where_signing_in_helps(code: int) -> None:
    assert envelope(code)["code"] == "NAVIGATION_FAILED"
    env = envelope(code, login=True)
    assert (env["code"], env["severity"]) == ("AUTHENTICATION_FAILED", "error")
    helped = status_failure(status(code), action=None, last_url=None, login_helps=True)
    assert helped.code == "AUTHENTICATION_FAILED" and helped.severity is None  # fatal: a human refreshes the profile


def test_after_an_action_the_action_is_never_repeated() -> None:
    get = envelope(503, tool="browser_click", retry_after=5000)
    # The page it led to, again (a step back after it would undo it: a plan is a sequence).
    assert [a["arguments"]["url"] for a in get["next_actions"]] == ["http://127.0.0.1:8000/b"], get["next_actions"]
    post = envelope(503, tool="browser_click", method="POST")
    assert [a["arguments"]["url"] for a in post["next_actions"]] == ["http://127.0.0.1:8000/a"], "a POST is not resent"
    assert "may or may not have taken it" in str(post["message"])
    for env in (get, post, envelope(404, tool="browser_click")):
        assert not [a for a in env["next_actions"] if a.get("retry") or a["tool"] == "browser_click"]
