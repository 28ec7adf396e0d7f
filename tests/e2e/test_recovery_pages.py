"""One-call recovery on pages nobody wrote for us: the error names the fix, the plan does it.

Each case changes the page behind the agent's back (a banner that arrives late, a form
that collapses, a page that moves on by itself, a frame re-created, a tab opened by
script), then makes the agent's call fail. The whole envelope is checked against the
contract (tests/helpers/contract.py, tests/helpers/contract_schema.json), then the plan is executed as
data: its `needs` supplied from the intent, stopping at the `retry` step, which must
succeed and finish the task. Fixtures: fixtures_html/recovery/.
"""

from __future__ import annotations

from typing import Any

from mcp import Client

from tests.helpers import ok_text, ref_of, text_of
from tests.helpers.contract import assert_error_contract, in_process, tool_catalog
from tests.helpers.plans import follow
from verdex_py.server.app import ToolRunner


async def fail(client: Client, tool: str, args: dict[str, Any], code: str) -> dict[str, Any]:
    result = await client.call_tool(tool, args)
    return assert_error_contract(result, code, "ref", await tool_catalog(client), tool=tool)


def page_of(runner: ToolRunner, index: int | None = None) -> Any:
    role = runner.session.roles["default"]
    return role.tabs[role.active if index is None else index].page


async def test_a_banner_that_arrived_after_the_snapshot_is_named_with_its_choices_then_the_click_retried(fixtures):
    """(#41: before, the plan clicked "Accept all" for the user; a consent is the user's answer.)"""
    async with in_process() as (client, runner):
        page = await ok_text(
            client, "browser_navigate", {"url": fixtures.url("recovery/late_overlay.html?after=600000")}
        )
        pay = ref_of(page, "button", "Pay now")
        await page_of(runner).evaluate("showConsent()")  # arrives after the agent's look
        env = await fail(client, "browser_click", {"ref": pay}, "ELEMENT_NOT_INTERACTABLE")
        # its controls had no ref in the agent's look: the diagnosis's own look names them
        choices = {c["name"]: c["ref"] for c in env["details"]["choices"]}
        assert set(choices) == {"Settings", "Accept all"} and 'dialog, which asks "Cookie consent' in env["message"]
        assert all(ref in env["message"] for ref in choices.values()), env["message"]
        decide, retry = env["next_actions"]
        assert decide["tool"] == "browser_click" and decide["needs"] == ["ref"], decide
        assert sorted(env["allowed_values"]) == sorted(choices.values()), env
        assert retry == {**retry, "tool": "browser_click", "arguments": {"ref": pay, "role": "default"}, "retry": True}
        await follow(client, env, {"ref": choices["Accept all"]})  # the user's choice
        assert "Paid" in await ok_text(client, "browser_snapshot", {})


async def test_disabled_until_a_box_is_ticked(fixtures):
    async with in_process() as (client, _):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("recovery/disabled_until.html")})
        create = ref_of(page, "button", "Create account")
        env = await fail(client, "browser_click", {"ref": create}, "ELEMENT_NOT_INTERACTABLE")
        agree = ref_of(page, "checkbox", "I accept the terms")
        assert agree in env["message"] and "disabled" in env["message"]
        assert env["next_actions"][0]["arguments"]["ref"] == agree
        await follow(client, env)
        assert "Submitted terms" in await ok_text(client, "browser_snapshot", {})


async def test_disabled_until_required_fields_are_filled(fixtures):
    async with in_process() as (client, _):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("recovery/disabled_until.html")})
        env = await fail(
            client, "browser_click", {"ref": ref_of(page, "button", "Continue")}, "ELEMENT_NOT_INTERACTABLE"
        )
        email, plan = ref_of(page, "textbox", "Email"), ref_of(page, "combobox", "Plan")
        fill, choose, retry = env["next_actions"]
        assert (fill["tool"], fill["arguments"]["ref"], fill["needs"]) == ("browser_type", email, ["text"])
        assert (choose["tool"], choose["arguments"]["ref"], choose["needs"]) == (
            "browser_select_option",
            plan,
            ["values"],
        )
        assert retry["retry"] and ref_of(page, "checkbox", "Send me news") not in env["message"], "optional: not a fix"
        assert "Enter a valid email address" in " ".join(env["details"]["hints"])
        await follow(client, env, fill={"text": "ada@example.com", "values": ["Pro"]})
        assert "Submitted details" in await ok_text(client, "browser_snapshot", {})


