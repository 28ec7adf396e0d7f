"""What one end-to-end test's fresh server costs in CPU, next to the same work in raw Playwright (#24).

    python -m bench.context_cost              # 12 of each, after one warm-up, on a shared browser
    python -m bench.context_cost --runs 30
    python -m bench.context_cost --executable /usr/bin/chromium   # the full browser, not a headless shell

The suite keeps both cores busy (docs/PERFORMANCE.md, "Test suite time"), so its length is the CPU
its tests use. Most end-to-end tests start a fresh server, which opens a browser context, a page,
navigates and takes a snapshot. This measures that unit of work two ways, both on one launched
Chromium and one Playwright driver (as the suite shares them per worker):

- ours: a fresh in-process server (`build_server`, through `mcp.Client`) whose first call is
  `browser_navigate` to the fixture form, closed afterwards;
- raw: Playwright alone: `new_context`, `new_page`, `goto` the same page, `aria_snapshot`, close.

CPU is the whole machine's busy time (/proc/stat) over the runs, divided by the runs: Chromium's
processes come and go within a run, so a per-process sum would miss them. Run it on a quiet machine.
Last, Chromium's memory (PSS, bench/procinfo.py) with one raw context on the page, and per context
added after it (what a role costs).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from collections.abc import Awaitable, Callable

from mcp import Client
from playwright.async_api import Browser, BrowserContext, async_playwright

from bench.procinfo import tree_memory
from tests.helpers import shared_browser
from tests.helpers.shared_browser import SharedChromium
from verdex_py.browser.launch.discovery import find_executable
from verdex_py.browser.launch.launcher import QUIET_FLAGS
from verdex_py.config import Settings
from verdex_py.server.app import build_server
from verdex_py.testing.fixture_server import FixtureServer

PAGE = "form.html"


def busy_s() -> float:
    """CPU seconds the machine has spent busy since boot (all cores; idle and iowait excluded)."""
    with open("/proc/stat", encoding="ascii") as stat:
        fields = [int(x) for x in stat.readline().split()[1:8]]
    user, nice, system, _idle, _iowait, irq, softirq = fields
    return (user + nice + system + irq + softirq) / 100


async def per_run(runs: int, one: Callable[[], Awaitable[None]]) -> tuple[float, float]:
    """(CPU ms, wall ms) per run of `one`, after one run that warms up."""
    await one()
    cpu, wall = busy_s(), time.perf_counter()
    for _ in range(runs):
        await one()
    return (busy_s() - cpu) * 1000 / runs, (time.perf_counter() - wall) * 1000 / runs


async def chromium_pss(browser: Browser, url: str, added: int = 4) -> tuple[float, float]:
    """(MB with one context on `url`, MB per context added after it): Chromium's processes' PSS."""

    async def opened() -> BrowserContext:
        context = await browser.new_context()
        await (await context.new_page()).goto(url)
        return context

    contexts = [await opened()]
    one = tree_memory(os.getpid())["chromium_pss_mb"]
    contexts += [await opened() for _ in range(added)]
    more = tree_memory(os.getpid())["chromium_pss_mb"]
    for context in contexts:
        await context.close()
    return one, (more - one) / added


async def main(runs: int, explicit: str | None) -> None:
    with FixtureServer() as site:
        chromium = SharedChromium()
        with shared_browser.using(chromium):

            async def ours() -> None:
                settings = Settings(timeout_action_ms=3000, timeout_navigation_ms=8000, executable_path=explicit)
                async with Client(build_server(settings, shared_browser.runner(settings))) as client:
                    result = await client.call_tool("browser_navigate", {"url": site.url(PAGE)})
                    if result.is_error:
                        raise SystemExit(f"browser_navigate failed: {result.content[0].text}")

            server = await per_run(runs, ours)
        await chromium.aclose()

        async with async_playwright() as driver:
            executable, _ = find_executable(explicit, driver)
            args = ["--no-sandbox", *QUIET_FLAGS]
            browser: Browser = await driver.chromium.launch(executable_path=executable, args=args)

            async def raw() -> None:
                context = await browser.new_context()
                page = await context.new_page()
                await page.goto(site.url(PAGE))
                if "Sign up" not in await page.locator("body").aria_snapshot():
                    raise SystemExit("raw Playwright's snapshot of the form lacks its heading")
                await context.close()

            plain = await per_run(runs, raw)
            memory = await chromium_pss(browser, site.url(PAGE))
            await browser.close()
    print(f"browser: {executable}")
    print(f"Chromium PSS: {memory[0]:.1f} MB with one page open, {memory[1]:.1f} MB more per added context")
    print(f"{'per fresh context':<34}{'CPU ms':>8}{'wall ms':>9}")
    print(f"{'ours: server + browser_navigate':<34}{server[0]:>8.0f}{server[1]:>9.0f}")
    print(f"{'raw: context + goto + snapshot':<34}{plain[0]:>8.0f}{plain[1]:>9.0f}")
    print(f"ours / raw CPU: {server[0] / plain[0]:.2f}x")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=12, help="runs of each, after one warm-up (default 12)")
    parser.add_argument("--executable", help="the browser for both (default: the one verdex-py discovers)")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    asyncio.run(main(args.runs, args.executable))
