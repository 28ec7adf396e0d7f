"""The pytest plugin beside pytest-playwright, as a user's project runs it.

examples/pytest_project/ is the README's plugin snippet, file for file: a pytest-playwright
sync `page` test, a sync verdex test (blocking client) and an async verdex test
(pytest-asyncio). Copied outside the repository, it runs in ONE pytest session in both orders.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO
from tests.helpers.server_process import server_env

PROJECT = REPO / "examples" / "pytest_project"
TESTS = ["test_with_pytest_playwright", "test_agent_flow_sync", "test_agent_flow_async"]
DEADLINE_S = 300


def run_project(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    copy = tmp_path / "project"
    if not copy.exists():
        shutil.copytree(PROJECT, copy, ignore=shutil.ignore_patterns("__pycache__"))
    cmd = [sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", *args]
    return subprocess.run(cmd, cwd=copy, env=server_env(), capture_output=True, text=True, timeout=DEADLINE_S)


@pytest.mark.parametrize("order", [TESTS, TESTS[::-1]], ids=["playwright-first", "async-first"])
def test_both_styles_beside_pytest_playwright_in_one_session(tmp_path: Path, order: list[str]) -> None:
    result = run_project(tmp_path, *(f"test_checkout.py::{name}" for name in order))
    assert result.returncode == 0, result.stdout + result.stderr
    passed = re.findall(r"test_checkout\.py::(\w+)(?:\[chromium\])? PASSED", result.stdout)
    assert passed == order, result.stdout
    assert "3 passed" in result.stdout


def test_verdex_site_refuses_a_missing_folder(tmp_path: Path) -> None:
    result = run_project(tmp_path, "-o", "verdex_fixtures_dir=pages", "test_checkout.py::test_agent_flow_sync")
    assert result.returncode == 1, result.stdout
    missing = tmp_path / "project" / "pages"
    assert f"verdex_site: the fixtures folder {missing} does not exist" in result.stdout, result.stdout
    assert "verdex_fixtures_dir" in result.stdout and "1 error" in result.stdout, result.stdout


def readme_block(marker: str) -> str:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    match = re.search(rf"<!-- snippet:{re.escape(marker)} -->\s*```\w*\n(.*?)```", text, re.S)
    assert match, f"README has no fenced block after <!-- snippet:{marker} -->"
    return match.group(1)


@pytest.mark.parametrize("name", ["pytest.ini", "conftest.py", "test_checkout.py"])
def test_readme_plugin_snippet_is_the_project(name: str) -> None:
    """What the README shows is exactly what the test above runs."""
    assert readme_block(f"pytest-project/{name}") == (PROJECT / name).read_text(encoding="utf-8")
