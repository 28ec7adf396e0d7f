"""Every error code of docs/CONTRACT.md §3, caused for real through the MCP client on fixture pages.

Each test checks the whole envelope with `assert_error_contract`, then does what the plan
says (next_actions, suggested_value) and asserts that it actually repairs the situation:
a plan that reads well but does not work is a failed contract.

A test with several cases runs them one after another in one server, since each server costs a
Chromium context and page; a case that acts on a page opens it afresh, so it starts as it would alone.
"""

from __future__ import annotations

import dataclasses
import re
import time
from typing import Any

import pytest
import structlog
from mcp import Client

from tests.helpers import AUTH_DIR, case, free_port, ok_text, ref_of, text_of
from tests.helpers.bounds import never_hangs
from tests.helpers.contract import ANY, assert_error_contract, in_process, sentences, tool_catalog
from tests.helpers.shared_browser import OWN_BROWSER
from verdex_py.refs import refs_in_text, refs_of, split_ref
from verdex_py.roles_file import RoleConfig
from verdex_py.testing.fixture_server import FixtureServer

AUTH_ROLE = ("AUTHENTICATION_FAILED", "role")
NOT_USABLE = ("ELEMENT_NOT_INTERACTABLE", "ref")


async def fail(client: Client, tool: str, args: dict[str, Any], code: str, field: Any) -> tuple[dict[str, Any], str]:
    """Call, expect `code`, check the whole contract; return (envelope, text)."""
    result = await client.call_tool(tool, args)  # a JSON-RPC error would raise here
    env = assert_error_contract(result, code, field, await tool_catalog(client), tool=tool)
    return env, text_of(result)


async def follow(
    client: Client, env: dict[str, Any], steps: int | None = None, fill: dict[str, Any] | None = None
) -> list[str]:
    """Run the plan's calls in order, exactly as given, supplying `needs` from `fill` (a step
    needing something `fill` lacks is skipped, as an agent without that value would); each
    call must succeed, and the plan ends at its retry step."""
    texts = []
    for action in env["next_actions"][:steps]:
        needs = action.get("needs", [])
        if any(name not in (fill or {}) for name in needs):
            continue
        texts.append(await ok_text(client, action["tool"], {**action["arguments"], **{n: fill[n] for n in needs}}))  # type: ignore[index]
        if action.get("retry"):
            break
    return texts


def offered(env: dict[str, Any], role: str, name: str) -> str:
    """The ref of an element the error lists among what the page offers."""
    found = [c["ref"] for c in env["details"].get("candidates", []) if (c["role"], c["name"]) == (role, name)]
    assert found, f"{role} {name!r} not among the candidates: {env['details'].get('candidates')}"
    return found[0]


# -- refs ------------------------------------------------------------------------------------


async def test_unknown_ref_never_issued(make_client, fixtures):
    async with make_client() as client:
        await ok_text(client, "browser_navigate", {"url": fixtures.url("form.html")})
        env, text = await fail(client, "browser_click", {"ref": "e999"}, "UNKNOWN_REF", "ref")
        assert env["expected"] is False and "e999" in env["message"]
        assert env["details"]["url"] == fixtures.url("form.html")
        assert env["suggested_value"] is None, "nothing ties e999 to an element: no guess"
        assert env["allowed_values"] == [c["ref"] for c in env["details"]["candidates"]]
        assert "The page offers: " in text
        retry = env["next_actions"][0]
        assert retry.get("retry") and retry["needs"] == ["ref"] and "ref" not in retry["arguments"]
        assert "Submitted:" in (await follow(client, env, fill={"ref": offered(env, "button", "Submit")}))[-1]


async def test_a_look_alike_ref_is_not_suggested(make_client, fixtures):
    """e99 is not e9: string likeness is no evidence, so the plan never points at another element."""
    async with make_client() as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("big.html?n=30")})
        numbers = [n for frame, n in map(split_ref, refs_in_text(page)) if not frame]
        near = f"e{max(numbers)}"  # issued; near + "9" is not
        env, _ = await fail(client, "browser_click", {"ref": f"{near}9"}, "UNKNOWN_REF", "ref")
        assert env["suggested_value"] is None
        assert all(near not in str(a["arguments"]) for a in env["next_actions"]), env["next_actions"]


