"""bench/report.py rewrites only its own part of docs/PERFORMANCE.md: the sections other
benchmarks' authors write below its marker survive a re-run of bench.compare."""

from __future__ import annotations

from pathlib import Path

from bench.report import HAND_WRITTEN, written_by_hand


def test_the_sections_below_the_marker_are_kept_as_written(tmp_path: Path) -> None:
    doc = tmp_path / "PERFORMANCE.md"
    doc.write_text(f"# Performance\n\nold table\n\n{HAND_WRITTEN}\n\n## Whole task\n\n| a | b |\n", encoding="utf-8")
    kept = written_by_hand(doc)
    assert kept == [HAND_WRITTEN, "", "## Whole task", "", "| a | b |"]
    assert "old table" not in kept


def test_without_the_marker_the_generated_sections_come_after_it(tmp_path: Path) -> None:
    kept = written_by_hand(tmp_path / "missing.md")
    assert kept[0] == HAND_WRITTEN and "## The driver's heap cap (measured, not yet on)" in kept
