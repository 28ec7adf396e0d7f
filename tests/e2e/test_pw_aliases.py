"""Calls written for playwright-mcp (`target`, camelCase fields) work through the MCP client; the
schemas list our names only; an alias given beside our own name is refused, not guessed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mcp.shared.exceptions import MCPError

from tests.helpers import failure, ok, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def test_playwright_mcp_argument_names_act_on_the_page(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("form.html")}))
        name = ref_of(page, "textbox", "Full name")
        await ok(client, "browser_type", {"target": name, "text": "Ada", "element": "Full name"})
        terms = ref_of(page, "checkbox", "Accept terms")
        filled = await ok(
            client,
            "browser_fill_form",
            {"fields": [{"target": terms, "name": "Accept terms", "type": "checkbox", "value": "true"}]},
        )
        assert not filled.is_error
        await ok(client, "browser_click", {"target": ref_of(page, "button", "Submit")})
        shown = await page_text(client)
        assert "Submitted: Ada /" in shown and 'checkbox "Accept terms" [checked]' in shown

        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("dialogs.html")}))
        await ok(client, "browser_click", {"target": ref_of(page, "button", "Prompt")})
        answered = await ok(client, "browser_handle_dialog", {"accept": True, "promptText": "Grace"})
        assert "Prompted: Grace" in text_of(answered)
        waited = await ok(client, "browser_wait_for", {"textGone": "Alert closed"})
        assert not waited.is_error
        clicked = await ok(client, "browser_click", {"target": ref_of(page, "button", "Alert"), "doubleClick": False})
        assert "Hello from alert" in text_of(clicked)  # the alert blocks until answered
        await ok(client, "browser_handle_dialog", {"accept": True})
        assert "Alert closed" in await page_text(client)


async def test_schemas_show_our_names_and_both_names_are_refused(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        for tool in tools.values():
            props = tool.input_schema.get("properties", {})
            assert "target" not in props and not any(c.isupper() for p in props for c in p), tool.name
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("form.html")}))
        name = ref_of(page, "textbox", "Full name")
        err = await failure(
            client, "browser_type", {"ref": name, "target": name, "text": "x"}, "INVALID_ARGUMENT", "target"
        )
        assert "ref" in err["allowed_values"]
        await failure(client, "browser_click", {"targett": name}, "INVALID_ARGUMENT", "targett")


async def test_a_playwright_mcp_tool_name_we_lack_is_answered_with_ours(make_client: MakeClient) -> None:
    """Still a protocol error (CONTRACT.md), but its message says what to call instead."""
    async with make_client() as client:
        for name, expected in (
            ("browser_check", "Here use browser_fill_form("),
            ("browser_pdf_save", "It is in --caps pdf (or all)"),
            ("browser_clik", "Did you mean browser_click?"),
        ):
            try:
                await client.call_tool(name, {})
            except MCPError as exc:
                assert expected in str(exc), str(exc)
            else:
                raise AssertionError(f"{name} was accepted")