async def test_unknown_ref_from_previous_page_is_expected(make_client, fixtures):
    """Refs die with their page; after the agent's own click that is normal, and says so."""
    async with make_client() as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("navigate.html")})
        old = ref_of(page, "button", "Navigate by script")
        assert "Step 1" in await ok_text(client, "browser_click", {"ref": ref_of(page, "link", "Go to flow")})
        env, text = await fail(client, "browser_click", {"ref": old}, "UNKNOWN_REF", "ref")
        assert env["expected"] is True and "This is normal during" in text
        assert env["details"]["element"]["name"] == "Navigate by script"
        assert env["suggested_value"] is None
        assert 'no button "Navigate by script" is on the page now' in env["message"]
        assert env["details"]["url"].endswith("step1.html") or "Step 1" in env["details"]["title"], env["details"]
        snapshot = (await follow(client, env))[0]  # the agent has no ref to supply: it looks
        assert "Step 2" in await ok_text(client, "browser_click", {"ref": ref_of(snapshot, "link", "Continue")})


async def test_stale_ref_suggests_the_fresh_ref(make_client, fixtures):
    """A re-render replaces the node: the plan retries on the same element's new ref."""
    async with make_client() as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("rerender.html")})
        old = ref_of(page, "button", "Save")
        after = await ok_text(client, "browser_click", {"ref": ref_of(page, "button", "Re-render")})
        fresh = ref_of(after, "button", "Save")
        assert fresh != old
        env, _ = await fail(client, "browser_click", {"ref": old}, "STALE_REF", "ref")
        assert env["suggested_value"] == fresh
        element = env["details"]["element"]
        assert (element["ref"], element["role"], element["name"], element["tag"]) == (old, "button", "Save", "button")
        assert env["next_actions"][0]["tool"] == "browser_click"
        assert env["next_actions"][0]["arguments"]["ref"] == fresh
        assert "Saved 1 times" in (await follow(client, env))[-1]


async def test_stale_ref_with_two_candidates_lists_them(make_client, fixtures):
    """No unique match means no guess: the candidates are listed instead."""
    async with make_client() as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("rerender.html")})
        old = ref_of(page, "button", "Save")
        await ok_text(client, "browser_click", {"ref": ref_of(page, "button", "Re-render")})
        after = await ok_text(client, "browser_click", {"ref": ref_of(page, "button", "Duplicate save")})
        saves = refs_of(after, "button", "Save")
        env, _ = await fail(client, "browser_click", {"ref": old}, "STALE_REF", "ref")
        assert sorted(env["allowed_values"]) == sorted(saves) and len(saves) == 2
        assert env["suggested_value"] == saves[0], "the best guess is the one nearest where it was"
        assert env["next_actions"][0]["arguments"]["ref"] == saves[0] and env["next_actions"][0]["retry"]
        assert "Saved 1 times" in (await follow(client, env))[-1]


async def test_no_snapshot_on_a_role_that_never_looked(make_client, fixtures):
    """The plan's snapshot must target the role that failed, not the current one."""
    clerk = RoleConfig(name="clerk", default_url=fixtures.url("form.html"))
    async with make_client(roles={"clerk": clerk}) as client:
        env, _ = await fail(client, "browser_click", {"ref": "e1", "role": "fresh"}, "NO_SNAPSHOT", "ref")
        assert env["next_actions"][0]["tool"] == "browser_snapshot"
        assert env["next_actions"][0]["arguments"].get("role") == "fresh", "the plan must act on the same role"
        assert "Role: fresh" in (await follow(client, env))[0]

        env, _ = await fail(client, "browser_type", {"ref": "e5", "text": "Ada", "role": "clerk"}, "NO_SNAPSHOT", "ref")
        assert env["suggested_value"] is None, "a ref never issued to this role says nothing about the element"
        assert env["next_actions"][0]["arguments"] == {"text": "Ada", "role": "clerk"}
        await follow(client, env, fill={"ref": offered(env, "textbox", "Full name")})
        snapshot = await ok_text(client, "browser_snapshot", {"role": "clerk"})
        submitted = await ok_text(
            client, "browser_click", {"ref": ref_of(snapshot, "button", "Submit"), "role": "clerk"}
        )
        assert "Submitted: Ada" in submitted


