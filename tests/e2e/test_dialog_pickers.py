"""browser_select_option on pickers drawn as dialogs, and on toggles whose popups carry no roles (#43).

A control that opens a dialog holding one group of choices, whose choice the page takes only on
its confirming button: the choice is clicked and the dialog confirmed, when structure tells which
button confirms (a native <dialog>'s form with one submit button; a sheet whose other control is a
corner × that only closes it; two plain buttons side by side, the trailing one) and the control
shows one of the choices (it is their picker). Otherwise nothing is confirmed: the choice stays
made in the open dialog and the error names the dialog and its controls with refs, the click left
to the agent (#41). A toggle whose popup is a layer of plain divs (a split button's arrow, naming
its popup while open), with a submenu that opens on its item's click, and one whose items are
spans with role=button. The page's own result line (from its state) proves each outcome.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mcp import Client

from tests.helpers import error_of, ok, ok_text, page_text, ref_of, text_of
from tests.helpers.contract import assert_error_contract, tool_catalog
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def open_page(client: Client, fixtures: FixtureServer, name: str) -> str:
    return text_of(await ok(client, "browser_navigate", {"url": fixtures.url(f"widgets/{name}")}))


async def choose(client: Client, ref: str, value: str) -> str:
    return await ok_text(client, "browser_select_option", {"ref": ref, "values": [value]})


async def test_choices_in_a_dialog_taken_on_its_confirming_control(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """One call each: the radio (or option) chosen, the dialog confirmed, the control reads it back."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "dialog_pickers.html")
        # a modal <dialog>: Apply is its form's one submit button (Back a plain button)
        assert "Large" in await choose(client, ref_of(page, "button", "Size: Medium"), "Large")
        now = await page_text(client)
        assert "size=l tone=warm digest=weekly" in now, now
        assert 'button "Size: Large"' in now and "Pick a size" not in now, "confirmed and closed"
        # a sheet of options: the corner × only closes it, Done is the one control left
        await choose(client, ref_of(page, "button", "Tone: Warm"), "Cool")
        now = await page_text(client)
        assert "tone=cool" in now and 'button "Tone: Cool"' in now and "Colour tone" not in now, now
        # by value too (the option's data-value)
        await choose(client, ref_of(now, "button", "Tone: Cool"), "neutral")
        now = await page_text(client)
        assert "tone=neutral" in now and 'button "Tone: Neutral"' in now, now
        # the choice it holds already: clicked and confirmed all the same, so the dialog closes
        await choose(client, ref_of(now, "button", "Tone: Neutral"), "Neutral")
        now = await page_text(client)
        assert "tone=neutral" in now and "Colour tone" not in now, now
        # two plain buttons side by side in an alertdialog: the trailing one
        await choose(client, ref_of(page, "button", "Digest: Weekly"), "Monthly")
        now = await page_text(client)
        assert "digest=monthly" in now and 'button "Digest: Monthly"' in now and "How often?" not in now, now


async def test_a_dialog_whose_confirming_control_structure_cannot_tell(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """Three plain buttons: the choice is made, nothing is confirmed; the error names the dialog and
    its controls with refs, and the click is the agent's (never ours: #41). A dialog whose control shows
    none of its choices is not their picker: its answer (Leave) is never clicked for the agent."""
    async with make_client() as client:
        catalog = await tool_catalog(client)
        page = await open_page(client, fixtures, "dialog_pickers.html")
        plan = ref_of(page, "button", "Plan: Basic")
        args = {"ref": plan, "values": ["Team"]}
        result = await client.call_tool("browser_select_option", args)
        env = assert_error_contract(result, "ELEMENT_NOT_INTERACTABLE", "ref", catalog, tool="browser_select_option")
        assert "Chose 'Team' in the dialog \"Plan\"" in env["message"] and "not confirmed" in env["message"], env
        now = await page_text(client)
        assert "plan=basic" in now and 'button "Plan: Basic"' in now, "nothing confirmed"
        assert 'radio "Team" [checked]' in now, "the choice is made in the open dialog"
        keep = ref_of(now, "button", "Keep")
        assert keep in env["message"] and ref_of(now, "button", "Later") in env["message"], env
        decide = env["next_actions"][0]
        assert decide["tool"] == "browser_click" and decide["needs"] == ["ref"], env
        assert keep in env["allowed_values"], env
        await ok(client, "browser_click", {"ref": keep})  # the agent's own answer
        assert "plan=team" in await page_text(client)

        leave = ref_of(await page_text(client), "button", "Leave the team")
        result = await client.call_tool("browser_select_option", {"ref": leave, "values": ["Too busy"]})
        env = error_of(result)
        assert env["code"] == "ELEMENT_NOT_INTERACTABLE" and "shows none of its choices" in env["message"], env
        now = await page_text(client)
        assert "left=no" in now and 'radio "Too busy" [checked]' in now, now


async def test_a_toggle_whose_popup_and_submenu_carry_no_roles(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A split button's arrow names its popup (aria-controls) while open; the item is in a submenu
    that opens on its parent's click: chosen through it. Items that are spans with role=button in a
    layer elsewhere: chosen. A value offered nowhere: INVALID_ARGUMENT listing the first level."""
    async with make_client() as client:
        catalog = await tool_catalog(client)
        page = await open_page(client, fixtures, "plain_dropdowns.html")
        more = ref_of(page, "button", "More ways to send")
        await choose(client, more, "Next Monday")
        assert "send=monday format=" in await page_text(client)
        await choose(client, ref_of(page, "button", "Format"), "Spreadsheet")
        assert "send=monday format=xlsx" in await page_text(client)
        await choose(client, more, "Send now")
        assert "send=now format=xlsx" in await page_text(client)
        result = await client.call_tool("browser_select_option", {"ref": more, "values": ["Next year"]})
        env = assert_error_contract(result, "INVALID_ARGUMENT", "values", catalog, tool="browser_select_option")
        assert env["allowed_values"] == ["Send now", "Schedule"], env
        now = await page_text(client)
        assert "send=now format=xlsx" in now and "Tomorrow morning" not in now, "nothing chosen, all closed"
