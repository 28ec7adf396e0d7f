"""What condensing saves on a first full snapshot (not a test): characters, tokens and refs, before and after.

    python -m bench.condensed                  # prints a markdown table
    python -m bench.condensed --sizes 1000     # flat bench pages of these sizes (default 100 1000 5000)

Per page: Playwright's own AI snapshot (what playwright-mcp shows, near verbatim: 19,105 against
its 19,144 tokens at 1k in docs/PERFORMANCE.md), then ours with `--uncondensed` (before) and by
default (after). Refs shown are those in the text; reachable adds the refs of each
`browser_snapshot(ref=...)` a fold names; lost counts interactive refs of "before" that "after"
cannot reach in one call (must be 0). Tokens are bench.compare's proxy. Pages: the flat perf pages
(bench/pages.py), the task benchmark's shop (bench/shop.py) and fixtures_html/repetitive.html.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from mcp import Client
from playwright.async_api import async_playwright

from bench.compare import CHROMIUM, count_tokens, interactive_refs
from bench.pages import write_pages
from bench.shop import SHOP_FILE, write_shop
from verdex_py.browser.launch.launcher import QUIET_FLAGS
from verdex_py.config import Settings
from verdex_py.refs import refs_in_text, refs_of
from verdex_py.server.app import build_server
from verdex_py.testing.fixture_server import FixtureServer

ROOT = Path(__file__).resolve().parent.parent
INTERACTIVE = ("link", "button", "textbox", "checkbox", "radio", "combobox", "searchbox", "slider", "spinbutton")


def _text(result: Any) -> str:
    return "\n".join(c.text for c in result.content if getattr(c, "type", "") == "text")


async def _ours(url: str, uncondensed: bool) -> dict[str, Any]:
    async with Client(build_server(Settings(uncondensed=uncondensed, timeout_action_ms=60_000))) as client:
        for _ in range(3):  # a loaded machine can take the 5k page's parse for a frozen renderer
            first = await client.call_tool("browser_navigate", {"url": url})
            if not first.is_error:
                break
        snap = await client.call_tool("browser_snapshot", {})
        text = snap.structured_content["snapshot"]
        folds = snap.structured_content.get("condensed", [])
        reachable, interactive = set(refs_in_text(text)), set(refs_of(text, INTERACTIVE))
        for fold in folds:
            zoom = (await client.call_tool("browser_snapshot", {"ref": fold["ref"]})).structured_content["snapshot"]
            reachable |= set(refs_in_text(zoom))
            interactive |= set(refs_of(zoom, INTERACTIVE))
        assert not first.is_error and not snap.is_error
        return {
            "chars": len(text),
            "tokens": count_tokens(text),
            "refs": len(refs_in_text(text)),
            "interactive_shown": interactive_refs(text),
            "reachable": len(reachable),
            "interactive": interactive,
            "folds": len(folds),
        }


async def _playwright(url: str) -> dict[str, int]:
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, args=[*QUIET_FLAGS, "--no-sandbox"])
        page = await browser.new_page()
        await page.goto(url)
        text = await page.aria_snapshot(mode="ai", timeout=120_000)
        await browser.close()
    return {"chars": len(text), "tokens": count_tokens(text), "refs": len(refs_in_text(text))}


async def measure(sizes: list[int]) -> list[dict[str, Any]]:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        write_pages(folder, sizes)
        write_shop(folder)
        shutil.copy(ROOT / "fixtures_html" / "repetitive.html", folder)
        pages = [(f"flat {n:,}", f"page_{n}.html") for n in sizes] + [
            ("shop (bench/shop.py)", SHOP_FILE),
            ("repetitive.html", "repetitive.html"),
        ]
        with FixtureServer(root=folder) as site:
            for label, name in pages:
                url = site.url(name)
                raw, before, after = await _playwright(url), await _ours(url, True), await _ours(url, False)
                lost = len(before["interactive"] - after["interactive"])
                rows.append({"page": label, "playwright": raw, "before": before, "after": after, "lost": lost})
                print(f"  {label}: {rows[-1]}", file=sys.stderr)
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    out = [
        "| page | Playwright ai snapshot: chars / tokens / refs | before (`--uncondensed`): chars / tokens / refs "
        "| after: chars / tokens / refs shown (reachable), folds | tokens after / Playwright | interactive refs lost |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        p, b, a = r["playwright"], r["before"], r["after"]
        out.append(
            f"| {r['page']} | {p['chars']:,} / {p['tokens']:,} / {p['refs']:,} "
            f"| {b['chars']:,} / {b['tokens']:,} / {b['refs']:,} "
            f"| {a['chars']:,} / {a['tokens']:,} / {a['refs']:,} ({a['reachable']:,}), {a['folds']} "
            f"| {a['tokens'] / p['tokens']:.2f}x | {r['lost']} |"
        )
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 5000])
    args = parser.parse_args()
    print(table(asyncio.run(measure(args.sizes))))


if __name__ == "__main__":
    main()
