"""`--record FILE`: every tool call and its outcome as a JSON line, for `verdex-py replay`.

A line holds the tool, its arguments (secrets redacted), the outcome and error code, and
the element a ref pointed at by role and name, so a replay can tell "same ref, other
element" from a faithful run.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import mcp_types as types

from verdex_py.secrets import Secrets


def target_of(data: dict[str, Any]) -> dict[str, str] | None:
    element = data.get("element") or (data.get("error") or {}).get("details", {}).get("element")
    if not isinstance(element, dict) or "role" not in element:
        return None
    return {"role": element["role"], "name": element.get("name", "")}


class Recorder:
    def __init__(self, path: Path, secrets: Secrets) -> None:
        self._path = path
        self._secrets = secrets
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("", encoding="utf-8")

    def record(self, tool: str, arguments: dict[str, Any], result: types.CallToolResult) -> None:
        data = result.structured_content or {}
        line = {
            "tool": tool,
            "arguments": arguments,
            "outcome": "error" if result.is_error else "ok",
            "code": (data.get("error") or {}).get("code"),
            "target": target_of(data),
            "url": data.get("url"),
        }
        with self._path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(self._secrets.redact_data(line), ensure_ascii=False) + "\n")
