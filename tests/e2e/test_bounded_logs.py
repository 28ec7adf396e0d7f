"""Per-tab and per-role collections are rings: a page that fails forever keeps answers small.

`churn.html` fires 300 requests the URL policy blocks, logs twice for each and creates and
removes 30 iframes, then says "burst done". Every place that shows one of those collections
must show the recent part and say how many older entries were dropped (#25 item 1).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from tests.helpers import text_of
from verdex_py.browser.page.failures import MAX_RECORDS
from verdex_py.browser.page.frames import MAX_ISSUES
from verdex_py.browser.page.signals import MAX_CONSOLE
from verdex_py.browser.page.tab import MAX_BLOCKED
from verdex_py.testing.fixture_server import FixtureServer

BURST, FRAMES = 300, 30
ANSWER_CHARS = 6000  # text and structured content together, however long the page has failed


def _size(answer: Any) -> int:
    return len(text_of(answer)) + len(json.dumps(answer.structured_content))


async def test_a_page_that_fails_forever_keeps_bounded_logs_and_says_what_it_dropped(
    make_client: Callable[..., Any], fixtures: FixtureServer
) -> None:
    url = fixtures.url(f"churn.html?blocked={quote(fixtures.cross_origin)}&burst={BURST}&frames={FRAMES}")
    async with make_client(blocked_origins=(fixtures.cross_origin,)) as client:
        opened = await client.call_tool("browser_navigate", {"url": url})
        assert not opened.is_error, text_of(opened)
        done = await client.call_tool("browser_wait_for", {"text": "burst done"})
        assert not done.is_error, text_of(done)

        page = await client.call_tool("browser_snapshot", {})
        warnings = page.structured_content["warnings"]
        assert warnings["blocked_dropped"] == BURST - MAX_BLOCKED, warnings
        assert f"{BURST} request(s) of this page were blocked" in text_of(page)
        assert f"… and {BURST - MAX_BLOCKED} older dropped" in text_of(page)
        assert len(warnings["inaccessible_frames"]) == MAX_ISSUES, warnings["inaccessible_frames"]
        assert warnings["frame_issues_dropped"] == FRAMES - MAX_ISSUES, warnings
        assert f"… and {FRAMES - MAX_ISSUES} older frame problem(s)" in text_of(page)

        log = await client.call_tool("browser_failures", {})
        data = log.structured_content
        # (an iframe the navigation's snapshot caught before it loaded may add an "unreadable" record)
        assert data["total"] == MAX_RECORDS and data["dropped"] >= BURST + FRAMES - MAX_RECORDS, data["by_kind"]
        assert data["by_kind"]["frame/detached"] == FRAMES and len(data["failures"]) == 10, data["by_kind"]
        assert f"… and {data['dropped']} older dropped" in text_of(log)
        assert _size(log) < ANSWER_CHARS, (_size(log), text_of(log))

        console = await client.call_tool("browser_console_messages", {})
        assert console.structured_content["dropped"] >= 2 * BURST - MAX_CONSOLE, console.structured_content["dropped"]
        assert "older dropped" in text_of(console) and "the latest 100 shown" in text_of(console)
        network = await client.call_tool("browser_network_requests", {"filter": "/churn/"})
        assert network.structured_content["total"] <= BURST

        cleared = await client.call_tool("browser_failures", {"clear": True})
        assert "record(s) cleared" in text_of(cleared)
        empty = (await client.call_tool("browser_failures", {})).structured_content
        assert (empty["total"], empty["dropped"], empty["failures"]) == (0, 0, [])
