"""browser_find on content a scrolling list or feed has not rendered yet, through the MCP client.

Hand-made pages (fixtures_html/scrolling): a 10,000-line virtual list in a fixed box and a
3,000-row one the window scrolls (only the rows in view in the DOM), a feed in the window that
appends ten posts when a sentinel comes into view, and one in a box that loads on its own scroll
event. A query not in the page as rendered scrolls the containers a screenful at a time until it
is found (the position kept: the row stays rendered and its ref is clicked), or the bounds run
out (the positions restored). The page's own state line proves which row's button was clicked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mcp import Client

from tests.helpers import failure, ok, ok_text, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def find(client: Client, text: str) -> dict[str, Any]:
    result = await ok(client, "browser_find", {"text": text})
    return result.structured_content or {}


async def open_page(client: Client, fixtures: FixtureServer, name: str) -> str:
    return text_of(await ok(client, "browser_navigate", {"url": fixtures.url(f"scrolling/{name}")}))


async def test_a_row_far_down_a_virtual_list_is_found_and_clicked(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "virtual.html")
        assert "L-00412" not in page and "Sailor 600" not in page  # not rendered
        found = await find(client, "Settle L-00412")
        assert found["total"] == 1 and found["scrolled"]["found"], found
        assert "Ledger lines" in found["scrolled"]["where"], found
        [ref] = found["refs"]
        assert "picked=ledger L-00412" in await ok_text(client, "browser_click", {"ref": ref})
        # the window's list: the box is scrolled in turn with the page, the row found in the page
        hail = await find(client, "Hail Sailor 600")
        assert hail["scrolled"]["where"] == "the page" and hail["total"] == 1, hail
        assert "picked=crew Sailor 600" in await ok_text(client, "browser_click", {"ref": hail["refs"][0]})


async def test_not_found_within_the_bounds_says_so_and_scrolls_back(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        await open_page(client, fixtures, "virtual.html")
        result = await ok(client, "browser_find", {"text": "Settle L-09999"})  # far past the step bound
        data = result.structured_content or {}
        assert data["total"] == 0 and not data["scrolled"]["found"] and data["scrolled"]["restored"], data
        assert data["scrolled"]["ran_out"] in ("steps", "time"), data
        assert "scroll positions restored" in text_of(result)
        for top in ("Settle L-00000", 'Hail Sailor 1"'):  # both lists are back at their top: no scrolling
            back = await find(client, top)
            assert back["total"] == 1 and "scrolled" not in back, back


async def test_posts_several_loads_down_a_feed(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "feed.html")
        assert "Dispatch no. 1" not in page or "Dispatch no. 47" not in page
        found = await find(client, "Star dispatch 47")  # five loads down the window's feed
        assert found["total"] == 1 and found["scrolled"]["where"] == "the page", found["scrolled"]
        assert "starred=47" in await ok_text(client, "browser_click", {"ref": found["refs"][0]})
        memo = await find(client, "Pin memo 40")  # the box that loads on its scroll event
        assert memo["total"] == 1 and "Digest" in memo["scrolled"]["where"], memo
        assert "pinned=40" in await ok_text(client, "browser_click", {"ref": memo["refs"][0]})
        page = await page_text(client)
        assert ref_of(page, "button", "Pin memo 40")  # left scrolled there: still rendered


async def test_found_without_scrolling_does_not_scroll(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        await open_page(client, fixtures, "virtual.html")
        found = await find(client, "Settle L-00002")
        assert found["total"] == 1 and "scrolled" not in found, found


async def test_a_ref_whose_row_was_unrendered_is_scrolled_back(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """The agent found a row, then scrolled the list elsewhere (the row left the DOM): the click on
    its ref scrolls the list back to it and names its fresh ref; following the plan clicks it."""
    async with make_client() as client:
        await open_page(client, fixtures, "virtual.html")
        found = await find(client, "Settle L-00150")
        ref = found["refs"][0]
        away = await find(client, "Settle L-00400")  # the list scrolls on: L-00150 is unrendered
        assert away["total"] == 1 and away["scrolled"]["found"], away
        err = await failure(client, "browser_click", {"ref": ref}, "STALE_REF", "ref")
        fresh = err["suggested_value"]
        assert fresh and fresh != ref and "scrolled back into view" in err["message"], err
        assert "Ledger lines" in err["details"]["scrolled"], err
        assert "picked=none" in await page_text(client), "nothing was clicked yet"
        retry = err["next_actions"][0]
        assert retry["tool"] == "browser_click" and retry["arguments"]["ref"] == fresh, err
        assert "picked=ledger L-00150" in await ok_text(client, retry["tool"], retry["arguments"])
