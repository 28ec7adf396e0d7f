"""The installed package works outside the repository: build the wheel, install it into a
fresh venv, run the demo and replay its recording from another folder, and see the demo fail
loudly (exit 1, the step, the reason) when a page does not do what the demo narrates.

uv builds and installs (its cache makes a fresh venv take seconds); `pip wheel --no-deps` +
`pip install` do the same, only slower.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import REPO

DEADLINE_S = 300


def uv() -> str:
    found = shutil.which("uv", path=os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]]))
    if not found:
        pytest.fail("uv is not installed (pip install -e '.[dev]')")
    return found


def run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=DEADLINE_S, stdin=subprocess.DEVNULL
    )


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The bin/ folder of a fresh venv holding only the built wheel and its dependencies."""
    root = tmp_path_factory.mktemp("wheel")
    built = run([uv(), "build", "-q", "--wheel", "--out-dir", str(root / "dist"), str(REPO)], cwd=root)
    assert built.returncode == 0, built.stderr
    (wheel,) = (root / "dist").glob("verdex_py-*.whl")
    made = run([uv(), "venv", "-q", "--python", sys.executable, str(root / "venv")], cwd=root)
    assert made.returncode == 0, made.stderr
    python = root / "venv" / "bin" / "python"
    done = run([uv(), "pip", "install", "-q", "--python", str(python), str(wheel)], cwd=root)
    assert done.returncode == 0, done.stderr
    yield python.parent


def user_env() -> dict[str, str]:
    """A user's shell: no VERDEX_* settings, nothing pointing back at this checkout."""
    drop = ("VERDEX_", "VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME")
    return {k: v for k, v in os.environ.items() if not k.startswith(drop)}


def test_wheel_ships_the_demo_site_and_profiles(installed: Path) -> None:
    listing = run(
        [str(installed / "python"), "-c", "import verdex_py.testing.bundled as b; print(b.bundled('fixtures_html'))"],
        cwd=installed,
    )
    site = Path(listing.stdout.strip())
    assert site.is_relative_to(installed.parent), f"the venv's verdex_py found its pages elsewhere: {site}"
    assert (site / "rerender.html").is_file() and (site / "app" / "dashboard.html").is_file()
    assert (site.parent / "auth_profiles" / "customer.json").is_file()


def test_demo_and_its_replay_run_from_the_installed_wheel(installed: Path, tmp_path: Path) -> None:
    demo = run([str(installed / "verdex-py"), "demo", "--record-to", "demo.jsonl"], cwd=tmp_path, env=user_env())
    assert demo.returncode == 0, demo.stdout + demo.stderr
    assert "customer lands on: 'Dashboard'" in demo.stdout, demo.stdout
    assert demo.stdout.rstrip().endswith("Demo finished: every step did what it says."), demo.stdout
    replayed = run(
        [str(installed / "verdex-py"), "--log-level", "WARNING", "replay", "demo.jsonl"], cwd=tmp_path, env=user_env()
    )
    assert replayed.returncode == 0, replayed.stderr
    assert "replayed 10 calls: 10 passed, 0 failed" in replayed.stderr, replayed.stderr


def test_demo_fails_loudly_when_a_step_does_not_happen(installed: Path, tmp_path: Path) -> None:
    """A site whose Re-render button re-renders nothing: step 3 gets no STALE_REF, and says so."""
    site = tmp_path / "site"
    shutil.copytree(REPO / "fixtures_html", site)
    page = site / "rerender.html"
    text = page.read_text(encoding="utf-8")
    broken = 'addEventListener("click", () => slot.replaceChildren(newSave()))'
    assert broken in text
    page.write_text(text.replace(broken, 'addEventListener("click", () => {})'), encoding="utf-8")
    demo = run([str(installed / "verdex-py"), "demo", "--fixtures", str(site)], cwd=tmp_path, env=user_env())
    assert demo.returncode == 1, demo.stdout + demo.stderr
    assert (
        "Demo FAILED at step 3. The page re-renders its button; the old ref goes stale: "
        "expected a STALE_REF error, got" in demo.stderr
    ), demo.stderr
    assert "Traceback" not in demo.stderr and "Demo finished" not in demo.stdout

    missing = run([str(installed / "verdex-py"), "demo", "--fixtures", "nowhere"], cwd=tmp_path, env=user_env())
    assert missing.returncode == 2 and missing.stderr == "verdex-py demo: --fixtures nowhere is not a folder\n"