async def test_frame_detached(make_client, fixtures):
    async with make_client() as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("frames.html")})
        inner = ref_of(page, "button", "Inner button")
        assert inner.startswith("f")
        await ok_text(client, "browser_click", {"ref": ref_of(page, "button", "Remove frames")})
        env, _ = await fail(client, "browser_click", {"ref": inner}, "FRAME_DETACHED", "ref")
        assert env["details"]["element"]["ref"] == inner and env["details"]["element"]["name"] == "Inner button"
        assert len(env["allowed_values"]) == 2, "the other two frames still hold an Inner button"
        assert env["suggested_value"] in env["allowed_values"] and env["suggested_value"] != inner
        assert "Inner clicked" in (await follow(client, env))[-1]


# -- navigation, policy, auth, roles -------------------------------------------------------------


async def test_navigation_failed_connection_refused_then_retry_works(make_client, fixtures):
    """Refused: the identical call is not step 1; the plan says where the role is and offers the
    last page that loaded; the retry (the agent supplies the URL) loads once the server is up."""
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    async with make_client() as client:
        await ok_text(client, "browser_navigate", {"url": fixtures.url("form.html")})
        env, text = await fail(client, "browser_navigate", {"url": url}, "NAVIGATION_FAILED", "url")
        assert env["details"]["kind"] == "refused" and "ERR_CONNECTION_REFUSED" in env["message"]
        assert env["retryable"] is False
        first, back = env["next_actions"][0], env["next_actions"][1]
        assert first["retry"] and first["needs"] == ["url"] and "url" not in first["arguments"]
        assert back["arguments"]["url"] == fixtures.url("form.html") and not back.get("retry")
        assert env["details"]["last_url"] == fixtures.url("form.html")
        assert "url=<the URL you meant to open>" in text
        assert "Sign up form" in (await follow(client, env, fill={}))[0], "the last page that loaded is offered"
        with FixtureServer(port=port):  # the server comes up; the retry now works
            assert "Page title: Fixtures" in (await follow(client, env, fill={"url": url}))[0]


async def test_navigation_failed_http_404(make_client, fixtures):
    async with make_client() as client:
        url = fixtures.url("status/404")
        env, _ = await fail(client, "browser_navigate", {"url": url}, "NAVIGATION_FAILED", "url")
        assert env["details"]["kind"] == "http_error" and "404" in env["message"]
        assert env["details"]["url"] == url and env["details"]["page_now"] == url, "the tab shows the 404 page"
        assert env["next_actions"][0]["arguments"].get("url") != url, "the identical call is not the fix"
        corrected = fixtures.url("form.html")
        assert "Sign up form" in (await follow(client, env, fill={"url": corrected}))[-1]


async def test_navigation_transient_status_is_retried_inside_the_server(make_client, fixtures):
    """503 with Retry-After: retried before the agent sees anything; still failing, it is retryable."""
    async with make_client() as client:
        flaky = fixtures.url("flaky?fail=2&key=recovery-nav")
        assert "Flaky: ok after 2 failures" in await ok_text(client, "browser_navigate", {"url": flaky})
        down = fixtures.url("flaky?fail=99&key=recovery-down")
        env, _ = await fail(client, "browser_navigate", {"url": down}, "NAVIGATION_FAILED", "url")
        assert env["retryable"] is True and env["retry_after_ms"] == 1000, env
        assert env["details"]["attempts"] > 1 and env["details"]["status"] == 503
        assert env["next_actions"][0] == {
            "tool": "browser_navigate",
            "arguments": {"url": down, "role": "default"},
            "why": env["next_actions"][0]["why"],
            "retry": True,
        }


