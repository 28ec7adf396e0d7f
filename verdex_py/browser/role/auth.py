"""Reading a role's auth profile (Playwright storage state) without ever echoing secrets.

Errors name the file and what is wrong with it (missing, unreadable, invalid JSON, wrong
shape, every cookie expired), never a cookie value.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from playwright.async_api import BrowserContext

from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.roles_file import AuthCheck


@dataclass(frozen=True)
class AuthStatus:
    """Where a role's auth profile stands: none configured, not loaded yet, loaded, verified by
    its auth check, or failed (and why). Published as text: "loaded", "failed:expired"."""

    state: Literal["none", "not_loaded", "loaded", "verified", "failed"]
    reason: str | None = None  # why it failed (missing, unreadable, invalid_json, expired, rejected, ...)

    @property
    def failed(self) -> bool:
        return self.state == "failed"

    def __str__(self) -> str:
        return f"failed:{self.reason}" if self.failed else self.state


class AuthProfileError(Exception):
    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


def load_storage_state(path: Path, now: float | None = None) -> dict[str, Any]:
    if not path.exists():
        raise AuthProfileError("missing", f"auth profile {path.name} does not exist (looked for {path})")
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


async def verify_session(context: BrowserContext, check: AuthCheck, timeout_ms: float) -> str | None:
    """Open the check URL in a throwaway page; return why the session is not valid, or None."""
    page = await context.new_page()
    try:
        with quietly(timeouts=False) as failed:
            response = await page.goto(check.url, wait_until="domcontentloaded", timeout=timeout_ms)
            if check.reject_url_pattern and re.search(check.reject_url_pattern, page.url):
                return f"the auth check {check.url} was sent to {page.url} (the login page): the session has expired"
            if response is not None and response.status in (401, 403):
                return f"the auth check {check.url} answered HTTP {response.status}: the session was rejected"
            if check.expect_text and check.expect_text not in await page.inner_text("body"):
                return f"the auth check {check.url} does not show {check.expect_text!r}: the session was rejected"
            return None
        return f"the auth check {check.url} could not be loaded ({failed.first_line})"
    finally:
        await page.close()
