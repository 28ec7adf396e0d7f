"""Page-level tools through the MCP client on real Chromium: history, waiting, seeing, tabs,
page signals, the window, evaluate, and the published tool surface itself.

Assertions look at what the page shows (status texts, window sizes, image bytes), not only
at the tool's own report of it.
"""

from __future__ import annotations

import base64
import json
import re
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import pytest
from mcp_types import CallToolResult

from tests.helpers import REPO, error_of, failure, ok, page_text, ref_of, text_of
from verdex_py.refs import refs_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
EVALUATE = frozenset({"evaluate"})


def image_of(result: CallToolResult) -> tuple[bytes, str]:
    images = [c for c in result.content if c.type == "image"]
    assert len(images) == 1, result.content
    return base64.b64decode(images[0].data), images[0].mime_type


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", data[:8]
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


# -- history -----------------------------------------------------------------------------------


async def test_back_and_forward_walk_the_history(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Back and forward land on the right pages; at either end of the history they say so and stay."""
    async with make_client() as client:
        nowhere = await ok(client, "browser_navigate_back", {})
        assert "no page to go back to" in text_of(nowhere) and nowhere.structured_content["url"] == "about:blank"
        await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
        await ok(client, "browser_navigate", {"url": fixtures.url("rerender.html")})

        back = await ok(client, "browser_navigate_back", {})
        assert back.structured_content["url"] == fixtures.url("form.html")
        assert back.structured_content["title"] == "Sign up form" and 'textbox "Full name"' in text_of(back)
        forward = await ok(client, "browser_navigate_forward", {})
        assert forward.structured_content["url"] == fixtures.url("rerender.html")
        assert "Saved 0 times" in text_of(forward)
        end = await ok(client, "browser_navigate_forward", {})
        assert "no page to go forward to" in text_of(end)
        assert end.structured_content["url"] == fixtures.url("rerender.html")
        await failure(client, "browser_navigate_back", {"steps": 2}, "INVALID_ARGUMENT", "steps")


async def test_reload_resets_the_page_and_retires_its_refs(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """After a reload the page state is fresh and a ref only the old document had is refused."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("rerender.html")}))
        assert "Saved 1 times" in text_of(await ok(client, "browser_click", {"ref": ref_of(page, "button", "Save")}))
        duplicated = text_of(await ok(client, "browser_click", {"ref": ref_of(page, "button", "Duplicate save")}))
        extra = refs_of(duplicated, "button", "Save")[-1]  # only the old document has it

        reloaded = await ok(client, "browser_reload", {})
        assert "Reloaded" in text_of(reloaded) and "Saved 0 times" in text_of(reloaded)
        assert len(re.findall(r'button "Save"', text_of(reloaded))) == 1
        err = await failure(client, "browser_click", {"ref": extra}, "UNKNOWN_REF", "ref")
        assert "previous page" in err["message"] and err["details"]["element"]["name"] == "Save"
        assert "Saved 0 times" in await page_text(client)


async def test_an_old_ref_after_reload_does_not_silently_hit_another_element(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """reload.html drops its dismissed notice on reload, so old ref numbers now name other buttons.
    The old ref of "Keep draft" must be refused, not click whatever holds that number now."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("reload.html")}))
        keep = ref_of(page, "button", "Keep draft")
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Dismiss notice")})
        reloaded = text_of(await ok(client, "browser_reload", {}))
        assert "Dismiss notice" not in reloaded and "Draft open" in reloaded

        result = await client.call_tool("browser_click", {"ref": keep})
        now = await page_text(client)
        assert "Draft discarded" not in now, f"the old ref {keep} of 'Keep draft' clicked another element:\n{now}"
        assert result.is_error and error_of(result)["code"] == "UNKNOWN_REF", text_of(result)


# -- waiting -----------------------------------------------------------------------------------


async def test_wait_for_text_to_appear_and_to_go(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("slow_text.html?ms=1500")}))
        started = text_of(await ok(client, "browser_click", {"ref": ref_of(page, "button", "Start loading")}))
        assert "Loading data" in started and "Data ready" not in started
        gone = text_of(await ok(client, "browser_wait_for", {"text_gone": "Loading data"}))
        assert "Loading data" not in gone.split("Snapshot:")[1] and "Data ready" in gone

        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("hidden.html")}))
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Slow reveal")})
        late = text_of(await ok(client, "browser_wait_for", {"text": "Late"}))
        assert "Late clicked" in text_of(await ok(client, "browser_click", {"ref": ref_of(late, "button", "Late")}))


async def test_wait_for_errors(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A text that never comes is ACTION_TIMEOUT naming it; the conditions are exactly one of three."""
    async with make_client() as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
        started = time.monotonic()
        waited = await ok(client, "browser_wait_for", {"time": 0.3})
        assert time.monotonic() - started >= 0.3 and "Waited 0.3 s" in text_of(waited)

        args = {"text": "Order confirmed", "timeout_ms": 400}
        err = await failure(client, "browser_wait_for", args, "ACTION_TIMEOUT", None)
        assert "Order confirmed" in err["message"] and "Order confirmed" in err["details"]["waiting_for"]
        assert err["retryable"] is True and err["details"]["timeout_ms"] == 400
        assert {"tool": "browser_wait_for", "arguments": {**args, "role": "default"}} in [
            {k: a[k] for k in ("tool", "arguments")} for a in err["next_actions"]
        ]
        for bad in ({}, {"text": "a", "time": 1}, {"text": "a", "text_gone": "b"}):
            err = await failure(client, "browser_wait_for", bad, "INVALID_ARGUMENT", "text")
            assert err["allowed_values"] == ["text", "text_gone", "time"]
        await failure(client, "browser_wait_for", {"time": 0}, "INVALID_ARGUMENT", "time")
        await failure(client, "browser_wait_for", {"text": "a", "timeout_ms": 5}, "INVALID_ARGUMENT", "timeout_ms")


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_wait_for_sends_progress_when_asked(make_client: MakeClient, fixtures: FixtureServer, mode: str) -> None:
    """A client that passes a progress callback hears about a long wait (in-process and JSON-RPC paths)."""
    heard: list[tuple[float, float | None, str | None]] = []

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        heard.append((progress, total, message))

    async with make_client(mode=mode) as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("slow_text.html?ms=2200")}))
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Start loading")})
        done = await client.call_tool("browser_wait_for", {"text": "Data ready"}, progress_callback=on_progress)
        assert not done.is_error and "Data ready" in text_of(done)
        assert len(heard) >= 2, heard
        assert all("Data ready" in (message or "") for _, _, message in heard), heard
        values = [p for p, _, _ in heard]
        assert values == sorted(values) and all(total and p <= total for p, total, _ in heard), heard
        quiet = await client.call_tool("browser_wait_for", {"time": 0.2})  # no callback: nothing breaks
        assert not quiet.is_error


