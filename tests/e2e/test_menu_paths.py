"""Menu items reached again through the path they were on when they were seen, and submenus that
open only while the pointer rests on their parent, through the MCP client on real Chromium (#43).

Pages of our own (fixtures_html/menus/): closing.html holds a menu button whose menu and submenu
are mounted when opened and removed from the page when they close, beside a role-less tray hidden
with display:none whose nested tray opens on a 300 ms pointer rest; resting.html holds a menu in a
popover (the top layer) whose flyout is drawn after a 400 ms rest, beside a role-less card menu in
a fixed layer at the end of <body> whose side layer opens after a 600 ms rest, and a read-only field
whose role-less columns are each drawn by a click. The page's own
result line (set by the item's handler) proves which item's action ran.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mcp import Client

from tests.helpers import ok, ok_text, page_text, ref_of, text_of
from tests.helpers.contract import assert_error_contract, tool_catalog
from verdex_py.refs import REF_ATTR as REF
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def open_page(client: Client, fixtures: FixtureServer, name: str) -> str:
    return text_of(await ok(client, "browser_navigate", {"url": fixtures.url(f"menus/{name}")}))


async def result(client: Client) -> str:
    """The page's own result line."""
    return next(line for line in (await page_text(client)).splitlines() if "- status" in line)


def ref_by_text(snapshot: str, text: str) -> str:
    """The ref of a role-less line whose own text is `text` (`- generic [ref=e5] [cursor=pointer]: Arrange`,
    or one of ours, `- clickable "Card menu" [ref=e9001]`)."""
    for line in snapshot.splitlines():
        found = REF.search(line)
        if found and (line.endswith(f"]: {text}") or f'"{text}" [ref=' in line):
            return found["ref"]
    raise AssertionError(f"no line of {text!r} with a ref in:\n{snapshot}")


async def shown(client: Client, role: str | None, name: str) -> str:
    """The ref of an element once a snapshot shows it (a level drawn after a pause is waited for);
    role None: a role-less element, by its text."""
    await ok(client, "browser_wait_for", {"text": name})
    snapshot = await page_text(client)
    return ref_by_text(snapshot, name) if role is None else ref_of(snapshot, role, name)


async def seen_in_download_as(client: Client, fixtures: FixtureServer) -> str:
    """The ref of "Web page", seen in the submenu the agent opened, both levels since removed."""
    page = await open_page(client, fixtures, "closing.html")
    await ok(client, "browser_click", {"ref": ref_of(page, "button", "Document")})
    await ok(client, "browser_click", {"ref": await shown(client, "menuitem", "Download as")})
    held = await shown(client, "menuitem", "Web page")
    await ok(client, "browser_press_key", {"key": "Escape"})
    assert "Web page" not in await page_text(client), "the menu closed: its levels are gone"
    return held


async def test_an_item_whose_menu_was_removed_is_reached_again_through_its_path(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        held = await seen_in_download_as(client, fixtures)
        text = await ok_text(client, "browser_click", {"ref": held})
        assert "Reopened the menu Document › Download as to reach it" in text, text
        assert "ran=download-web" in await result(client)


async def test_an_item_hidden_with_its_tray_is_reached_again_through_a_pointer_rest(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "closing.html")
        await ok(client, "browser_click", {"ref": ref_by_text(page, "Arrange")})
        await ok(client, "browser_hover", {"ref": await shown(client, None, "Line up")})
        held = await shown(client, None, "Centres")
        await ok(client, "browser_press_key", {"key": "Escape"})
        assert "Centres" not in await page_text(client)
        text = await ok_text(client, "browser_click", {"ref": held})
        assert "Arrange › Line up" in text, text
        assert "ran=arrange-centres" in await result(client)


async def test_an_item_that_no_longer_exists_is_stale_after_its_path_is_reopened(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        held = await seen_in_download_as(client, fixtures)
        page = await page_text(client)
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Drop the HTML export")})
        res = await client.call_tool("browser_click", {"ref": held})
        env = assert_error_contract(res, "STALE_REF", "ref", await tool_catalog(client), tool="browser_click")
        assert "(Document › Download as) was reopened (clicked Document, then clicked Download as)" in env["message"]
        assert [s["name"] for s in env["details"]["reopened"]] == ["Document", "Download as"], env
        assert "ran=" in await result(client) and "download" not in await result(client), "nothing was chosen"
        offered = {c["name"]: c["ref"] for c in env["details"]["candidates"] if c["role"] == "menuitem"}
        assert offered.get("Word file") in env["allowed_values"], env  # the reopened level's items are offered
        await ok(client, "browser_click", {"ref": offered["Word file"]})  # left open: its refs work
        assert "ran=download-word" in await result(client)


async def test_a_resting_flyout_in_the_top_layer_is_chosen_by_its_path(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "resting.html")
        text = await ok_text(
            client,
            "browser_select_option",
            {"ref": ref_of(page, "button", "Post tools"), "values": ["Forward / By mail"]},
        )
        assert "done=forward-mail" in await result(client), text
        text = await ok_text(
            client, "browser_select_option", {"ref": ref_by_text(page, "Card menu"), "values": ["Move to / Shipped"]}
        )
        assert "done=move-shipped" in await result(client), text
        shelf = ref_of(page, "textbox", "Shelf")  # role-less columns each drawn by a click: read back
        text = await ok_text(client, "browser_select_option", {"ref": shelf, "values": ["Hall / Low shelf"]})
        assert "done=hall-low-shelf" in await result(client), text


async def test_a_snapshot_while_the_parent_is_hovered_shows_the_flyout_with_refs(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "resting.html")
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Post tools")})
        await ok(client, "browser_hover", {"ref": await shown(client, "menuitem", "Forward")})
        held = await shown(client, None, "To a chat")
        await ok(client, "browser_click", {"ref": held})
        assert "done=forward-chat" in await result(client)


async def test_a_flyout_item_is_reached_again_after_its_top_layer_menu_closed(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """Seen while its parent was hovered: the path is a click, then a rest on the parent (400 ms in a
    popover; 600 ms in a layer at the end of <body>, both removed on close)."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "resting.html")
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Post tools")})
        await ok(client, "browser_hover", {"ref": await shown(client, "menuitem", "Forward")})
        held = await shown(client, None, "By mail")
        await ok(client, "browser_press_key", {"key": "Escape"})  # the popover's light dismiss
        assert "By mail" not in await page_text(client)
        text = await ok_text(client, "browser_click", {"ref": held})
        assert "Reopened the menu Post tools › Forward to reach it" in text, text
        assert "done=forward-mail" in await result(client)
        await ok(client, "browser_click", {"ref": ref_by_text(page, "Card menu")})
        await ok(client, "browser_hover", {"ref": await shown(client, None, "Move to")})
        held = await shown(client, None, "Backlog")
        await ok(client, "browser_click", {"ref": ref_of(page, "heading", "Board")})  # a click elsewhere shuts it
        assert "Backlog" not in await page_text(client)
        text = await ok_text(client, "browser_click", {"ref": held})
        assert "Reopened the menu Card menu › Move to to reach it" in text, text
        assert "done=move-backlog" in await result(client)
