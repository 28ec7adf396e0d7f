"""The storage capability through the MCP client on real Chromium: each tool's effect is read by the
page itself (document.cookie, localStorage, sessionStorage shown as text) or on disk."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers import failure, ok, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def _refreshed(client: Any) -> str:
    """The page's own reading of its cookies and storage, after it reads them again."""
    page = await page_text(client)
    await ok(client, "browser_click", {"ref": ref_of(page, "button", "Refresh")})
    return await page_text(client)


async def test_cookies_set_get_list_delete_clear(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client(caps=frozenset({"storage"})) as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("storage.html")})
        set_ = await ok(client, "browser_cookie_set", {"name": "flavour", "value": "oat"})
        assert set_.structured_content["cookies"][0]["domain"] == "127.0.0.1"
        await ok(client, "browser_cookie_set", {"name": "size", "value": "L", "path": "/"})
        assert "Cookies: flavour=oat; size=L" in await _refreshed(client)

        got = await ok(client, "browser_cookie_get", {"name": "flavour"})
        assert "flavour=oat (domain: 127.0.0.1, path: /)" in text_of(got)
        listed = await ok(client, "browser_cookie_list", {"domain": "127.0.0.1"})
        assert {c["name"] for c in listed.structured_content["cookies"]} == {"flavour", "size"}
        assert (await ok(client, "browser_cookie_list", {"domain": "example.org"})).structured_content["cookies"] == []

        err = await failure(client, "browser_cookie_get", {"name": "flavor"}, "INVALID_ARGUMENT", "name")
        assert err["suggested_value"] == "flavour" and sorted(err["allowed_values"]) == ["flavour", "size"]
        assert err["next_actions"][0]["arguments"]["name"] == "flavour"

        await ok(client, "browser_cookie_delete", {"name": "flavour"})
        assert "Cookies: size=L" in await _refreshed(client)
        await ok(client, "browser_cookie_clear", {})
        assert "Cookies: none" in await _refreshed(client)


async def test_local_and_session_storage(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client(caps=frozenset({"storage"})) as client:
        err = await failure(client, "browser_localstorage_list", {}, "INVALID_ARGUMENT", None)
        assert [s["tool"] for s in err["next_actions"]][:2] == ["browser_navigate", "browser_localstorage_list"]

        await ok(client, "browser_navigate", {"url": fixtures.url("storage.html")})
        for area, other in (("local", "Session"), ("session", "Local")):
            label = area.capitalize()
            await ok(client, f"browser_{area}storage_set", {"key": "a", "value": "1"})
            await ok(client, f"browser_{area}storage_set", {"key": "b", "value": "2"})
            shown = await _refreshed(client)
            assert f"{label}: a=1; b=2" in shown and f"{other}: none" in shown  # the other area untouched
            got = await ok(client, f"browser_{area}storage_get", {"key": "b"})
            assert got.structured_content["value"] == "2"
            listed = await ok(client, f"browser_{area}storage_list", {})
            assert listed.structured_content["items"] == [{"key": "a", "value": "1"}, {"key": "b", "value": "2"}]
            await failure(client, f"browser_{area}storage_get", {"key": "zz"}, "INVALID_ARGUMENT", "key")
            await ok(client, f"browser_{area}storage_delete", {"key": "a"})
            assert f"{label}: b=2" in await _refreshed(client)
            await ok(client, f"browser_{area}storage_clear", {})
            assert f"{label}: none" in await _refreshed(client)


async def test_storage_state_saved_and_restored(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    async with make_client(caps=frozenset({"storage"}), output_dir=out) as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("storage.html")}))
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Write")})
        saved = await ok(client, "browser_storage_state", {"filename": "state.json"})
        state = json.loads((out / "state.json").read_text())
        assert [c["name"] for c in state["cookies"]] == ["visited"]
        assert {"name": "theme", "value": "dark"} in state["origins"][0]["localStorage"]
        assert saved.structured_content["cookies"] == 1

        default = await ok(client, "browser_storage_state", {})
        written = Path(default.structured_content["file"])  # outside the working directory: absolute
        assert written.parent == out and written.name.startswith("storage-state-") and written.is_file()

        await ok(client, "browser_cookie_clear", {})
        await ok(client, "browser_localstorage_clear", {})
        assert "Cookies: none" in await _refreshed(client)
        await ok(client, "browser_set_storage_state", {"filename": "state.json"})
        shown = await _refreshed(client)
        assert "Cookies: visited=yes" in shown and "Local: theme=dark" in shown

        err = await failure(
            client, "browser_storage_state", {"filename": "../../escape.json"}, "INVALID_ARGUMENT", "filename"
        )
        assert err["next_actions"][0]["arguments"]["filename"] == "escape.json"
        assert not (tmp_path.parent / "escape.json").exists()
        await failure(client, "browser_set_storage_state", {"filename": "missing.json"}, "INVALID_ARGUMENT", "filename")


async def test_storage_tools_are_published_only_with_the_cap(make_client: MakeClient) -> None:
    async with make_client() as client:
        names = {t.name for t in (await client.list_tools()).tools}
        assert "browser_cookie_list" not in names and "browser_navigate" in names
    async with make_client(caps=frozenset({"storage"})) as client:
        names = {t.name for t in (await client.list_tools()).tools}
        assert {"browser_cookie_list", "browser_sessionstorage_clear", "browser_set_storage_state"} <= names


async def test_secrets_in_storage_are_typed_as_placeholders_redacted_and_recorded_safely(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    """The browser holds the secret's value; no answer and no recorded line shows it."""
    value = "s3cr3t-t0ken-981"
    secrets = tmp_path / "secrets.env"
    secrets.write_text(f"TOKEN='{value}'\n")
    record = tmp_path / "rec.jsonl"
    caps = frozenset({"storage", "evaluate"})
    async with make_client(caps=caps, secrets_file=secrets, record_file=record, output_dir=tmp_path) as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("storage.html")})
        set_ = await ok(client, "browser_cookie_set", {"name": "tok", "value": "{{TOKEN}}"})
        await ok(client, "browser_localstorage_set", {"key": "tok", "value": "{{TOKEN}}"})
        got = await ok(client, "browser_cookie_get", {"name": "tok"})
        shown = await _refreshed(client)
        held = await ok(client, "browser_evaluate", {"function": "() => localStorage.getItem('tok').length"})
        assert held.structured_content["result"] == len(value)  # the page holds the value, not the placeholder
        for text in (text_of(set_), text_of(got), shown):
            assert value not in text and "{{TOKEN}}" in text
        await ok(client, "browser_storage_state", {"filename": "s.json"})
        assert value in (tmp_path / "s.json").read_text()  # the file is the state itself (0600), as playwright saves it
    lines = [json.loads(line) for line in record.read_text().splitlines()[1:]]
    assert [line["tool"] for line in lines][:3] == [
        "browser_navigate",
        "browser_cookie_set",
        "browser_localstorage_set",
    ]
    assert value not in record.read_text()
