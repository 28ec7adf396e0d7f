"""playwright-mcp's argument names, accepted as aliases of ours (CONTRACT.md section 1).

A call written for playwright-mcp names the element `target` (ours: `ref`), the ends of a drag
`startTarget`/`endTarget` (ours: `start_ref`/`end_ref`) and its other arguments in camelCase
(`doubleClick`, `promptText`, `textGone`). Before validation each such name becomes ours, at any
depth of the arguments' models (browser_fill_form's `fields`), when the tool has the argument and
the call does not also give it under our name (then the alias stays, and is refused as unknown).
Schemas and plans show our names only: the rename happens before anything else reads the call.
"""

from __future__ import annotations

import re
import typing
from typing import Any

from pydantic import BaseModel

# Names that are no camelCase spelling of ours.
RENAMED = {"target": "ref", "startTarget": "start_ref", "endTarget": "end_ref"}
_HUMP = re.compile(r"(?<=[a-z0-9])([A-Z])")


def snake(name: str) -> str:
    """`doubleClick` -> `double_click`; a name already ours is returned as it is."""
    return RENAMED.get(name) or _HUMP.sub(lambda m: "_" + m.group(1).lower(), name)


def normalize(model: type[BaseModel], raw: dict[str, Any]) -> dict[str, Any]:
    """`raw` with playwright-mcp's names of `model`'s arguments replaced by ours (a copy; `raw` as is
    when nothing is renamed)."""
    fields = model.model_fields
    out: dict[str, Any] = {}
    changed = False
    # A tool's own aliases (PW_ALIASES on its model): a name playwright-mcp gives another meaning
    # (browser_verify_element_visible's `role` is the ARIA role), taken so only when ours is absent.
    for alias, ours in getattr(model, "PW_ALIASES", {}).items():
        if alias in raw and ours not in raw and ours in fields:
            raw = {(ours if k == alias else k): v for k, v in raw.items()}
            changed = True
    for key, value in raw.items():
        name = key if key in fields else snake(key)
        if name != key and (name not in fields or name in raw):
            name = key  # not an alias of ours, or ours is given too: left for validation to refuse
        inner = _inner_model(model, name)
        if inner is not None and isinstance(value, list):
            value = [normalize(inner, v) if isinstance(v, dict) else v for v in value]
        elif inner is not None and isinstance(value, dict):
            value = normalize(inner, value)
        changed = changed or name != key or value is not raw[key]
        out[name] = value
    return out if changed else raw


def _inner_model(model: type[BaseModel], name: str) -> type[BaseModel] | None:
    """The model of an argument's items (list[FormField]) or of the argument itself, if any."""
    info = model.model_fields.get(name)
    if info is None:
        return None
    for candidate in (info.annotation, *typing.get_args(info.annotation)):
        if isinstance(candidate, type) and issubclass(candidate, BaseModel):
            return candidate
    return None
