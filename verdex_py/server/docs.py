"""Generate docs/TOOLS.md from the tool definitions: `python -m verdex_py.server.docs [--check]`."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from verdex_py.server.tooling import ToolDef
from verdex_py.server.tools import ALL_TOOLS
from verdex_py.server.unknown_tools import DONE_OTHERWISE

DOC = Path(__file__).resolve().parents[2] / "docs" / "TOOLS.md"

# Every playwright-mcp tool (microsoft/playwright, packages/playwright-core/src/tools/backend) with the
# capability it sits behind there. Ours keeps its name where we have it (`ref` in place of `target`).
PLAYWRIGHT_MCP = {
    "core": (
        "browser_click browser_close browser_console_clear browser_console_messages browser_drag browser_drop "
        "browser_evaluate browser_file_upload browser_fill_form browser_find browser_handle_dialog browser_hover "
        "browser_network_clear browser_network_request browser_network_requests browser_resize "
        "browser_run_code_unsafe browser_select_option browser_snapshot browser_take_screenshot browser_wait_for"
    ),
    "core-input": (
        "browser_check browser_keydown browser_keyup browser_press_key browser_press_sequentially browser_type "
        "browser_uncheck"
    ),
    "core-navigation": "browser_navigate browser_navigate_back browser_navigate_forward browser_reload",
    "core-tabs": "browser_tabs",
    "config": "browser_get_config",
    "storage": (
        "browser_cookie_list browser_cookie_get browser_cookie_set browser_cookie_delete browser_cookie_clear "
        "browser_localstorage_list browser_localstorage_get browser_localstorage_set browser_localstorage_delete "
        "browser_localstorage_clear browser_sessionstorage_list browser_sessionstorage_get "
        "browser_sessionstorage_set browser_sessionstorage_delete browser_sessionstorage_clear "
        "browser_storage_state browser_set_storage_state"
    ),
    "network": "browser_route browser_route_list browser_unroute browser_network_state_set",
    "pdf": "browser_pdf_save",
    "testing": (
        "browser_verify_element_visible browser_verify_text_visible browser_verify_list_visible browser_verify_value "
        "browser_generate_locator"
    ),
    "vision": (
        "browser_mouse_click_xy browser_mouse_move_xy browser_mouse_drag_xy browser_mouse_down browser_mouse_up "
        "browser_mouse_wheel"
    ),
    "devtools": (
        "browser_start_tracing browser_stop_tracing browser_start_video browser_stop_video browser_video_chapter "
        "browser_video_show_actions browser_video_hide_actions browser_highlight browser_hide_highlight "
        "browser_annotate browser_resume"
    ),
}
PAGE_TOOLS_DOC = [
    "## webmcp_<name>",
    "",
    "Each tool the shown page registers through the model-context API (Chromium's `document.modelContext`,",
    "or a `navigator.modelContext` the page defines, or ours when it defines none): listed after ours while",
    "the session's current role shows the page (`notifications/tools/list_changed` when the set changes),",
    "with the page's description after an untrusted-data note and the page's `inputSchema`. Results say",
    "they come from the page (text, `structuredContent.source: page`, `origin`, `_meta`).",
    "",
    "Published only with `--caps webmcp`.",
    "",
    "Errors: `INVALID_ARGUMENT` (against the page's schema), `PAGE_TOOL_FAILED`, `MODAL_DIALOG_OPEN`, `ACTION_TIMEOUT`",
]


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
        "Every playwright-mcp tool, and ours beside it (— where we lack it). Calls written for playwright-mcp",
        "work as written: `target` is an alias of `ref`, camelCase names of ours.",
        "",
        "| playwright-mcp | its capability | verdex-py | our `--caps` |",
        "|---|---|---|---|",
    ]
    ours = {t.name: t for t in ALL_TOOLS}
    theirs = set()
    for cap, names in PLAYWRIGHT_MCP.items():
        for name in names.split():
            theirs.add(name)
            tool = ours.get(name)
            mine = f"`{name}`" if tool else f"— ({DONE_OTHERWISE[name]})" if name in DONE_OTHERWISE else "—"
            out.append(f"| {name} | {cap} | {mine} | {(tool.capability or 'core') if tool else ''} |")
    out.append("| webmcp_<name> (a tool the page registers) | core | `webmcp_<name>` | webmcp |")
    out += ["", "Ours alone:", "", "| verdex-py | title | hints |", "|---|---|---|"]
    out += [f"| `{t.name}` | {t.title} | {_hints(t)} |" for t in ALL_TOOLS if t.name not in theirs]
    for tool in ALL_TOOLS:
        out += ["", f"## {tool.name}", "", tool.description, ""]
        if tool.capability:
            out += [f"Published only with `--caps {tool.capability}`.", ""]
        rows = _arguments(tool)
        out += ["| argument | type | meaning |", "|---|---|---|", *rows] if rows else ["No arguments."]
        out += ["", "Errors: " + ", ".join(f"`{c}`" for c in tool.error_codes())]
    out += ["", *PAGE_TOOLS_DOC]
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
