"""Argument validation that answers like pydantic, for a model: field, constraint, allowed values.

The SDK's own validation would answer with bare text; ours returns INVALID_ARGUMENT with
the field at fault, the values accepted there, and, when one is close, a corrected
call the agent can make as-is.
"""

from __future__ import annotations

import difflib
from typing import Any

from pydantic import ValidationError

from verdex_py.errors import InvalidArgument
from verdex_py.server.tooling import ToolDef


def _allowed_for(tool: ToolDef, field: str, error: dict[str, Any]) -> Any:
    ctx = error.get("ctx") or {}
    if "expected" in ctx:
        return [v.strip(" '\"") for v in str(ctx["expected"]).replace(" or ", ",").split(",") if v.strip()]
    bounds = {k: ctx[k] for k in ("ge", "gt", "le", "lt", "min_length", "max_length", "pattern") if k in ctx}
    if bounds:
        return bounds
    schema = tool.args.model_json_schema().get("properties", {}).get(field, {})
    return {"type": schema.get("type") or [s.get("type") for s in schema.get("anyOf", [])]} if schema else None


def to_invalid_argument(tool: ToolDef, raw: dict[str, Any], exc: ValidationError) -> InvalidArgument:
    error = exc.errors(include_url=False)[0]
    field = ".".join(str(p) for p in error["loc"]) or "arguments"
    top = str(error["loc"][0]) if error["loc"] else field
    accepted = list(tool.args.model_fields)
    allowed: Any
    suggested: Any = None
    corrected: dict[str, Any] | None = None
    if error["type"] == "extra_forbidden":
        allowed = accepted
        close = difflib.get_close_matches(top, accepted, n=1, cutoff=0.5)
        message = f"{tool.name} has no argument '{top}'. Accepted: {', '.join(accepted)}."
        if close:
            suggested = close[0]
            corrected = {k: v for k, v in raw.items() if k != top} | {close[0]: raw[top]}
    elif error["type"] == "missing":
        allowed = _allowed_for(tool, top, error)
        message = f"{tool.name} needs the argument '{field}'."
    else:
        allowed = _allowed_for(tool, top, error)
        message = f"Argument '{field}' of {tool.name}: {error['msg']} (got {error.get('input')!r})."
        if isinstance(allowed, list) and isinstance(error.get("input"), str):
            close = difflib.get_close_matches(error["input"], allowed, n=1, cutoff=0.5)
            if close:
                suggested = close[0]
                corrected = {**raw, top: close[0]}
    return InvalidArgument(
        message,
        field=field,
        allowed_values=allowed,
        suggested_value=suggested,
        details={"constraint": error["type"], "input": error.get("input"), "tool": tool.name},
        facts={"corrected_arguments": corrected},
    )


def validate(tool: ToolDef, raw: dict[str, Any] | None) -> Any:
    raw = raw or {}
    try:
        return tool.args.model_validate(raw)
    except ValidationError as exc:
        raise to_invalid_argument(tool, raw, exc) from None
