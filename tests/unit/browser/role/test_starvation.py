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

from verdex_py.browser.role import renderer, starvation
from verdex_py.browser.role.starvation import LoopLag, starved

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


class FakeBrowserCdp:
    """The browser's own DevTools session: one renderer whose CPU time runs with the clock
    (a page burning a core: busy) or stands still (a page waiting for a core: starved)."""

    def __init__(self, busy: bool) -> None:
        self.busy, self.start = busy, time.monotonic()
        self.readings = 0

    async def send(self, method: str, params: Any = None) -> dict[str, Any]:
        assert method == "SystemInfo.getProcessInfo"
        self.readings += 1
        used = time.monotonic() - self.start if self.busy else 0.01
        return {
            "processInfo": [
                {"type": "browser", "id": 1, "cpuTime": 5.0},
                {"type": "renderer", "id": 2, "cpuTime": used},
            ]
        }


class FakeBrowser:
    def __init__(self, session: FakeBrowserCdp) -> None:
        self.session = session

    async def new_browser_cdp_session(self) -> FakeBrowserCdp:
        return self.session


class FakeTabInBrowser(FakeTab):
    def __init__(self, cdp: FakeCdp, browser_cdp: FakeBrowserCdp) -> None:
        super().__init__(cdp)
        self.page.browser = FakeBrowser(browser_cdp)  # type: ignore[attr-defined]  (page.context is the page)


def test_the_busiest_renderer_share_of_a_window() -> None:
    assert starvation.busiest_share({2: 1.0, 3: 4.0}, {2: 1.5, 3: 4.1, 4: 0.2}, 1.0) == pytest.approx(0.5)
    assert starvation.busiest_share(None, {2: 1.0}, 1.0) is None
    assert starvation.busiest_share({}, {}, 1.0) == 0.0


async def test_a_renderer_that_got_almost_no_cpu_was_starved_not_busy() -> None:
    slow, why = await starved(LoopLag(), FakeCdp(), 0.0)  # type: ignore[arg-type]
    assert slow and "renderer" in why
    assert await starved(LoopLag(), FakeCdp(), 0.9) == (False, "")  # type: ignore[arg-type]


async def test_on_a_loaded_machine_a_renderer_with_its_fair_share_is_busy(monkeypatch: pytest.MonkeyPatch) -> None:
    """At load 35 on 2 cores a frozen renderer got 9% of a core: that is its share, so it is busy;
    on a quiet machine the same 9% means it was kept from running."""
    monkeypatch.setattr(starvation.os, "cpu_count", lambda: 2)
    monkeypatch.setattr(starvation.os, "getloadavg", lambda: (35.0, 30.0, 25.0))
    assert starvation.fair_share() == pytest.approx(2 / 35)
    assert await starved(LoopLag(), FakeCdp(), 0.09) == (False, "")  # type: ignore[arg-type]
    monkeypatch.setattr(starvation.os, "getloadavg", lambda: (0.5, 0.5, 0.5))
    assert starvation.fair_share() == 1.0
    slow, why = await starved(LoopLag(), FakeCdp(), 0.09)  # type: ignore[arg-type]
    assert slow and "fair share 100%" in why


async def test_a_silent_page_whose_renderer_burns_a_core_is_named_after_one_window() -> None:
    """A frozen page on a machine that keeps time: its renderer ran all the window, no extension."""
    browser = FakeBrowserCdp(busy=True)
    assert not await renderer.answers(FakeTabInBrowser(FakeCdp(), browser), WINDOW_S)  # type: ignore[arg-type]
    assert browser.readings == 2  # at the start and at the end of the one window


async def test_a_probe_that_answers_at_once_reads_no_renderer_cpu() -> None:
    """The browser-wide CPU reading is for slow probes only: a quick answer costs none."""
    cdp, browser = FakeCdp(), FakeBrowserCdp(busy=True)
    cdp.page_free.set()
    assert await renderer.answers(FakeTabInBrowser(cdp, browser), renderer.FROZEN_AFTER_S)  # type: ignore[arg-type]
    await asyncio.sleep(renderer.QUICK_S + 0.05)  # a reading left scheduled would have run by now
    assert browser.readings == 0


async def test_a_slow_page_whose_renderer_is_starved_alone_is_not_called_frozen() -> None:
    """Our loop and the browser process keep time, but the renderer got no CPU: the probe earns an
    extra window, in which the page answers; still silent after MAX_EXTRA_WINDOWS, it is frozen."""
    cdp, browser = FakeCdp(), FakeBrowserCdp(busy=False)

    async def free_when_cpu_read_twice() -> None:
        while browser.readings < 2:
            await asyncio.sleep(0.01)
        cdp.page_free.set()

    freeing = asyncio.ensure_future(free_when_cpu_read_twice())
    assert await renderer.answers(FakeTabInBrowser(cdp, browser), WINDOW_S)  # type: ignore[arg-type]
    await freeing
    silent = FakeCdp()
    assert not await renderer.answers(FakeTabInBrowser(silent, FakeBrowserCdp(busy=False)), WINDOW_S)  # type: ignore[arg-type]
    assert silent.sent.count("Browser.getVersion") == 0  # extended on the renderer's CPU alone
