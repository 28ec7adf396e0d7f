"""Side-by-side benchmark (not a test): verdex-py vs raw Playwright (Python) vs playwright-mcp.

    python -m bench.compare                       # writes bench/results.json, docs/PERFORMANCE.md, docs/performance.png
    python -m bench.compare --sizes 100 1000 --runs 3 --startup-runs 2
    python -m bench.compare --latency-only --sizes 100 1000 5000 --runs 9 [--baseline DIR]

Every row of issue #14's table, measured in ONE run so that the machine's load is the
same for all three systems (the load average is recorded with the figures):

- memory: PSS summed over each server's process tree after the largest page, split into
  Chromium and the rest (bench/procinfo.py), and what each added role / context costs;
- start-up: spawn -> tools/list answered, spawn -> first navigate done (fresh processes);
- tool list: what the model reads (name + description + inputSchema), in chars/4;
- snapshots: latency against Playwright's own `aria_snapshot` (called in this process)
  and tokens; type and click latency. Calls to the three systems are interleaved, run by
  run, so a burst of load hits all of them alike.

`--latency-only` measures only the per-call rows (snapshot, click, type; nothing written but
`--out` when given), and `--baseline DIR` adds a fourth system, verdex-py run from another
source tree (e.g. `git archive` of the commit before a change), interleaved with the others so
that before and after meet the same load.

playwright-mcp is used when `bench/.node` holds it
(`npm install --prefix bench/.node @playwright/mcp@0.0.86`; its version is recorded) and skipped cleanly otherwise.
Snapshot tokens use one tokenizer-free proxy for both (each word and each punctuation
mark counts one): ratios are meaningful, absolute counts approximate.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from mcp import Client, StdioServerParameters
from playwright.async_api import Page, async_playwright

from bench.pages import write_pages
from bench.procinfo import children_of, tree_memory
from verdex_py.browser.launch.launcher import QUIET_FLAGS
from verdex_py.errors.fixes import zoom_hint
from verdex_py.refs import REF_SHAPE, ref_of, refs_of
from verdex_py.testing.fixture_server import FixtureServer

ROOT = Path(__file__).resolve().parent.parent
PWMCP = ROOT / "bench" / ".node" / "node_modules" / ".bin" / "playwright-mcp"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
# Every system runs this one browser. Ours alone would pick a headless shell where one is installed
# (README, "Browser discovery"): that would compare browsers, not servers.
SAME_BROWSER = ["--executable-path", CHROMIUM]
# Generous timeouts for both servers alike: a 20k-element snapshot on a loaded 2-core machine
# can take a minute, and a timeout would measure the load, not the server.
TIMEOUTS = ["--timeout-action", "120000", "--timeout-navigation", "180000"]
TOKEN = re.compile(r"\w+|[^\w\s]")
INTERACTIVE = ("link", "button", "textbox", "checkbox", "radio", "combobox", "searchbox", "slider", "spinbutton")


def count_tokens(text: str) -> int:
    return len(TOKEN.findall(text))


def interactive_refs(text: str) -> int:
    """How many interactive elements (links, buttons, fields) carry a ref an agent can act on."""
    return len(refs_of(text, INTERACTIVE))


# A condensed run's line names the one call that shows it (verdex-py; docs/CONTRACT.md section 2).
FOLD = re.compile(re.escape(zoom_hint("REF")).replace("REF", f"({REF_SHAPE})") + " shows them")


async def reachable_refs(system: McpSystem, text: str) -> int:
    """Interactive refs the agent reaches from this snapshot: those shown, plus those of the one
    `browser_snapshot(ref=...)` each condensed run names (interactive_refs alone, with condensing,
    would count what is folded as lost)."""
    refs = set(refs_of(text, INTERACTIVE))
    for ref in FOLD.findall(text):
        refs |= set(refs_of((await system.call("browser_snapshot", {"ref": ref}))[1], INTERACTIVE))
    return len(refs)


def _median(samples: list[float]) -> float:
    return round(statistics.median(samples), 1)


def _ref(text: str, role: str, name: str) -> str:
    found = ref_of(text, role, name)
    if not found:
        raise RuntimeError(f"{role} {name!r} not in snapshot")
    return found


def _text(result: Any) -> str:
    return "\n".join(c.text for c in result.content if getattr(c, "type", "") == "text")


def tool_list_size(tools: list[Any], instructions: str) -> dict[str, int]:
    """What a model reads of tools/list: name + description + inputSchema (compact JSON), in chars.

    The server instructions are counted apart: a host shows them once per session, not per tool.
    """
    names = sum(len(t.name) for t in tools)
    descriptions = sum(len(t.description or "") for t in tools)
    schemas = sum(len(json.dumps(t.input_schema, separators=(",", ":"))) for t in tools)
    return {
        "tools": len(tools),
        "chars": names + descriptions + schemas,
        "description_chars": descriptions,
        "instructions_chars": len(instructions),
    }


class McpSystem:
    """One MCP server under test, spoken to over stdio."""

    def __init__(self, name: str, params: StdioServerParameters) -> None:
        self.name, self.params = name, params
        self.client: Client | None = None
        self.target_arg = "ref"
        self.tools: list[Any] = []
        self.instructions = ""
        self.failed: list[str] = []

    async def __aenter__(self) -> McpSystem:
        self._cm = Client(self.params)
        self.client = await self._cm.__aenter__()
        self.tools = (await self.client.list_tools()).tools
        self.instructions = self.client.instructions or ""
        props = {t.name: t for t in self.tools}["browser_click"].input_schema.get("properties", {})
        self.target_arg = "target" if "target" in props else "ref"
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self._cm.__aexit__(*exc)

    async def call(self, tool: str, args: dict[str, Any]) -> tuple[float, str]:
        """Time one call. A failed call is retried once (on a loaded machine timeouts happen) and
        recorded in `self.failed`, which the report prints; a second failure stops the run."""
        for attempt in (1, 2):
            start = time.perf_counter()
            result = await self.client.call_tool(tool, args)  # type: ignore[union-attr]
            elapsed = (time.perf_counter() - start) * 1000
            if not result.is_error:
                return elapsed, _text(result)
            error = (result.structured_content or {}).get("error", {}).get("code") or _text(result)[:200]
            self.failed.append(f"{tool}: {error}")
            print(f"  {self.name} {tool} failed (attempt {attempt}): {_text(result)[:300]}", file=sys.stderr)
        raise RuntimeError(f"{self.name} {tool} failed twice: {_text(result)[:500]}")

    def server_pid(self) -> int:
        """The server process: the child of this process that the stdio client spawned."""
        marker = "-m verdex_py" if self.name.startswith("verdex-py") else "playwright-mcp"
        for pid in children_of(os.getpid()):
            try:
                cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            if marker in cmd:
                return pid
        raise RuntimeError(f"{self.name}: server process not found")


def verdex_params(source: Path | None = None) -> StdioServerParameters:
    """The server from this tree, or (`source`) from another checkout of it, for a before/after run."""
    args = ["-m", "verdex_py", "--log-level", "WARNING", *SAME_BROWSER, *TIMEOUTS]
    if source is None:
        return StdioServerParameters(command=sys.executable, args=args)
    env = {**os.environ, "PYTHONPATH": str(source)}
    return StdioServerParameters(command=sys.executable, args=args, env=env, cwd=str(source))


def pwmcp_version() -> str | None:
    """The playwright-mcp version installed in bench/.node, as its package says."""
    package = ROOT / "bench" / ".node" / "node_modules" / "@playwright" / "mcp" / "package.json"
    return json.loads(package.read_text())["version"] if package.exists() else None


def pwmcp_params(config_dir: Path) -> StdioServerParameters | None:
    if not PWMCP.exists():
        return None
    config = {
        "browser": {
            "browserName": "chromium",
            "isolated": True,
            "launchOptions": {
                "executablePath": CHROMIUM,
                "headless": True,
                "chromiumSandbox": False,
                "args": QUIET_FLAGS,
            },
        }
    }
    path = config_dir / "pwmcp.json"
    path.write_text(json.dumps(config))
    return StdioServerParameters(
        command=str(PWMCP), args=["--config", str(path), "--headless", "--isolated", *TIMEOUTS]
    )


# -- start-up -------------------------------------------------------------------------------


async def mcp_startup(params: StdioServerParameters, url: str) -> tuple[float, float]:
    """(spawn -> tools/list answered, spawn -> first navigate done) in ms, for a fresh server."""
    start = time.perf_counter()
    async with Client(params) as client:
        await client.list_tools()
        listed = (time.perf_counter() - start) * 1000
        result = await client.call_tool("browser_navigate", {"url": url})
        navigated = (time.perf_counter() - start) * 1000
        if result.is_error:
            raise RuntimeError(f"first navigate failed: {_text(result)[:300]}")
    return listed, navigated


async def raw_startup(base: str) -> float:
    """Spawn -> first navigate done for raw Playwright in a fresh Python process."""
    start = time.perf_counter()
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bench.raw_playwright", base, "--startup-only", "--executable", CHROMIUM,
        stdout=asyncio.subprocess.PIPE, cwd=ROOT,
    )  # fmt: skip
    assert proc.stdout is not None
    line = await proc.stdout.readline()
    elapsed = (time.perf_counter() - start) * 1000
    await proc.communicate()
    if line.strip() != b"navigated" or proc.returncode != 0:
        raise RuntimeError(f"raw Playwright start-up failed: {line!r}, exit {proc.returncode}")
    return elapsed


async def measure_startup(site: FixtureServer, pwmcp: StdioServerParameters | None, runs: int) -> dict[str, Any]:
    samples: dict[str, list[float]] = {k: [] for k in ("verdex_list", "verdex_nav", "pwmcp_list", "pwmcp_nav", "raw")}
    url = site.url("page_100.html")
    for _ in range(runs):  # interleaved, so load bursts hit every system alike
        listed, navigated = await mcp_startup(verdex_params(), url)
        samples["verdex_list"].append(listed)
        samples["verdex_nav"].append(navigated)
        if pwmcp is not None:
            listed, navigated = await mcp_startup(pwmcp, url)
            samples["pwmcp_list"].append(listed)
            samples["pwmcp_nav"].append(navigated)
        samples["raw"].append(await raw_startup(site.url("").rstrip("/")))
    return {k: _median(v) if v else None for k, v in samples.items()}


# -- one long session per system ----------------------------------------------------------------


async def timed_aria(page: Page) -> tuple[float, str]:
    start = time.perf_counter()
    text = await page.aria_snapshot(mode="ai", timeout=120_000)
    return (time.perf_counter() - start) * 1000, text


async def measure_pages(
    site: FixtureServer, systems: list[McpSystem], page: Page, sizes: list[int], runs: int
) -> dict[str, Any]:
    out: dict[str, Any] = {s.name: {} for s in systems} | {"playwright": {}}
    for n in sizes:
        url = site.url(f"page_{n}.html")
        await page.goto(url, timeout=180_000)
        for system in systems:
            await system.call("browser_navigate", {"url": url})
        snaps: dict[str, list[tuple[float, str]]] = {name: [] for name in out}
        for _ in range(runs):
            snaps["playwright"].append(await timed_aria(page))
            for system in systems:
                snaps[system.name].append(await system.call("browser_snapshot", {}))
        for name, samples in snaps.items():
            text = samples[-1][1]
            out[name][n] = {
                "snapshot_ms": _median([s[0] for s in samples]),
                "snapshot_tokens": count_tokens(text),
                "snapshot_chars": len(text),
                "interactive_refs": interactive_refs(text),
            }
        for system in systems:
            out[system.name][n]["interactive_reachable"] = await reachable_refs(system, snaps[system.name][-1][1])
        targets = {s.name: (_ref(snaps[s.name][-1][1], "button", "Go"), _ref(snaps[s.name][-1][1], "textbox", "Query"))
                   for s in systems}  # fmt: skip
        clicks: dict[str, list[float]] = {s.name: [] for s in systems}
        types: dict[str, list[float]] = {s.name: [] for s in systems}
        for i in range(runs):
            for system in systems:
                go, query = targets[system.name]
                args = {system.target_arg: go, "element": "Go"}
                clicks[system.name].append((await system.call("browser_click", args))[0])
                args = {system.target_arg: query, "text": f"q{i}", "element": "Query"}
                types[system.name].append((await system.call("browser_type", args))[0])
        for system in systems:
            out[system.name][n] |= {"click_ms": _median(clicks[system.name]), "type_ms": _median(types[system.name])}
        for name in out:
            print(f"  {name} n={n}: {out[name][n]}", file=sys.stderr)
    return out


async def per_role(system: McpSystem, site: FixtureServer, roles: int = 4) -> float:
    """PSS (whole tree, Chromium included) that each added role costs, on the 1k page."""
    pid = system.server_pid()
    before = tree_memory(pid)
    for i in range(roles):
        await system.call("browser_navigate", {"url": site.url("page_1000.html"), "role": f"bench{i}"})
        await system.call("browser_snapshot", {"role": f"bench{i}"})
    after = tree_memory(pid)
    total = (after["server_pss_mb"] + after["chromium_pss_mb"]) - (before["server_pss_mb"] + before["chromium_pss_mb"])
    return round(total / roles, 1)


async def raw_memory(base: str, sizes: list[int], roles: int = 4) -> dict[str, Any]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bench.raw_playwright", base, "--sizes", *map(str, sizes), "--executable", CHROMIUM,
        "--roles", str(roles), stdout=asyncio.subprocess.PIPE, cwd=ROOT,
    )  # fmt: skip
    out, _ = await proc.communicate()
    if proc.returncode != 0:
        raise RuntimeError(f"raw Playwright memory run failed with exit {proc.returncode}")
    return json.loads(out.decode().strip().splitlines()[-1])


@contextlib.asynccontextmanager
async def running(systems: list[McpSystem], results: dict[str, Any]) -> AsyncIterator[Page]:
    """The servers started and a direct-Playwright page beside them; the calls each server
    failed are recorded in `results` whatever happens, then everything is stopped."""
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, args=[*QUIET_FLAGS, "--no-sandbox"])
        page = await (await browser.new_context()).new_page()
        for system in systems:
            await system.__aenter__()
        try:
            yield page
        finally:
            results["failed_calls"] = {s.name: s.failed for s in systems}
            for system in reversed(systems):
                await system.__aexit__(None, None, None)
        await browser.close()


async def main_async(sizes: list[int], runs: int, startup_runs: int) -> dict[str, Any]:
    results: dict[str, Any] = {
        "sizes": sizes,
        "runs": runs,
        "startup_runs": startup_runs,
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "cpus": os.cpu_count(),
        "load_before": [round(x, 1) for x in os.getloadavg()],
        "pwmcp_version": pwmcp_version(),
    }
    with tempfile.TemporaryDirectory() as tmp:
        write_pages(Path(tmp), sizes)
        with FixtureServer(root=Path(tmp)) as site:
            pwmcp = pwmcp_params(Path(tmp))
            if pwmcp is None:
                print("playwright-mcp not installed in bench/.node: skipped", file=sys.stderr)
            results["startup_ms"] = await measure_startup(site, pwmcp, startup_runs)
            print(f"  start-up: {results['startup_ms']}", file=sys.stderr)
            systems = [McpSystem("verdex-py", verdex_params())]
            if pwmcp is not None:
                systems.append(McpSystem("playwright-mcp", pwmcp))
            async with running(systems, results) as page:
                results["pages"] = await measure_pages(site, systems, page, sizes, runs)
                results["tool_list"] = {s.name: tool_list_size(s.tools, s.instructions) for s in systems}
                results["memory_after_largest"] = {s.name: tree_memory(s.server_pid()) for s in systems}
                results["per_role_pss_mb"] = {"verdex-py": await per_role(systems[0], site)}
            raw = await raw_memory(site.url("").rstrip("/"), sizes)
            results["memory_after_largest"]["playwright"] = raw["memory_after_largest"]
            results["per_role_pss_mb"]["playwright"] = raw["per_role_pss_mb"]
    results["load_after"] = [round(x, 1) for x in os.getloadavg()]
    return results


async def latency_only(sizes: list[int], runs: int, baseline: Path | None) -> dict[str, Any]:
    """Only the per-call rows: snapshot, click and type, every system interleaved run by run."""
    results: dict[str, Any] = {
        "sizes": sizes,
        "runs": runs,
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "load_before": [round(x, 1) for x in os.getloadavg()],
    }
    with tempfile.TemporaryDirectory() as tmp:
        write_pages(Path(tmp), sizes)
        with FixtureServer(root=Path(tmp)) as site:
            systems = [McpSystem("verdex-py", verdex_params())]
            if baseline is not None:
                systems.append(McpSystem("verdex-py-baseline", verdex_params(baseline)))
            pwmcp = pwmcp_params(Path(tmp))
            if pwmcp is not None:
                systems.append(McpSystem("playwright-mcp", pwmcp))
            async with running(systems, results) as page:
                results["pages"] = await measure_pages(site, systems, page, sizes, runs)
    results["load_after"] = [round(x, 1) for x in os.getloadavg()]
    pages = results["pages"]
    for n in sizes:
        aria = pages["playwright"][n]["snapshot_ms"]
        for name in (s.name for s in systems):
            row = pages[name][n]
            ratio = f"{row['snapshot_ms'] / aria:.2f}x aria" if aria else ""
            versus = ""
            if "playwright-mcp" in pages and name != "playwright-mcp":
                mcp = pages["playwright-mcp"][n]
                type_x, click_x = row["type_ms"] / mcp["type_ms"], row["click_ms"] / mcp["click_ms"]
                versus = f" (type {type_x:.2f}x, click {click_x:.2f}x mcp)"
            print(
                f"n={n} {name}: snapshot {row['snapshot_ms']} ms ({ratio}), click {row['click_ms']} ms, "
                f"type {row['type_ms']} ms{versus}",
                file=sys.stderr,
            )
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency-only", action="store_true", help="only snapshot, click and type latency")
    parser.add_argument("--baseline", type=Path, help="with --latency-only: also the server from this source tree")
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 5000, 20000])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--startup-runs", type=int, default=3)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results.json")
    parser.add_argument("--docs", type=Path, default=ROOT / "docs", help="where PERFORMANCE.md and the plot go")
    args = parser.parse_args()
    if args.latency_only:
        results = asyncio.run(latency_only(args.sizes, args.runs, args.baseline))
        results["command"] = "python -m bench.compare " + " ".join(sys.argv[1:])
        if "--out" in sys.argv:
            args.out.write_text(json.dumps(results, indent=2) + "\n")
        sys.stdout.write(json.dumps(results, indent=2) + "\n")
        return
    results = asyncio.run(main_async(args.sizes, args.runs, args.startup_runs))
    results["command"] = "python -m bench.compare " + " ".join(sys.argv[1:])
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    from bench.report import write_report

    write_report(results, args.docs)
    sys.stdout.write(json.dumps(results, indent=2) + "\n")


if __name__ == "__main__":
    main()
