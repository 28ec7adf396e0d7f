"""Start-up and memory of a fresh server (#23 item 3): spawn -> tools/list, -> first navigate, and PSS by process kind.

    python -m bench.startup                          # ours and playwright-mcp, 5 runs each, interleaved
    python -m bench.startup --python /tmp/rt/bin/python --runs 3 --no-pwmcp
    python -m bench.startup --importtime             # also where our import time goes, by importer

Each run spawns the server over stdio as users do (`python -m verdex_py` from the repository
root, so the tree's code runs whatever interpreter `--python` names: a venv with only the
runtime dependencies shows what an installed server costs, without the dev tools' imports),
times tools/list, takes the memory of its process tree, then navigates to a small page and
takes it again: the Python process, the Node driver (Playwright's, or playwright-mcp itself)
and Chromium apart (bench/procinfo.py, PSS). `--importtime` runs `-X importtime` up to the
first tools/list once and sums each module's own time under the package that a module of
ours (or the interpreter) imported to get it: `structlog` then holds what structlog pulls in.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from mcp import Client, StdioServerParameters

from bench.compare import ROOT, SAME_BROWSER, TIMEOUTS, pwmcp_params
from bench.pages import write_pages
from bench.procinfo import children_of, tree_memory
from verdex_py.testing.fixture_server import FixtureServer

HANDSHAKE = (
    {"jsonrpc": "2.0", "id": 1, "method": "initialize",
     "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}},
    {"jsonrpc": "2.0", "method": "notifications/initialized"},
    {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
)  # fmt: skip


def ours(python: str) -> StdioServerParameters:
    return StdioServerParameters(
        command=python, args=["-m", "verdex_py", "--log-level", "WARNING", *SAME_BROWSER, *TIMEOUTS], cwd=str(ROOT)
    )


def server_pid(marker: str) -> int:
    for pid in children_of(os.getpid()):
        try:
            if marker in Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode():
                return pid
        except OSError:
            continue
    raise RuntimeError(f"no child process running {marker!r}")


def _split(memory: dict[str, float]) -> dict[str, float]:
    keys = ("python_pss_mb", "python_rss_mb", "node_pss_mb", "node_rss_mb", "chromium_pss_mb")
    return {k: memory.get(k, 0.0) for k in keys}


async def one_run(params: StdioServerParameters, marker: str, url: str) -> dict[str, Any]:
    start = time.perf_counter()
    async with Client(params) as client:
        await client.list_tools()
        listed = time.perf_counter() - start
        at_list = _split(tree_memory(server_pid(marker)))
        result = await client.call_tool("browser_navigate", {"url": url})
        navigated = time.perf_counter() - start
        if result.is_error:
            raise RuntimeError(f"first navigate failed: {result.content}")
        at_navigate = _split(tree_memory(server_pid(marker)))
    return {"tools_list_s": listed, "navigate_s": navigated, "at_tools_list": at_list, "at_navigate": at_navigate}


def importtime_log(python: str) -> str:
    """The stderr of `-X importtime` from spawn up to the first tools/list answer: one line per module imported."""
    with tempfile.TemporaryFile() as log:  # a file, not a pipe: ~100 kB of it come before the answer
        proc = subprocess.Popen(
            [python, "-X", "importtime", "-m", "verdex_py", "--log-level", "WARNING"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, cwd=ROOT,
        )  # fmt: skip
        assert proc.stdin and proc.stdout
        for message in HANDSHAKE:
            proc.stdin.write((json.dumps(message) + "\n").encode())
            proc.stdin.flush()
            if "id" in message:
                proc.stdout.readline()
        proc.stdin.close()
        proc.wait(timeout=60)
        log.seek(0)
        return log.read().decode()


def importtime(python: str) -> dict[str, Any]:
    """`-X importtime` up to the first tools/list answer: own time summed by top-level importer."""
    err = importtime_log(python)
    rows = []  # (depth, module, own µs), children listed before their importer
    for line in err.splitlines():
        if line.startswith("import time:") and "cumulative" not in line:
            own, _, name = line[len("import time:") :].split("|")
            rows.append(((len(name) - len(name.lstrip(" ")) - 1) // 2, name.strip(), int(own)))
    by_importer: dict[str, int] = {}
    for i, (depth, name, own) in enumerate(rows):
        chain, level = [name], depth
        for above_depth, above, _ in rows[i + 1 :]:
            if above_depth < level:
                chain.append(above)
                level = above_depth
        # the outermost module not ours: what one of our modules (or the interpreter) imported
        outer = [m for m in chain if not m.startswith("verdex_py")]
        key = "verdex_py (own code)" if name.startswith("verdex_py") else outer[-1].split(".")[0]
        by_importer[key] = by_importer.get(key, 0) + own
    total = sum(by_importer.values())
    top = sorted(by_importer.items(), key=lambda kv: -kv[1])
    return {"total_ms": round(total / 1000), "by_importer_ms": {k: round(v / 1000) for k, v in top[:12]}}


def _median(samples: list[float], digits: int = 2) -> float:
    return round(statistics.median(samples), digits)


def summarise(runs: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "tools_list_s": _median([r["tools_list_s"] for r in runs]),
        "navigate_s": _median([r["navigate_s"] for r in runs]),
    }
    for moment in ("at_tools_list", "at_navigate"):
        out[moment] = {k: _median([r[moment][k] for r in runs], 1) for k in runs[0][moment]}
    return out


async def main_async(python: str, runs: int, with_pwmcp: bool, with_importtime: bool) -> dict[str, Any]:
    result: dict[str, Any] = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "python": python,
        "runs": runs,
        "load_before": [round(x, 1) for x in os.getloadavg()],
    }
    samples: dict[str, list[dict[str, Any]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        write_pages(Path(tmp), [100])
        pwmcp = pwmcp_params(Path(tmp)) if with_pwmcp else None
        with FixtureServer(root=Path(tmp)) as site:
            url = site.url("page_100.html")
            for _ in range(runs):  # interleaved: a burst of load hits both alike
                samples.setdefault("verdex-py", []).append(await one_run(ours(python), "-m verdex_py", url))
                if pwmcp is not None:
                    pwmcp.cwd = tmp
                    samples.setdefault("playwright-mcp", []).append(await one_run(pwmcp, "playwright-mcp", url))
    result["systems"] = {name: summarise(s) for name, s in samples.items()}
    print(f"runs done: {result['systems']}", file=sys.stderr)
    if with_importtime:
        result["importtime"] = importtime(python)
    result["load_after"] = [round(x, 1) for x in os.getloadavg()]
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default=sys.executable, help="the interpreter that runs our server")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-pwmcp", action="store_true", help="ours only")
    parser.add_argument("--importtime", action="store_true")
    args = parser.parse_args()
    result = asyncio.run(main_async(args.python, args.runs, not args.no_pwmcp, args.importtime))
    result["command"] = "python -m bench.startup " + " ".join(sys.argv[1:])
    sys.stdout.write(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
