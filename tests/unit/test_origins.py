"""Origins compared canonically (issue 41, item 2): entries as the options are read, the agent's URLs
(policy.check_url) by name and IP literal, connections (policy.refused_target) by resolved address."""

from __future__ import annotations

import asyncio

import pytest
from pydantic import ValidationError

from verdex_py.config import Settings
from verdex_py.errors import UrlBlocked
from verdex_py.origins import LOOPBACK, address_key, origin_of, parse_entry
from verdex_py.policy import check_url, origin_refused, refused_target

P = 8081
ENTRY = f"http://127.0.0.1:{P}"


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("HTTPS://Example.COM:443/", "https://example.com"),
        ("http://127.0.0.1:80", "http://127.0.0.1"),
        ("https://example.com.:8443", "https://example.com:8443"),
        ("ws://[0:0::1]:80", "ws://[::1]"),
        ("wss://Example.com:443", "wss://example.com"),
    ],
)
def test_entries_are_canonical_once_read(written: str, canonical: str) -> None:
    assert Settings(blocked_origins=written).blocked_origins == (canonical,)
    assert parse_entry(written).text == canonical


@pytest.mark.parametrize(
    ("written", "why"),
    [
        ("example.com", "has no scheme"),
        ("ftp://example.com", "scheme 'ftp:'"),
        ("https://example.com/path", "path"),
        ("http://user@example.com", "user name"),
        ("http://example.com:99999", "out of range"),
    ],
)
def test_an_entry_that_is_not_an_origin_stops_the_start(written: str, why: str) -> None:
    with pytest.raises(ValidationError) as caught:
        Settings(allowed_origins=written)
    assert why in str(caught.value) and "scheme://host[:port]" in str(caught.value)


def test_the_whole_loopback_range_is_one_host() -> None:
    keys = {address_key(a) for a in ("127.0.0.1", "127.0.0.2", "::1", "0.0.0.0", "::", "::ffff:127.0.0.1")}
    assert keys == {LOOPBACK}
    assert address_key("::ffff:10.0.0.1") == "10.0.0.1" != address_key("10.0.0.2")


@pytest.mark.parametrize(
    "url",
    [
        f"http://user:pw@127.0.0.1:{P}/",
        f"http://127.0.0.1:9000@127.0.0.1:{P}/",  # userinfo that looks like an allowed host
        f"HTTP://127.0.0.1:{P}/",
        f"http://127.0.0.2:{P}/",
        f"http://[::1]:{P}/",
        f"http://0.0.0.0:{P}/",
        f"ws://127.0.0.1:{P}/socket",  # under the http entry of the same host and port
    ],
)
def test_the_agents_urls_compare_canonically(url: str) -> None:
    settings = Settings(blocked_origins=ENTRY)
    assert origin_refused(url, settings) == f"blocked-origins:{ENTRY}"
    with pytest.raises(UrlBlocked):
        check_url(url, settings)
    assert origin_refused(url.replace(str(P), "9001"), settings) is None  # another port: another origin


def test_a_default_port_entry_matches_the_url_without_it() -> None:
    assert origin_refused("http://127.0.0.1/x", Settings(blocked_origins="http://127.0.0.1:80"))
    assert origin_refused("https://example.com/", Settings(blocked_origins="https://Example.com:443")) is not None
    assert origin_refused("wss://example.com/", Settings(blocked_origins="https://example.com")) is not None
    assert origin_refused("http://example.com/", Settings(blocked_origins="https://example.com")) is None


@pytest.mark.parametrize("host", ["localhost", "localhost.", "LOCALHOST", "127.0.0.5", "[::1]"])
def test_connections_compare_resolved_addresses(host: str) -> None:
    """Names the agent's URL check cannot know (no DNS there) are refused where connections are made."""
    target = origin_of(f"http://{host}:{P}/")
    assert target is not None
    rule, addresses = asyncio.run(refused_target(target, Settings(blocked_origins=ENTRY)))
    assert (rule, addresses) == (f"blocked-origins:{ENTRY}", [])
    rule, addresses = asyncio.run(refused_target(target, Settings(allowed_origins=ENTRY)))
    assert rule is None and addresses  # allowed by address: connected to what was checked


def test_an_allowed_list_connects_only_to_addresses_it_allows() -> None:
    target = origin_of(f"http://localhost:{P + 1}/")
    assert target is not None
    rule, addresses = asyncio.run(refused_target(target, Settings(allowed_origins=ENTRY)))
    assert (rule, addresses) == ("allowed-origins", [])


@pytest.mark.parametrize("host", ["localhost", "LOCALHOST.", "app.localhost"])
def test_the_url_check_and_the_proxy_agree_on_localhost_names(host: str) -> None:
    """Chromium answers localhost names itself, with loopback: the check without DNS knows it too."""
    url = f"http://{host}:{P}/"
    target = origin_of(url)
    assert target is not None
    blocked, allowed = Settings(blocked_origins=ENTRY), Settings(allowed_origins=ENTRY)
    assert origin_refused(url, blocked) == f"blocked-origins:{ENTRY}"
    assert asyncio.run(refused_target(target, blocked))[0] == f"blocked-origins:{ENTRY}"
    assert check_url(url, allowed) == url and origin_refused(url, allowed) is None
    rule, addresses = asyncio.run(refused_target(target, allowed))
    assert rule is None and addresses == ["127.0.0.1"]
    assert origin_refused(f"http://localhost.example:{P}/", blocked) is None  # a name under another domain
