"""Playwright's real error messages (recorded from Chromium, call logs trimmed) -> our errors.

`translate` is pure, so the table is checked without a browser: each message below was
raised by Playwright against the fixture pages, and each row says which code, field and
reason the agent must get for it.
"""

from __future__ import annotations

import pytest
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import is_transient, translate
from verdex_py.errors import (
    ActionTimeout,
    ElementNotInteractable,
    FrameDetached,
    InternalError,
    InvalidArgument,
    NavigationFailed,
    PageClosed,
    TransientError,
)
from verdex_py.errors.exceptions import NavigationFacts

BUTTON = {"ref": "e4", "role": "button", "name": "Buy now", "tag": "button", "frame": None}


def click_ctx() -> ActionContext:
    return ActionContext("click", element=BUTTON, timeout_ms=800, retry_arguments={"ref": "e4"})


def nav_ctx(url: str) -> ActionContext:
    return ActionContext("navigate", url=url, timeout_ms=800, retry_arguments={"url": url})


DISABLED = """Locator.click: Timeout 600ms exceeded.
Call log:
  - waiting for locator("text=Disabled action")
    - locator resolved to <button disabled type="button">Disabled action</button>
  - attempting click action
    2 × waiting for element to be visible, enabled and stable
      - element is not enabled
    - retrying click action
    - waiting 20ms
"""
COVERED = """Locator.click: Timeout 800ms exceeded.
Call log:
  - waiting for locator("#buy")
    - locator resolved to <button id="buy" type="button">Buy now</button>
  - attempting click action
    2 × waiting for element to be visible, enabled and stable
      - element is visible, enabled and stable
      - scrolling into view if needed
      - done scrolling
      - <div id="cookie-banner">…</div> intercepts pointer events
    - retrying click action
      - waiting 100ms
"""
HIDDEN = """Locator.click: Timeout 600ms exceeded.
Call log:
  - waiting for locator("#ghost")
    - locator resolved to <button id="ghost" type="button">Ghost</button>
  - attempting click action
    2 × waiting for element to be visible, enabled and stable
      - element is not visible
    - retrying click action
"""
READONLY = """Locator.fill: Timeout 600ms exceeded.
Call log:
  - waiting for get_by_role("textbox", name="Account ID")
    - locator resolved to <input readonly type="text" id="account" value="ACC-1042"/>
    - fill("x")
  - attempting fill action
    2 × waiting for element to be visible, enabled and editable
      - element is not editable
"""
NOT_INPUT = """Locator.fill: Error: Element is not an <input>, <textarea>, <select> or [contenteditable] \
and does not have a role allowing [aria-readonly]
Call log:
  - waiting for get_by_role("button", name="Submit")
    - locator resolved to <button type="submit">Submit</button>
    - fill("x")
  - attempting fill action
    - waiting for element to be visible, enabled and editable
"""
MISSING = """Locator.click: Timeout 600ms exceeded.
Call log:
  - waiting for locator("#nothing")
"""
REFUSED = """Page.goto: net::ERR_CONNECTION_REFUSED at http://127.0.0.1:34991/
Call log:
  - navigating to "http://127.0.0.1:34991/", waiting until "load"
"""
DNS = """Page.goto: net::ERR_NAME_NOT_RESOLVED at http://nonexistent.invalid/
Call log:
  - navigating to "http://nonexistent.invalid/", waiting until "load"
"""
NAV_TIMEOUT = """Page.goto: Timeout 800ms exceeded.
Call log:
  - navigating to "http://127.0.0.1:40203/hang", waiting until "load"
"""
BAD_FRAME = """Locator.click: Invalid frame in aria-ref selector "aria-ref=f99e3"
Call log:
  - waiting for locator("aria-ref=f99e3")
"""
STRICT = """Locator.fill: Error: strict mode violation: locator("input") resolved to 4 elements:
    1) <input id="name" name="name" type="text"/> aka get_by_role("textbox", name="Full name")
    2) <input id="email" name="email" type="email"/> aka get_by_role("textbox", name="Email")
"""
DESTROYED = "Page.evaluate: Execution context was destroyed, most likely because of a navigation."
INTERRUPTED = """Page.goto: Navigation to "about:blank" is interrupted by another navigation to \
"chrome-error://chromewebdata/"
Call log:
  - navigating to "about:blank", waiting until "load"
"""
CLOSED = "Page.goto: Target page, context or browser has been closed"
UNKNOWN_KEY = 'Keyboard.press: Unknown key: "Entr"'


