"""docs/ARCHITECTURE.md's wing table is what verdex_py/docsgen/architecture.py writes from the code now."""

from __future__ import annotations

import pytest

from verdex_py.docsgen import architecture


def test_the_wing_table_is_current() -> None:
    page = architecture.DOC.read_text(encoding="utf-8")
    assert architecture.rewritten(page) == page, (
        f"docs/ARCHITECTURE.md's wing table is stale (a module added, moved or resized): run {architecture.COMMAND}"
    )


def test_the_table_counts_every_wing_and_module() -> None:
    table = architecture.render()
    wings = sorted(p.name for p in architecture.BROWSER.iterdir() if (p / "__init__.py").is_file())
    assert [w for w in wings if f"| `{w}/` |" not in table] == []
    for module in architecture.BROWSER.glob("*/*.py"):
        if module.name != "__init__.py":
            lines = len(module.read_text(encoding="utf-8").splitlines())
            assert f"{module.stem} {lines}" in table, module


def test_a_page_without_its_markers_is_refused_not_overwritten() -> None:
    with pytest.raises(SystemExit, match="lost its markers"):
        architecture.rewritten("# Architecture\n\nno table here\n")
