"""Latency benchmark (not a test): cold start and per-call medians through a real MCP client.

    bash scripts/dev.sh bench            # or: python bench/latency.py --runs 30

Cold start: from spawning `python -m verdex_py` (stdio) to the first snapshot result,
browser launch included. Per-call: medians of browser_snapshot, browser_click and
browser_type on fixture pages, measured at the client, so protocol costs are included.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from typing import Any

from mcp import Client, StdioServerParameters

from verdex_py.refs import ref_of
from verdex_py.testing.fixture_server import FixtureServer


def _ref(text: str, role: str, name: str) -> str:
    found = ref_of(text, role, name)
    assert found, f"{role} {name!r} not found"
    return found


async def _timed(client: Client, tool: str, args: dict[str, Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = await client.call_tool(tool, args)
    elapsed = (time.perf_counter() - start) * 1000
    if result.is_error:
        raise RuntimeError(f"{tool} failed: {result.content[0].text}")
    return elapsed, result


async def measure(runs: int) -> dict[str, Any]:
    params = StdioServerParameters(command=sys.executable, args=["-m", "verdex_py", "--log-level", "WARNING"])
    with FixtureServer() as site:
        start = time.perf_counter()
        async with Client(params) as client:
            first = await client.call_tool("browser_navigate", {"url": site.url("form.html")})
            cold_ms = (time.perf_counter() - start) * 1000
            text = first.content[0].text
            name, submit = _ref(text, "textbox", "Full name"), _ref(text, "button", "Submit")
            samples: dict[str, list[float]] = {"snapshot": [], "click": [], "type": []}
            for i in range(runs):
                samples["snapshot"].append((await _timed(client, "browser_snapshot", {}))[0])
                samples["type"].append((await _timed(client, "browser_type", {"ref": name, "text": f"Ada {i}"}))[0])
                samples["click"].append((await _timed(client, "browser_click", {"ref": submit}))[0])
    return {
        "runs": runs,
        "cold_start_to_first_snapshot_ms": round(cold_ms, 1),
        **{f"{k}_median_ms": round(statistics.median(v), 1) for k, v in samples.items()},
        **{f"{k}_p90_ms": round(sorted(v)[int(len(v) * 0.9) - 1], 1) for k, v in samples.items()},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    figures = asyncio.run(measure(parser.parse_args().runs))
    sys.stdout.write(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
