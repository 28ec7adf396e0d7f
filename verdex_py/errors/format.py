"""Turn a `VerdexError` into the agent-facing envelope and recovery-plan text.

This is the only place error text is written. The text is read by a model on every
failure and paid for in tokens, so it stays short: the structured envelope carries the
rest.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from typing import Any

from verdex_py import log
from verdex_py.errors.exceptions import VerdexError
from verdex_py.errors.fixes import fix_call
from verdex_py.errors.plan_steps import CodeSpec, role_args
from verdex_py.errors.registry import spec_for
from verdex_py.refs import ref_attr

MAX_TEXT_CHARS = 800  # an error text is always shorter: a plan read on every failure, paid in tokens
MAX_ALLOWED_IN_TEXT = 8
MAX_TOKEN = 150  # a longer run of non-spaces in a message (a 100 KB URL) is cut to this
MAX_VALUE_IN_TEXT = 40  # an argument the text plan shows; next_actions holds it whole
MAX_URL_IN_TEXT = 200  # but a URL is shown whole up to this: agents copy URLs; they wrote their text
MAX_ROLE_IN_TEXT = 80  # a valid role name (64 characters at most) is never cut
# Set by the test suite (tests/conftest.py) and inherited by the servers it starts: a plan step
# whose facts are missing is then an error, not a step quietly left out of the plan.
STRICT_PLANS_ENV = "VERDEX_STRICT_PLANS"
logger = log.get(__name__)
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_LONG_TOKEN = re.compile(rf"\S{{{MAX_TOKEN + 1},}}")


def _escaped(text: str) -> str:
    return _CONTROL.sub(lambda m: m.group(0).encode("unicode_escape").decode("ascii"), text)


def one_line(text: str) -> str:
    """A sentence as the envelope carries it, whatever values it quotes from the call: control
    characters and line breaks escaped (one line, no terminal escapes), overlong tokens cut."""
    return _LONG_TOKEN.sub(lambda m: f"{m.group(0)[: MAX_TOKEN - 20]}…({len(m.group(0)):,} chars)", _escaped(text))


# How the text plan shows an argument only the agent knows (never a value in `arguments`).
NEEDS_TEXT = {
    "text": "the text you meant to type",
    "url": "the URL you meant to open",
    "ref": "the ref of the element you meant",
    "values": "the option(s) you meant to select",
    "key": "the key you meant to press",
    "paths": "the files you meant to upload",
    "accept": "true or false: your answer",
}


def needs_text(name: str) -> str:
    return f"<{NEEDS_TEXT.get(name, f'the {name} you meant')}>"


def _action(tool: str, arguments: dict[str, Any], why: str, retry: bool, needs: list[str]) -> dict[str, Any]:
    action: dict[str, Any] = {"tool": tool, "arguments": arguments, "why": why}
    if retry:
        action["retry"] = True
    if needs:
        action["needs"] = needs
    return action


def _next_actions(spec: CodeSpec, facts: dict[str, Any]) -> list[dict[str, Any]]:
    actions: list[dict[str, Any]] = []
    for step in spec.steps:
        if step.expand:  # diagnosed fixes: act as the role that failed (unless a fix names its role)
            for fix in facts.get(step.expand) or []:
                call = fix_call(fix)
                own = call["arguments"]  # a fix that names its own role (close another one) keeps it
                actions.append(
                    {**call, "arguments": {**own, **{k: v for k, v in role_args(facts).items() if k not in own}}}
                )
            continue
        try:
            if not step.when(facts):
                continue
            arguments = step.args(facts)
            needs = [n for n in step.needs(facts) if n not in arguments]
        except (KeyError, TypeError) as missing:
            _missing_fact(spec, step.tool, missing)
            continue  # in production: the rest of the plan is still worth giving
        tool = facts.get("tool", "") if step.tool == "{tool}" else step.tool
        if tool:
            actions.append(_action(tool, arguments, step.why, step.retry, needs))
    return actions


class PlanFactMissing(AssertionError):
    """A registry step read a fact the raising code did not record (tests only: see STRICT_PLANS_ENV)."""


def _missing_fact(spec: CodeSpec, tool: str, missing: Exception) -> None:
    where = f"{spec.code} step {tool or '(none)'}: {type(missing).__name__}: {missing}"
    if os.environ.get(STRICT_PLANS_ENV) == "1":
        raise PlanFactMissing(f"a plan step's fact is missing: {where}") from missing
    logger.warning("plan_step_dropped", step=where)


def _ref_used(details: dict[str, Any]) -> str | None:
    element = details.get("element")
    if isinstance(element, dict) and element.get("ref"):
        return str(element["ref"])
    ref = details.get("ref")
    return ref if isinstance(ref, str) else None


def build_envelope(
    err: VerdexError,
    *,
    tool: str,
    role: str | None,
    request_id: str,
    arguments: dict[str, Any] | None = None,
    takes_role: bool = True,
) -> dict[str, Any]:
    """`arguments` are the failed call's own arguments: every retry step is built from them.
    `takes_role` is the tool's declaration (ToolDef.uses_role): steps re-doing a role-less tool name no role."""
    spec = spec_for(err.code)
    call = {k: v for k, v in (arguments or {}).items() if k != "role"}
    facts = {
        "call": call,
        "old_ref": _ref_used(err.details) or (call.get("ref") if isinstance(call.get("ref"), str) else None),
        **err.details,
        **err.facts.as_mapping(),
        "tool": tool,
        "takes_role": takes_role,
        "role": role,
        "suggested_value": err.suggested_value,
        "field": err.field,
    }
    details = dict(err.details)
    if role and "role" not in details:
        details["role"] = role
    retryable = spec.retryable if err.retryable is None else err.retryable  # e.g. a remote browser may come back
    retry_after = err.retry_after_ms if err.retry_after_ms is not None else spec.retry_after_ms
    return {
        "code": err.code,
        "title": spec.title,
        "message": one_line(err.message),
        "field": err.field,
        "allowed_values": err.allowed_values,
        "suggested_value": err.suggested_value,
        "hint": spec.hint,
        "causes": [one_line(cause) for cause in err.causes or spec.causes],
        "next_actions": _next_actions(spec, facts),
        "retryable": retryable,
        "retry_after_ms": int(retry_after or 1000) if retryable else None,
        "severity": err.severity or spec.severity,
        "category": spec.category,
        "expected": spec.expected if err.expected is None else err.expected,
        "details": details,
        "related_codes": list(spec.related),
        "request_id": request_id,
    }


