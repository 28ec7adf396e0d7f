"""verdex_py/refs.py: reading, writing and correcting refs, the one place their shape is written."""

from __future__ import annotations

import pytest

from verdex_py.refs import (
    aria_ref,
    correct_ref,
    count_refs,
    line_ref,
    line_refs,
    ref_attr,
    ref_of,
    refs_in_text,
    refs_of,
)

SNAPSHOT = """- generic [active] [ref=e1]:
  - button "Save" [ref=e2]
  - button "Save" [disabled] [ref=f1e7]
  - button "Save draft" [ref=e3]
  - textbox "Say \\"hi\\"" [ref=e4]
  - link "Save" [ref=e5] [cursor=pointer]
  - paragraph: Save [ref=e6]"""


def test_refs_are_written_and_read_back() -> None:
    assert ref_attr("f2e7") == "[ref=f2e7]" and refs_in_text(f"- button {ref_attr('f2e7')}") == ["f2e7"]
    assert aria_ref("f3e9") == "aria-ref=f3e9"
    assert refs_in_text(SNAPSHOT) == ["e1", "e2", "f1e7", "e3", "e4", "e5", "e6"]
    # An element's ref is its line's attribute: "[ref=e6]" in a paragraph's text is text (#32).
    assert line_refs(SNAPSHOT) == ["e1", "e2", "f1e7", "e3", "e4", "e5"] and count_refs(SNAPSHOT) == 6
    assert line_ref('  - link "Go [ref=e9]" [ref=e3]') == "e3" and line_ref("- /url: /a") is None


def test_refs_of_an_element_by_role_and_exact_name() -> None:
    assert refs_of(SNAPSHOT, "button", "Save") == ["e2", "f1e7"], "attributes may stand between name and ref"
    assert ref_of(SNAPSHOT, "button", "Save") == "e2" and ref_of(SNAPSHOT, "button", "Load") is None
    assert refs_of(SNAPSHOT, ("button", "link")) == ["e2", "f1e7", "e3", "e5"]
    assert refs_of(SNAPSHOT, "link") == ["e5"] and refs_of(SNAPSHOT, "butto") == []
    assert ref_of(SNAPSHOT, "textbox", 'Say "hi"') == "e4", "a name is the real one, written as a JSON string"
    assert refs_of('- button "Go [ref=e9]" [ref=e3]', "button") == ["e3"], "a ref in a name is no ref"


@pytest.mark.parametrize(
    ("given", "meant"),
    [
        ("3", "e3"),
        (" 12 ", "e12"),
        (3, "e3"),
        (3.0, "e3"),
        ("[ref=f1e2]", "f1e2"),
        ("ref e5", "e5"),
        ("button", None),
        ("-3", None),
        (3.5, None),
        (True, None),
    ],
)
def test_correct_ref(given: object, meant: str | None) -> None:
    assert correct_ref(given) == meant
