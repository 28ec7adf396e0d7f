"""Assembling the test module: imports, the base URL fixture, one test per session and role.

The module is then put through ruff (imports sorted, formatted, checked) with the target
folder's own configuration, so it lands in a project looking like its other files; a
lint finding left after that is a codegen bug and fails the command.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from verdex_py.codegen.locators import _q
from verdex_py.codegen.reading import Call, Recording
from verdex_py.codegen.steps import Body, build_body
from verdex_py.codegen.support import AUTH_DIR_VARIABLE, BUNDLED
from verdex_py.testing.bundled import bundled

SECRET_HELPER = '''

def secret(name: str) -> str:
    """A value the agent typed as {{NAME}}: read from the environment, never written here."""
    if name not in os.environ:
        pytest.fail(f"set the environment variable {name}: the recorded session typed it as a secret")
    return os.environ[name]
'''


class CodegenError(RuntimeError):
    """The module could not be produced (no ruff, nothing to test); the message says why."""


@dataclass
class Test:
    name: str
    role: str
    auth: Path | None
    body: Body


def _slug(text: str) -> str:
    slug = re.sub(r"\W+", "_", text.lower()).strip("_")
    return slug if slug and not slug[0].isdigit() else f"session_{slug}"


def base_origin(calls: list[Call]) -> str | None:
    """The origin the session started on: the first page it opened."""
    for call in calls:
        url = call.arguments.get("url") if call.tool == "browser_navigate" else call.url
        if isinstance(url, str) and url.startswith(("http://", "https://")):
            parts = urlsplit(url)
            return f"{parts.scheme}://{parts.netloc}"
    return None


def split_tests(recording: Recording, auth: dict[str, Path | None], origin: str) -> list[Test]:
    """One test per recorded session, and per role within it when several roles acted."""
    groups: dict[tuple[str | None, str], list[Call]] = {}
    for call in recording.calls:
        if call.tool in ("select_role", "list_roles", "get_current_role") and call.ok:
            continue  # role bookkeeping, not a step of any role's flow
        groups.setdefault((call.session, call.role), []).append(call)
    sessions = list(dict.fromkeys(s for s, _ in groups))
    stem = _slug(recording.path.stem)
    tests = []
    for (session, role), calls in groups.items():
        if not any(c.ok and c.tool.startswith("browser_") for c in calls):
            continue  # a role that only failed (e.g. an unknown role name): nothing it did to test
        name = f"test_{stem}"
        if len(sessions) > 1:
            name += f"_session{sessions.index(session) + 1}"
        if len({r for s, r in groups if s == session}) > 1:
            name += f"_{_slug(role)}"
        tests.append(Test(name, role, auth.get(role), build_body(calls, origin)))
    return tests


CHROMIUM_HELP = """
Run with `pytest` (pip install "verdex-py[codegen]"). pytest-playwright starts the
Chromium that `playwright install chromium` downloads; without it, every test errors:
    BrowserType.launch: Executable doesn't exist at ...
To use a system Chromium instead, put in conftest.py:

    import pytest


    @pytest.fixture(scope="session")
    def browser_type_launch_args(browser_type_launch_args):
        return {**browser_type_launch_args, "executable_path": "/usr/bin/chromium"}
"""


def is_bundled_login(file: Path) -> bool:
    """The file is verdex-py's own demo profile of that name (the same file, or the same bytes)."""
    ours = bundled("auth_profiles") / file.name
    try:
        return file.resolve() == ours.resolve() or file.read_bytes() == ours.read_bytes()
    except OSError:
        return False


def login_default(file: Path) -> str:
    """Where the module looks for a saved login when $VERDEX_AUTH_DIR is not set: the bundled demo
    profiles, else the folder it was recorded with, absolute so that moving the module keeps it."""
    return BUNDLED if is_bundled_login(file) else str(file.resolve().parent)


def recorded_pages(calls: list[Call], origin: str) -> list[str]:
    """The pages the session opened by URL on its first origin, which the served folder must hold.
    Paths without a file name (/redirect, /status/404) are the fixture server's own answers."""
    pages: list[str] = []
    for call in calls:
        url = call.arguments.get("url") if call.tool == "browser_navigate" and call.ok else None
        if not isinstance(url, str) or base_origin([call]) != origin:
            continue
        path = urlsplit(url).path or "/"
        if (path.endswith("/") or "." in path.rsplit("/", 1)[-1]) and path not in pages:
            pages.append(path)
    return pages