@dataclass(frozen=True)
class _Budget:
    """How much of each part the text shows; render_text tries them from roomy to tight."""

    value: int = MAX_VALUE_IN_TEXT  # an argument of a plan step
    url: int = MAX_URL_IN_TEXT
    role: int = MAX_ROLE_IN_TEXT
    allowed: int = MAX_ALLOWED_IN_TEXT  # allowed values or candidates listed
    message: int | None = None  # characters of the message (None: whole)
    causes: int | None = None  # causes listed (None: all)
    why: int | None = None  # characters of each step's purpose
    steps: int | None = None  # plan steps written out (the rest are counted; next_actions has them)


BUDGETS = (
    _Budget(),
    _Budget(value=24, url=100, allowed=5, message=300, causes=2, why=120),
    _Budget(value=16, url=60, allowed=3, message=200, causes=1, why=80),
    _Budget(value=12, url=40, role=64, allowed=2, message=120, causes=1, why=60, steps=3),
    _Budget(value=8, url=30, role=64, allowed=1, message=80, causes=0, why=40, steps=2),
)


def _cut(text: str, limit: int | None) -> str:
    return text if limit is None or len(text) <= limit else text[: limit - 1] + "…"


def _value(value: Any, limit: int = MAX_VALUE_IN_TEXT) -> str:
    """An argument as the text plan shows it: JSON, cut when long (next_actions holds it whole)."""
    shown = json.dumps(value, ensure_ascii=False)
    if len(shown) <= limit:
        return _escaped(shown)
    return f"{_escaped(shown[:limit])}…({len(shown):,} chars, whole in next_actions)"


