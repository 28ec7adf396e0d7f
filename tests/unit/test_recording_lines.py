"""Recording lines and generated literals hold any character a page can put in a name (issue 41 item 7).

The end-to-end run (a real page, replay, the generated module run by pytest) is
tests/e2e/test_recording_odd_names.py; here every character class, CR included (Chromium
normalises it out of names before it could reach a recording).
"""

from __future__ import annotations

import json
from pathlib import Path

from verdex_py import recordings
from verdex_py.codegen.locators import _q

ODD = "a\u2028b\u2029c\u0085d\ud800e\udfffn\x00r\rt\tq\"s'\\ 😀 é"


def test_a_line_is_one_line_of_utf8_for_every_reader(tmp_path: Path) -> None:
    line = recordings.json_line({"tool": "browser_click", "target": {"role": "button", "name": ODD}})
    assert line.endswith("\n") and line.count("\n") == 1 and len(line.splitlines()) == 1
    assert json.loads(line)["target"]["name"] == ODD
    path = tmp_path / "r.jsonl"
    path.write_bytes(line.encode("utf-8") * 2)  # strict UTF-8: no lone surrogate left raw
    assert [c["target"]["name"] for c in recordings.read(path)[1]] == [ODD, ODD]


def test_the_reader_splits_on_newline_only(tmp_path: Path) -> None:
    """A recording written raw (as before the fix, or by hand) with U+2028 inside a string still reads."""
    path = tmp_path / "old.jsonl"
    raw = json.dumps({"tool": "browser_click", "title": "x\u2028y\u0085z"}, ensure_ascii=False)
    path.write_text(raw + "\n", encoding="utf-8")
    assert recordings.read(path)[1][0]["title"] == "x\u2028y\u0085z"


def test_a_generated_literal_is_that_text() -> None:
    literal = _q(ODD)
    assert eval(literal) == ODD  # noqa: S307 - our own literal
    literal.encode("utf-8")
    assert "\x00" not in literal and "\r" not in literal and len(literal.splitlines()) == 1
