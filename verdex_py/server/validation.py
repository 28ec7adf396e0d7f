"""Argument validation that answers like pydantic, for a model: field, constraint, allowed values.

The SDK's own validation would answer with bare text; ours returns INVALID_ARGUMENT with
the field at fault, the values accepted there and, whenever one can be derived, a
corrected call the agent can make as-is (a renamed argument, the closest allowed value,
the bound of a range, the default). A missing value nobody can guess (the text to type)
is left out of the corrected call and named in `needs`: a plan never holds a placeholder.
"""

from __future__ import annotations

import copy
from typing import Any

from pydantic import ValidationError

from verdex_py.closest import closest
from verdex_py.errors import CorrectionFacts, InvalidArgument
from verdex_py.refs import correct_ref
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
        close = closest(value, allowed)
        return close if close is not None else prop.get("default", allowed[0] if allowed else None)
    if kind.startswith(("greater_than", "less_than")):
        bound, strict = next((ctx[k], k in ("gt", "lt")) for k in ("ge", "gt", "le", "lt") if k in ctx)
        step = 1 if kind.startswith("greater") else -1
        return bound + step if strict else bound
    if kind == "string_type" and isinstance(value, int | float):
        return correct_ref(value) if field == "ref" else str(value)
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


MAX_SHOWN = 60  # characters of a bad value echoed in a message: a 100 KB argument is not read back


def shown(value: Any) -> str:
    """A bad value as a message shows it: on one line (repr escapes control characters), cut when long."""
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else f"{text[:MAX_SHOWN]}… ({len(text):,} chars)"


def _echo(value: Any) -> Any:
    """The bad value as `details.input` carries it: as given when small, else its shortened form."""
    return value if len(repr(value)) <= MAX_SHOWN else shown(value)


def _set(raw: dict[str, Any], loc: tuple[Any, ...], value: Any, *, delete: bool = False) -> dict[str, Any]:
    out = copy.deepcopy(raw)
    node: Any = out
    try:
        for part in loc[:-1]:
            node = node[part]
        if delete:
            del node[loc[-1]]
        else:
            node[loc[-1]] = value
    except (KeyError, IndexError, TypeError):
        pass  # already gone: an earlier repair removed or replaced its parent
    return out


def _required(tool: ToolDef) -> set[str]:
    return {name for name, info in tool.args.model_fields.items() if info.is_required()}


def _repair(tool: ToolDef, raw: dict[str, Any], errors: list[Any]) -> tuple[dict[str, Any], list[str]]:
    """A call with every error fixed: unknown arguments dropped (or renamed to a close unused
    one), bad values replaced by their suggestion, else dropped when optional or named in
    `needs` when required. Repeated while the result still fails, so the plan's call is valid
    once the agent supplies its `needs`; an argument it cannot fix it leaves to the agent."""
    corrected, needs = copy.deepcopy(raw), []
    for _ in range(4):
        for error in errors:
            loc = tuple(error["loc"])
            if not loc or loc[0] in needs:
                continue
            if error["type"] == "extra_forbidden":
                parent = _property(tool, loc[:-1]) if len(loc) > 1 else tool.args.model_json_schema()
                taken = corrected if len(loc) == 1 else {}
                unused = [a for a in parent.get("properties", {}) if a not in taken]
                close = closest(loc[-1], unused)
                value = _get(corrected, loc)
                corrected = _set(corrected, loc, None, delete=True)
                if close is not None and error is errors[0]:
                    corrected = _set(corrected, (*loc[:-1], close), value)
                continue
            if error["type"] == "missing" and _get(corrected, loc) is not None:
                continue  # an unknown argument was renamed to it
            prop = _property(tool, loc)
            suggested = _suggest(str(loc[-1]), prop, error, _allowed(prop, error))
            if suggested is not None:
                corrected = _set(corrected, loc, suggested)
            elif loc[0] in _required(tool):
                needs.append(str(loc[0]))
                corrected.pop(loc[0], None)
            else:
                corrected.pop(loc[0], None)
        try:
            tool.args.model_validate({**corrected, **{n: _sample(tool, n) for n in needs}})
            break
        except ValidationError as exc:
            errors = exc.errors(include_url=False)
        except Exception:  # noqa: BLE001 - a model check (e.g. "exactly one of") the agent must settle
            break
    # null means "absent" to the model but is no value the published schema admits
    return {k: v for k, v in corrected.items() if v is not None}, needs


