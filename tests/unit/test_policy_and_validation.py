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