async def test_url_blocked_file_scheme(make_client, fixtures):
    async with make_client() as client:
        await ok_text(client, "browser_navigate", {"url": fixtures.url("form.html")})
        env, text = await fail(client, "browser_navigate", {"url": "file:///etc/passwd"}, "URL_BLOCKED", "url")
        assert env["category"] == "policy" and env["details"]["url"] == "file:///etc/passwd"
        assert "root:" not in text
        assert env["next_actions"][0]["needs"] == ["url"]
        assert "Sign up form" in (await follow(client, env, fill={"url": fixtures.url("form.html")}))[-1]


async def test_authentication_failed_broken_and_missing_profiles(make_client):
    """Fatal for the role, but every step of the plan must still be a call that works."""
    roles = {
        "admin": RoleConfig(name="admin", auth_file=AUTH_DIR / "broken.json", auth_required=True),
        "ghost": RoleConfig(name="ghost", auth_file=AUTH_DIR / "missing.json", auth_required=True),
    }
    async with make_client(roles=roles) as client:
        env, _ = await fail(client, "select_role", {"role": "admin"}, "AUTHENTICATION_FAILED", "role")
        assert (env["severity"], env["category"], env["retryable"]) == ("fatal", "auth", False)
        assert env["details"]["role"] == "admin" and "broken.json" in env["message"]
        listing = (await follow(client, env))[0]
        assert re.search(r"admin: auth failed", listing), listing
        assert "Current role: default" in await ok_text(client, "get_current_role", {}), (
            "a failed switch must not switch"
        )
        env, _ = await fail(client, "browser_navigate", {"url": "about:blank", "role": "ghost"}, *AUTH_ROLE)
        assert "missing.json" in env["message"] and env["details"]["role"] == "ghost"


async def test_authentication_failed_plan_offers_the_working_role(make_client, fixtures):
    """The hint says 'meanwhile use another role': the plan must name one that works."""
    roles = {
        "admin": RoleConfig(name="admin", auth_file=AUTH_DIR / "broken.json", auth_required=True),
        "customer": RoleConfig(name="customer", auth_file=AUTH_DIR / "customer.json"),
    }
    async with make_client(roles=roles, strict_roles=True) as client:
        env, _ = await fail(client, "select_role", {"role": "admin"}, *AUTH_ROLE)
        switch = [a for a in env["next_actions"] if a["tool"] == "select_role"]
        assert switch and switch[0]["arguments"] == {"role": "customer"}, env["next_actions"]
        await follow(client, env)
        assert "Signed in as carol" in await ok_text(client, "browser_navigate", {"url": fixtures.url("me")})


async def test_unknown_role_suggests_the_configured_name(make_client, fixtures):
    roles = {name: RoleConfig(name=name, auth_file=AUTH_DIR / f"{name}.json") for name in ("admin", "customer")}
    async with make_client(roles=roles, strict_roles=True) as client:
        env, _ = await fail(client, "select_role", {"role": "custmer"}, "UNKNOWN_ROLE", "role")
        assert env["suggested_value"] == "customer" and set(env["allowed_values"]) == {"admin", "customer"}
        assert env["next_actions"][0]["tool"] == "select_role"
        assert env["next_actions"][0]["arguments"] == {"role": "customer"}
        await follow(client, env, 1)
        assert "Current role: customer" in await ok_text(client, "get_current_role", {})
        assert "Signed in as carol" in await ok_text(client, "browser_navigate", {"url": fixtures.url("me")})


# -- arguments -------------------------------------------------------------------------------