async def test_disabled_until_a_value_is_valid(fixtures):
    async with in_process() as (client, _):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("recovery/disabled_until.html")})
        email = ref_of(page, "textbox", "Email")
        await ok_text(client, "browser_type", {"ref": email, "text": "ada"})
        await ok_text(client, "browser_select_option", {"ref": ref_of(page, "combobox", "Plan"), "values": ["Basic"]})
        env = await fail(
            client, "browser_click", {"ref": ref_of(page, "button", "Continue")}, "ELEMENT_NOT_INTERACTABLE"
        )
        fix = env["next_actions"][0]
        assert fix["arguments"]["ref"] == email and fix["needs"] == ["text"] and "@" in fix["why"], fix
        await follow(client, env, fill={"text": "ada@example.com"})
        assert "Submitted details" in await ok_text(client, "browser_snapshot", {})


async def test_hidden_in_a_closed_details_or_a_collapsed_menu_is_opened_then_clicked(fixtures):
    """(#34) a closed disclosure the element sits in is opened by the server, then acted on: one call."""
    async with in_process() as (client, _):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("recovery/collapsed.html")})
        await ok_text(client, "browser_click", {"ref": ref_of(page, "button", "Collapse all")})
        for target, done in (
            (("button", "Reset settings"), "Settings reset"),
            (("menuitem", "Sign out"), "Signed out"),
        ):
            await ok_text(client, "browser_click", {"ref": ref_of(page, *target)})
            assert done in await ok_text(client, "browser_snapshot", {})


async def test_a_page_that_navigated_by_itself_gets_the_same_button_back(fixtures):
    async with in_process() as (client, runner):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("recovery/self_nav.html")})
        old = ref_of(page, "button", "Next step")
        tab = page_of(runner)
        await tab.evaluate("moveOn()")
        await tab.wait_for_url("**/self_nav_two.html")
        env = await fail(client, "browser_click", {"ref": old}, "NO_SNAPSHOT")
        fresh = env["suggested_value"]
        assert fresh and fresh != old and "self_nav_two.html" in env["message"]
        assert env["next_actions"][0] == {**env["next_actions"][0], "arguments": {"ref": fresh, "role": "default"}}
        text, calls = await follow(client, env)
        assert calls == 1 and "All steps done" in text


async def test_a_reload_gets_the_same_button_back(fixtures):
    async with in_process() as (client, runner):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("rerender.html")})
        old = ref_of(page, "button", "Save")
        await page_of(runner).reload()
        env = await fail(client, "browser_click", {"ref": old}, "NO_SNAPSHOT")
        assert env["suggested_value"] and env["next_actions"][0]["retry"]
        text, calls = await follow(client, env)
        assert calls == 1 and "Saved 1 times" in text


async def test_a_recreated_frame_gets_the_same_button_back(fixtures):
    async with in_process() as (client, runner):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("recovery/reframe.html")})
        old = ref_of(page, "button", "Pay 20 EUR")
        assert old.startswith("f")
        await page_of(runner).evaluate("recreate()")
        env = await fail(client, "browser_click", {"ref": old}, "FRAME_DETACHED")
        assert env["suggested_value"] and env["suggested_value"] != old
        await follow(client, env)
        assert "Payment sent" in await ok_text(client, "browser_snapshot", {})


async def test_a_ref_from_the_tab_the_script_left_behind(fixtures):
    async with in_process() as (client, _):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("recovery/opener.html")})
        confirm = ref_of(page, "button", "Confirm order")
        opened = await client.call_tool("browser_click", {"ref": ref_of(page, "button", "Open in new window")})
        plan = opened.structured_content.get("next_actions") or []
        assert plan, f"the click opened a tab by window.open and did not say so: {text_of(opened)}"
        select = plan[0]
        assert select["tool"] == "browser_tabs" and select["arguments"]["index"] == 1, plan
        await ok_text(client, select["tool"], select["arguments"])
        env = await fail(client, "browser_click", {"ref": confirm}, "UNKNOWN_REF")
        assert env["suggested_value"] and 'button "Confirm order"' in env["message"]
        await follow(client, env)
        assert "Order confirmed" in await ok_text(client, "browser_snapshot", {})
