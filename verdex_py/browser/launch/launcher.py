"""Launch Chromium on first need (found by discovery.py), or connect to a remote one; again if it is lost.

Remote browsers (`--browser-endpoint`, `--cdp-endpoint`) are reached through remote.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from pathlib import Path
from typing import Any, Protocol

from playwright.async_api import Browser, BrowserContext, Playwright, async_playwright

from verdex_py import log
from verdex_py.browser.edge.playwright_errors import closed_connection, quietly
from verdex_py.browser.launch.discovery import find_executable, install_command, version_problem
from verdex_py.browser.launch.driver_bounds import bounded_driver_env
from verdex_py.browser.launch.remote import Endpoint, endpoint_from_settings
from verdex_py.config import Settings
from verdex_py.errors import BrowserUnavailable

# Chromium phones home at start-up; on a closed network that is a flood of refused connections.
WEBMCP_FLAG = "--enable-features=WebMCP"  # document.modelContext (Chromium 146+, behind this flag)
QUIET_FLAGS = [
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-gpu",
]
# With a URL policy every connection must pass the role's policy proxy (launch/policy_proxy.py):
# these turn off what leaves beside a proxy (WebRTC's own UDP, QUIC) or before it (DNS prefetch).
POLICY_FLAGS = [
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--disable-quic",
    "--dns-prefetch-disable",
]

logger = log.get(__name__)


class Chromium(Protocol):
    """Where a host's Playwright driver and launched Chromium come from, and where they go back.

    A host starts, launches, closes and stops only through this. The server gives every host
    `OwnChromium`, so nothing is shared between servers. The test suite hands the in-process
    servers of one test module a single driver and browser (tests/helpers/shared_browser.py):
    launching them is most of what a fresh server costs.
    """

    async def start_driver(self) -> Playwright: ...

    async def stop_driver(self, driver: Playwright) -> None: ...

    async def launch(self, driver: Playwright, **options: Any) -> Browser: ...

    async def close(self, browser: Browser) -> None: ...


class OwnChromium:
    """A driver and browser of the host's own: started, launched, closed and stopped for real."""

    async def start_driver(self) -> Playwright:
        with bounded_driver_env():
            return await async_playwright().start()

    async def stop_driver(self, driver: Playwright) -> None:
        await driver.stop()

    async def launch(self, driver: Playwright, **options: Any) -> Browser:
        return await driver.chromium.launch(**options)

    async def close(self, browser: Browser) -> None:
        await browser.close()


