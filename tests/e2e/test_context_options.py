"""The context options, seen from inside the page through a real MCP client and Chromium.

`fixtures_html/context/navigator.html` prints what the context says about itself (user
agent, language, time zone, viewport, touch, init script, geolocation permission, a
localStorage visit counter); each option is checked there. The proxy is a tiny loopback
proxy in this file, the HTTPS option a self-signed loopback server.
"""

from __future__ import annotations

import asyncio
import http.server
import threading
import time
import zipfile
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

from tests.helpers import AUTH_DIR, error_of, shared_browser, text_of
from tests.helpers.probe import PAGE_TITLE, Probe, self_signed
from tests.helpers.shared_browser import OWN_BROWSER
from verdex_py.config import Settings
from verdex_py.server.app import ToolRunner, build_server
from verdex_py.testing.fixture_server import FixtureServer

PAGE = "context/navigator.html"


@asynccontextmanager
async def serving(**overrides: Any) -> AsyncIterator[tuple[Client, ToolRunner]]:
    settings = Settings(auth_dir=AUTH_DIR, timeout_action_ms=3000, timeout_navigation_ms=8000, **overrides)
    runner = shared_browser.runner(settings)
    async with Client(build_server(settings, runner)) as client:
        yield client, runner


async def page_says(client: Client, url: str, wait_for: str = "geolocation: ") -> str:
    """Open the navigator page and return its text once the permission answer is shown."""
    result = await client.call_tool("browser_navigate", {"url": url})
    assert not result.is_error, text_of(result)
    waited = await client.call_tool("browser_wait_for", {"text": wait_for})
    assert not waited.is_error, text_of(waited)
    return text_of(await client.call_tool("browser_snapshot", {}))


async def test_defaults(fixtures: FixtureServer) -> None:
    async with serving() as (client, _):
        text = await page_says(client, fixtures.url(PAGE), "geolocation: prompt")
    assert "viewport: 1280x800 @1" in text and "touch points: 0" in text and "init script: none" in text


async def test_user_agent_locale_timezone_viewport_init_script_permissions(
    fixtures: FixtureServer, tmp_path: Path
) -> None:
    script = tmp_path / "init.js"
    script.write_text("window.__verdexInit = 'ran before the page';")
    async with serving(
        user_agent="VerdexTest/1.0",
        locale="fr-FR",
        timezone="Asia/Tokyo",
        viewport_size=(800, 600),
        init_scripts=(script,),
        grant_permissions=("geolocation",),
    ) as (client, _):
        text = await page_says(client, fixtures.url(PAGE), "geolocation: granted")
    for expected in (
        "user agent: VerdexTest/1.0",
        "language: fr-FR",
        "time zone: Asia/Tokyo",
        "viewport: 800x600 @1",
        "init script: ran before the page",
        "geolocation: granted",
    ):
        assert expected in text, (expected, text)


async def test_device(fixtures: FixtureServer) -> None:
    async with serving(device="Pixel 7") as (client, _):
        text = await page_says(client, fixtures.url(PAGE))
    assert "viewport: 412x839 @2.625" in text and "Pixel 7" in text, text
    assert "touch points: 0" not in text, text


# ---------------------------------------------------------------- proxy


class _Proxy(http.server.BaseHTTPRequestHandler):
    seen: list[str] = []

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        self.seen.append(self.path)  # absolute-form: the browser is talking to a proxy
        body = f"<title>Proxied</title><p>Proxied {self.path}</p>".encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def proxy() -> Iterator[tuple[str, list[str]]]:
    seen: list[str] = []
    handler = type("Proxy", (_Proxy,), {"seen": seen})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}", seen
    server.shutdown()


