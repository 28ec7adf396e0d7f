"""Find a Chromium, launch it once on first need, relaunch it once if it dies.

Discovery order: `--executable-path` / `VERDEX_EXECUTABLE_PATH`, Playwright's own
browser if `playwright install` put one there, then the system's Chromium or Chrome.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
from pathlib import Path

from playwright.async_api import Browser, Playwright, async_playwright
from playwright.async_api import Error as PlaywrightError

from verdex_py import log
from verdex_py.errors import BrowserUnavailable

SYSTEM_BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
INSTALL_HINT = "apt-get update && apt-get install -y chromium"
# Chromium phones home at start-up; on a closed network that is a flood of refused connections.
QUIET_FLAGS = [
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-gpu",
]

logger = log.get(__name__)


def find_executable(explicit: str | None, playwright: Playwright | None) -> tuple[str, str]:
    """Return (path, how it was found) or raise BrowserUnavailable naming the fix."""
    if explicit:
        if Path(explicit).is_file() and os.access(explicit, os.X_OK):
            return explicit, "--executable-path"
        raise BrowserUnavailable(
            f"The browser given by --executable-path / VERDEX_EXECUTABLE_PATH does not exist: {explicit}.",
            details={"executable_path": explicit, "install_command": INSTALL_HINT},
        )
    if playwright is not None:
        bundled = playwright.chromium.executable_path
        if bundled and Path(bundled).is_file():
            return bundled, "playwright"
    for name in SYSTEM_BROWSERS:
        found = shutil.which(name)
        if found:
            return found, "system"
    raise BrowserUnavailable(
        f"No Chromium found (looked for Playwright's browser and {', '.join(SYSTEM_BROWSERS)}); "
        f"a human must run `{INSTALL_HINT}` as root, or pass --executable-path.",
        details={"searched": list(SYSTEM_BROWSERS), "install_command": INSTALL_HINT},
    )


class BrowserHost:
    """Owns the Playwright driver and the one Browser every role's context lives in."""

    def __init__(self, executable_path: str | None = None, headed: bool = False, no_sandbox: bool = False) -> None:
        self._no_sandbox = no_sandbox
        self._explicit = executable_path
        self._headed = headed
        self._pw: Playwright | None = None
        self._browser: Browser | None = None
        self._lock = asyncio.Lock()
        self.launches = 0
        self.executable: str | None = None

    @property
    def alive(self) -> bool:
        return self._browser is not None and self._browser.is_connected()

    async def browser(self) -> Browser:
        """The running browser, launching it (or relaunching it once after a crash)."""
        if self.alive:
            return self._browser  # type: ignore[return-value]
        async with self._lock:
            if self.alive:
                return self._browser  # type: ignore[return-value]
            return await self._launch()

    async def _launch(self) -> Browser:
        if self._pw is None:
            self._pw = await async_playwright().start()
        path, source = find_executable(self._explicit, self._pw)
        args = list(QUIET_FLAGS)
        if self._no_sandbox or (hasattr(os, "geteuid") and os.geteuid() == 0):
            args.append("--no-sandbox")  # Chromium refuses to sandbox as root, and most containers lack userns
        try:
            self._browser = await self._pw.chromium.launch(executable_path=path, headless=not self._headed, args=args)
        except PlaywrightError as exc:
            raise BrowserUnavailable(
                f"Chromium at {path} failed to start: {exc.message.splitlines()[0]}",
                details={"executable_path": path, "install_command": INSTALL_HINT},
            ) from exc
        self.launches += 1
        self.executable = path
        logger.info("browser_launched", executable=path, source=source, launches=self.launches)
        return self._browser

    async def close(self) -> None:
        browser, pw = self._browser, self._pw
        self._browser, self._pw = None, None
        if browser is not None:
            with contextlib.suppress(PlaywrightError):  # already gone: nothing left to clean
                await browser.close()
        if pw is not None:
            await pw.stop()
