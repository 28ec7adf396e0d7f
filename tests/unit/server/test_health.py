"""/health's verdict on the browser (server/health.py) and the cheap executable check behind it
(discovery.version_problem): no browser is launched. The HTTP side is in tests/e2e/test_health_http.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from verdex_py.browser.launch.discovery import version_problem
from verdex_py.server.health import browser_problem


def script(tmp_path: Path, body: str) -> str:
    path = tmp_path / "fake-browser"
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(0o755)
    return str(path)


async def test_a_chromium_version_passes(tmp_path: Path) -> None:
    assert await version_problem(script(tmp_path, 'echo "Chromium 131.0.6778.85 built on Debian"')) is None


@pytest.mark.parametrize(
    ("body", "said"),
    [
        ('echo "true (GNU coreutils) 9.1"', "printed no browser version"),
        ("echo", "(is it a Chromium?): nothing"),
        ('echo "error while loading shared libraries: libnss3.so" >&2; exit 127', "exited with 127: error while"),
    ],
    ids=["not-a-browser", "silent", "missing-library"],
)
async def test_what_is_no_working_browser(tmp_path: Path, body: str, said: str) -> None:
    problem = await version_problem(script(tmp_path, body))
    assert problem is not None and said in problem, problem


async def test_a_hanging_executable_is_cut_short(tmp_path: Path) -> None:
    problem = await version_problem(script(tmp_path, "exec sleep 30"), within_s=0.5)
    assert problem is not None and "did not answer within" in problem, problem


async def test_a_missing_executable(tmp_path: Path) -> None:
    problem = await version_problem(str(tmp_path / "nowhere"))
    assert problem is not None and "cannot run" in problem, problem


def test_windows_counts_the_exit_only() -> None:
    """Chrome on Windows prints no version on a console: a clean exit is enough there."""
    import asyncio

    assert asyncio.run(version_problem("/bin/true", platform="win32")) is None


class FakeHost:
    def __init__(self, preflight: str | None = None, launch_failure: str | None = None, launches: int = 0) -> None:
        self.launch_failure = launch_failure
        self.launches = launches
        self._preflight = preflight
        self.checked = 0

    async def preflight(self) -> str | None:
        self.checked += 1
        return self._preflight


async def test_before_any_launch_the_check_decides() -> None:
    assert await browser_problem(FakeHost()) is None
    reason = await browser_problem(FakeHost(preflight="/bin/true --version printed no browser version"))
    assert reason is not None and reason.startswith("browser cannot start"), reason
    assert "/bin/true" not in reason, "the unauthenticated probe names no paths"


async def test_after_launches_the_last_one_decides() -> None:
    working = FakeHost(preflight="stale check failure", launches=1)
    assert await browser_problem(working) is None and working.checked == 0
    failing = FakeHost(launch_failure="Chromium at /x failed to start: boom", launches=1)
    reason = await browser_problem(failing)
    assert reason is not None and "last launch failed" in reason and "/x" not in reason, reason
    assert failing.checked == 0
