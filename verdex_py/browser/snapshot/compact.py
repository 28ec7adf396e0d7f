"""The compact snapshot an agent reads, and the diff it gets after an action.

Playwright's AI snapshot is faithful but spends tokens on structure an agent never
uses: unnamed wrapper `generic`s, refs on paragraphs and cells nobody clicks, a
`[cursor=pointer]` on every link. The compact form drops those and keeps everything
needed to act: every interactive element keeps its ref, and containers (lists, tables,
rows, landmarks, headings) keep theirs so a snapshot scoped to one of them can zoom in.
The full text still feeds the ref map, so dropped refs stay resolvable.

After an action the agent already holds the previous snapshot; sending only what
appeared or changed (with its ancestors for context) costs a fraction of the page.
"""

from __future__ import annotations

import re
from collections import Counter

from verdex_py.browser.snapshot.condense import Folded
from verdex_py.browser.snapshot.tree import Line, Node, lines_of, parse, render, walk
from verdex_py.errors.fixes import zoom_hint
from verdex_py.refs import line_ref

# Roles whose ref is never needed to act or to zoom in: text containers.
TEXT_ROLES = frozenset(
    {
        "paragraph",
        "strong",
        "emphasis",
        "code",
        "blockquote",
        "caption",
        "definition",
        "term",
        "time",
        "mark",
        "deletion",
        "insertion",
        "subscript",
        "superscript",
        "listitem",
        "cell",
        "gridcell",
        "note",
        "status",
        "log",
        "marquee",
        "timer",
        "figure",
        "separator",
        "contentinfo",
        "row",
    }
)
CELL_ROLES = frozenset({"cell", "columnheader", "rowheader", "gridcell"})
CLICKABLE_ROLES = frozenset({"link", "button", "checkbox", "radio", "switch", "tab", "menuitem", "option"})


WRAPPER_ROLES = frozenset({"rowgroup"})  # pure structure: children are promoted
# Above this many links, their targets cost more than they tell (~6 tokens each, 1,200 on a page of
# 200 links): they are left out, and a first line says how to see one (a snapshot of that link).
LINK_TARGETS_UP_TO = 50
TOKEN = re.compile(r"\w+|[^\w\s]")


def count_tokens(text: str) -> int:
    """A tokenizer-free proxy for model tokens (each word and punctuation mark counts one)."""
    return len(TOKEN.findall(text))


def _is_bare_wrapper(node: Node) -> bool:
    """An unnamed wrapper: no name, nothing to click, nothing focused, no inline text."""
    if node.role in WRAPPER_ROLES:
        return True
    rest = node.rest
    return (
        node.role in ("generic", "listitem")
        and node.name is None
        and "[cursor=pointer]" not in rest
        and "[active]" not in rest
        and rest.rstrip().endswith(":")
    )


def _plain_cell(node: Node) -> bool:
    return node.role in CELL_ROLES and not node.children and "[cursor=pointer]" not in node.rest


def _cell_text(node: Node) -> str:
    if node.name is not None:
        return node.name
    return node.rest_without_ref().strip().lstrip(":").strip()


def _plain_item(node: Node) -> bool:
    """A list item that is only text: nothing to click, nothing inside."""
    return (
        node.role == "listitem"
        and not node.children
        and "[cursor=pointer]" not in node.rest
        and node.rest_without_ref().startswith(": ")
    )


