"""Every form a secret's value may come back in, as one pattern for text and one for bytes.

Char by char, each character raw, percent-encoded, JSON- or HTML-escaped (in any mix); `+` for
a space; the value as a page shows it after decoding its URL. Whole-value forms: base64
(standard and URL-safe, padded or not) of the value wherever it sits in the encoded text, so
`base64("user:" + value)` of an `Authorization: Basic` header is caught too: the base64
characters that only the value decides, for each of the three alignments it may have.
The byte pattern is the same, over UTF-8: a body or trace entry that is no text is redacted
as bytes, never skipped.
"""

from __future__ import annotations

import base64
import html
import json
import re
from urllib.parse import unquote, unquote_plus

# Shorter base64 runs would match by chance in binary data (images in a trace): 8 characters
# are 48 bits of the value, about one false match per 10^14 positions.
MIN_BASE64_CHARS = 8
_SKIP = {0: 0, 1: 2, 2: 3}  # base64 characters a k-byte unknown prefix still decides


def _char_forms(char: str) -> list[tuple[str, bool]]:
    """(literal, case-insensitive) forms of one character."""
    forms = {(char, False), ("".join(f"%{b:02X}" for b in char.encode("utf-8")), True)}
    for escaped in (json.dumps(char)[1:-1], json.dumps(char, ensure_ascii=False)[1:-1], html.escape(char)):
        if escaped != char:
            forms.add((escaped, escaped.startswith("\\u")))
    if char == " ":
        forms.add(("+", False))
    if char in "\"'&<>":
        forms.add((f"&#{ord(char)};", False))
    return sorted(forms, key=lambda f: -len(f[0]))


def base64_cores(value: str) -> list[str]:
    """The runs of base64 (both alphabets) that `value` alone decides, at each alignment."""
    raw, cores = value.encode("utf-8"), []
    for k in range(3):
        encoded = base64.b64encode(b"\0" * k + raw).decode("ascii")
        n = k + len(raw)
        core = encoded[_SKIP[k] : n // 3 * 4 + n % 3]
        if len(core) >= MIN_BASE64_CHARS:
            cores += [core, core.replace("+", "-").replace("/", "_")]
    return list(dict.fromkeys(cores))


def _literal(form: str, fold: bool, as_bytes: bool) -> str:
    """A regex (over text, or over bytes as latin-1 text) matching one literal form."""
    body = re.escape(form.encode("utf-8").decode("latin-1") if as_bytes else form)
    return f"(?i:{body})" if fold else body


def value_pattern(value: str, *, as_bytes: bool = False) -> str:
    """The pattern of all of `value`'s forms (`as_bytes`: over its UTF-8 bytes, read as latin-1)."""
    variants = dict.fromkeys((value, unquote(value), unquote_plus(value)))
    spelled = [
        "".join("(?:" + "|".join(_literal(f, fold, as_bytes) for f, fold in _char_forms(c)) + ")" for c in v)
        for v in variants
    ]
    return "|".join(spelled + [re.escape(core) for core in base64_cores(value)])


def compile_bytes(pattern: str) -> re.Pattern[bytes]:
    """A latin-1 text pattern as a bytes pattern (one byte per character)."""
    return re.compile(pattern.encode("latin-1"))
