"""`--record FILE`: every tool call and its outcome as a JSON line, for `replay` and `codegen`.

A line holds the tool, its arguments (secrets redacted), the outcome and error code, the
page it ended on, and the element a ref pointed at by role and name, so a replay can tell
"same ref, other element" from a faithful run. How each ref is described for codegen
(role, name, labels, frames, matches) is observed by the browser layer before the call acts
(`browser/look/findable.py`) and handed to `record` with the result.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import mcp_types as types

from verdex_py.recordings import json_line
from verdex_py.secrets import Secrets


def target_of(data: dict[str, Any]) -> dict[str, str] | None:
    element = data.get("element") or (data.get("error") or {}).get("details", {}).get("element")
    if not isinstance(element, dict) or "role" not in element:
        return None
    return {"role": element["role"], "name": element.get("name", "")}


class Recorder:
    def __init__(self, path: Path, secrets: Secrets, first_line: dict[str, Any] | None = None) -> None:
        self._path = path
        self._secrets = secrets
        path.parent.mkdir(parents=True, exist_ok=True)
        # The options replay needs (verdex_py/recordings.py), then one line per call.
        path.write_text(json_line(first_line) if first_line else "", encoding="utf-8")

    def record(
        self,
        tool: str,
        arguments: dict[str, Any],
        result: types.CallToolResult,
        session_key: str | None = None,
        elements: dict[str, Any] | None = None,
        steps: list[dict[str, Any]] | None = None,
    ) -> None:
        """`elements`: each ref the call named, as the browser layer described it before acting;
        `steps`: what a widget input did on the page (opened, clicked an option, pressed keys)."""
        data = result.structured_content or {}
        line: dict[str, Any] = {
            "tool": tool,
            "arguments": arguments,
            "outcome": "error" if result.is_error else "ok",
            "code": (data.get("error") or {}).get("code"),
            "target": target_of(data),
            "url": data.get("url"),
        }
        if data.get("title"):
            line["title"] = data["title"]
        role = data.get("role") or (data.get("error") or {}).get("role")
        if role:
            line["role"] = role  # the role that acted (calls without `role` use the current one)
        if elements:
            line["elements"] = elements
        if steps and not result.is_error:  # codegen writes these instead of the tool's one Playwright call
            line["steps"] = steps
        if data.get("downloads"):  # codegen waits for each around the action: its name and size
            line["downloads"] = [
                {k: d[k] for k in ("file", "suggested", "size") if k in d} for d in data["downloads"] if "file" in d
            ]
        plan = (data.get("error") or {}).get("next_actions")
        if plan:  # what the agent was told to do: codegen recognises the call that repaired this one
            line["plan"] = [{"tool": a["tool"], "arguments": a.get("arguments") or {}} for a in plan if a.get("tool")]
        if data.get("new_tabs"):  # a popup the action opened: codegen waits for it around the action
            line["new_tabs"] = len(data["new_tabs"])
        current = [t["index"] for t in data.get("tabs") or [] if t.get("current")]
        if current:
            line["tab"] = current[0]
        for key in ("dialog", "modals"):
            if data.get(key):
                line[key] = data[key]
        if session_key:  # several HTTP clients in one recording: tell their sessions apart, never the key
            line["session"] = hashlib.sha256(session_key.encode()).hexdigest()[:8]
        with self._path.open("a", encoding="utf-8") as out:
            out.write(json_line(self._secrets.redact_data(line)))
