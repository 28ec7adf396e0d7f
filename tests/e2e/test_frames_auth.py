"""Partial failures become warnings and FailureLog records: frames and auth profiles."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tests.helpers import AUTH_DIR, error_of, ref_of, text_of
from verdex_py.roles_file import AuthCheck, RoleConfig


async def test_broken_frames_are_warnings_with_reasons(make_client, fixtures):
    """Blocked, failed, hung and detached frames each surface with their reason; the page still works."""
    async with make_client() as client:
        page = await client.call_tool("browser_navigate", {"url": fixtures.url("frames_broken.html")})
        assert not page.is_error, text_of(page)
        reasons = {f["reason"] for f in page.structured_content["warnings"]["inaccessible_frames"]}
        assert {"blocked", "load_failed", "timeout"} <= reasons
        hung = next(f for f in page.structured_content["warnings"]["inaccessible_frames"] if f["reason"] == "timeout")
        assert hung["url"].endswith("/hang") and hung["ref"], hung
        assert page.structured_content["warnings"]["partial_content"] is True
        assert "⚠️ Warnings:" in text_of(page) and "X-Frame-Options" in text_of(page)

        detach = ref_of(text_of(page), "button", "Detach inner")
        after = await client.call_tool("browser_click", {"ref": detach})
        frames = after.structured_content["warnings"]["inaccessible_frames"]
        assert {"blocked", "detached"} <= {f["reason"] for f in frames}, frames

        log = await client.call_tool("browser_failures", {"clear": True})
        records = log.structured_content["failures"]
        assert {("frame", "blocked"), ("frame", "timeout"), ("frame", "detached")} <= {
            (r["kind"], r["reason"]) for r in records
        }
        assert all(not r["is_main_frame"] for r in records)
        empty = await client.call_tool("browser_failures", {})
        assert empty.structured_content["failures"] == []


async def test_navigation_away_does_not_log_detached_frames(make_client, fixtures):
    """Frames that go away because the whole page navigated are not failures."""
    async with make_client() as client:
        await client.call_tool("browser_navigate", {"url": fixtures.url("frames.html")})
        await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
        log = await client.call_tool("browser_failures", {})
        assert [r for r in log.structured_content["failures"] if r["reason"] == "detached"] == []


async def test_main_frame_failure_is_an_error_and_recorded(make_client, fixtures):
    async with make_client() as client:
        failed = await client.call_tool("browser_navigate", {"url": fixtures.url("status/500")})
        assert error_of(failed)["code"] == "NAVIGATION_FAILED"
        log = await client.call_tool("browser_failures", {})
        main = [r for r in log.structured_content["failures"] if r["is_main_frame"]]
        assert main and main[0]["reason"] == "load_failed" and main[0]["url"].endswith("/status/500")


async def test_unauthenticated_warning_on_action_results_that_show_part_of_the_page(make_client, fixtures):
    """Results that show only the changed region or the element's own state still say the role is anonymous."""
    roles = {"optional": RoleConfig("optional", AUTH_DIR / "expired.json")}
    async with make_client(roles=roles) as client:
        page = await client.call_tool("browser_navigate", {"url": fixtures.url("counter.html"), "role": "optional"})
        assert not page.is_error, text_of(page)
        shown = {}
        for tool, args in (
            ("browser_type", {"ref": ref_of(text_of(page), "textbox", "Note"), "text": "hi"}),
            ("browser_click", {"ref": ref_of(text_of(page), "button", "Add one")}),
        ):
            result = await client.call_tool(tool, {**args, "role": "optional"})
            assert not result.is_error, text_of(result)
            mode = result.structured_content["snapshot_mode"]
            shown[tool] = mode
            warnings = result.structured_content["warnings"]
            assert warnings is not None and warnings["auth_status"] == "failed:expired", (mode, warnings)
            assert any("runs unauthenticated" in d for d in warnings["details"]), (mode, warnings)
            assert "runs unauthenticated" in text_of(result), text_of(result)
        assert shown == {"browser_type": "unchanged", "browser_click": "region"}, shown


