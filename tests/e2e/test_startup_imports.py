"""What a stdio server imports before it answers tools/list (issue #44): nothing that only tool calls need.

A client waits for tools/list before anything else. Playwright and the browser layer, jsonschema
(page tools' arguments) and structlog (with rich and pygments when installed) are imported when a
call or a log line needs them (server/deferred.py, log.py). Checked by module names, from the
server's own `-X importtime` lines (PYTHONPROFILEIMPORTTIME) up to its tools/list answer: a fact
about the process, whatever the machine's load.
"""

from __future__ import annotations

from tests.helpers.server_process import call, stdio_server
from verdex_py.testing.fixture_server import FixtureServer

IMPORT_TIMES = {"PYTHONPROFILEIMPORTTIME": "1"}  # `python -X importtime`: one stderr line per module imported
# Top-level packages only a tool call (or a log line) needs.
ONLY_FOR_CALLS = {"playwright", "greenlet", "pyee", "jsonschema", "structlog", "rich", "pygments"}
# The browser layer's modules that hold no Playwright and that start-up needs: the idle timer the
# session registry starts with, and the bounds browser_find's description quotes (and their packages).
BROWSER_AT_START = {
    "verdex_py.browser",
    "verdex_py.browser.launch",
    "verdex_py.browser.launch.idle",
    "verdex_py.browser.page",
    "verdex_py.browser.page.find_bounds",
}


def imported(stderr: str) -> list[str]:
    """Module names from `-X importtime` lines (`import time: self | cumulative | name`), in import order."""
    return [
        line.rsplit("|", 1)[1].strip()
        for line in stderr.splitlines()
        if line.startswith("import time:") and "cumulative" not in line
    ]


def test_tools_list_is_answered_before_the_browser_layer_is_imported(fixtures: FixtureServer) -> None:
    with stdio_server("--caps", "all", env=IMPORT_TIMES) as server:
        server.initialize()
        server.send({"jsonrpc": "2.0", "id": "list", "method": "tools/list"})
        tools = server.reply("list")["result"]["tools"]
        at_list = imported(server.stderr(0))
        assert "verdex_py.server.app" in at_list and len(tools) > 40, "the server did not list its tools"
        loaded = {m.split(".")[0] for m in at_list} & ONLY_FOR_CALLS
        assert not loaded, f"imported before tools/list though only calls need them: {sorted(loaded)}"
        browser = {m for m in at_list if m.startswith("verdex_py.browser")}
        extra = sorted(browser - BROWSER_AT_START)
        assert not extra, f"browser layer imported before tools/list: {extra}"

        # The first call imports it (server/deferred.py) and works as ever.
        server.send(call("nav", "browser_navigate", {"url": fixtures.url("form.html")}))
        reply = server.reply("nav")
        assert not reply["result"].get("isError"), reply
        assert "Page URL" in reply["result"]["content"][0]["text"]
        after_call = imported(server.stderr(0))
        assert "playwright.async_api" in after_call and "verdex_py.browser.calls.facade" in after_call
