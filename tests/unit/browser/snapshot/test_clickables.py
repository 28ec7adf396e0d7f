"""Lines of ours for clickables the AI snapshot folds away: placed by text, recorded with refs of ours."""

from __future__ import annotations

import pytest

from verdex_py.browser.snapshot.compact import compact
from verdex_py.browser.snapshot.ref_map import OWN_FROM, RefMap
from verdex_py.browser.snapshot.tree import parse
from verdex_py.refs import aria_ref

pytestmark = pytest.mark.unit

RAW = """- generic [active] [ref=e1]:
  - paragraph [ref=e2]: Read the house rules first.
  - paragraph [ref=e3]: Answer
  - paragraph [ref=e4]
  - list [ref=e5]:
    - listitem [ref=e6]: Tea ✕
    - listitem [ref=e7]: Milk ✕"""


def found(i: int, kind: str, name: str, text: str, before: str) -> dict[str, object]:
    return {"id": i, "kind": kind, "name": name, "text": text, "before": before}


def test_each_line_goes_where_the_page_shows_it() -> None:
    refs = RefMap(url="http://a/")
    tree = refs.add_own(
        refs.ingest(parse(RAW)),
        [
            found(1, "click", "the house rules", "the house rules", "x"),
            found(2, "edit", "Your answer", "", "Read the house rules first. Answer"),
            found(3, "click", "Remove", "✕", "Tea"),
            found(4, "click", "Remove", "✕", "Tea ✕ Milk"),
        ],
    )
    lines = tree.text.split("\n")
    assert lines[2] == f'    - clickable "the house rules" [ref=e{OWN_FROM + 1}]'  # under its paragraph
    assert lines[4] == f'  - textbox "Your answer" [ref=e{OWN_FROM + 2}]'  # after the text before it
    assert "Tea" in lines[-4] and lines[-3].endswith(f"[ref=e{OWN_FROM + 3}]")  # each ✕ under its own item
    assert "Milk" in lines[-2] and lines[-1].endswith(f"[ref=e{OWN_FROM + 4}]")
    entry = refs.entries[f"e{OWN_FROM + 2}"]
    assert (entry.role, entry.name) == ("textbox", "Your answer") and f"e{OWN_FROM + 2}" in refs.latest
    assert aria_ref(entry.internal) == '[data-verdex-ref="2"]'
    assert f'clickable "the house rules" [ref=e{OWN_FROM + 1}]' in compact(tree.text)  # kept by the compact form


def test_nothing_found_leaves_the_snapshot_as_it_was() -> None:
    refs = RefMap(url="http://a/")
    tree = refs.ingest(parse(RAW))
    assert refs.add_own(tree, []).text == tree.text
