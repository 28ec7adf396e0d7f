"""Assembling the test module: imports, the base URL fixture, one test per session and role.

The module is then put through ruff (imports sorted, formatted, checked) with the target
folder's own configuration, so it lands in a project looking like its other files; a
lint finding left after that is a codegen bug and fails the command.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from verdex_py.codegen.locators import _q
from verdex_py.codegen.reading import Call, Recording
from verdex_py.codegen.steps import Body, build_body

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


def _relative(target: Path, out_dir: Path) -> str:
    try:
        return os.path.relpath(target, out_dir).replace(os.sep, "/")
    except ValueError:  # another drive on Windows
        return str(target)


def render(
    recording: Recording, auth: dict[str, Path | None], out_path: Path | None, *, serve_fixtures: bool
) -> tuple[str, list[Test]]:
    origin = base_origin(recording.calls)
    if origin is None:
        raise CodegenError(f"{recording.path}: the session never opened a page; there is nothing to test")
    tests = split_tests(recording, auth, origin)
    if not tests:
        raise CodegenError(f"{recording.path}: no browser call succeeded; there is nothing to test")
    out_dir = (out_path or Path("x")).resolve().parent
    auth_dirs = {t.auth.parent for t in tests if t.auth}
    auth_dir = auth_dirs.pop() if len(auth_dirs) == 1 else None
    uses_secrets = any(t.body.uses_secrets for t in tests)
    roles = sorted({t.role for t in tests})
    lines = [
        '"""An agent\'s recorded session as pytest-playwright tests, written by `verdex-py codegen`.',
        "",
        f"Recording: {recording.path.name} ({len(recording.calls)} calls; roles: {', '.join(roles)}).",
        "Comments mark each recorded call not reproduced literally, and why.",
        '"""',
        "",
    ]
    expects = any("expect(" in line for t in tests for line in t.body.lines)
    imports = ["import pytest", f"from playwright.sync_api import Page{', expect' if expects else ''}"]
    if uses_secrets:
        imports.insert(0, "import os")
    if any(t.auth for t in tests):
        imports.insert(0, "from pathlib import Path")
    if serve_fixtures:
        imports.append("from verdex_py.testing.fixture_server import FixtureServer")
    lines += imports + [""]
    if auth_dir is not None:
        lines.append(f"AUTH_DIR = Path(__file__).parent / {_q(_relative(auth_dir, out_dir))}")
    lines.append("")
    lines += _base_url_fixture(origin, serve_fixtures)
    if uses_secrets:
        lines += SECRET_HELPER.splitlines()
    for test in tests:
        lines += ["", ""]
        if test.auth:
            where = f"AUTH_DIR / {_q(test.auth.name)}" if auth_dir else _q(str(test.auth))
            lines.append(f"@pytest.mark.browser_context_args(storage_state={where})")
        lines.append(f"def {test.name}(page: Page) -> None:")
        doc = f"Role {test.role}" + (f", logged in from {test.auth.name}" if test.auth else ", no saved login") + "."
        lines.append(f'    """{doc}"""')
        lines += [f"    {line}" for line in test.body.lines]
    return "\n".join(lines) + "\n", tests


def _base_url_fixture(origin: str, serve_fixtures: bool) -> list[str]:
    if serve_fixtures:
        return [
            '@pytest.fixture(scope="session")',
            "def base_url(verdex_site: FixtureServer) -> str:",
            f'    """Recorded on {origin}: the same pages, served again by verdex-py\'s pytest plugin."""',
            "    return verdex_site.origin",
        ]
    return [
        '@pytest.fixture(scope="session")',
        "def base_url(pytestconfig: pytest.Config) -> str:",
        '    """The origin the session was recorded on; run against another one with --base-url."""',
        f'    return pytestconfig.getoption("base_url") or {_q(origin)}',
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
