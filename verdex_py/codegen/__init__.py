"""`verdex-py codegen RECORDING [-o TEST_FILE]`: an agent's recorded session as a pytest-playwright module.

reading.py parses the `--record` file (calls, roles, repaired failures), locators.py turns
what it knows of each element into a Playwright locator, steps.py writes one role's calls
as a test body, writing.py assembles and formats the module.
"""

from __future__ import annotations

import sys
from pathlib import Path

from verdex_py.codegen.reading import Recording, RecordingError, read_recording
from verdex_py.codegen.support import AUTH_DIR_VARIABLE, missing_pages
from verdex_py.codegen.writing import CodegenError, base_origin, polish, recorded_pages, render
from verdex_py.testing.bundled import bundled

__all__ = ["CodegenError", "RecordingError", "generate", "run_codegen"]


def _auth_files(recording: Recording, configured: dict[str, Path | None]) -> dict[str, Path | None]:
    """Each role's storage-state file: the recording's options line first, then the command line's roles.
    The options line's auth folder is relative to the recording's own folder."""
    auth = dict(configured)
    folder = recording.path.resolve().parent
    base = folder / recording.auth_dir if recording.auth_dir else folder
    for role, file in recording.roles_auth.items():
        recorded = (base / file).resolve() if file else None
        # A recording moved away from its auth folder: the command line's file for that role, if any.
        if recorded is not None and (recorded.is_file() or auth.get(role) is None):
            auth[role] = recorded
    return auth


def generate(
    recording_path: Path,
    out_path: Path | None = None,
    *,
    roles_auth: dict[str, Path | None] | None = None,
    serve_fixtures: bool = False,
) -> str:
    """The formatted module's source. `roles_auth` maps role names to storage-state files."""
    recording = read_recording(recording_path)
    auth = _auth_files(recording, roles_auth or {})
    source, tests = render(recording, auth, serve_fixtures=serve_fixtures)
    unauthenticated = sorted({t.role for t in tests if t.auth is None})
    if unauthenticated:  # a forgotten --role NAME=FILE shows here, not as a puzzling login page in CI
        _note(f"no saved login for role(s) {', '.join(unauthenticated)}: their tests start logged out")
    for file in sorted({t.auth for t in tests if t.auth and not t.auth.is_file()}):
        _note(f"saved login {file} does not exist: its tests fail until {AUTH_DIR_VARIABLE} names a folder holding it")
    if serve_fixtures:
        _check_pages(recording)
    return polish(source, out_path)


def _note(text: str) -> None:
    sys.stderr.write(f"codegen: {text}\n")


def _check_pages(recording: Recording) -> None:
    """Say now, not in CI, when the recorded pages are neither bundled nor in ./fixtures_html."""
    origin = base_origin(recording.calls) or ""
    pages = recorded_pages(recording.calls, origin)
    missing = missing_pages(bundled("fixtures_html"), pages)
    if missing and missing_pages(Path("fixtures_html"), pages):
        _note(
            f"{', '.join(missing)} are not among verdex-py's bundled demo pages: the tests serve them from "
            "the project's folder named by the ini option verdex_fixtures_dir (default fixtures_html/)"
        )


def run_codegen(
    recording_path: Path, out_path: Path | None, roles_auth: dict[str, Path | None], serve_fixtures: bool
) -> int:
    try:
        source = generate(recording_path, out_path, roles_auth=roles_auth, serve_fixtures=serve_fixtures)
    except (RecordingError, CodegenError) as exc:
        sys.stderr.write(f"verdex-py codegen: {exc}\n")
        return 2
    if out_path is None:
        sys.stdout.write(source)
    else:
        out_path.parent.mkdir(parents=True, exist_ok=True)
        out_path.write_text(source, encoding="utf-8")
        sys.stderr.write(f"wrote {out_path} ({source.count(chr(10) + 'def test_')} tests)\n")
    return 0
