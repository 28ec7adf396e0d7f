"""Generate docs/ERRORS.md from the registry: `python -m verdex_py.errors.docs [--check]`.

The examples below are rendered through the real formatter, so the page shows exactly
what an agent receives. A test runs `--check` and fails when the file is stale.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from verdex_py.errors import exceptions as exc
from verdex_py.errors.format import build_envelope, render_text
from verdex_py.errors.registry import REGISTRY

DOC = Path(__file__).resolve().parents[2] / "docs" / "ERRORS.md"
ELEMENT = {"ref": "e7", "role": "button", "name": "Save", "tag": "button", "frame": None}

# The arguments of the failed call in each example (plans re-do that call).
EXAMPLE_CALLS: dict[str, dict[str, object]] = {
    "UNKNOWN_REF": {"ref": "e99"},
    "STALE_REF": {"ref": "e4"},
    "NO_SNAPSHOT": {"ref": "e3"},
    "FRAME_DETACHED": {"ref": "f1e3", "text": "Ada"},
    "NAVIGATION_FAILED": {"url": "http://127.0.0.1:9/"},
    "INVALID_ARGUMENT": {"reff": "e5"},
    "ELEMENT_NOT_INTERACTABLE": {"ref": "e5"},
    "ACTION_TIMEOUT": {"ref": "e5"},
    "URL_BLOCKED": {"url": "file:///etc/passwd"},
    "BROWSER_UNAVAILABLE": {"url": "http://127.0.0.1:8000/"},
    "PAGE_CLOSED": {"ref": "e3"},
    "INTERNAL_ERROR": {},
}

EXAMPLES: dict[str, tuple[str, exc.VerdexError]] = {
    "UNKNOWN_REF": (
        "browser_click",
        exc.UnknownRef(
            "Ref e99 was never issued for this page (http://127.0.0.1:8000/form.html); nothing ties it to an "
            "element there.",
            field="ref",
            allowed_values=["e3", "e5", "e9"],
            details={
                "ref": "e99",
                "url": "http://127.0.0.1:8000/form.html",
                "candidates": [
                    {"ref": "e3", "role": "textbox", "name": "Full name"},
                    {"ref": "e5", "role": "checkbox", "name": "I accept the terms"},
                    {"ref": "e9", "role": "button", "name": "Sign up"},
                ],
            },
        ),
    ),
    "STALE_REF": (
        "browser_click",
        exc.StaleRef(
            'Element e4 (button "Save", <button>) has left the page; its fresh ref is e10.',
            field="ref",
            suggested_value="e10",
            details={"element": {**ELEMENT, "ref": "e4"}, "fresh_ref": "e10"},
        ),
    ),
    "NO_SNAPSHOT": (
        "browser_click",
        exc.NoSnapshot(
            "Ref e3 was used before any snapshot of this page (about:blank).", field="ref", details={"ref": "e3"}
        ),
    ),
    "FRAME_DETACHED": (
        "browser_type",
        exc.FrameDetached(
            'The frame that held f1e3 (textbox "Inner name") is gone (removed or navigated).',
            field="ref",
            details={"element": {"ref": "f1e3", "role": "textbox", "name": "Inner name", "frame": "f1"}},
        ),
    ),
    "NAVIGATION_FAILED": (
        "browser_navigate",
        exc.NavigationFailed(
            "Could not load http://127.0.0.1:9/: net::ERR_CONNECTION_REFUSED (refused).",
            field="url",
            details={"url": "http://127.0.0.1:9/", "net_error": "ERR_CONNECTION_REFUSED", "kind": "refused"},
            facts={"kind": "refused"},
        ),
    ),
    "AUTHENTICATION_FAILED": (
        "select_role",
        exc.AuthenticationFailed(
            "Role 'admin' cannot start: auth profile admin.json is not valid JSON (line 1).",
            field="role",
            details={"role": "admin", "auth_file": "admin.json", "reason": "invalid_json"},
            facts={"alternative_role": "guest"},
        ),
    ),
    "UNKNOWN_ROLE": (
        "select_role",
        exc.UnknownRole(
            "Role 'admn' is not configured and ad-hoc roles are disabled (--strict-roles).",
            field="role",
            allowed_values=["admin", "customer"],
            suggested_value="admin",
            details={"role": "admn"},
        ),
    ),
    "INVALID_ARGUMENT": (
        "browser_click",
        exc.InvalidArgument(
            "browser_click has no argument 'reff'; accepted: role, ref, element, double_click, button, modifiers.",
            field="reff",
            allowed_values=["role", "ref", "element", "double_click", "button", "modifiers"],
            suggested_value="ref",
            details={"constraint": "extra_forbidden", "input": "e5"},
            facts={"corrected_arguments": {"ref": "e5"}},
        ),
    ),
    "ELEMENT_NOT_INTERACTABLE": (
        "browser_click",
        exc.ElementNotInteractable(
            'e5 (button "Buy now", <button>) is covered by <div id=cookie-banner> "We use cookies"; its control e7 '
            "likely dismisses it.",
            field="ref",
            details={
                "element": {**ELEMENT, "ref": "e5", "name": "Buy now"},
                "reason": "covered",
                "covering_element": {"tag": "div", "id": "cookie-banner", "ref": "e7"},
            },
            facts={
                "reason": "covered",
                "fixes": [
                    {
                        "tool": "browser_click",
                        "arguments": {"ref": "e7", "role": "default"},
                        "why": 'dismiss <div id=cookie-banner> with its button "Accept"',
                    }
                ],
            },
        ),
    ),
    "ACTION_TIMEOUT": (
        "browser_click",
        exc.ActionTimeout(
            "The action was performed, but the navigation it started to http://127.0.0.1:8000/hang did not load "
            "within 15000 ms; it was stopped and the page stays on http://127.0.0.1:8000/navigate.html.",
            details={"waiting_for": "navigation to http://127.0.0.1:8000/hang", "timeout_ms": 15000},
            facts={"performed": True},
        ),
    ),
    "MODAL_DIALOG_OPEN": (
        "browser_snapshot",
        exc.ModalDialogOpen(
            'A confirm dialog is open ("Proceed?") and blocks the page.',
            details={"dialog": {"type": "confirm", "message": "Proceed?"}},
        ),
    ),
    "URL_BLOCKED": (
        "browser_navigate",
        exc.UrlBlocked(
            "file: URLs are blocked (file:///etc/passwd); the server was not started with --allow-file-urls.",
            field="url",
            details={"url": "file:///etc/passwd", "rule": "file-urls-disabled"},
        ),
    ),
    "BROWSER_UNAVAILABLE": (
        "browser_navigate",
        exc.BrowserUnavailable(
            "No Chromium found (looked for Playwright's browser and chromium, chromium-browser, google-chrome, "
            "google-chrome-stable); a human must run `apt-get update && apt-get install -y chromium` as root, or "
            "pass --executable-path.",
            details={"install_command": "apt-get update && apt-get install -y chromium"},
        ),
    ),
    "PAGE_CLOSED": (
        "browser_click",
        exc.PageClosed(
            "The active page of role 'default' was closed and reopened at http://127.0.0.1:8000/form.html; "
            "its refs are gone.",
            details={
                "recovered": True,
                "reopened_url": "http://127.0.0.1:8000/form.html",
                "lost": ["refs"],
                "candidates": [{"ref": "e3", "role": "textbox", "name": "Full name"}],
            },
        ),
    ),
    "INTERNAL_ERROR": (
        "browser_snapshot",
        exc.InternalError(
            "browser_snapshot failed unexpectedly: RuntimeError: boom",
            details={"exception": "RuntimeError"},
        ),
    ),
}


def render() -> str:
    out = [
        "# Error codes",
        "",
        "Generated from `verdex_py/errors/registry.py` by `python -m verdex_py.errors.docs`; do not edit.",
        "",
        "Every failure is a tool result with `isError: true`, a recovery plan as text and the envelope below as",
        "`structuredContent.error` (see [CONTRACT.md](CONTRACT.md), section 3).",
        "",
        "| code | severity | category | retryable | when |",
        "|---|---|---|---|---|",
    ]
    out += [
        f"| `{s.code}` | {s.severity} | {s.category} | {'yes' if s.retryable else 'no'} | {s.summary} |"
        for s in REGISTRY.values()
    ]
    for spec in REGISTRY.values():
        tool, error = EXAMPLES[spec.code]
        env = build_envelope(
            error, tool=tool, role="default", request_id="0123456789ab", arguments=EXAMPLE_CALLS.get(spec.code, {})
        )
        out += [
            "",
            f"## {spec.code}",
            "",
            spec.summary,
            "",
            "Likely causes: " + "; ".join(spec.causes) + ".",
            "",
            f"Related: {', '.join(f'`{c}`' for c in spec.related) or 'none'}.",
            "",
            f"Example (from `{tool}`), as the agent reads it:",
            "",
            "```text",
            render_text(env),
            "```",
            "",
            "Envelope:",
            "",
            "```json",
            json.dumps(env, indent=2, ensure_ascii=False),
            "```",
        ]
    return "\n".join(out) + "\n"


def main() -> None:
    text = render()
    if "--check" in sys.argv:
        if not DOC.exists() or DOC.read_text(encoding="utf-8") != text:
            print("docs/ERRORS.md is stale: run python -m verdex_py.errors.docs", file=sys.stderr)
            raise SystemExit(1)
        return
    DOC.parent.mkdir(exist_ok=True)
    DOC.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
