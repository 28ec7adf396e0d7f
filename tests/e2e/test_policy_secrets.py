"""URL policy (file:, --blocked-origins, --allowed-origins) and secrets typed by name.

The policy must hold for what the agent opens and for what pages load by themselves;
a secret must reach the browser yet never come back in results, recordings or logs.
"""

from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote

from tests.helpers import REPO, error_of, ref_of, text_of
from tests.helpers.contract import assert_error_contract, tool_catalog
from tests.helpers.server_process import mcp_stdio, server_command
from verdex_py.testing.fixture_server import FixtureServer

SECRET = "wonderland"  # alice's password in the fixture login app


async def test_file_urls_blocked_by_default(make_client: Callable[..., Any], fixtures: FixtureServer) -> None:
    """file: is URL_BLOCKED naming the rule and the flag; --allow-file-urls lets it through."""
    page = (REPO / "fixtures_html" / "form.html").as_uri()
    async with make_client() as client:
        error = error_of(await client.call_tool("browser_navigate", {"url": page}))
        assert error["code"] == "URL_BLOCKED"
        assert error["details"]["rule"] == "file-urls-disabled" and error["details"]["url"] == page
        assert error["field"] == "url" and "--allow-file-urls" in error["message"]
        assert error["next_actions"], error  # what to do next
    async with make_client(allow_file_urls=True) as client:
        opened = await client.call_tool("browser_navigate", {"url": page})
        assert not opened.is_error, text_of(opened)
        assert opened.structured_content["title"] == "Sign up form"


async def test_blocked_origin_navigation_and_page_requests(
    make_client: Callable[..., Any], fixtures: FixtureServer
) -> None:
    """--blocked-origins refuses navigation there and the page's own cross-origin frame; same-origin works."""
    rule = f"blocked-origins:{fixtures.cross_origin}"
    async with make_client(blocked_origins=(fixtures.cross_origin,)) as client:
        error = error_of(await client.call_tool("browser_navigate", {"url": fixtures.cross_url("form.html")}))
        assert error["code"] == "URL_BLOCKED" and error["details"]["rule"] == rule, error
        assert "--blocked-origins" in error["message"]

        page = await client.call_tool("browser_navigate", {"url": fixtures.url("frames.html")})
        assert not page.is_error, text_of(page)
        warnings = page.structured_content["warnings"]
        assert warnings["partial_content"] is True
        policy_lines = [d for d in warnings["details"] if "URL policy" in d]
        assert len(policy_lines) == 1, warnings["details"]
        assert fixtures.cross_url("frame_inner.html") in policy_lines[0] and rule in policy_lines[0], policy_lines
        assert policy_lines[0] in text_of(page)
        frames = {f["url"]: f["reason"] for f in warnings["inaccessible_frames"]}
        assert frames == {fixtures.cross_url("frame_inner.html"): "blocked"}, warnings["inaccessible_frames"]

        # The same-origin frame is intact and usable.
        inner = ref_of(text_of(page), "button", "Inner button")
        assert inner.startswith("f"), inner
        clicked = await client.call_tool("browser_click", {"ref": inner})
        assert not clicked.is_error, text_of(clicked)
        assert "Inner clicked" in text_of(clicked)

        log = await client.call_tool("browser_failures", {})
        policy = [r for r in log.structured_content["failures"] if r["kind"] == "policy"]
        assert [(r["reason"], r["url"], r["extra"]["rule"]) for r in policy] == [
            ("blocked", fixtures.cross_url("frame_inner.html"), rule)
        ], policy


async def test_blocked_frame_is_not_blamed_on_framing_headers(
    make_client: Callable[..., Any], fixtures: FixtureServer
) -> None:
    """A frame our own policy blocked must not be reported as the site refusing to be framed."""
    async with make_client(blocked_origins=(fixtures.cross_origin,)) as client:
        page = await client.call_tool("browser_navigate", {"url": fixtures.url("frames.html")})
        assert not page.is_error, text_of(page)
        frames = page.structured_content["warnings"].get("inaccessible_frames") or []
        blocked = [frame for frame in frames if frame["url"].startswith(fixtures.cross_origin)]
        assert blocked, frames  # (else this test would pass on a page that reports nothing)
        for frame in blocked:
            assert "X-Frame-Options" not in frame["detail"], frame
            assert f"(rule blocked-origins:{fixtures.cross_origin})" in frame["detail"], frame  # our rule, named


async def test_redirect_to_blocked_origin_is_blocked(make_client: Callable[..., Any], fixtures: FixtureServer) -> None:
    """A redirect from an allowed page must not carry the browser onto a blocked origin."""
    target = fixtures.cross_url("form.html")
    via = fixtures.url("redirect?to=" + quote(target, safe=""))
    async with make_client(blocked_origins=(fixtures.cross_origin,)) as client:
        result = await client.call_tool("browser_navigate", {"url": via})
        landed = (result.structured_content or {}).get("url") or ""
        assert not landed.startswith(fixtures.cross_origin), f"policy bypassed by a redirect: now at {landed}"
        error = error_of(result)
        assert error["code"] == "URL_BLOCKED", error
        snap = await client.call_tool("browser_snapshot", {})
        assert not snap.structured_content["url"].startswith(fixtures.cross_origin), snap.structured_content


