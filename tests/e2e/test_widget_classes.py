"""browser_select_option on lists no ARIA role names, through the MCP client on real Chromium.

Four classes of widget libraries draw that used to be refused or half-read, each shown on two
hand-made structures (fixtures_html/widgets): a plain text field's suggestion list (a role-less
list at the end of <body>; a listbox fetched after a pause, drawn above the field), submenus
nested in their parent item's <li> (with roles; role-less beside a div item), a disclosure
toggle's plain buttons or links (its next sibling; a panel elsewhere that shows on the click),
and menu buttons in shadow DOM whose states sit on a host (the slotted trigger; the component).
Each is chosen in one call and the page's own result line (from its state) proves it; a value
not offered is INVALID_ARGUMENT listing what was offered.
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


async def miss(client: Client, ref: str, value: str) -> dict[str, Any]:
    return await failure(client, "browser_select_option", {"ref": ref, "values": [value]}, "INVALID_ARGUMENT", "values")


async def test_suggestions_of_a_plain_text_field(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Typed, then the suggestion clicked: a role-less list at the end of <body>, a listbox fetched
    after a 300 ms pause and drawn above the field, and plain boxes taking the mousedown."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "suggest.html")
        language, city = ref_of(page, "textbox", "Language"), ref_of(page, "searchbox", "City")
        assert "language=Python city=" in await choose(client, language, "Python")
        assert "language=Python city=LJU" in await choose(client, city, "Ljubljana")
        err = await miss(client, language, "Pascal")
        assert err["allowed_values"] == ["JavaScript", "Perl", "PHP", "Python"], err  # what "P" brings up
        assert "No option 'Pascal' in this suggestion list" in err["message"], err
        assert "language=Python city=LJU" in await page_text(client), "the miss chose nothing"
        near = await miss(client, language, "Pyhton")
        assert near["suggested_value"] == "Python", near
        retry = near["next_actions"][-1]
        assert retry["arguments"] == {"ref": language, "values": ["Python"], "role": "default"}, retry
        assert "language=Python" in await ok_text(client, retry["tool"], retry["arguments"])
        assert "language=Go city=LJU" in await choose(client, language, "go")  # any case; the field reads "Go"
        assert "team=Bravo" in await choose(client, ref_of(page, "textbox", "Team"), "Bravo")  # plain boxes


def nickname_line(snapshot: str) -> str:
    return next(line for line in snapshot.splitlines() if 'textbox "Nickname"' in line)


async def test_a_text_field_that_suggests_nothing(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Nothing on the page answers the typing: no shorter tries; the field is left as it was and the
    plan types the text instead."""
    async with make_client(caps=frozenset({"evaluate"})) as client:
        nickname = ref_of(await open_page(client, fixtures, "suggest.html"), "textbox", "Nickname")
        err = await miss(client, nickname, "Ace")
        held = await ok(client, "browser_evaluate", {"function": "() => window.nicknameValues"})
        # "Ace" typed as keys do ("Ac" filled, "e" pressed), then the field emptied; a shorter try would show "A".
        values = held.structured_content["result"]
        assert "Ace" in values and "A" not in values, f"tried shorter texts: {values}"
        assert err["allowed_values"] == [] and "suggested nothing" in err["message"], err
        assert "Ace" not in nickname_line(await page_text(client)), "the field was left as it was"
        assert err["next_actions"][:1] == [
            {
                "tool": "browser_type",
                "arguments": {"ref": nickname, "text": "Ace", "role": "default"},
                "why": "type the text into the field",
                "retry": True,
            }
        ], err
        await ok(client, err["next_actions"][0]["tool"], err["next_actions"][0]["arguments"])
        assert "Ace" in nickname_line(await page_text(client))


async def test_fill_form_chooses_a_suggestion(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        language = ref_of(await open_page(client, fixtures, "suggest.html"), "textbox", "Language")
        fields = [{"ref": language, "name": "Language", "type": "combobox", "value": "Rust"}]
        await ok(client, "browser_fill_form", {"fields": fields})
        assert "language=Rust" in await page_text(client)


async def test_submenus_nested_in_their_items(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A submenu inside its item's <li> (no aria-haspopup), with roles and without; the miss names a menu."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "submenu.html")
        actions, tools = ref_of(page, "button", "Actions"), ref_of(page, "combobox", "Tools")
        assert "action=csv tool=" in await choose(client, actions, "CSV")
        assert "action=csv tool=to-pdf" in await choose(client, tools, "To PDF")
        assert "action=delete" in await choose(client, actions, "Delete")
        err = await miss(client, tools, "Paste")
        assert err["allowed_values"] == ["Undo", "Convert", "Redo"], err
        assert "No option 'Paste' in this menu" in err["message"], err


async def test_disclosure_toggles_items(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """aria-expanded and no popup role: its plain buttons (next sibling), or links shown elsewhere."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "disclosure.html")
        sort, go = ref_of(page, "button", "Sort: Newest"), ref_of(page, "button", "Go to")
        assert "sort=price went=" in await choose(client, sort, "Price")
        assert "sort=price went=pricing" in await choose(client, go, "Pricing")
        err = await miss(client, go, "Careers")
        assert err["allowed_values"] == ["Documentation", "Pricing", "Blog"], err
        assert "No option 'Careers' in this dropdown" in err["message"], err
        assert "sort=price went=pricing" in await page_text(client), "the miss chose nothing"
        about = ref_of(page, "button", "About")
        err = await failure(client, "browser_select_option", {"ref": about, "values": ["x"]}, "INVALID_ARGUMENT", "ref")
        assert "not a select" in err["message"], err
        assert "Made by hand" not in await page_text(client), "what the refused call opened is closed again"


async def test_menu_buttons_whose_host_says_it_opens_a_menu(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """The <button> is in a shadow root; aria-haspopup sits on the slotted trigger, on the component, or
    nowhere (the trigger slotted beside a menu); a submenu is slotted into its item."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "shadow_menu.html")
        file, share = ref_of(page, "button", "File"), ref_of(page, "button", "Share")
        assert "file=new share=" in await choose(client, file, "New")
        assert "file=pdf share=" in await choose(client, file, "PDF")
        assert "file=pdf share=link" in await choose(client, share, "Copy link")
        assert "share=link view=list" in await choose(client, ref_of(page, "button", "View"), "List")  # no ARIA state
        err = await miss(client, file, "Print")
        assert err["allowed_values"] == ["New", "Export", "Close"], err
        assert "in this menu" in err["message"], err


async def test_a_button_that_opens_nothing_is_refused(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A button a menu names as its opener, whose click shows nothing: refused (once the page stays
    quiet, not at the end of the wait: bench/refusals.py times it)."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "opener.html")
        err = await failure(
            client,
            "browser_select_option",
            {"ref": ref_of(page, "button", "Help"), "values": ["x"]},
            "INVALID_ARGUMENT",
            "ref",
        )
        assert "not a select" in err["message"], err
