"""Side-by-side benchmark (not a test): verdex-py vs direct Playwright vs playwright-mcp.

    python bench/compare.py                      # writes bench/results.json, docs/PERFORMANCE.md, docs/performance.png
    python bench/compare.py --sizes 100 1000 --runs 5

Pages with N elements (links, buttons, inputs, a table, a list and two iframes) are
generated and served on loopback. Both MCP servers run as stdio subprocesses driven by
the same Python MCP client; playwright-mcp is used when `bench/.node` holds it
(`npm install --prefix bench/.node @playwright/mcp`) and skipped cleanly otherwise.
Tokens are counted with one tokenizer-free proxy for both (words and punctuation marks,
`verdex_py.browser.compact.count_tokens`): ratios are meaningful, absolute counts approximate.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from mcp import Client, StdioServerParameters
from playwright.async_api import async_playwright

from bench.pages import write_pages
from bench.procinfo import children_of, pss_kb, rss_kb
from verdex_py.browser.compact import count_tokens
from verdex_py.browser.launcher import QUIET_FLAGS, find_executable
from verdex_py.testing.fixture_server import FixtureServer

ROOT = Path(__file__).resolve().parent.parent
PWMCP = ROOT / "bench" / ".node" / "node_modules" / ".bin" / "playwright-mcp"


def _median(samples: list[float]) -> float:
    return round(statistics.median(samples), 1)


def _ref(text: str, role: str, name: str) -> str:
    import re

    match = re.search(rf'{role} "{re.escape(name)}"[^\n]*?\[ref=([\w]+)\]', text)
    if not match:
        raise RuntimeError(f"{role} {name!r} not in snapshot")
    return match.group(1)


def _text(result: Any) -> str:
    return "\n".join(c.text for c in result.content if getattr(c, "type", "") == "text")


class McpSystem:
    """One MCP server under test, spoken to over stdio."""

    def __init__(self, name: str, params: StdioServerParameters, marker: str) -> None:
        self.name, self.params, self.marker = name, params, marker
        self.client: Client | None = None
        self.target_arg = "ref"

    async def __aenter__(self) -> McpSystem:
        self._cm = Client(self.params)
        self.client = await self._cm.__aenter__()
        tools = {t.name: t for t in (await self.client.list_tools()).tools}
        props = tools["browser_click"].input_schema.get("properties", {})
        self.target_arg = "target" if "target" in props else "ref"
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self._cm.__aexit__(*exc)

    async def call(self, tool: str, args: dict[str, Any]) -> tuple[float, str]:
        start = time.perf_counter()
        result = await self.client.call_tool(tool, args)  # type: ignore[union-attr]
        elapsed = (time.perf_counter() - start) * 1000
        if result.is_error:
            raise RuntimeError(f"{self.name} {tool} failed: {_text(result)[:500]}")
        return elapsed, _text(result)

    def server_pid(self) -> int | None:
        for pid in children_of(os.getpid()):
            try:
                cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            if self.marker in cmd:
                return pid
        return None


async def measure_mcp(system: McpSystem, site: FixtureServer, sizes: list[int], runs: int) -> dict[str, Any]:
    out: dict[str, Any] = {"pages": {}}
    start = time.perf_counter()
    async with system:
        await system.call("browser_navigate", {"url": site.url("page_100.html")})
        await system.call("browser_snapshot", {})
        out["cold_start_ms"] = round((time.perf_counter() - start) * 1000, 1)
        for n in sizes:
            _, text = await system.call("browser_navigate", {"url": site.url(f"page_{n}.html")})
            snaps = [await system.call("browser_snapshot", {}) for _ in range(runs)]
            full = snaps[-1][1]
            go, query = _ref(full, "button", "Go"), _ref(full, "textbox", "Query")
            clicks = [
                (await system.call("browser_click", {system.target_arg: go, "element": "Go"}))[0] for _ in range(runs)
            ]
            types = [
                (await system.call("browser_type", {system.target_arg: query, "text": f"q{i}", "element": "Query"}))[0]
                for i in range(runs)
            ]
            out["pages"][n] = {
                "snapshot_ms": _median([s[0] for s in snaps]),
                "snapshot_tokens": count_tokens(full),
                "snapshot_chars": len(full),
                "click_ms": _median(clicks),
                "type_ms": _median(types),
            }
            print(f"  {system.name} n={n}: {out['pages'][n]}", file=sys.stderr)
        pid = system.server_pid()
        out["server_rss_mb_after_largest"] = round(rss_kb(pid) / 1024, 1) if pid else None
        if system.name == "verdex-py" and pid:
            out["per_role_mb"] = await _per_role(system, site, pid)
    return out


async def _per_role(system: McpSystem, site: FixtureServer, pid: int, roles: int = 4) -> dict[str, float]:
    """Memory each added role costs: server RSS, and the browser's PSS (shared pages split fairly)."""

    def browser_pss() -> int:
        return sum(pss_kb(p) for p in children_of(pid, recursive=True))

    server0, browser0 = rss_kb(pid), browser_pss()
    for i in range(roles):
        await system.call("browser_navigate", {"url": site.url("page_1000.html"), "role": f"bench{i}"})
    server1, browser1 = rss_kb(pid), browser_pss()
    return {
        "server_mb": round((server1 - server0) / 1024 / roles, 1),
        "browser_mb": round((browser1 - browser0) / 1024 / roles, 1),
    }


