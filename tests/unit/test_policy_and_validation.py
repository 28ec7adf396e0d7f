"""URL policy and argument validation: pure functions, checked without a browser."""

from __future__ import annotations

import pytest

from verdex_py.config import Settings
from verdex_py.errors import InvalidArgument, UrlBlocked
from verdex_py.policy import check_url, origin_refused
from verdex_py.server.catalog import enabled_tools
from verdex_py.server.validation import validate

A, B = "http://127.0.0.1:8000", "http://127.0.0.1:9000"


def settings(**overrides: object) -> Settings:
    s = Settings()
    for key, value in overrides.items():
        setattr(s, key, value)
    return s


@pytest.mark.parametrize(
    ("url", "overrides", "rule"),
    [
        (f"{A}/page", {}, None),
        (f"{B}/page", {"blocked_origins": (B,)}, f"blocked-origins:{B}"),
        (f"{A}/page", {"blocked_origins": (B,)}, None),
        (f"{B}/x", {"allowed_origins": (A,)}, "allowed-origins"),
        (f"{A}/x", {"allowed_origins": (A,)}, None),
        (
            "ws://127.0.0.1:9000/socket",
            {"blocked_origins": ("ws://127.0.0.1:9000",)},
            "blocked-origins:ws://127.0.0.1:9000",
        ),
        ("data:text/html,hi", {"allowed_origins": (A,)}, None),  # not an origin the policy speaks about
    ],
)
def test_origin_refused_names_the_rule(url: str, overrides: dict[str, object], rule: str | None) -> None:
    assert origin_refused(url, settings(**overrides)) == rule


# Every scheme the policy knows, both ways (bench/planted_bugs.py drops each one from policy.py in turn).
NETWORK = ("http", "https", "ws", "wss")  # schemes with an origin the lists speak about
TWIN = {"http": "https", "https": "http", "ws": "wss", "wss": "ws"}
NAVIGABLE = {  # what the agent may open, and a URL of each kind
    "http": f"{A}/page",
    "https": "https://127.0.0.1:8443/page",
    "about": "about:blank",
    "data": "data:text/html,<p>hi</p>",
}


@pytest.mark.parametrize("scheme", NETWORK)
def test_each_network_scheme_is_held_to_both_lists(scheme: str) -> None:
    """A page's request on this scheme (an image, a fetch, a WebSocket) obeys both lists; the same host
    and port under the twin scheme is another origin, which neither list names."""
    origin, other = f"{scheme}://127.0.0.1:8000", f"{scheme}://127.0.0.1:9000"
    url = f"{origin}/x"
    assert origin_refused(url, settings()) is None
    assert origin_refused(url, settings(blocked_origins=(origin,))) == f"blocked-origins:{origin}"
    assert origin_refused(url, settings(blocked_origins=(other,))) is None
    assert origin_refused(url, settings(allowed_origins=(origin,))) is None
    assert origin_refused(url, settings(allowed_origins=(other,))) == "allowed-origins"
    twin = f"{TWIN[scheme]}://127.0.0.1:8000/x"
    assert origin_refused(twin, settings(blocked_origins=(origin,))) is None
    assert origin_refused(twin, settings(allowed_origins=(origin,))) == "allowed-origins"


@pytest.mark.parametrize("url", ["data:text/html,hi", "about:blank", "blob:http://127.0.0.1:9000/uuid", "file:///x"])
def test_urls_without_a_network_origin_are_not_the_lists_business(url: str) -> None:
    """data:, about:, blob: and file: are ruled by scheme (check_url), not by the origin lists: a
    listed page's own data: or blob: image is not refused for lacking an origin."""
    assert origin_refused(url, settings(allowed_origins=(A,), blocked_origins=(B,))) is None


@pytest.mark.parametrize("scheme", list(NAVIGABLE))
def test_each_navigable_scheme_opens_and_its_origin_can_be_refused(scheme: str) -> None:
    url = NAVIGABLE[scheme]
    assert check_url(url, settings()) == url
    if scheme in NETWORK:  # the lists apply to navigation too
        origin = url.rsplit("/", 1)[0]
        with pytest.raises(UrlBlocked) as caught:
            check_url(url, settings(blocked_origins=(origin,)))
        assert caught.value.details["rule"] == f"blocked-origins:{origin}"
        with pytest.raises(UrlBlocked) as caught:
            check_url(url, settings(allowed_origins=(B,)))
        assert caught.value.details["rule"] == "allowed-origins"
        assert check_url(url, settings(allowed_origins=(origin,))) == url
    else:  # not an origin: opens whatever the lists say
        assert check_url(url, settings(allowed_origins=(B,), blocked_origins=(A,))) == url


@pytest.mark.parametrize(
    "url",
    ["ws://127.0.0.1:8000/s", "wss://127.0.0.1:8000/s", "blob:http://127.0.0.1:8000/uuid", "javascript:alert(1)"],
)
def test_schemes_the_agent_may_not_open(url: str) -> None:
    """A socket is not a page, a blob: URL is a page's own object: URL_BLOCKED by scheme, listing what is allowed,
    even with no list set and the origin itself allowed."""
    here = tuple(f"{scheme}://127.0.0.1:8000" for scheme in NETWORK)
    for rules in ({}, {"allowed_origins": here}):
        with pytest.raises(UrlBlocked) as caught:
            check_url(url, settings(**rules))
        assert caught.value.details["rule"] == "scheme", url
        assert caught.value.allowed_values == ["http", "https", "about", "data"]