async def test_proxy_server_and_bypass(proxy: tuple[str, list[str]]) -> None:
    url, seen = proxy
    async with serving(proxy_server=url, proxy_bypass="bypassed.test") as (client, _):
        page = await client.call_tool("browser_navigate", {"url": "http://shop.test/cart"})
        assert not page.is_error, text_of(page)
        assert page.structured_content["title"] == "Proxied"
        assert "Proxied http://shop.test/cart" in page.structured_content["snapshot"]
        error = error_of(await client.call_tool("browser_navigate", {"url": "http://bypassed.test/"}))
        assert error["code"] == "NAVIGATION_FAILED", error  # went direct: no such host
    assert seen == ["http://shop.test/cart"] or seen[0] == "http://shop.test/cart", seen
    assert not any("bypassed.test" in s for s in seen), seen


# ---------------------------------------------------------------- HTTPS


@pytest.fixture
def https_url(tmp_path: Path) -> Iterator[str]:
    """A page on a loopback TLS server whose certificate is self-signed (tests/helpers/probe.py)."""
    with Probe(self_signed(tmp_path)) as site:
        yield f"{site.origin('https')}/index.html"


async def test_ignore_https_errors(https_url: str) -> None:
    async with serving() as (client, _):
        error = error_of(await client.call_tool("browser_navigate", {"url": https_url}))
        assert (
            error["code"] == "NAVIGATION_FAILED"
            and "CERT" in text_of(await client.call_tool("browser_failures", {})).upper()
        ), error
    async with serving(ignore_https_errors=True) as (client, _):
        page = await client.call_tool("browser_navigate", {"url": https_url})
        assert not page.is_error, text_of(page)
        assert page.structured_content["title"] == PAGE_TITLE


# ---------------------------------------------------------------- profiles, traces, idle


async def test_user_data_dir_keeps_each_roles_profile_across_restarts(fixtures: FixtureServer, tmp_path: Path) -> None:
    profiles = tmp_path / "profiles"
    for default_visits, other_visits in (((1, 2), 1), ((3,), 2)):
        async with serving(user_data_dir=profiles) as (client, _):
            for visit in default_visits:
                text = await page_says(client, fixtures.url(PAGE))
                assert f"visits: {visit}" in text, text
            other = await client.call_tool("browser_navigate", {"url": fixtures.url(PAGE), "role": "admin2"})
            assert f"visits: {other_visits}" in text_of(other), text_of(other)  # another role, its own profile
    assert (profiles / "default").is_dir() and (profiles / "admin2").is_dir()


async def test_save_trace_writes_a_zip_per_role_when_its_context_closes(
    fixtures: FixtureServer, tmp_path: Path
) -> None:
    traces = tmp_path / "traces"
    async with serving(save_trace_dir=traces) as (client, _):
        assert not (await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})).is_error
        assert not (await client.call_tool("browser_navigate", {"url": fixtures.url(PAGE), "role": "guest"})).is_error
        assert not traces.exists() or not list(traces.iterdir())  # written on close, not before
    written = sorted(p.name for p in traces.iterdir())
    assert [n.split("-")[0] for n in written] == ["default", "guest"], written
    with zipfile.ZipFile(traces / written[0]) as trace:
        names = trace.namelist()
        assert any(n.endswith(".trace") for n in names), names
        assert "form.html" in "".join(trace.read(n).decode("utf-8", "replace") for n in names if n.endswith(".trace"))


async def until(condition: Any, timeout_s: float = 20.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, "condition not met in time"
        await asyncio.sleep(0.05)  # polling a condition of the server, with a deadline


@OWN_BROWSER  # the browser must really close: a shared one would stay up
async def test_idle_timeout_closes_the_browser_and_the_next_call_relaunches_it(fixtures: FixtureServer) -> None:
    async with serving(idle_timeout_s=1.0) as (client, runner):
        host = runner.sessions.host
        page = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
        assert not page.is_error and host.alive and host.launches == 1
        await until(lambda: runner.sessions.idle.closes == 1)
        assert not host.alive
        again = await client.call_tool("browser_snapshot", {})
        assert not again.is_error, text_of(again)
        assert again.structured_content["url"] == fixtures.url("form.html")  # reopened where it was
        assert host.alive and host.launches == 2
