"""Reading a role's auth profile (Playwright storage state) without ever echoing secrets.

Errors name the file and what is wrong with it (missing, unreadable, invalid JSON, wrong
shape, every cookie expired), never a cookie value.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any


class AuthProfileError(Exception):
    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


def load_storage_state(path: Path, now: float | None = None) -> dict[str, Any]:
    if not path.exists():
        raise AuthProfileError("missing", f"auth profile {path.name} does not exist")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise AuthProfileError("unreadable", f"auth profile {path.name} cannot be read: {exc.strerror}") from exc
    try:
        state = json.loads(text)
    except ValueError as exc:
        raise AuthProfileError(
            "invalid_json", f"auth profile {path.name} is not valid JSON (line {exc.lineno})"
        ) from exc
    if (
        not isinstance(state, dict)
        or not isinstance(state.get("cookies", []), list)
        or not isinstance(state.get("origins", []), list)
    ):
        raise AuthProfileError(
            "wrong_shape", f"auth profile {path.name} is not Playwright storage state ({{cookies: [], origins: []}})"
        )
    cookies = state.get("cookies", [])
    for cookie in cookies:
        if not isinstance(cookie, dict) or not {"name", "value"} <= cookie.keys():
            raise AuthProfileError("wrong_shape", f"auth profile {path.name} has a cookie without name/value")
    now = time.time() if now is None else now
    live = [c for c in cookies if c.get("expires", -1) in (-1, None) or c["expires"] > now]
    if cookies and not live:
        raise AuthProfileError("expired", f"every cookie in auth profile {path.name} has expired")
    return {"cookies": live, "origins": state.get("origins", [])}
