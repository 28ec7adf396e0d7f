"""Raw Playwright (Python) as its own process, for the baseline column of bench/compare.py.

    python -m bench.raw_playwright BASE_URL --sizes 1000 20000 [--startup-only] [--executable PATH] [--roles N]

Prints "navigated" as soon as the first page (page_100.html) is loaded (the parent times
spawn -> that line), then, unless --startup-only, visits each page, takes two
`aria_snapshot`s (what an MCP server would ask for), and prints one JSON line: its own
process tree's memory after the largest page, and what each added context costs.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys

from playwright.async_api import async_playwright

from bench.procinfo import tree_memory
from verdex_py.browser.launch.launcher import QUIET_FLAGS


async def run(base: str, sizes: list[int], startup_only: bool, executable: str, roles: int = 4) -> dict[str, object]:
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=executable, args=[*QUIET_FLAGS, "--no-sandbox"])
        page = await (await browser.new_context()).new_page()
        await page.goto(f"{base}/page_100.html")
        sys.stdout.write("navigated\n")
        sys.stdout.flush()
        if startup_only:
            await browser.close()
            return {}
        for n in sizes:
            await page.goto(f"{base}/page_{n}.html", timeout=180_000)
            for _ in range(2):
                await page.aria_snapshot(mode="ai", timeout=120_000)
        after_largest = tree_memory(os.getpid())
        for _ in range(roles):
            extra = await (await browser.new_context()).new_page()
            await extra.goto(f"{base}/page_1000.html", timeout=180_000)
            await extra.aria_snapshot(mode="ai", timeout=120_000)
        with_roles = tree_memory(os.getpid())
        await browser.close()
    total = with_roles["server_pss_mb"] + with_roles["chromium_pss_mb"]
    before = after_largest["server_pss_mb"] + after_largest["chromium_pss_mb"]
    per_role = round((total - before) / roles, 1) if roles else None
    return {"memory_after_largest": after_largest, "per_role_pss_mb": per_role}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base")
    parser.add_argument("--sizes", type=int, nargs="+", default=[])
    parser.add_argument("--startup-only", action="store_true")
    parser.add_argument("--executable", default="/usr/bin/chromium")
    parser.add_argument("--roles", type=int, default=4, help="contexts added after the largest page (0: none)")
    args = parser.parse_args()
    result = asyncio.run(run(args.base.rstrip("/"), args.sizes, args.startup_only, args.executable, args.roles))
    sys.stdout.write(json.dumps(result) + "\n")


if __name__ == "__main__":
    main()