# -- seeing ------------------------------------------------------------------------------------


async def test_screenshots(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """PNG and JPEG bytes; an element shot is smaller than the viewport; a full page is taller."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("big.html?n=300")}))
        viewport, mime = image_of(await ok(client, "browser_take_screenshot", {}))
        assert mime == "image/png"
        width, height = png_size(viewport)
        jpeg, mime = image_of(await ok(client, "browser_take_screenshot", {"type": "jpeg"}))
        assert mime == "image/jpeg" and jpeg[:3] == b"\xff\xd8\xff"
        full = await ok(client, "browser_take_screenshot", {"full_page": True})
        assert png_size(image_of(full)[0])[1] > height

        heading = ref_of(page, "heading", "Big page")
        shot = await ok(client, "browser_take_screenshot", {"ref": heading})
        element_width, element_height = png_size(image_of(shot)[0])
        assert element_width <= width and element_height < height / 4
        assert shot.structured_content["bytes"] == len(image_of(shot)[0])

        err = await failure(
            client, "browser_take_screenshot", {"ref": heading, "full_page": True}, "INVALID_ARGUMENT", "full_page"
        )
        assert err["suggested_value"] is False
        await failure(client, "browser_take_screenshot", {"ref": "e99999"}, "UNKNOWN_REF", "ref")
        await failure(client, "browser_take_screenshot", {"type": "gif"}, "INVALID_ARGUMENT", "type")


async def test_find_returns_lines_with_working_refs(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("rerender.html")})
        found = (await ok(client, "browser_find", {"text": "SAVE"})).structured_content
        assert found["total"] == 4 and any(line.endswith("Saved 0 times") for line in found["matches"])
        buttons = [ref_of("\n".join(found["matches"]), "button", n) for n in ("Save", "Remove save", "Duplicate save")]
        assert set(buttons) <= set(found["refs"])
        clicked = await ok(client, "browser_click", {"ref": buttons[0]})
        assert "Saved 1 times" in text_of(clicked)

        by_regex = (await ok(client, "browser_find", {"regex": r'button "(Re-render|Remove save)"'})).structured_content
        assert len(by_regex["matches"]) == 2 and len(by_regex["refs"]) == 2
        remove = ref_of(by_regex["matches"][1], "button", "Remove save")
        await ok(client, "browser_click", {"ref": remove})
        assert 'button "Save"' not in await page_text(client)
        none = (await ok(client, "browser_find", {"text": "no such words"})).structured_content
        assert (none["total"], none["matches"], none["refs"]) == (0, [], [])

        await failure(client, "browser_find", {"regex": "(unclosed"}, "INVALID_ARGUMENT", "regex")
        await failure(client, "browser_find", {}, "INVALID_ARGUMENT", "text")
        await failure(client, "browser_find", {"text": "a", "regex": "a"}, "INVALID_ARGUMENT", "text")


# -- tabs --------------------------------------------------------------------------------------


async def test_popup_becomes_a_tab_and_tabs_are_managed(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """The click that opens a popup reports it; select, act, close and new work on the right tab."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("popup.html")}))
        opened = await ok(client, "browser_click", {"ref": ref_of(page, "link", "Open help")})
        assert opened.structured_content["new_tabs"] == [{"index": 1, "url": fixtures.url("flow/step1.html")}]
        assert 'browser_tabs(action="select", index=1)' in text_of(opened)
        listed = (await ok(client, "browser_tabs", {"action": "list"})).structured_content["tabs"]
        assert [(t["index"], t["current"], t["title"]) for t in listed] == [(0, True, "Popup"), (1, False, "Step 1")]

        err = await failure(client, "browser_tabs", {"action": "select", "index": 5}, "INVALID_ARGUMENT", "index")
        assert err["allowed_values"] == {"ge": 0, "le": 1} and err["suggested_value"] == 1
        await failure(client, "browser_tabs", {"action": "close", "index": 2}, "INVALID_ARGUMENT", "index")
        await failure(client, "browser_tabs", {"action": "select", "index": -1}, "INVALID_ARGUMENT", "index")
        await failure(client, "browser_tabs", {"action": "open"}, "INVALID_ARGUMENT", "action")

        selected = text_of(await ok(client, "browser_tabs", {"action": "select", "index": 1}))
        step2 = await ok(client, "browser_click", {"ref": ref_of(selected, "link", "Continue")})
        assert step2.structured_content["url"] == fixtures.url("flow/step2.html")
        closed = (await ok(client, "browser_tabs", {"action": "close"})).structured_content
        assert [t["url"] for t in closed["tabs"]] == [fixtures.url("popup.html")]
        assert closed["url"] == fixtures.url("popup.html")

        new = await ok(client, "browser_tabs", {"action": "new", "url": fixtures.url("form.html")})
        assert [(t["index"], t["current"]) for t in new.structured_content["tabs"]] == [(0, False), (1, True)]
        assert new.structured_content["title"] == "Sign up form" and 'textbox "Full name"' in text_of(new)
        await failure(client, "browser_tabs", {"action": "new", "url": "file:///etc/passwd"}, "URL_BLOCKED", "url")


# -- page signals ------------------------------------------------------------------------------


async def test_console_errors_are_counted_and_listed_by_level(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("console.html")}))
        broke = await ok(client, "browser_click", {"ref": ref_of(page, "button", "Break checkout")})
        assert broke.structured_content["new_console_errors"] == 2 and "Checkout broken" in text_of(broke)
        assert "2 new console error(s)" in text_of(broke)

        errors = (await ok(client, "browser_console_messages", {"level": "error"})).structured_content
        assert [m["text"] for m in errors["messages"]] == [
            "checkout failed: code 42",
            "Uncaught unhandled checkout state",
        ]
        warnings = (await ok(client, "browser_console_messages", {"level": "warning"})).structured_content
        assert [m["level"] for m in warnings["messages"]] == ["warning", "error", "error"]
        everything = await ok(client, "browser_console_messages", {})
        assert "[log] console page loaded" in text_of(everything) and everything.structured_content["total"] == 4
        err = await failure(client, "browser_console_messages", {"level": "fatal"}, "INVALID_ARGUMENT", "level")
        assert "error" in err["allowed_values"]

        quiet = await ok(client, "browser_click", {"ref": ref_of(page, "button", "Load data")})
        assert quiet.structured_content["new_console_errors"] == 0


