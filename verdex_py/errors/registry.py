"""The one registry of error codes.

Every code an agent can see is defined here and nowhere else: its title, how grave it
is, whether retrying helps, the usual causes and the recovery plan. Exceptions only
carry facts; `format.py` joins facts and registry into the agent-facing envelope, and
`docs/ERRORS.md` is generated from this table (`python -m verdex_py.errors.docs`).

A recovery step is data: the tool to call, how to build its arguments from the
error's facts, and a condition for steps that only make sense with some facts
(for example "click the fresh ref" only when a fresh ref was found).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Severity = Literal["info", "warning", "error", "fatal"]
Category = Literal["validation", "state", "navigation", "auth", "timeout", "dependency", "policy", "internal"]
Facts = Mapping[str, Any]


def _role(f: Facts) -> dict[str, Any]:
    """Most steps repeat the role the failing call acted on, so the plan is exact."""
    return {"role": f["role"]} if f.get("role") else {}


@dataclass(frozen=True)
class Step:
    tool: str
    why: str
    args: Callable[[Facts], dict[str, Any]] = _role
    when: Callable[[Facts], bool] = lambda f: True


@dataclass(frozen=True)
class CodeSpec:
    code: str
    title: str
    severity: Severity
    category: Category
    summary: str
    causes: tuple[str, ...]
    steps: tuple[Step, ...]
    hint: str
    retryable: bool = False
    retry_after_ms: int | None = None
    expected: bool = False
    related: tuple[str, ...] = field(default_factory=tuple)


def _with_role(f: Facts, **extra: Any) -> dict[str, Any]:
    return {**extra, **_role(f)}


SNAPSHOT = Step("browser_snapshot", "get fresh refs for the current page")

_SPECS: tuple[CodeSpec, ...] = (
    CodeSpec(
        code="UNKNOWN_REF",
        title="Unknown Element Reference",
        severity="error",
        category="state",
        summary="The ref is not in the current snapshot of the page: a typo, never issued, or from an older page.",
        causes=(
            "The ref came from a snapshot of an earlier page (refs reset on navigation)",
            "The ref was mistyped or invented",
            "The element was never in a snapshot (not loaded or not interactive then)",
        ),
        steps=(
            SNAPSHOT,
            Step(
                "browser_click",
                "retry with the closest valid ref if it is the element you meant",
                args=lambda f: _with_role(f, ref=f["suggested_value"]),
                when=lambda f: bool(f.get("suggested_value")) and f.get("tool") == "browser_click",
            ),
        ),
        hint="Use only refs from the latest snapshot of this page.",
        related=("STALE_REF", "NO_SNAPSHOT"),
    ),
    CodeSpec(
        code="STALE_REF",
        title="Stale Element Reference",
        severity="warning",
        category="state",
        summary="The ref was issued, but its element has left the page (re-render or removal).",
        causes=(
            "The page re-rendered this part of the DOM (frameworks replace nodes)",
            "A script removed the element after the snapshot",
        ),
        steps=(
            Step(
                "{tool}",
                "retry on the same element under its fresh ref",
                args=lambda f: {**f.get("retry_arguments", {}), "ref": f["suggested_value"], **_role(f)},
                when=lambda f: bool(f.get("suggested_value")) and bool(f.get("tool")),
            ),
            Step(
                "browser_snapshot",
                "find the element again and use its new ref",
                when=lambda f: not f.get("suggested_value"),
            ),
        ),
        hint="Retry with the fresh ref of the same element.",
        related=("UNKNOWN_REF", "FRAME_DETACHED"),
    ),
    CodeSpec(
        code="NO_SNAPSHOT",
        title="No Snapshot Yet",
        severity="error",
        category="state",
        summary="A ref was used before any snapshot of this page was taken.",
        causes=(
            "No browser_snapshot (or navigate) was called for this page yet",
            "The page navigated or a new tab opened since the last snapshot",
        ),
        steps=(SNAPSHOT,),
        hint="Take a snapshot first; refs come only from snapshots.",
        related=("UNKNOWN_REF",),
    ),
    CodeSpec(
        code="FRAME_DETACHED",
        title="Frame Detached",
        severity="warning",
        category="state",
        summary="The frame holding the ref was removed from the page or navigated away.",
        causes=(
            "The iframe was removed from the DOM",
            "The iframe navigated to another document",
            "The whole page navigated",
        ),
        steps=(SNAPSHOT,),
        hint="Take a new snapshot; the frame's content gets new refs if it is back.",
        related=("STALE_REF", "UNKNOWN_REF"),
    ),
    CodeSpec(
        code="NAVIGATION_FAILED",
        title="Navigation Failed",
        severity="error",
        category="navigation",
        summary="The browser could not load the URL: DNS, refused connection, HTTP error status, timeout or abort.",
        causes=(
            "The host name does not resolve or the server is not running",
            "The server answered with an HTTP error status",
            "The page took longer than the navigation timeout",
        ),
        steps=(
            Step(
                "browser_navigate",
                "retry the same URL once the server is up (or fix the URL)",
                args=lambda f: _with_role(f, url=f.get("url", "")),
                when=lambda f: f.get("kind") in ("timeout", "refused", "aborted"),
            ),
            Step("browser_snapshot", "see which page the browser is on now"),
        ),
        hint="Check the URL and that its server is reachable, then navigate again.",
        related=("URL_BLOCKED", "ACTION_TIMEOUT"),
    ),
    CodeSpec(
        code="AUTHENTICATION_FAILED",
        title="Authentication Failed",
        severity="fatal",
        category="auth",
        summary="The role's auth profile is missing, unreadable, invalid, expired or rejected by the site.",
        causes=(
            "The auth profile file does not exist or is not valid storage-state JSON",
            "The session cookies in the profile have expired",
            "The site no longer accepts the saved session",
        ),
        steps=(
            Step("list_roles", "see every role and its auth status", args=lambda f: {}),
            Step(
                "select_role",
                "continue with a role that is authenticated",
                args=lambda f: {"role": f["alternative_role"]},
                when=lambda f: bool(f.get("alternative_role")),
            ),
        ),
        hint="A human must refresh the auth profile; meanwhile use another role.",
        related=("UNKNOWN_ROLE",),
    ),
    CodeSpec(
        code="UNKNOWN_ROLE",
        title="Unknown Role",
        severity="error",
        category="validation",
        summary="The role name is not configured and ad-hoc roles are disabled (--strict-roles).",
        causes=("The role name is misspelled", "The role is not in the roles file"),
        steps=(
            Step(
                "select_role",
                "switch to the closest configured role",
                args=lambda f: {"role": f["suggested_value"]},
                when=lambda f: bool(f.get("suggested_value")),
            ),
            Step("list_roles", "see the configured roles", args=lambda f: {}),
        ),
        hint="Use one of the configured role names.",
        related=("INVALID_ARGUMENT", "AUTHENTICATION_FAILED"),
    ),
    CodeSpec(
        code="INVALID_ARGUMENT",
        title="Invalid Argument",
        severity="error",
        category="validation",
        summary="An argument is missing, of the wrong type, out of range, unknown, or not in the allowed values.",
        causes=("The argument does not match the tool's input schema",),
        steps=(
            Step(
                "{tool}",
                "call again with the corrected arguments (fill in any <placeholder>)",
                args=lambda f: f["corrected_arguments"],
                when=lambda f: f.get("corrected_arguments") is not None,
            ),
            Step(
                "browser_snapshot",
                "find the ref of the element you meant, then call again with it",
                when=lambda f: f.get("corrected_arguments") is None and f.get("field") == "ref",
            ),
        ),
        hint="Fix the named field and call again.",
        related=("UNKNOWN_REF", "UNKNOWN_ROLE"),
    ),
    CodeSpec(
        code="ELEMENT_NOT_INTERACTABLE",
        title="Element Not Interactable",
        severity="error",
        category="state",
        summary="The element is hidden, disabled, not editable, or covered by another element.",
        causes=(
            "Another element (banner, modal, overlay) covers it",
            "It is disabled until some condition is met",
            "It is hidden or not rendered yet",
            "It is not an editable field",
        ),
        steps=(
            Step(
                "browser_click",
                "dismiss the element that covers the target",
                args=lambda f: _with_role(f, ref=f["cover_ref"]),
                when=lambda f: bool(f.get("cover_ref")),
            ),
            Step(
                "{tool}",
                "type into the nearest editable field instead",
                args=lambda f: {**f.get("retry_arguments", {}), "ref": f["suggested_value"], **_role(f)},
                when=lambda f: (
                    f.get("reason") == "not_editable"
                    and bool(f.get("suggested_value"))
                    and bool(f.get("retry_arguments"))
                ),
            ),
            Step(
                "browser_snapshot",
                "look at the page state before retrying",
            ),
            Step(
                "{tool}",
                "retry the original action",
                args=lambda f: {**f.get("retry_arguments", {}), **_role(f)},
                when=lambda f: f.get("reason") == "covered" and bool(f.get("cover_ref")),
            ),
        ),
        hint="Make the element usable first (dismiss the cover, enable or reveal it), then retry.",
        related=("ACTION_TIMEOUT", "MODAL_DIALOG_OPEN"),
    ),
    CodeSpec(
        code="ACTION_TIMEOUT",
        title="Action Timed Out",
        severity="warning",
        category="timeout",
        summary="An action or wait ran past its timeout; the message says what it was waiting for.",
        causes=(
            "The page is still loading or busy",
            "The awaited element or condition never appeared",
        ),
        steps=(
            SNAPSHOT,
            Step(
                "{tool}",
                "retry the action once the page is ready",
                args=lambda f: {**f["retry_arguments"], **_role(f)},
                when=lambda f: bool(f.get("retry_arguments")),
            ),
        ),
        hint="Check the page with a snapshot, then retry.",
        retryable=True,
        retry_after_ms=1000,
        related=("ELEMENT_NOT_INTERACTABLE", "NAVIGATION_FAILED"),
    ),
    CodeSpec(
        code="MODAL_DIALOG_OPEN",
        title="Dialog Is Blocking the Page",
        severity="warning",
        category="state",
        summary="A JavaScript dialog (alert, confirm, prompt, beforeunload) or a file chooser blocks the page.",
        causes=("The page opened a dialog or file chooser, often in answer to the last action",),
        steps=(
            Step(
                "browser_handle_dialog",
                "accept (or dismiss with accept=false) the open dialog",
                args=lambda f: _with_role(f, accept=True),
                when=lambda f: f.get("modal_tool", "browser_handle_dialog") == "browser_handle_dialog",
            ),
            Step(
                "browser_file_upload",
                "choose the files (paths=[] cancels the file chooser)",
                args=lambda f: _with_role(f, paths=[]),
                when=lambda f: f.get("modal_tool") == "browser_file_upload",
            ),
        ),
        hint="Clear the dialog or file chooser with the tool named, then continue.",
        related=("ELEMENT_NOT_INTERACTABLE",),
    ),
    CodeSpec(
        code="URL_BLOCKED",
        title="URL Blocked by Policy",
        severity="error",
        category="policy",
        summary="The server's URL policy refused this URL (file: scheme or a blocked origin).",
        causes=("file: URLs are off unless --allow-file-urls", "The origin is blocked or not in --allowed-origins"),
        steps=(
            Step(
                "browser_navigate",
                "open the same path on an allowed origin, if that is what you meant",
                args=lambda f: _with_role(f, url=f["suggested_value"]),
                when=lambda f: bool(f.get("suggested_value")),
            ),
            Step("browser_snapshot", "stay on the current page and choose an allowed URL"),
        ),
        hint="Navigate only to allowed http(s) origins.",
        related=("NAVIGATION_FAILED",),
    ),
    CodeSpec(
        code="BROWSER_UNAVAILABLE",
        title="Browser Unavailable",
        severity="fatal",
        category="dependency",
        summary="No browser could be launched or reached: none installed, it crashed and relaunching failed, "
        "or the remote browser (--browser-endpoint, --cdp-endpoint) does not answer (then retryable).",
        causes=("No Chromium was found on this machine", "Chromium failed to start or crashed"),
        steps=(
            Step(
                "browser_snapshot",
                "in a few seconds: the server reconnects to the remote browser by itself and says what was lost",
                when=lambda f: bool(f.get("remote")),
            ),
            Step(
                "list_roles",
                "check the server still answers after a human fixes it",
                args=lambda f: {},
                when=lambda f: not f.get("remote"),
            ),
        ),
        hint="Local browser: a human must install or repair Chromium (the message says how); remote: retry later.",
        related=("PAGE_CLOSED",),
    ),
    CodeSpec(
        code="PAGE_CLOSED",
        title="Page Was Closed",
        severity="warning",
        category="state",
        summary="The page or browser went away (crash, closed tab); the server reopened it and refs were lost.",
        causes=("The tab was closed", "The page or the browser crashed"),
        steps=(SNAPSHOT,),
        hint="Take a snapshot of the reopened page and continue.",
        related=("BROWSER_UNAVAILABLE",),
    ),
    CodeSpec(
        code="INTERNAL_ERROR",
        title="Internal Error",
        severity="error",
        category="internal",
        summary="Something unexpected failed inside the server; the request_id finds it in the log.",
        causes=("A bug in verdex_py or an unexpected browser state",),
        steps=(
            Step(SNAPSHOT.tool, SNAPSHOT.why, when=lambda f: f.get("tool") != "browser_snapshot"),
            Step(
                "{tool}",
                "retry the call once",
                args=lambda f: {**f["retry_arguments"], **_role(f)},
                when=lambda f: "retry_arguments" in f,
            ),
        ),
        hint="Take a snapshot and retry once; report the request_id if it repeats.",
        related=(),
    ),
)

REGISTRY: dict[str, CodeSpec] = {spec.code: spec for spec in _SPECS}


def spec_for(code: str) -> CodeSpec:
    return REGISTRY[code]
