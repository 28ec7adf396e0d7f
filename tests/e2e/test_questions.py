"""A plan never makes a choice for the user (#41 item 0): a cover that asks something (a confirm,
an alert dialog, a form) is named with its question and its choices with their refs, and the plan
asks the agent to choose, unless a control that only closes it can be told apart by structure
(a close glyph, an icon in the corner, command=close, the value-less button of a method=dialog form).

Before #41 a "Delete project Falcon?" modal covering the agent's button came back as "e9 dismisses
it" with a first step clicking the red Delete. Here the page records every click on its cover
(fixtures_html/covers/confirm.html): Delete must never be clicked, in any language or style, and a
plan executed literally (every step whose arguments are complete) must leave the project alone.
"""

from __future__ import annotations

from typing import Any

import pytest
from mcp import Client

from tests.helpers import ok_text, ref_of
from tests.helpers.contract import ANY, assert_error_contract, in_process, tool_catalog
from tests.helpers.plans import follow
from verdex_py.server.app import ToolRunner

# lang: (question in the title, Cancel, Delete)
LANGS = {
    "en": ("Delete project Falcon?", "Cancel", "Delete"),
    "fr": ("Supprimer le projet Falcon ?", "Annuler", "Supprimer"),
    "de": ("Projekt Falcon löschen?", "Abbrechen", "Löschen"),
    "ja": ("プロジェクト Falcon を削除しますか？", "キャンセル", "削除"),
    "es": ("¿Eliminar el proyecto Falcon?", "Cancelar", "Eliminar"),
}


def page_of(runner: ToolRunner) -> Any:
    role = runner.session.roles["default"]
    return role.tabs[role.active].page


async def covered(client: Client, url: str) -> tuple[str, dict[str, Any]]:
    page = await ok_text(client, "browser_navigate", {"url": url})
    result = await client.call_tool("browser_click", {"ref": ref_of(page, "button", "Open report")})
    env = assert_error_contract(
        result, "ELEMENT_NOT_INTERACTABLE", "ref", await tool_catalog(client), tool="browser_click"
    )
    return page, env


async def literal_agent(client: Client, env: dict[str, Any]) -> None:
    """Every step an agent could send as given (nothing `needs` its choice), up to the retry."""
    for action in env["next_actions"]:
        if action.get("needs") or action.get("retry"):
            break
        await client.call_tool(action["tool"], action["arguments"])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("style", ["div", "first", "native"])
async def test_a_confirm_is_named_with_its_question_and_choices_and_never_answered(fixtures, lang, style):
    """The issue's case: Cancel and a red Delete drawn as the primary choice (last, or first), as an
    ARIA dialog, an alertdialog or a modal <dialog>: no step clicks a choice; the agent decides."""
    title, cancel, delete = LANGS[lang]
    async with in_process() as (client, runner):
        page, env = await covered(client, fixtures.url(f"covers/confirm.html?lang={lang}&style={style}"))
        await literal_agent(client, env)  # (before #41: its first step clicked Delete)
        assert await page_of(runner).evaluate("window.clicked") == [], "a control of the cover was clicked"
        assert "Project Falcon exists" in await ok_text(client, "browser_snapshot", {})
        choices = {ref_of(page, "button", cancel), ref_of(page, "button", delete)}
        assert title in env["details"]["question"] and title in env["message"], env
        assert {c["ref"] for c in env["details"]["choices"]} == choices, env
        assert set(env["allowed_values"]) == choices, env
        decide, retry = env["next_actions"]
        assert decide["tool"] == "browser_click" and decide["needs"] == ["ref"] and "ref" not in decide["arguments"]
        assert retry["retry"] and retry["arguments"]["ref"] == ref_of(page, "button", "Open report"), env
        assert "dismisses" not in env["message"], env["message"]
        # the agent (its user) decides: Cancel; then the retry does what it meant
        text, calls = await follow(client, env, {"ref": ref_of(page, "button", cancel)})
        assert calls == 2 and "Report opened" in await ok_text(client, "browser_snapshot", {})
        assert await page_of(runner).evaluate("window.clicked") == ["cancel"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("style", "closer"), [("glyph", "×"), ("command", None), ("formdialog", "cancel")])
async def test_a_control_that_only_closes_a_confirm_is_named_and_the_choices_too(fixtures, lang, style, closer):
    """A × at the top right (a glyph, or an icon with command=close), or the value-less button of a
    <form method=dialog> (its answer is the empty returnValue, as Escape's): closed by it, the
    choices still named; Delete is never clicked."""
    title, cancel, delete = LANGS[lang]
    async with in_process() as (client, runner):
        page, env = await covered(client, fixtures.url(f"covers/confirm.html?lang={lang}&style={style}"))
        close = env["next_actions"][0]
        assert close["tool"] == "browser_click" and not close.get("needs"), env
        if style == "formdialog":
            assert close["arguments"]["ref"] == ref_of(page, "button", cancel), env
        elif closer:
            assert close["arguments"]["ref"] == ref_of(page, "button", closer), env
        assert close["arguments"]["ref"] != ref_of(page, "button", delete), env
        assert title in env["details"]["question"], env
        assert ref_of(page, "button", delete) in [c["ref"] for c in env["details"]["choices"]], env
        assert "without answering" in close["why"], close
        _, calls = await follow(client, env)
        assert calls == 2 and "Report opened" in await ok_text(client, "browser_snapshot", {})
        assert "delete" not in await page_of(runner).evaluate("window.clicked")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("style", ["single", "form"])
