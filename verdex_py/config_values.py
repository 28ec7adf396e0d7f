"""One option's value checked on its own: each check raises ValueError saying what the option accepts.

Apart from config.py so that the settings model reads as the list of options it is; checks that
need several options stay there (`Settings._derive`).
"""

from __future__ import annotations

import re
import zoneinfo
from pathlib import Path
from typing import Any

# Playwright's permission names (BrowserContext.grant_permissions).
# fmt: off
PERMISSIONS = (
    "accelerometer", "ambient-light-sensor", "background-sync", "camera", "clipboard-read", "clipboard-write",
    "geolocation", "gyroscope", "local-fonts", "local-network-access", "magnetometer", "microphone", "midi",
    "midi-sysex", "notifications", "payment-handler", "storage-access",
)
# fmt: on


def viewport(value: Any) -> Any:
    if isinstance(value, str):
        if not re.fullmatch(r"[1-9]\d{0,4}x[1-9]\d{0,4}", value):
            raise ValueError("accepts WIDTHxHEIGHT in CSS pixels, e.g. 1280x800")
        width, _, height = value.partition("x")
        return int(width), int(height)
    return value


def ws_url(value: str | None) -> str | None:
    if value is not None and not re.match(r"wss?://", value):
        raise ValueError("accepts a ws:// or wss:// URL (a Playwright browser server)")
    return value


def cdp_url(value: str | None) -> str | None:
    if value is not None and not re.match(r"(https?|wss?)://", value):
        raise ValueError("accepts an http(s):// or ws(s):// URL (a Chromium DevTools endpoint)")
    return value


def headers(items: tuple[str, ...]) -> dict[str, str]:
    """`NAME:VALUE` items (flag, variable, config array) become {name: value}."""
    found = {}
    for header in items:
        name, sep, text = header.partition(":")
        if not sep or not re.fullmatch(r"[A-Za-z0-9!#$%&'*+.^_`|~-]+", name.strip()):
            raise ValueError(f"{header.split(':')[0]!r} is not NAME:VALUE (a header name, a colon, its value)")
        found[name.strip()] = text.strip()
    return found


def permissions(value: tuple[str, ...]) -> tuple[str, ...]:
    unknown = [p for p in value if p not in PERMISSIONS]
    if unknown:
        raise ValueError(f"unknown permission {', '.join(unknown)}; known: {', '.join(PERMISSIONS)}")
    return value


def locale(value: str | None) -> str | None:
    if value is not None and not re.fullmatch(r"[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*", value):
        raise ValueError("accepts a BCP 47 language tag, e.g. en-US or fr-FR")
    return value


def timezone(value: str | None) -> str | None:
    if value is not None and (zones := zoneinfo.available_timezones()) and value not in zones:
        raise ValueError("accepts an IANA time zone, e.g. Europe/Paris or America/New_York")
    return value


def files_exist(value: tuple[Path, ...]) -> tuple[Path, ...]:
    missing = [str(p) for p in value if not p.is_file()]
    if missing:
        raise ValueError(f"no such file {', '.join(missing)}")
    return value