async def test_expired_profile_warns_or_fails_as_configured(make_client, fixtures):
    roles = {
        "optional": RoleConfig("optional", AUTH_DIR / "expired.json"),
        "required": RoleConfig("required", AUTH_DIR / "expired.json", auth_required=True),
        "guest": RoleConfig("guest"),
    }
    async with make_client(roles=roles) as client:
        page = await client.call_tool(
            "browser_navigate", {"url": fixtures.url("app/dashboard.html"), "role": "optional"}
        )
        assert not page.is_error
        assert page.structured_content["warnings"]["auth_status"] == "failed:expired"
        assert page.structured_content["title"] == "Sign in"  # the app sent the unauthenticated role to login
        again = await client.call_tool("browser_snapshot", {"role": "optional"})
        assert again.structured_content["warnings"]["auth_status"] == "failed:expired"

        failed = await client.call_tool("select_role", {"role": "required"})
        err = error_of(failed)
        assert err["code"] == "AUTHENTICATION_FAILED" and err["severity"] == "fatal"
        assert err["details"]["reason"] == "expired" and err["field"] == "role"
        alternative = [a for a in err["next_actions"] if a["tool"] == "select_role"]
        assert alternative and alternative[0]["arguments"]["role"] == "guest"  # not the other failed profile
        assert "revoked-token" not in json.dumps(err) + text_of(failed)


async def test_auth_check_catches_a_session_the_server_expired(make_client, fixtures):
    check = AuthCheck(fixtures.url("me"), expect_text="Signed in as")
    roles = {
        "revoked": RoleConfig("revoked", AUTH_DIR / "revoked.json", auth_required=True, auth_check=check),
        "customer": RoleConfig("customer", AUTH_DIR / "customer.json", auth_check=check),
    }
    async with make_client(roles=roles) as client:
        failed = await client.call_tool(
            "browser_navigate", {"url": fixtures.url("app/dashboard.html"), "role": "revoked"}
        )
        err = error_of(failed)
        assert err["code"] == "AUTHENTICATION_FAILED" and err["details"]["reason"] == "rejected"
        ok = await client.call_tool("browser_navigate", {"url": fixtures.url("app/dashboard.html"), "role": "customer"})
        assert ok.structured_content["title"] == "Dashboard"
        roles_now = {
            r["role"]: r["auth_status"] for r in (await client.call_tool("list_roles", {})).structured_content["roles"]
        }
        assert roles_now == {"revoked": "failed:rejected", "customer": "verified"}


async def test_broken_and_missing_profiles(make_client, fixtures):
    roles = {
        "broken": RoleConfig("broken", AUTH_DIR / "broken.json", auth_required=True),
        "missing": RoleConfig("missing", AUTH_DIR / "nope.json", auth_required=True),
    }
    async with make_client(roles=roles) as client:
        for role, reason in (("broken", "invalid_json"), ("missing", "missing")):
            err = error_of(await client.call_tool("browser_snapshot", {"role": role}))
            assert (err["code"], err["details"]["reason"]) == ("AUTHENTICATION_FAILED", reason)


async def test_save_auth_round_trip(make_client, fixtures, tmp_path: Path):
    """Log in through the browser, save the profile, and a new role using it is signed in."""
    auth_dir = tmp_path / "profiles"
    auth_dir.mkdir()
    async with make_client(auth_dir=auth_dir) as client:
        page = await client.call_tool("browser_navigate", {"url": fixtures.url("login.html"), "role": "me"})
        text = text_of(page)
        await client.call_tool(
            "browser_type", {"ref": ref_of(text, "textbox", "Username"), "text": "alice", "role": "me"}
        )
        await client.call_tool(
            "browser_type",
            {"ref": ref_of(text, "textbox", "Password"), "text": "wonderland", "submit": True, "role": "me"},
        )
        saved = await client.call_tool("browser_save_auth", {"role": "me", "name": "alice"})
        assert not saved.is_error, text_of(saved)
        assert saved.structured_content["file"] == "alice.json" and saved.structured_content["cookies"] >= 1
        assert "admin-token" not in text_of(saved) + json.dumps(saved.structured_content)

        escape = await client.call_tool("browser_save_auth", {"role": "me", "name": "../outside.json"})
        err = error_of(escape)
        assert err["code"] == "INVALID_ARGUMENT" and err["field"] == "name" and err["suggested_value"]
        assert not (tmp_path / "outside.json").exists()

    roles = {"alice": RoleConfig("alice", auth_dir / "alice.json", auth_required=True)}
    async with make_client(roles=roles, auth_dir=auth_dir) as client:
        me = await client.call_tool("browser_navigate", {"url": fixtures.url("app/dashboard.html"), "role": "alice"})
        assert me.structured_content["title"] == "Dashboard"
    shutil.rmtree(auth_dir)
