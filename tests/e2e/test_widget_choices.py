"""browser_select_option where the DOM puts a choice's name, value and state in unexpected places,
through the MCP client on real Chromium (issue 43).

Three classes, each on two hand-made structures (fixtures_html/widgets): a path through nested
levels (a panel of one column per level; flyouts nested in their parent's <li>), chosen level by
level so that two leaves of the same name are told apart by their parents; labels versus values
(a custom-element list whose options carry codes as values and slotted labels; options whose
accessible name folds their state in, "<label> not selected"); and multi-selects read back as sets
(chips with one chosen already; a checkbox list that moves chosen items to the top; rows named only by
a checkbox's title that slide and are then drawn anew: each pick waits for the list to settle). The page's
own result line, set from its state, proves each choice; a miss is INVALID_ARGUMENT whose plan works.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mcp import Client

from tests.helpers import failure, ok, ok_text, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def open_page(client: Client, fixtures: FixtureServer, name: str) -> str:
    return text_of(await ok(client, "browser_navigate", {"url": fixtures.url(f"widgets/{name}")}))


async def choose(client: Client, ref: str, *values: str) -> str:
    return await ok_text(client, "browser_select_option", {"ref": ref, "values": list(values)})


async def test_a_path_is_chosen_level_by_level(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Columns and flyouts: each step picked among what the last one drew; same-name leaves apart."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "paths.html")
        ship = ref_of(page, "combobox", "Ship to")
        await choose(client, ship, "Americas / Maine / Lisbon")
        assert "ship=me-lis " in await page_text(client)
        await choose(client, ship, "Europe / Portugal / Lisbon")
        assert "ship=pt-lis " in await page_text(client)
        await choose(client, ship, "Africa / Middle East / Egypt / Cairo")  # a label holding the separator
        assert "ship=eg-cai " in await page_text(client)
        route = ref_of(page, "button", "Route to")
        await choose(client, route, "Support / Tier 2 / Oncall")
        assert "route=t2-oncall" in await page_text(client)
        await choose(client, route, "Engineering / Platform / Oncall")
        assert "route=plat-oncall" in await page_text(client)


async def test_a_path_step_not_offered_lists_that_level(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A later step missing: the options of that level, as paths; the suggested path chooses."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "paths.html")
        ship = ref_of(page, "combobox", "Ship to")
        args = {"ref": ship, "values": ["Europe / Portugal / Lisboa"]}
        err = await failure(client, "browser_select_option", args, "INVALID_ARGUMENT", "values")
        assert err["suggested_value"] == "Europe / Portugal / Lisbon", err
        assert "Europe / Portugal / Porto" in err["message"], err
        assert "ship= " in await page_text(client)  # nothing was chosen
        step = err["next_actions"][0]
        await ok(client, step["tool"], step["arguments"])
        assert "ship=pt-lis " in await page_text(client)


async def test_a_choice_is_matched_by_label_or_value(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Codes as values, labels slotted in; a name with the state folded in: label or code both choose,
    the control showing the code is read back as holding the choice."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "codes.html")
        zone = ref_of(page, "button", "Time zone")
        await choose(client, zone, "Central European Time")
        assert "tz=CET " in await page_text(client)
        await choose(client, zone, "EET")
        assert "tz=EET " in await page_text(client)
        billing = ref_of(page, "combobox", "Billing period")
        await choose(client, billing, "Quarterly")
        assert "billing=q3" in await page_text(client)
        await choose(client, billing, "y12")
        assert "billing=y12" in await page_text(client)
        args = {"ref": billing, "values": ["Anual"]}
        err = await failure(client, "browser_select_option", args, "INVALID_ARGUMENT", "values")
        assert "Annual (y12)" in err["message"] and "not selected" not in err["message"], err
        assert err["suggested_value"] == "Annual", err
        step = err["next_actions"][0]
        await ok(client, step["tool"], step["arguments"])
        assert "billing=y12" in await page_text(client)
        fare = ref_of(page, "button", "Fare class: -")  # shows a code the options hold nowhere
        await choose(client, fare, "Business")
        assert "fare=J" in await page_text(client)
        hub = ref_of(page, "combobox", "Hub")  # the field inside the combobox takes the pick a tick later
        await choose(client, hub, "Antwerp")
        assert "hub=antwerp" in await page_text(client)


async def test_multi_select_read_back_compares_sets(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Chips drawn in shadow roots, one chosen already (the list offers only the rest): the one held
    stays held, the new one is read back among the chips."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "picks.html")
        crew = ref_of(page, "combobox", "Crew")
        await choose(client, crew, "Omar Said")
        assert "crew=ines,omar " in await page_text(client)
        await choose(client, crew, "Inês Prado", "Lena Ota")  # one held already: not offered, not an error
        assert "crew=ines,omar,lena " in await page_text(client)


async def test_options_named_inside_a_resorting_list(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Each option named only by its checkbox; chosen ones move to the top after each toggle: exactly
    the ones asked for end up chosen, each clicked where it is now."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "picks.html")
        flags = ref_of(page, "button", "Flags")
        await choose(client, flags, "Public", "Blocked")
        assert "flags=public,blocked" in await page_text(client)
        await choose(client, flags, "Urgent", "Public")
        assert "flags=public,urgent" in await page_text(client)


def _held(text: str, name: str) -> set[str]:
    """The set a page's result line says `name` holds (`name=a,b`)."""
    line = next(w for w in text.split() if w.startswith(f"{name}="))
    return {v for v in line.removeprefix(f"{name}=").split(",") if v}


async def test_options_named_inside_a_list_drawn_anew(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Rows without text (a swatch, a checkbox titled with the colour) in a layer at the end of <body>;
    after each toggle they slide to their new places and the whole list is then built again from new
    elements, and the control says only how many are chosen: exactly the ones asked for end up chosen
    (one held already kept, one not asked for taken off), each read back as the list drew it."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "palette.html")
        palette = ref_of(page, "combobox", "Accent colours")
        answer = await choose(client, palette, "Teal", "Coral")
        assert _held(await page_text(client), "palette") == {"teal", "coral"}, answer
        assert "Teal" in answer and "Coral" in answer, answer
        await choose(client, palette, "Olive", "Teal")
        assert _held(await page_text(client), "palette") == {"olive", "teal"}
        assert "2 chosen" in await page_text(client)


async def test_a_row_that_holds_another_option_when_clicked(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Rows reused by a re-sort (another option written into the same element) as the pointer comes over
    the list: the click lands on the right element holding the wrong option. Seen by the name the row
    carried at the click: that option is taken back and the one asked for clicked where it is now."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "tray.html")
        bins = ref_of(page, "listbox", "Storage bins")
        await choose(client, bins, "East", "North")
        assert _held(await page_text(client), "bins") == {"east", "north"}


async def test_a_list_moving_under_each_click_errs(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Rows turned round whenever the pointer moves over the list: every click lands on another option.
    Never a choice reported that the list does not hold: an error naming what it holds now."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "tray.html")
        reels = ref_of(page, "listbox", "Film reels")
        args = {"ref": reels, "values": ["Dusk"]}
        err = await failure(client, "browser_select_option", args, "INVALID_ARGUMENT", "values")
        held = _held(await page_text(client), "reels")
        assert "moved under the pointer" in err["message"], err
        assert "dusk" not in held, held
        assert {h.capitalize() for h in held} == set(err["details"]["held"]), err
