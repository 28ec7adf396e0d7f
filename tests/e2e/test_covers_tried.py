"""A dismiss that left the cover in place is not offered again (#43 item 3): the structural pick of a
cover (an icon-only control in its corner) only unfolds more of it; after that click the same
action's error offers the cover's next control, which closes it, and the action then works.
A cover that asks (a consent bar with two answers) is never dismissed by a plan (#41 item 0): its
choices are the agent's. Fixtures: fixtures_html/staying/ (a Dutch consent bar, a Portuguese notice)."""

from __future__ import annotations

import pytest

from tests.helpers import ok_text, ref_of
from tests.helpers.contract import assert_error_contract, in_process, tool_catalog
from tests.helpers.plans import follow


async def status(client) -> str:  # type: ignore[no-untyped-def]
    text = await ok_text(client, "browser_snapshot", {})
    return next(line for line in text.splitlines() if "- status" in line)


@pytest.mark.parametrize(
    ("page", "target", "first", "then", "done"),
    [
        ("notice_pt.html", "Adicionar ao carrinho", "⚙", "Continuar", "1 artigo"),
    ],
)
async def test_a_dismiss_that_left_the_cover_is_not_offered_again(fixtures, page, target, first, then, done):
    async with in_process(timeout_action_ms=2000) as (client, _):
        text = await ok_text(client, "browser_navigate", {"url": fixtures.url(f"staying/{page}")})
        catalog = await tool_catalog(client)
        click = {"ref": ref_of(text, "button", target)}
        env = assert_error_contract(
            await client.call_tool("browser_click", click),
            "ELEMENT_NOT_INTERACTABLE",
            "ref",
            catalog,
            tool="browser_click",
        )
        assert env["next_actions"][0]["arguments"]["ref"] == ref_of(text, "button", first), env
        await ok_text(client, "browser_click", env["next_actions"][0]["arguments"])  # only unfolds the cover
        again = assert_error_contract(
            await client.call_tool("browser_click", click),
            "ELEMENT_NOT_INTERACTABLE",
            "ref",
            catalog,
            tool="browser_click",
        )
        offered = again["next_actions"][0]["arguments"].get("ref")
        assert offered == ref_of(text, "button", then), again  # the next candidate, not the same plan again
        assert f'"{first}" left it in place' in again["message"], again["message"]
        assert again["details"]["covering_element"]["tried"] == [first], again["details"]
        _, calls = await follow(client, again)
        assert calls == 2 and done in await status(client)


async def test_a_consent_bar_is_a_question_whose_answer_is_the_agents(fixtures):
    async with in_process(timeout_action_ms=2000) as (client, _):
        text = await ok_text(client, "browser_navigate", {"url": fixtures.url("staying/consent_nl.html")})
        env = assert_error_contract(
            await client.call_tool("browser_click", {"ref": ref_of(text, "button", "Bestel het boek")}),
            "ELEMENT_NOT_INTERACTABLE",
            "ref",
            await tool_catalog(client),
            tool="browser_click",
        )
        first = env["next_actions"][0]
        assert first["tool"] == "browser_click" and first.get("needs") == ["ref"], env
        assert "ref" not in first["arguments"], env  # no answer picked for the agent
        names = {c["name"] for c in env["details"]["choices"]}
        assert {"Voorkeuren", "Alles toestaan"} <= names, env["details"]
        assert "Boek besteld" not in await status(client)
