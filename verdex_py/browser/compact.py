"""The compact snapshot an agent reads, and the diff it gets after an action.

Playwright's AI snapshot is faithful but spends tokens on structure an agent never
uses: unnamed wrapper `generic`s, refs on paragraphs and cells nobody clicks, a
`[cursor=pointer]` on every link. The compact form drops those and keeps everything
needed to act: every interactive element keeps its ref, and containers (lists, tables,
rows, landmarks, headings) keep theirs so `browser_snapshot(ref=...)` can zoom in.
The full text still feeds the ref map, so dropped refs stay resolvable.

After an action the agent already holds the previous snapshot; sending only what
appeared or changed (with its ancestors for context) costs a fraction of the page.
"""

from __future__ import annotations

import re
from collections import Counter

LINE = re.compile(r"^(?P<indent> *)- (?P<role>[\w-]+)(?P<rest>.*)$")
REF = re.compile(r" \[ref=(?:f\d+)?e\d+\]")
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
TOKEN = re.compile(r"\w+|[^\w\s]")


def count_tokens(text: str) -> int:
    """A tokenizer-free proxy for model tokens (each word and punctuation mark counts one)."""
    return len(TOKEN.findall(text))


class Node:
    """One snapshot line, parsed once: role, the rest of the line, its name, its children."""

    __slots__ = ("body", "role", "rest", "name", "children")

    def __init__(self, body: str) -> None:
        self.body = body
        m = LINE.match(body)
        self.role: str | None = m["role"] if m else None
        self.rest: str = m["rest"] if m else ""
        stripped = self.rest.lstrip()
        self.name: str | None = stripped.split('"')[1] if stripped.startswith('"') else None
        self.children: list[Node] = []


def _parse(text: str) -> list[Node]:
    root = Node("")
    stack: list[tuple[int, Node]] = [(-1, root)]
    for line in text.splitlines():
        body = line.lstrip(" ")
        indent = len(line) - len(body)
        node = Node(body)
        while indent <= stack[-1][0]:
            stack.pop()
        stack[-1][1].children.append(node)
        stack.append((indent, node))
    return root.children


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
    return REF.sub("", node.rest).strip().lstrip(":").strip()


def _render(nodes: list[Node], depth: int, out: list[str]) -> None:
    pad = "  " * depth
    sibling_names = {n.name for n in nodes if n.name}
    for node in nodes:
        role, rest, children = node.role, node.rest, node.children
        if role is None:  # a property line ("- /url: ...")
            out.append(pad + node.body)
            _render(children, depth + 1, out)
            continue
        if role == "text" and rest.lstrip(": ").strip('"') in sibling_names:
            continue  # a label repeating its field's accessible name
        if _is_bare_wrapper(node):
            _render(children, depth, out)  # promote the children
            continue
        clickable = "[cursor=pointer]" in rest
        if role == "row" and children and all(_plain_cell(c) for c in children):
            head = rest if clickable else REF.sub("", rest)
            out.append(f"{pad}- row{head.rstrip(':')}: {' | '.join(_cell_text(c) for c in children)}")
            continue
        if role in TEXT_ROLES and not clickable:
            rest = REF.sub("", rest)
            if rest.strip() in ("", ":"):  # no text of its own: a wrapper now that its ref is gone
                _render(children, depth, out)
                continue
        if role in CLICKABLE_ROLES and clickable:
            rest = rest.replace(" [cursor=pointer]", "")
        if role == "link":
            url = next((c for c in children if c.role is None and c.body.startswith("- /url:")), None)
            if url is not None:
                children = [c for c in children if c is not url]
                target = url.body[len("- /url:") :].strip().strip('"')
                if not target.startswith("#"):  # in-page anchors tell the agent nothing it can use
                    rest = rest.rstrip(":") + f" -> {target}" + (":" if children else "")
                elif not children:
                    rest = rest.rstrip(":")
        out.append(f"{pad}- {role}{rest}")
        _render(children, depth + 1, out)


def compact(text: str) -> str:
    out: list[str] = []
    _render(_parse(text), 0, out)
    return "\n".join(out)


def _ancestors(lines: list[str], index: int) -> list[int]:
    """Indexes of the lines that contain line `index` (its parents), outermost first."""
    chain = []
    indent = len(lines[index]) - len(lines[index].lstrip(" "))
    for i in range(index - 1, -1, -1):
        own = len(lines[i]) - len(lines[i].lstrip(" "))
        if own < indent:
            chain.append(i)
            indent = own
            if indent == 0:
                break
    return chain[::-1]


def diff(old: str, new: str, alive: set[str] | None = None) -> str | None:
    """What appeared or changed in `new` (with its ancestors for context), and which refs went away.

    Lines are compared as a multiset, not aligned: refs make lines unique, so this is
    linear in the page size where a sequence alignment would be quadratic. None when
    nothing changed; the caller falls back to the full snapshot when the diff is not much
    smaller than the page. `alive` is every ref still on the page (compaction may hide some):
    only refs outside it are reported gone.
    """
    a, b = old.splitlines(), new.splitlines()
    before = Counter(line.strip() for line in a)
    after = Counter(line.strip() for line in b)
    shown: dict[int, str] = {}
    for j, line in enumerate(b):
        key = line.strip()
        if before[key] > 0:
            before[key] -= 1
            continue
        for parent in _ancestors(b, j):
            shown.setdefault(parent, b[parent])
        shown[j] = line + "  # new/changed"
    gone = []
    for key in (line.strip() for line in a):
        ref = REF.search(key)
        if ref and after[key] == 0 and (alive is None or ref.group(0)[6:-1] not in alive):
            gone.append(key)
    if not shown and not gone:
        return None
    parts = []
    if shown:
        parts.append("\n".join(shown[k] for k in sorted(shown)))
    if gone:
        parts.append("# gone:\n" + "\n".join(f"# {line}" for line in gone[:50]))
    return "\n".join(parts)
