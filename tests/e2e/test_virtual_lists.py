"""browser_select_option on opened lists whose rows are virtualised, with roles or without
(fixtures_html/virtual), through the MCP client on real Chromium.

roles.html: options with roles drawn only while in view, placed absolutely over a spacer: a
combobox whose popup is a portal with a filter field (not focused) over 1200 rows; one whose popup
sits beside it, no filter, drawing ten rows past its view; an always-open multi-select listbox.
plain.html: buttons that say they open something, whose rows have no roles: a card (role=dialog)
with a focused filter over 400 people drawn as plain divs (the chosen one says aria-current); a
card of labels holding checkboxes (ticked: chosen), several chosen at once, no filter.
Each choice is one call and the page's own result line proves it; a value the list does not hold
is INVALID_ARGUMENT listing what was seen, with no plan to type a search (the server searched with
the value itself), nothing chosen, and a list that stays on the page put back where it stood.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mcp import Client

from tests.helpers import failure, ok, ok_text, page_text, ref_of, text_of
from tests.helpers.contract import assert_error_contract, tool_catalog
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def open_page(client: Client, fixtures: FixtureServer, name: str) -> str:
    return text_of(await ok(client, "browser_navigate", {"url": fixtures.url(f"virtual/{name}")}))


async def choose(client: Client, ref: str, *values: str) -> str:
    return await ok_text(client, "browser_select_option", {"ref": ref, "values": list(values)})


def first_row(text: str) -> str:
    """The first row the always-open list draws now, as the page's result line says."""
    found = re.search(r"first-slot-row=(Slot \d+)", text)
    assert found, text
    return found.group(1)


async def test_options_with_roles_drawn_only_in_view(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "roles.html")
        bay = ref_of(page, "combobox", "Loading bay")
        await choose(client, bay, "Bay 0917")  # far down a portal's list: its filter takes the value
        await choose(client, ref_of(page, "combobox", "Delivery van"), "v688")  # by value, scrolled to
        await choose(client, ref_of(page, "listbox", "Open slots"), "Slot 007", "Slot 301")  # 007 chosen already
        now = await page_text(client)
        assert "bay=b0917 van=v688 slots=s007,s301 " in now, now
        assert "Pick a bay" not in now and "Bay 0917" in now


async def test_a_value_no_virtual_list_holds(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Seen to the end: every option listed, the closest suggested, no search text asked for; the
    always-open list is put back where it stood; following the plan chooses."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "roles.html")
        van = ref_of(page, "combobox", "Delivery van")
        result_ = await client.call_tool("browser_select_option", {"ref": van, "values": ["Van 7400"]})
        err = assert_error_contract(result_, "INVALID_ARGUMENT", "values", await tool_catalog(client))
        assert len(err["allowed_values"]) == 640 and err["allowed_values"][-1] == "Van 740", err["allowed_values"][-3:]
        assert err["suggested_value"] == "Van 740", err
        assert [a["tool"] for a in err["next_actions"]] == ["browser_select_option"], err["next_actions"]
        assert "type" not in err["message"].lower() and "search" not in err["message"].lower(), err["message"]
        after = await page_text(client)
        assert "van= " in after and 'combobox "Delivery van"' in after and "Van 101" not in after, after
        slots = ref_of(page, "listbox", "Open slots")
        await choose(client, slots, "Slot 200")  # left in view
        stood = first_row(await page_text(client))
        assert stood != "Slot 001", stood  # scrolled away from its top
        await failure(
            client, "browser_select_option", {"ref": slots, "values": ["Slot 999"]}, "INVALID_ARGUMENT", "values"
        )
        after = await page_text(client)
        assert first_row(after) == stood and "slots=s007,s200 " in after, "the list was not put back"
        await ok(client, err["next_actions"][-1]["tool"], err["next_actions"][-1]["arguments"])
        assert "van=v740 " in await page_text(client)


async def test_rows_without_roles_in_a_card_a_button_opens(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "plain.html")
        await choose(client, ref_of(page, "button", "Handler: unassigned"), "Tove Costa")  # the last row
        now = await page_text(client)
        assert "handler=tove-costa " in now and "Handler: Tove Costa" in now, now
        reviewers = ref_of(page, "button", "Reviewers: Ada Quist, Bram Quist")
        await choose(client, reviewers, "Bram Quist", "Rui Silva", "Cleo Quist")  # Bram is ticked already
        now = await page_text(client)
        assert "reviewers=ada-quist,bram-quist,cleo-quist,rui-silva" in now, now
        assert "dialog" not in now, "the card was left open"


async def test_a_person_no_card_lists(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "plain.html")
        handler = ref_of(page, "button", "Handler: unassigned")
        result_ = await client.call_tool("browser_select_option", {"ref": handler, "values": ["Tove Costaa"]})
        err = assert_error_contract(result_, "INVALID_ARGUMENT", "values", await tool_catalog(client))
        assert len(err["allowed_values"]) == 400 and err["suggested_value"] == "Tove Costa", err["suggested_value"]
        assert "search" not in err["message"].lower(), err["message"]
        now = await page_text(client)
        assert "handler= " in now and "dialog" not in now, now
        await ok(client, err["next_actions"][-1]["tool"], err["next_actions"][-1]["arguments"])
        assert "handler=tove-costa " in await page_text(client)


async def test_the_steps_recorded_open_the_card_once(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    """A recorded choice in a card whose rows have no roles: the button is clicked once (it opened the
    card), the filter filled with the value, the row clicked: a generated test replays exactly that."""
    record = tmp_path / "session.jsonl"
    async with make_client(record_file=record) as client:
        page = await open_page(client, fixtures, "plain.html")
        await choose(client, ref_of(page, "button", "Handler: unassigned"), "Tove Costa")
    rows = [json.loads(line) for line in record.read_text().splitlines()[1:]]
    chose = next(r for r in rows if r["tool"] == "browser_select_option")
    walked = [(s["action"], (s.get("element") or {}).get("name")) for s in chose["steps"]]
    assert [a for a, _ in walked] == ["click", "fill", "click"] and walked[-1][1] == "Tove Costa", walked