async def test_network_requests_are_listed_and_filtered(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("console.html")}))
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Load data")})
        await ok(client, "browser_wait_for", {"text": "Loaded 200"})
        probe = (await ok(client, "browser_network_requests", {"filter": "probe=data"})).structured_content
        assert [(r["method"], r["url"], r["status"], r["resource_type"]) for r in probe["requests"]] == [
            ("GET", fixtures.url("status/200?probe=data"), 200, "fetch")
        ]
        every = (await ok(client, "browser_network_requests", {})).structured_content
        assert fixtures.url("console.html") in [r["url"] for r in every["requests"]] and every["total"] >= 2
        none = (await ok(client, "browser_network_requests", {"filter": "no-such-request"})).structured_content
        assert (none["total"], none["requests"]) == (0, [])
        await failure(client, "browser_network_requests", {"filter": 3}, "INVALID_ARGUMENT", "filter")


# -- window and evaluate -----------------------------------------------------------------------


async def test_resize_changes_the_viewport_the_page_sees(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client(caps=EVALUATE) as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
        for width, height in ((640, 480), (1024, 700)):
            resized = await ok(client, "browser_resize", {"width": width, "height": height})
            assert resized.structured_content["title"] == "Sign up form"
            seen = await ok(client, "browser_evaluate", {"function": "() => [window.innerWidth, window.innerHeight]"})
            assert seen.structured_content["result"] == [width, height]
        err = await failure(client, "browser_resize", {"width": 50, "height": 480}, "INVALID_ARGUMENT", "width")
        assert err["allowed_values"]["ge"] == 200 and "50" in err["message"]
        await failure(client, "browser_resize", {"width": 640}, "INVALID_ARGUMENT", "height")


async def test_close_then_the_next_call_reopens_blank(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("form.html")}))
        await ok(client, "browser_tabs", {"action": "new", "url": fixtures.url("popup.html")})
        closed = await ok(client, "browser_close", {})
        assert closed.structured_content["closed_tabs"] == 2
        again = await ok(client, "browser_snapshot", {})
        assert again.structured_content["url"] == "about:blank" and again.structured_content["element_count"] == 0
        tabs = (await ok(client, "browser_tabs", {"action": "list"})).structured_content["tabs"]
        assert [t["url"] for t in tabs] == ["about:blank"]
        old_ref = await client.call_tool("browser_click", {"ref": ref_of(page, "button", "Submit")})
        assert error_of(old_ref)["code"] == "UNKNOWN_REF"  # the closed page's refs died with it
        assert (await ok(client, "browser_close", {})).structured_content["closed_tabs"] == 1  # idempotent


