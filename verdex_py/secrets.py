"""Secrets from a dotenv file: typed by name, never shown.

An agent writes `{{NAME}}` in any string argument (a password field's `text`, say); the
server substitutes the value just before calling the browser. Every value is redacted
back to `{{NAME}}` in results, errors, logs and recordings, so the model never sees it.

Redaction works on each string of a structure (never on its JSON text, where quotes and
backslashes are escaped), and it also recognises the forms a value takes on its way back:
percent-encoded in a URL, JSON- or HTML-escaped in page text, `+` for a space in a query.
An unknown `{{NAME}}` is refused rather than typed literally. Saved traces are rewritten
with the same redaction (`redact_trace`): Playwright records typed values and page text there.
"""

from __future__ import annotations

import functools
import html
import json
import re
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import unquote, unquote_plus

from verdex_py.closest import closest
from verdex_py.config_error import ConfigError
from verdex_py.errors import InvalidArgument

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$")
PLACEHOLDER = re.compile(r"\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}")
MIN_REDACTED_LENGTH = 3  # shorter values would redact ordinary words


def load_dotenv(path: Path) -> dict[str, str]:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise ConfigError(f"cannot read secrets file {path}: {exc.strerror}") from exc
    values = {}
    for number, line in enumerate(lines, 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        match = LINE.match(line)
        if not match:
            raise ConfigError(f"secrets file {path}, line {number}: expected NAME=value")
        name, value = match.groups()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        values[name] = value
    return values


def _char_forms(char: str) -> list[str]:
    """Every way one character of a value may come back: raw, %-encoded, JSON- or HTML-escaped."""
    forms = {re.escape(char)}
    encoded = char.encode("utf-8")
    forms.add("(?i:" + "".join(f"%{b:02X}" for b in encoded) + ")")
    for escaped in (json.dumps(char)[1:-1], json.dumps(char, ensure_ascii=False)[1:-1], html.escape(char)):
        if escaped != char:
            forms.add(f"(?i:{re.escape(escaped)})" if escaped.startswith("\\u") else re.escape(escaped))
    if char == " ":
        forms.add(r"\+")
    if char in "\"'&<>":
        forms.add(re.escape(f"&#{ord(char)};"))
    return sorted(forms, key=len, reverse=True)


def _value_pattern(value: str) -> str:
    """The value char by char in any mix of forms; also as a page shows it after decoding its URL."""
    variants = dict.fromkeys((value, unquote(value), unquote_plus(value)))
    return "|".join("".join(f"(?:{'|'.join(_char_forms(c))})" for c in v) for v in variants)


def _placeholders(value: Any, field: str) -> list[tuple[str, str]]:
    """(argument path, secret name) of every placeholder in an argument structure."""
    if isinstance(value, str):
        return [(field or "arguments", m.group(1)) for m in PLACEHOLDER.finditer(value)]
    items = enumerate(value) if isinstance(value, list) else value.items() if isinstance(value, dict) else ()
    return [found for key, v in items for found in _placeholders(v, f"{field}.{key}" if field else str(key))]


def _map_strings(value: Any, change: Callable[[str], str]) -> Any:
    if isinstance(value, str):
        return change(value)
    if isinstance(value, list):
        return [_map_strings(v, change) for v in value]
    if isinstance(value, dict):
        return {k: _map_strings(v, change) for k, v in value.items()}
    return value


class Secrets:
    def __init__(self, values: dict[str, str] | None = None) -> None:
        self.values = values or {}
        redactable = sorted(
            ((v, k) for k, v in self.values.items() if len(v) >= MIN_REDACTED_LENGTH), key=lambda p: -len(p[0])
        )
        # Longest first, so a value containing another is redacted whole.
        self._names = [name for _, name in redactable]
        self._pattern = re.compile("|".join(f"({_value_pattern(v)})" for v, _ in redactable)) if redactable else None

    def __bool__(self) -> bool:
        return bool(self.values)

    def substitute(self, arguments: dict[str, Any]) -> dict[str, Any]:
        """Replace `{{NAME}}` placeholders in every string of a call's arguments.

        An unknown name is INVALID_ARGUMENT (a typo must not be typed into the page
        literally), with the known names and, when one is close, the corrected call.
        """
        unknown = next(((f, n) for f, n in _placeholders(arguments, "") if n not in self.values), None)
        if unknown is not None:
            raise self._unknown(arguments, *unknown)
        return _map_strings(arguments, lambda text: PLACEHOLDER.sub(lambda m: self.values[m.group(1)], text))

    def _unknown(self, arguments: dict[str, Any], field: str, name: str) -> InvalidArgument:
        known = sorted(self.values)
        close = closest(name, known, cutoff=0.6)
        where = f"the secrets are {', '.join(known)}" if known else "the server has no secrets (--secrets FILE)"
        corrected = (
            _map_strings(arguments, lambda text: text.replace("{{" + name + "}}", "{{" + close + "}}"))
            if close is not None
            else None
        )
        return InvalidArgument(
            f"Argument '{field}' names the secret {{{{{name}}}}}, which is not defined; {where}.",
            field=field,
            allowed_values=known,
            suggested_value="{{" + close + "}}" if close is not None else None,
            details={"secret": name},
            facts={"corrected_arguments": corrected},
        )

    def redact(self, text: str) -> str:
        if self._pattern is None or not text:
            return text
        return self._pattern.sub(lambda m: "{{" + self._names[m.lastindex - 1] + "}}", text)  # type: ignore[operator]

    def redact_data(self, data: Any) -> Any:
        """Redact every string (keys included) of a JSON-like structure."""
        if self._pattern is None:
            return data
        if isinstance(data, str):
            return self.redact(data)
        if isinstance(data, list | tuple):
            return [self.redact_data(v) for v in data]
        if isinstance(data, dict):
            return {self.redact(k) if isinstance(k, str) else k: self.redact_data(v) for k, v in data.items()}
        return data


@functools.cache
def for_file(path: Path | None) -> Secrets:
    """The secrets of a file, read once: the tool boundary and trace saving share them."""
    return Secrets(load_dotenv(path)) if path is not None else Secrets()


def redact_trace(path: Path, secrets: Secrets) -> None:
    """Rewrite a Playwright trace zip with every secret redacted, in place.

    Its event logs are JSON lines, redacted string by string so they stay valid JSON; other
    text entries (DOM snapshots, response bodies) are redacted as text; images are kept as
    they are, which is why traces are taken without screenshots when there are secrets.
    """
    if not secrets:
        return
    scratch = path.with_name(path.name + ".redacting")
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(scratch, "w", zipfile.ZIP_DEFLATED) as target:
        for entry in source.infolist():
            data = source.read(entry)
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                target.writestr(entry, data)
                continue
            if entry.filename.endswith((".trace", ".network", ".stacks")):
                text = "".join(_redact_json_line(line, secrets) for line in text.splitlines(keepends=True))
            else:
                text = secrets.redact(text)
            target.writestr(entry, text.encode("utf-8"))
    scratch.replace(path)


def _redact_json_line(line: str, secrets: Secrets) -> str:
    try:
        event = json.loads(line)
    except ValueError:
        return secrets.redact(line)
    return json.dumps(secrets.redact_data(event), ensure_ascii=False) + ("\n" if line.endswith("\n") else "")
