"""Every plan the registry can produce, walked with sample facts (no browser).

For each code, each tool that can fail with it and each shape of facts the server
produces (a fresh ref found or not, candidates listed or not, diagnosed fixes, kinds of
navigation failure), the plan must be executable as data by an agent that reads it
literally (docs/CONTRACT.md, section 3):

- every argument is a real value: no `<placeholder>` anywhere; what only the agent knows
  is named in `needs`, shown in the text as `name=<...>`, and absent from `arguments`;
- each step is a valid call of a published tool once its `needs` are supplied;
- exactly one step re-does the failed call (same tool) and carries `retry: true`, unless
  retrying cannot help (listed in `no_retry_expected`, each with its reason).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from verdex_py.config import Settings
from verdex_py.errors import exceptions as exc
from verdex_py.errors.fixes import Fix
from verdex_py.errors.format import build_envelope, render_text
from verdex_py.errors.registry import REGISTRY
from verdex_py.server.catalog import enabled_tools, to_mcp_tool

TOOLS = enabled_tools(Settings(caps=("evaluate",)))
SCHEMAS = {t.name: to_mcp_tool(t).input_schema for t in TOOLS.values()}
PLACEHOLDER = re.compile(r"<[^<>]+>")
MAX_TEXT = 800

# One valid call per tool: the call that failed (plans re-do it).
CALLS: dict[str, dict[str, Any]] = {
    "browser_navigate": {"url": "http://127.0.0.1:8000/form.html"},
    "browser_navigate_back": {},
    "browser_navigate_forward": {},
    "browser_reload": {},
    "browser_snapshot": {},
    "browser_click": {"ref": "e4"},
    "browser_type": {"ref": "e4", "text": "Ada", "submit": True},
    "browser_hover": {"ref": "e4"},
    "browser_press_key": {"key": "Enter"},
    "browser_select_option": {"ref": "e4", "values": ["Blue"]},
    "browser_fill_form": {"fields": [{"ref": "e4", "type": "textbox", "value": "Ada"}]},
    "browser_handle_dialog": {"accept": True},
    "browser_file_upload": {"paths": []},
    "browser_wait_for": {"text": "Done", "timeout_ms": 1500},
    "browser_take_screenshot": {},
    "browser_find": {"text": "Save"},
    "browser_tabs": {"action": "select", "index": 1},
    "browser_console_messages": {},
    "browser_network_requests": {},
    "browser_resize": {"width": 800, "height": 600},
    "browser_close": {},
    "browser_evaluate": {"function": "() => 1"},
    "list_roles": {},
    "select_role": {"role": "admn"},
    "get_current_role": {},
    "browser_failures": {},
    "browser_save_auth": {"name": "a.json"},
}
REF_TOOLS = [t for t, a in CALLS.items() if "ref" in a or "fields" in a]
ELEMENT = {"ref": "e4", "role": "button", "name": "Save", "tag": "button", "frame": None}
CANDIDATES = [{"ref": "e12", "role": "button", "name": "Save"}, {"ref": "e13", "role": "link", "name": "Home"}]
CLICK_FIX = Fix("tick", "tick the checkbox", "e9")  # diagnosed fixes are data; the plan makes them calls
TYPE_FIX = Fix("fill", "fill the required field", "e7")

Variant = tuple[str, exc.VerdexError]  # (label, the error as raised)


def _ref_variants(cls: type[exc.VerdexError]) -> Iterator[Variant]:
    for fresh, candidates in itertools.product((None, "e12"), (False, True)):
        details: dict[str, Any] = {"element": ELEMENT, "url": "http://127.0.0.1:8000/"}
        if candidates:
            details["candidates"] = CANDIDATES
        yield (
            f"fresh={fresh},candidates={candidates}",
            cls("x.", field="ref", suggested_value=fresh, allowed_values=["e12", "e13"], details=details),
        )
    in_tab = {"element": ELEMENT, "url": "http://127.0.0.1:8000/b", "in_tab": {"index": 0, "url": "http://x/a"}}
    yield "in another tab", cls("x.", field="ref", details=in_tab)


def variants(code: str, tool: str) -> Iterator[Variant]:
    """The shapes of facts the server produces for `code`."""
    if code in ("UNKNOWN_REF", "STALE_REF", "NO_SNAPSHOT", "FRAME_DETACHED"):
        yield from _ref_variants(
            getattr(
                exc,
                {
                    "UNKNOWN_REF": "UnknownRef",
                    "STALE_REF": "StaleRef",
                    "NO_SNAPSHOT": "NoSnapshot",
                    "FRAME_DETACHED": "FrameDetached",
                }[code],
            )
        )
    elif code == "PAGE_CLOSED":
        yield from _ref_variants(exc.PageClosed)
        yield "no element", exc.PageClosed("x.", details={"recovered": True})
    elif code == "NAVIGATION_FAILED":
        for kind, last in itertools.product(
            ("dns", "refused", "http_error", "invalid_url", "timeout", "aborted", "network_changed", "unavailable"),
            (None, "http://127.0.0.1:8000/index.html"),
        ):
            transient = kind in ("network_changed", "unavailable")
            facts = {
                "kind": kind,
                "last_url": last,
                **({"retryable": True, "retry_after_ms": 2000} if transient else {}),
            }
            yield (
                f"{kind},last={bool(last)}",
                exc.NavigationFailed(
                    "x.", field="url", details={"url": "http://127.0.0.1:9/", "kind": kind}, facts=facts
                ),
            )
        # An HTTP error status (#21 item 4): its status class, and the method of the request
        for status, method in ((404, "GET"), (503, "GET"), (500, "POST"), (422, "POST")):
            kind = "unavailable" if status >= 500 else "http_error"
            facts = {"kind": kind, "last_url": "http://127.0.0.1:8000/a", "status": status, "method": method}
            if kind == "unavailable":
                facts |= {"retryable": True, "retry_after_ms": 5000}
            yield (
                f"http {status} {method}",
                exc.NavigationFailed("x.", field="url", details={"url": "http://127.0.0.1:8000/b"}, facts=facts),
            )
    elif code == "AUTHENTICATION_FAILED":
        for alt in (None, "guest"):
            yield f"alt={alt}", exc.AuthenticationFailed("x.", field="role", facts={"alternative_role": alt})
            page = {"alternative_role": alt, "url": "http://127.0.0.1:8000/b", "login_page": True}
            yield f"alt={alt},http 401", exc.AuthenticationFailed("x.", field="role", facts=page)
            if tool != "browser_navigate":  # a click led to the page that refused the role
                performed = {**page, "performed": True}
                yield f"alt={alt},http 401 performed", exc.AuthenticationFailed("x.", field="role", facts=performed)
    elif code == "UNKNOWN_ROLE":
        for suggestion in (None, "admin"):
            yield (
                f"suggested={suggestion}",
                exc.UnknownRole("x.", field="role", suggested_value=suggestion, allowed_values=["admin"]),
            )
    elif code == "INVALID_ARGUMENT":
        call = CALLS[tool]
        for name in [p for p in SCHEMAS[tool]["properties"] if p != "role"][:3]:
            fixed = {**call, name: call.get(name, "e5" if name == "ref" else True)}
            if name not in call and name != "ref" and SCHEMAS[tool]["properties"][name].get("type") != "boolean":
                fixed = None  # no sample value for it: the variants below cover it
            if fixed is not None:
                yield (
                    f"corrected {name}",
                    exc.InvalidArgument(
                        "x.", field=name, suggested_value=fixed[name], facts={"corrected_arguments": fixed}
                    ),
                )
            missing = {k: v for k, v in call.items() if k != name}
            yield (
                f"missing {name}",
                exc.InvalidArgument("x.", field=name, facts={"corrected_arguments": missing, "needs": [name]}),
            )
            yield f"bad {name}, no guess", exc.InvalidArgument("x.", field=name, details={"input": "?"})
        if "fields" in call:
            yield "nested", exc.InvalidArgument("x.", field="fields.0.value")
    elif code == "ELEMENT_NOT_INTERACTABLE":
        for reason, fixes, pending in (
            ("covered", [CLICK_FIX], False),
            ("disabled", [CLICK_FIX, TYPE_FIX], False),
            ("disabled", [], True),
            ("disabled", [], False),
            ("hidden", [CLICK_FIX], False),
            ("hidden", [], False),
            ("not_editable", [], False),
        ):
            yield (
                f"{reason},fixes={len(fixes)},pending={pending}",
                exc.ElementNotInteractable(
                    "x.",
                    field="ref",
                    details={"element": ELEMENT, "reason": reason},
                    facts={"reason": reason, "fixes": fixes, "pending": pending},
                ),
            )
        yield (
            "not_editable,nearby",
            exc.ElementNotInteractable(
                "x.",
                field="ref",
                suggested_value="e6",
                details={"element": ELEMENT, "reason": "not_editable"},
                facts={"reason": "not_editable"},
            ),
        )
    elif code == "ACTION_TIMEOUT":
        yield "wait", exc.ActionTimeout("x.", details={"waiting_for": "text"})
        yield "performed", exc.ActionTimeout("x.", details={"waiting_for": "navigation"}, facts={"performed": True})
        if tool == "browser_evaluate":  # a promise that never settled: only another function can work
            yield "unsettled", exc.ActionTimeout("x.", field="function", facts={"performed": True})
    elif code == "MODAL_DIALOG_OPEN":
        for tool, kind, type_ in (
            ("browser_handle_dialog", "dialog", "confirm"),  # the agent's answer (#41): the step `needs` accept
            ("browser_handle_dialog", "dialog", "alert"),
            ("browser_file_upload", "file_chooser", "file"),
        ):
            modal = {"kind": kind, "type": type_, "message": "Sure?"}
            facts = {"modal_kind": kind, "modal_type": type_}
            yield f"{tool} {type_}", exc.ModalDialogOpen("x.", details={"modal": modal}, facts=facts)
    elif code == "PAGE_UNRESPONSIVE":
        yield "froze before the call", exc.PageUnresponsive("x.", facts={"caused_by_call": False})
        yield "froze during the call", exc.PageUnresponsive("x.", facts={"caused_by_call": True})
    elif code == "PAGE_TOOL_FAILED":
        yield "threw", exc.PageToolFailed("x.", details={"page_error": "no such id"})
        yield "gone", exc.PageToolFailed("x.", details={"page_tools": []}, facts={"gone": True})
    elif code == "URL_BLOCKED":
        for suggestion in (None, "http://127.0.0.1:8000/form.html"):
            yield f"suggested={bool(suggestion)}", exc.UrlBlocked("x.", field="url", suggested_value=suggestion)
    else:
        yield (
            "plain",
            getattr(
                exc, "".join(p.title() for p in code.split("_")).replace("Browserunavailable", ""), exc.InternalError
            )("x."),
        )


def tools_for(code: str) -> list[str]:
    if code in ("UNKNOWN_REF", "STALE_REF", "NO_SNAPSHOT", "FRAME_DETACHED", "ELEMENT_NOT_INTERACTABLE"):
        return REF_TOOLS
    if code in ("NAVIGATION_FAILED", "URL_BLOCKED"):
        return ["browser_navigate", "browser_navigate_back", "browser_reload", "browser_click", "browser_tabs"]
    if code in ("AUTHENTICATION_FAILED", "UNKNOWN_ROLE"):
        return [t for t in CALLS if "role" in SCHEMAS[t]["properties"]]  # a role-less tool cannot meet them
    return list(CALLS)


def no_retry_expected(code: str, tool: str, label: str, call: dict[str, Any]) -> str | None:
    """Why a plan may lack a retry step (None: it must have one)."""
    if code == "BROWSER_UNAVAILABLE":
        return "fatal: a human installs the browser"
    if code == "AUTHENTICATION_FAILED" and "alt=None" in label:
        return "fatal and no other role can do it"
    if code == "AUTHENTICATION_FAILED" and tool in ("list_roles",):
        return "listing roles needs no role"
    if code == "ACTION_TIMEOUT" and label == "performed":
        return "the action was performed: re-doing it would do it twice"
    if code == "NAVIGATION_FAILED" and tool in ("browser_click", "browser_tabs"):
        return "the action that started the navigation was performed"
    if code == "NAVIGATION_FAILED" and label.startswith("http") and tool in ("browser_navigate_back",):
        return "going back again would move further back: the page the tab shows is reloaded (or another opened)"
    if code == "NAVIGATION_FAILED" and label.startswith("http 4") and tool == "browser_reload":
        return "the page answers the same until the site is fixed"
    if code == "AUTHENTICATION_FAILED" and "performed" in label:
        return "the action that led to the page ran: the page is opened as the other role instead"
    if code == "MODAL_DIALOG_OPEN" and tool in ("browser_handle_dialog", "browser_file_upload"):
        return "the dialog tool itself is the fix"
    if code == "ELEMENT_NOT_INTERACTABLE" and label in (
        "disabled,fixes=0,pending=False",
        "hidden,fixes=0,pending=False",
    ):
        return "nothing found that would make the element usable: retrying fails the same way"
    if code == "ELEMENT_NOT_INTERACTABLE" and label == "not_editable,fixes=0,pending=False":
        return "the element will never take text and no editable field is near"
    ref_codes = ("UNKNOWN_REF", "STALE_REF", "NO_SNAPSHOT", "FRAME_DETACHED", "PAGE_CLOSED")
    if "ref" not in call and code in ref_codes and "fresh=None" in label:
        return "the ref sits inside `fields`: the agent rebuilds the list from a snapshot"
    if code == "URL_BLOCKED" and tool != "browser_navigate":
        return "only browser_navigate takes a URL"
    if code == "PAGE_UNRESPONSIVE" and label == "froze during the call":
        return "the call froze the page: repeating it would freeze it again"
    if code == "PAGE_TOOL_FAILED" and label == "gone":
        return "the page no longer offers the tool: the same call cannot work"
    if code == "UNKNOWN_ROLE" and "None" in label:
        return "no configured role is close to the name"
    return None


CASES = [
    (code, tool, label, error) for code in REGISTRY for tool in tools_for(code) for label, error in variants(code, tool)
]


def _without_needs(schema: dict[str, Any], needs: list[str]) -> dict[str, Any]:
    return {**schema, "required": [r for r in schema.get("required", []) if r not in needs]}


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def test_every_code_has_sample_facts() -> None:
    assert {c for c, *_ in CASES} == set(REGISTRY)


@pytest.mark.parametrize(("code", "tool", "label", "error"), CASES, ids=[f"{c}-{t}-{lbl}" for c, t, lbl, _ in CASES])
def test_plan_is_executable_as_data(code: str, tool: str, label: str, error: exc.VerdexError) -> None:
    call = CALLS[tool]
    env = build_envelope(
        error, tool=tool, role="default", request_id="0123456789ab", arguments=call, takes_role=TOOLS[tool].uses_role
    )
    text = render_text(env)
    plan = env["next_actions"]
    assert plan, f"empty plan:\n{text}"
    for action in plan:
        assert set(action) <= {"tool", "arguments", "why", "retry", "needs"}, action
        assert action["tool"] in SCHEMAS, f"{action['tool']} is not a published tool"
        needs = action.get("needs", [])
        assert not set(needs) & set(action["arguments"]), f"a needed argument has a value: {action}"
        assert action.get("retry", True) is True, "retry is present only as true"
        for value in _strings(action["arguments"]):
            assert not PLACEHOLDER.search(value), f"placeholder in arguments: {action}"
        schema = SCHEMAS[action["tool"]]
        for name in needs:
            assert name in schema["properties"], f"{name} is not an argument of {action['tool']}"
        problems = [
            e.message for e in Draft202012Validator(_without_needs(schema, needs)).iter_errors(action["arguments"])
        ]
        assert not problems, f"{action} is not a valid call once its needs are given: {problems}"
        for name in needs:
            assert f"{name}=<" in text, f"the text does not show {name} as a value to supply:\n{text}"
    retries = [a for a in plan if a.get("retry")]
    assert len(retries) <= 1, f"more than one retry step: {plan}"
    reason = no_retry_expected(code, tool, label, call)
    if reason is None:
        assert retries, f"no retry step in {code} from {tool} ({label}):\n{text}"
        assert retries[0]["tool"] == tool or (
            code in ("AUTHENTICATION_FAILED",) and retries[0]["tool"] == "select_role"
        )
        if error.suggested_value and code in ("UNKNOWN_REF", "STALE_REF", "NO_SNAPSHOT", "FRAME_DETACHED"):
            assert error.suggested_value in str(retries[0]["arguments"]), "the retry uses the ref found"
            assert plan[0] is retries[0], "a found ref makes the retry the first step"
    assert len(text) < MAX_TEXT, f"{len(text)} chars:\n{text}"


def test_a_navigation_that_cannot_succeed_again_is_not_retried_as_is() -> None:
    """Refused, DNS, HTTP error: the identical call would fail the same way, so it is never step 1."""
    for kind in ("dns", "refused", "http_error", "invalid_url"):
        error = exc.NavigationFailed(
            "x.",
            field="url",
            details={"url": "http://127.0.0.1:9/", "kind": kind},
            facts={"kind": kind, "last_url": "http://127.0.0.1:8000/"},
        )
        env = build_envelope(
            error,
            tool="browser_navigate",
            role="r",
            request_id="0123456789ab",
            arguments={"url": "http://127.0.0.1:9/"},
        )
        first = env["next_actions"][0]
        assert first["arguments"].get("url") != "http://127.0.0.1:9/", env["next_actions"]
        assert any(a["arguments"].get("url") == "http://127.0.0.1:8000/" for a in env["next_actions"])
