"""The one registry of error codes.

Every code an agent can see is defined here and nowhere else: its title, how grave it
is, whether retrying helps, the usual causes and the recovery plan. Exceptions only
carry facts; `format.py` joins facts and registry into the agent-facing envelope, and
`docs/ERRORS.md` is generated from this table (`python -m verdex_py.docsgen.errors_doc`).

A recovery step is data: the tool to call, how to build its arguments from the error's
facts, which arguments only the agent knows (`needs`: left out of the arguments, never
filled with a placeholder), whether it re-does the failed call (`retry`), and a condition
for steps that only make sense with some facts. Facts every plan can rely on (set by
`format.build_envelope`): `tool` (the failed call's tool), `takes_role` (False for a tool
that takes no `role`), `call` (its arguments without `role`), `role`, `old_ref` (the ref
the call used, if any), `suggested_value`, `field`.
Diagnosed fixes (the checkbox a disabled button waits for, the control that dismisses a
cover) arrive as `fixes`, typed data (`fixes.Fix`) made into calls (`fixes.fix_call`) and
placed before the retry.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Severity = Literal["info", "warning", "error", "fatal"]
Category = Literal["validation", "state", "navigation", "auth", "timeout", "dependency", "policy", "internal"]
Facts = Mapping[str, Any]


def role_args(f: Facts) -> dict[str, Any]:
    """Most steps repeat the role the failing call acted on, so the plan is exact."""
    return {"role": f["role"]} if f.get("role") else {}


def _retry_role(f: Facts) -> dict[str, Any]:
    """The role for a re-done call: none for the tools that take no `role` (fact `takes_role`)."""
    return role_args(f) if f.get("takes_role", True) else {}


def _acts_as_role(f: Facts) -> bool:
    """The failed tool acts as a role it was given (not select_role, whose role is its subject)."""
    return bool(f.get("takes_role", True)) and f.get("tool") != "select_role"


def _no_needs(f: Facts) -> list[str]:
    return []


@dataclass(frozen=True)
class Step:
    tool: str  # a tool name, or "{tool}" for the tool that failed
    why: str
    args: Callable[[Facts], dict[str, Any]] = role_args
    when: Callable[[Facts], bool] = lambda f: True
    retry: bool = False  # re-does the failed call: when it succeeds, the agent's intent is done
    needs: Callable[[Facts], list[str]] = _no_needs  # arguments only the agent can supply
    expand: str | None = None  # a facts key holding ready-made steps (diagnosed fixes) to place here


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
    return {**extra, **role_args(f)}


def replace_ref(value: Any, old: str | None, new: str) -> Any:
    """The call's arguments with the ref `old` swapped for `new`, wherever it sits
    (`ref` of a click, `fields[i].ref` of a form fill)."""
    if isinstance(value, dict):
        return {
            k: (new if k == "ref" and (v == old or old is None) else replace_ref(v, old, new)) for k, v in value.items()
        }
    if isinstance(value, list):
        return [replace_ref(v, old, new) for v in value]
    return value


def _drop(value: Any, names: list[str]) -> Any:
    return {k: v for k, v in value.items() if k not in names} if isinstance(value, dict) else value


def _call_with_ref(f: Facts, ref: str) -> dict[str, Any]:
    return {**replace_ref(f["call"], f.get("old_ref"), ref), **_retry_role(f)}


def _call_without_ref(f: Facts) -> dict[str, Any]:
    """The failed call with its ref left for the agent to fill in (a top-level `ref` only)."""
    return {**_drop(f["call"], ["ref"]), **_retry_role(f)}


def _top_level_ref(f: Facts) -> bool:
    return "ref" in f.get("call", {})


def _needs_ref(f: Facts) -> list[str]:
    return ["ref"]


def retry_with_fresh_ref(why: str) -> Step:
    """The failed call again, on the same element under the ref the server found for it."""
    return Step(
        "{tool}",
        why,
        args=lambda f: _call_with_ref(f, f["suggested_value"]),
        when=lambda f: bool(f.get("suggested_value")) and f.get("old_ref") is not None,
        retry=True,
    )


def retry_choosing_ref(why: str, when: Callable[[Facts], bool] = lambda f: True) -> Step:
    """The failed call again with a ref the agent picks (the server found no unique match)."""
    return Step(
        "{tool}",
        why,
        args=_call_without_ref,
        when=lambda f: not f.get("suggested_value") and _top_level_ref(f) and when(f),
        retry=True,
        needs=_needs_ref,
    )


def _has_candidates(f: Facts) -> bool:
    return bool(f.get("candidates"))


def _in_other_tab(f: Facts) -> bool:
    return isinstance(f.get("in_tab"), dict)


def ref_recovery(fresh: str, look: str) -> tuple[Step, ...]:
    """The plan of every dead-ref code: the same element's new ref when the server found it;
    the tab that issued the ref when it is another open tab and the element is not here;
    else the retry with a ref the agent picks from the candidates listed (or from a snapshot)."""
    return (
        retry_with_fresh_ref(fresh),
        Step(
            "browser_tabs",
            "make the tab that issued the ref active",
            args=lambda f: {"action": "select", "index": f["in_tab"]["index"], **role_args(f)},
            when=_in_other_tab,
        ),
        retry_as_is("retry there with the same ref", when=_in_other_tab),
        retry_choosing_ref("retry with the ref of the element you meant (candidates above)", when=_has_candidates),
        Step("browser_snapshot", look, when=lambda f: not f.get("suggested_value") and not _in_other_tab(f)),
        retry_choosing_ref(
            "retry with the ref of the element you meant",
            when=lambda f: not _has_candidates(f) and not _in_other_tab(f),
        ),
    )


def retry_as_is(why: str, when: Callable[[Facts], bool] = lambda f: True) -> Step:
    return Step("{tool}", why, args=lambda f: {**f["call"], **_retry_role(f)}, when=when, retry=True)


SNAPSHOT = Step("browser_snapshot", "get fresh refs for the current page")
FIXES = Step("{tool}", "", expand="fixes")  # the diagnosed fixes, in order, before the retry
_TRANSIENT_NAV = ("network_changed", "unavailable")
HISTORY_TOOLS = ("browser_navigate_back", "browser_navigate_forward", "browser_reload")
NAV_TOOLS = ("browser_navigate", *HISTORY_TOOLS)


def _top_field(f: Facts) -> str:
    """The top-level argument holding the field at fault (`fields` for `fields.0.value`)."""
    return str(f.get("field") or "").split(".", 1)[0] if f.get("field") != "arguments" else ""


def _reopens(f: Facts) -> bool:
    """An action led to a page that failed for now, by GET: the plan opens it again (not the page before)."""
    return f.get("tool") not in NAV_TOOLS and f.get("kind") == "unavailable" and f.get("method") == "GET"


def _nav_retry_first(f: Facts) -> bool:
    """A retry may fix these; refused, DNS, HTTP errors and invalid URLs fail the same way again."""
    return f.get("kind") in ("timeout", "aborted", *_TRANSIENT_NAV)


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
        steps=ref_recovery(
            "retry on the same element (same role and name) under its ref on this page",
            "see the whole page if it is not among them",
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
        steps=ref_recovery("retry on the same element under its fresh ref", "find the element again"),
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
        steps=ref_recovery(
            "retry on the same element (same role and name) on the page now shown", "see the whole page"
        ),
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
        steps=ref_recovery(
            "retry on the same element, found again (same role and name)", "see whether the frame's content is back"
        ),
        hint="Retry with the element's new ref; the frame's content gets new refs when it is back.",
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
                "retry the same URL (after retry_after_ms when given)",
                args=lambda f: _with_role(f, url=f["url"]),
                when=lambda f: f.get("tool") == "browser_navigate" and _nav_retry_first(f),
                retry=True,
            ),
            Step(
                "browser_navigate",
                "open the corrected URL; this one fails the same way until the site is fixed",
                when=lambda f: f.get("tool") == "browser_navigate" and not _nav_retry_first(f),
                retry=True,
                needs=lambda f: ["url"],
            ),
            retry_as_is(
                "retry the call",
                when=lambda f: (
                    f.get("tool") in HISTORY_TOOLS
                    and (not f.get("status") or (f.get("tool") == "browser_reload" and f.get("kind") == "unavailable"))
                ),
            ),
            Step(
                "browser_navigate",
                "open another URL; this page answers the same until the site is fixed",
                when=lambda f: (
                    f.get("tool") in HISTORY_TOOLS and bool(f.get("status")) and f.get("kind") != "unavailable"
                ),
                needs=lambda f: ["url"],
            ),
            Step(  # back or forward reached a page that failed for now: the tab is on it, reload it
                "browser_reload",
                "load that page again once retry_after_ms has passed",
                when=lambda f: (
                    f.get("tool") in HISTORY_TOOLS[:2] and f.get("kind") == "unavailable" and bool(f.get("status"))
                ),
            ),
            # An action led to an error page: the action ran, so it is never repeated; the page it led to
            # may be opened again (a GET only: a form sent again could be taken twice).
            Step(
                "browser_navigate",
                "open that page again once retry_after_ms has passed (the action itself already ran)",
                args=lambda f: _with_role(f, url=f["url"]),
                when=_reopens,
            ),
            Step(
                "browser_snapshot",
                "see where the page is now",
                when=lambda f: f.get("tool") not in NAV_TOOLS and not f.get("status"),  # an error page's is in details
            ),
            Step(
                "browser_navigate",
                "go back to the last page that loaded",
                args=lambda f: _with_role(f, url=f["last_url"]),
                when=lambda f: bool(f.get("last_url")) and f.get("last_url") != f.get("url") and not _reopens(f),
            ),
        ),
        hint="Check the URL and that its server is reachable, then navigate again.",
        related=("URL_BLOCKED", "ACTION_TIMEOUT"),
    ),
    CodeSpec(
        code="AUTHENTICATION_FAILED",
        title="Authentication Failed",
        severity="fatal",
        category="auth",
        summary="The role's auth profile is missing, unreadable, invalid, expired or rejected by the site "
        "(a page that answers HTTP 401/403 where signing in would help).",
        causes=(
            "The auth profile file does not exist or is not valid storage-state JSON",
            "The session cookies in the profile have expired",
            "The site no longer accepts the saved session",
        ),
        steps=(
            Step(
                "{tool}",
                "do it as a role that is authenticated",
                args=lambda f: {**f["call"], "role": f["alternative_role"]},
                when=lambda f: bool(f.get("alternative_role")) and _acts_as_role(f) and not f.get("performed"),
                retry=True,
            ),
            Step(  # an action led to a page that refused this role: the action ran; open that page as the other
                "browser_navigate",
                "open the page that refused this role as a role that is authenticated",
                args=lambda f: {"url": f["url"], "role": f["alternative_role"]},
                when=lambda f: bool(f.get("alternative_role")) and bool(f.get("performed")) and bool(f.get("url")),
            ),
            Step(
                "select_role",
                "continue with a role that is authenticated",
                args=lambda f: {"role": f["alternative_role"]},
                when=lambda f: bool(f.get("alternative_role")) and f.get("tool") == "select_role",
                retry=True,
            ),
            Step(
                "select_role",
                "make it the current role for the next calls",
                args=lambda f: {"role": f["alternative_role"]},
                when=lambda f: bool(f.get("alternative_role")) and _acts_as_role(f),
            ),
            Step(
                "browser_snapshot",
                "see the sign-in form the page shows (its snapshot is also in details): sign in with it",
                when=lambda f: bool(f.get("login_page")),
            ),
            Step("list_roles", "see every role and its auth status", args=lambda f: {}),
        ),
        hint="A human must refresh the auth profile (or sign in on the page's form); meanwhile use another role.",
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
                "{tool}",
                "call again as the closest configured role",
                args=lambda f: {**f["call"], "role": f["suggested_value"]},
                when=lambda f: bool(f.get("suggested_value")),
                retry=True,
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
        summary=(
            "An argument is missing, of the wrong type, out of range, unknown, or not in the allowed values; "
            "or a value the page did not keep (the field's format, pattern, min/max/step, or a script refused it)."
        ),
        causes=("The argument does not match the tool's input schema",),
        steps=(
            FIXES,
            Step(
                "browser_snapshot",
                "read what the page says about the value it refused",
                when=lambda f: bool(f.get("page_refused")),
            ),
            Step(
                "{tool}",
                "call again with the corrected arguments",
                args=lambda f: {**_retry_role(f), **_drop(f["corrected_arguments"], f.get("needs") or [])},
                when=lambda f: f.get("corrected_arguments") is not None,
                retry=True,
                needs=lambda f: list(f.get("needs") or []),
            ),
            Step(
                "{tool}",
                "call again with a valid value for the field named",
                args=lambda f: {**_drop(f["call"], [_top_field(f)]), **_retry_role(f)},
                when=lambda f: f.get("corrected_arguments") is None and bool(_top_field(f)),
                retry=True,
                needs=lambda f: [_top_field(f)],
            ),
            Step(
                "browser_snapshot",
                "find the ref of the element you meant",
                when=lambda f: f.get("field") == "ref" and not f.get("suggested_value"),
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
            FIXES,
            Step(
                "{tool}",
                "type into the nearest editable field instead",
                args=lambda f: _call_with_ref(f, f["suggested_value"]),
                when=lambda f: f.get("reason") == "not_editable" and bool(f.get("suggested_value")),
                retry=True,
            ),
            Step("browser_snapshot", "look at the page state", when=lambda f: not f.get("fixes")),
            retry_as_is(
                "retry the original action",
                when=lambda f: f.get("reason") != "not_editable" and bool(f.get("fixes") or f.get("pending")),
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
            retry_as_is("retry once the page is ready (after retry_after_ms)", when=lambda f: not f.get("performed")),
            SNAPSHOT,
            # The call ran but its named argument made it wait without end (a promise that never
            # settles): only a changed argument can work, never the same call again.
            Step(
                "{tool}",
                "call again with a value that finishes in time (a function that returns or resolves)",
                args=lambda f: {**_drop(f["call"], [f["field"]]), **_retry_role(f)},
                when=lambda f: bool(f.get("performed")) and bool(f.get("field")),
                retry=True,
                needs=lambda f: [f["field"]],
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
                when=lambda f: f.get("modal_kind", "dialog") == "dialog",
            ),
            Step(
                "browser_file_upload",
                "choose the files (paths=[] cancels the file chooser)",
                args=lambda f: _with_role(f, paths=[]),
                when=lambda f: f.get("modal_kind") == "file_chooser",
            ),
            retry_as_is(
                "then do what the dialog blocked",
                when=lambda f: (
                    f.get("tool") not in ("browser_handle_dialog", "browser_file_upload") and not f.get("performed")
                ),  # a load the dialog holds up goes on once it is answered
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
                when=lambda f: bool(f.get("suggested_value")) and f.get("tool") == "browser_navigate",
                retry=True,
            ),
            Step(
                "browser_navigate",
                "open an allowed URL instead",
                when=lambda f: not f.get("suggested_value") and f.get("tool") == "browser_navigate",
                retry=True,
                needs=lambda f: ["url"],
            ),
            # A click or a script led to the blocked URL: that action ran, so nothing re-does it.
            Step(
                "browser_snapshot",
                "see the page the role stayed on; the blocked page was not shown",
                when=lambda f: f.get("tool") != "browser_navigate",
            ),
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
                "retry in a few seconds: the server reconnects to the remote browser by itself and says what was lost",
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
        steps=(
            *ref_recovery("retry on the same element in the reopened page", "see the reopened page"),
            retry_as_is("retry on the reopened page", when=lambda f: f.get("old_ref") is None),
        ),
        hint="Take a snapshot of the reopened page and continue.",
        related=("BROWSER_UNAVAILABLE",),
    ),
    CodeSpec(
        code="PAGE_UNRESPONSIVE",
        title="Page Stopped Responding",
        severity="warning",
        category="state",
        summary=(
            "A script on the page ran without yielding; the server stopped it (or replaced the tab when it kept "
            "freezing), so the page answers again."
        ),
        causes=(
            "A script loops forever or computes for seconds, often started by the last action",
            "A timer keeps restarting a busy script",
        ),
        steps=(
            SNAPSHOT,
            retry_as_is(
                "retry the call: the page froze before it, not because of it",
                when=lambda f: f.get("caused_by_call") is False,
            ),
        ),
        hint="Look at the page with a snapshot; do not repeat the action that froze it.",
        related=("PAGE_CLOSED", "ACTION_TIMEOUT"),
    ),
    CodeSpec(
        code="INTERNAL_ERROR",
        title="Internal Error",
        severity="error",
        category="internal",
        summary="Something unexpected failed inside the server; the request_id finds it in the log.",
        causes=("A bug in verdex_py or an unexpected browser state",),
        steps=(
            retry_as_is("retry the call once"),
            Step(
                SNAPSHOT.tool, "look at the page if it fails again", when=lambda f: f.get("tool") != "browser_snapshot"
            ),
        ),
        hint="Retry once; report the request_id if it repeats.",
        related=(),
    ),
)

REGISTRY: dict[str, CodeSpec] = {spec.code: spec for spec in _SPECS}


def spec_for(code: str) -> CodeSpec:
    return REGISTRY[code]
