"""The real web's covers, hidden and disabled elements (#22): each class recovers in one fix plus
the retry at most, and a cover or a disabled state that ends by itself costs the agent nothing.

Every case follows the error's plan as data (its `needs` supplied from the intent) up to its
retry step, which must succeed and finish the task, and counts the calls it took. Fixtures:
fixtures_html/covers/ (a consent manager and a chat widget in frames of three origins, busy
veils and a fading spinner, CSS hover and focus menus, tooltips, row actions, buttons disabled
with no hint or while a request is in flight).
"""

from __future__ import annotations

from typing import Any

import pytest
from mcp import Client

from tests.helpers import ok_text, ref_of
from tests.helpers.contract import assert_error_contract, in_process, tool_catalog
from tests.helpers.plans import follow
from verdex_py.server.app import ToolRunner

FRAMES = ("same", "cross", "site")  # same origin, another port, another site (localhost)


async def fail(client: Client, tool: str, args: dict[str, Any]) -> dict[str, Any]:
    result = await client.call_tool(tool, args)
    return assert_error_contract(result, "ELEMENT_NOT_INTERACTABLE", "ref", await tool_catalog(client), tool=tool)


def page_of(runner: ToolRunner) -> Any:
    role = runner.session.roles["default"]
    return role.tabs[role.active].page


# -- covers inside frames ----------------------------------------------------------------------


@pytest.mark.parametrize("frame", FRAMES)
async def test_a_consent_manager_in_a_frame_is_named_with_its_choices_and_the_agent_chooses(fixtures, frame):
    """(#41: before, the plan clicked "Accept all" for the user: accepting is the user's choice, and
    nothing in the message only closes it, so the plan names the choices and the agent picks one.)"""
    async with in_process() as (client, _):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url(f"covers/consent.html?frame={frame}")})
        add = ref_of(page, "button", "Add to cart")
        env = await fail(client, "browser_click", {"ref": add})
        decide, retry = env["next_actions"]
        assert decide["tool"] == "browser_click" and decide["needs"] == ["ref"] and retry["retry"], env
        accept, reject = ref_of(page, "button", "Accept all"), ref_of(page, "button", "Reject all")
        assert accept.startswith("f") and {accept, reject} <= set(env["allowed_values"]), env
        assert {accept, reject} <= {c["ref"] for c in env["details"]["choices"]}, env
        assert "We value your privacy" in env["details"]["question"] and reject in env["message"], env
        text, calls = await follow(client, env, {"ref": reject})  # the user's choice
        assert calls == 2 and "Added to cart" in text, text


@pytest.mark.parametrize("frame", FRAMES)
async def test_a_chat_widget_over_a_button_is_closed_then_the_click_retried(fixtures, frame):
    async with in_process() as (client, _):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url(f"covers/chat.html?frame={frame}")})
        env = await fail(client, "browser_click", {"ref": ref_of(page, "button", "Submit request")})
        dismiss = env["next_actions"][0]
        assert dismiss["arguments"]["ref"] in (
            ref_of(page, "button", "Minimize chat"),
            ref_of(page, "button", "Close chat"),
        ), env
        text, calls = await follow(client, env)
        assert calls == 2 and "Request submitted" in text, text


async def test_a_consent_banner_in_a_shadow_root_is_named_with_its_choices(fixtures):
    async with in_process() as (client, _):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("covers/consent_shadow.html")})
        env = await fail(client, "browser_click", {"ref": ref_of(page, "button", "Save recipe")})
        choices = [ref_of(page, "button", name) for name in ("More options", "Deny", "Accept all")]
        assert env["allowed_values"] == choices and env["next_actions"][0]["needs"] == ["ref"], env
        text, calls = await follow(client, env, {"ref": choices[1]})  # the user's choice: Deny
        assert calls == 2 and "Recipe saved" in text, text


# -- covers that go by themselves -------------------------------------------------------------


@pytest.mark.parametrize("cover", ["updating(1200)", "spinning(1000)"])
async def test_a_cover_that_goes_by_itself_is_waited_out(fixtures, cover):
    async with in_process() as (client, runner):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("covers/busy.html")})
        await page_of(runner).evaluate(cover)  # arrives after the agent's look
        text = await ok_text(client, "browser_click", {"ref": ref_of(page, "button", "Mark as shipped")})
        assert "Order 1001 shipped" in text


