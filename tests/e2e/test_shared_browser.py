"""The suite's shared Chromium (tests/helpers/shared_browser.py) shares what it says, and no more.

In-process servers of one worker launch on one driver and one browser; each server keeps its
own host (launch count), contexts and pages; a browser closed under a server is replaced for
the next call as a server's own would be; other launch options and `own_browser` tests get a
browser of their own.
"""

from __future__ import annotations

import os

import pytest

from tests.helpers import ok, shared_browser
from tests.helpers.contract import in_process
from tests.helpers.shared_browser import OWN_BROWSER, SharedChromium
from verdex_py.testing.fixture_server import FixtureServer


def shared() -> SharedChromium:
    chromium = shared_browser.current()
    assert isinstance(chromium, SharedChromium), "e2e tests not marked own_browser share the worker's Chromium"
    return chromium


async def test_servers_share_the_browser_and_keep_their_own_hosts_and_contexts(fixtures: FixtureServer) -> None:
    browsers, launches = [], []
    for _ in range(2):
        async with in_process() as (client, runner):
            await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
            role = runner.session.roles["default"]
            assert role.context is not None and runner.sessions.host.launches == 1
            browsers.append(role.context.browser)
            assert role.context.browser is not None and role.context.browser.contexts == [role.context]
            launches.append(shared().launches)
        assert browsers[-1] is not None and browsers[-1].is_connected() and browsers[-1].contexts == []
    assert browsers[0] is browsers[1] and launches[0] == launches[1]


async def test_a_browser_closed_under_a_server_is_replaced(fixtures: FixtureServer) -> None:
    async with in_process() as (client, runner):
        await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
        before = shared().launches
        role = runner.session.roles["default"]
        assert role.context is not None and role.context.browser is not None
        await role.context.browser.close()
        closed = await client.call_tool("browser_snapshot", {})
        assert closed.is_error and closed.structured_content["error"]["details"]["cause"] == "browser_closed"
        await ok(client, "browser_snapshot", {})
        assert runner.sessions.host.launches == 2 and shared().launches == before + 1


async def test_other_launch_options_get_a_browser_of_their_own(fixtures: FixtureServer) -> None:
    async with in_process() as (client, runner):
        await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
        path = runner.sessions.host.executable
    assert path is not None
    before = shared().launches
    # The same binary spelled another way: other launch options, as far as sharing can tell.
    respelled = os.path.join(os.path.dirname(path), ".", os.path.basename(path))
    async with in_process(executable_path=respelled) as (client, runner):
        await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
        own = runner.session.roles["default"].context.browser  # type: ignore[union-attr]
        assert own is not None and own.is_connected()
    assert not own.is_connected(), "a browser launched with other options is closed with its server"
    assert shared().launches == before


@OWN_BROWSER
def test_own_browser_tests_share_nothing() -> None:
    assert shared_browser.current() is None


@pytest.mark.parametrize("marked", [pytest.param(True, marks=OWN_BROWSER), False])
def test_the_mark_decides_per_test(marked: bool) -> None:
    assert (shared_browser.current() is None) is marked
