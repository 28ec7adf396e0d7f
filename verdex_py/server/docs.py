"""Generate docs/TOOLS.md from the tool definitions: `python -m verdex_py.server.docs [--check]`."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from verdex_py.server.tooling import ToolDef
from verdex_py.server.tools import ALL_TOOLS

DOC = Path(__file__).resolve().parents[2] / "docs" / "TOOLS.md"

# What playwright-mcp calls the same capability ("—": it has none). Ours take `ref` where it takes `target`.
PLAYWRIGHT_MCP = {
    "browser_navigate": "browser_navigate",
    "browser_navigate_back": "browser_navigate_back",
    "browser_navigate_forward": "browser_navigate_forward",
    "browser_reload": "— (navigate to the same URL)",
    "browser_snapshot": "browser_snapshot",
    "browser_click": "browser_click",
    "browser_type": "browser_type",
    "browser_hover": "browser_hover",
    "browser_press_key": "browser_press_key",
    "browser_select_option": "browser_select_option",
    "browser_fill_form": "browser_fill_form",
    "browser_file_upload": "browser_file_upload",
    "browser_handle_dialog": "browser_handle_dialog",
    "browser_wait_for": "browser_wait_for",
    "browser_take_screenshot": "browser_take_screenshot",
    "browser_find": "— (read the whole snapshot)",
    "browser_tabs": "browser_tabs",
    "browser_console_messages": "browser_console_messages",
    "browser_network_requests": "browser_network_requests",
    "browser_resize": "browser_resize",
    "browser_close": "browser_close",
    "browser_evaluate": "browser_evaluate",
    "browser_save_auth": "— (storage state only through config)",
    "browser_failures": "—",
    "list_roles": "—",
    "select_role": "—",
    "get_current_role": "—",
}


def _type(prop: dict[str, Any]) -> str:
    if "enum" in prop:
        return " \\| ".join(f"`{v}`" for v in prop["enum"])
    if "anyOf" in prop:
        return " or ".join(_type(p) for p in prop["anyOf"] if p.get("type") != "null")
    if prop.get("type") == "array":
        return f"array of {_type(prop.get('items', {}))}"
    return prop.get("type", "object")


def _arguments(tool: ToolDef) -> list[str]:
    schema = tool.args.model_json_schema()
    required = set(schema.get("required", []))
    rows = []
    for name, prop in schema.get("properties", {}).items():
        if "$ref" in prop.get("items", {}):
            prop = {**prop, "items": {"type": "object"}}
        mark = "" if name in required else "?"
        rows.append(f"| `{name}{mark}` | {_type(prop)} | {prop.get('description', '')} |")
    return rows


def _hints(tool: ToolDef) -> str:
    hints = [
        ("read-only", tool.read_only),
        ("destructive", tool.destructive),
        ("idempotent", tool.idempotent),
        ("open-world", tool.open_world),
    ]
    return ", ".join(name for name, on in hints if on) or "none"


def render() -> str:
    out = [
        "# Tools",
        "",
        "Generated from the tool definitions by `python -m verdex_py.server.docs`; do not edit.",
        "Every browser tool takes an optional `role`. Error codes are explained in [ERRORS.md](ERRORS.md).",
        "",
        "## Side by side with playwright-mcp",
        "",
        "| verdex-py | playwright-mcp | title | hints |",
        "|---|---|---|---|",
    ]
    out += [f"| `{t.name}` | {PLAYWRIGHT_MCP.get(t.name, '—')} | {t.title} | {_hints(t)} |" for t in ALL_TOOLS]
    for tool in ALL_TOOLS:
        out += ["", f"## {tool.name}", "", tool.description, ""]
        if tool.capability:
            out += [f"Published only with `--caps {tool.capability}`.", ""]
        rows = _arguments(tool)
        out += ["| argument | type | meaning |", "|---|---|---|", *rows] if rows else ["No arguments."]
        out += ["", "Errors: " + ", ".join(f"`{c}`" for c in tool.error_codes())]
    return "\n".join(out) + "\n"


def main() -> None:
    text = render()
    if "--check" in sys.argv:
        if not DOC.exists() or DOC.read_text(encoding="utf-8") != text:
            sys.stderr.write("docs/TOOLS.md is stale: run python -m verdex_py.server.docs\n")
            raise SystemExit(1)
        return
    DOC.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
