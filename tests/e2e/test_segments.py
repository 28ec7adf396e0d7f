"""browser_type of a code into a run of one-character boxes (issue 43), through the MCP client on real Chromium.

fixtures_html/widgets/boxes.html holds three structures: six boxes with maxlength=1 whose input
events move focus on (a hidden field keeps the joined code), a PIN of four narrow boxes without
maxlength in two pairs whose keydown handler takes digits only and moves focus itself, and one
transparent input under six drawn slots. Each code is typed in one call into the box named and the
page's own result line (from every box's value) shows it whole; a code the boxes do not keep is an
error saying what each box holds, never an ok. A phone field that refuses text put in whole (not
all digits) gets it typed again key by key.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.helpers import failure, ok, ok_text, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def test_a_code_is_typed_box_by_box_and_read_back_whole(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("widgets/boxes.html")}))
        first, pin = ref_of(page, "textbox", "Character 1"), ref_of(page, "textbox", "PIN digit one")
        said = await ok_text(client, "browser_type", {"ref": first, "text": "482913"})
        assert 'its run of 6 one-character boxes holds "482913"' in said, said
        assert "code=482913 " in await page_text(client)
        said = await ok_text(client, "browser_type", {"ref": pin, "text": "04 27"})  # keys moved on by the page
        assert 'holds "0427"' in said, said
        assert "code=482913 pin=0427 " in await page_text(client)
        said = await ok_text(client, "browser_type", {"ref": first, "text": "105 266"})  # boxes already full
        assert "code=105266 pin=0427 " in await page_text(client), said


async def test_a_code_the_boxes_refuse_says_what_each_box_holds(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("widgets/boxes.html")}))
        first, pin = ref_of(page, "textbox", "Character 1"), ref_of(page, "textbox", "PIN digit one")
        await ok(client, "browser_type", {"ref": pin, "text": "0427"})
        err = await failure(client, "browser_type", {"ref": pin, "text": "12AB"}, "INVALID_ARGUMENT", "text")
        assert '"1" "2" "2" "7", not "12AB"' in err["message"], err  # the letters were refused by the page
        assert err["details"]["holds"] == ["1", "2", "2", "7"] and len(err["message"]) < 800, err
        assert err["next_actions"][0]["tool"] == "browser_snapshot", err
        assert "pin=1227 " in await page_text(client)
        err = await failure(client, "browser_type", {"ref": first, "text": "4829137"}, "INVALID_ARGUMENT", "text")
        assert "has 7 characters, 6 fit" in err["message"] and err["allowed_values"] == {"characters": 6}, err
        assert "code= " in await page_text(client), "nothing typed"


async def test_one_input_under_drawn_slots_and_single_boxes_are_typed_as_fields(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("widgets/boxes.html")}))
        said = await ok_text(client, "browser_type", {"ref": ref_of(page, "textbox", "Backup key"), "text": "ab12cd"})
        assert 'holds "AB12CD"' in said, said
        await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Character 3"), "text": "7"})
        assert "code=7 pin= key=AB12CD" in await page_text(client)
        await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Email"), "text": "a@b.example"})
        # a field that refuses text put in whole (not all digits) takes it typed again key by key
        said = await ok_text(client, "browser_type", {"ref": ref_of(page, "textbox", "Phone number"), "text": "+351 912 345 678"})
        assert 'holds "+351912345678"' in said, said
        assert "phone=+351912345678" in await page_text(client)
