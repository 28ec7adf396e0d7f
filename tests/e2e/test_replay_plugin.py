"""CI replay (`--record`, `verdex-py replay`): the demo recording and tampered copies of it.

Replay is only worth having if it passes on a faithful run and fails, naming the call, on
any divergence. (`--origin` is in test_replay_origin.py; the pytest plugin in
test_plugin_project.py.)
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import AUTH_DIR, REPO, error_of, ref_of, text_of
from tests.helpers.replay import run_replay
from verdex_py.config import Settings
from verdex_py.replay import replay
from verdex_py.testing.fixture_server import FixtureServer

DEMO = REPO / "tests" / "data" / "demo_session.jsonl"


def demo_lines() -> list[dict[str, Any]]:
    """The demo recording: its header (the options replay needs), then one line per call."""
    return [json.loads(line) for line in DEMO.read_text(encoding="utf-8").splitlines() if line.strip()]


def demo_calls() -> list[dict[str, Any]]:
    return demo_lines()[1:]


def write_calls(path: Path, calls: list[dict[str, Any]], header: dict[str, Any] | None = None) -> Path:
    """A recording: the demo's header (or `header`), then `calls`."""
    lines = [header or demo_lines()[0], *calls]
    path.write_text("".join(json.dumps(c) + "\n" for c in lines), encoding="utf-8")
    return path


def test_demo_recording_replays_clean(tmp_path: Path) -> None:
    """The recorded demo replays with no flags, from any folder: its first line brings back the customer role."""
    header = demo_lines()[0]
    assert header["options"]["roles"] == {"customer": {"auth": "customer.json"}}, header
    assert header["options"]["auth_dir"] == "../../auth_profiles", header  # relative to the recording's folder
    result = run_replay(DEMO, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "replayed 10 calls: 10 passed, 0 failed" in result.stderr, result.stderr
    assert "DIVERGED" not in result.stderr and "note:" not in result.stderr, result.stderr


def test_tampered_recording_fails_naming_the_calls(tmp_path: Path) -> None:
    """An expected code and a ref's target changed in the recording: exit 1, both calls named."""
    calls = demo_calls()
    assert calls[4]["code"] == "STALE_REF" and calls[1]["target"] == {"role": "button", "name": "Save"}
    calls[4]["code"] = "UNKNOWN_REF"
    calls[1]["target"] = {"role": "button", "name": "Delete"}
    header = demo_lines()[0]
    header["options"]["auth_dir"] = str(REPO / "auth_profiles")  # the copy lives elsewhere
    result = run_replay(write_calls(tmp_path / "tampered.jsonl", calls, header))
    assert result.returncode == 1, result.stderr
    assert (
        "call 5 browser_click(ref='e4')\n    then: error UNKNOWN_REF\n    now:  error STALE_REF: Element e4"
        in result.stderr
    ), result.stderr
    assert (
        "call 2 browser_click(ref='e4')\n    then: the ref pointed at button \"Delete\"\n"
        '    now:  it points at button "Save"' in result.stderr
    ), result.stderr
    assert "8 passed, 2 failed" in result.stderr


def test_replay_fails_when_the_page_diverges(tmp_path: Path) -> None:
    """The recorded auth folder is gone: replay says so, and call 8 lands on the login page, not the dashboard."""
    calls = demo_calls()
    assert calls[7]["url"].endswith("/app/dashboard.html"), calls[7]
    header = demo_lines()[0]
    header["options"]["auth_dir"] = "no-such-folder"
    result = run_replay(write_calls(tmp_path / "moved.jsonl", calls, header), cwd=tmp_path)
    assert result.returncode == 1, f"replay passed although call 8 ended on another page:\n{result.stderr}"
    assert "note: role customer: auth file customer.json not found in" in result.stderr, result.stderr
    assert re.search(
        r"call 8 browser_navigate\(url='http://127\.0\.0\.1:\d+/app/dashboard\.html'\)\n"
        r"    then: ended on http://127\.0\.0\.1:\d+/app/dashboard\.html\n"
        r"    now:  ok on http://127\.0\.0\.1:\d+/login\.html\?next=%2Fapp%2Fdashboard\.html \('Sign in'\)",
        result.stderr,
    ), result.stderr


async def test_record_then_replay_round_trip(
    make_client: Callable[..., Any], fixtures: FixtureServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`record_file=` writes one JSON line per call with ref targets; replaying that file passes."""
    record = tmp_path / "session.jsonl"
    async with make_client(record_file=record) as client:
        page = await client.call_tool("browser_navigate", {"url": fixtures.url("rerender.html")})
        save = ref_of(text_of(page), "button", "Save")
        clicked = await client.call_tool("browser_click", {"ref": save})
        assert not clicked.is_error, text_of(clicked)
        # Action results carry only what changed; the refs come from the page's full snapshot.
        rerender = await client.call_tool("browser_click", {"ref": ref_of(text_of(page), "button", "Re-render")})
        assert not rerender.is_error, text_of(rerender)
        stale = await client.call_tool("browser_click", {"ref": save})
        assert error_of(stale)["code"] == "STALE_REF"
        unknown = await client.call_tool("browser_click", {"ref": "e9999"})
        assert error_of(unknown)["code"] == "UNKNOWN_REF"
        await client.call_tool("list_roles", {})

    header, *lines = [json.loads(line) for line in record.read_text(encoding="utf-8").splitlines()]
    assert header["verdex_recording"] == 1 and header["options"]["roles"] == {}, header
    assert [(c["tool"], c["outcome"], c["code"]) for c in lines] == [
        ("browser_navigate", "ok", None),
        ("browser_click", "ok", None),
        ("browser_click", "ok", None),
        ("browser_click", "error", "STALE_REF"),
        ("browser_click", "error", "UNKNOWN_REF"),
        ("list_roles", "ok", None),
    ], lines
    assert lines[1]["arguments"] == {"ref": save}
    assert lines[1]["target"] == {"role": "button", "name": "Save"}
    assert lines[2]["target"] == {"role": "button", "name": "Re-render"}
    assert lines[3]["target"] == {"role": "button", "name": "Save"}  # a stale ref still says what it was
    assert lines[4]["target"] is None and lines[0]["target"] is None
    assert lines[0]["url"] == fixtures.url("rerender.html")

    capsys.readouterr()
    code = await replay(Settings(auth_dir=AUTH_DIR, timeout_action_ms=3000), record)
    err = capsys.readouterr().err
    assert code == 0, err
    assert "replayed 6 calls: 6 passed, 0 failed" in err, err