async def test_invalid_argument_unknown_name_suggests_the_real_one(make_client, fixtures):
    """A misspelt argument name is the fault, not a missing `ref`; the corrected call works."""
    async with make_client() as client:
        save = ref_of(
            await ok_text(client, "browser_navigate", {"url": fixtures.url("rerender.html")}), "button", "Save"
        )
        env, _ = await fail(client, "browser_click", {"reff": save}, "INVALID_ARGUMENT", "reff")
        assert {"ref", "element", "button"} <= set(env["allowed_values"]) and env["suggested_value"] == "ref"
        assert env["next_actions"][0]["arguments"] == {"ref": save, "role": "default"}
        assert env["next_actions"][0]["retry"] is True
        assert "Saved 1 times" in (await follow(client, env, 1))[0]


async def test_invalid_argument_enum_value(make_client, fixtures):
    """An enum typo gets the corrected call; any wrong value still gets a call to make."""
    async with make_client() as client:
        for value in ("Left", "primary"):
            with case(f"button={value!r}"):
                page = await ok_text(client, "browser_navigate", {"url": fixtures.url("rerender.html")})
                save = ref_of(page, "button", "Save")
                env, _ = await fail(client, "browser_click", {"ref": save, "button": value}, "INVALID_ARGUMENT",
                                    "button")  # fmt: skip
                assert sorted(env["allowed_values"]) == ["left", "middle", "right"]
                if value == "Left":
                    assert env["suggested_value"] == "left"
                assert "Saved 1 times" in (await follow(client, env, 1))[0], "the corrected call clicks Save"


async def test_invalid_argument_ref_shape(make_client, fixtures):
    async with make_client() as client:
        for shape in ("{n}", "[ref=e{n}]"):
            with case(f"ref shaped {shape}"):
                page = await ok_text(client, "browser_navigate", {"url": fixtures.url("form.html")})
                assert "Submitted:" not in page, "the form starts unsent, as it would alone"
                submit = ref_of(page, "button", "Submit")
                given = {"ref": shape.format(n=submit[1:])}
                env, _ = await fail(client, "browser_click", given, "INVALID_ARGUMENT", "ref")
                assert env["suggested_value"] == submit
                assert "Submitted:" in (await follow(client, env, 1))[0]


async def test_invalid_argument_url_without_scheme(make_client, fixtures):
    async with make_client() as client:
        url = fixtures.url("form.html")
        env, _ = await fail(client, "browser_navigate", {"url": url.removeprefix("http://")}, "INVALID_ARGUMENT", "url")
        assert env["suggested_value"] == url
        assert "Page title: Sign up form" in (await follow(client, env, 1))[0]


async def test_bad_arguments_are_tool_results_with_a_plan(make_client):
    """Never a JSON-RPC error, never SDK text-only validation: the full envelope, plan included."""
    cases = [
        ("browser_click", {}, "ref"),
        ("browser_click", {"ref": 16}, "ref"),
        ("browser_type", {"ref": "e1"}, "text"),
        ("browser_snapshot", {"depth": -1}, "depth"),
        ("list_roles", {"verbose": True}, "verbose"),
    ]
    async with make_client() as client:
        for tool, args, field in cases:
            with case(f"{tool}({args})"):
                await fail(client, tool, args, "INVALID_ARGUMENT", field)


# -- element state, dialogs --------------------------------------------------------------------


async def test_element_covered_names_the_cover_and_the_plan_clears_it(make_client, fixtures):
    """The cover is named with its ref, and the plan dismisses it before retrying."""
    async with make_client() as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("overlay.html")})
        buy, accept = ref_of(page, "button", "Buy now"), ref_of(page, "button", "Accept cookies")
        env, _ = await fail(client, "browser_click", {"ref": buy}, "ELEMENT_NOT_INTERACTABLE", "ref")
        assert env["details"]["covering_element"]["ref"] == accept and accept in env["message"]
        assert env["next_actions"][0]["tool"] == "browser_click"
        assert env["next_actions"][0]["arguments"]["ref"] == accept
        await follow(client, env)
        if env["next_actions"][-1]["arguments"].get("ref") != buy:  # the plan left the retry to the agent
            await ok_text(client, "browser_click", {"ref": buy})
        assert "Bought" in await ok_text(client, "browser_snapshot", {})


