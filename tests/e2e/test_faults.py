"""Faults nobody designed for: a killed renderer, a frozen page, a killed browser or driver.

For each: the answer comes by itself (bench/faults.py times it) and names what happened and what was lost, the server
repaired what it could by itself, and the plan's first call works (a plan that repeats its
own failure is a bug). Processes are found in this process tree (the in-process server
launched them) and killed with SIGKILL, as an out-of-memory killer would.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from tests.helpers import AUTH_DIR, ref_of
from tests.helpers.bounds import never_hangs
from tests.helpers.faults import browsers, drivers, flaky_hit, follow_plan, kill, opened, renderers, timed
from tests.helpers.shared_browser import OWN_BROWSER
from verdex_py.roles_file import RoleConfig
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
# Renderers, browsers and drivers are crashed, frozen and killed by walking our process tree.
pytestmark = OWN_BROWSER
NAVIGATION_S = 8.0  # conftest's make_client timeout
CALL_CEILING_S = 2 * NAVIGATION_S + 5  # Settings.call_timeout_s: no call outlives it
# Every answer ends by itself: the code and reason say what ended it (a crash, a stopped script),
# not the timeout; how long it takes is bench/faults.py's figure, not a bound here.
ENDS_BY_S = never_hangs(CALL_CEILING_S)


async def test_renderer_killed_between_calls(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """PAGE_CLOSED saying the renderer crashed, the tab already reopened at its URL; one snapshot recovers."""
    url = fixtures.url("form.html")
    async with make_client() as client:
        page = await opened(client, url)
        assert page.code == "ok", page.text
        await kill(renderers())
        answer = await timed(client, "browser_snapshot", {})
        error = answer.error
        assert error["code"] == "PAGE_CLOSED", error
        assert error["details"]["reason"] == "renderer_crashed" and error["details"]["recovered"] is True
        assert error["details"]["reopened_url"] == url, error["details"]
        assert "crashed" in error["message"] and "reopened" in error["message"] and "lost" in error["message"]
        assert answer.seconds < ENDS_BY_S, answer.seconds
        assert {a["tool"] for a in error["next_actions"]} == {"browser_snapshot"}, error["next_actions"]
        snap = (await follow_plan(client, error))[-1]
        assert snap.result.structured_content["title"] == "Sign up form"
        again = await timed(client, "browser_navigate", {"url": fixtures.url("index.html")})
        assert again.code == "ok", again.text
        failures = (await client.call_tool("browser_failures", {})).structured_content["failures"]
        assert [f["reason"] for f in failures if f["kind"] == "page"] == ["renderer_crashed"], failures


async def test_renderer_killed_during_a_call(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A call waiting on the page ends at the crash, not at its timeout."""
    url = fixtures.url("form.html")
    async with make_client() as client:
        assert (await opened(client, url)).code == "ok"
        waiting_in_page = asyncio.Event()

        async def heard(*_: object) -> None:
            waiting_in_page.set()

        waiting = asyncio.ensure_future(
            timed(client, "browser_wait_for", {"text": "never shown", "timeout_ms": 60000}, progress_callback=heard)
        )
        async with asyncio.timeout(60):  # (only so a wait that never starts fails instead of hanging)
            await waiting_in_page.wait()  # its first progress notification: the wait runs in the page now
        await kill(renderers())
        answer = await waiting
        assert answer.error["code"] == "PAGE_CLOSED", answer.error
        assert answer.error["details"].get("reason") == "renderer_crashed", answer.error
        assert "while browser_wait_for ran" in answer.error["message"], answer.error["message"]
        assert answer.seconds < 60, f"ended at the wait's timeout (60 s), not at the crash: {answer.seconds:.1f} s"
        # Re-doing the wait would wait for text that never comes: the rest of the plan is what recovers.
        snap = (await follow_plan(client, answer.error, retry=False))[-1]
        assert snap.result.structured_content["url"] == url


