"""browser_select_option on web components (#34), through the MCP client on real Chromium.

Roles a component sets from inside (ElementInternals) show in no attribute: the widget script reads
them as the browser computes them, and reads options slotted into a shadow root from outside it.
The zoo's Material Web selects and menus (bench/zoo.py's cases), then hand-made components of a
different build (fixtures_html/widgets/components.html): a select and a menu with a submenu whose
roles come from ElementInternals only, and a multi-select searched through a field that sits in
an unnamed combobox. A miss lists the options actually read, so they were read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from mcp import Client

from bench import zoo
from tests.helpers import failure, ok, ok_text, page_text, ref_of, text_of
from verdex_py.refs import REF_ATTR
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
MATERIAL = [
    "material-web:md-outlined-select",
    "material-web:md-filled-select",
    "material-web:md-menu",
    "material-web:md-sub-menu",
]


async def open_components(client: Client, fixtures: FixtureServer) -> str:
    return text_of(await ok(client, "browser_navigate", {"url": fixtures.url("widgets/components.html")}))


async def choose(client: Client, ref: str, *values: str) -> str:
    return await ok_text(client, "browser_select_option", {"ref": ref, "values": list(values)})


@pytest.mark.parametrize("case_id", MATERIAL)
async def test_material_selects_and_menus_in_one_call(
    case_id: str, make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """Options slotted into the select's shadow root, a menu whose role is its internals', a submenu."""
    case = zoo.CASE_BY_ID[case_id]
    async with make_client(caps=zoo.HARNESS_CAPS) as client:
        row = await zoo.run_case(client, fixtures, case)
    assert (row.outcome, row.calls) == ("pass", 1), row


async def test_internals_select_with_slotted_options(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """The host is the combobox (no role attribute: the snapshot shows it as a named generic); its
    options are other components slotted in; chosen by label, then by value."""
    async with make_client() as client:
        ink = ref_of(await open_components(client, fixtures), "generic", "Ink")
        answer = await choose(client, ink, "Magenta")
        assert "ink=m;" in answer and "Selected Magenta" in answer, answer
        assert "ink=y;" in await choose(client, ink, "y")  # the value the option carries


async def test_internals_select_miss_lists_the_options_it_read(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        ink = ref_of(await open_components(client, fixtures), "generic", "Ink")
        err = await failure(
            client, "browser_select_option", {"ref": ink, "values": ["Purple"]}, "INVALID_ARGUMENT", "values"
        )
        assert err["allowed_values"] == ["Black", "Cyan", "Magenta", "Yellow"], err
        assert [o["value"] for o in err["details"]["options"]] == ["k", "c", "m", "y"], err
        assert "options are: Black (k), Cyan (c), Magenta (m), Yellow (y)" in err["message"], err
        near = await failure(
            client, "browser_select_option", {"ref": ink, "values": ["Magneta"]}, "INVALID_ARGUMENT", "values"
        )
        assert near["suggested_value"] == "Magenta", near
        retry = near["next_actions"][-1]
        assert retry["arguments"] == {"ref": ink, "values": ["Magenta"], "role": "default"}, retry
        assert "ink=m;" in await ok_text(client, retry["tool"], retry["arguments"])


async def test_internals_menu_and_its_submenu(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Items are components with role menuitem from inside; one opens a submenu (hover or Right)."""
    async with make_client() as client:
        insert = ref_of(await open_components(client, fixtures), "button", "Insert")
        assert "insert=image;" in await choose(client, insert, "Image")
        assert "insert=star;" in await choose(client, insert, "Star")  # only in the submenu
        assert "Circle" not in await page_text(client)  # the menus it opened are closed


async def test_multi_select_searched_through_a_field_in_an_unnamed_combobox(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """The ref is the search field (it has the name; the combobox around it has none): Design is
    listed at once, Writing only once searched for; both in one call. Then the unnamed combobox's
    own ref does the same."""
    async with make_client() as client:
        page = await open_components(client, fixtures)
        answer = await choose(client, ref_of(page, "textbox", "Tags"), "Design", "Writing")
        assert "tags=Design,Writing" in answer, answer
        page = await open_components(client, fixtures)
        unnamed = re.search(rf"- combobox {REF_ATTR.pattern}", page)
        assert unnamed, page
        assert "tags=Research,Art" in await choose(client, unnamed["ref"], "Research", "Art")
