"""The one boundary where Playwright's exceptions become ours.

Playwright reports everything as `Error` or `TimeoutError` with a message and a
"Call log"; the log is where the real reason lives (disabled, covered, not editable).
Code that talks to Playwright wraps the call in `map_playwright_errors(...)` and gets
`VerdexError`s (or `TransientError` for races worth retrying) out of it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from verdex_py.closest import closest
from verdex_py.errors.exceptions import (
    ActionTimeout,
    CorrectionFacts,
    ElementNotInteractable,
    FrameDetached,
    InternalError,
    InvalidArgument,
    NavigationFacts,
    NavigationFailed,
    NotInteractableFacts,
    PageClosed,
    RetryFacts,
    TimeoutFacts,
    TransientError,
    VerdexError,
)


@dataclass
class ActionContext:
    """What we were doing when Playwright failed, so the error can name it."""

    action: str
    element: dict[str, Any] | None = None
    url: str | None = None
    timeout_ms: float | None = None
    retry_arguments: dict[str, Any] = field(default_factory=dict)

    def target(self) -> str:
        if not self.element:
            return ""
        e = self.element
        name = f' "{e["name"]}"' if e.get("name") else ""
        return f"{e.get('ref')} ({e.get('role', 'element')}{name})"


NET_KINDS = {
    "ERR_NAME_NOT_RESOLVED": "dns",
    "ERR_NAME_RESOLUTION_FAILED": "dns",
    "ERR_CONNECTION_REFUSED": "refused",
    "ERR_CONNECTION_RESET": "refused",
    "ERR_ADDRESS_UNREACHABLE": "refused",
    "ERR_TIMED_OUT": "timeout",
    "ERR_CONNECTION_TIMED_OUT": "timeout",
    "ERR_ABORTED": "aborted",
    "ERR_INVALID_URL": "invalid_url",
    "ERR_BLOCKED_BY_CLIENT": "blocked",
    "ERR_NETWORK_CHANGED": "network_changed",
    "ERR_INTERNET_DISCONNECTED": "network_changed",
}

COMMON_KEYS = (
    "Enter",
    "Tab",
    "Escape",
    "Backspace",
    "Delete",
    "Space",
    "ArrowUp",
    "ArrowDown",
    "ArrowLeft",
    "ArrowRight",
    "Home",
    "End",
    "PageUp",
    "PageDown",
    "Shift",
    "Control",
    "Alt",
    "Meta",
    "ControlOrMeta+A",
    "F5",
)
_CLOSED = ("Target page, context or browser has been closed", "Target closed", "Browser has been closed")
_CRASHED = ("Page crashed", "Target crashed")
_TRANSIENT = (
    "Execution context was destroyed",
    "Cannot find context with specified id",
    "frame got detached",
    "is interrupted by another navigation",  # e.g. the error page of a refused load still committing
)
_NOT_EDITABLE = ("is not an <input>", "element is not editable")
_HIDDEN = ("element is not visible", "element is not attached")


def is_transient(message: str) -> bool:
    """A race with a navigation in flight (the context died under us): worth retrying as is."""
    return any(s in message for s in _TRANSIENT)


def call_log(message: str) -> list[str]:
    _, _, log = message.partition("Call log:")
    return [line.strip(" -") for line in log.strip().splitlines() if line.strip()]


def _last_wait(log: list[str]) -> str:
    for line in reversed(log):
        if line.startswith("waiting for") or "×" in line:
            return line.split("× ", 1)[-1]
    return log[-1] if log else "the action to complete"


def _not_interactable(message: str, ctx: ActionContext) -> ElementNotInteractable | None:
    log_text = message
    if "intercepts pointer events" in log_text:
        cover = re.findall(r"(<[^\n]*?>)(?:…</\w+>)? (?:from <[^\n]*?> subtree )?intercepts pointer events", log_text)
        reason, cover_html = "covered", (cover[-1] if cover else None)
        text = f"{ctx.target()} is covered by another element{f' ({cover_html})' if cover_html else ''}."
    elif "element is not enabled" in log_text:
        reason, cover_html = "disabled", None
        text = f"{ctx.target()} is disabled."
    elif any(s in log_text for s in _NOT_EDITABLE):
        reason, cover_html = "not_editable", None
        text = f"{ctx.target()} is not an editable field."
    elif any(s in log_text for s in _HIDDEN):
        reason, cover_html = "hidden", None
        text = f"{ctx.target()} is not visible."
    else:
        return None
    details = {"element": ctx.element, "reason": reason}
    if cover_html:
        details["covering_element"] = {"html": cover_html}
    return ElementNotInteractable(
        text, field="ref", details=details, facts=NotInteractableFacts(ctx.retry_arguments, reason)
    )


def translate(exc: PlaywrightError, ctx: ActionContext) -> VerdexError | TransientError:
    """Map one Playwright exception to ours; pure, so it can be unit-tested on messages."""
    message = exc.message or str(exc)
    first_line = message.splitlines()[0] if message else type(exc).__name__
    net = re.search(r"net::(ERR_[A-Z_]+)", message)
    if net:
        kind = NET_KINDS.get(net.group(1), "network")
        return NavigationFailed(
            f"Could not load {ctx.url}: net::{net.group(1)} ({kind}).",
            field="url",
            details={"url": ctx.url, "net_error": net.group(1), "kind": kind},
            facts=NavigationFacts(kind, ctx.url),
        )
    if "Cannot navigate to invalid URL" in message:  # what urlsplit accepts and Chromium does not (http://%zz)
        return InvalidArgument(
            f"The browser refuses '{ctx.url}' as an invalid URL.",
            field="url",
            allowed_values={"pattern": "^(https?|about|data):"},
            details={"url": ctx.url},
        )
    unknown_key = re.search(r'Unknown key: "([^"]*)"', message)
    if unknown_key:
        key = unknown_key.group(1)
        close = closest(key, COMMON_KEYS)
        return InvalidArgument(
            f"'{key}' is not a key name Playwright knows.",
            field="key",
            allowed_values=list(COMMON_KEYS),
            suggested_value=close,
            details={"key": key},
            facts=CorrectionFacts({**ctx.retry_arguments, "key": close} if close is not None else None),
        )
    if "Invalid frame in aria-ref selector" in message or "Frame was detached" in message:
        return FrameDetached(
            f"The frame that held {ctx.target() or 'the element'} is gone (removed or navigated).",
            field="ref",
            details={"element": ctx.element},
        )
    if any(s in message for s in _CLOSED):
        return PageClosed("The page or browser was closed while the action ran.", details={"action": ctx.action})
    if any(s in message for s in _CRASHED):  # the tool boundary replaces the tab (browser/liveness.py)
        return PageClosed("The page crashed while the action ran.", details={"action": ctx.action, "crashed": True})
    if "Not a checkbox or radio button" in message:
        return InvalidArgument(
            f"{ctx.target() or 'The element'} is not a checkbox or radio button, so it cannot be checked.",
            field="type",
            allowed_values=["textbox", "combobox"],
            details={"element": ctx.element},
        )
    if "Download is starting" in message:
        return NavigationFailed(
            f"{ctx.url} is a file download, not a page: the browser started downloading it and stayed where it was.",
            field="url",
            details={"url": ctx.url, "kind": "download"},
            facts={"kind": "download"},
        )
    if is_transient(message):
        return TransientError(first_line)
    not_interactable = _not_interactable(message, ctx)
    if not_interactable is not None:
        return not_interactable
    if isinstance(exc, PlaywrightTimeoutError):
        if ctx.action == "navigate":
            return NavigationFailed(
                f"Loading {ctx.url} took longer than {ctx.timeout_ms:.0f} ms.",
                field="url",
                details={"url": ctx.url, "kind": "timeout", "timeout_ms": ctx.timeout_ms},
                facts=NavigationFacts("timeout", ctx.url),
            )
        waiting_for = _last_wait(call_log(message))
        return ActionTimeout(
            f"{ctx.action} {ctx.target()} timed out after {ctx.timeout_ms:.0f} ms waiting for: {waiting_for}.",
            details={
                "action": ctx.action,
                "element": ctx.element,
                "waiting_for": waiting_for,
                "timeout_ms": ctx.timeout_ms,
            },
            facts=TimeoutFacts(ctx.retry_arguments),
        )
    retry = RetryFacts(ctx.retry_arguments)
    if "strict mode violation" in message:
        return InternalError(
            f"{ctx.action} matched several elements: {first_line}", details={"action": ctx.action}, facts=retry
        )
    return InternalError(
        f"{ctx.action} failed in the browser: {first_line}", details={"action": ctx.action}, facts=retry
    )


@contextmanager
def map_playwright_errors(ctx: ActionContext) -> Iterator[None]:
    try:
        yield
    except PlaywrightError as exc:
        raise translate(exc, ctx) from exc
