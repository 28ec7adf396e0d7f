"""`verdex-py codegen` output in a user's own fresh folder, outside the repository: no
fixtures_html/, no auth_profiles/, only the generated module and the conftest its header
shows. It passes there and in another folder, and fails saying what to do when a saved
login or a page is missing or pytest-playwright has no browser.

The modules run in a pytest subprocess on this venv's verdex-py; tests/e2e/test_installed_wheel.py
does the same from the built wheel in a fresh venv.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from mcp import Client

from tests.helpers import REPO, module_constant
from verdex_py.config import Settings
from verdex_py.roles_file import RoleConfig
from verdex_py.server.app import build_server
from verdex_py.testing.bundled import bundled
from verdex_py.testing.fixture_server import FixtureServer

DEMO = REPO / "tests" / "data" / "demo_session.jsonl"
DEADLINE_S = 300


def user_env(**extra: str) -> dict[str, str]:
    """A user's shell: no VERDEX_* settings, nothing pointing back at this checkout."""
    drop = ("VERDEX_", "VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME")
    return {**{k: v for k, v in os.environ.items() if not k.startswith(drop)}, **extra}


def codegen(recording: Path, out: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "verdex_py", "codegen", str(recording), "--serve-fixtures", "-o", str(out)]
    return subprocess.run(
        cmd, cwd=cwd, env=user_env(), capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL
    )


def header_conftest(source: str) -> str:
    """The conftest.py the module's header tells the user to write for a system Chromium."""
    header = source.split('"""')[1]
    snippet = header.split("put in conftest.py:\n")[1]
    return "\n".join(line.removeprefix("    ") for line in snippet.splitlines()) + "\n"


def pytest_in(where: Path, **env: str) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-W", "ignore::DeprecationWarning"]
    return subprocess.run(
        cmd,
        cwd=where,
        env=user_env(**env),
        capture_output=True,
        text=True,
        timeout=DEADLINE_S,
        stdin=subprocess.DEVNULL,
    )


def fresh_project(tmp_path: Path) -> Path:
    project = tmp_path / "shop"
    (project / "tests").mkdir(parents=True)
    assert not project.is_relative_to(REPO)
    return project


def generated(recording: Path, project: Path, name: str) -> str:
    done = codegen(recording, project / "tests" / name, cwd=project)
    assert done.returncode == 0, done.stderr
    source = (project / "tests" / name).read_text(encoding="utf-8")
    (project / "conftest.py").write_text(header_conftest(source), encoding="utf-8")
    return source


async def record_customer(site: FixtureServer, logins: Path, recording: Path) -> None:
    """The customer opens the dashboard with a saved login from the user's own folder."""
    settings = Settings(
        auth_dir=logins,
        roles={"customer": RoleConfig(name="customer", auth_file=logins / "customer.json")},
        record_file=recording,
    )
    settings.default_role = "customer"  # not an init field since the options model (a derived value)
    async with Client(build_server(settings)) as client:
        result = await client.call_tool("browser_navigate", {"url": site.url("app/dashboard.html")})
        assert not result.is_error and "Dashboard" in result.content[0].text, result.content[0].text