async def test_frozen_click_is_page_unresponsive(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A click whose handler never returns: PAGE_UNRESPONSIVE (the script stopped, not the action timed
    out), the page usable at once (not 'waiting for element to be stable', forever)."""
    url = fixtures.url("faults/freeze.html")
    async with make_client() as client:
        page = await opened(client, url)
        answer = await timed(client, "browser_click", {"ref": ref_of(page.text, "button", "Freeze now")})
        error = answer.error
        assert error["code"] == "PAGE_UNRESPONSIVE", error
        assert error["details"]["reason"] == "script_terminated" and error["details"]["recovered"] is True
        assert "main thread" in error["details"]["waiting_for"] and "stable" not in error["message"]
        assert "froze while browser_click ran" in error["message"] and "lost" in error["message"]
        assert answer.seconds < ENDS_BY_S, answer.seconds
        # The plan does not repeat the click that froze the page.
        assert [a["tool"] for a in error["next_actions"]] == ["browser_snapshot"]
        snap = (await follow_plan(client, error))[-1]
        alive = await timed(client, "browser_click", {"ref": ref_of(snap.text, "button", "Alive?")})
        assert alive.code == "ok" and "Still alive" in alive.text, alive.text


async def test_page_frozen_between_calls_is_repaired_before_the_next(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """A timer froze the page after the last call: the next call finds it, stops the script and
    plans the same call again (it did not cause the freeze), which then works."""
    async with make_client() as client:
        page = await opened(client, fixtures.url("faults/freeze.html"))
        seen = fixtures.flaky_counts.get("freeze-later", 0)
        later = await timed(client, "browser_click", {"ref": ref_of(page.text, "button", "Freeze later")})
        assert later.code == "ok", later.text
        # The page's own timer starts the endless loop 2 s after the click, right after a
        # synchronous request that tells the fixture server so.
        await flaky_hit(fixtures, "freeze-later", seen)
        answer = await timed(client, "browser_snapshot", {"depth": 3})
        error = answer.error
        assert error["code"] == "PAGE_UNRESPONSIVE" and "before browser_snapshot ran" in error["message"], error
        assert answer.seconds < ENDS_BY_S, answer.seconds
        retry = error["next_actions"][-1]
        assert (retry["tool"], retry["arguments"], retry.get("retry")) == (
            "browser_snapshot",
            {"depth": 3, "role": "default"},
            True,
        ), error["next_actions"]
        steps = await follow_plan(client, error)
        assert "Freezing soon" in steps[-1].text


async def test_page_that_keeps_freezing_gets_a_fresh_tab(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A timer restarts the busy loop after every stop: the tab is replaced by an empty one (its URL
    would freeze again), and the plan works."""
    async with make_client() as client:
        page = await opened(client, fixtures.url("faults/freeze.html"))
        answer = await timed(client, "browser_click", {"ref": ref_of(page.text, "button", "Freeze for good")})
        error = answer.error
        assert error["code"] == "PAGE_UNRESPONSIVE" and error["details"]["reason"] == "tab_replaced", error
        assert "not reopened" in error["message"]
        assert answer.seconds < ENDS_BY_S, answer.seconds
        snap = (await follow_plan(client, error))[-1]
        assert snap.result.structured_content["url"] == "about:blank"
        back = await timed(client, "browser_navigate", {"url": fixtures.url("index.html")})
        assert back.code == "ok", back.text


async def test_browser_killed_relaunches_with_auth(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """The whole browser dies: PAGE_CLOSED, relaunched, the role's auth re-applied, one call to recover."""
    roles = {"customer": RoleConfig("customer", AUTH_DIR / "customer.json")}
    async with make_client(roles=roles) as client:
        me = await opened(client, fixtures.url("me"), role="customer")
        assert "Signed in as" in me.text, me.text
        await kill(browsers())
        answer = await timed(client, "browser_snapshot", {"role": "customer"})
        error = answer.error
        assert error["code"] == "PAGE_CLOSED" and error["details"]["recovered"] is True, error
        assert error["details"]["cause"] == "browser_closed", error
        assert error["details"]["auth_reapplied"] is True and "auth profile" in error["message"], error
        snap = (await follow_plan(client, error))[-1]
        assert "Signed in as" in snap.text, snap.text


async def test_driver_killed_relaunches(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Playwright's Node driver dies (its handles still say "connected"): PAGE_CLOSED, then it works."""
    url = fixtures.url("form.html")
    async with make_client() as client:
        assert (await opened(client, url)).code == "ok"
        await kill(drivers())
        answer = await timed(client, "browser_snapshot", {})
        error = answer.error
        assert error["code"] == "PAGE_CLOSED" and error["details"]["cause"] == "browser_closed", error
        assert error["details"]["reopened_url"] == url
        assert answer.seconds < ENDS_BY_S, answer.seconds
        snap = (await follow_plan(client, error))[-1]
        assert snap.result.structured_content["title"] == "Sign up form"


async def test_browser_killed_after_a_click_reopens_the_page_clicked_to(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """The last good page is the one the agent was on: a link clicked after browser_navigate counts,
    so the relaunched role reopens the page the click led to, not the one navigated to."""
    async with make_client() as client:
        index = await opened(client, fixtures.url("index.html"))
        assert index.code == "ok", index.text
        clicked = await timed(client, "browser_click", {"ref": ref_of(index.text, "link", "Sign up form")})
        assert clicked.code == "ok", clicked.text
        await kill(browsers())
        error = (await timed(client, "browser_snapshot", {})).error
        assert error["code"] == "PAGE_CLOSED" and error["details"]["recovered"] is True, error
        assert error["details"]["reopened_url"] == fixtures.url("form.html"), error["details"]
        snap = (await follow_plan(client, error))[-1]
        assert snap.result.structured_content["title"] == "Sign up form"
