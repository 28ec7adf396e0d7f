"""browser_select_option on controls no widget kind describes: options found by what became visible
when the control opened, with roles or without, anywhere in the page (fixtures_html/opened).

Five structures: a div dropdown whose items are divs with codes in data-value; a searchable one (a
filter field inside its layer, only four rows drawn until it is typed into); a read-only field that
opens a panel of <li> elsewhere on click; a menu of links opened on hover; a layer appended to
<body> that draws only the rows in view. Each is chosen in one call and the page's own result line
proves it; a value not offered is INVALID_ARGUMENT listing what was seen; a control that opens
nothing is still refused with the click plan.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from tests.helpers import failure, ok, ok_text, page_text, text_of
from tests.helpers.contract import assert_error_contract, tool_catalog
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


def ref_named(snapshot: str, name: str) -> str:
    """The ref of the element named `name`, whatever role the snapshot gives it."""
    found = re.search(rf'"{re.escape(name)}"[^\n]*\[ref=(\w+)\]', snapshot)
    assert found, f"no {name!r} in snapshot:\n{snapshot}"
    return found.group(1)


async def test_controls_without_roles_are_opened_and_chosen_from(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("opened/plain.html")}))
        choose = lambda name, value: ok_text(  # noqa: E731
            client, "browser_select_option", {"ref": ref_named(page, name), "values": [value]}
        )
        await choose("Cabin class", "Business")  # by label; the page keeps the code
        assert "cabin=biz " in await page_text(client)
        await choose("Cabin class", "prem")  # by value (data-value)
        assert "cabin=prem " in await page_text(client)
        await choose("Departure port", "Lisbon")  # not drawn until searched: the value is the search text
        assert "port=lis " in await page_text(client)
        await choose("Meal", "Kosher")  # a read-only field, a panel of <li> elsewhere
        assert "meal=Kosher " in await page_text(client)
        await choose("Trip actions", "Cancel trip")  # a menu of links opened on hover
        assert "action=cancel " in await page_text(client)
        await choose("Trip actions", "Email")  # in a submenu of plain spans that shows on its item's hover
        assert "action=mail " in await page_text(client)
        await choose("Seat", "Seat 9D")  # a virtual layer at the end of <body>: scrolled to the row
        assert "seat=9D " in await page_text(client)
        await choose("Crew member", "Noor")  # searched in the control's own field; typed text is no choice
        assert "crew=Noor" in await page_text(client)
        multi = {"ref": ref_named(page, "Amenities"), "values": ["Sauna", "Pool"]}  # Sauna is chosen already
        assert "Sauna" in await ok_text(client, "browser_select_option", multi)
        assert "amenities=pool,sauna" in await page_text(client), "a chosen item was clicked off"


async def test_a_miss_lists_what_the_control_showed(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("opened/plain.html")}))
        cabin = ref_named(page, "Cabin class")
        args = {"ref": cabin, "values": ["Busines"]}
        result = await client.call_tool("browser_select_option", args)
        catalog = await tool_catalog(client)
        err = assert_error_contract(result, "INVALID_ARGUMENT", "values", catalog, tool="browser_select_option")
        assert err["allowed_values"] == ["Economy", "Premium economy", "Business", "First"], err
        assert err["suggested_value"] == "Business", err
        retry = err["next_actions"][-1]
        assert retry["arguments"]["values"] == ["Business"], retry
        await ok(client, retry["tool"], retry["arguments"])  # following the plan works
        assert "cabin=biz " in await page_text(client)
        port = ref_named(page, "Departure port")
        err = await failure(
            client, "browser_select_option", {"ref": port, "values": ["Oslo"]}, "INVALID_ARGUMENT", "values"
        )
        assert "Hamburg" in err["allowed_values"] and "search" not in err["message"].lower(), err
        assert "port= " in await page_text(client), "the miss chose nothing"
        inert = ref_named(page, "Inert thing")
        err = await failure(client, "browser_select_option", {"ref": inert, "values": ["x"]}, "INVALID_ARGUMENT", "ref")
        assert "use browser_click" in err["message"], err
        away = {"ref": ref_named(page, "Away link"), "values": ["x"]}
        await failure(client, "browser_select_option", away, "INVALID_ARGUMENT", "ref")
        assert "action= " in await page_text(client), "a link was followed to see what it opens"


async def test_a_choice_the_control_does_not_show_is_an_error(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """The page ignores the click on a sold-out row: read back, the control still shows its old value."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("opened/plain.html")}))
        args = {"ref": ref_named(page, "Cabin class"), "values": ["First"]}
        result = await client.call_tool("browser_select_option", args)
        catalog = await tool_catalog(client)
        err = assert_error_contract(result, "INVALID_ARGUMENT", "values", catalog, tool="browser_select_option")
        assert "Clicked 'First' in this dropdown, but it shows 'Choose…'" in err["message"], err
        assert "cabin= " in await page_text(client)
