"""The testing capability through the MCP client on real Chromium: each check passes on what the page
shows and fails (ASSERTION_FAILED, with what it shows instead) when the page changes; the locator
found for an element is checked against the page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.helpers import failure, ok, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
CAPS = frozenset({"testing"})


async def test_element_and_text_visible_follow_the_page(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client(caps=CAPS) as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("verify.html")}))
        err = await failure(
            client,
            "browser_verify_element_visible",
            {"element_role": "button", "accessible_name": "Continu"},
            "ASSERTION_FAILED",
            "accessible_name",
        )
        assert 'button "Reveal"' in " ".join(err["details"]["actual"]) and err["suggested_value"] is None
        assert [a["tool"] for a in err["next_actions"]] == ["browser_snapshot", "browser_verify_element_visible"]
        await failure(client, "browser_verify_text_visible", {"text": "Saved at noon"}, "ASSERTION_FAILED", "text")

        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Reveal")})
        # playwright-mcp's own call: `role` is the ARIA role there, `accessibleName` camelCase
        held = await ok(client, "browser_verify_element_visible", {"role": "button", "accessibleName": "Continue"})
        assert held.structured_content["passed"] is True and "✓" in text_of(held)
        await ok(client, "browser_verify_text_visible", {"text": "Saved at noon"})
        err = await failure(
            client, "browser_verify_text_visible", {"text": "Saved at midnight"}, "ASSERTION_FAILED", "text"
        )
        assert "Saved at noon" in err["details"]["actual"][0]


async def test_list_and_value(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client(caps=CAPS) as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("verify.html")}))
        fruits = ref_of(page, "list", "Fruits")
        await ok(client, "browser_verify_list_visible", {"ref": fruits, "items": ["Apple", "Cherry"]})
        err = await failure(
            client,
            "browser_verify_list_visible",
            {"target": fruits, "items": ["Apple", "Durian"]},
            "ASSERTION_FAILED",
            "items",
        )
        assert err["details"]["actual"] == ["Apple", "Banana", "Cherry"] and "'Durian'" in err["message"]

        qty = ref_of(page, "textbox", "Quantity")
        await ok(client, "browser_verify_value", {"ref": qty, "type": "textbox", "value": "3"})
        await ok(client, "browser_type", {"ref": qty, "text": "5"})
        err = await failure(
            client, "browser_verify_value", {"ref": qty, "type": "textbox", "value": "3"}, "ASSERTION_FAILED", "value"
        )
        assert err["details"]["actual"] == "5"
        gift = ref_of(page, "checkbox", "Gift wrap")
        await ok(client, "browser_verify_value", {"ref": gift, "type": "checkbox", "value": "true"})
        await ok(client, "browser_click", {"ref": gift})
        await failure(
            client,
            "browser_verify_value",
            {"ref": gift, "type": "checkbox", "value": "true"},
            "ASSERTION_FAILED",
            "value",
        )
        size = ref_of(page, "combobox", "Size")
        await ok(client, "browser_verify_value", {"ref": size, "type": "combobox", "value": "Medium"})
        await ok(client, "browser_verify_value", {"ref": size, "type": "combobox", "value": "m"})
        await failure(
            client, "browser_verify_value", {"ref": "e999", "type": "textbox", "value": "x"}, "UNKNOWN_REF", "ref"
        )


async def test_generate_locator_finds_the_element(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client(caps=CAPS) as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("verify.html")}))
        made = await ok(client, "browser_generate_locator", {"ref": ref_of(page, "button", "Reveal")})
        assert made.structured_content["locator"] == 'page.get_by_role("button", name="Reveal", exact=True)'
        assert made.structured_content["matches"] == 1
        deletes = [line for line in (await page_text(client)).splitlines() if 'button "Delete"' in line]
        second = deletes[1].split("[ref=")[1].split("]")[0]
        made = await ok(client, "browser_generate_locator", {"ref": second})
        assert made.structured_content["locator"] == 'page.get_by_role("button", name="Delete", exact=True).nth(1)'
        assert made.structured_content["matches"] == 1