def test_file_urls_are_the_flags_business_not_the_lists() -> None:
    page = "file:///tmp/x.html"
    with pytest.raises(UrlBlocked) as caught:
        check_url(page, settings(allowed_origins=(A,)))
    assert caught.value.details["rule"] == "file-urls-disabled"
    assert check_url(page, settings(allow_file_urls=True, allowed_origins=(A,), blocked_origins=(B,))) == page


def test_the_pattern_an_invalid_url_is_told_to_match_admits_every_navigable_scheme() -> None:
    """INVALID_ARGUMENT's allowed_values pattern, for a URL without a scheme and for an unparsable one."""
    import re

    for bad in ("localhost:8000/form.html", "http://[::1"):
        with pytest.raises(InvalidArgument) as caught:
            check_url(bad, settings())
        pattern = caught.value.allowed_values["pattern"]
        assert [s for s, url in NAVIGABLE.items() if not re.match(pattern, url)] == [], pattern
        assert not re.match(pattern, "ws://127.0.0.1:8000/") and not re.match(pattern, "file:///x"), pattern


def test_check_url_without_scheme_suggests_one() -> None:
    with pytest.raises(InvalidArgument) as caught:
        check_url("localhost:8000/form.html", settings())
    err = caught.value
    assert err.field == "url" and err.suggested_value == "http://localhost:8000/form.html"
    assert err.facts.as_mapping()["corrected_arguments"] == {"url": "http://localhost:8000/form.html"}
    with pytest.raises(InvalidArgument) as caught:
        check_url("example.com", settings())
    assert caught.value.suggested_value == "https://example.com"


def test_check_url_refuses_file_and_unknown_schemes() -> None:
    with pytest.raises(UrlBlocked) as caught:
        check_url("file:///etc/passwd", settings())
    assert caught.value.details["rule"] == "file-urls-disabled"
    assert check_url("file:///tmp/x.html", settings(allow_file_urls=True)) == "file:///tmp/x.html"
    with pytest.raises(UrlBlocked) as caught:
        check_url("ftp://example.com/", settings())
    assert caught.value.details["rule"] == "scheme" and "http" in caught.value.allowed_values


def test_check_url_outside_allowed_origins_offers_the_same_path() -> None:
    with pytest.raises(UrlBlocked) as caught:
        check_url(f"{B}/shop/cart", settings(allowed_origins=(A,)))
    err = caught.value
    assert err.allowed_values == [A] and err.suggested_value == f"{A}/shop/cart"
    with pytest.raises(UrlBlocked) as caught:
        check_url(f"{B}/shop/cart", settings(blocked_origins=(B,)))
    assert caught.value.suggested_value is None and caught.value.allowed_values is None


TOOLS = enabled_tools(settings())


def invalid(tool: str, raw: dict[str, object]) -> InvalidArgument:
    with pytest.raises(InvalidArgument) as caught:
        validate(TOOLS[tool], raw)
    return caught.value


def test_a_misspelled_argument_is_renamed_in_the_corrected_call() -> None:
    err = invalid("browser_click", {"reff": "e5"})
    assert err.field == "reff" and err.suggested_value == "ref"
    assert err.facts.as_mapping()["corrected_arguments"] == {"ref": "e5"}


def test_an_enum_value_gets_the_closest_allowed_one() -> None:
    err = invalid("browser_click", {"ref": "e5", "button": "lefft"})
    assert err.field == "button" and err.allowed_values == ["left", "right", "middle"]
    assert err.suggested_value == "left" and err.facts.as_mapping()["corrected_arguments"] == {
        "ref": "e5",
        "button": "left",
    }


def test_a_number_for_a_ref_becomes_a_ref() -> None:
    err = invalid("browser_click", {"ref": 5})
    assert err.suggested_value == "e5" and err.facts.as_mapping()["corrected_arguments"] == {"ref": "e5"}


def test_out_of_range_suggests_the_bound() -> None:
    err = invalid("browser_snapshot", {"depth": 500})
    assert err.field == "depth" and err.suggested_value == 100 and err.allowed_values["le"] == 100


def test_a_missing_value_nobody_can_guess_is_named_not_invented() -> None:
    err = invalid("browser_type", {"ref": "e5"})
    assert err.field == "text" and err.suggested_value is None
    assert err.facts.as_mapping() == {"corrected_arguments": {"ref": "e5"}, "needs": ["text"]}


def test_a_nested_field_is_named_by_its_path() -> None:
    fields = [{"ref": "e1", "type": "textbox", "value": "a"}, {"ref": "e2", "type": "texbox", "value": "b"}]
    err = invalid("browser_fill_form", {"fields": fields})
    assert err.field == "fields.1.type" and err.suggested_value == "textbox"
    assert err.facts.as_mapping()["corrected_arguments"]["fields"][0] == fields[0]
    assert err.facts.as_mapping()["corrected_arguments"]["fields"][1]["type"] == "textbox"
