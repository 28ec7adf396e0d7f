"""Answers the server gives early by design, timed (not a test): the figures tests no longer bound.

    python -m bench.answer_times [--runs 5]

Each row is a call whose answer comes before a timeout because the server saw something (issue
#42 moved these figures out of tests/e2e, which now check the behaviour instead): a button that
opens nothing refused once the page stays quiet (not after its 2 s wait), a field that suggests
nothing refused after one try, clicks on a page whose own long-poll, beacon and timer stay open
(not held to the action timeout), and a navigation into a dialog answered at once (not at the
navigation timeout). The server runs in this process with the tests' timeouts (action 3 s,
navigation 8 s); medians and maxima of `--runs` runs, measured at the client.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from typing import Any

from mcp import Client

from verdex_py.config import Settings
from verdex_py.refs import ref_of
from verdex_py.server.app import build_server
from verdex_py.testing.fixture_server import FixtureServer

Scenario = Callable[[Client, FixtureServer], Awaitable[float]]


async def _call(client: Client, tool: str, args: dict[str, Any], code: str | None = None) -> tuple[float, Any]:
    """The call's seconds and result; the answer must be `code` (None: a success)."""
    started = time.perf_counter()
    result = await client.call_tool(tool, args)
    seconds = time.perf_counter() - started
    got = result.structured_content["error"]["code"] if result.is_error else None
    if got != code:
        raise RuntimeError(f"{tool}({args}) answered {got or 'ok'}, not {code or 'ok'}: {result.content[0].text[:300]}")
    return seconds, result


async def _open(client: Client, site: FixtureServer, page: str) -> str:
    return (await _call(client, "browser_navigate", {"url": site.url(page)}))[1].content[0].text


def _ref(text: str, role: str, name: str) -> str:
    found = ref_of(text, role, name)
    assert found, f"{role} {name!r} not found"
    return found


async def opener_refused(client: Client, site: FixtureServer) -> float:
    page = await _open(client, site, "widgets/opener.html")
    args = {"ref": _ref(page, "button", "Help"), "values": ["x"]}
    return (await _call(client, "browser_select_option", args, "INVALID_ARGUMENT"))[0]


async def deaf_field_refused(client: Client, site: FixtureServer) -> float:
    page = await _open(client, site, "widgets/suggest.html")
    args = {"ref": _ref(page, "textbox", "Nickname"), "values": ["Ace"]}
    return (await _call(client, "browser_select_option", args, "INVALID_ARGUMENT"))[0]


async def _busy_click(client: Client, site: FixtureServer, button: str) -> float:
    await _open(client, site, "requests/busy.html")
    page = (await _call(client, "browser_wait_for", {"text": "Polling steadily"}))[1].content[0].text
    return (await _call(client, "browser_click", {"ref": _ref(page, "button", button)}))[0]


async def dialog_while_loading(client: Client, site: FixtureServer) -> float:
    args = {"url": site.url("load_dialog.html?kind=alert&when=load")}
    return (await _call(client, "browser_navigate", args, "MODAL_DIALOG_OPEN"))[0]


SCENARIOS: dict[str, Scenario] = {
    "button that opens nothing: refused (its menu's wait: 2 s)": opener_refused,
    "field that suggests nothing: refused (a suggestion wait: 3 s)": deaf_field_refused,
    "busy page, click sending a 10 s beacon (action timeout: 3 s)": lambda c, s: _busy_click(c, s, "Toggle details"),
    "busy page, click fetching for 0.8 s (action timeout: 3 s)": lambda c, s: _busy_click(c, s, "Load more"),
    "navigation into an alert while loading (navigation timeout: 8 s)": dialog_while_loading,
}


async def measure(runs: int) -> dict[str, dict[str, float]]:
    figures: dict[str, dict[str, float]] = {}
    with FixtureServer() as site:
        for name, scenario in SCENARIOS.items():
            samples = []
            for _ in range(runs):  # a fresh server each run: nothing of the last run's page lingers
                settings = Settings(timeout_action_ms=3000, timeout_navigation_ms=8000)
                async with Client(build_server(settings)) as client:
                    samples.append(await scenario(client, site))
            figures[name] = {"median_s": round(statistics.median(samples), 2), "max_s": round(max(samples), 2)}
            print(f"{name}: {figures[name]}", file=sys.stderr)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    figures = asyncio.run(measure(parser.parse_args().runs))
    sys.stdout.write(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
