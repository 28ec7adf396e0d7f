"""Turn a `VerdexError` into the agent-facing envelope and recovery-plan text.

This is the only place error text is written. The text is read by a model on every
failure and paid for in tokens, so it stays short: the structured envelope carries the
rest.
"""

from __future__ import annotations

import json
from typing import Any

from verdex_py.errors.exceptions import VerdexError
from verdex_py.errors.registry import CodeSpec, spec_for

MAX_ALLOWED_IN_TEXT = 8


def _next_actions(spec: CodeSpec, facts: dict[str, Any]) -> list[dict[str, Any]]:
    actions = []
    for step in spec.steps:
        try:
            if not step.when(facts):
                continue
            arguments = step.args(facts)
        except (KeyError, TypeError):
            continue  # a step whose facts are missing is not part of this plan
        tool = facts.get("tool", "") if step.tool == "{tool}" else step.tool
        if tool:
            actions.append({"tool": tool, "arguments": arguments, "why": step.why})
    return actions


def build_envelope(err: VerdexError, *, tool: str, role: str | None, request_id: str) -> dict[str, Any]:
    spec = spec_for(err.code)
    facts = {
        **err.details,
        **err.facts,
        "tool": tool,
        "role": role,
        "suggested_value": err.suggested_value,
        "field": err.field,
    }
    details = dict(err.details)
    if role and "role" not in details:
        details["role"] = role
    retryable = bool(err.facts.get("retryable", spec.retryable))  # e.g. a remote browser that may come back
    retry_after = err.facts.get("retry_after_ms", spec.retry_after_ms)
    return {
        "code": err.code,
        "title": spec.title,
        "message": err.message,
        "field": err.field,
        "allowed_values": err.allowed_values,
        "suggested_value": err.suggested_value,
        "hint": spec.hint,
        "causes": list(err.causes or spec.causes),
        "next_actions": _next_actions(spec, facts),
        "retryable": retryable,
        "retry_after_ms": int(retry_after or 1000) if retryable else None,
        "severity": err.facts.get("severity", spec.severity),
        "category": spec.category,
        "expected": spec.expected if err.expected is None else err.expected,
        "details": details,
        "related_codes": list(spec.related),
        "request_id": request_id,
    }


def _call(action: dict[str, Any]) -> str:
    args = ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in action["arguments"].items())
    return f"{action['tool']}({args})"


def _allowed(values: Any) -> str:
    if isinstance(values, list):
        shown = ", ".join(str(v) for v in values[:MAX_ALLOWED_IN_TEXT])
        more = f" (+{len(values) - MAX_ALLOWED_IN_TEXT} more)" if len(values) > MAX_ALLOWED_IN_TEXT else ""
        return shown + more
    return json.dumps(values, ensure_ascii=False)


def render_text(env: dict[str, Any], expected_note: str | None = None) -> str:
    lines = [f"❌ {env['title']}", "", env["message"]]
    if env["field"]:
        lines.append(f"Field: {env['field']}")
    if env["allowed_values"]:
        lines.append(f"Allowed: {_allowed(env['allowed_values'])}")
    if env["suggested_value"] is not None:
        lines.append(f"Suggested: {json.dumps(env['suggested_value'], ensure_ascii=False)}")
    lines.append("")
    lines.append("Likely causes:")
    lines.extend(f"• {cause}" for cause in env["causes"])
    if env["expected"] and expected_note:
        lines.append(f"This is normal during {expected_note}.")
    lines += ["", "🔧 Action Required:"]
    for i, action in enumerate(env["next_actions"], 1):
        lines.append(f"{i}. Call {_call(action)} to {action['why']}")
    if not env["next_actions"]:
        lines.append(f"1. {env['hint']}")
    lines += [
        "",
        f"code: {env['code']} · retryable: {'yes' if env['retryable'] else 'no'}"
        f" · severity: {env['severity']} · request_id: {env['request_id']}",
    ]
    return "\n".join(lines)