async def test_evaluate_is_opt_in_and_returns_json(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        assert "browser_evaluate" not in {t.name for t in (await client.list_tools()).tools}
    async with make_client(caps=EVALUATE) as client:
        tool = next(t for t in (await client.list_tools()).tools if t.name == "browser_evaluate")
        assert "arbitrary" in tool.description and tool.annotations.destructive_hint is True
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("form.html")}))
        value = await ok(client, "browser_evaluate", {"function": "() => ({title: document.title, sum: 2 + 3})"})
        assert value.structured_content["result"] == {"title": "Sign up form", "sum": 5}
        assert json.loads(text_of(value).split("Result:\n", 1)[1]) == {"title": "Sign up form", "sum": 5}
        account = ref_of(page, "textbox", "Account ID")
        element = await ok(client, "browser_evaluate", {"function": "(e) => e.value", "ref": account})
        assert element.structured_content["result"] == "ACC-1042"

        thrown = {"function": "() => { throw new Error('no such widget') }"}
        err = await failure(client, "browser_evaluate", thrown, "INVALID_ARGUMENT", "function")
        assert "no such widget" in err["message"]
        await failure(client, "browser_evaluate", {"function": "(e) => e.id", "ref": "e999"}, "UNKNOWN_REF", "ref")


# -- the published surface ---------------------------------------------------------------------