async def test_click_redirected_onto_a_blocked_origin_is_blocked(
    make_client: Callable[..., Any], fixtures: FixtureServer
) -> None:
    """A click whose navigation is redirected onto a blocked origin is URL_BLOCKED and does not stay there."""
    rule = f"blocked-origins:{fixtures.cross_origin}"
    async with make_client(blocked_origins=(fixtures.cross_origin,)) as client:
        catalog = await tool_catalog(client)
        page = await client.call_tool("browser_navigate", {"url": fixtures.url("leave.html")})
        assert not page.is_error, text_of(page)
        link = ref_of(text_of(page), "link", "Through a redirect")
        result = await client.call_tool("browser_click", {"ref": link})
        error = assert_error_contract(result, "URL_BLOCKED", "url", catalog, tool="browser_click")
        assert error["details"]["redirected"] is True and error["details"]["rule"] == rule, error
        assert error["details"]["url"] == fixtures.cross_url("form.html"), error
        assert rule in error["message"] and error["next_actions"], error
        for action in error["next_actions"]:  # the plan works, and never shows the blocked page
            followed = await client.call_tool(action["tool"], action["arguments"])
            assert not followed.is_error, text_of(followed)
            assert not followed.structured_content["url"].startswith(fixtures.cross_origin), followed.structured_content
        log = await client.call_tool("browser_failures", {})
        landed = [r for r in log.structured_content["failures"] if r["kind"] == "policy" and "ended on" in r["message"]]
        assert [r["url"] for r in landed] == [fixtures.cross_url("form.html")], log.structured_content


async def test_allowed_origins_refuse_everything_else(make_client: Callable[..., Any], fixtures: FixtureServer) -> None:
    """--allowed-origins: the listed origin works, any other is URL_BLOCKED with the allowed values."""
    async with make_client(allowed_origins=(fixtures.origin,)) as client:
        error = error_of(await client.call_tool("browser_navigate", {"url": fixtures.cross_url("form.html")}))
        assert error["code"] == "URL_BLOCKED" and error["details"]["rule"] == "allowed-origins", error
        assert error["allowed_values"] == [fixtures.origin]
        assert "--allowed-origins" in error["message"]
        error = error_of(await client.call_tool("browser_navigate", {"url": "http://localhost:9/"}))
        assert error["code"] == "URL_BLOCKED"

        page = await client.call_tool("browser_navigate", {"url": fixtures.url("frames.html")})
        assert not page.is_error, text_of(page)
        details = page.structured_content["warnings"]["details"]
        policy_lines = [d for d in details if "URL policy" in d]
        assert len(policy_lines) == 1 and "rule allowed-origins" in policy_lines[0], details
        assert fixtures.cross_url("frame_inner.html") in policy_lines[0]
        log = await client.call_tool("browser_failures", {})
        policy = [r for r in log.structured_content["failures"] if r["kind"] == "policy"]
        assert [(r["url"], r["extra"]["rule"]) for r in policy] == [
            (fixtures.cross_url("frame_inner.html"), "allowed-origins")
        ], policy


async def test_secret_typed_by_name_never_shown(fixtures: FixtureServer, tmp_path: Path) -> None:
    """`--secrets`: {{PASSWORD}} logs alice in; the value is absent from results, the recording and the logs."""
    secrets = tmp_path / "secrets.env"
    secrets.write_text(f"# test secrets\nPASSWORD={SECRET}\nexport OTHER='x-other-value'\n", encoding="utf-8")
    record = tmp_path / "calls.jsonl"
    args = ["--secrets", str(secrets), "--record", str(record), "--log-level", "DEBUG"]
    seen: list[str] = []

    def keep(result: Any) -> Any:
        seen.extend(c.text for c in result.content if hasattr(c, "text"))
        seen.append(json.dumps(result.structured_content))
        return result

    with tempfile.TemporaryFile("w+", encoding="utf-8") as errlog:
        async with mcp_stdio(server_command(*args), cwd=tmp_path, errlog=errlog) as client:
            page = keep(await client.call_tool("browser_navigate", {"url": fixtures.url("login.html")}))
            user, password = ref_of(text_of(page), "textbox", "Username"), ref_of(text_of(page), "textbox", "Password")

            # Into a visible field first: the snapshot shows the typed value, redacted back to its name.
            shown = keep(await client.call_tool("browser_type", {"ref": user, "text": "{{PASSWORD}}"}))
            assert not shown.is_error, text_of(shown)
            assert re.search(r'textbox "Username"[^\n]*: \{\{PASSWORD\}\}', text_of(shown)), text_of(shown)

            keep(await client.call_tool("browser_type", {"ref": user, "text": "alice"}))
            done = keep(
                await client.call_tool("browser_type", {"ref": password, "text": "{{PASSWORD}}", "submit": True})
            )
            assert not done.is_error, text_of(done)
            now = keep(await client.call_tool("browser_snapshot", {}))
            assert now.structured_content["url"] == fixtures.url("app/dashboard.html"), now.structured_content
            assert "Welcome back" in text_of(now)

            # Errors and URLs that would echo the value.
            bad = keep(await client.call_tool("browser_type", {"ref": "e9999", "text": "{{PASSWORD}}"}))
            assert error_of(bad)["code"] == "UNKNOWN_REF"
            echo_url = fixtures.url("index.html?q={{PASSWORD}}")
            echoed = keep(await client.call_tool("browser_navigate", {"url": echo_url}))
            assert not echoed.is_error, text_of(echoed)
            assert echoed.structured_content["url"].endswith("?q={{PASSWORD}}"), echoed.structured_content
        errlog.seek(0)
        logs = errlog.read()

    leaks = [text for text in seen if SECRET in text]
    assert leaks == [], f"secret value in results: {leaks}"
    recorded = record.read_text(encoding="utf-8")
    assert SECRET not in recorded, recorded
    header, *lines = [json.loads(line) for line in recorded.splitlines()]
    assert "verdex_recording" in header and SECRET not in json.dumps(header), header  # the options line
    assert len(lines) == 7 and lines[3]["arguments"]["text"] == "{{PASSWORD}}", lines
    assert "tool_call" in logs and SECRET not in logs, logs
