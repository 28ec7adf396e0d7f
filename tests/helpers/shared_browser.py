"""One Playwright driver and one Chromium for the in-process servers of a pytest worker.

Every `make_client` / `in_process` server is a fresh ToolRunner with its own BrowserHost, so it
would start its own Node driver and launch its own Chromium: most of what a short test costs.
Within one worker, module after module, they get them from a `SharedChromium` instead, through
the launcher's `Chromium` seam (browser/launch/launcher.py). Each server still has its own host (its launch count,
its browser generation), opens its own contexts and pages and closes them as before; only the
driver and the browser process outlive it, until the worker ends.

What the sharing keeps equal: a host that finds the browser gone (closed, crashed, killed)
relaunches through the same seam, and gets a new one; a driver that no longer answers is
replaced, with its browser, before the next server starts on it. Launch options other than
the shared browser's get a browser of their own, closed for real. Tests that kill, crash, freeze or relaunch the
browser on purpose, look at our process tree, or use a remote browser are marked
`own_browser` (a module's `pytestmark` or one test): their servers launch their own, as a
user's server does.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.async_api import Browser, Playwright, async_playwright

from verdex_py.browser.launch.launcher import BrowserHost, Chromium
from verdex_py.config import Settings
from verdex_py.server.app import ToolRunner

OWN_BROWSER = pytest.mark.own_browser
ANSWER_S = 3.0  # a driver that does not answer a round trip in this long is dead (the host judges so too)
CLOSE_S = 10.0

_current: Chromium | None = None  # what make_client and in_process hand their server now


def current() -> Chromium | None:
    """The shared driver and browser for the running test, or None (its servers launch their own)."""
    return _current


def runner(settings: Settings) -> ToolRunner:
    """A ToolRunner whose host launches on the running test's shared Chromium, if it has one."""
    return ToolRunner(settings, BrowserHost.from_settings(settings, _current))


@contextmanager
def using(chromium: Chromium | None) -> Iterator[None]:
    """Servers made while this is entered share `chromium` (None: each launches its own)."""
    global _current
    before, _current = _current, chromium
    try:
        yield
    finally:
        _current = before


class SharedChromium:
    """One driver, and one browser for the launch options seen first, handed to every host that asks."""

    def __init__(self) -> None:
        self._driver: Playwright | None = None
        self._browser: Browser | None = None
        self._options: dict[str, Any] | None = None
        self._lock = asyncio.Lock()  # two servers of one test must not start two drivers
        self.launches = 0  # real launches of the shared browser

    async def start_driver(self) -> Playwright:
        """The shared driver; one that no longer answers (killed) is replaced, with its browser."""
        async with self._lock:
            if self._driver is not None and not await self._answers():
                await self.aclose()
            if self._driver is None:
                self._driver = await async_playwright().start()
            return self._driver

    async def stop_driver(self, driver: Playwright) -> None:
        if driver is not self._driver:
            await driver.stop()

    async def launch(self, driver: Playwright, **options: Any) -> Browser:
        async with self._lock:
            shared = self._browser is not None and self._browser.is_connected()
            if driver is self._driver and shared and options == self._options:
                return self._browser  # type: ignore[return-value]
            browser = await driver.chromium.launch(**options)
            if driver is self._driver and not shared:
                self._browser, self._options = browser, options
                self.launches += 1
            return browser

    async def close(self, browser: Browser) -> None:
        """A host is done with `browser`: the shared one stays while it is connected (its
        contexts were closed by their roles); any other is closed for real."""
        if browser is self._browser:
            if browser.is_connected():
                return
            self._browser = self._options = None
        await browser.close()

    async def aclose(self) -> None:
        """The worker is done (or the driver died): close the browser and stop the driver."""
        browser, driver = self._browser, self._driver
        self._browser = self._options = self._driver = None
        if browser is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(browser.close(), CLOSE_S)
        if driver is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(driver.stop(), CLOSE_S)

    async def _answers(self) -> bool:
        """A round trip through the driver to the shared browser (a dead driver leaves it "connected")."""
        browser = self._browser
        if browser is None:
            return True  # nothing launched on it yet: nothing to ask
        if not browser.is_connected():
            return True  # the browser is gone, not necessarily the driver: launch() replaces it
        try:
            async with asyncio.timeout(ANSWER_S):
                session = await browser.new_browser_cdp_session()
                await session.detach()
        except Exception:
            return False
        return True