async def measure_direct(site: FixtureServer, sizes: list[int], runs: int) -> dict[str, Any]:
    out: dict[str, Any] = {"pages": {}}
    async with async_playwright() as pw:
        path, _ = find_executable(None, pw)
        browser = await pw.chromium.launch(executable_path=path, args=[*QUIET_FLAGS, "--no-sandbox"])
        page = await (await browser.new_context()).new_page()
        for n in sizes:
            await page.goto(site.url(f"page_{n}.html"))
            samples, text = [], ""
            for _ in range(runs):
                start = time.perf_counter()
                text = await page.aria_snapshot(mode="ai")
                samples.append((time.perf_counter() - start) * 1000)
            clicks = []
            for _ in range(runs):
                start = time.perf_counter()
                await page.get_by_role("button", name="Go", exact=True).click()
                clicks.append((time.perf_counter() - start) * 1000)
            out["pages"][n] = {
                "snapshot_ms": _median(samples),
                "snapshot_tokens": count_tokens(text),
                "click_ms": _median(clicks),
            }
            print(f"  playwright n={n}: {out['pages'][n]}", file=sys.stderr)
        await browser.close()
    return out


def pwmcp_params(config_dir: Path) -> StdioServerParameters | None:
    if not PWMCP.exists():
        return None
    config = {
        "browser": {
            "browserName": "chromium",
            "isolated": True,
            "launchOptions": {
                "executablePath": "/usr/bin/chromium",
                "headless": True,
                "chromiumSandbox": False,
                "args": QUIET_FLAGS,
            },
        }
    }
    path = config_dir / "pwmcp.json"
    path.write_text(json.dumps(config))
    return StdioServerParameters(command=str(PWMCP), args=["--config", str(path), "--headless", "--isolated"])


async def main_async(sizes: list[int], runs: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        write_pages(Path(tmp), sizes)
        with FixtureServer(root=Path(tmp)) as site:
            results: dict[str, Any] = {"sizes": sizes, "runs": runs, "date": time.strftime("%Y-%m-%d")}
            results["playwright"] = await measure_direct(site, sizes, runs)
            verdex = StdioServerParameters(command=sys.executable, args=["-m", "verdex_py", "--log-level", "WARNING"])
            results["verdex"] = await measure_mcp(McpSystem("verdex-py", verdex, "-m verdex_py"), site, sizes, runs)
            params = pwmcp_params(Path(tmp))
            if params is None:
                print("playwright-mcp not installed in bench/.node: skipped", file=sys.stderr)
                results["playwright_mcp"] = None
            else:
                system = McpSystem("playwright-mcp", params, "playwright-mcp")
                results["playwright_mcp"] = await measure_mcp(system, site, sizes, runs)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 5000, 20000])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results.json")
    args = parser.parse_args()
    results = asyncio.run(main_async(args.sizes, args.runs))
    args.out.write_text(json.dumps(results, indent=2))
    from bench.report import write_report

    write_report(results, ROOT / "docs")
    sys.stdout.write(json.dumps(results, indent=2) + "\n")


if __name__ == "__main__":
    main()
