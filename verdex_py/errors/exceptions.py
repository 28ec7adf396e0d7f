"""The exception hierarchy of verdex_py.

Everything the server can fail with is a `VerdexError` subclass whose `code` names a
registry entry. Raising code records *facts* (the ref, the element, the url, the field),
the ones a recovery plan reads in the code's typed `Facts` record; it never writes
recovery prose. The tool boundary turns the exception into a result.

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
    ├── AssertionFailed            ASSERTION_FAILED
    ├── NotRecording               NOT_RECORDING
    └── InternalError              INTERNAL_ERROR
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar, Self

from verdex_py.errors.fixes import Fix


@dataclass
class Facts:
    """What a code's recovery plan is built from (the registry's steps read these by name).

    One record type per code family, so the names a plan reads are declared next to the
    exception that carries them (tests/unit checks every registry step against them).
    Facts are not published as such; unset (None) facts are left out of the plan's input.
    """

    def as_mapping(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name) is not None}


@dataclass
class NoFacts(Facts):
    """The plan needs nothing beyond the envelope (tool, role, field, suggested_value)."""


@dataclass
class RetryFacts(Facts):
    retry_arguments: dict[str, Any] | None = None  # the failed call's arguments (role aside), to call it again


@dataclass
class CorrectionFacts(Facts):
    corrected_arguments: dict[str, Any] | None = None  # the failed call, corrected (without what `needs` names)
    needs: list[str] | None = None  # arguments only the agent can supply (the text it meant to type)
    fixes: list[Fix] | None = None  # steps before the corrected call (type a search so a combobox lists options)
    page_refused: bool | None = None  # a script on the page refused the value: its reason is on the page


@dataclass
class TimeoutFacts(RetryFacts):
    performed: bool | None = None  # the action happened (only what it started hung): re-doing it would repeat it


@dataclass
class PageToolFacts(RetryFacts):
    gone: bool | None = None  # the page no longer offers the tool: calling it again cannot work


@dataclass
class NotInteractableFacts(RetryFacts):
    reason: str | None = None  # hidden | disabled | not_editable | covered
    fixes: list[Fix] | None = None  # diagnosed fixes that make it usable (dismiss the cover), as data
    pending: bool | None = None  # it waits on something that ends by itself: retrying as is may work


@dataclass
class ModalFacts(Facts):
    modal_kind: str | None = None  # what is open: "dialog" or "file_chooser" (errors/fixes.py names its tool)
    modal_type: str | None = None  # alert | confirm | prompt | beforeunload | file: only an alert's answer is known
    performed: bool | None = None  # the call did its part (a load the dialog holds up goes on once it is answered)


@dataclass
class NavigationFacts(Facts):
    kind: str | None = None  # dns | refused | timeout | aborted | http_error | unavailable | ...
    url: str | None = None  # the URL that failed to load
    last_url: str | None = None  # the last page that did load in this tab
    status: int | None = None  # the HTTP error status the page answered with, if that was the failure
    method: str | None = None  # ... and the request's method (only a GET is safe to send again)


@dataclass
class AuthFacts(Facts):
    alternative_role: str | None = None  # a configured role whose auth did not fail
    url: str | None = None  # the page that refused the role (HTTP 401/403)
    login_page: bool | None = None  # ... and shows a sign-in form the agent can fill
    performed: bool | None = None  # an action led there (it ran): it is not repeated as another role


@dataclass
class UnresponsiveFacts(RetryFacts):
    caused_by_call: bool | None = None  # the freeze started during the failed call (it may have acted)


@dataclass
class UnavailableFacts(Facts):
    remote: bool | None = None  # the browser is a remote endpoint (it may come back by itself)
    missing: str | None = None  # a program a tool needs besides the browser ("ffmpeg": video), the browser up


class VerdexError(Exception):
    """Base class: a failure with a stable code and the facts an agent needs to repair it.

    `details` is published as-is in the envelope; `facts` (of the code's `facts_type`) only
    feeds the registry's recovery steps and is not published (a mapping is accepted and turned
    into that record, so a misspelt name fails at once). `expected_note` completes
    "This is normal during ..." when `expected` holds. `retryable`, `retry_after_ms` and
    `severity` override the registry's values for this occurrence (a remote browser that
    may come back is retryable, a local one that is missing is not).
    """

    code: ClassVar[str] = "INTERNAL_ERROR"
    facts_type: ClassVar[type[Facts]] = RetryFacts

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
        expected_note: str | None = None,
        facts: Facts | Mapping[str, Any] | None = None,
        retryable: bool | None = None,
        retry_after_ms: int | None = None,
        severity: str | None = None,
    ) -> None:
        super().__init__(message)
        if isinstance(facts, Mapping):  # names checked against the code's record: an unknown one is a TypeError
            given = dict(facts)
            retryable = given.pop("retryable", retryable)
            retry_after_ms = given.pop("retry_after_ms", retry_after_ms)
            severity = given.pop("severity", severity)
            facts = self.facts_type(**given)
        facts = facts if facts is not None else self.facts_type()
        if not isinstance(facts, self.facts_type):
            raise TypeError(f"{type(self).__name__} takes {self.facts_type.__name__}, not {type(facts).__name__}")
        self.message = message
        self.field = field
        self.allowed_values = allowed_values
        self.suggested_value = suggested_value
        self.details: dict[str, Any] = details or {}
        self.causes = causes
        self.expected = expected
        self.expected_note = expected_note
        self.facts = facts
        self.retryable = retryable
        self.retry_after_ms = retry_after_ms
        self.severity = severity

    # What `enriched` may set besides details and facts (the envelope's fields).
    _ENRICHABLE: ClassVar[frozenset[str]] = frozenset(
        {"message", "field", "allowed_values", "suggested_value", "causes", "retryable", "retry_after_ms", "severity"}
    )

    def enriched(
        self,
        *,
        details: Mapping[str, Any] | None = None,
        facts: Facts | Mapping[str, Any] | None = None,
        **changes: Any,
    ) -> Self:
        """A copy that knows more; the raised error is left as it was.

        Code that learns more about a failure after it was raised (a diagnosis, the page now
        shown, the role to use instead) raises the richer copy `from` the original, so each
        exception stays the fact it was when raised. `details` are merged over the original's;
        `facts` is a whole record or names to replace in the original's record; `changes` set
        envelope fields (`message`, `suggested_value`, ...).
        """
        unknown = set(changes) - self._ENRICHABLE
        if unknown:
            raise TypeError(f"enriched() cannot set {sorted(unknown)}")
        richer = type(self).__new__(type(self), changes.get("message", self.message))
        richer.__dict__.update(self.__dict__)
        richer.__dict__.update(changes)
        richer.details = {**self.details, **(details or {})}
        if isinstance(facts, Mapping):
            richer.facts = replace(self.facts, **facts)
        elif facts is not None:
            if not isinstance(facts, self.facts_type):
                raise TypeError(f"{type(self).__name__} takes {self.facts_type.__name__}, not {type(facts).__name__}")
            richer.facts = facts
        return richer


class InvalidArgument(VerdexError):
    code = "INVALID_ARGUMENT"
    facts_type = CorrectionFacts


class UnknownRole(VerdexError):
    code = "UNKNOWN_ROLE"
    facts_type = NoFacts


class RefError(VerdexError):
    """A ref could not be turned into a live element."""

    facts_type = NoFacts


class UnknownRef(RefError):
    code = "UNKNOWN_REF"


class StaleRef(RefError):
    code = "STALE_REF"
    facts_type = RetryFacts


class NoSnapshot(RefError):
    code = "NO_SNAPSHOT"


class FrameDetached(RefError):
    code = "FRAME_DETACHED"


class ElementNotInteractable(VerdexError):
    code = "ELEMENT_NOT_INTERACTABLE"
    facts_type = NotInteractableFacts


class ActionTimeout(VerdexError):
    code = "ACTION_TIMEOUT"
    facts_type = TimeoutFacts


class ModalDialogOpen(VerdexError):
    code = "MODAL_DIALOG_OPEN"
    facts_type = ModalFacts


class NavigationFailed(VerdexError):
    code = "NAVIGATION_FAILED"
    facts_type = NavigationFacts


class UrlBlocked(VerdexError):
    code = "URL_BLOCKED"
    facts_type = NoFacts


class AuthenticationFailed(VerdexError):
    code = "AUTHENTICATION_FAILED"
    facts_type = AuthFacts


class BrowserUnavailable(VerdexError):
    code = "BROWSER_UNAVAILABLE"
    facts_type = UnavailableFacts


class PageClosed(VerdexError):
    code = "PAGE_CLOSED"
    facts_type = NoFacts


class PageUnresponsive(VerdexError):
    code = "PAGE_UNRESPONSIVE"
    facts_type = UnresponsiveFacts


class AssertionFailed(VerdexError):
    """A check of the testing capability (browser_verify_*) found the page otherwise; `details.actual`
    holds what it shows instead."""

    code = "ASSERTION_FAILED"


class NotRecording(VerdexError):
    """A stop tool (browser_stop_tracing, browser_stop_video) met a role that records nothing of that kind."""

    code = "NOT_RECORDING"


class PageToolFailed(VerdexError):
    """A tool the page registered through the model-context API (--caps webmcp) threw; `details.page_error`
    is the page's own message: data from the page, never trusted as ours."""

    code = "PAGE_TOOL_FAILED"
    facts_type = PageToolFacts


class InternalError(VerdexError):
    code = "INTERNAL_ERROR"


class TransientError(Exception):
    """A failure worth retrying inside the server before the agent sees anything.

    Raised by the translation boundary for execution contexts destroyed by a navigation
    in flight and similar races; the tool boundary (`ToolRunner._run`) retries the call.
    """
