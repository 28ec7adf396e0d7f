"""`verdex-py replay FILE --origin RECORDED=TARGET`: a session recorded against one running app
replays against the same app served elsewhere, with the roles the recording stored; a changed
page fails the replay, printing what happened then and what now.

The "app" is the fixture site served from a copy of its pages: recorded on one pair of ports,
replayed against a fresh server on other ports, then against the same server after a page
changed under it.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers import AUTH_DIR, REPO, ref_of, text_of
from tests.helpers.replay import run_replay
from verdex_py.roles_file import RoleConfig
from verdex_py.testing.fixture_server import FixtureServer


async def record_session(make_client: Callable[..., Any], site: FixtureServer, record: Path) -> None:
    """Click Save, then open the app as the logged-in customer: 4 calls on `site`'s origin."""
    customer = RoleConfig(name="customer", auth_file=AUTH_DIR / "customer.json")
    async with make_client(record_file=record, roles={"customer": customer}) as client:
        page = await client.call_tool("browser_navigate", {"url": site.url("rerender.html")})
        assert not page.is_error, text_of(page)
        clicked = await client.call_tool("browser_click", {"ref": ref_of(text_of(page), "button", "Save")})
        assert not clicked.is_error, text_of(clicked)
        chosen = await client.call_tool("select_role", {"role": "customer"})
        assert not chosen.is_error, text_of(chosen)
        app = await client.call_tool("browser_navigate", {"url": site.url("app/dashboard.html")})
        assert app.structured_content["url"] == site.url("app/dashboard.html"), text_of(app)


async def test_replay_with_origin_against_the_app_on_other_ports(
    make_client: Callable[..., Any], tmp_path: Path
) -> None:
    pages = tmp_path / "site"
    shutil.copytree(REPO / "fixtures_html", pages)
    record = tmp_path / "recordings" / "session.jsonl"
    with FixtureServer(root=pages) as first:
        await record_session(make_client, first, record)
        recorded_origin = first.origin

    header = json.loads(record.read_text(encoding="utf-8").splitlines()[0])
    assert header["options"]["roles"] == {"customer": {"auth": "customer.json"}}, header
    assert "secret" not in json.dumps(header).lower()  # names only: the profile's cookie is not in the file

    elsewhere = tmp_path / "ci"  # run from another folder, with no role flags: the recording brings them
    elsewhere.mkdir()
    with FixtureServer(root=pages) as second:
        assert second.origin != recorded_origin
        mapping = f"{recorded_origin}={second.origin}"
        faithful = run_replay(record, "--origin", mapping, cwd=elsewhere)
        assert faithful.returncode == 0, faithful.stderr
        assert f"origin {recorded_origin} -> {second.origin}\n" in faithful.stderr, faithful.stderr
        assert "serving" not in faithful.stderr, "every origin was mapped: no fixture site should be started"
        assert "replayed 4 calls: 4 passed, 0 failed" in faithful.stderr, faithful.stderr

        page = pages / "rerender.html"
        page.write_text(page.read_text(encoding="utf-8").replace(">Save</button>", ">Store</button>"), "utf-8")
        changed = run_replay(record, "--origin", mapping, cwd=elsewhere)
    assert changed.returncode == 1, changed.stderr
    assert (
        "DIVERGED   2 browser_click -> ok\n"
        "call 2 browser_click(ref='e4')\n"
        '    then: the ref pointed at button "Save"\n'
        '    now:  it points at button "Store"\n'
    ) in changed.stderr, changed.stderr
    assert changed.stderr.rstrip().endswith("replayed 4 calls: 3 passed, 1 failed"), changed.stderr


def test_replay_refuses_bad_arguments_in_one_line(tmp_path: Path) -> None:
    """A malformed --origin, a missing --fixtures folder or recording: exit 2, one line naming it, no traceback."""
    demo = REPO / "tests" / "data" / "demo_session.jsonl"
    cases = [
        ((demo, "--origin", "127.0.0.1:8000"), "--origin '127.0.0.1:8000': expected RECORDED=TARGET"),
        ((demo, "--fixtures", str(tmp_path / "nowhere")), f"fixtures folder {tmp_path / 'nowhere'} is not a folder"),
        ((tmp_path / "missing.jsonl",), f"cannot read recording {tmp_path / 'missing.jsonl'}"),
    ]
    for args, expected in cases:
        result = run_replay(*args, cwd=tmp_path)
        assert result.returncode == 2, (args, result.stderr)
        assert result.stderr.count("\n") == 1 and expected in result.stderr, (args, result.stderr)
        assert "Traceback" not in result.stderr