def _render(nodes: list[Node], depth: int, out: list[Line], targets: bool) -> None:
    sibling_names = {n.name for n in nodes if n.name}
    rows: list[str] = []  # consecutive plain rows, written as one block

    def flush_rows() -> None:
        if len(rows) == 1:
            out.append(Line(depth, f"- row: {rows[0]}"))
        elif rows:
            out.append(Line(depth, "- rows:"))
            out.extend(Line(depth + 1, row) for row in rows)
        rows.clear()

    for node in nodes:
        role, rest, children = node.role, node.rest, node.children
        clickable = "[cursor=pointer]" in rest
        if role == "row" and not clickable and children and all(_plain_cell(c) for c in children):
            rows.append(" | ".join(_cell_text(c) for c in children))
            continue
        flush_rows()
        if role is None:  # a property line ("- /url: ...")
            out.append(Line(depth, node.body))
            _render(children, depth + 1, out, targets)
            continue
        if role == "text" and rest.lstrip(": ").strip('"') in sibling_names:
            continue  # a label repeating its field's accessible name
        if role == "caption" and rest.lstrip(": ").strip('"') in sibling_names:
            continue  # a table caption repeating the table's name
        if _is_bare_wrapper(node):
            _render(children, depth, out, targets)  # promote the children
            continue
        if role == "row" and children and all(_plain_cell(c) for c in children):  # a clickable row
            out.append(Line(depth, f"- row{rest.rstrip(':')}: {' | '.join(_cell_text(c) for c in children)}"))
            continue
        if role == "list" and len(children) > 1 and all(_plain_item(c) or isinstance(c, Folded) for c in children):
            # one line: `- list [ref=eN]: a | b | c` (and `| … 9 more items like these: ...` when condensed)
            items = " | ".join(
                c.body[2:] if isinstance(c, Folded) else c.rest_without_ref()[2:].strip() for c in children
            )
            out.append(Line(depth, f"- list{rest.rstrip(':')}: {items}"))
            continue
        if role in TEXT_ROLES and not clickable:
            rest = node.rest_without_ref()
            if rest.strip() in ("", ":"):  # no text of its own: a wrapper now that its ref is gone
                _render(children, depth, out, targets)
                continue
        if role in CLICKABLE_ROLES and clickable:
            rest = rest.replace(" [cursor=pointer]", "")
        if role == "link":
            url = next((c for c in children if c.role is None and c.body.startswith("- /url:")), None)
            if url is not None:
                children = [c for c in children if c is not url]
                target = url.body[len("- /url:") :].strip().strip('"')
                if targets and not target.startswith("#"):  # in-page anchors tell the agent nothing it can use
                    rest = rest.rstrip(":") + f" -> {target}" + (":" if children else "")
                elif not children:
                    rest = rest.rstrip(":")
        out.append(Line(depth, f"- {role}{rest}"))
        _render(children, depth + 1, out, targets)
    flush_rows()


def compact_lines(nodes: list[Node]) -> list[Line]:
    """The compact form of a snapshot tree (or of one subtree)."""
    links = sum(1 for _, node in walk(nodes) if node.role == "link")
    targets = links <= LINK_TARGETS_UP_TO
    out = [] if targets else [Line(0, f"# {links} links: targets left out; {zoom_hint('<link>')} shows one")]
    _render(nodes, 0, out, targets)
    return out


def compact(text: str) -> str:
    """The compact form of a snapshot text."""
    return render(compact_lines(parse(text).nodes))


def _ancestors(lines: list[Line], index: int) -> list[int]:
    """Indexes of the lines that contain line `index` (its parents), outermost first."""
    chain = []
    depth = lines[index].depth
    for i in range(index - 1, -1, -1):
        if depth == 0:
            break
        if lines[i].depth < depth:
            chain.append(i)
            depth = lines[i].depth
    return chain[::-1]


def diff(old: str, new: str, alive: set[str] | None = None) -> str | None:
    """`diff_lines` on texts: what changed from `old` to `new`, as text (None when nothing did)."""
    changes = diff_lines(old, lines_of(parse(new).nodes), alive)
    return None if changes is None else render(changes)


def diff_lines(old: str, new: list[Line], alive: set[str] | None = None) -> list[Line] | None:
    """What appeared or changed in `new` (with its ancestors for context), and which refs went away.

    `old` is the text the agent last saw. Lines are compared as a multiset, not aligned: refs
    make lines unique, so this is linear in the page size where a sequence alignment would be
    quadratic. None when nothing changed; the caller falls back to the full snapshot when the
    diff is not much smaller than the page. `alive` is every ref still on the page (compaction
    may hide some): only refs outside it are reported gone.
    """
    a = old.split("\n")
    before = Counter(line.strip() for line in a)
    after = Counter(line.text.strip() for line in new)
    shown: dict[int, Line] = {}
    for j, line in enumerate(new):
        key = line.text.strip()
        if before[key] > 0:
            before[key] -= 1
            continue
        for parent in _ancestors(new, j):
            shown.setdefault(parent, new[parent])
        shown[j] = Line(line.depth, line.text + "  # new/changed")
    gone = []
    for key in (line.strip() for line in a):
        ref = line_ref(key)
        if ref and after[key] == 0 and (alive is None or ref not in alive):
            gone.append(key)
    if not shown and not gone:
        return None
    out = [shown[k] for k in sorted(shown)]
    if gone:
        out.append(Line(0, "# gone:"))
        out.extend(Line(0, f"# {line}") for line in gone[:50])
    return out
