"""`verdex-py codegen RECORDING [-o TEST_FILE]`: an agent's recorded session as a pytest-playwright module.

reading.py parses the `--record` file (calls, roles, repaired failures), locators.py turns
what it knows of each element into a Playwright locator, steps.py writes one role's calls
as a test body, writing.py assembles and formats the module.
"""

from __future__ import annotations

import sys
from pathlib import Path

from verdex_py.codegen.reading import Recording, RecordingError, read_recording
from verdex_py.codegen.writing import CodegenError, polish, render

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
    source, tests = render(recording, auth, out_path, serve_fixtures=serve_fixtures)
    unauthenticated = sorted({t.role for t in tests if t.auth is None})
    if unauthenticated:  # a forgotten --role NAME=FILE shows here, not as a puzzling login page in CI
        sys.stderr.write(
            f"codegen: no saved login for role(s) {', '.join(unauthenticated)}: their tests start logged out\n"
        )
    return polish(source, out_path)


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
