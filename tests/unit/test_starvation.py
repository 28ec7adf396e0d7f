"""A silent liveness probe on a starved machine is not a frozen page (#25 item 7).

renderer.answers gives the same probe more time only when our own event loop ran late or the
browser process itself answered slowly; a page that is silent on a machine that keeps time
is named after one window, and a frozen page on a starved one after MAX_EXTRA_WINDOWS more.
Each fake here answers on conditions (an event), not after a chosen number of seconds.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

from verdex_py.browser import renderer, starvation
from verdex_py.browser.starvation import LoopLag, starved

WINDOW_S = 0.2


class FakeCdp:
    """The page's DevTools session: the probe answers once `page_free` is set; the browser
    process answers Browser.getVersion at once, or only after `browser_slow_s`."""

    def __init__(self, browser_slow_s: float = 0.0) -> None:
        self.page_free = asyncio.Event()
        self.browser_slow_s = browser_slow_s
        self.sent: list[str] = []

    async def send(self, method: str, params: Any = None) -> None:
        self.sent.append(method)
        if method == "Runtime.evaluate":
            await self.page_free.wait()
        elif self.browser_slow_s:
            await asyncio.sleep(self.browser_slow_s)


class FakePage:
    url = "http://127.0.0.1/slow"

    def __init__(self, cdp: FakeCdp) -> None:
        self.cdp, self.context = cdp, self

    def on(self, event: str, handler: Any) -> None:
        pass

    async def new_cdp_session(self, page: Any) -> FakeCdp:
        return self.cdp


class FakeTab:
    def __init__(self, cdp: FakeCdp) -> None:
        self.page = FakePage(cdp)


@pytest.fixture(autouse=True)
def short_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(renderer, "EXTRA_WINDOW_S", WINDOW_S)
    monkeypatch.setattr(starvation, "CONTROL_S", 0.05)


async def test_loop_lag_sees_a_blocked_loop() -> None:
    lag = LoopLag()
    lag.start()
    await asyncio.sleep(0)  # the ticker is asleep now
    time.sleep(starvation.LATE_S + 0.1)  # noqa: ASYNC251 - the point: our own loop blocked
    await asyncio.sleep(starvation.TICK_S * 2)
    assert lag.stop() > starvation.LATE_S
    verdict, why = await starved(lag, None)
    assert verdict and "event loop" in why


async def test_a_browser_that_answers_at_once_is_not_starved() -> None:
    assert await starved(LoopLag(), FakeCdp()) == (False, "")  # type: ignore[arg-type]
    assert await starved(LoopLag(), None) == (False, "")
    slow, why = await starved(LoopLag(), FakeCdp(browser_slow_s=0.2))  # type: ignore[arg-type]
    assert slow and "browser process" in why


async def test_a_silent_page_on_a_machine_that_keeps_time_is_named_after_one_window() -> None:
    cdp = FakeCdp()
    assert not await renderer.answers(FakeTab(cdp), WINDOW_S)  # type: ignore[arg-type]
    assert cdp.sent.count("Browser.getVersion") == 1, cdp.sent  # asked once, not starved: no second window


async def test_a_silent_page_on_a_starved_machine_gets_bounded_extra_windows() -> None:
    cdp = FakeCdp(browser_slow_s=0.1)
    assert not await renderer.answers(FakeTab(cdp), WINDOW_S)  # type: ignore[arg-type]
    assert cdp.sent.count("Browser.getVersion") == starvation.MAX_EXTRA_WINDOWS, cdp.sent


async def test_a_slow_page_on_a_starved_machine_is_not_called_frozen() -> None:
    """The page answers during the extra window the starved browser earned it."""
    cdp = FakeCdp(browser_slow_s=0.1)

    async def free_when_asked_about_the_browser() -> None:
        while "Browser.getVersion" not in cdp.sent:
            await asyncio.sleep(0.01)
        cdp.page_free.set()

    freeing = asyncio.ensure_future(free_when_asked_about_the_browser())
    assert await renderer.answers(FakeTab(cdp), WINDOW_S)  # type: ignore[arg-type]
    await freeing
