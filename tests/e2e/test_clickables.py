"""Everything a person can click or type into gets a ref, through the MCP client on real Chromium.

Playwright's AI snapshot folds an inline element into its parent's text (a <span> drawn as a link
with a tab stop, an <i> icon with a title, items a listener at the document root tells apart by
their attributes) and an editable region with no role into its first paragraph. Two pages of our
own (fixtures_html/clickables): cards, a link-like span, an icon and an editor with onclick and
oninput handlers; a board whose one click listener sits on the document. Each element is acted on
by the ref its snapshot line shows, and the page's own result line proves it took.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.helpers import ok, ok_text, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def test_cards_link_like_span_icon_and_editor(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("clickables/gallery.html")}))
        terms = ref_of(page, "clickable", "our cancellation rules")
        comment = ref_of(page, "textbox", "Say something nice")
        hint = ref_of(page, "clickable", "More about pricing")
        assert terms and comment and hint, page
        lines = page.split("\n")
        at = next(i for i, line in enumerate(lines) if f"[ref={terms}]" in line)
        assert "Before booking" in lines[at - 1], page  # under the line it was folded into
        at = next(i for i, line in enumerate(lines) if f"[ref={comment}]" in line)
        assert "Comment" in lines[at - 1], page  # after the text just before it
        await ok(client, "browser_click", {"ref": terms})
        cards = [line for line in page.split("\n") if "[cursor=pointer]" in line and "generic" in line]
        assert len(cards) == 3, page  # the cards keep Playwright's own refs
        await ok(client, "browser_click", {"ref": cards[1].split("[ref=")[1].split("]")[0]})
        await ok(client, "browser_type", {"ref": comment, "text": "Lovely views"})
        await ok(client, "browser_hover", {"ref": hint})
        assert "trip=Oslo terms=read removed= comment=Lovely views hovered=pricing" in await page_text(client)


async def test_items_told_apart_by_a_root_listener(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("clickables/board.html")}))
        rent = ref_of(page, "clickable", "Pay the rent")
        notes = ref_of(page, "textbox", "Task notes")
        assert rent and notes, page
        drops = [line.split("[ref=")[1].split("]")[0] for line in page.split("\n") if '- clickable "✕"' in line]
        assert len(drops) == 2, page
        await ok(client, "browser_click", {"ref": rent})
        await ok(client, "browser_click", {"ref": drops[0]})
        await ok(client, "browser_type", {"ref": notes, "text": "before Friday"})
        assert "open=t2 dropped=t1 notes=before Friday" in await page_text(client)
        again = text_of(await ok(client, "browser_snapshot", {}))
        assert ref_of(again, "clickable", "Pay the rent") == rent, again  # the same ref on the next look
        answer = await ok_text(client, "browser_click", {"ref": drops[1]})
        assert "dropped=t1t2" in await page_text(client), answer