async def test_a_role_with_its_own_saved_login_survives_moves(fixtures: FixtureServer, tmp_path: Path) -> None:
    """The module passes where it was written and, renamed, in another folder (one run: pytest refuses
    two test_customer.py in one run); with the original gone, the moved one stops when its saved logins
    move away, saying what to set, and passes once that is set."""
    logins = tmp_path / "logins"
    logins.mkdir()
    profile = json.loads((bundled("auth_profiles") / "customer.json").read_text(encoding="utf-8"))
    (logins / "customer.json").write_text(json.dumps(profile), encoding="utf-8")  # the user's own file
    recording = tmp_path / "recordings" / "customer.jsonl"
    recording.parent.mkdir()
    await record_customer(fixtures, logins, recording)
    project = fresh_project(tmp_path)
    source = generated(recording, project, "test_customer.py")
    assert module_constant(source, "AUTH_DIR") == str(logins.resolve())
    assert '@saved_login("customer.json", default=AUTH_DIR)' in source, source
    (project / "other").mkdir()
    (project / "other" / "test_customer_moved.py").write_text(source, encoding="utf-8")
    passed = pytest_in(project)  # logged out, the dashboard redirects to the login page and the tests fail
    assert passed.returncode == 0 and "2 passed" in passed.stdout, passed.stdout + passed.stderr

    (project / "tests" / "test_customer.py").unlink()

    logins.rename(tmp_path / "ci_logins")
    lost = pytest_in(project)
    assert lost.returncode == 1 and "1 failed" in lost.stdout, lost.stdout + lost.stderr
    assert (
        f"saved login customer.json is not in {logins.resolve()} (the folder it was recorded with; "
        "$VERDEX_AUTH_DIR is not set): set VERDEX_AUTH_DIR to the folder holding it"
    ) in lost.stdout, lost.stdout
    found = pytest_in(project, VERDEX_AUTH_DIR=str(tmp_path / "ci_logins"))
    assert found.returncode == 0 and "1 passed" in found.stdout, found.stdout + found.stderr


def test_pages_the_recording_opened_must_be_there(tmp_path: Path) -> None:
    """A recording of the user's own page: not bundled, so the test fails saying where to put it.
    The last run has no Playwright download either: the header's conftest is what lets it pass."""
    origin = "http://127.0.0.1:8123"
    rows = [
        {"verdex_recording": 1, "options": {}},
        {"tool": "browser_navigate", "arguments": {"url": f"{origin}/mine.html"}, "outcome": "ok", "code": None}
        | {"url": f"{origin}/mine.html", "title": "Mine", "role": "default"},
    ]
    recording = tmp_path / "mine.jsonl"
    recording.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    project = fresh_project(tmp_path)
    done = codegen(recording, project / "tests" / "test_mine.py", cwd=project)
    assert done.returncode == 0, done.stderr
    assert "codegen: /mine.html are not among verdex-py's bundled demo pages" in done.stderr, done.stderr
    source = (project / "tests" / "test_mine.py").read_text(encoding="utf-8")
    (project / "conftest.py").write_text(header_conftest(source), encoding="utf-8")

    missing = pytest_in(project)
    assert missing.returncode == 1 and "1 error" in missing.stdout, missing.stdout + missing.stderr
    assert (
        f"the recording opened /mine.html, which {bundled('fixtures_html')} (bundled pages) does not hold: put the "
        f"pages in {project / 'fixtures_html'}, or set the ini option verdex_fixtures_dir"
    ) in missing.stdout, missing.stdout
    (project / "fixtures_html").mkdir()
    (project / "fixtures_html" / "mine.html").write_text("<title>Mine</title><p>mine</p>", encoding="utf-8")
    served = pytest_in(project)
    assert served.returncode == 0 and "1 passed" in served.stdout, served.stdout + served.stderr
    # The project's own pages do not hide the bundled ones from a module recorded on those.
    generated(DEMO, project, "test_demo.py")
    nothing = tmp_path / "no_browsers"
    nothing.mkdir()
    both = pytest_in(project, PLAYWRIGHT_BROWSERS_PATH=str(nothing))
    assert both.returncode == 0 and "4 passed" in both.stdout, both.stdout + both.stderr


def test_without_a_browser_pytest_stops_as_the_header_says(tmp_path: Path) -> None:
    """No conftest and no Playwright download: the error the header quotes. Its fix is shown to work
    with no download by test_pages_the_recording_opened_must_be_there's last run."""
    project = fresh_project(tmp_path)
    source = generated(DEMO, project, "test_demo.py")
    (project / "conftest.py").unlink()
    nothing = tmp_path / "no_browsers"
    nothing.mkdir()
    stopped = pytest_in(project, PLAYWRIGHT_BROWSERS_PATH=str(nothing))
    assert stopped.returncode == 1, stopped.stdout + stopped.stderr
    assert "BrowserType.launch: Executable doesn't exist at" in stopped.stdout, stopped.stdout
    assert "\n    BrowserType.launch: Executable doesn't exist at ...\n" in source, source
