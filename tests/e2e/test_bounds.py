"""Bounds with options (issue 41, item 5), each tried with a small configured value through an MCP client:
a download larger than --max-download-mb, more downloads than --max-downloads from one click, a console
larger than --max-console-chars and a line longer than --max-console-line, more ad-hoc roles than
--max-adhoc-roles, more tabs than --max-video-recorders."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers import assert_plan_callable, ok, ref_of, text_of
from tests.helpers.contract import assert_error_contract, tool_catalog
from tests.helpers.plans import follow
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def refused(client: Any, tool: str, args: dict[str, Any], field: str) -> dict[str, Any]:
    """INVALID_ARGUMENT on `field`, the whole error contract checked, its plan callable; the envelope."""
    result = await client.call_tool(tool, args)
    env = assert_error_contract(result, "INVALID_ARGUMENT", field, await tool_catalog(client), tool=tool)
    await assert_plan_callable(client, env)
    return env


async def _click(client: Any, fixtures: FixtureServer, name: str) -> Any:
    page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("bounds.html")}))
    return await ok(client, "browser_click", {"ref": ref_of(page, "button", name)})


async def test_a_download_over_the_cap_is_cut_and_deleted(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    async with make_client(output_dir=out, max_download_mb=2) as client:
        clicked = await _click(client, fixtures, "Big file")
    (got,) = clicked.structured_content["downloads"]
    assert got["cut"] is True and "path" not in got and "--max-download-mb" in got["failure"], got
    assert "Downloaded big.bin: not saved:" in text_of(clicked)
    assert not out.exists() or list(out.iterdir()) == [], "a partial download was kept"


async def test_a_download_still_arriving_is_cancelled_at_the_cap(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    """A download that keeps coming (64 MB at most, sent as fast as it is read) is cancelled once its file
    holds more than the cap, not saved whole: the answer says where it was cut."""
    out = tmp_path / "out"
    async with make_client(output_dir=out, max_download_mb=2) as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("bounds.html")}))
        clicked = await ok(client, "browser_click", {"ref": ref_of(page, "link", "Endless file")})
    (got,) = clicked.structured_content["downloads"]
    assert got["cut"] is True and got["failure"].startswith("cut at "), got
    assert not out.exists() or list(out.iterdir()) == []


async def test_downloads_past_the_cap_are_cancelled_and_counted(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    async with make_client(output_dir=out, max_downloads=3) as client:
        clicked = await _click(client, fixtures, "Five files")
    downloads = clicked.structured_content["downloads"]
    kept = [d["file"] for d in downloads if "path" in d]
    assert len(kept) == 3 and downloads[-1] == {"skipped": 2, "most": 3}, downloads
    assert sorted(p.name for p in out.iterdir()) == sorted(kept)
    assert "2 more download(s) cancelled: at most 3 per action (--max-downloads)." in text_of(clicked)


async def test_a_console_answer_keeps_the_newest_within_its_cap(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client(max_console_chars=2000, max_console_line=200) as client:
        await _click(client, fixtures, "Chatty console")
        answer = await ok(client, "browser_console_messages", {})
        text, data = text_of(answer), answer.structured_content
        assert "line 050" in text and "line 001" not in text, text
        assert 2000 <= len(text) < 3000, len(text)
        assert data["total"] == 50 and data["left_out"] == 50 - len(data["messages"]), data
        assert f"{data['left_out']} older message(s) left out" in text and "--max-console-chars" in text
        assert 'browser_console_messages(level="error")' in text

        await ok(client, "browser_click", {"ref": ref_of(await _snapshot(client), "button", "Long line")})
        newest = (await ok(client, "browser_console_messages", {})).structured_content["messages"][-1]
        assert newest["text"].startswith("Ly") and len(newest["text"]) < 300, newest
        assert "9,800 more characters cut: --max-console-line" in newest["text"]


async def _snapshot(client: Any) -> str:
    return text_of(await ok(client, "browser_snapshot", {}))


async def test_ad_hoc_roles_past_the_cap_are_refused_with_a_plan(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    url = fixtures.url("counter.html")
    async with make_client(max_adhoc_roles=2) as client:
        await ok(client, "browser_navigate", {"url": url, "role": "a"})
        await ok(client, "browser_navigate", {"url": url, "role": "b"})
        err = await refused(client, "browser_navigate", {"url": url, "role": "c"}, "role")
        assert "--max-adhoc-roles" in err["message"] and "list_roles" in err["message"], err
        assert [a["tool"] for a in err["next_actions"]] == ["browser_close", "browser_navigate"], err
        assert err["next_actions"][0]["arguments"] == {"role": "a"}, err
        text, calls = await follow(client, err)
        assert calls == 2 and "counter" in text.lower()
        roles = (await ok(client, "list_roles", {})).structured_content
        started = {r["role"]: r["started"] for r in roles["roles"]}
        assert started == {"a": False, "b": True, "c": True}, started


async def test_tabs_past_the_video_recorders_cap_are_not_filmed(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    async with make_client(caps=frozenset({"devtools"}), output_dir=out, max_video_recorders=1) as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("counter.html")})
        await ok(client, "browser_start_video", {"filename": "clip.webm"})
        await ok(client, "browser_tabs", {"action": "new", "url": fixtures.url("form.html")})
        stopped = await ok(client, "browser_stop_video", {})
        assert [Path(f["file"]).name for f in stopped.structured_content["files"]] == ["clip.webm"]
        assert "1 tab(s) were not filmed: 1 recorders were running (--max-video-recorders)." in text_of(stopped)
        logged = (await ok(client, "browser_failures", {})).structured_content["failures"]
        assert any(f["kind"] == "bound" and f["reason"] == "video_recorders" for f in logged), logged
    assert sorted(p.name for p in out.iterdir()) == ["clip.webm"]
