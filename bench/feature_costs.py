"""What each feature costs a page and a call (issue #44 item 1), measured with direct Playwright.

    python -m bench.feature_costs                 # 9 runs, the 1k and 5k perf pages and the shop page
    python -m bench.feature_costs --runs 5 --out /tmp/costs.json

Per page: a navigation (to `load`) in a context as the server sets one up, one layer at a time: bare;
with the init scripts every role installs (dialog guard, window.open count, ElementInternals kept);
with the page listeners every tab holds (requests and their answers, console, dialogs, downloads:
Playwright's driver sends those events only to a client that listens); with the page-tools init
script and binding that only `--caps webmcp` installs. Interleaved run by run, medians.

Per call: each script the server runs in a page, alone, on the same pages (one `evaluate` or
`eval_on_selector` round trip each, as the server sends them), beside an empty evaluate (the round
trip itself): which the server runs on every call, on element actions only, on field targets only,
or only with an option. The `when` column says which; the server's own Python is in
bench/profile_calls.py.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from playwright.async_api import BrowserContext, Page, async_playwright

from bench.compare import CHROMIUM
from bench.pages import write_pages
from bench.shop import write_shop
from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.scripts import clickables_ops
from verdex_py.browser.launch.launcher import QUIET_FLAGS
from verdex_py.browser.page.editors import EDITABLE
from verdex_py.testing.fixture_server import FixtureServer

PAGES = {"perf 1k": "page_1000.html", "perf 5k": "page_5000.html", "shop": "shop.html"}
REF = re.compile(r'- (textbox|button) "[^"]*" \[ref=(e\d+)\]')
LISTENED = ("request", "response", "requestfinished", "requestfailed", "console", "pageerror",
            "framenavigated", "dialog", "filechooser", "download")  # fmt: skip


async def _layer(context: BrowserContext, layer: str) -> None:
    if layer in ("init scripts", "listeners", "page tools"):
        await context.add_init_script(f"{scripts.DIALOG_GUARD};\n{scripts.WINDOW_OPEN};\n{scripts.INTERNALS}")
    if layer == "page tools":
        await context.expose_binding(scripts.WEBMCP_REPORT, lambda *_: None)
        await context.add_init_script(scripts.WEBMCP)


def _listen(page: Page, layer: str) -> None:
    if layer in ("listeners", "page tools"):
        for event in LISTENED:
            page.on(event, lambda *_: None)


MASK_LOOK = {"look": "fields"}
LAYERS = ("bare", "init scripts", "listeners", "page tools")


async def per_page(contexts: dict[str, BrowserContext], url: str, runs: int) -> dict[str, float]:
    samples: dict[str, list[float]] = {layer: [] for layer in LAYERS}
    for i in range(runs):
        order = LAYERS if i % 2 == 0 else LAYERS[::-1]
        for layer in order:
            page = await contexts[layer].new_page()
            _listen(page, layer)
            start = time.perf_counter()
            await page.goto(url, wait_until="load")
            samples[layer].append((time.perf_counter() - start) * 1000)
            await page.close()
    return {layer: round(statistics.median(v), 1) for layer, v in samples.items()}


async def _targets(page: Page) -> tuple[str, str]:
    """The first text field's and the first button's `aria-ref=` selectors, as the server addresses them."""
    first: dict[str, str] = {}
    for role, ref in REF.findall(await page.aria_snapshot(mode="ai")):
        first.setdefault(role, f"aria-ref={ref}")
    return first["textbox"], first["button"]


def _calls(page: Page, field: str, button: str) -> list[tuple[str, str, Callable[[], Awaitable[Any]]]]:
    """(script, when the server runs it, one call of it)."""
    on = page.eval_on_selector
    return [
        ("empty evaluate (the round trip)", "–", lambda: page.evaluate("0")),
        ("probe (usable? covered?)", "element actions", lambda: on(button, scripts.PROBE)),
        ("probe + mutation count + visible mark", "field targets", lambda: on(field, scripts.PROBE_AND_OBSERVE)),
        ("of which the visible mark (left_open)", "field targets", lambda: page.evaluate(scripts.SHOWN_MARK)),
        ("settle (frames, timers; counts)", "actions", lambda: page.evaluate(scripts.SETTLE)),
        ("read-back of a field", "type, fill, select", lambda: on(field, scripts.READBACK, None)),
        ("element's own line (nothing changed)", "element actions", lambda: on(field, scripts.STATE)),
        ("inline clickables and the editor check", "snapshots", lambda: clickables_ops.find(page, EDITABLE)),
        ("secret masking, one frame", "--secrets: every call", lambda: page.evaluate(scripts.SECRET_FIELDS, MASK_LOOK)),
    ]  # fmt: skip


async def per_call(page: Page, runs: int) -> dict[str, dict[str, Any]]:
    await page.evaluate(scripts.OBSERVE)
    calls = _calls(page, *await _targets(page))
    samples: dict[str, list[float]] = {name: [] for name, _, _ in calls}
    for _ in range(runs):
        for name, _, call in calls:
            start = time.perf_counter()
            await call()
            samples[name].append((time.perf_counter() - start) * 1000)
    return {name: {"when": when, "ms": round(statistics.median(samples[name]), 2)} for name, when, _ in calls}


async def measure(runs: int) -> dict[str, Any]:
    out: dict[str, Any] = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "runs": runs,
                           "load_before": [round(x, 2) for x in os.getloadavg()]}  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        write_pages(Path(tmp), [1000, 5000])
        write_shop(Path(tmp))
        with FixtureServer(root=Path(tmp)) as site:
            async with async_playwright() as p:
                browser = await p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", *QUIET_FLAGS])
                contexts = {}
                for layer in LAYERS:
                    contexts[layer] = await browser.new_context()
                    await _layer(contexts[layer], layer)
                out["per_page_ms"] = {name: await per_page(contexts, site.url(f), runs) for name, f in PAGES.items()}
                out["per_call_ms"] = {}
                for name, f in PAGES.items():
                    page = await contexts["listeners"].new_page()
                    await page.goto(site.url(f))
                    out["per_call_ms"][name] = await per_call(page, runs)
                    await page.close()
                await browser.close()
    out["load_after"] = [round(x, 2) for x in os.getloadavg()]
    return out


def table(r: dict[str, Any]) -> str:
    names = list(PAGES)
    lines = ["| per navigation (to `load`), ms | " + " | ".join(names) + " |", "|---|" + "---|" * len(names)]
    for layer in LAYERS:
        lines.append(f"| {layer} | " + " | ".join(str(r["per_page_ms"][n][layer]) for n in names) + " |")
    lines += ["", "| per call, ms (one round trip each) | runs on | " + " | ".join(names) + " |",
              "|---|---|" + "---|" * len(names)]  # fmt: skip
    for script, facts in r["per_call_ms"][names[0]].items():
        cells = " | ".join(str(r["per_call_ms"][n][script]["ms"]) for n in names)
        lines.append(f"| {script} | {facts['when']} | {cells} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    result = asyncio.run(measure(args.runs))
    if args.out:
        args.out.write_text(json.dumps(result, indent=2))
    print(table(result))
    print(f"load average {result['load_before']} before, {result['load_after']} after", file=sys.stderr)


if __name__ == "__main__":
    main()
