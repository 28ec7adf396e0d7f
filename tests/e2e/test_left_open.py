"""A popup the agent's own action left open (#43): focusing or typing into a field opens a list, a
day grid, a panel of saved accounts or a question beside the field; the action's answer names it
with its controls and their refs, and a later click it covers, or a button or field disabled while
it is open, is an error that names it as the cause, whose plan closes it by what chooses nothing
(its close-only control, Escape, a click beside it) and then retries. A means that did not close
it is not offered again. Fixtures: fixtures_html/left_open/ (suggestions next to the field, plain
rows put into an empty box kept under the field, an account panel in a portal that disables the
button, a day grid in a portal over the button, a question panel that disables the rest of the
form and ignores Escape).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers import ok_text, ref_of
from tests.helpers.contract import assert_error_contract, in_process, tool_catalog
from tests.helpers.plans import follow


async def status(client: Any) -> str:
    """The page's own result line, as the agent reads it."""
    text = await ok_text(client, "browser_snapshot", {})
    return next(line for line in text.splitlines() if "- status" in line)


async def opened(client: Any, fixtures: Any, page: str, role: str, field: str, text: str) -> tuple[str, str, str]:
    """The page opened, `text` typed into its field: the page, the field's ref, the typing's answer."""
    seen = await ok_text(client, "browser_navigate", {"url": fixtures.url(f"left_open/{page}")})
    field_ref = ref_of(seen, role, field)
    typed = await ok_text(client, "browser_type", {"ref": field_ref, "text": text})
    return seen, field_ref, typed


async def blocked(client: Any, ref: str) -> dict[str, Any]:
    """The click on `ref`, refused: its envelope, the whole contract checked."""
    result = await client.call_tool("browser_click", {"ref": ref})
    return assert_error_contract(
        result, "ELEMENT_NOT_INTERACTABLE", "ref", await tool_catalog(client), tool="browser_click"
    )


@pytest.mark.parametrize(
    ("page", "role", "field", "text", "kind", "button", "reason", "first", "done"),
    [
        # typing opens a listbox beside the field, over the button: Escape closes it
        ("suggest.html", "combobox", "Town", "Por", "listbox", "Continue", "covered", "browser_press_key",
         "Shipping to Por"),
        # focusing opens a role-less panel in a portal and disables the button: its ✕ only closes it
        ("accounts.html", "textbox", "E-mail", "me@example.org", "panel", "Next", "disabled", "browser_click",
         "Signing in as me@example.org"),
        # typing puts plain rows into an empty box kept under the field (a role-less layer): Escape empties it
        ("rows.html", "textbox", "Name", "Mar", "panel", "Send invitation", "covered", "browser_press_key",
         "Invited Mar"),
        # focusing opens a day grid (a dialog) in a portal over the button: Escape closes it
        ("when.html", "textbox", "Day", "12/03", "dialog", "Book", "covered", "browser_press_key", "Booked for 12/03"),
    ],
)  # fmt: skip
async def test_a_popup_the_typing_left_open_is_named_then_closed_by_the_plan(
    fixtures, page, role, field, text, kind, button, reason, first, done
):
    async with in_process() as (client, _):
        seen, field_ref, typed = await opened(client, fixtures, page, role, field, text)
        said = next(line for line in typed.splitlines() if line.startswith("It left"))
        assert f"It left a {kind}" in said, typed
        result = await client.call_tool("browser_snapshot", {})  # nothing chosen: the field holds what was typed
        assert text in result.content[0].text
        env = await blocked(client, ref_of(seen, "button", button))
        assert env["details"]["reason"] == reason and env["details"]["popup"]["kind"] == kind, env
        assert f"typed into {field_ref}" in env["message"] and "close it first" in env["message"], env
        popup = env["details"]["popup"]
        answers = {c["ref"] for c in popup["controls"]} - {popup.get("closer")}
        steps = env["next_actions"]
        assert [s["tool"] for s in steps] == [first, "browser_click"] and steps[1]["retry"], env
        assert steps[0]["arguments"].get("ref") not in answers, env  # never a control that chooses
        if first == "browser_click":
            assert steps[0]["arguments"]["ref"] == popup["closer"], env
        _, calls = await follow(client, env)
        assert calls == 2 and done in await status(client)


async def test_a_means_that_left_the_popup_open_is_not_offered_again(fixtures):
    """A question beside the field (typing opened it) disables the rest of the form and ignores
    Escape: the next field refused, the first plan's Escape leaves it open; the click on the form's
    button names it again with the next means (a click beside it), never Escape again and never
    one of its answers."""
    async with in_process() as (client, _):
        seen, field_ref, typed = await opened(client, fixtures, "texts.html", "textbox", "Mobile", "912345678")
        assert "It left a panel" in typed and "it asks" in typed, typed
        save = ref_of(seen, "button", "Save details")
        notes = {"ref": ref_of(seen, "textbox", "Notes"), "text": "ring twice"}  # the next field: disabled too
        result = await client.call_tool("browser_type", notes)
        env = assert_error_contract(
            result, "ELEMENT_NOT_INTERACTABLE", "ref", await tool_catalog(client), tool="browser_type"
        )
        assert env["details"]["reason"] == "disabled" and f"typed into {field_ref}" in env["message"], env
        assert env["next_actions"][1] == {**env["next_actions"][1], "tool": "browser_type", "retry": True}, env
        answers = {c["ref"] for c in env["details"]["popup"]["controls"]}
        assert env["next_actions"][0]["arguments"] == {"key": "Escape", "role": "default"}, env
        await ok_text(client, "browser_press_key", {"key": "Escape"})  # the plan's first step: the page ignores it
        again = await blocked(client, save)  # its second: the retry
        assert again["details"]["popup"]["tried"] == ["Escape"] and "Escape left it open" in again["message"], again
        step = again["next_actions"][0]
        assert step["tool"] == "browser_click" and step["arguments"]["ref"] not in answers, again
        assert "Contact details" in step["why"], again  # beside it: the page's heading
        _, calls = await follow(client, again)
        assert calls == 2 and "Saved 912345678" in await status(client)  # never "Texts on" / "Texts off"


async def test_an_action_that_leaves_nothing_open_says_nothing_of_it(fixtures):
    """Typing into a field with no popup, and a click once the popup is closed, answer as before."""
    async with in_process() as (client, _):
        seen, _, typed = await opened(client, fixtures, "texts.html", "textbox", "Mobile", "9")
        assert "It left" in typed
        await ok_text(client, "browser_click", {"ref": ref_of(seen, "heading", "Contact details")})
        notes = await ok_text(client, "browser_type", {"ref": ref_of(seen, "textbox", "Notes"), "text": "ring twice"})
        assert "It left" not in notes, notes
        clicked = await ok_text(client, "browser_click", {"ref": ref_of(seen, "button", "Save details")})
        assert "It left" not in clicked and "Saved 9" in await status(client)
