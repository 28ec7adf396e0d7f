"""Argument validation that answers like pydantic, for a model: field, constraint, allowed values.

The SDK's own validation would answer with bare text; ours returns INVALID_ARGUMENT with
the field at fault, the values accepted there and, whenever one can be derived, a
corrected call the agent can make as-is (a renamed argument, the closest allowed value,
the bound of a range, the default). A missing value nobody can guess (the text to type)
is left out of the corrected call and named in `needs`: a plan never holds a placeholder.
"""

from __future__ import annotations

import copy
import difflib
from typing import Any

from pydantic import ValidationError

from verdex_py.errors import CorrectionFacts, InvalidArgument
from verdex_py.server.tooling import ToolDef

BOUNDS = {"ge": "minimum", "gt": "exclusiveMinimum", "le": "maximum", "lt": "exclusiveMaximum"}


def _property(tool: ToolDef, loc: tuple[Any, ...]) -> dict[str, Any]:
    """The JSON schema of the argument at `loc`, following arrays and nested models."""
    schema = tool.args.model_json_schema()
    defs = schema.get("$defs", {})
    node: dict[str, Any] = schema
    for part in loc:
        if "$ref" in node:
            node = defs.get(node["$ref"].rsplit("/", 1)[-1], {})
        if isinstance(part, int):
            node = node.get("items", {})
        else:
            node = node.get("properties", {}).get(part, {})
        if "anyOf" in node:  # Optional[X]: look at X
            node = next((n for n in node["anyOf"] if n.get("type") != "null"), node)
    return defs.get(node["$ref"].rsplit("/", 1)[-1], node) if "$ref" in node else node


def _allowed(prop: dict[str, Any], error: dict[str, Any]) -> Any:
    ctx = error.get("ctx") or {}
    if "expected" in ctx:
        return [v.strip(" '\"") for v in str(ctx["expected"]).replace(" or ", ",").split(",") if v.strip()]
    if "enum" in prop:
        return list(prop["enum"])
    bounds = {k: prop[v] for k, v in BOUNDS.items() if v in prop}
    bounds |= {k: ctx[k] for k in (*BOUNDS, "min_length", "max_length", "pattern") if k in ctx}
    if bounds:
        return bounds
    return {"type": prop.get("type", "object")} if prop else None


def _suggest(field: str, prop: dict[str, Any], error: dict[str, Any], allowed: Any) -> Any:
    """A value to retry with, or None when there is no honest guess."""
    value, kind, ctx = error.get("input"), error["type"], error.get("ctx") or {}
    if isinstance(allowed, list):
        close = difflib.get_close_matches(str(value), [str(a) for a in allowed], n=1, cutoff=0.5)
        return close[0] if close else prop.get("default", allowed[0] if allowed else None)
    if kind.startswith(("greater_than", "less_than")):
        bound, strict = next((ctx[k], k in ("gt", "lt")) for k in ("ge", "gt", "le", "lt") if k in ctx)
        step = 1 if kind.startswith("greater") else -1
        return bound + step if strict else bound
    if kind == "string_type" and isinstance(value, int | float):
        return f"e{value}" if field == "ref" else str(value)
    if kind in ("int_type", "int_parsing") and isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    if kind in ("bool_type", "bool_parsing") and isinstance(value, str | int):
        return str(value).lower() in ("1", "true", "yes", "on")
    if kind == "missing":
        if "default" in prop:
            return prop["default"]
        if prop.get("type") in ("integer", "number"):  # any value in range makes a valid call
            return prop.get("minimum", 0)
        return None
    return None


def _set(raw: dict[str, Any], loc: tuple[Any, ...], value: Any, *, delete: bool = False) -> dict[str, Any]:
    out = copy.deepcopy(raw)
    node: Any = out
    for part in loc[:-1]:
        node = node[part]
    if delete:
        del node[loc[-1]]
    else:
        node[loc[-1]] = value
    return out


def to_invalid_argument(tool: ToolDef, raw: dict[str, Any], exc: ValidationError) -> InvalidArgument:
    errors = exc.errors(include_url=False)
    # An unknown argument usually explains a "missing" one (reff instead of ref): report it first.
    error = next((e for e in errors if e["type"] == "extra_forbidden"), errors[0])
    loc = tuple(error["loc"])
    field = ".".join(str(p) for p in loc) or "arguments"
    name = str(loc[-1]) if loc else field
    corrected: dict[str, Any] | None = None
    suggested: Any = None
    needs: list[str] = []
    if error["type"] == "extra_forbidden":
        parent = _property(tool, loc[:-1]) if len(loc) > 1 else tool.args.model_json_schema()
        accepted = list(parent.get("properties", {}))
        unused = [a for a in accepted if a not in (raw if len(loc) == 1 else {})] or accepted
        close = difflib.get_close_matches(name, unused, n=1, cutoff=0.5)
        allowed: Any = accepted
        message = f"{tool.name} has no argument '{field}'; accepted: {', '.join(accepted) or 'none'}."
        corrected = _set(raw, loc, None, delete=True)
        if close:
            suggested = close[0]
            corrected = _set(corrected, (*loc[:-1], close[0]), _get(raw, loc))
    else:
        prop = _property(tool, loc)
        allowed = _allowed(prop, error)
        suggested = _suggest(name, prop, error, allowed)
        if error["type"] == "missing":
            message = f"{tool.name} needs the argument '{field}'."
            if suggested is None:  # nobody can guess it: the agent supplies it (a nested one: its list)
                needs = [str(loc[0])]
                corrected = {k: v for k, v in raw.items() if k != needs[0]}
        else:
            message = f"Argument '{field}' of {tool.name}: {error['msg']} (got {error.get('input')!r})."
        if suggested is not None:
            corrected = _set(raw, loc, suggested)
    return InvalidArgument(
        message,
        field=field,
        allowed_values=allowed,
        suggested_value=suggested,
        details={"constraint": error["type"], "input": error.get("input"), "tool": tool.name},
        facts=CorrectionFacts(corrected, needs or None),
    )


def _get(raw: dict[str, Any], loc: tuple[Any, ...]) -> Any:
    node: Any = raw
    for part in loc:
        node = node[part]
    return node


def validate(tool: ToolDef, raw: dict[str, Any] | None) -> Any:
    raw = raw or {}
    try:
        return tool.args.model_validate(raw)
    except ValidationError as exc:
        raise to_invalid_argument(tool, raw, exc) from None
