"""Secrets from a dotenv file: typed by name, never shown.

An agent writes `{{NAME}}` in any string argument (a password field's `text`, say); the
server substitutes the value just before calling the browser. Every value is redacted
back to `{{NAME}}` in results, errors, logs and recordings, so the model never sees it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from verdex_py.config import ConfigError

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


class Secrets:
    def __init__(self, values: dict[str, str] | None = None) -> None:
        self.values = values or {}
        # Longest first, so a value containing another is redacted whole.
        self._redactable = sorted(
            ((v, k) for k, v in self.values.items() if len(v) >= MIN_REDACTED_LENGTH), key=lambda p: -len(p[0])
        )

    def __bool__(self) -> bool:
        return bool(self.values)

    def substitute(self, value: Any) -> Any:
        """Replace `{{NAME}}` placeholders in every string of an argument structure."""
        if isinstance(value, str):
            return PLACEHOLDER.sub(lambda m: self.values.get(m.group(1), m.group(0)), value)
        if isinstance(value, list):
            return [self.substitute(v) for v in value]
        if isinstance(value, dict):
            return {k: self.substitute(v) for k, v in value.items()}
        return value

    def redact(self, text: str) -> str:
        for value, name in self._redactable:
            text = text.replace(value, "{{" + name + "}}")
        return text

    def redact_data(self, data: Any) -> Any:
        if not self._redactable:
            return data
        return json.loads(self.redact(json.dumps(data, ensure_ascii=False)))