async def test_every_tool_has_a_title_and_annotations(make_client: MakeClient) -> None:
    async with make_client(caps=EVALUATE) as client:
        tools = (await client.list_tools()).tools
    hints = ("read_only_hint", "destructive_hint", "idempotent_hint", "open_world_hint")
    for tool in tools:
        assert tool.title and tool.annotations and tool.annotations.title == tool.title, tool.name
        assert all(isinstance(getattr(tool.annotations, h), bool) for h in hints), (tool.name, tool.annotations)
        assert not (tool.annotations.read_only_hint and tool.annotations.destructive_hint), tool.name
        assert tool.meta and tool.meta["verdex/errors"] and "\n\n## Errors\n" in (tool.description or ""), tool.name
    by_name = {t.name: t.annotations for t in tools}
    for name in ("browser_snapshot", "browser_find", "browser_console_messages", "browser_wait_for"):
        assert by_name[name].read_only_hint, name
    for name in ("browser_click", "browser_fill_form", "browser_file_upload", "browser_close", "browser_tabs"):
        assert by_name[name].destructive_hint, name


async def test_tools_doc_is_current_and_lists_every_published_tool(make_client: MakeClient) -> None:
    check = subprocess.run(
        [sys.executable, "-m", "verdex_py.server.docs", "--check"], cwd=REPO, capture_output=True, text=True
    )
    assert check.returncode == 0, check.stderr
    doc = (REPO / "docs" / "TOOLS.md").read_text(encoding="utf-8")
    async with make_client(caps=EVALUATE) as client:
        names = [t.name for t in (await client.list_tools()).tools]
    tables = doc.split("\n## browser_", 1)[0]  # the side-by-side table and ours alone, before the sections
    for name in names:
        assert f"\n## {name}\n" in doc, f"{name} has no section in docs/TOOLS.md"
        # beside playwright-mcp's name (third column), or first in the table of ours alone
        beside = rf"^\| [^|]+ \| [^|]+ \| `{name}` \|"
        alone = rf"^\| `{name}` \| [^|]+ \|"
        assert re.search(f"{beside}|{alone}", tables, re.MULTILINE), f"{name} missing from the side-by-side table"
