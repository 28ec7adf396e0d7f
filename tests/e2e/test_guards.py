"""Tests that catch bugs a first planted-bug round found unguarded (#25 item 10).

Each names the one-line bug it catches (bench/planted_bugs.py plants them): a progress
message sent without redacting secrets, the "load event never fired" warning dropped from
snapshots, and a ref number of an old page reused on a new one.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers import error_of, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

SECRET = "hunter2-progress"


async def test_progress_messages_never_carry_a_secret(
    make_client: Callable[..., Any], fixtures: FixtureServer, tmp_path: Path
) -> None:
    """Bug: server/app.py sends progress without `redact`; a wait on {{NAME}} then says the value."""
    secrets = tmp_path / "secrets.env"
    secrets.write_text(f"NAME={SECRET}\n")
    heard: list[str] = []

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        heard.append(message or "")

    async with make_client(secrets_file=secrets) as client:
        opened = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
        assert not opened.is_error, text_of(opened)
        waited = await client.call_tool(
            "browser_wait_for", {"text": "{{NAME}}", "timeout_ms": 1500}, progress_callback=on_progress
        )
        assert error_of(waited)["code"] == "ACTION_TIMEOUT"
        assert heard, "a wait of 1.5 s sends at least one progress message"
        assert all(SECRET not in message for message in heard), heard
        assert any("{{NAME}}" in message for message in heard), heard


async def test_a_load_that_never_finished_is_said_in_every_snapshot(
    make_client: Callable[..., Any], fixtures: FixtureServer
) -> None:
    """Bug: browser/look/observe.py drops `load_incomplete`; the page has no frame to warn about otherwise."""
    async with make_client() as client:
        opened = await client.call_tool("browser_navigate", {"url": fixtures.url("faults/never_loads.html")})
        assert not opened.is_error, text_of(opened)
        snap = await client.call_tool("browser_snapshot", {})
        warnings = snap.structured_content["warnings"]
        assert warnings is not None and warnings["partial_content"] is True, warnings
        assert warnings["inaccessible_frames"] == [], warnings
        assert any("load event never fired" in d for d in warnings["details"]), warnings
        assert "load event never fired" in text_of(snap)


async def test_an_old_pages_ref_never_names_an_element_of_the_new_page(
    make_client: Callable[..., Any], fixtures: FixtureServer
) -> None:
    """Bug: browser/snapshot/ref_map.py numbers every document from the same base; an old ref then works on
    the new page, clicking whatever now has its number. After a navigation and after a reload
    (the same page again), the old ref is UNKNOWN_REF naming the page it came from."""
    async with make_client() as client:
        form = text_of(await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")}))
        submit = ref_of(form, "button", "Submit")
        counter = await client.call_tool("browser_navigate", {"url": fixtures.url("counter.html")})
        assert not counter.is_error, text_of(counter)
        error = error_of(await client.call_tool("browser_click", {"ref": submit}))
        assert error["code"] == "UNKNOWN_REF" and fixtures.url("form.html") in error["message"], error

        add = ref_of(text_of(counter), "button", "Add one")
        reloaded = await client.call_tool("browser_reload", {})
        assert not reloaded.is_error, text_of(reloaded)
        assert ref_of(text_of(reloaded), "button", "Add one") != add, "a reload is a new document: new numbers"
        error = error_of(await client.call_tool("browser_click", {"ref": add}))
        assert error["code"] == "UNKNOWN_REF" and "previous page" in error["message"], error
