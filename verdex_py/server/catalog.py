"""What tools/list publishes for each tool: the enabled tools, their lean input schemas, the
output schema that admits the error envelope, and the codes a tool can return (`_meta`).

Apart from app.py because it is pure data: unit tests read the catalog the server answers
with, without starting the tool boundary.
"""

from __future__ import annotations

from typing import Any

import mcp_types as types

from verdex_py.config import Settings
from verdex_py.server.tooling import ToolDef
from verdex_py.server.tools import ALL_TOOLS

ERRORS_META = "verdex/errors"  # tools/list `_meta` key: the codes a tool can return
ENVELOPE_KEYS = (
    "code",
    "title",
    "message",
    "field",
    "allowed_values",
    "suggested_value",
    "hint",
    "causes",
    "next_actions",
    "retryable",
    "retry_after_ms",
    "severity",
    "category",
    "expected",
    "details",
    "related_codes",
    "request_id",
)


def enabled_tools(settings: Settings) -> dict[str, ToolDef]:
    return {t.name: t for t in ALL_TOOLS if t.capability is None or t.capability in settings.caps}


def output_schema(tool: ToolDef) -> dict[str, Any]:
    """Admit both the success shape and `{"error": ...}`: strict clients validate error results too."""
    error = {"type": "object", "required": list(ENVELOPE_KEYS), "properties": {k: {} for k in ENVELOPE_KEYS}}
    return {
        "type": "object",
        "properties": {**{k: {} for k in tool.success_keys}, "error": error},
        "anyOf": [{"required": list(tool.success_keys)}, {"required": ["error"]}],
    }


# Schema keywords that tell a model nothing it needs to call the tool: pydantic's titles, and
# defaults that only say "absent" (None, False, []).
_UNINFORMATIVE_DEFAULTS = (None, False, [])


def _lean(node: Any, defs: dict[str, Any]) -> Any:
    """A pydantic JSON schema without titles, `anyOf [X, null]` (an optional argument is simply
    not required) or `$ref`s to `$defs` (inlined), so every token of it earns its place."""
    if isinstance(node, list):
        return [_lean(item, defs) for item in node]
    if not isinstance(node, dict):
        return node
    variants = node.get("anyOf")
    if variants and len(variants) == 2 and {"type": "null"} in variants:
        other = next(v for v in variants if v != {"type": "null"})
        node = {**{k: v for k, v in node.items() if k != "anyOf"}, **other}
    if "$ref" in node:  # after the optional's anyOf: an optional model is a `$ref` in it
        node = {**defs[node["$ref"].rsplit("/", 1)[-1]], **{k: v for k, v in node.items() if k != "$ref"}}
    out = {}
    for key, value in node.items():
        if key in ("title", "$defs") or (key == "default" and value in _UNINFORMATIVE_DEFAULTS):
            continue
        out[key] = {k: _lean(v, defs) for k, v in value.items()} if key == "properties" else _lean(value, defs)
    return out


def input_schema(tool: ToolDef) -> dict[str, Any]:
    """The published inputSchema. `role` is explained once, in the server instructions."""
    full = tool.args.model_json_schema()
    schema = _lean(full, full.get("$defs", {}))
    schema.setdefault("properties", {})
    role = tool.args.model_fields.get("role")
    if role is not None and not role.is_required():  # the role to act as (select_role's own is its subject)
        schema["properties"]["role"] = {"type": "string"}
    schema["additionalProperties"] = False
    return schema


def to_mcp_tool(tool: ToolDef) -> types.Tool:
    return types.Tool(
        name=tool.name,
        title=tool.title,
        description=tool.full_description(),
        input_schema=input_schema(tool),
        output_schema=output_schema(tool),
        annotations=types.ToolAnnotations(
            title=tool.title,
            read_only_hint=tool.read_only,
            destructive_hint=tool.destructive,
            idempotent_hint=tool.idempotent,
            open_world_hint=tool.open_world,
        ),
        # The codes the tool can return, for clients and tests; models read docs/ERRORS.md's
        # content through each error's own recovery plan instead of a list on every turn.
        meta={ERRORS_META: list(tool.error_codes())},
    )