async def test_a_question_with_one_button_or_a_field_is_left_to_the_agent(fixtures, lang, style):
    """One Delete button under a question, or a field to fill before Delete: still the agent's answer."""
    _, _, delete = LANGS[lang]
    async with in_process() as (client, runner):
        page, env = await covered(client, fixtures.url(f"covers/confirm.html?lang={lang}&style={style}"))
        await literal_agent(client, env)
        assert await page_of(runner).evaluate("window.clicked") == [], "a control of the cover was clicked"
        assert env["allowed_values"] == [ref_of(page, "button", delete)], env
        assert env["next_actions"][0]["needs"] == ["ref"], env


@pytest.mark.parametrize("lang", ["en", "ja"])
async def test_a_glyph_in_a_footer_beside_delete_is_an_answer_not_a_close(fixtures, lang):
    """A × in the footer's row of buttons, next to a labelled Delete: by structure it is one of the
    answers (a row of buttons), so nothing only closes the confirm and the agent decides."""
    async with in_process() as (client, runner):
        page, env = await covered(client, fixtures.url(f"covers/confirm.html?lang={lang}&style=xfooter"))
        await literal_agent(client, env)
        assert await page_of(runner).evaluate("window.clicked") == [], "a control of the cover was clicked"
        assert env["allowed_values"] == [ref_of(page, "button", "×"), ref_of(page, "button", LANGS[lang][2])], env


@pytest.mark.parametrize("lang", LANGS)
async def test_a_cookie_banner_with_a_close_glyph_is_still_closed_by_it(fixtures, lang):
    async with in_process() as (client, runner):
        page, env = await covered(client, fixtures.url(f"covers/confirm.html?lang={lang}&style=cookie"))
        assert env["next_actions"][0]["arguments"]["ref"] == ref_of(page, "button", "✕"), env
        _, calls = await follow(client, env)
        assert calls == 2 and await page_of(runner).evaluate("window.clicked") == ["close"]


async def test_a_confirm_inside_a_frame_names_its_controls_and_never_picks_one(fixtures):
    """The element is in a frame: the cover is named from the action's own probe, which cannot tell
    what only closes it, so it picks none (before #41 it named the first control as the dismisser)."""
    async with in_process() as (client, runner):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("covers/confirm_frame.html")})
        result = await client.call_tool("browser_click", {"ref": ref_of(page, "button", "Open report")})
        env = assert_error_contract(
            result, "ELEMENT_NOT_INTERACTABLE", "ref", await tool_catalog(client), tool="browser_click"
        )
        await literal_agent(client, env)
        frame = page_of(runner).frames[1]
        assert await frame.evaluate("window.clicked") == [], "a control of the cover was clicked"
        choices = [ref_of(page, "button", "Abbrechen"), ref_of(page, "button", "Löschen")]
        assert env["allowed_values"] == choices and env["next_actions"][0]["needs"] == ["ref"], env
        _, calls = await follow(client, env, {"ref": choices[0]})
        assert calls == 2 and await frame.evaluate("window.clicked") == ["cancel"]


@pytest.mark.parametrize("tool", ["browser_type", "browser_fill_form"])
async def test_a_popup_that_asks_during_a_fill_is_left_to_the_agent(fixtures, tool):
    """A field's first focus opens terms to agree to (a modal <dialog>, Cancel and I agree): the plan of
    browser_type and of browser_fill_form asks the agent to choose, then retries the fill."""
    async with in_process() as (client, _):
        seen = await ok_text(client, "browser_navigate", {"url": fixtures.url("reveal/focus_popup.html")})
        field = ref_of(seen, "textbox", "Promo code")
        args: dict[str, Any] = {"ref": field, "text": "SAVE10"}
        if tool == "browser_fill_form":
            args = {"fields": [{"ref": field, "name": "Promo code", "type": "textbox", "value": "SAVE10"}]}
        env = assert_error_contract(await client.call_tool(tool, args), "ELEMENT_NOT_INTERACTABLE", ANY,
                                    await tool_catalog(client), tool=tool)  # fmt: skip
        decide, retry = env["next_actions"]
        assert decide["needs"] == ["ref"] and retry["retry"] and retry["tool"] == tool, env
        choices = {c["name"]: c["ref"] for c in env["details"]["choices"]}
        assert list(choices) == ["Cancel", "I agree"] and env["allowed_values"] == list(choices.values()), env
        await follow(client, env, {"ref": choices["Cancel"]})
        assert "SAVE10" in await ok_text(client, "browser_snapshot", {})


async def test_a_native_confirm_is_never_accepted_by_the_plan(fixtures):
    """A confirm() the click opened: the result's plan and a later call's MODAL_DIALOG_OPEN plan leave
    accept to the agent (before #41 both said accept=true); an alert keeps its one answer."""
    async with in_process() as (client, runner):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("dialogs.html")})
        opened = await client.call_tool("browser_click", {"ref": ref_of(page, "button", "Confirm")})
        step = opened.structured_content["next_actions"][0]
        assert step["tool"] == "browser_handle_dialog" and step["needs"] == ["accept"], step
        result = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
        env = assert_error_contract(
            result, "MODAL_DIALOG_OPEN", None, await tool_catalog(client), tool="browser_navigate"
        )
        assert env["next_actions"][0]["needs"] == ["accept"] and "accept=<" in result.content[0].text, env
        await literal_agent(client, env)
        assert runner.session.roles["default"].tabs[0].modals, "the confirm is still open: nobody answered it"
        shown = await ok_text(client, "browser_handle_dialog", {**env["next_actions"][0]["arguments"], "accept": False})
        assert "Confirmed: false" in shown
        await ok_text(client, "browser_click", {"ref": ref_of(page, "button", "Alert")})
        env = assert_error_contract(
            await client.call_tool("browser_snapshot", {}), "MODAL_DIALOG_OPEN", None, await tool_catalog(client)
        )
        assert env["next_actions"][0]["arguments"]["accept"] is True and not env["next_actions"][0].get("needs")
