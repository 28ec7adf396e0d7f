"""What browser/role/liveness.py decides from plain values, before any repair: which failures can mean a
frozen or closed page, which calls are never checked, when a popup is one too many, and that a
crash event marks its tab."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest
from playwright.async_api import Error as PlaywrightError

from verdex_py.browser.calls.call import Call
from verdex_py.browser.calls.facade import Browser
from verdex_py.browser.page.failures import FailureLog
from verdex_py.browser.role import liveness, renderer
from verdex_py.errors import ActionTimeout, InvalidArgument, NavigationFailed, PageClosed, PageUnresponsive


class FakePage:
    """The page calls liveness makes: event subscriptions, a DevTools session, close."""

    def __init__(self) -> None:
        self.handlers: dict[str, list[Any]] = {}
        self.closed_with: list[dict[str, Any]] = []
        self.context = self

    def on(self, event: str, handler: Any) -> None:
        self.handlers.setdefault(event, []).append(handler)

    async def new_cdp_session(self, page: Any) -> None:
        return None

    async def close(self, **options: Any) -> None:
        self.closed_with.append(options)


class FakeTab:
    def __init__(self, closed: bool = False) -> None:
        self.page = FakePage()
        self.closed = closed
        self.modals: list[Any] = []
        self.nav_pending: str | None = None


class Untouchable:
    """A role whose browser state must not be looked at: any access but `context` fails the test."""

    def __init__(self, context: object | None) -> None:
        self.context = context

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"looked at runtime.{name}")


@pytest.mark.parametrize(
    ("exc", "timeout"),
    [
        (ActionTimeout("x"), True),
        (TimeoutError(), True),
        (NavigationFailed("x", details={"kind": "timeout"}), True),
        (NavigationFailed("x", details={"kind": "dns"}), False),
        (InvalidArgument("x"), False),
        (RuntimeError("Timeout 3000ms exceeded"), False),
    ],
)
def test_only_a_timeout_can_mean_a_frozen_page(exc: Exception, timeout: bool) -> None:
    assert liveness._is_timeout(exc) is timeout


@pytest.mark.parametrize(
    ("exc", "closed"),
    [
        (PageClosed("x"), True),
        (PlaywrightError("Target page, context or browser has been closed"), True),
        (PlaywrightError("Connection CLOSED"), True),
        (ActionTimeout("x"), False),
        (ActionTimeout("the tab was closed"), False),  # read from Playwright's error, not our own words
    ],
)
def test_what_can_mean_a_lost_browser(exc: Exception, closed: bool) -> None:
    assert liveness._looks_closed(exc) is closed


async def test_closing_and_reading_failures_work_on_the_page_as_it_is(monkeypatch: pytest.MonkeyPatch) -> None:
    """The facade repairs a page before its work, unless the work takes the page as it is (the
    failure log, closing the role): declared by the facade method, not by a list of tool names."""
    repaired: list[str] = []

    async def repair(runtime: object, tool: str, retry: dict[str, object]) -> None:
        repaired.append(tool)

    monkeypatch.setattr(liveness, "before_call", repair)
    runtime = SimpleNamespace(name="r", lock=asyncio.Lock(), failures=FailureLog(), active_tab=lambda: None)
    browser = Browser(SimpleNamespace(role=lambda name, arguments=None: runtime))  # type: ignore[arg-type]
    log = await browser.failures(Call("browser_failures", None), clear=False)
    assert (log.role, log.records, repaired) == ("r", [], [])
    with pytest.raises(AttributeError):  # a tool that uses the page is repaired first, then needs a tab
        await browser.console(Call("browser_console_messages", None), None)
    assert repaired == ["browser_console_messages"]


async def test_nothing_is_checked_before_the_browser_was_ever_opened() -> None:
    await liveness.before_call(Untouchable(context=None), "browser_click", {"ref": "e1"})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "exc",
    [PageUnresponsive("already repaired"), ActionTimeout("x", details={"recovered": True})],
)
async def test_a_failure_already_diagnosed_is_passed_on_as_is(exc: Exception) -> None:
    assert await liveness.diagnose(Untouchable(context=object()), "browser_click", exc) is exc  # type: ignore[arg-type]


async def test_without_a_browser_a_failure_is_passed_on_as_is() -> None:
    exc = ActionTimeout("x")
    assert await liveness.diagnose(Untouchable(context=None), "browser_click", exc) is exc  # type: ignore[arg-type]


async def test_a_crash_event_marks_its_tab_only() -> None:
    crashing, other = FakeTab(), FakeTab()
    assert not renderer.crashed(crashing) and not renderer.crashed(other)
    for handler in crashing.page.handlers["crash"]:
        handler(crashing.page)
    assert renderer.crashed(crashing) and not renderer.crashed(other)


class Role:
    def __init__(self, open_tabs: int, closed_tabs: int = 0) -> None:
        self.tabs = [FakeTab() for _ in range(open_tabs)] + [FakeTab(closed=True) for _ in range(closed_tabs)]
        self.failures = FailureLog()


async def test_a_popup_below_the_cap_is_kept() -> None:
    role, popup = Role(renderer.MAX_TABS - 1, closed_tabs=5), FakePage()
    assert not renderer.popup_refused(role, popup)  # type: ignore[arg-type]
    assert role.failures.records() == [] and popup.closed_with == []


async def test_a_popup_past_the_cap_is_closed_and_recorded_once_per_storm() -> None:
    role = Role(renderer.MAX_TABS)
    popups = [FakePage() for _ in range(renderer.MAX_TABS + 5)]
    assert all(renderer.popup_refused(role, popup) for popup in popups)  # type: ignore[arg-type]
    records = role.failures.records("page")
    assert len(records) == renderer.MAX_TABS, "a storm is one story, not one record per popup"
    assert records[0].reason == "popup_closed"
    for task in list(renderer._CLOSING):
        await task
    assert all(popup.closed_with == [{"run_before_unload": False}] for popup in popups)


class _Spawner:
    """A role whose first new pages land in dead renderers (`failures` of them), then live ones."""

    def __init__(self, failures: int, message: str = "BrowserContext.new_page: Target crashed ") -> None:
        self.failures, self.message, self.asked = failures, message, 0
        self.name = "default"

    async def new_tab(self) -> str:
        self.asked += 1
        if self.asked <= self.failures:
            raise PlaywrightError(self.message)
        return "fresh tab"


async def test_a_new_tab_that_lands_in_a_dead_spare_renderer_is_asked_for_again() -> None:
    """CI: every renderer killed (the spare with them), the crash repair's new page got 'Target
    crashed' and the call answered INTERNAL_ERROR instead of PAGE_CLOSED with the tab reopened."""
    once = _Spawner(1)
    assert await liveness._fresh_tab(once) == "fresh tab" and once.asked == 2  # type: ignore[arg-type]
    with pytest.raises(PlaywrightError, match="closed"):  # not a crash: not asked again
        await liveness._fresh_tab(_Spawner(1, "Target page, context or browser has been closed"))  # type: ignore[arg-type]
