"""browser_drag through the MCP client on real Chromium: HTML5 drag and drop and a pointer-driven
sortable list, each read back from the page's own text (the item is where it was dropped)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.helpers import failure, ok, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def test_drag_html5_and_sortable(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("drag.html")}))
        dragged = await ok(
            client,
            "browser_drag",
            {"start_ref": ref_of(page, "article", "Write report"), "end_ref": ref_of(page, "region", "Done")},
        )
        assert "Board: Write report in Done" in text_of(dragged)

        # playwright-mcp's names: startTarget/endTarget, startElement/endElement
        alpha, gamma = ref_of(page, "button", "Alpha"), ref_of(page, "button", "Gamma")
        await ok(
            client,
            "browser_drag",
            {"startElement": "Alpha", "startTarget": alpha, "endElement": "Gamma", "endTarget": gamma},
        )
        assert "Order: Beta, Gamma, Alpha" in await page_text(client)

        err = await failure(client, "browser_drag", {"start_ref": alpha, "end_ref": "e999"}, "UNKNOWN_REF", "end_ref")
        assert "Order: Beta, Gamma, Alpha" in await page_text(client)  # nothing moved
        assert err["details"] is not None
