"""The codes about what a call named: refs, the page to open and its credentials, the role, the arguments.

Part of the one registry (`registry.py` joins this table and `codes_state.py`'s, in this
order, which is the order of docs/ERRORS.md).
"""

from __future__ import annotations

from verdex_py.errors.plan_steps import (
    FIXES,
    CodeSpec,
    Facts,
    Step,
    drop,
    ref_recovery,
    retry_as_is,
    retry_role,
    with_role,
)


def _acts_as_role(f: Facts) -> bool:
    """The failed tool acts as a role it was given (not select_role, whose role is its subject)."""
    return bool(f.get("takes_role", True)) and f.get("tool") != "select_role"


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


CALL_CODES: tuple[CodeSpec, ...] = (
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
                args=lambda f: with_role(f, url=f["url"]),
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
                args=lambda f: with_role(f, url=f["url"]),
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
                args=lambda f: with_role(f, url=f["last_url"]),
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
                args=lambda f: {**retry_role(f), **drop(f["corrected_arguments"], f.get("needs") or [])},
                when=lambda f: f.get("corrected_arguments") is not None,
                retry=True,
                needs=lambda f: list(f.get("needs") or []),
            ),
            Step(
                "{tool}",
                "call again with a valid value for the field named",
                args=lambda f: {**drop(f["call"], [_top_field(f)]), **retry_role(f)},
                when=lambda f: f.get("corrected_arguments") is None and bool(_top_field(f)),
                retry=True,
                needs=lambda f: [_top_field(f)],
            ),
            Step(
                "browser_snapshot",
                "find the ref of the element you meant",
                when=lambda f: str(f.get("field") or "").split(".")[-1] == "ref" and not f.get("suggested_value"),
            ),
        ),
        hint="Fix the named field and call again.",
        related=("UNKNOWN_REF", "UNKNOWN_ROLE"),
    ),
)