def _call(action: dict[str, Any], budget: _Budget = BUDGETS[0]) -> str:
    given = action["arguments"]
    args = [f"{k}={_value(v, budget.url if k == 'url' else budget.value)}" for k, v in given.items() if k != "role"]
    args += [f"{name}={needs_text(name)}" for name in action.get("needs", [])]
    args += [f"role={_value(given['role'], budget.role)}"] if "role" in given else []
    return f"{action['tool']}({', '.join(args)})"


def _candidates(details: dict[str, Any], shown_at_most: int = MAX_ALLOWED_IN_TEXT) -> str | None:
    """What the page offers instead, as the model reads elements in a snapshot."""
    found = details.get("candidates")
    if not found:
        return None
    shown = [
        f'{c["role"]} "{_cut(str(c["name"]), 60)}" {ref_attr(c["ref"])}'
        if c.get("name")
        else f"{c['role']} {ref_attr(c['ref'])}"
        for c in found[:shown_at_most]
    ]
    more = f" (+{len(found) - shown_at_most} more)" if len(found) > shown_at_most else ""
    return "The page offers: " + "; ".join(shown) + more


def _allowed(values: Any, shown_at_most: int = MAX_ALLOWED_IN_TEXT) -> str:
    if isinstance(values, list):
        shown = ", ".join(_cut(one_line(str(v)), 60) for v in values[:shown_at_most])
        more = f" (+{len(values) - shown_at_most} more)" if len(values) > shown_at_most else ""
        return shown + more
    return _value(values)


def render_text(env: dict[str, Any], expected_note: str | None = None) -> str:
    """The error as the model reads it: always under MAX_TEXT_CHARS. The tightest budget that is
    needed is used; the envelope (structuredContent) keeps everything the text leaves out."""
    for budget in BUDGETS:
        text = _render(env, expected_note, budget)
        if len(text) < MAX_TEXT_CHARS:
            return text
    # Still too long (a plan of many steps, each needing long values): keep the head and the code line.
    head, _, tail = text.rpartition("\n\n")
    return head[: MAX_TEXT_CHARS - len(tail) - 8] + "…\n\n" + tail


def _render(env: dict[str, Any], expected_note: str | None, budget: _Budget) -> str:
    lines = [f"❌ {env['title']}", "", _cut(env["message"], budget.message)]
    if env["field"]:
        lines.append(f"Field: {_cut(one_line(env['field']), 80)}")
    candidates = _candidates(env["details"], budget.allowed)
    if candidates:
        lines.append(candidates)
    elif env["allowed_values"]:
        lines.append(f"Allowed: {_allowed(env['allowed_values'], budget.allowed)}")
    if env["suggested_value"] is not None:
        lines.append(f"Suggested: {_value(env['suggested_value'], budget.value)}")
    causes = env["causes"] if budget.causes is None else env["causes"][: budget.causes]
    if causes or budget.causes is None:
        lines += ["", "Likely causes:"]
        lines.extend(f"• {_cut(cause, budget.message)}" for cause in causes)
    if env["expected"] and expected_note:
        lines.append(f"This is normal during {_cut(expected_note, 80)}.")
    lines += ["", "🔧 Action Required:"]
    plan = env["next_actions"]
    shown = plan if budget.steps is None else plan[: budget.steps]
    for i, action in enumerate(shown, 1):
        lines.append(f"{i}. Call {_call(action, budget)} to {_cut(action['why'], budget.why)}")
    if len(shown) < len(plan):
        lines.append(f"(+{len(plan) - len(shown)} more step(s) in next_actions)")
    if not plan:
        lines.append(f"1. {_cut(env['hint'], budget.message)}")
    lines += [
        "",
        f"code: {env['code']} · retryable: {'yes' if env['retryable'] else 'no'}"
        f" · severity: {env['severity']} · request_id: {env['request_id']}",
    ]
    return "\n".join(lines)
