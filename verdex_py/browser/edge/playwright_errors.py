"""The one place where Playwright's exceptions are caught and become ours.

Playwright reports everything as `Error` or `TimeoutError` with a message and a
"Call log"; the log is where the real reason lives (disabled, covered, not editable).
Nothing else in the package names Playwright's exception types, so a change in how
Playwright words or types its failures is handled here once. The rest of browser/ uses:

- `map_playwright_errors(ctx)`: a failure becomes a typed `VerdexError` (or a
  `TransientError` for races worth retrying);
- `quietly()`: best-effort work whose failure is an answer in itself (a probe, a cleanup);
  it yields a `Swallowed` that says whether and how the work failed;
- `translated_unless_transient(ctx)`: the same, but a race with a navigation is ignored;
- `script_errors(ctx)`: agent-supplied JavaScript, whose own exceptions are the agent's;
- `is_crash` / `is_target_closed`: what a failure means, read from Playwright's error
  (or our typed one), never from the text of our own messages.

What the failing call was doing comes as an `ActionContext` (action_context.py); what an element
refusing the action or the value means is read by refusals.py, which `translate` asks.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import NoReturn

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.refusals import refused_action, refused_value
from verdex_py.closest import closest
from verdex_py.errors.exceptions import (
    ActionTimeout,
    CorrectionFacts,
    FrameDetached,
    InternalError,
    InvalidArgument,
    NavigationFacts,
    NavigationFailed,
    PageClosed,
    RetryFacts,
    TimeoutFacts,
    TransientError,
    VerdexError,
)

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
CONNECTION_CLOSED = ("has been closed", "Target closed", "Connection closed")
_TRANSIENT = (
    "Execution context was destroyed",
    "Cannot find context with specified id",
    "frame got detached",
    "is interrupted by another navigation",  # e.g. the error page of a refused load still committing
)


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
    if any(s in message for s in _CRASHED):  # the tool boundary replaces the tab (browser/role/liveness.py)
        return PageClosed("The page crashed while the action ran.", details={"action": ctx.action, "crashed": True})
    refused = refused_value(message, ctx)
    if refused is not None:
        return refused
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
    not_interactable = refused_action(message, ctx)
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
        what = " ".join(filter(None, (ctx.action, ctx.target())))  # a page-wide action (snapshot) names no element
        return ActionTimeout(
            f"{what} timed out after {ctx.timeout_ms:.0f} ms waiting for: {waiting_for}.",
            details={
                "action": ctx.action,
                **({"element": ctx.element} if ctx.element else {}),
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


@contextmanager
def translated_unless_transient(ctx: ActionContext) -> Iterator[None]:
    """Waiting on a page that may be navigating: a race with that navigation is no failure
    (the block just ends); any other failure is translated."""
    try:
        yield
    except PlaywrightError as exc:
        if not is_transient(exc.message):
            raise translate(exc, ctx) from exc


@contextmanager
def script_errors(ctx: ActionContext) -> Iterator[None]:
    """Agent-supplied JavaScript: an exception it throws is the agent's INVALID_ARGUMENT on
    `function`; the element or page failing under it (a wait, a navigation, a crash) is
    translated like any other action's failure."""
    try:
        yield
    except PlaywrightError as exc:
        first = (exc.message or str(exc)).splitlines()[0]
        if isinstance(exc, PlaywrightTimeoutError) or "Execution context was destroyed" in first or "Target" in first:
            raise translate(exc, ctx) from exc
        raise InvalidArgument(
            f"The function threw in the page: {first}", field="function", details={"error": first}
        ) from None


@dataclass
class Swallowed:
    """What `quietly()` caught: nothing (falsy), or the failure's message and meaning."""

    error: BaseException | None = None

    def __bool__(self) -> bool:
        return self.error is not None

    @property
    def message(self) -> str:
        """Playwright's whole message ('' when nothing failed)."""
        if self.error is None:
            return ""
        if isinstance(self.error, PlaywrightError):
            return self.error.message or str(self.error)
        return str(self.error)

    @property
    def first_line(self) -> str:
        return self.message.splitlines()[0] if self.message else ""

    @property
    def closed(self) -> bool:
        return self.error is not None and is_target_closed(self.error)

    def reraise(self) -> NoReturn:
        """Let the swallowed failure go on as it came (for a caller that only wanted some)."""
        assert self.error is not None
        raise self.error


@contextmanager
def quietly(*, timeouts: bool = True) -> Iterator[Swallowed]:
    """Best-effort browser work: a Playwright failure (and, unless `timeouts=False`, an
    asyncio timeout) ends the block and is recorded in the yielded `Swallowed` instead of
    propagating. Anything else (our own errors, cancellation) goes through."""
    swallowed = Swallowed()
    caught: tuple[type[BaseException], ...] = (PlaywrightError, TimeoutError) if timeouts else (PlaywrightError,)
    try:
        yield swallowed
    except caught as exc:
        swallowed.error = exc


def is_crash(exc: BaseException) -> bool:
    """The renderer crashed under the call: Playwright's crash error, or ours translated from it."""
    if isinstance(exc, PlaywrightError):
        return "crashed" in (exc.message or str(exc))
    return isinstance(exc, PageClosed) and bool(exc.details.get("crashed"))


def is_target_closed(exc: BaseException) -> bool:
    """The page, context, browser or connection was closed under the call."""
    if isinstance(exc, PlaywrightError):
        return "closed" in (exc.message or str(exc)).lower()
    return isinstance(exc, PageClosed)


def no_element(swallowed: Swallowed) -> bool:
    """The selector matched nothing now (an `evalOnSelector`, which does not wait)."""
    return "Failed to find element" in swallowed.message


def detached(swallowed: Swallowed) -> bool:
    """The element left the DOM under the call (a list that drew its items anew): look it up again."""
    return "not attached to the DOM" in swallowed.message


def closed_connection(swallowed: Swallowed) -> bool:
    """The failure is the browser connection's death (a remote server gone), not the call's."""
    return any(s in swallowed.message for s in CONNECTION_CLOSED)
