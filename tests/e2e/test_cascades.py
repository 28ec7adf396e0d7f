"""A path through cascading levels drawn with no roles, through the MCP client on real Chromium (issue 43).

fixtures_html/widgets/cascades.html holds three structures, none with a role or an ARIA hint: a
read-only field whose layer (at the end of <body>) draws a column of plain divs per level, the next
one when the pointer rests on a cell, and shows the path joined by ' › '; a div opener whose panel
(a focused search field over lists nested in their parent's item) shows a group's list when its name
is clicked, and the leaf's own name only; a plain button's single list whose rows are reused for
each level. Leaves of one name live under different parents; a name holds the separator; an ARIA
cascader that writes another leaf of that name is read back as not taken. The page's result line,
set from its state, proves each path; a step the level does not offer is an INVALID_ARGUMENT naming
that level and its options, whose plan chooses.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mcp import Client

from tests.helpers import ok, ok_text, page_text, ref_of, text_of
from tests.helpers.contract import assert_error_contract, tool_catalog
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def open_page(client: Client, fixtures: FixtureServer) -> str:
    return text_of(await ok(client, "browser_navigate", {"url": fixtures.url("widgets/cascades.html")}))


async def choose(client: Client, ref: str, value: str) -> str:
    return await ok_text(client, "browser_select_option", {"ref": ref, "values": [value]})


async def in_page(client: Client, expression: str) -> str:
    """What the page holds, read by a script (the field's own value, the layers left open), as JSON."""
    answer = await ok_text(client, "browser_evaluate", {"function": f"() => {expression}"})
    return answer.removeprefix("Result:").strip()


def opener(page: str) -> str:
    """The ref of the div that opens the courses: a generic with no name, its text 'Pick a course'."""
    found = re.search(r"generic \[ref=(\w+)\]: Pick a course", page)
    assert found, page
    return found.group(1)


async def test_columns_drawn_on_hover_from_a_read_only_field(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Each step rested on (a click does nothing there), the next column is what appeared; same-name
    leaves and same-name middle steps are told apart by their parents; a name holding ' / ' is whole;
    a column that draws only the rows in view is scrolled through for its step."""
    async with make_client(caps=frozenset({"evaluate"})) as client:
        page = await open_page(client, fixtures)
        bin_ = ref_of(page, "textbox", "Choose a bin")
        answer = await choose(client, bin_, "South hall / Aisle 1 / Top shelf")
        assert "bin=s1-top " in await page_text(client)
        assert "South hall / Aisle 1 / Top shelf" in answer, answer
        assert await in_page(client, "document.querySelector('#bin').value") == '"South hall › Aisle 1 › Top shelf"'
        await choose(client, bin_, "North hall / Aisle 1 / Top shelf")  # reopened on the held path's columns
        assert "bin=n1-top " in await page_text(client)
        await choose(client, bin_, "North hall / Aisle 2 / Top shelf")
        assert "bin=n2-top " in await page_text(client)
        await choose(client, bin_, "North hall / Aisle 2 / Slot 57")  # a column drawing the rows in view
        assert "bin=n2-57 " in await page_text(client)
        await choose(client, bin_, "Yard / Covered / Bay 4 / Floor")
        assert "bin=yc4-floor " in await page_text(client)
        assert await in_page(client, "document.querySelector('#bin').value") == '"Yard / Covered › Bay 4 › Floor"'


async def test_lists_nested_in_their_parents_opened_by_click(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A div opener, a focused search field, groups shown by a click on their name; the opener shows the
    leaf alone, and the page holds the leaf under the parents asked for."""
    async with make_client(caps=frozenset({"evaluate"})) as client:
        page = await open_page(client, fixtures)
        course = opener(page)
        await choose(client, course, "Arts / Pottery / Evening class")
        assert "course=pot-eve" in await page_text(client)
        await choose(client, course, "Languages / Spanish / Evening class")
        assert "course=es-eve" in await page_text(client)
        await choose(client, course, "Languages / Greek / Beginners")
        assert "course=el-beg" in await page_text(client)


async def test_one_list_redrawn_in_place_level_by_level(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A plain button's list whose rows are reused for each level (one more shown when a level is
    longer): the level is every row whose name is new, not only the row just shown."""
    async with make_client() as client:
        page = await open_page(client, fixtures)
        dept = ref_of(page, "button", "Any department")
        await choose(client, dept, "Retail / Bags / Kids")
        assert "dept=rb-kids" in await page_text(client)
        dept = ref_of(await page_text(client), "button", "Retail, Bags, Kids")
        await choose(client, dept, "Retail / Shoes / Kids")
        assert "dept=rs-kids" in await page_text(client)


async def test_a_step_the_level_lacks_names_the_level(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A later step missing: the level named, its options as paths, nothing chosen and the layer closed;
    the suggested path's retry chooses it."""
    async with make_client(caps=frozenset({"evaluate"})) as client:
        page = await open_page(client, fixtures)
        catalog = await tool_catalog(client)
        bin_ = ref_of(page, "textbox", "Choose a bin")
        args = {"ref": bin_, "values": ["North hall / Aisle 1 / Top shelves"]}
        result = await client.call_tool("browser_select_option", args)
        err = assert_error_contract(result, "INVALID_ARGUMENT", "values", catalog, tool="browser_select_option")
        assert "level 3, under 'North hall / Aisle 1'" in err["message"], err
        assert err["allowed_values"] == ["North hall / Aisle 1 / Top shelf", "North hall / Aisle 1 / Floor"], err
        assert err["suggested_value"] == "North hall / Aisle 1 / Top shelf", err
        assert "bin= " in await page_text(client)  # nothing chosen
        assert await in_page(client, "document.querySelectorAll('.layer').length") == "0"  # closed
        step = err["next_actions"][0]
        await ok(client, step["tool"], step["arguments"])
        assert "bin=n1-top " in await page_text(client)

        course = opener(page)
        args = {"ref": course, "values": ["Languages / Spanish / Night class"]}
        result = await client.call_tool("browser_select_option", args)
        err = assert_error_contract(result, "INVALID_ARGUMENT", "values", catalog, tool="browser_select_option")
        assert "level 3, under 'Languages / Spanish'" in err["message"], err
        assert set(err["allowed_values"]) == {
            "Languages / Spanish / Evening class",
            "Languages / Spanish / Weekend course",
        }, err
        assert await in_page(client, "document.querySelector('#result').textContent") == '"bin=n1-top course= dept="', (
            err
        )
        assert await in_page(client, "document.querySelectorAll('#course-panel').length") == "0"  # closed


async def test_a_path_the_field_does_not_take_is_an_error(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A leaf whose click the page refuses: the field still names another path, so the answer is an
    error saying what it shows (never a success), the layer is closed and the page holds the old bin."""
    async with make_client(caps=frozenset({"evaluate"})) as client:
        page = await open_page(client, fixtures)
        bin_ = ref_of(page, "textbox", "Choose a bin")
        await choose(client, bin_, "North hall / Aisle 2 / Top shelf")
        args = {"ref": bin_, "values": ["South hall / Aisle 1 / Pallet rack"]}
        result = await client.call_tool("browser_select_option", args)
        catalog = await tool_catalog(client)
        err = assert_error_contract(result, "INVALID_ARGUMENT", "values", catalog, tool="browser_select_option")
        assert "shows 'North hall › Aisle 2 › Top shelf': the path did not take" in err["message"], err
        assert "bin=n2-top " in await page_text(client)
        assert await in_page(client, "document.querySelectorAll('.layer').length") == "0"  # closed


async def test_a_leaf_written_under_other_parents_is_not_taken(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """An ARIA cascader that writes the first room of the leaf's name (a page bug): the field shows the
    leaf under other parents, so the answer is an error naming what it shows, never a success."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("widgets/leaf_named.html")}))
        room = ref_of(page, "combobox", "Room")
        await choose(client, room, "East campus / Library / Study 5")  # a name no other room has
        assert "room=el-5" in await page_text(client)
        args = {"ref": room, "values": ["East campus / Library / Room 2"]}
        result = await client.call_tool("browser_select_option", args)
        catalog = await tool_catalog(client)
        err = assert_error_contract(result, "INVALID_ARGUMENT", "values", catalog, tool="browser_select_option")
        assert "shows 'West campus / Annex / Room 2'" in err["message"], err
        assert "room=wa-2" in await page_text(client)  # what the page holds: another path


async def test_a_path_longer_than_the_tree_says_what_it_chose(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A step past a leaf: the leaf's click chose it and closed the list, so the error says nothing is
    under it and that it may be chosen now (the page holds it)."""
    async with make_client() as client:
        page = await open_page(client, fixtures)
        dept = ref_of(page, "button", "Any department")
        args = {"ref": dept, "values": ["Retail / Hats / Winter / Wool"]}
        result = await client.call_tool("browser_select_option", args)
        catalog = await tool_catalog(client)
        err = assert_error_contract(result, "INVALID_ARGUMENT", "values", catalog, tool="browser_select_option")
        assert "nothing under 'Retail / Hats / Winter': it may be chosen now" in err["message"], err
        assert "dept=rh-win" in await page_text(client)
