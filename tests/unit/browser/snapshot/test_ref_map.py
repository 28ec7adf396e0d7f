"""Our ref map: Playwright's refs renumbered per document, and what each ref named."""

from __future__ import annotations

from verdex_py.browser.snapshot.ref_map import MAX_STALE_REFS, RefMap
from verdex_py.browser.snapshot.tree import parse

# Playwright's raw AI snapshot of a page with one iframe, after a few navigations: the main frame is
# `f6`, the iframe `f7`. Ours are `eN` for the top document and `f1eN` for the frame.
RAW = """- generic [active] [ref=f6e1]:
  - heading "Orders" [level=1] [ref=f6e2]
  - button "Save" [ref=f6e3]
  - iframe [ref=f6e4]:
    - generic [ref=f7e1]:
      - textbox "Note" [ref=f7e2]
  - button "Say \\"hi\\"" [ref=f6e5]"""


def test_refs_are_renumbered_and_recorded() -> None:
    refs = RefMap(url="http://a/")
    tree = refs.ingest(parse(RAW))
    assert "[ref=e3]" in tree.text and "[ref=f1e2]" in tree.text and "f6e" not in tree.text
    save, note = refs.entries["e3"], refs.entries["f1e2"]
    assert (save.internal, save.role, save.name, save.frame) == ("f6e3", "button", "Save", "")
    assert (note.internal, note.role, note.name, note.frame) == ("f7e2", "textbox", "Note", "f1")
    assert refs.entries["e5"].name == 'Say "hi"', "names are decoded"
    assert refs.latest == set(refs.entries) and refs.resolvable is None and refs.generation == 1


def test_a_new_document_retires_its_refs_and_numbers_from_another_range() -> None:
    refs = RefMap(url="http://a/")
    refs.ingest(parse(RAW))
    refs.new_document("http://b/", caused_by_action=True)
    assert refs.entries == {} and refs.generation == 0
    doc, old = refs.find_retired("e3") or (None, None)
    assert doc is not None and doc.url == "http://a/" and doc.caused_by_action and old.name == "Save"
    refs.ingest(parse(RAW))
    assert "e3" not in refs.entries, "the next document's numbers never collide with the last one's"
    assert {e.name for e in refs.entries.values() if e.role == "button"} == {"Save", 'Say "hi"'}
    refs.new_document("http://c/", caused_by_action=False)
    refs.ingest(parse(RAW))
    assert "e3" in refs.entries, "ranges alternate, so numbers stay small"


def test_a_region_snapshot_adds_to_the_latest_refs() -> None:
    refs = RefMap(url="http://a/")
    refs.ingest(parse(RAW))
    refs.ingest(parse('- button "Save" [ref=f6e3]\n- button "Cancel" [ref=f6e9]'), partial=True)
    assert refs.resolvable == {"e3", "e9"} and {"e1", "e3", "e9", "f1e2"} <= refs.latest
    assert [e.ref for e in refs.same_element("button", "Cancel")] == ["e9"]


def test_a_roles_tabs_never_hand_out_the_same_ref() -> None:
    maps: list[RefMap] = []
    first = RefMap(url="http://a/", neighbours=lambda: maps)
    maps.append(first)
    first.ingest(parse(RAW))
    second = RefMap(url="about:blank", neighbours=lambda: maps)
    maps.append(second)
    second.new_document("http://b/", caused_by_action=True)
    second.ingest(parse(RAW))
    assert set(first.entries).isdisjoint(second.entries), (set(first.entries), set(second.entries))
    assert min(int(r.rsplit("e", 1)[1]) for r in second.entries) < 2000, "a blank tab keeps the room it was given"
    first.ingest(parse(RAW + '\n  - button "Later" [ref=f6e300]'), partial=True)
    assert set(first.entries).isdisjoint(second.entries), "the page below may grow without meeting the one above"
    first.new_document("http://c/", caused_by_action=False)
    first.ingest(parse(RAW))
    assert set(first.entries).isdisjoint(second.entries)
    assert first.find_retired("e3") is not None and "e3" not in first.entries
    maps.remove(second)
    first.new_document("http://d/", caused_by_action=False)
    first.ingest(parse(RAW))
    assert "e3" in first.entries, "alone again, a tab's numbers start low"


def test_a_document_that_re_renders_forever_keeps_only_its_newest_stale_refs() -> None:
    """A single-page app stays one document while its content is replaced: the map must not grow with it."""
    refs = RefMap(url="http://app/")
    per_render = 500
    for render in range(12):  # each render replaces the list: Playwright issues fresh refs for new elements
        items = "\n".join(
            f'  - button "Item {render}-{i}" [ref=f1e{render * per_render + i + 2}]' for i in range(per_render)
        )
        refs.ingest(parse(f"- list [ref=f1e1]:\n{items}"))
        assert len(refs.entries) - len(refs.latest) <= MAX_STALE_REFS, f"render {render}: {len(refs.entries)} refs kept"
    assert len(refs.latest) == per_render + 1
    newest_stale = f"e{10 * per_render + 2}"  # the first item of the render before the last one
    assert refs.entries[newest_stale].name == "Item 10-0", "a ref that just left the page is still explained"
    assert "e2" not in refs.entries, "the first render's refs were forgotten"
    assert refs.entries["e1"].role == "list", "what is still on the page stays, however old"


def test_an_element_seen_again_keeps_its_entry_and_a_changed_one_is_recorded_anew() -> None:
    """A look of an unchanged page keeps each entry (its tag and path with it) and only dates it;
    a ref whose line changed gets a new entry, keeping the tag only while the role is the same."""
    refs = RefMap(url="http://a/")
    refs.ingest(parse(RAW))
    save = refs.entries["e3"]
    save.tag = "button"
    refs.ingest(parse(RAW))
    assert refs.entries["e3"] is save and save.generation == 2 and save.tag == "button"
    refs.ingest(parse(RAW.replace('button "Save" [ref=f6e3]', 'button "Saved" [ref=f6e3]')))
    renamed = refs.entries["e3"]
    assert renamed is not save and (renamed.name, renamed.tag, renamed.generation) == ("Saved", "button", 3)
    refs.ingest(parse(RAW.replace('button "Save" [ref=f6e3]', 'link "Save" [ref=f6e3]')))
    assert (refs.entries["e3"].role, refs.entries["e3"].tag) == ("link", None)
    assert refs.entries["f1e2"].generation == 4 and refs.entries["e5"].name == 'Say "hi"'