def render(recording: Recording, auth: dict[str, Path | None], *, serve_fixtures: bool) -> tuple[str, list[Test]]:
    origin = base_origin(recording.calls)
    if origin is None:
        raise CodegenError(f"{recording.path}: the session never opened a page; there is nothing to test")
    tests = split_tests(recording, auth, origin)
    if not tests:
        raise CodegenError(f"{recording.path}: no browser call succeeded; there is nothing to test")
    uses_secrets = any(t.body.uses_secrets for t in tests)
    roles = sorted({t.role for t in tests})
    lines = [
        '"""An agent\'s recorded session as pytest-playwright tests, by `verdex-py codegen`.',
        "",
        f"Recording: {recording.path.name} ({len(recording.calls)} calls; roles: {', '.join(roles)}).",
        "Comments mark each recorded call not reproduced literally, and why.",
    ]
    if any(t.auth for t in tests):
        lines += [
            f"Saved logins are read from the folder in ${AUTH_DIR_VARIABLE} when it is set, else",
            "from the folder each @saved_login names (verdex-py's bundled demo profiles when it",
            "names none).",
        ]
    lines += CHROMIUM_HELP.splitlines()
    lines += ['"""', ""]
    expects = any("expect(" in line for t in tests for line in t.body.lines)
    imports = ["import pytest", f"from playwright.sync_api import Page{', expect' if expects else ''}"]
    if uses_secrets:
        imports.insert(0, "import os")
    helpers = (["served_pages"] if serve_fixtures else []) + (["saved_login"] if any(t.auth for t in tests) else [])
    if any("scrolled_to(" in line for t in tests for line in t.body.lines):
        helpers.append("scrolled_to")
    if serve_fixtures:
        imports.insert(0, "from collections.abc import Iterator")
    if helpers:
        imports.append(f"from verdex_py.codegen.support import {', '.join(helpers)}")
    lines += imports + ["", ""]
    folders = sorted({login_default(t.auth) for t in tests if t.auth} - {BUNDLED})
    if len(folders) == 1:  # the usual case: one name for it, and decorators short enough for one line
        lines += [f"# The folder the saved logins were recorded in; ${AUTH_DIR_VARIABLE} overrides it."]
        lines += [f"AUTH_DIR = {_q(folders[0])}", "", ""]
    lines += _base_url_fixture(origin, recorded_pages(recording.calls, origin) if serve_fixtures else None)
    if uses_secrets:
        lines += SECRET_HELPER.splitlines()
    for test in tests:
        lines += ["", ""]
        if test.auth:
            default = login_default(test.auth)
            where = "" if default == BUNDLED else f", default={'AUTH_DIR' if len(folders) == 1 else _q(default)}"
            lines.append(f"@saved_login({_q(test.auth.name)}{where})")
        lines.append(f"def {test.name}(page: Page) -> None:")
        doc = f"Role {test.role}" + (f", logged in from {test.auth.name}" if test.auth else ", no saved login") + "."
        lines.append(f'    """{doc}"""')
        lines += [f"    {line}" for line in test.body.lines]
    return "\n".join(lines) + "\n", tests


CONTEXT_BASE_URL = [
    "",
    "",
    "@pytest.fixture",
    "def browser_context_args(browser_context_args: dict, recorded_origin: str) -> dict:",
    '    """This module\'s base URL, not pytest-playwright\'s base_url fixture: that one is',
    '    shared by the whole run, and other modules may have been recorded elsewhere."""',
    '    return {**browser_context_args, "base_url": recorded_origin}',
]


def _base_url_fixture(origin: str, pages: list[str] | None) -> list[str]:
    """The module's base URL: the recorded origin, or with pages to serve, the same pages
    served again on loopback. A module fixture, passed to the browser context directly."""
    if pages is not None:
        return [
            f"PAGES = [{', '.join(_q(p) for p in pages)}]",
            "",
            "",
            '@pytest.fixture(scope="module")',
            "def recorded_origin(pytestconfig: pytest.Config) -> Iterator[str]:",
            f'    """Recorded on {origin}.',
            "",
            "    The same PAGES are served again: from the folder the ini option verdex_fixtures_dir",
            "    names (default fixtures_html/) when it holds them all, else from verdex-py's bundled",
            '    demo pages."""',
            "    with served_pages(pytestconfig, PAGES) as site:",
            "        yield site.origin",
            *CONTEXT_BASE_URL,
        ]
    return [
        '@pytest.fixture(scope="module")',
        "def recorded_origin(pytestconfig: pytest.Config) -> str:",
        '    """The origin the session was recorded on; run against another one with --base-url."""',
        f'    return pytestconfig.getoption("base_url") or {_q(origin)}',
        *CONTEXT_BASE_URL,
    ]


def _ruff() -> list[str]:
    try:
        from ruff import find_ruff_bin  # type: ignore[import-untyped]
    except ImportError:
        raise CodegenError("codegen formats its output with ruff: pip install ruff (or verdex-py[dev])") from None
    return [str(find_ruff_bin())]


def polish(source: str, out_path: Path | None) -> str:
    """Sort imports, format, then check: with the configuration of the folder the module goes to."""
    name = str((out_path or Path.cwd() / "test_generated.py").resolve())
    ruff = _ruff()
    for step in (["check", "--select", "I", "--fix-only", "--quiet"], ["format", "--quiet"]):
        done = subprocess.run(
            [*ruff, *step, "--stdin-filename", name, "-"], input=source, capture_output=True, text=True, check=False
        )
        if done.returncode != 0:
            raise CodegenError(f"ruff {step[0]} failed on the generated module:\n{done.stderr.strip()}")
        source = done.stdout
    checked = subprocess.run(
        [*ruff, "check", "--quiet", "--stdin-filename", name, "-"], input=source, capture_output=True, text=True
    )
    if checked.returncode != 0:
        sys.stderr.write(source)
        raise CodegenError(f"the generated module is not lint-clean (a codegen bug):\n{checked.stdout.strip()}")
    return source
