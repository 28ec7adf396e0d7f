"""The secrets file's scopes, canonical origins, and the forms redaction recognises (text and bytes)."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest

from verdex_py.config_error import ConfigError
from verdex_py.errors import InvalidArgument
from verdex_py.origins import canonical_origin
from verdex_py.secrets import Secrets, for_file, load_dotenv
from verdex_py.secrets.dotenv import read_entries

VALUE = "s3cret-Passw0rd!"


@pytest.mark.parametrize(
    ("url", "origin"),
    [
        ("HTTPS://Example.COM:443/path?q", "https://example.com"),
        ("https://example.com.:8443", "https://example.com:8443"),
        ("http://user:pw@example.com:80/", "http://example.com"),
        ("http://allowed.example@blocked.example/", "http://blocked.example"),
        ("wss://example.com/socket", "https://example.com"),
        ("ws://[::1]:8080", "http://[::1]:8080"),
        ("http://bücher.example", "http://xn--bcher-kva.example"),
        ("about:blank", None),
        ("data:text/html,x", None),
        ("file:///etc/passwd", None),
        ("http://example.com:99999", None),
    ],
)
def test_canonical_origin(url: str, origin: str | None) -> None:
    assert canonical_origin(url) == origin


def test_the_file_scopes_secrets_and_keeps_plain_lines(tmp_path: Path) -> None:
    path = tmp_path / "s.env"
    path.write_text(
        "# comment\nPLAIN=one two\nexport QUOTED='x=y'\n"
        'BANK@HTTPS://Bank.Example:443/=1234\nSSO@https://a.example,http://b.example:8080="pa ss"\n',
        encoding="utf-8",
    )
    entries = read_entries(path)
    assert {n: (e.value, e.origins) for n, e in entries.items()} == {
        "PLAIN": ("one two", ()),
        "QUOTED": ("x=y", ()),
        "BANK": ("1234", ("https://bank.example",)),
        "SSO": ("pa ss", ("https://a.example", "http://b.example:8080")),
    }
    assert load_dotenv(path)["SSO"] == "pa ss"
    secrets = Secrets.of(entries)
    assert secrets.unscoped == ["PLAIN", "QUOTED"]


@pytest.mark.parametrize("scope", ["example.com", "https://example.com/login", "ftp://example.com", ""])
def test_a_scope_that_is_no_origin_stops_the_start(tmp_path: Path, scope: str) -> None:
    path = tmp_path / "s.env"
    path.write_text(f"PW@{scope}=x\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="line 1"):
        read_entries(path)


def test_scope_check_names_the_secret_and_its_origins_never_the_value() -> None:
    secrets = Secrets({"PW": VALUE}, {"PW": ("https://a.example",)})
    uses = secrets.scoped_uses({"ref": "e3", "text": "{{PW}}"})
    assert uses == [("text", "PW")]
    assert secrets.scoped_uses({"fields": [{"value": f"in clear: {VALUE}"}]}) == [("fields.0.value", "PW")]
    secrets.check_scope(uses, "https://A.example:443/login", {"ref": "e3", "text": "{{PW}}"}, opens=False)
    with pytest.raises(InvalidArgument) as refused:
        secrets.check_scope(uses, "https://b.example/", {"ref": "e3", "text": "{{PW}}"}, opens=False)
    error = refused.value
    assert error.field == "text" and error.allowed_values == ["https://a.example"]
    assert error.details == {"secret": "PW", "origin": "https://b.example", "origins": ["https://a.example"]}
    assert VALUE not in str(error) and "{{PW}}" in error.message
    with pytest.raises(InvalidArgument):  # a page with no origin is none of the secret's
        secrets.check_scope(uses, "about:blank", {}, opens=False)


def test_a_page_tool_gets_no_secret_by_name_or_in_clear() -> None:
    secrets = Secrets({"PW": VALUE})
    secrets.refuse_for_page({"text": "groceries"}, "webmcp_note")
    for arguments, field in (({"a": {"b": ["{{PW}}"]}}, "a.b.0"), ({"text": f"x {VALUE} y"}, "text")):
        with pytest.raises(InvalidArgument) as refused:
            secrets.refuse_for_page(arguments, "webmcp_note")
        assert refused.value.field == field and VALUE not in str(refused.value)


@pytest.mark.parametrize("prefix", [b"", b"a", b"ab", b"alice:", b"user:name:"])
@pytest.mark.parametrize("encode", [base64.b64encode, base64.urlsafe_b64encode])
def test_base64_of_the_value_at_any_alignment_is_redacted(prefix: bytes, encode: object) -> None:
    secrets = Secrets({"PW": VALUE})
    encoded = encode(prefix + VALUE.encode() + b"tail")  # type: ignore[operator]
    for shown in (encoded, encoded.rstrip(b"=")):
        redacted = secrets.redact(f"Authorization: Basic {shown.decode()}")
        assert "{{PW}}" in redacted and encode(VALUE.encode())[4:12].decode() not in redacted, redacted  # type: ignore[operator]
        assert b"{{PW}}" in secrets.redact_bytes(b"\xff" + shown)


def test_bytes_are_redacted_as_bytes_whatever_surrounds_them() -> None:
    secrets = Secrets({"PW": VALUE, "E": "é😀-unicode"})
    data = b"\xff\xfe\x00" + VALUE.encode() + b"\x80 " + "é😀-unicode".encode() + b" %C3%A9%F0%9F%98%80-unicode"
    redacted = secrets.redact_bytes(data)
    assert redacted == b"\xff\xfe\x00{{PW}}\x80 {{E}} {{E}}", redacted


def test_short_values_are_not_matched_in_base64_by_chance() -> None:
    """Base64 runs shorter than 8 characters would match random bytes (images in a trace)."""
    secrets = Secrets({"PIN": "1234"})
    assert secrets.redact_bytes(base64.b64encode(b"x1234y")) == base64.b64encode(b"x1234y")
    assert secrets.redact("pin 1234") == "pin {{PIN}}"


def test_for_file_reads_scopes(tmp_path: Path) -> None:
    path = tmp_path / "s.env"
    path.write_text("PW@https://a.example=value-1\n", encoding="utf-8")
    assert for_file(path).origins == {"PW": ("https://a.example",)}
