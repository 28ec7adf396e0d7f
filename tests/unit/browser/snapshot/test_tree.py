"""The snapshot tree and the cuts made on it, on a real Playwright snapshot (frames.html)."""

from __future__ import annotations

import random

import pytest

from verdex_py.browser.snapshot.compact import compact_lines, diff_lines
from verdex_py.browser.snapshot.tree import (
    Line,
    Node,
    cut_chars,
    cut_depth,
    find,
    iframes,
    left_out,
    lines_of,
    parse,
    render,
)
from verdex_py.refs import REF, REF_PATTERN, line_refs, refs_in_text, split_ref

# Playwright's AI snapshot of fixtures_html/frames.html after our renumbering (top document: eN, frames: fKeN).
FRAMES = """- generic [active] [ref=e1]:
  - heading "Frames" [level=1] [ref=e2]
  - iframe [ref=e3]:
    - generic [ref=f1e1]:
      - paragraph [ref=f1e2]:
        - text: Inner name
        - textbox "Inner name" [ref=f1e3]
      - button "Inner button" [ref=f1e4]
      - paragraph
  - iframe [ref=e4]
  - link "Say \\"hi\\"" [ref=e5] [cursor=pointer]:
    - /url: /hello
  - paragraph [ref=e6]:
    - button "Remove frames" [ref=e7]"""


def test_parse_keeps_every_line_and_its_nesting() -> None:
    tree = parse(FRAMES)
    assert render(lines_of(tree.nodes)) == FRAMES, "parse then render is the identity"
    assert [depth for depth, _ in tree.order] == [0, 1, 1, 2, 3, 4, 4, 3, 3, 1, 1, 2, 1, 2]
    root = tree.nodes[0]
    assert (root.role, root.name, root.ref) == ("generic", None, "e1") and len(root.children) == 5


def test_nodes_know_role_name_and_ref() -> None:
    tree = parse(FRAMES)
    textbox = find(tree, "f1e3")
    assert textbox is not None and (textbox.role, textbox.name) == ("textbox", "Inner name")
    link = find(tree, "e5")
    assert link is not None and link.name == 'Say \\"hi\\"' and link.decoded_name == 'Say "hi"'
    assert link.label() == 'link "Say \\"hi\\""'
    url = link.children[0]
    assert url.role is None and url.ref is None and url.body == "- /url: /hello"
    assert find(tree, "e99") is None


def test_iframes_and_the_empty_ones() -> None:
    assert iframes(parse(FRAMES)) == (["e3", "e4"], {"e4"})


def test_the_ref_pattern_is_written_once() -> None:
    assert REF_PATTERN == r"^(?:f\d+)?e\d+$"
    assert REF.fullmatch("f12e3") and REF.fullmatch("e5") and not REF.fullmatch("x5") and not REF.fullmatch("e")
    assert REF.search("click [e12] please")[0] == "e12"
    assert split_ref("f2e17") == ("2", 17) and split_ref("e5") == ("", 5)
    assert refs_in_text(FRAMES)[:4] == ["e1", "e2", "e3", "f1e1"]


def test_cut_depth() -> None:
    lines = lines_of(parse(FRAMES).nodes)
    top, cut = cut_depth(lines, 1)
    assert cut and max(line.depth for line in top) == 1 and len(top) == 6
    assert cut_depth(lines, 10) == (lines, False)


def test_cut_chars_ends_on_a_whole_line_and_names_what_it_left_out() -> None:
    lines = lines_of(parse(FRAMES).nodes)
    text = render(lines)
    limit = text.index("- iframe [ref=e4]")  # the cut falls at the start of the second iframe's line
    kept, cut = cut_chars(lines, limit)
    assert cut and render(kept) == text[: text.index("\n  - iframe [ref=e4]")]
    assert left_out(lines, limit) == ['e5 (link "Say \\"hi\\"")', "e6 (paragraph)", 'e7 (button "Remove frames")']
    assert cut_chars(lines, len(text)) == (lines, False) and left_out(lines, len(text)) == []


def test_compact_drops_noise_but_keeps_refs_to_act_and_zoom() -> None:
    out = render(compact_lines(parse(FRAMES).nodes))
    assert "[ref=f1e3]" in out and "[ref=f1e4]" in out and "[ref=e7]" in out
    assert "[ref=e3]" in out, "an iframe keeps its ref (frame warnings point at it)"
    assert "text: Inner name" not in out, "a label repeating the field's name is dropped"
    assert 'link "Say \\"hi\\"" [ref=e5] -> /hello' in out
    assert "[ref=f1e2]" not in out and "[ref=e6]" not in out, "text containers lose their refs"