@pytest.mark.parametrize(
    ("timeout", "message", "reason"),
    [
        (True, DISABLED, "disabled"),
        (True, COVERED, "covered"),
        (True, HIDDEN, "hidden"),
        (True, READONLY, "not_editable"),
        (False, NOT_INPUT, "not_editable"),
    ],
)
def test_call_log_reasons_become_not_interactable(timeout: bool, message: str, reason: str) -> None:
    exc = (PlaywrightTimeoutError if timeout else PlaywrightError)(message)
    err = translate(exc, click_ctx())
    assert isinstance(err, ElementNotInteractable)
    assert err.field == "ref" and err.details["reason"] == reason and err.facts.as_mapping()["reason"] == reason
    assert err.details["element"] == BUTTON and err.facts.as_mapping()["retry_arguments"] == {"ref": "e4"}
    assert err.message.startswith('e4 (button "Buy now")'), err.message
    if reason == "covered":
        assert err.details["covering_element"] == {"html": '<div id="cookie-banner">'}


def test_a_timeout_without_a_reason_says_what_it_waited_for() -> None:
    err = translate(PlaywrightTimeoutError(MISSING), click_ctx())
    assert isinstance(err, ActionTimeout)
    assert err.details["waiting_for"] == 'waiting for locator("#nothing")' and err.details["timeout_ms"] == 800
    assert "timed out after 800 ms" in err.message and err.facts.as_mapping()["retry_arguments"] == {"ref": "e4"}


def test_a_timeout_of_a_page_wide_action_names_no_element() -> None:
    """A snapshot of a page that navigates forever (tests/e2e/test_bounded.py, on a busy machine)."""
    err = translate(PlaywrightTimeoutError(MISSING), ActionContext("snapshot", timeout_ms=3000, retry_arguments={}))
    assert isinstance(err, ActionTimeout) and "element" not in err.details, err.details
    assert err.message.startswith("snapshot timed out after 3000 ms waiting for: "), err.message


@pytest.mark.parametrize(
    ("message", "net_error", "kind"),
    [(REFUSED, "ERR_CONNECTION_REFUSED", "refused"), (DNS, "ERR_NAME_NOT_RESOLVED", "dns")],
)
def test_network_errors_name_their_kind(message: str, net_error: str, kind: str) -> None:
    url = "http://example.test/"
    err = translate(PlaywrightError(message), nav_ctx(url))
    assert isinstance(err, NavigationFailed) and err.field == "url"
    assert err.details == {"url": url, "net_error": net_error, "kind": kind} and err.facts == NavigationFacts(kind, url)


def test_a_navigation_timeout_is_a_navigation_failure() -> None:
    err = translate(PlaywrightTimeoutError(NAV_TIMEOUT), nav_ctx("http://127.0.0.1:40203/hang"))
    assert isinstance(err, NavigationFailed) and err.details["kind"] == "timeout"
    assert "took longer than 800 ms" in err.message


def test_a_frame_that_went_away_is_frame_detached() -> None:
    err = translate(PlaywrightError(BAD_FRAME), click_ctx())
    assert isinstance(err, FrameDetached) and err.field == "ref" and err.details == {"element": BUTTON}


def test_closed_targets_are_page_closed() -> None:
    err = translate(PlaywrightError(CLOSED), nav_ctx("http://example.test/"))
    assert isinstance(err, PageClosed) and err.details == {"action": "navigate"}


@pytest.mark.parametrize("message", [DESTROYED, INTERRUPTED])
def test_races_with_a_navigation_are_transient(message: str) -> None:
    assert is_transient(message)
    err = translate(PlaywrightError(message), click_ctx())
    assert isinstance(err, TransientError) and str(err) == message.splitlines()[0]


def test_an_unknown_key_suggests_the_closest_name() -> None:
    ctx = ActionContext("press_key", timeout_ms=800, retry_arguments={"key": "Entr"})
    err = translate(PlaywrightError(UNKNOWN_KEY), ctx)
    assert isinstance(err, InvalidArgument) and err.field == "key" and err.suggested_value == "Enter"
    assert err.facts.as_mapping()["corrected_arguments"] == {"key": "Enter"} and "Enter" in err.allowed_values


def test_anything_else_is_an_internal_error_with_its_first_line() -> None:
    err = translate(PlaywrightError(STRICT), click_ctx())
    assert isinstance(err, InternalError) and "matched several elements" in err.message
    assert not is_transient(STRICT) and not is_transient(DISABLED)
