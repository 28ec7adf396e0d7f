"""The message of an unknown tool name's protocol error: which tool to call instead.

CONTRACT.md keeps an unknown name a protocol error, but its message is still read by the model
(and by a script written for playwright-mcp): it names the --caps group that publishes the tool,
our way of doing what a playwright-mcp tool we lack does, or the likest name we have.
"""

from __future__ import annotations

from verdex_py.closest import closest
from verdex_py.config import Settings
from verdex_py.server import page_tools
from verdex_py.server.tools import ALL_TOOLS

OURS = "browser_"  # the prefix nearly all our names share
# playwright-mcp tools we do not publish, and how the same thing is done here.
DONE_OTHERWISE = {
    "browser_check": 'browser_fill_form(fields=[{"ref": …, "type": "checkbox", "value": true}])',
    "browser_uncheck": 'browser_fill_form(fields=[{"ref": …, "type": "checkbox", "value": false}])',
    "browser_press_sequentially": "browser_type(ref=…, text=…, slowly=true)",
    "browser_keydown": "browser_press_key(key=…), which presses and releases",
    "browser_keyup": "browser_press_key(key=…), which presses and releases",
    "browser_console_clear": "browser_console_messages(level=…) to narrow the list; nothing needs clearing",
    "browser_network_clear": "browser_network_requests(filter=…) to narrow the list; nothing needs clearing",
    "browser_run_code_unsafe": "browser_evaluate(function=…) with --caps evaluate",
    "browser_drop": "browser_file_upload for files, browser_drag for elements",
}


def unknown_tool_message(name: str, settings: Settings) -> str:
    """'Unknown tool: X.' and what to do instead, in one sentence."""
    text = f"Unknown tool: {name}."
    held = next((t for t in ALL_TOOLS if t.name == name), None)
    if held is not None and held.capability is not None:
        return f"{text} It is in --caps {held.capability} (or all), which this server was not started with."
    if name.startswith(page_tools.PREFIX) and "webmcp" not in settings.caps:
        return f"{text} Tools a page registers (webmcp_*) need --caps webmcp (or all), which this server lacks."
    if name in DONE_OTHERWISE:
        return f"{text} Here use {DONE_OTHERWISE[name]}."
    # Compared without the shared prefix, or every browser_ name would look alike.
    enabled = {t.name.removeprefix(OURS): t.name for t in ALL_TOOLS if t.capability in (None, *settings.caps)}
    likest = closest(name.removeprefix(OURS), enabled, cutoff=0.75)
    return f"{text} Did you mean {enabled[likest]}?" if likest else text
