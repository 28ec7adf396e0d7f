"""The package's layout holds: rooms a person can hold in their head, wings that say what they are.

The layers between the wings and packages are import-linter's (pyproject.toml, `lint-imports`);
what is checked here is what it cannot see: a module's size, and each wing's own two lines.
"""

from __future__ import annotations

import ast

from tests.helpers import REPO

PACKAGE = REPO / "verdex_py"
MAX_LINES = 400  # split along a seam before this (docs/ARCHITECTURE.md)


def test_no_module_is_over_400_lines() -> None:
    sizes = {
        p.relative_to(REPO).as_posix(): len(p.read_text(encoding="utf-8").splitlines()) for p in PACKAGE.rglob("*.py")
    }
    assert {path: n for path, n in sizes.items() if n > MAX_LINES} == {}


def test_each_browser_wing_says_what_it_owns_and_must_not_know() -> None:
    wings = sorted(p for p in (PACKAGE / "browser").iterdir() if (p / "__init__.py").is_file())
    assert wings, "browser/ has no wings"
    for wing in wings:
        doc = ast.get_docstring(ast.parse((wing / "__init__.py").read_text(encoding="utf-8"))) or ""
        lines = doc.splitlines()
        assert len(lines) == 2 and lines[0].startswith("Owns ") and lines[1].startswith("Must not know: "), wing.name