async def test_element_disabled(make_client, fixtures):
    async with make_client() as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("form.html")})
        env, _ = await fail(client, "browser_click", {"ref": ref_of(page, "button", "Disabled action")}, *NOT_USABLE)
        assert env["details"]["element"]["name"] == "Disabled action" and "disabled" in env["message"]
        assert 'button "Disabled action" [disabled]' in (await follow(client, env))[-1]


async def test_typing_into_a_non_editable_element_suggests_an_editable_one(make_client, fixtures):
    """The suggestion must be a field that accepts text, never the refused element."""
    async with make_client() as client:
        for role, name in [("textbox", "Account ID"), ("button", "Submit")]:
            with case(f"{role} {name!r}"):
                page = await ok_text(client, "browser_navigate", {"url": fixtures.url("form.html")})
                assert "Ada" not in page, "the form starts empty, as it would alone"
                editable = {ref_of(page, "textbox", "Full name"), ref_of(page, "textbox", "Email")}
                refused = {"ref": ref_of(page, role, name), "text": "Ada"}
                env, _ = await fail(client, "browser_type", refused, *NOT_USABLE)
                assert env["suggested_value"] in editable, f"{env['suggested_value']} is not an editable field"
                assert env["next_actions"][0]["arguments"]["ref"] == env["suggested_value"]
                await follow(client, env, 1)
                # The text landed in the suggested field (Submit would refuse "Ada" as an email address).
                snapshot = await ok_text(client, "browser_snapshot", {})
                assert f"[ref={env['suggested_value']}]: Ada" in snapshot


async def test_modal_dialog_blocks_until_handled(make_client, fixtures):
    """Opening a dialog is a success; acting while it is open names browser_handle_dialog."""
    async with make_client() as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("dialogs.html")})
        result = await client.call_tool("browser_click", {"ref": ref_of(page, "button", "Alert")})
        assert not result.is_error and "browser_handle_dialog" in text_of(result)
        assert "alert" in text_of(result) and "Hello from alert" in text_of(result), "the success names the dialog"
        env, _ = await fail(client, "browser_snapshot", {}, "MODAL_DIALOG_OPEN", None)
        assert env["next_actions"][0]["tool"] == "browser_handle_dialog"
        assert "Alert closed" in (await follow(client, env))[-1]

        await ok_text(client, "browser_click", {"ref": ref_of(page, "button", "Confirm")})
        env, _ = await fail(client, "browser_navigate", {"url": fixtures.url("form.html")}, "MODAL_DIALOG_OPEN", None)
        dismiss = {**env["next_actions"][0]["arguments"], "accept": False}
        assert "Confirmed: false" in await ok_text(client, "browser_handle_dialog", dismiss)


# -- browser, pages, time, internals ---------------------------------------------------------


async def test_browser_unavailable_is_fatal_and_names_the_fix(make_client, fixtures):
    """Fatal: a human must install Chromium; the server still answers."""
    async with make_client(executable_path="/nonexistent/chromium") as client:
        env, _ = await fail(client, "browser_navigate", {"url": fixtures.url("form.html")}, "BROWSER_UNAVAILABLE", ANY)
        assert (env["severity"], env["category"], env["retryable"]) == ("fatal", "dependency", False)
        assert isinstance(env["details"].get("install_command"), str) and env["details"]["install_command"]
        await follow(client, env)  # the server still answers
        navigate_args = (await tool_catalog(client))["browser_navigate"].input_schema["properties"]
        assert env["field"] is None or env["field"] in navigate_args, f"field {env['field']!r} is no argument"