def test_diff_lines_show_changes_with_their_ancestors() -> None:
    old = render(compact_lines(parse(FRAMES).nodes))
    new = compact_lines(parse(FRAMES.replace('"Inner button" [ref=f1e4]', '"Inner button" [ref=f1e9]')).nodes)
    changes = diff_lines(old, new)
    assert changes is not None
    # The changed button comes with its ancestors (the bare wrapper generic f1e1 is compacted away).
    assert [line.text for line in changes[:2]] == ["- generic [active] [ref=e1]:", "- iframe [ref=e3]:"]
    assert changes[2] == Line(2, '- button "Inner button" [ref=f1e9]  # new/changed')
    assert changes[-2:] == [Line(0, "# gone:"), Line(0, '# - button "Inner button" [ref=f1e4]')]
    assert diff_lines(old, compact_lines(parse(FRAMES).nodes)) is None


@pytest.mark.parametrize("max_chars", [1, 10])
def test_a_first_line_longer_than_the_budget_is_cut_in_place(max_chars: int) -> None:
    kept, cut = cut_chars([Line(0, '- button "A very long name" [ref=e1]')], max_chars)
    assert cut and render(kept) == '- button "A very long name" [ref=e1]'[:max_chars]


# Lines as Playwright 1.65 wrote them for fixtures_html/names.html (#32): YAML single-quotes a key
# holding `: ` or ` #` (doubling a quote inside), the name is a JSON string that may hold `[ref=…]`.
QUOTED = """- main [ref=e2]:
  - paragraph [ref=e3]:
    - 'link "Issue #12" [ref=e4] [cursor=pointer]':
      - /url: "#go"
  - 'heading "Save: draft" [level=2] [ref=e6]': x
  - 'menuitem "a \\\"b\\\" [ref=e1] it''s: x" [ref=e9]': x [ref=e5]"""


def test_quoted_keys_are_read_and_printed_unquoted() -> None:
    tree = parse(QUOTED)
    found = {node.ref: (node.role, node.decoded_name) for _, node in tree.order if node.ref}
    assert found == {
        "e2": ("main", ""),
        "e3": ("paragraph", ""),
        "e4": ("link", "Issue #12"),
        "e6": ("heading", "Save: draft"),
        "e9": ("menuitem", 'a "b" [ref=e1] it\'s: x'),  # the ref is the attribute's, not the name's
    }
    assert [node.body for _, node in tree.order][2:] == [
        '- link "Issue #12" [ref=e4] [cursor=pointer]:',
        '- /url: "#go"',
        '- heading "Save: draft" [level=2] [ref=e6]: x',
        '- menuitem "a \\"b\\" [ref=e1] it\'s: x" [ref=e9]: x [ref=e5]',
    ]
    item = find(tree, "e9")
    assert item is not None
    item.set_ref("f2e40")  # renumbered where the attribute is: the name and the value keep their look-alikes
    assert item.body == '- menuitem "a \\"b\\" [ref=e1] it\'s: x" [ref=f2e40]: x [ref=e5]'
    assert item.rest_without_ref() == ' "a \\"b\\" [ref=e1] it\'s: x": x [ref=e5]'
    assert refs_in_text(item.body) == ["e1", "f2e40", "e5"] and line_refs(item.body) == ["f2e40"]


def test_a_name_past_900_characters_is_left_out_by_playwright_and_the_ref_still_read() -> None:
    node = parse("- 'button [ref=e7]': x").nodes[0]
    assert (node.role, node.name, node.ref) == ("button", None, "e7")


def test_parse_reads_each_line_as_a_node_of_that_line_does() -> None:
    """parse reads a whole text in one pass; each node must be what `Node(line)` makes of its line,
    on real lines and on fuzzed ones (quotes, escapes, brackets, refs in names and values)."""
    pieces = ["- ", " ", "  ", '"', "\\", "[ref=e1]", "[", "]", ":", "a", "b-c", "'", "- '", " [ref=f2e3]", " [x]"]
    rnd = random.Random(44)
    lines = FRAMES.split("\n") + QUOTED.split("\n") + ["", "- /url: x", '- b "x\\" [ref=e2]']
    lines += ["".join(rnd.choice(pieces) for _ in range(rnd.randint(0, 12))) for _ in range(3000)]
    parsed = parse("\n".join(lines)).order
    assert len(parsed) == len(lines)
    for line, (_, node) in zip(lines, parsed, strict=True):
        alone = Node(line.lstrip(" "))
        assert (node.body, node.role, node.name, node.ref, node.rest) == (
            alone.body,
            alone.role,
            alone.name,
            alone.ref,
            alone.rest,
        ), line
        if node.ref is not None:  # renumbered where the attribute is, as the line alone would be
            node.set_ref("f9e999")
            alone.set_ref("f9e999")
            assert node.body == alone.body, line
