"""The exception hierarchy of verdex_py.

Everything the server can fail with is a `VerdexError` subclass whose `code` names a
registry entry. Raising code records *facts* (the ref, the element, the url, the field);
it never writes recovery prose. The tool boundary turns the exception into a result.

    VerdexError
    ├── InvalidArgument            INVALID_ARGUMENT
    ├── UnknownRole                UNKNOWN_ROLE
    ├── RefError
    │   ├── UnknownRef             UNKNOWN_REF
    │   ├── StaleRef               STALE_REF
    │   ├── NoSnapshot             NO_SNAPSHOT
    │   └── FrameDetached          FRAME_DETACHED
    ├── ElementNotInteractable     ELEMENT_NOT_INTERACTABLE
    ├── ActionTimeout              ACTION_TIMEOUT
    ├── ModalDialogOpen            MODAL_DIALOG_OPEN
    ├── NavigationFailed           NAVIGATION_FAILED
    ├── UrlBlocked                 URL_BLOCKED
    ├── AuthenticationFailed       AUTHENTICATION_FAILED
    ├── BrowserUnavailable         BROWSER_UNAVAILABLE
    ├── PageClosed                 PAGE_CLOSED
    ├── PageUnresponsive           PAGE_UNRESPONSIVE
    └── InternalError              INTERNAL_ERROR
"""

from __future__ import annotations

from typing import Any, ClassVar


class VerdexError(Exception):
    """Base class: a failure with a stable code and the facts an agent needs to repair it.

    `details` is published as-is in the envelope; `facts` only feeds the registry's
    recovery steps (e.g. the arguments to retry with) and is not published.
    """

    code: ClassVar[str] = "INTERNAL_ERROR"

    def __init__(
        self,
        message: str,
        *,
        field: str | None = None,
        allowed_values: Any = None,
        suggested_value: Any = None,
        details: dict[str, Any] | None = None,
        causes: list[str] | None = None,
        expected: bool | None = None,
        facts: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.allowed_values = allowed_values
        self.suggested_value = suggested_value
        self.details: dict[str, Any] = details or {}
        self.causes = causes
        self.expected = expected
        self.facts: dict[str, Any] = facts or {}


class InvalidArgument(VerdexError):
    code = "INVALID_ARGUMENT"


class UnknownRole(VerdexError):
    code = "UNKNOWN_ROLE"


class RefError(VerdexError):
    """A ref could not be turned into a live element."""


class UnknownRef(RefError):
    code = "UNKNOWN_REF"


class StaleRef(RefError):
    code = "STALE_REF"


class NoSnapshot(RefError):
    code = "NO_SNAPSHOT"


class FrameDetached(RefError):
    code = "FRAME_DETACHED"


class ElementNotInteractable(VerdexError):
    code = "ELEMENT_NOT_INTERACTABLE"


class ActionTimeout(VerdexError):
    code = "ACTION_TIMEOUT"


class ModalDialogOpen(VerdexError):
    code = "MODAL_DIALOG_OPEN"


class NavigationFailed(VerdexError):
    code = "NAVIGATION_FAILED"


class UrlBlocked(VerdexError):
    code = "URL_BLOCKED"


class AuthenticationFailed(VerdexError):
    code = "AUTHENTICATION_FAILED"


class BrowserUnavailable(VerdexError):
    code = "BROWSER_UNAVAILABLE"


class PageClosed(VerdexError):
    code = "PAGE_CLOSED"


class PageUnresponsive(VerdexError):
    code = "PAGE_UNRESPONSIVE"


class InternalError(VerdexError):
    code = "INTERNAL_ERROR"


class TransientError(Exception):
    """A failure worth retrying inside the server before the agent sees anything.

    Raised by the translation boundary for execution contexts destroyed by a navigation
    in flight and similar races; the tool boundary (`ToolRunner._run`) retries the call.
    """
