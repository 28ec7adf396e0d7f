"""Every verdex-py process a test starts is started through tests/helpers/server_process.py (#37).

That module alone says what a server runs: the tree under test first on PYTHONPATH, whichever
command and transport. A test that built its own command or MCP stdio parameters would again
run whatever checkout the venv points at when its environment is filtered, so this reads the
tests' source for the ways a server was started by hand.
"""

from __future__ import annotations

import re

from tests.helpers import REPO

HELPER = REPO / "tests" / "helpers" / "server_process.py"
BY_HAND = {
    "an MCP stdio client's own parameters": re.compile(r"StdioServerParameters\(|stdio_client\("),
    "python -m verdex_py spelled out": re.compile(r"""["']-m["'],\s*["']verdex_py["']"""),
    "the console script looked up by hand": re.compile(r"\bconsole_script\("),
}
# Deliberately not the tree under test: a user's fresh folder and shell, with this venv's install.
EXEMPT = {("tests/e2e/test_codegen_fresh_folder.py", "python -m verdex_py spelled out")}


def test_no_test_starts_a_server_by_hand() -> None:
    found = []
    for path in sorted((REPO / "tests").rglob("*.py")):
        if path in (HELPER, REPO / "tests" / "helpers" / "__init__.py", __file__):
            continue
        name = str(path.relative_to(REPO))
        source = path.read_text(encoding="utf-8")
        found += [f"{name}: {what}" for what, pattern in BY_HAND.items() if pattern.search(source)]
        found = [f for f in found if tuple(f.split(": ", 1)) not in EXEMPT]
    assert found == [], "start servers with tests/helpers/server_process.py (server_command, server_env, mcp_stdio)"


def test_the_check_sees_what_it_looks_for() -> None:
    """Each pattern matches the helper's own use of it: a pattern that matched nothing would pass anything."""
    source = HELPER.read_text(encoding="utf-8")
    assert [what for what, pattern in BY_HAND.items() if not pattern.search(source)] == []
