"""HTTP error statuses are never successes (#21 item 4), whichever call brought the page:
browser_navigate, a click on a link, a form sent by POST or by GET.

Each status class meets its plan: 404/410 and the other 4xx are not retryable and offer the
last page that loaded (never the failed page); 429 and 5xx are retryable after Retry-After
(seconds or an HTTP date), and a GET with a short Retry-After is retried inside the server;
401/403 where signing in would help is AUTHENTICATION_FAILED. A page an action led to never
has the action repeated in its plan. The error page's snapshot stays in details, its refs usable.
Following each plan, as given, works (the fixture's `fail=N&key=K` pages recover).

A test's statuses run one after another in one server, since each server costs a Chromium
context and page: every case opens its own start page first and has its own `key`, so what
an earlier case leaves (history, the last good page, fail counters) is not what a later one reads.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from mcp import Client

from tests.helpers import AUTH_DIR, case, ok, ref_of, text_of
from tests.helpers.contract import assert_error_contract, tool_catalog
from verdex_py.roles_file import RoleConfig
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
ACTION_TOOLS = {"browser_click", "browser_type", "browser_press_key", "browser_fill_form"}


def key() -> str:
    return uuid.uuid4().hex[:8]


async def fail(client: Client, tool: str, args: dict[str, Any], code: str, field: Any) -> dict[str, Any]:
    """Call, expect `code` with the whole contract (text under 800 chars included); the envelope."""
    result = await client.call_tool(tool, args)
    return assert_error_contract(result, code, field, await tool_catalog(client), tool=tool)


async def follow(client: Client, step: dict[str, Any], **needs: Any) -> str:
    """Run one plan step as given (supplying what it `needs`); it must succeed."""
    return text_of(await ok(client, step["tool"], {**step["arguments"], **needs}))


def assert_error_page(env: dict[str, Any], status: int, url: str) -> None:
    details = env["details"]
    assert (details["status"], details["url"]) == (status, url), details
    assert details["title"].startswith(f"Error {status}") and details["heading"], details
    assert f"HTTP {status}" in env["message"] and details["title"] in env["message"], env["message"]
    assert 'link "Back to the start"' in details["snapshot"], "the error page's snapshot stays in the result"


# -- browser_navigate ------------------------------------------------------------------------


async def test_navigate_to_a_client_error_is_not_retryable_and_offers_the_last_good_page(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        for status in (404, 410, 400):
            with case(f"status {status}"):
                good = fixtures.url("form.html")
                await ok(client, "browser_navigate", {"url": good})
                first = fixtures.url(f"error/{status}?n=1")
                await fail(client, "browser_navigate", {"url": first}, "NAVIGATION_FAILED", "url")
                # after a failed page, the last good one is still form.html
                missing = fixtures.url(f"error/{status}?n=2")
                env = await fail(client, "browser_navigate", {"url": missing}, "NAVIGATION_FAILED", "url")
                assert_error_page(env, status, missing)
                assert env["retryable"] is False and env["retry_after_ms"] is None
                assert env["details"]["kind"] == "http_error"
                plan = env["next_actions"]
                assert all(a["arguments"].get("url") not in (first, missing) for a in plan), plan
                assert plan[0]["needs"] == ["url"] and plan[0].get("retry"), plan
                back = next(a for a in plan if a["arguments"].get("url") == good)
                assert "Sign up form" in await follow(client, back)
                assert "Sign up form" in await follow(client, plan[0], url=good)


async def test_the_error_pages_refs_are_usable(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        env = await fail(client, "browser_navigate", {"url": fixtures.url("error/404")}, "NAVIGATION_FAILED", "url")
        home = ref_of(env["details"]["snapshot"], "link", "Back to the start")
        assert "Fixtures" in text_of(await ok(client, "browser_click", {"ref": home}))


async def test_navigate_to_a_server_error_is_retryable_after_retry_after(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """A Retry-After longer than the server waits by itself goes to the agent; the retry works."""
    cases = [(500, "", 1000), (502, "9", 9000), (503, "5", 5000), (429, "120", 120_000), (504, "5", 5000)]
    async with make_client() as client:
        for status, retry_after, wait_ms in cases:
            with case(f"status {status}, Retry-After {retry_after!r}"):
                url = fixtures.url(f"error/{status}?key={key()}&fail=1&retry_after={retry_after}")
                env = await fail(client, "browser_navigate", {"url": url}, "NAVIGATION_FAILED", "url")
                assert_error_page(env, status, url)
                assert env["retryable"] is True and env["retry_after_ms"] == wait_ms, env
                assert env["details"]["attempts"] == 1, "a long Retry-After is the agent's to wait, not the server's"
                retry = env["next_actions"][0]
                assert retry == {"tool": "browser_navigate", "arguments": {"url": url, "role": "default"},
                                 "why": retry["why"], "retry": True}  # fmt: skip
                assert "Recovered" in await follow(client, retry)


async def test_retry_after_as_an_http_date(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        url = fixtures.url(f"error/429?retry_after=date:60&key={key()}&fail=1")
        env = await fail(client, "browser_navigate", {"url": url}, "NAVIGATION_FAILED", "url")
        assert env["retryable"] is True and 50_000 <= env["retry_after_ms"] <= 61_000, env["retry_after_ms"]


async def test_a_short_retry_after_is_waited_inside_the_server(make_client: MakeClient, fixtures: FixtureServer):
    async with make_client() as client:
        for status in (429, 503):
            with case(f"status {status}"):
                url = fixtures.url(f"error/{status}?retry_after=1&key={key()}&fail=1")
                assert "Recovered" in text_of(await ok(client, "browser_navigate", {"url": url}))


# -- 401 / 403 -------------------------------------------------------------------------------


async def test_a_page_asking_to_sign_in_is_authentication_failed(make_client: MakeClient, fixtures: FixtureServer):
    async with make_client() as client:
        url = fixtures.url("error/401?login=1")
        env = await fail(client, "browser_navigate", {"url": url}, "AUTHENTICATION_FAILED", "role")
        assert env["severity"] == "error" and env["details"]["login_form"] is True, env
        assert 'button "Sign in"' in env["details"]["snapshot"]
        look = next(a for a in env["next_actions"] if a["tool"] == "browser_snapshot")
        assert 'button "Sign in"' in await follow(client, look)


async def test_a_page_refusing_a_role_with_an_auth_profile_offers_a_signed_in_role(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    roles = {
        "admin": RoleConfig("admin", AUTH_DIR / "admin.json"),
        "customer": RoleConfig("customer", AUTH_DIR / "customer.json"),
    }
    async with make_client(roles=roles) as client:
        url = fixtures.url(f"error/403?key={key()}&fail=1")
        env = await fail(client, "browser_navigate", {"url": url, "role": "customer"}, "AUTHENTICATION_FAILED", "role")
        assert env["details"]["status"] == 403 and env["retryable"] is False
        retry = env["next_actions"][0]
        assert retry["arguments"] == {"url": url, "role": "admin"} and retry.get("retry"), env["next_actions"]
        assert "Recovered" in await follow(client, retry)
        failures = (await ok(client, "browser_failures", {"role": "customer"})).structured_content["failures"]
        assert any(f["kind"] == "auth" and f["url"] == url for f in failures), failures


async def test_a_refusal_no_sign_in_would_change_is_navigation_failed(make_client: MakeClient, fixtures: FixtureServer):
    async with make_client() as client:
        env = await fail(client, "browser_navigate", {"url": fixtures.url("error/403")}, "NAVIGATION_FAILED", "url")
        assert env["details"]["kind"] == "http_error" and env["retryable"] is False


# -- a click, a form sent ----------------------------------------------------------------------


async def trigger(client: Client, fixtures: FixtureServer, to: str) -> tuple[str, str]:
    """Open the page that reaches `to` by link and by forms; its URL and snapshot."""
    url = fixtures.url(f"trigger?to={quote(to, safe='')}")
    return url, text_of(await ok(client, "browser_navigate", {"url": url}))


def assert_action_not_repeated(env: dict[str, Any]) -> None:
    assert not [a for a in env["next_actions"] if a["tool"] in ACTION_TOOLS], env["next_actions"]
    assert not [a for a in env["next_actions"] if a.get("retry")], "the action ran: nothing re-does it"


async def test_a_link_to_a_missing_page_offers_the_page_before(make_client: MakeClient, fixtures: FixtureServer):
    async with make_client() as client:
        for status in (404, 410):
            with case(f"status {status}"):
                start, page = await trigger(client, fixtures, f"/error/{status}")
                env = await fail(client, "browser_click", {"ref": ref_of(page, "link", "Follow link")},
                                 "NAVIGATION_FAILED", "url")  # fmt: skip
                assert_error_page(env, status, fixtures.url(f"error/{status}"))
                assert env["retryable"] is False and "The click (it ran) led to" in env["message"]
                assert_action_not_repeated(env)
                assert [a["arguments"]["url"] for a in env["next_actions"]] == [start], env["next_actions"]
                assert "Follow link" in await follow(client, env["next_actions"][0])


async def test_a_link_to_a_failing_server_reopens_that_page_not_the_click(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        for status, retry_after, wait_ms in [(503, "5", 5000), (500, "", 1000), (429, "30", 30_000)]:
            with case(f"status {status}, Retry-After {retry_after!r}"):
                target = f"/error/{status}?key={key()}&fail=1&retry_after={retry_after}"
                start, page = await trigger(client, fixtures, target)
                env = await fail(client, "browser_click", {"ref": ref_of(page, "link", "Follow link")},
                                 "NAVIGATION_FAILED", "url")  # fmt: skip
                assert_error_page(env, status, fixtures.url(target.lstrip("/")))
                assert env["retryable"] is True and env["retry_after_ms"] == wait_ms
                assert_action_not_repeated(env)
                (again,) = env["next_actions"]  # the page the click led to; a step back after it would undo it
                assert again["arguments"]["url"] == fixtures.url(target.lstrip("/"))
                assert start != again["arguments"]["url"]
                assert "Recovered" in await follow(client, again)


async def test_a_link_with_a_short_retry_after_is_reloaded_inside_the_server(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        _, page = await trigger(client, fixtures, f"/error/503?key={key()}&fail=1&retry_after=1")
        assert "Recovered" in text_of(await ok(client, "browser_click", {"ref": ref_of(page, "link", "Follow link")}))


async def test_a_form_posted_to_an_error_is_never_sent_again(make_client: MakeClient, fixtures: FixtureServer):
    """Even with a short Retry-After: a POST repeated could be taken twice."""
    async with make_client() as client:
        for status, retryable in [(500, True), (503, True), (422, False)]:
            with case(f"status {status}"):
                target = f"/error/{status}?key={key()}&fail=1&retry_after=1"
                start, page = await trigger(client, fixtures, target)
                send = {"ref": ref_of(page, "textbox", "Comment"), "text": "hello", "submit": True}
                env = await fail(client, "browser_type", send, "NAVIGATION_FAILED", "url")
                assert env["details"]["method"] == "POST" and env["details"]["attempts"] == 1
                assert "sent a POST" in env["message"] and "may or may not have taken it" in env["message"]
                assert env["retryable"] is retryable
                assert_action_not_repeated(env)
                assert [a["arguments"] for a in env["next_actions"]] == [{"url": start, "role": "default"}]
                assert "Comment" in await follow(client, env["next_actions"][0])
                # the button of the form too
                start, page = await trigger(client, fixtures, f"/error/{status}")
                send = {"ref": ref_of(page, "button", "Send")}
                env = await fail(client, "browser_click", send, "NAVIGATION_FAILED", "url")
                assert env["details"]["method"] == "POST"


async def test_a_form_sent_by_get_to_an_error(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        start, page = await trigger(client, fixtures, f"/error/503?key={key()}&fail=1&retry_after=7")
        env = await fail(client, "browser_click", {"ref": ref_of(page, "button", "Search")}, "NAVIGATION_FAILED", "url")
        assert env["details"]["method"] == "GET" and env["retry_after_ms"] == 7000
        again = env["next_actions"][0]
        assert again["tool"] == "browser_navigate" and "key=" in again["arguments"]["url"]
        assert "Recovered" in await follow(client, again)


# -- history -----------------------------------------------------------------------------------


async def test_history_that_meets_an_error_status(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        url = fixtures.url(f"error/500?key={key()}&fail=1")
        await fail(client, "browser_navigate", {"url": url}, "NAVIGATION_FAILED", "url")
        assert "Recovered" in text_of(await ok(client, "browser_reload", {}))

        good = fixtures.url("form.html")
        busy = fixtures.url(f"error/503?key={key()}&fail=2&retry_after=30")
        await ok(client, "browser_navigate", {"url": good})
        await fail(client, "browser_navigate", {"url": busy}, "NAVIGATION_FAILED", "url")
        await ok(client, "browser_navigate", {"url": fixtures.url("index.html")})
        env = await fail(client, "browser_navigate_back", {}, "NAVIGATION_FAILED", "url")
        assert env["details"]["status"] == 503 and env["retryable"] is True, env
        assert [a["tool"] for a in env["next_actions"]][:1] == ["browser_reload"], env["next_actions"]
        assert "Recovered" in await follow(client, env["next_actions"][0])  # not a second step back

        gone = fixtures.url("error/410")
        await fail(client, "browser_navigate", {"url": gone}, "NAVIGATION_FAILED", "url")
        env = await fail(client, "browser_reload", {}, "NAVIGATION_FAILED", "url")
        assert env["retryable"] is False and not [a for a in env["next_actions"] if a.get("retry")], env
