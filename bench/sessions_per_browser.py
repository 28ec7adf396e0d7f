"""How many client sessions one browser holds (a benchmark, not a test; long runs stay out of CI).

    python -m bench.sessions_per_browser                       # until memory or latency degrades
    python -m bench.sessions_per_browser --max-sessions 4 --step 2   # the short variant a test runs

Set-up as in docs/DEPLOY.md: a Playwright browser server (`playwright launch-server`) and one
verdex-py HTTP replica pointed at it with one token per client. Sessions are opened `--step`
at a time; each is a stateless client (its own token) that opens `--page` and leaves it open.
After each step: the browser's memory (PSS of its whole process tree), the verdex-py
process's RSS (with its Playwright driver), the machine's MemAvailable, and the latency of a
snapshot + click on a probe session opened first. It stops when MemAvailable falls under
`--memory-reserve-mb`, the probe's median latency exceeds `--latency-factor` times its
baseline, a session fails to open, or `--max-sessions` is reached; it prints a table on
stderr and a JSON summary on stdout (or `--json FILE`).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from pathlib import Path
from typing import Any

from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from bench.procinfo import children_of, pss_kb, rss_kb
from verdex_py import log
from verdex_py.browser.launch.launcher import find_executable
from verdex_py.refs import ref_of
from verdex_py.testing.fixture_server import FixtureServer

PROBE_ROUNDS = 5


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def meminfo_kb(name: str) -> int:
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith(name + ":"):
            return int(line.split()[1])
    raise RuntimeError(f"{name} not in /proc/meminfo")


def tree_pss_kb(root: int) -> int:
    return sum(pss_kb(p) for p in [root, *children_of(root, recursive=True)])


def tree_rss_kb(root: int) -> int:
    return sum(rss_kb(p) for p in [root, *children_of(root, recursive=True)])


class Proc:
    """A child command in its own session; stopped with its whole tree."""

    def __init__(self, argv: list[str], log: Path, env: dict[str, str] | None = None) -> None:
        self.log = log
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.DEVNULL, stdout=log.open("wb"), stderr=subprocess.STDOUT, env=env,
            start_new_session=True,
        )  # fmt: skip

    def wait_for(self, check: Any, what: str, deadline_s: float = 60) -> None:
        deadline = time.monotonic() + deadline_s
        while not check():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"{what} did not come up:\n{self.log.read_text(errors='replace')[-2000:]}")
            time.sleep(0.1)

    def stop(self) -> None:
        procs = [self.proc.pid, *children_of(self.proc.pid, recursive=True)]
        for pid in reversed(procs):
            with suppress(ProcessLookupError):
                os.kill(pid, signal.SIGTERM)
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            for pid in procs:
                with suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)


@asynccontextmanager
async def client(url: str, token: str) -> AsyncIterator[Client]:
    headers = {"Authorization": f"Bearer {token}"}
    async with (
        create_mcp_http_client(headers=headers) as http,
        Client(streamable_http_client(url, http_client=http)) as mcp,
    ):
        yield mcp


async def call(mcp: Client, tool: str, args: dict[str, Any]) -> Any:
    result = await mcp.call_tool(tool, args)
    if result.is_error:
        raise RuntimeError(f"{tool} failed: {result.content[0].text[:300]}")
    return result.structured_content


def ref(snapshot: str, role: str, name: str) -> str:
    found = ref_of(snapshot, role, name)
    if not found:
        raise RuntimeError(f"no {role} {name!r} on the page")
    return found


async def probe_ms(mcp: Client) -> float:
    """Median of snapshot + click on the probe session (form.html's Submit)."""
    samples = []
    for _ in range(PROBE_ROUNDS):
        started = time.perf_counter()
        snap = await call(mcp, "browser_snapshot", {})
        await call(mcp, "browser_click", {"ref": ref(snap["snapshot"], "button", "Submit")})
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


def slope(xs: list[int], ys: list[float]) -> float:
    """Least-squares slope: memory per session across every step, not just the last one."""
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / den if den else 0.0


async def run(args: argparse.Namespace, work: Path) -> dict[str, Any]:
    chromium, _ = find_executable(args.executable_path, None)
    ws_port, http_port = free_port(), free_port()
    config = {"executablePath": chromium, "args": ["--no-sandbox"], "host": "127.0.0.1", "port": ws_port,
              "wsPath": "/bench"}  # fmt: skip
    (work / "cfg.json").write_text(json.dumps(config))
    ws_url = f"ws://127.0.0.1:{ws_port}/bench"
    browser = Proc(
        [sys.executable, "-m", "playwright", "launch-server", "--browser", "chromium", "--config",
         str(work / "cfg.json")], work / "browser.log",
    )  # fmt: skip
    tokens = [f"bench-{i}" for i in range(args.max_sessions + 1)]
    env = {k: v for k, v in os.environ.items() if not k.startswith("VERDEX_")}
    env["VERDEX_AUTH_TOKEN"] = ",".join(tokens)
    server = None
    try:
        browser.wait_for(lambda: ws_url in browser.log.read_text(errors="replace"), "the browser server")
        server = Proc(
            [sys.executable, "-m", "verdex_py", "--transport", "http", "--port", str(http_port),
             "--browser-endpoint", ws_url, "--max-sessions", str(args.max_sessions + 1),
             "--session-idle-timeout", "86400", "--log-level", "WARNING"], work / "verdex.log", env,
        )  # fmt: skip
        url = f"http://127.0.0.1:{http_port}/mcp"

        def healthy() -> bool:
            with socket.socket() as sock:
                return sock.connect_ex(("127.0.0.1", http_port)) == 0

        server.wait_for(healthy, "verdex-py")
        return await measure(args, url, tokens, browser, server)
    finally:
        if server is not None:
            server.stop()
        browser.stop()


async def measure(args: argparse.Namespace, url: str, tokens: list[str], browser: Proc, server: Proc) -> dict[str, Any]:
    with FixtureServer() as site:
        page = site.url(args.page)
        async with client(url, tokens[0]) as probe:
            await call(probe, "browser_navigate", {"url": site.url("form.html")})
            await asyncio.sleep(1)  # let the first page settle before the baseline (a pause, not a wait on state)
            base_latency = await probe_ms(probe)
            rows: list[dict[str, Any]] = []
            stop, opened = "max_sessions", 0

            def row() -> dict[str, Any]:
                return {
                    "sessions": opened + 1,  # the probe counts
                    "browser_pss_mb": round(tree_pss_kb(browser.proc.pid) / 1024, 1),
                    "verdex_rss_mb": round(tree_rss_kb(server.proc.pid) / 1024, 1),
                    "available_mb": round(meminfo_kb("MemAvailable") / 1024),
                }

            rows.append({**row(), "probe_ms": round(base_latency, 1)})
            sys.stderr.write("sessions  browser_pss_mb  verdex_rss_mb  available_mb  probe_ms\n")
            while opened < args.max_sessions:
                try:
                    for _ in range(min(args.step, args.max_sessions - opened)):
                        async with client(url, tokens[opened + 1]) as mcp:
                            await call(mcp, "browser_navigate", {"url": page})
                        opened += 1
                except Exception as exc:  # noqa: BLE001 - the client's task group wraps it in an ExceptionGroup
                    leaf = exc
                    while isinstance(leaf, BaseExceptionGroup) and leaf.exceptions:
                        leaf = leaf.exceptions[0]
                    stop = f"a session failed to open: {str(leaf)[:200]}"
                    break
                current = {**row(), "probe_ms": round(await probe_ms(probe), 1)}
                rows.append(current)
                sys.stderr.write("{sessions:>8}  {browser_pss_mb:>14}  {verdex_rss_mb:>13}  {available_mb:>12}  "
                                 "{probe_ms:>8}\n".format(**current))  # fmt: skip
                if current["available_mb"] < args.memory_reserve_mb:
                    stop = f"MemAvailable under {args.memory_reserve_mb} MB"
                    break
                if current["probe_ms"] > args.latency_factor * base_latency:
                    stop = f"probe latency over {args.latency_factor}x its baseline"
                    break
    counts = [r["sessions"] for r in rows]
    browser_mb = slope(counts, [r["browser_pss_mb"] for r in rows])
    verdex_mb = slope(counts, [r["verdex_rss_mb"] for r in rows])
    total_mb = meminfo_kb("MemTotal") / 1024
    fits = int((total_mb - args.memory_reserve_mb - rows[0]["browser_pss_mb"]) / browser_mb) if browser_mb > 0 else None
    return {
        "page": args.page,
        "sessions_opened": rows[-1]["sessions"],
        "stopped_because": stop,
        "browser_mb_per_session": round(browser_mb, 1),
        "verdex_mb_per_session": round(verdex_mb, 2),
        "browser_baseline_mb": rows[0]["browser_pss_mb"],
        "probe_ms_baseline": rows[0]["probe_ms"],
        "probe_ms_last": rows[-1]["probe_ms"],
        "memory_total_mb": round(total_mb),
        "sessions_memory_allows": fits,
        "cpus": os.cpu_count(),
        "rows": rows,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-sessions", type=int, default=400)
    parser.add_argument("--step", type=int, default=10, help="sessions opened between two measurements")
    parser.add_argument("--page", default="form.html", help="fixture page each session keeps open")
    parser.add_argument("--latency-factor", type=float, default=3.0)
    parser.add_argument("--memory-reserve-mb", type=int, default=2048)
    parser.add_argument("--executable-path", default=None)
    parser.add_argument("--json", type=Path, default=None, help="write the summary here instead of stdout")
    args = parser.parse_args()
    log.configure("WARNING")  # the HTTP client would log every request at INFO
    with tempfile.TemporaryDirectory(prefix="verdex-bench-") as work:
        summary = asyncio.run(run(args, Path(work)))
    text = json.dumps(summary, indent=1)
    if args.json:
        args.json.write_text(text + "\n")
    else:
        sys.stdout.write(text + "\n")
    if summary["sessions_opened"] < 2 or summary["browser_mb_per_session"] <= 0:
        raise SystemExit(f"no usable measurement: {summary['stopped_because']}")


if __name__ == "__main__":
    main()