def _sample(tool: ToolDef, name: str) -> Any:
    """Some valid value of a needed argument, only to check the rest of the corrected call."""
    node = _property(tool, (name,))
    if node.get("type") == "array":
        item = _property(tool, (name, 0))
        return [{k: _example_of(v) for k, v in item.get("properties", {}).items()} if "properties" in item else "e1"]
    return _example_of(node)


def _example_of(node: dict[str, Any]) -> Any:
    if "enum" in node:
        return node["enum"][0]
    return {"integer": node.get("minimum", 0), "number": node.get("minimum", 1), "boolean": False}.get(
        node.get("type", "string"), "e1"
    )


def to_invalid_argument(tool: ToolDef, raw: dict[str, Any], exc: ValidationError) -> InvalidArgument:
    errors = exc.errors(include_url=False)
    # An unknown argument usually explains a "missing" one (reff instead of ref): report it first.
    errors.sort(key=lambda e: e["type"] != "extra_forbidden")
    error = errors[0]
    loc = tuple(error["loc"])
    field = ".".join(str(p) for p in loc) or "arguments"
    name = str(loc[-1]) if loc else field
    suggested: Any = None
    corrected, needs = _repair(tool, raw, errors)
    if error["type"] == "extra_forbidden":
        parent = _property(tool, loc[:-1]) if len(loc) > 1 else tool.args.model_json_schema()
        accepted = list(parent.get("properties", {}))
        allowed: Any = accepted
        unknown = [".".join(map(str, e["loc"])) for e in errors if e["type"] == "extra_forbidden"]
        message = (
            f"{tool.name} has no argument {', '.join(shown(u) for u in unknown[:3])}"
            f"{f' (+{len(unknown) - 3} more)' if len(unknown) > 3 else ''}; accepted: {', '.join(accepted) or 'none'}."
        )
        renamed = [k for k in corrected if k not in raw]
        suggested = renamed[0] if len(loc) == 1 and renamed else None
    else:
        prop = _property(tool, loc)
        allowed = _allowed(prop, error)
        suggested = _suggest(name, prop, error, allowed)
        if error["type"] == "missing":
            message = f"{tool.name} needs the argument '{field}'."
        else:
            message = f"Argument '{field}' of {tool.name}: {error['msg']} (got {shown(error.get('input'))})."
    return InvalidArgument(
        message,
        field=field,
        allowed_values=allowed,
        suggested_value=suggested,
        details={"constraint": error["type"], "input": _echo(error.get("input")), "tool": tool.name},
        facts=CorrectionFacts(corrected, needs or None),
    )


def _get(raw: dict[str, Any], loc: tuple[Any, ...]) -> Any:
    node: Any = raw
    try:
        for part in loc:
            node = node[part]
    except (KeyError, IndexError, TypeError):
        return None
    return node


def validate(tool: ToolDef, raw: dict[str, Any] | None) -> Any:
    raw = raw or {}
    try:
        return tool.args.model_validate(raw)
    except ValidationError as exc:
        raise to_invalid_argument(tool, raw, exc) from None


def canonical(raw: dict[str, Any], args: Any) -> dict[str, Any]:
    """The call's arguments as plans repeat them: a value the model coerced ("true" or 1 for a
    boolean, "7" for a number) in its published type, so a retry step is a valid call as the
    schema says; strings stay as sent (a `{{SECRET}}` placeholder is never replaced by its value); an
    explicit null, which the model reads as "absent" and the published schema does not admit, is left out."""
    out = {key: value for key, value in raw.items() if value is not None}
    for key in out:
        value = getattr(args, key, None)
        if isinstance(value, bool | int | float) and type(raw[key]) is not type(value):
            out[key] = value
    return out


def asked_wait_s(args: Any) -> float:
    """How long the agent asked the call itself to wait (browser_wait_for's `time` or `timeout_ms`, up
    to 60 s): the call's deadline grows by it, else a valid wait of 60 s would end in ACTION_TIMEOUT
    at the general ceiling, with a plan that repeats it."""
    time_s = getattr(args, "time", None)
    timeout_ms = getattr(args, "timeout_ms", None)
    return float(time_s or 0) + float(timeout_ms or 0) / 1000
