"""Where the demo's site (`fixtures_html/`) and auth profiles (`auth_profiles/`) live.

An installed wheel carries them as package data under `verdex_py/_data/` (see pyproject's
force-include); a source checkout has them at the repository root. The demo, `replay` and
`FixtureServer` default to these, so `pip install verdex-py && verdex-py demo` works anywhere.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]


def bundled(name: str) -> Path:
    """The bundled folder `name` ("fixtures_html" or "auth_profiles"); a clear error if it is missing."""
    candidates = (PACKAGE / "_data" / name, PACKAGE.parent / name)
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    looked = " and ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"verdex-py's bundled {name}/ is missing (looked in {looked}): reinstall verdex-py")


def existing_dir(path: Path, what: str, fix: str) -> Path:
    """`path` resolved, or a FileNotFoundError naming it, what it was for and how to fix it."""
    resolved = Path(path).expanduser().resolve()
    if not resolved.is_dir():
        raise FileNotFoundError(f"{what} {resolved} is not a folder: {fix}")
    return resolved
