"""The secrets file: dotenv lines, each secret optionally scoped to the origins it is for.

    PASSWORD=hunter2                                  typed anywhere (unscoped)
    BANK_PIN@https://bank.example=1234                only into pages of that origin
    SSO@https://a.example,https://b.example:8443=pw   either origin

`export NAME=...` and quoted values are read as dotenv has them; `#` starts a comment line.
An origin is written as a URL's start (scheme and host, a port when not the default).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from verdex_py.config_error import ConfigError
from verdex_py.origins import canonical_origin

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)(?:@([^=\s]*))?\s*=\s*(.*?)\s*$")


@dataclass(frozen=True)
class Entry:
    """One secret: its value and the canonical origins it is for (empty: any)."""

    value: str
    origins: tuple[str, ...] = ()


def read_entries(path: Path) -> dict[str, Entry]:
    """Every secret of the file by name; a line that is no `NAME[@ORIGINS]=value` stops the start."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise ConfigError(f"cannot read secrets file {path}: {exc.strerror}") from exc
    entries = {}
    for number, line in enumerate(lines, 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        match = LINE.match(line)
        if not match:
            raise ConfigError(f"secrets file {path}, line {number}: expected NAME=value or NAME@ORIGIN,...=value")
        name, scope, value = match.groups()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        entries[name] = Entry(value, _origins(scope, path, number) if scope is not None else ())
    return entries


def _origins(scope: str, path: Path, number: int) -> tuple[str, ...]:
    origins = []
    for written in scope.split(","):
        origin = canonical_origin(written)
        if origin is None or written.rstrip("/").count("/") > 2:
            raise ConfigError(
                f"secrets file {path}, line {number}: {written!r} is no origin (write scheme://host[:port], "
                "e.g. https://login.example.com)"
            )
        origins.append(origin)
    return tuple(dict.fromkeys(origins))


def load_dotenv(path: Path) -> dict[str, str]:
    """The values by name (scopes aside)."""
    return {name: entry.value for name, entry in read_entries(path).items()}
