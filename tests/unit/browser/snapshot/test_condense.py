"""Condensing long runs of similar siblings: what is folded, what never is, and what the fold says."""

from __future__ import annotations

import re

from tests.helpers import REPO
from verdex_py.browser.snapshot.compact import compact_lines
from verdex_py.browser.snapshot.condense import MIN_RUN, MIN_TEXT_RUN, SHOWN, condense
from verdex_py.browser.snapshot.tree import Node, parse, render, walk
from verdex_py.refs import refs_in_text


def _links(n: int, first: int = 100, extra: dict[int, str] | None = None) -> list[str]:
    lines = []
    for i in range(n):
        state = (extra or {}).get(i, "")
        ref = first + 2 * i
        lines += [f"    - listitem [ref=e{ref}]:", f'      - link "Page {i}"{state} [ref=e{ref + 1}]']
    return lines


def _page(*body: str) -> str:
    return "\n".join(["- generic [active] [ref=e1]:", '  - list "Footer links" [ref=e10]:', *body])


def _shown(text: str, used: frozenset[str] = frozenset()) -> tuple[str, list]:
    nodes, found = condense(parse(text), set(used))
    return render(compact_lines(nodes)), found


def test_a_long_run_keeps_its_first_items_and_names_the_call_that_shows_the_rest() -> None:
    text, found = _shown(_page(*_links(40)))
    assert refs_in_text(text) == ["e1", "e10", "e101", "e103", "e105"], "the first SHOWN links, then the fold"
    assert "- … 37 more links like these: browser_snapshot(ref=e10) shows them" in text
    assert [f.as_dict() for f in found] == [
        {"ref": "e10", "role": "list", "name": "Footer links", "items": "links", "shown": SHOWN, "hidden": 37}
    ]


def test_short_runs_and_different_siblings_are_left_whole() -> None:
    text, found = _shown(_page(*_links(MIN_RUN - 1)))
    assert not found and len(refs_in_text(text)) == 2 + MIN_RUN - 1
    mixed = [*_links(5), '    - button "More" [ref=e90]', *_links(5, first=200)]
    text, found = _shown(_page(*mixed))
    assert not found and len(refs_in_text(text)) == 2 + 11, "a different sibling breaks the run"


def test_fields_focus_states_and_used_refs_are_never_folded() -> None:
    states = {20: " [active]", 25: " [pressed]", 30: " [expanded]"}
    text, found = _shown(_page(*_links(40, extra=states)), used=frozenset({"e171"}))  # the link of item 35
    for ref in ("e141", "e151", "e161", "e171"):
        assert f"[ref={ref}]" in text
    assert found[0].hidden == 40 - SHOWN - 4 and found[0].shown == SHOWN + 4
    fields = [f'    - textbox "Field {i}" [ref=e{100 + i}]' for i in range(30)]
    assert not _shown(_page(*fields))[1], "form fields are never folded"
    boxes = [f'    - listitem [ref=e{300 + i}]:\n      - checkbox "Size {i}" [ref=e{400 + i}]' for i in range(30)]
    assert not _shown(_page(*boxes))[1], "nor items holding one"


def test_widgets_are_shown_whole() -> None:
    options = [f'    - option "Country {i}" [ref=e{100 + i}]' for i in range(30)]
    text = "\n".join(["- generic [ref=e1]:", '  - listbox "Country" [ref=e10]:', *options])
    assert not _shown(text)[1]


def test_nested_runs_fold_inside_the_items_shown_and_nothing_is_lost() -> None:
    """A mega-menu: 10 columns of 20 links. The hidden columns are behind their list's fold; the
    shown columns fold their own links. Every ref is in the text or under exactly one fold."""
    lines = ["- generic [ref=e1]:", '  - list "Menu" [ref=e2]:']
    ref = 3
    for c in range(10):
        lines += [f"    - listitem [ref=e{ref}]:", f'      - heading "Column {c}" [level=3] [ref=e{ref + 1}]']
        lines.append(f"      - list [ref=e{ref + 2}]:")
        ref += 3
        for i in range(20):
            lines += [f"        - listitem [ref=e{ref}]:", f'          - link "Item {c}.{i}" [ref=e{ref + 1}]']
            ref += 2
    tree = parse("\n".join(lines))
    nodes, found = condense(tree, set())
    folds = {f.ref: (f.items, f.hidden) for f in found}
    assert folds.pop("e2") == ("items", 10 - SHOWN), "the columns past the first SHOWN"
    assert list(folds.values()) == [("links", 20 - SHOWN)] * SHOWN, "the links of each column shown"
    shown = {node.ref for _, node in walk(nodes) if node.ref}
    by_ref = {node.ref: node for _, node in tree.order}
    reachable = set(shown)
    for fold in found:
        reachable |= {n.ref for _, n in walk([by_ref[fold.ref]])}
    assert reachable == {node.ref for _, node in tree.order}
    assert render(compact_lines(tree.nodes)) == render(compact_lines(parse("\n".join(lines)).nodes)), "unchanged"


