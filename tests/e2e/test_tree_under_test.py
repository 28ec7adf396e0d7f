"""The servers tests start run the tree under test, not whatever checkout the venv points at (#37).

A copy of this checkout is broken where every server enters (`python -m verdex_py` and the
`verdex-py` console script both reach cli.main, which in the copy notes that it ran and exits),
and one test per way of starting a server (tests/helpers/server_process.py: raw stdio, HTTP,
an MCP client over stdio on either command, the README's and the Dockerfile's commands) runs
in the copy. Each must fail, and the broken entry must have run once per server: a test that
passed would have run the venv's checkout, as test_secrets.py and test_deploy.py once did
(the MCP client's environment allow-list dropped PYTHONPATH). bench/planted_bugs.py relies on
this to judge the copies it plants bugs in.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from bench.planted_bugs import canary_at, copy_tree
from tests.helpers.server_process import server_env

REPRESENTATIVES = (
    "tests/e2e/test_wire.py::test_stdio_answers_garbage_and_keeps_serving",  # raw stdio
    "tests/e2e/test_wire.py::test_http_answers_garbage_and_keeps_serving",  # server_process.http_server
    "tests/e2e/test_http_sessions.py::test_port_in_use_is_one_line_and_exit_1",  # http.verdex_http
    "tests/e2e/test_transports.py::test_stdio_subprocess_python_m",  # mcp_stdio, python -m verdex_py
    "tests/e2e/test_transports.py::test_stdio_subprocess_console_script",  # mcp_stdio, verdex-py
    "tests/e2e/test_policy_secrets.py::test_secret_typed_by_name_never_shown",  # #37's own case
    "tests/e2e/test_deploy.py::test_readme_snippet_runs",  # the README's host command
    "tests/e2e/test_deploy.py::test_entrypoint_serves_with_token",  # the Dockerfile's command
)
MARK = "BROKEN-COPY-RAN"
BREAK = (
    f"__import__('pathlib').Path(__file__).resolve().parents[1].joinpath({MARK!r}).open('a').write('x\\n'); "
    "raise SystemExit('verdex-py: the deliberately broken copy of tests/e2e/test_tree_under_test.py')"
)


def break_entry(copy: Path) -> None:
    """The copy's cli.main starts by noting it ran (a line in MARK at the copy's root) and exiting."""
    cli = copy / "verdex_py" / "cli.py"
    source = cli.read_text(encoding="utf-8")
    (main,) = [n for n in ast.parse(source).body if isinstance(n, ast.FunctionDef) and n.name == "main"]
    cli.write_text(canary_at(source, main.body[0].lineno, BREAK), encoding="utf-8")


def test_a_broken_copy_is_what_every_way_of_starting_a_server_runs(tmp_path: Path) -> None:
    copy = tmp_path / "tree"
    copy_tree(copy)
    break_entry(copy)
    report = tmp_path / "report.xml"
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--junitxml={report}", *REPRESENTATIVES],
        cwd=copy,
        env=server_env(),  # PYTHONPATH names this checkout: the copy's servers must not heed it
        capture_output=True,
        text=True,
        timeout=300,
    )
    cases = ET.parse(report).getroot().iter("testcase")
    verdicts = {f"{c.get('classname')}::{c.get('name')}": [e.tag for e in c] for c in cases}
    assert len(verdicts) == len(REPRESENTATIVES), (verdicts, done.stdout[-2000:])
    passed = [name for name, found in verdicts.items() if not {"failure", "error"} & set(found)]
    assert passed == [], f"these ran a server on another checkout than the copy: {passed}\n{done.stdout[-3000:]}"
    ran = (copy / MARK).read_text().count("x") if (copy / MARK).exists() else 0
    assert ran >= len(REPRESENTATIVES), f"the copy's cli.main ran {ran} times\n{done.stdout[-3000:]}"
