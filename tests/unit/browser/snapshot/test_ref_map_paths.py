"""The path an item was seen on (#43): kept with its ref, given only to a level's items."""

from __future__ import annotations

from verdex_py.browser.snapshot.ref_map import RefMap
from verdex_py.browser.snapshot.tree import parse

CLOSED = """- generic [ref=e1]:
  - button "Document" [ref=e2]
  - generic [ref=e3] [cursor=pointer]: Arrange"""
MENU = (
    CLOSED
    + """
  - menu "Document" [ref=e4]:
    - menuitem "Download as" [ref=e5]
  - button "Undo" [ref=e6]"""
)
SUBMENU = (
    MENU
    + """
  - menu "Download as" [ref=e7]:
    - menuitem "Web page" [ref=e8]
    - generic [ref=e9] [cursor=pointer]: Plain text"""
)


def test_items_seen_after_a_click_keep_the_path_of_openers() -> None:
    refs = RefMap(url="http://a/")
    refs.ingest(parse(CLOSED))
    assert refs.entries["e3"].text == "Arrange", "a role-less line is known by its own text"
    refs.opening = (refs.entries["e2"].opener("click"),)
    refs.ingest(parse(MENU))
    item = refs.entries["e5"]
    assert [o.label() for o in item.path] == ["Document"]
    assert refs.entries["e6"].path == (), "a button that came with the menu is no item of it"
    refs.opening = (*item.path, item.opener("hover"))
    refs.ingest(parse(SUBMENU))
    assert [(o.label(), o.how) for o in refs.entries["e8"].path] == [("Document", "click"), ("Download as", "hover")]
    assert refs.entries["e5"].path == item.path, "an item keeps the path it was first seen on"
    assert refs.entries["e9"].path == refs.entries["e8"].path and refs.entries["e9"].text == "Plain text"


def test_role_less_parts_a_button_drew_get_no_path_and_a_new_document_forgets() -> None:
    refs = RefMap(url="http://a/")
    refs.ingest(parse(CLOSED))
    refs.opening = (refs.entries["e2"].opener("click"),)
    refs.ingest(parse(CLOSED + "\n  - generic [ref=e10] [cursor=pointer]: Remove row"))
    assert refs.entries["e10"].path == (), "a button may have added a row: it is never clicked again for it"
    refs.new_document("http://b/", caused_by_action=True)
    assert refs.opening == ()
