"""Secrets held to their origins: `{{NAME}}` goes only to pages of the origins the secrets file names.

The fixture site serves the same pages on two origins (`fixtures.origin`, `fixtures.cross_origin`);
the secret is scoped to the first. Typing it into the second's login form, opening a URL of the
second with it, or giving it to a page's own tool is INVALID_ARGUMENT naming the secret (never its
value), the field and the origins it is for, and the plan leads to a call that works.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers import failure, ok, ref_of, text_of
from tests.helpers.contract import assert_error_contract, tool_catalog
from tests.helpers.server_process import mcp_stdio, server_command
from verdex_py.testing.fixture_server import FixtureServer

SECRET = "wonderland"  # alice's password in the fixture login app
WEBMCP = frozenset({"webmcp"})


def scoped(tmp_path: Path, line: str) -> Path:
    secrets = tmp_path / "secrets.env"
    secrets.write_text(line + "\n", encoding="utf-8")
    return secrets


async def test_a_scoped_secret_is_refused_on_another_origin_and_the_plan_works(
    make_client: Callable[..., Any], fixtures: FixtureServer, tmp_path: Path
) -> None:
    # Written as a person might: upper case and a trailing slash; compared canonically.
    secrets = scoped(tmp_path, f"PASSWORD@{fixtures.origin.upper()}/={SECRET}")
    async with make_client(secrets_file=secrets) as client:
        catalog = await tool_catalog(client)
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.cross_url("login.html")}))
        field = ref_of(page, "textbox", "Password")
        result = await client.call_tool("browser_type", {"ref": field, "text": "{{PASSWORD}}"})
        error = assert_error_contract(result, "INVALID_ARGUMENT", "text", catalog, tool="browser_type")
        assert error["allowed_values"] == [fixtures.origin], error
        assert error["details"]["secret"] == "PASSWORD" and error["details"]["origin"] == fixtures.cross_origin
        assert "{{PASSWORD}}" in error["message"] and fixtures.origin in error["message"], error
        assert SECRET not in text_of(result) + json.dumps(result.structured_content)
        assert "Typed" not in text_of(await ok(client, "browser_snapshot", {}))  # nothing was typed
        steps = error["next_actions"]
        assert [s["tool"] for s in steps] == ["browser_navigate", "browser_type"], steps
        assert steps[0]["arguments"]["url"] == fixtures.origin and steps[1]["needs"] == ["ref"], steps

        # Following the plan: the secret's origin, its login form, the same call with the new ref.
        await ok(client, steps[0]["tool"], {**steps[0]["arguments"], "url": fixtures.url("login.html")})
        page = text_of(await ok(client, "browser_snapshot", {}))
        await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Username"), "text": "alice"})
        done = await ok(client, "browser_type", {**steps[1]["arguments"], "ref": ref_of(page, "textbox", "Password"),
                                                 "submit": True})  # fmt: skip
        assert "Welcome back" in text_of(done) or "Welcome back" in text_of(await ok(client, "browser_snapshot", {}))

        # A URL of another origin carrying it, and a form filled on another origin: refused alike.
        err = await failure(
            client,
            "browser_navigate",
            {"url": fixtures.cross_url("index.html?q={{PASSWORD}}")},
            "INVALID_ARGUMENT",
            "url",
        )
        assert err["allowed_values"] == [fixtures.origin] and SECRET not in json.dumps(err), err
        await ok(client, "browser_navigate", {"url": fixtures.url("index.html?q={{PASSWORD}}")})
        await ok(client, "browser_navigate", {"url": fixtures.cross_url("login.html")})
        page = text_of(await ok(client, "browser_snapshot", {}))
        fields = [{"ref": ref_of(page, "textbox", "Password"), "type": "textbox", "value": "{{PASSWORD}}"}]
        err = await failure(client, "browser_fill_form", {"fields": fields}, "INVALID_ARGUMENT", "fields.0.value")
        assert err["allowed_values"] == [fixtures.origin], err
        opened = await client.call_tool("browser_tabs", {"action": "new", "url": fixtures.cross_url("?{{PASSWORD}}")})
        assert_error_contract(opened, "INVALID_ARGUMENT", "url", catalog, tool="browser_tabs")


async def test_unscoped_secrets_are_said_at_start(fixtures: FixtureServer, tmp_path: Path) -> None:
    """A secret with no origins is typed anywhere, as before, and the server says so on stderr at start."""
    secrets = scoped(tmp_path, f"PASSWORD={SECRET}\nPIN@{fixtures.origin}=4321-pin")
    with tempfile.TemporaryFile("w+", encoding="utf-8") as errlog:
        async with mcp_stdio(server_command("--secrets", str(secrets)), cwd=tmp_path, errlog=errlog) as client:
            page = text_of(await ok(client, "browser_navigate", {"url": fixtures.cross_url("login.html")}))
            await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Password"), "text": "{{PASSWORD}}"})
        errlog.seek(0)
        lines = [json.loads(line) for line in errlog if line.startswith("{")]
    (said,) = [line for line in lines if line["event"] == "secrets_unscoped"]
    assert said["secrets"] == ["PASSWORD"] and "NAME@https://" in said["fix"], said
    assert SECRET not in json.dumps(lines)


async def test_a_page_tool_never_gets_a_secret_and_tools_list_is_redacted(
    make_client: Callable[..., Any], fixtures: FixtureServer, tmp_path: Path
) -> None:
    secrets = scoped(tmp_path, f"PASSWORD@{fixtures.origin}={SECRET}")
    async with make_client(secrets_file=secrets, caps=WEBMCP) as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("secrets/tool.html")}))
        await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Note"), "text": "{{PASSWORD}}"})
        listed = {t.name: t for t in (await client.list_tools()).tools}
        published = json.dumps([t.model_dump(mode="json") for t in listed.values()])
        assert "webmcp_save_note" in listed and SECRET not in published
        assert "(now: {{PASSWORD}})" in (listed["webmcp_save_note"].description or ""), listed["webmcp_save_note"]

        # Its own origin or not, by name or in clear: a page's tool is never given the value.
        for text in ("{{PASSWORD}}", f"my {SECRET}"):
            err = await failure(client, "webmcp_save_note", {"text": text}, "INVALID_ARGUMENT", "text")
            assert SECRET not in json.dumps(err) and "never gets a secret" in err["message"], err
        assert "Nothing saved" in text_of(await ok(client, "browser_snapshot", {}))
        await ok(client, "webmcp_save_note", {"text": "groceries"})
