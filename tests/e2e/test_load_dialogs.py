"""A dialog a page opens while it loads (#25 item 3): alert(), confirm() or prompt() before the
load event holds the load up until it is answered. The navigation answers MODAL_DIALOG_OPEN at
once (not NAVIGATION_FAILED after the whole navigation timeout), naming the dialog's kind and
text, with the plan that answers it; following the plan shows the loaded page."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

import pytest
from mcp import Client

from tests.helpers import ok, ref_of, text_of
from tests.helpers.contract import assert_error_contract, tool_catalog
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
# Long enough that an answer after it is plainly a navigation waited out, on any machine (an answer at
# once takes a second or two); the servers below are given it.
NAVIGATION_MS = 60000


async def navigate_into_dialog(client: Client, url: str, kind: str, text: str) -> dict[str, Any]:
    started = time.monotonic()
    result = await client.call_tool("browser_navigate", {"url": url})
    took = time.monotonic() - started
    env = assert_error_contract(result, "MODAL_DIALOG_OPEN", None, await tool_catalog(client), tool="browser_navigate")
    assert took < NAVIGATION_MS / 1000, f"answered after {took:.1f} s: the navigation timeout was waited out"
    modal = env["details"]["modal"]
    assert (modal["kind"], modal["type"], modal["message"]) == ("dialog", kind, text), modal
    assert f'{kind} dialog "{text}"' in env["message"] and "while loading" in env["message"], env["message"]
    plan = env["next_actions"]
    assert plan[0]["tool"] == "browser_handle_dialog", plan
    if kind == "alert":  # one answer: OK
        assert plan[0]["arguments"]["accept"] is True and not plan[0].get("needs"), plan
    else:  # a question: the agent's (its user's) answer, never the plan's (#41)
        assert plan[0]["needs"] == ["accept"] and "accept" not in plan[0]["arguments"], plan
    assert not [a for a in plan if a.get("retry")], "the navigation is under way: it is not sent again"
    return env


async def test_a_data_url_that_alerts_while_loading(make_client: MakeClient) -> None:
    url = "data:text/html," + quote('<title>Data</title><script>alert("Hello from data")</script><p>After it</p>')
    async with make_client(timeout_navigation_ms=NAVIGATION_MS) as client:
        env = await navigate_into_dialog(client, url, "alert", "Hello from data")
        shown = text_of(await ok(client, "browser_handle_dialog", env["next_actions"][0]["arguments"]))
        assert "After it" in shown, shown
        assert "After it" in text_of(await ok(client, "browser_snapshot", {}))


@pytest.mark.parametrize(("kind", "when", "answer"), [("confirm", "parse", "true"), ("prompt", "load", "")])
async def test_an_ordinary_page_that_asks_while_loading(
    make_client: MakeClient, fixtures: FixtureServer, kind: str, when: str, answer: str
) -> None:
    async with make_client(timeout_navigation_ms=NAVIGATION_MS) as client:
        url = fixtures.url(f"load_dialog.html?kind={kind}&when={when}")
        env = await navigate_into_dialog(client, url, kind, f"Welcome ({kind})")
        answer_ = {**env["next_actions"][0]["arguments"], "accept": True}  # the user's answer
        shown = text_of(await ok(client, "browser_handle_dialog", answer_))
        assert f"Answer: {answer}".strip() in shown and "After the script" in shown, shown
        assert "load event never fired" not in shown, "the dialog held the load up; it did finish once answered"
        assert "Open a page that asks" in text_of(await ok(client, "browser_snapshot", {}))


async def test_a_click_into_a_page_that_asks_while_loading(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """The click succeeded; its result names the dialog the new page opened and the call that answers it."""
    async with make_client(timeout_navigation_ms=NAVIGATION_MS) as client:
        url = fixtures.url("load_dialog.html?kind=alert&when=load")
        env = await navigate_into_dialog(client, url, "alert", "Welcome (alert)")
        page = text_of(await ok(client, "browser_handle_dialog", {"accept": True}))
        started = time.monotonic()
        clicked = await ok(client, "browser_click", {"ref": ref_of(page, "link", "Open a page that asks")})
        assert time.monotonic() - started < NAVIGATION_MS / 1000
        data = clicked.structured_content
        assert data["modals"][0]["type"] == "confirm" and data["modals"][0]["message"] == "Welcome (confirm)", data
        step = data["next_actions"][0]
        assert step["tool"] == "browser_handle_dialog" and step["needs"] == ["accept"], data["next_actions"]
        shown = text_of(await ok(client, step["tool"], {**step["arguments"], "accept": False}))
        assert "Answer: false" in shown, shown
        assert env["retryable"] is False


async def test_a_refused_origin_reached_by_redirect_is_blocked_not_asked(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """The page a redirect reached is on an origin the URL policy refuses: its dialog is dismissed
    unseen and the navigation is URL_BLOCKED, as for any page there."""
    async with make_client(allowed_origins=(fixtures.origin,)) as client:
        refused = fixtures.cross_url("load_dialog.html?kind=alert")
        url = fixtures.url(f"redirect?to={quote(refused, safe='')}")
        result = await client.call_tool("browser_navigate", {"url": url})
        env = assert_error_contract(result, "URL_BLOCKED", "url", await tool_catalog(client), tool="browser_navigate")
        assert env["details"]["redirected"] is True and "Welcome" not in text_of(result), env
        assert "Sign up form" in text_of(await ok(client, "browser_navigate", {"url": fixtures.url("form.html")}))
