"""The URL policy on every scheme it knows, end to end: http, https, ws, wss, file, data, blob, about.

Origins are held to --blocked-origins and --allowed-origins for what the agent opens and for
what a page loads by itself (an image for http:/https:, a WebSocket for ws:/wss:); file: needs
--allow-file-urls; data: and about: are always navigable, blob: never. Each case is read both
ways: a refused request never reaches its loopback server (tests/helpers/probe.py, over TLS
for https:/wss:) and is named in browser_failures; an allowed one reaches it. Dropping any
scheme from verdex_py/policy.py fails a test here (bench/planted_bugs.py plants each drop).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from mcp import Client

from tests.helpers import REPO, error_of, ok, ok_text
from tests.helpers.probe import PAGE_TITLE, Probe, self_signed
from verdex_py.testing.fixture_server import FixtureServer

NETWORK = ("http", "https", "ws", "wss")


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    return self_signed(tmp_path_factory.mktemp("tls"))


@pytest.fixture
def probes(certificate: tuple[Path, Path]) -> Iterator[dict[bool, tuple[Probe, Probe]]]:
    """Two plain and two TLS probes (two origins each): {secure: (listed, other)}."""
    with Probe() as a, Probe() as b, Probe(certificate) as c, Probe(certificate) as d:
        yield {False: (a, b), True: (c, d)}


async def policy_refusals(client: Client) -> list[tuple[str, str]]:
    """(url, rule) of each request browser_failures says the URL policy refused."""
    log = (await ok(client, "browser_failures", {})).structured_content["failures"]
    return [(r["url"], r["extra"]["rule"]) for r in log if r["kind"] == "policy"]


async def load_probe_page(client: Client, fixtures: FixtureServer, urls: list[str], local: bool = False) -> str:
    """Open the probe page asking for `urls` and wait until the page says each one settled."""
    query = [("to", url) for url in urls] + ([("local", "1")] if local else [])
    await ok(client, "browser_navigate", {"url": fixtures.url("policy_probe.html?" + urlencode(query))})
    for url in urls:
        how = "closed" if url.startswith("ws") else "failed"  # a probe answers 404: no image, no socket
        await ok(client, "browser_wait_for", {"text": f"{how}: {url}"})
    return await ok_text(client, "browser_snapshot", {})


@pytest.mark.parametrize("scheme", NETWORK)
async def test_a_pages_own_requests_obey_both_lists(
    scheme: str, make_client: Callable[..., Any], fixtures: FixtureServer, probes: dict[bool, tuple[Probe, Probe]]
) -> None:
    """--blocked-origins A refuses the page's request to A and lets B through; --allowed-origins A
    (beside the page's own origin) lets A through and refuses B. The same host and port under the
    twin scheme (https for http, ws for wss...) is another origin, untouched by either list."""
    listed, other = probes[scheme in ("https", "wss")]
    a, b = listed.origin(scheme), other.origin(scheme)
    secure = {"ignore_https_errors": True}

    async with make_client(blocked_origins=(a,), **secure) as client:
        await load_probe_page(client, fixtures, [f"{a}/blocked", f"{b}/other"])
        assert listed.paths == [], f"{scheme}: a request reached the blocked origin {a}"
        assert other.paths == ["/other"], other.paths
        assert await policy_refusals(client) == [(f"{a}/blocked", f"blocked-origins:{a}")]

    async with make_client(allowed_origins=(fixtures.origin, a), **secure) as client:
        await load_probe_page(client, fixtures, [f"{a}/allowed", f"{b}/unlisted"])
        assert listed.paths == ["/allowed"], listed.paths
        assert other.paths == ["/other"], f"{scheme}: a request reached {b}, not in --allowed-origins"
        assert await policy_refusals(client) == [(f"{b}/unlisted", "allowed-origins")]


async def test_navigation_by_scheme_under_allowed_origins(
    make_client: Callable[..., Any], fixtures: FixtureServer, probes: dict[bool, tuple[Probe, Probe]]
) -> None:
    """What the agent may open with --allowed-origins and --allow-file-urls: the listed http and https
    origins, about:, data: and file:; never an unlisted origin, a ws:/wss: URL, blob: or javascript:."""
    (secure, unlisted) = probes[True]
    site = secure.origin("https")
    allowed = {
        fixtures.url("form.html"): "Sign up form",
        f"{site}/page.html": PAGE_TITLE,
        "data:text/html,<title>Data page</title><p>inline</p>": "Data page",
        (REPO / "fixtures_html" / "form.html").as_uri(): "Sign up form",
        "about:blank": "",
    }
    refused = {
        f"{unlisted.origin('https')}/page.html": "allowed-origins",
        fixtures.cross_url("form.html"): "allowed-origins",
        f"blob:{fixtures.origin}/5b1c0f2e-policy": "scheme",
        "javascript:alert(1)": "scheme",
        f"{probes[False][0].origin('ws')}/socket": "scheme",
        f"{secure.origin('wss')}/socket": "scheme",
    }
    settings = {"allowed_origins": (fixtures.origin, site), "allow_file_urls": True, "ignore_https_errors": True}
    async with make_client(**settings) as client:
        for url, title in allowed.items():
            page = await ok(client, "browser_navigate", {"url": url})
            assert page.structured_content["url"] == url and page.structured_content["title"] == title, url
        for url, rule in refused.items():
            error = error_of(await client.call_tool("browser_navigate", {"url": url}))
            assert (error["code"], error["details"]["rule"]) == ("URL_BLOCKED", rule), (url, error)
    assert secure.paths == ["/page.html"], secure.paths
    assert unlisted.paths == [] and probes[False][0].paths == [], "a refused navigation reached its server"


async def test_https_navigation_to_a_blocked_origin_never_connects(
    make_client: Callable[..., Any], probes: dict[bool, tuple[Probe, Probe]]
) -> None:
    """--blocked-origins https://A: opening A is URL_BLOCKED before any connection; https://B opens."""
    blocked, other = probes[True]
    a = blocked.origin("https")
    async with make_client(blocked_origins=(a,), ignore_https_errors=True) as client:
        error = error_of(await client.call_tool("browser_navigate", {"url": f"{a}/page.html"}))
        assert (error["code"], error["details"]["rule"]) == ("URL_BLOCKED", f"blocked-origins:{a}"), error
        page = await ok(client, "browser_navigate", {"url": f"{other.origin('https')}/page.html"})
        assert page.structured_content["title"] == PAGE_TITLE
    assert blocked.paths == [] and other.paths == ["/page.html"], (blocked.paths, other.paths)


async def test_data_and_blob_resources_are_not_origins(
    make_client: Callable[..., Any], fixtures: FixtureServer
) -> None:
    """--allowed-origins speaks of network origins: a listed page's own data: and blob: images still load."""
    async with make_client(allowed_origins=(fixtures.origin,)) as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("policy_probe.html?local=1")})
        for shown in ("data: image", "blob: image"):
            await ok(client, "browser_wait_for", {"text": f"loaded: {shown}"})
        assert await policy_refusals(client) == []