def test_plain_rows_and_text_items_fold_in_their_one_line_forms() -> None:
    rows = [f'      - row [ref=e{100 + i}]:\n        - cell "Row {i}"\n        - cell "{i * 7}"' for i in range(30)]
    items = [f"    - listitem [ref=e{200 + i}]: Item {i}" for i in range(30)]
    text = "\n".join(
        ["- generic [ref=e1]:", '  - table "Orders" [ref=e2]:', "    - rowgroup [ref=e3]:", *rows, "  - list [ref=e4]:"]
        + items
    )
    out, found = _shown(text)
    assert "- rows:\n    Row 0 | 0\n    Row 1 | 7\n    Row 2 | 14\n  - … 27 more rows like these" in out
    assert "- list [ref=e4]: Item 0 | Item 1 | Item 2 | … 27 more items like these: browser_snapshot(ref=e4)" in out
    assert [f.items for f in found] == ["rows", "items"]


def test_text_to_read_folds_only_in_longer_runs() -> None:
    """A list of facts (user agent, language, time zone, ...) is content: shown whole below MIN_TEXT_RUN."""
    facts = [f"    - listitem [ref=e{200 + i}]: fact {i}" for i in range(MIN_TEXT_RUN - 1)]
    text, found = _shown("\n".join(["- generic [ref=e1]:", "  - list [ref=e4]:", *facts]))
    assert not found and f"fact {MIN_TEXT_RUN - 2}" in text
    assert _shown(_page(*_links(MIN_RUN)))[1], "the same count of links folds"
    facts.append(f"    - listitem [ref=e{200 + MIN_TEXT_RUN}]: fact {MIN_TEXT_RUN - 1}")
    assert _shown("\n".join(["- generic [ref=e1]:", "  - list [ref=e4]:", *facts]))[1]


def test_the_tree_given_is_not_changed() -> None:
    tree = parse(_page(*_links(40)))
    before = [(d, n.body, len(n.children)) for d, n in tree.order]
    condense(tree, set())
    assert [(d, n.body, len(n.children)) for d, n in tree.order] == before
    assert all(type(n) is Node for _, n in walk(tree.nodes))


def test_the_contract_says_what_the_code_does() -> None:
    """docs/CONTRACT.md's paragraph on condensing: its thresholds are the code's, its example
    line is what a fold of 37 cards writes, its data members are a fold's."""
    doc = (REPO / "docs" / "CONTRACT.md").read_text(encoding="utf-8")
    section = doc.split("A full snapshot condenses repetitive structure.", 1)[1].split("\n\n```", 1)
    assert f"at least {MIN_RUN} consecutive siblings" in section[0].replace("\n", " ")
    assert f"or of at least {MIN_TEXT_RUN} when they hold nothing to act on" in section[0].replace("\n", " ")
    assert f"shows its first {SHOWN};" in section[0].replace("\n", " ")
    example = section[1].split("```", 1)[0].strip()
    cards = [
        f'    - article [ref=e{500 + 3 * i}]:\n      - heading "P{i}" [level=2] [ref=e{501 + 3 * i}]\n'
        f'      - button "Add to cart" [ref=e{502 + 3 * i}]'
        for i in range(40)
    ]
    text, found = _shown("\n".join(["- generic [ref=e1]:", "  - list [ref=e384]:", *cards]))
    assert example in text.splitlines()[-1] and text.splitlines()[-1].strip() == example
    members = re.findall(r"`(\w+)`", doc.split("`structuredContent.condensed` lists", 1)[1].split(")", 1)[0])
    assert members == list(found[0].as_dict())
