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

from tests.helpers import REPO

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
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from this checkout."""
    root = tmp_path_factory.mktemp("wheel")
    built = run([uv(), "build", "-q", "--wheel", "--out-dir", str(root / "dist"), str(REPO)], cwd=root)
    assert built.returncode == 0, built.stderr
    (found,) = (root / "dist").glob("verdex_py-*.whl")
    return found


def fresh_venv(root: Path, requirement: str) -> Path:
    """The bin/ folder of a new venv under `root` holding only `requirement` and its dependencies."""
    made = run([uv(), "venv", "-q", "--python", sys.executable, str(root / "venv")], cwd=root)
    assert made.returncode == 0, made.stderr
    python = root / "venv" / "bin" / "python"
    done = run([uv(), "pip", "install", "-q", "--python", str(python), requirement], cwd=root)
    assert done.returncode == 0, done.stderr
    return python.parent


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The bin/ folder of a fresh venv holding only the built wheel and its dependencies."""
    yield fresh_venv(tmp_path_factory.mktemp("venv"), str(wheel))


@pytest.fixture(scope="module")
def installed_codegen(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with `pip install "verdex-py[codegen]"`, from the built wheel."""
    return fresh_venv(tmp_path_factory.mktemp("venv_codegen"), f"{wheel}[codegen]")


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


def header_conftest(source: str) -> str:
    """The conftest.py a generated module's header tells the user to write for a system Chromium."""
    snippet = source.split('"""')[1].split("put in conftest.py:\n")[1]
    return "\n".join(line.removeprefix("    ") for line in snippet.splitlines()) + "\n"


def test_codegen_from_the_installed_wheel_runs_in_a_fresh_folder(installed_codegen: Path, tmp_path: Path) -> None:
    """Only `pip install "verdex-py[codegen]"`: record the demo, generate, run pytest, with a copy of the
    module in another folder in the same run (renamed: pytest refuses two test_demo.py in one run), so the
    module runs wherever it is put; it names no path in the project, so the copy does not lean on its
    original. The repository's own demo recording (its customer profile from this checkout) runs there too."""
    bin_ = installed_codegen
    helped = run([str(bin_ / "verdex-py"), "codegen", "--help"], cwd=tmp_path, env=user_env())
    assert "recording             the JSON Lines file a server wrote" in helped.stdout, helped.stdout
    assert "--record" in helped.stdout and "demo --record-to" in helped.stdout.replace("\n", " "), helped.stdout
    project = tmp_path / "shop"
    (project / "tests").mkdir(parents=True)
    demo = run([str(bin_ / "verdex-py"), "demo", "--record-to", "demo.jsonl"], cwd=project, env=user_env())
    assert demo.returncode == 0, demo.stdout + demo.stderr
    for recording, module in (
        ("demo.jsonl", "test_demo.py"),
        (str(REPO / "tests/data/demo_session.jsonl"), "test_repo.py"),
    ):
        cmd = [str(bin_ / "verdex-py"), "codegen", recording, "--serve-fixtures", "-o", f"tests/{module}"]
        generated = run(cmd, cwd=project, env=user_env())
        assert generated.returncode == 0 and "(3 tests)" in generated.stderr, generated.stderr
    source = (project / "tests" / "test_demo.py").read_text(encoding="utf-8")
    assert '@saved_login("customer.json")' in source and "__file__" not in source, source
    assert str(project) not in source and str(project.resolve()) not in source, source
    (project / "conftest.py").write_text(header_conftest(source), encoding="utf-8")
    assert sorted(p.name for p in project.iterdir()) == ["conftest.py", "demo.jsonl", "tests"]

    (project / "moved").mkdir()
    (project / "moved" / "test_demo_moved.py").write_text(source, encoding="utf-8")
    pytest_cmd = [str(bin_ / "python"), "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    passed = run(pytest_cmd, cwd=project, env=user_env())
    assert passed.returncode == 0 and "9 passed" in passed.stdout, passed.stdout + passed.stderr