async def test_a_cover_that_stays_is_reported_after_the_wait(fixtures):
    async with in_process(timeout_action_ms=1500) as (client, runner):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("covers/busy.html")})
        await page_of(runner).evaluate("updating(0)")
        env = await fail(client, "browser_click", {"ref": ref_of(page, "button", "Mark as shipped")})
        assert env["details"]["reason"] == "covered" and "Updating" in env["message"], env


# -- revealed by hover or focus ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("shown_by", "target", "done"),
    [
        (("link", "Camping"), ("link", "Tents"), "Opened tents"),
        (("button", "?"), ("link", "See all rates"), "Opened rates"),
        (None, ("button", "Edit Weekend trip"), "Edit Weekend trip clicked"),
        (("link", "Brands"), ("link", "Fjell"), "Opened brand-fjell"),  # opened by script
        (("link", "Breads"), ("link", "Rye"), "Opened rye"),  # by a stylesheet of another origin
    ],
)
async def test_an_element_shown_on_hover_is_shown_and_clicked_in_one_call(fixtures, shown_by, target, done):
    """(#34: the plan's hover, then the retry, are now the server's own steps.)"""
    async with in_process() as (client, runner):
        shop = "hover_cdn.html" if target[1] == "Rye" else "hover_reveal.html"
        await ok_text(client, "browser_navigate", {"url": fixtures.url(f"covers/{shop}")})
        page = await ok_text(client, "browser_snapshot", {})
        # The agent saw the element while the pointer was over its trigger, then moved on.
        if shown_by:
            await ok_text(client, "browser_hover", {"ref": ref_of(page, *shown_by)})
        else:  # a table row: the pointer rested on it (snapshots show rows compactly, without refs)
            await page_of(runner).hover("tr >> nth=0")
        seen = await ok_text(client, "browser_snapshot", {})

        held = ref_of(seen, *target)
        await ok_text(
            client,
            "browser_hover",
            {"ref": ref_of(page, "heading", "Bakery" if shop == "hover_cdn.html" else "Outdoor store")},
        )
        # (a menu opened by script closes a moment after the pointer left)
        await page_of(runner).get_by_role(target[0], name=target[1]).wait_for(state="hidden")
        await ok_text(client, "browser_click", {"ref": held})
        assert done in await ok_text(client, "browser_snapshot", {})


async def test_an_element_shown_while_its_part_has_focus_is_focused_and_clicked_in_one_call(fixtures):
    async with in_process() as (client, _):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("covers/hover_reveal.html")})
        await ok_text(client, "browser_click", {"ref": ref_of(page, "button", "Account")})  # focus: the menu shows
        held = ref_of(await ok_text(client, "browser_snapshot", {}), "link", "Sign out")
        await ok_text(client, "browser_click", {"ref": ref_of(page, "button", "?")})  # focus moves on: it hides
        await ok_text(client, "browser_click", {"ref": held})
        assert "Opened signout" in await ok_text(client, "browser_snapshot", {})


# -- disabled with no explicit hint -----------------------------------------------------------


@pytest.mark.parametrize(
    ("button", "fix", "knows", "done"),
    [
        ("Place order", ("checkbox", "Yes, go ahead"), {}, "Order placed"),
        ("Post review", ("textbox", "Your review"), {"text": "Sturdy and light."}, "Review posted"),
        ("Continue to payment", ("radio", "Standard"), {}, "On to payment"),
    ],
)
async def test_disabled_with_no_hint_names_the_likeliest_cause(fixtures, button, fix, knows, done):
    async with in_process() as (client, _):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("covers/disabled_hint.html")})
        env = await fail(client, "browser_click", {"ref": ref_of(page, "button", button)})
        assert env["next_actions"][0]["arguments"]["ref"] == ref_of(page, *fix), env
        assert "likely" in env["message"] and len(env["next_actions"]) == 2, env
        text, calls = await follow(client, env, knows)
        assert calls == 2
        assert done in await ok_text(client, "browser_snapshot", {})


@pytest.mark.parametrize("starter", ["Refresh prices", "Recalculate shipping"])
async def test_disabled_while_a_request_is_in_flight_is_waited_for(fixtures, starter):
    async with in_process() as (client, _):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("covers/disabled_hint.html?ms=2000")})
        await ok_text(client, "browser_click", {"ref": ref_of(page, "button", starter)})
        text = await ok_text(client, "browser_click", {"ref": ref_of(page, "button", "Checkout now")})
        assert "Checked out" in text