class BrowserHost:
    """Owns the Playwright driver and the one Browser every role's context lives in.

    The browser is launched here, or, with an endpoint, connected to where it runs (never a
    local fallback then). Either way it is made on first need and again after it was lost;
    roles notice the loss through their own context and say what it cost them.
    """

    def __init__(
        self,
        executable_path: str | None = None,
        headed: bool = False,
        no_sandbox: bool = False,
        endpoint: Endpoint | None = None,
        chromium: Chromium | None = None,
    ) -> None:
        self._chromium: Chromium = chromium or OwnChromium()
        self._no_sandbox = no_sandbox
        self._explicit = executable_path
        self._headed = headed
        self.endpoint = endpoint
        self.webmcp = False  # --caps webmcp: Chromium's own model-context API turned on (its feature flag)
        self.url_policy = False  # a URL policy is set: POLICY_FLAGS
        self._pw: Playwright | None = None
        self._browser: Browser | None = None
        self._lock = asyncio.Lock()
        self._failed: tuple[float, BrowserUnavailable] | None = None  # the last connect failure and when
        self._stale = False  # a connection was dropped and not yet replaced
        self.launches = 0  # launches, or connections to the endpoint
        self.generation = 0  # changes whenever the browser (or connection) is replaced or dropped
        self.executable: str | None = None
        self.launch_failure: str | None = None  # why the last launch failed; None once one succeeds
        self._preflight: asyncio.Future[str | None] | None = None

    @classmethod
    def from_settings(cls, settings: Settings, chromium: Chromium | None = None) -> BrowserHost:
        endpoint = endpoint_from_settings(settings)
        host = cls(settings.executable_path, settings.headed, settings.no_sandbox, endpoint, chromium)
        host.webmcp = "webmcp" in settings.caps
        host.url_policy = bool(settings.allowed_origins or settings.blocked_origins)
        if host.url_policy and endpoint is not None:  # said at start: the policy proxy listens on our loopback
            logger.warning("policy_needs_local_browser", endpoint=endpoint.shown, holds_if="it reaches our 127.0.0.1")
        return host

    @property
    def alive(self) -> bool:
        return self._browser is not None and self._browser.is_connected()

    async def healthy(self, deadline_s: float = 3.0) -> bool:
        """A real round trip to the browser through the driver; False if either is gone."""
        if self._browser is None or not self._browser.is_connected():
            return False
        with quietly() as failed:
            async with asyncio.timeout(deadline_s):
                session = await self._browser.new_browser_cdp_session()
                await session.detach()
        return not failed

    async def discard_if_dead(self) -> None:
        """Forget a dead browser and driver, so the next `browser()` launches afresh."""
        if self._browser is None or await self.healthy():
            return
        # "Connected" yet no answer: the driver itself is gone, and it goes too.
        driver_dead = self._browser.is_connected()
        async with self._lock:
            browser, pw = self._browser, self._pw
            self._browser, self._stale = None, True
            self.generation += 1
            if driver_dead:
                self._pw = None
            with contextlib.suppress(Exception):
                async with asyncio.timeout(3):
                    await self._chromium.close(browser)
            with contextlib.suppress(Exception):
                async with asyncio.timeout(3):
                    if driver_dead and pw is not None:
                        await self._chromium.stop_driver(pw)
        logger.warning("browser_discarded", driver_dead=driver_dead, launches=self.launches)

    async def browser(self) -> Browser:
        """The running browser, launching or connecting it (again, if it was lost)."""
        if self.alive:
            return self._browser  # type: ignore[return-value]
        asked = time.monotonic()
        async with self._lock:
            if self.alive:
                return self._browser  # type: ignore[return-value]
            if self._failed is not None and self._failed[0] >= asked:
                # An attempt failed while this call waited: answer now rather than queue another timeout.
                raise self._failed[1]
            if self.endpoint is None:
                try:
                    browser = await self._launch()
                except Exception as exc:
                    self.launch_failure = getattr(exc, "message", None) or f"{type(exc).__name__}: {exc}"
                    raise
                self.launch_failure = None
                return browser
            try:
                return await self._connect(self.endpoint)
            except BrowserUnavailable as exc:
                self._failed = (time.monotonic(), exc)
                raise

    async def preflight(self) -> str | None:
        """Why this host's own browser cannot start, found once and cheaply (no launch), or None.

        For /health: the driver must start (Playwright's Node needs system libraries of its own)
        and the executable must answer `--version`. Later verdicts come from real launches
        (`launch_failure`). A remote browser is not ours to start: always None.
        """
        if self.endpoint is not None:
            return None
        if self._preflight is None:
            self._preflight = asyncio.ensure_future(self._check())
        return await asyncio.shield(self._preflight)

    async def _check(self) -> str | None:
        async with self._lock:  # a launch racing this check must not start a second driver
            try:
                path, _ = find_executable(self._explicit, await self._driver(), headless=not self._headed)
            except BrowserUnavailable as exc:
                return exc.message
            except Exception as exc:
                return f"Playwright's driver did not start: {type(exc).__name__}: {str(exc)[:200]}"
        return await version_problem(path)

    async def new_context(self, **options: Any) -> BrowserContext:
        """A new context on the browser; a connection found dead on the way is replaced once.

        A remote browser server that dies closes our contexts a moment before its socket
        does: in that gap the browser still looks connected and `new_context` fails with
        "closed". That is the connection's death, not this call's fault.
        """
        browser = await self.browser()
        with quietly(timeouts=False) as failed:
            return await browser.new_context(**options)
        if not closed_connection(failed):
            failed.reraise()
        logger.warning("browser_closed_under_new_context", remote=self.endpoint is not None)
        await self._forget(browser)
        return await (await self.browser()).new_context(**options)

    async def silent_remote(self, within_s: float = 3.0) -> BrowserUnavailable | None:
        """After a call timed out: is it the remote browser that went silent (a frozen link)?

        A connection nobody closed (a network partition, a stopped server) never reports a
        disconnect; every call would wait out its timeout. One short round trip tells; if it
        gets no answer the connection is dropped, so the next call reconnects.
        """
        browser, endpoint = self._browser, self.endpoint
        if endpoint is None or browser is None or not browser.is_connected():
            return None
        with quietly():
            session = await asyncio.wait_for(browser.new_browser_cdp_session(), within_s)
            await asyncio.wait_for(session.detach(), within_s)
            return None
        logger.warning("remote_browser_silent", endpoint=endpoint.shown)
        await self._forget(browser)
        return endpoint.unavailable("no answer within the call's timeout", was_connected=True)

    async def _forget(self, browser: Browser) -> None:
        """Drop a browser whose connection is dead, so the next `browser()` makes a new one."""
        if browser is not self._browser:
            return
        self._browser = None
        self.generation += 1  # contexts made on it are dead, even if their handles do not know yet
        with quietly():
            await asyncio.wait_for(self._chromium.close(browser), 5)
        self._stale = True

    async def _driver(self) -> Playwright:
        if self._pw is None:
            self._pw = await self._chromium.start_driver()
        return self._pw

    async def _connect(self, endpoint: Endpoint) -> Browser:
        pw = await self._driver()
        stale, self._browser = self._browser, None
        if stale is not None:  # a dropped connection: release what the driver still holds for it
            with quietly():
                await asyncio.wait_for(self._chromium.close(stale), endpoint.timeout_ms / 1000)
        self._browser = await endpoint.connect(pw, was_connected=stale is not None or self._stale)
        self._stale = False
        self._browser.on("disconnected", self._on_disconnected)
        self.launches += 1
        self.generation += 1
        logger.info(
            "remote_browser_connected", endpoint=endpoint.shown, protocol=endpoint.protocol, connections=self.launches
        )
        return self._browser

    def _on_disconnected(self, browser: Browser) -> None:
        if browser is self._browser and self.endpoint is not None:
            logger.warning("remote_browser_disconnected", endpoint=self.endpoint.shown)

    def _args(self) -> list[str]:
        args = list(QUIET_FLAGS)
        if self._no_sandbox or (hasattr(os, "geteuid") and os.geteuid() == 0):
            args.append("--no-sandbox")  # Chromium refuses to sandbox as root, and most containers lack userns
        if self.webmcp:
            args.append(WEBMCP_FLAG)
        if self.url_policy:
            args.extend(POLICY_FLAGS)
        return args

    async def persistent_context(self, user_data_dir: Path, **options: Any) -> BrowserContext:
        """A context in its own Chromium keeping its profile in `user_data_dir` (--user-data-dir)."""
        pw = await self._driver()
        path, _ = find_executable(self._explicit, pw, headless=not self._headed)
        with quietly(timeouts=False) as failed:
            return await pw.chromium.launch_persistent_context(
                user_data_dir,
                executable_path=path,
                headless=not self._headed,
                args=self._args(),
                handle_sigint=False,  # Ctrl-C: our shutdown closes Chromium (see the launch below)
                **options,
            )
        raise BrowserUnavailable(
            f"Chromium at {path} failed to start with the profile {user_data_dir} (in use by another "
            f"browser?): {failed.first_line}",
            details={"executable_path": path, "user_data_dir": str(user_data_dir)},
        ) from failed.error

    async def _launch(self) -> Browser:
        pw = await self._driver()
        path, source = find_executable(self._explicit, pw, headless=not self._headed)
        args = self._args()
        with quietly(timeouts=False) as failed:
            # Ctrl-C reaches Playwright's driver too: it must leave Chromium to our shutdown (cli.py), which
            # answers the calls in flight and writes the traces first; the driver itself ignores SIGINT.
            self._browser = await self._chromium.launch(
                pw, executable_path=path, headless=not self._headed, args=args, handle_sigint=False
            )
        if failed:
            raise BrowserUnavailable(
                f"Chromium at {path} failed to start: {failed.first_line}",
                details={"executable_path": path, "install_command": install_command()},
            ) from failed.error
        self.launches += 1
        self.generation += 1
        self.executable = path
        logger.info("browser_launched", executable=path, source=source, launches=self.launches)
        return self._browser

    async def close(self) -> None:
        """Close a launched browser; from a remote one, only disconnect (our contexts go with us)."""
        browser, pw = self._browser, self._pw
        self._browser, self._pw = None, None
        if browser is not None:
            # already gone: nothing left to clean; a remote that stopped answering must not hold up exit
            limit_s = 10 if self.endpoint is None else self.endpoint.timeout_ms / 1000
            with quietly():
                await asyncio.wait_for(self._chromium.close(browser), limit_s)
        if pw is not None:
            await self._chromium.stop_driver(pw)