@pytest.mark.parametrize("what", ["page", "context", pytest.param("browser", marks=OWN_BROWSER)])
async def test_page_closed_is_recovered(fixtures, what):
    """Closed from outside the server (tab, context, crash): reopened, and the plan resumes work."""
    async with in_process() as (client, runner):
        await ok_text(client, "browser_navigate", {"url": fixtures.url("form.html")})
        role = runner.session.roles["default"]
        target = {"page": role.tabs[role.active].page, "context": role.context, "browser": role.context.browser}
        await target[what].close()  # what a crash or a user closing the window does
        env, _ = await fail(client, "browser_snapshot", {}, "PAGE_CLOSED", None)
        assert re.search(r"reopen|relaunch", env["message"]), "says how it was recovered"
        snapshot = (await follow(client, env))[-1]
        await ok_text(client, "browser_type", {"ref": ref_of(snapshot, "textbox", "Full name"), "text": "Ada"})
        assert "Submitted: Ada" in await ok_text(client, "browser_click", {"ref": ref_of(snapshot, "button", "Submit")})


async def test_action_timeout_on_a_navigation_that_never_loads(make_client, fixtures):
    """The call ends at its timeout, says what it waited for, and leaves a usable page."""
    async with make_client() as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("navigate.html")})
        started = time.monotonic()
        env, _ = await fail(
            client, "browser_click", {"ref": ref_of(page, "link", "Never loads")}, "ACTION_TIMEOUT", ANY
        )
        assert time.monotonic() - started < never_hangs(3), "the call must end at its timeout, not hang"
        assert env["retryable"] is True and env["category"] == "timeout" and "/hang" in env["message"]
        assert not any(a.get("retry") for a in env["next_actions"]), "the click happened: no second click"
        snapshot = (await follow(client, env, 1))[0]
        assert fixtures.url("navigate.html") in snapshot, "the page stays usable where it was"
        assert "Step 1" in await ok_text(client, "browser_click", {"ref": ref_of(snapshot, "link", "Go to flow")})


async def test_internal_error_still_has_a_plan_and_a_logged_request_id(fixtures, monkeypatch):
    """A handler bug still yields a plan, and its request_id finds the log line."""
    async with in_process() as (client, runner):
        original = runner.tools["browser_click"]
        calls = {"n": 0}

        async def flaky(ctx: Any, args: Any) -> Any:  # a bug that bites once
            calls["n"] += 1
            if calls["n"] == 1:
                raise RuntimeError("simulated bug")
            return await original.handler(ctx, args)  # what the boundary renders

        monkeypatch.setitem(runner.tools, "browser_click", dataclasses.replace(original, handler=flaky))
        save = ref_of(
            await ok_text(client, "browser_navigate", {"url": fixtures.url("rerender.html")}), "button", "Save"
        )
        with structlog.testing.capture_logs() as logs:
            env, _ = await fail(client, "browser_click", {"ref": save}, "INTERNAL_ERROR", None)
        assert env["category"] == "internal" and "RuntimeError" in env["message"]
        assert any(e.get("request_id") == env["request_id"] and e.get("code") == "INTERNAL_ERROR" for e in logs)
        assert env["next_actions"][0] == {
            "tool": "browser_click",
            "arguments": {"ref": save, "role": "default"},
            "why": "retry the call once",
            "retry": True,
        }
        assert "Saved 1 times" in (await follow(client, env))[-1], "the plan's retry works once the glitch is gone"


async def test_messages_are_one_declarative_sentence(make_client, fixtures):
    """`message` is one sentence (docs/CONTRACT.md §3); the extra facts belong in details."""
    async with make_client() as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("rerender.html")})
        await ok_text(client, "browser_click", {"ref": ref_of(page, "button", "Re-render")})
        stale, _ = await fail(client, "browser_click", {"ref": ref_of(page, "button", "Save")}, "STALE_REF", "ref")
        unknown, _ = await fail(client, "browser_snapshot", {"max_char": 500}, "INVALID_ARGUMENT", "max_char")
        for env in (stale, unknown):
            assert len(sentences(env["message"])) == 1, f"{env['code']}: {env['message']!r}"
