"""The guard's measures (bench/guard.py), in four groups that can each be rerun alone.

- session: one server and, in this process, direct Playwright-Python on the same Chromium, side
  by side: snapshot at 1k and 5k elements, click and type (read-back included) on the 1k page,
  samples interleaved and alternating which goes first; then the server's memory (everything but
  Chromium, PSS) after the 5k page against direct Playwright's own process after the same pages
  (bench/raw_playwright.py). Ratios of medians, ours / direct.
- startup: spawn -> tools/list and spawn -> first navigate, against a direct Playwright process's
  spawn -> first navigate (bench/compare.py), interleaved.
- counts: a server that counts its driver messages per call (bench/profile_calls.py
  --serve-trips): round trips and answer characters of fixed calls on the fixed 1k page, and
  what tools/list costs a model. These do not move with the load.
- imports: modules imported from spawn to the first tools/list answer (`-X importtime`).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from mcp import StdioServerParameters
from playwright.async_api import Page

from bench.compare import (
    ROOT,
    SAME_BROWSER,
    TIMEOUTS,
    McpSystem,
    _ref,
    mcp_startup,
    raw_memory,
    raw_startup,
    running,
    timed_aria,
    tool_list_size,
    verdex_params,
)
from bench.procinfo import tree_memory
from bench.profile_calls import OUT_ENV
from bench.startup import importtime_log
from verdex_py.testing.fixture_server import FixtureServer

SIZES = (1000, 5000)
ACT_SIZE = 1000  # click and type are measured on this page
GROUPS = ("counts", "imports", "startup", "session")


async def _interleaved(
    runs: int, ours: Callable[[], Awaitable[float]], direct: Callable[[], Awaitable[float]]
) -> float:
    """Median of ours / median of direct, one sample of each per run, alternating which goes first."""
    mine: list[float] = []
    theirs: list[float] = []
    for i in range(runs):
        if i % 2:
            mine.append(await ours())
            theirs.append(await direct())
        else:
            theirs.append(await direct())
            mine.append(await ours())
    return statistics.median(mine) / statistics.median(theirs)


async def _timed(work: Callable[[], Awaitable[object]]) -> float:
    start = time.perf_counter()
    await work()
    return (time.perf_counter() - start) * 1000


async def _act(system: McpSystem, page: Page, runs: int) -> dict[str, float]:
    """Click "Go" and type into "Query" on the 1k page: ours by ref, direct by Playwright's own aria-ref
    (what an MCP server on Playwright resolves a ref with), the direct type reading its value back."""
    ours_text = (await system.call("browser_snapshot", {}))[1]
    go, query = _ref(ours_text, "button", "Go"), _ref(ours_text, "textbox", "Query")
    direct_text = await page.aria_snapshot(mode="ai")
    direct_go = page.locator(f"aria-ref={_ref(direct_text, 'button', 'Go')}")
    direct_query = page.locator(f"aria-ref={_ref(direct_text, 'textbox', 'Query')}")
    typed = iter(range(10**6))

    async def direct_type() -> None:
        text = f"q{next(typed)}"
        await direct_query.fill(text)
        if await direct_query.input_value() != text:
            raise RuntimeError("direct type: the value did not take")

    async def ours_type() -> float:
        return (await system.call("browser_type", {"ref": query, "text": f"q{next(typed)}"}))[0]

    click = await _interleaved(
        runs, lambda: _ours(system, "browser_click", {"ref": go}), lambda: _timed(direct_go.click)
    )
    typing = await _interleaved(runs, ours_type, lambda: _timed(direct_type))
    return {"ratio.click_1k": click, "ratio.type_1k": typing}


async def _ours(system: McpSystem, tool: str, args: dict[str, Any]) -> float:
    return (await system.call(tool, args))[0]


async def _navigate(system: McpSystem, url: str) -> None:
    """Our navigate; when it fails (twice, McpSystem.call retries once), the page is measured anyway if it
    is all there. On a loaded machine (load 21-27 on 2 cores: 5 of 12 runs) the 5k page's parse outlasts
    the freeze window ("a script ran for over 2.5 s without yielding"); stopping scripts does not stop a
    parse, so the page still loads whole, and the freeze verdict is not what the guard measures."""
    try:
        await system.call("browser_navigate", {"url": url})
    except RuntimeError:
        text = (await system.call("browser_snapshot", {}))[1]
        if "Frame 2 button" not in text:  # the last frame's content (bench/pages.py): the page is not whole
            raise
        print("  the navigate named the page frozen, the page is whole: measured", file=sys.stderr)


async def session(site: FixtureServer, runs: int) -> dict[str, float]:
    out: dict[str, float] = {}
    holder: dict[str, Any] = {}
    system = McpSystem("verdex-py", verdex_params())
    async with running([system], holder) as page:
        for n in SIZES:
            url = site.url(f"page_{n}.html")
            await page.goto(url, timeout=180_000)
            await _navigate(system, url)
            out[f"ratio.snapshot_{n // 1000}k"] = await _interleaved(
                runs, lambda: _ours(system, "browser_snapshot", {}), lambda: _timed(lambda: timed_aria(page))
            )
            if n == ACT_SIZE:
                out |= await _act(system, page, runs)
        ours_mb = tree_memory(system.server_pid())["server_pss_mb"]
    raw = await raw_memory(site.url("").rstrip("/"), list(SIZES), roles=0)
    out["ratio.memory_5k"] = ours_mb / raw["memory_after_largest"]["server_pss_mb"]
    out["info.memory_5k_mb"] = ours_mb
    if holder.get("failed_calls", {}).get("verdex-py"):
        print(f"  calls retried once: {holder['failed_calls']['verdex-py']}", file=sys.stderr)
    return out


async def startup(site: FixtureServer, runs: int) -> dict[str, float]:
    url, base = site.url("page_100.html"), site.url("").rstrip("/")
    listed: list[float] = []
    navigated: list[float] = []
    direct: list[float] = []
    for i in range(runs):
        if i % 2:
            direct.append(await raw_startup(base))
        ours = await mcp_startup(verdex_params(), url)
        listed.append(ours[0])
        navigated.append(ours[1])
        if not i % 2:
            direct.append(await raw_startup(base))
    floor = statistics.median(direct)
    return {
        "ratio.spawn_tools_list": statistics.median(listed) / floor,
        "ratio.spawn_navigate": statistics.median(navigated) / floor,
        "info.spawn_tools_list_ms": statistics.median(listed),
    }


async def counts(site: FixtureServer) -> dict[str, float]:
    """Fixed calls on the fixed 1k page, twice each after the navigate: characters of each answer (the
    first) and driver messages per call (the larger of the two)."""
    out: dict[str, float] = {}
    with tempfile.NamedTemporaryFile(suffix=".jsonl") as log:
        params = StdioServerParameters(
            command=sys.executable,
            args=["-m", "bench.profile_calls", "--serve-trips", "--log-level", "WARNING", *SAME_BROWSER, *TIMEOUTS],
            env={**os.environ, OUT_ENV: log.name},
            cwd=str(ROOT),
        )
        system = McpSystem("verdex-py", params)
        async with system:
            size = tool_list_size(system.tools, system.instructions)
            out["chars.tools_list"] = size["chars"]
            out["chars.instructions"] = size["instructions_chars"]
            chars: dict[str, list[int]] = {}

            async def call(tool: str, args: dict[str, Any]) -> str:
                text = (await system.call(tool, args))[1]
                chars.setdefault(tool, []).append(len(text))
                return text

            text = await call("browser_navigate", {"url": site.url(f"page_{ACT_SIZE}.html")})
            go, query = _ref(text, "button", "Go"), _ref(text, "textbox", "Query")
            for i in range(2):
                await call("browser_snapshot", {})
                await call("browser_click", {"ref": go})
                await call("browser_type", {"ref": query, "text": f"guard {i}"})
        records = [json.loads(line) for line in Path(log.name).read_text().splitlines() if line.strip()]
    for tool, sizes in chars.items():
        short = tool.removeprefix("browser_")
        out[f"chars.{short}_1k"] = sizes[0]
        out[f"trips.{short}_1k"] = max(r.get("sent", 0) for r in records if r["tool"] == tool)
    return out


def imports() -> dict[str, float]:
    log = importtime_log(sys.executable)
    modules = [line for line in log.splitlines() if line.startswith("import time:") and "cumulative" not in line]
    if not modules:
        raise RuntimeError("`-X importtime` printed no module: the server did not answer tools/list")
    return {"modules.before_tools_list": len(modules)}


def group_of(name: str) -> str:
    """The group that measures `name`: the one to rerun when it fails."""
    if name.startswith("ratio.spawn"):
        return "startup"
    kind = name.split(".", 1)[0]
    return {"ratio": "session", "trips": "counts", "chars": "counts", "modules": "imports"}.get(kind, "session")


async def measure(group: str, site: FixtureServer, runs: int, startup_runs: int) -> dict[str, float]:
    if group == "session":
        return await session(site, runs)
    if group == "startup":
        return await startup(site, startup_runs)
    if group == "counts":
        return await counts(site)
    return imports()
