"""The one owner of snapshot text: Playwright's AI snapshot parsed once into a small tree.

Everything that reads or cuts a snapshot goes through here: the ref map registers the
tree's refs, the compact form and the diff are rendered from it as `Line`s (depth + text),
and scoping (a subtree), depth and size cuts, the refs a cut leaves out and the iframes a
snapshot shows are computed on those. The indentation rule (two spaces per level) is
written here and nowhere else; the ref's shape is `verdex_py/refs.py`'s.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import NamedTuple

from verdex_py.refs import LINE_KEY, LINE_KEY_SHAPE, REF_ATTR, ref_attr

INDENT = "  "  # one level of nesting

# One snapshot line is a YAML list item whose key is `role "name" [attr]…` (refs.LINE_KEY).
# Playwright single-quotes a key YAML would misread (a name holding `: `, ` #`, braces, a
# backtick…), doubling any quote inside; we read that once, here, and keep the key unquoted, so
# every reader after this (refs, compact form, diff, search) sees one spelling.
_QUOTED_KEY = re.compile(r"- '((?:[^']|'')*)'")


def unquote(body: str) -> str:
    """A line body with its YAML-quoted key unquoted: `- 'link "C: x"': v` -> `- link "C: x": v`."""
    if not body.startswith("- '"):
        return body
    m = _QUOTED_KEY.match(body)
    return "- " + m[1].replace("''", "'") + body[m.end() :] if m else body


class Node:
    """One snapshot line: its role, accessible name and ref (when it has them), and its children.

    `body` is the line without indentation, its key unquoted. Property lines (`- /url: ...`) and
    comments have no role. `name` is written as in the text (JSON-escaped); `decoded_name` is the
    real name. `rest` is everything after the role: a line with a role keeps only its role and
    `rest` (its body is written from them when asked), so a new ref rewrites one string.
    """

    __slots__ = ("role", "rest", "name", "ref", "children", "_ref_at", "_body")

    def __init__(self, body: str) -> None:
        body = unquote(body)
        self.children: list[Node] = []
        self.ref: str | None = None
        self._ref_at = -1  # where `[ref=…]` starts in `rest`
        self._body = ""  # the body of a line without a role (one with a role writes it)
        m = LINE_KEY.match(body)
        if m is None:
            self.role: str | None = None
            self.rest = ""
            self.name: str | None = None
            self._body = body
            return
        self.role, self.name = m.group("role", "name")
        start = m.end("role")
        self.rest = body[start:]
        attrs = m["attrs"]
        if attrs and "[ref=" in attrs:
            found = REF_ATTR.search(attrs)
            if found:
                self.ref = found["ref"]
                self._ref_at = m.start("attrs") + found.start() - start

    @property
    def body(self) -> str:
        return self._body if self.role is None else f"- {self.role}{self.rest}"

    def set_ref(self, ref: str) -> None:
        """Give the node another ref (our public one for Playwright's), in its text too."""
        assert self.ref is not None, "only a node that carries a ref is renumbered"
        at, rest = self._ref_at, self.rest
        self.rest = f"{rest[:at]}[ref={ref}]{rest[at + len(self.ref) + 6 :]}"  # 6: `[ref=` and `]`
        self.ref = ref

    def rest_without_ref(self) -> str:
        """`rest` without its ` [ref=…]` attribute (the compact form drops refs nobody needs)."""
        if self.ref is None:
            return self.rest
        at = self._ref_at - 1  # the space before it
        return self.rest[:at] + self.rest[at + 1 + len(ref_attr(self.ref)) :]

    def add_value(self, value: str) -> None:
        """Give a line without a value or children one (`- textbox "Note" [ref=e3]: the text`)."""
        self.rest += f": {value}"

    def copy(self, children: list[Node]) -> Node:
        """The same line with other children."""
        out = Node.__new__(type(self))
        out.role, out.rest, out.name, out.ref, out._ref_at, out._body = (
            self.role,
            self.rest,
            self.name,
            self.ref,
            self._ref_at,
            self._body,
        )
        out.children = children
        return out

    @property
    def decoded_name(self) -> str:
        name = self.name or ""
        return json.loads(f'"{name}"') if "\\" in name else name

    def label(self) -> str:
        """`role "name"` as the snapshot shows it (what an agent calls the element)."""
        return f'{self.role} "{self.name}"' if self.name is not None else self.role or self.body


class Tree:
    """A parsed snapshot: its top-level nodes, every node in document order with its depth, and
    its text (with our public refs once the ref map has renumbered it; written when first asked)."""

    __slots__ = ("nodes", "order", "_text")

    def __init__(self, nodes: list[Node], order: list[tuple[int, Node]], text: str | None = None) -> None:
        self.nodes, self.order, self._text = nodes, order, text

    @property
    def text(self) -> str:
        if self._text is None:
            self._text = render_order(self.order)
        return self._text


# Every line of a text in one pass: its indentation, its body and, when it has one, its key.
_LINE = re.compile(rf"^( *)((?:{LINE_KEY_SHAPE})?[^\n]*)", re.MULTILINE)


def parse(text: str) -> Tree:
    """The tree of a snapshot text; nesting follows the indentation."""
    root = Node("")
    order: list[tuple[int, Node]] = []
    # The open ancestors of the line read last (`last`, pushed only once a deeper line shows it has
    # children): a line's parent is the nearest of them indented less than it.
    parents, indents = [root], [-1]
    last, last_indent = root, 1 << 30
    new, search = Node.__new__, REF_ATTR.search
    # One match per line, as `text.split("\n")` has them (never splitlines: a name may hold U+2028).
    for m in _LINE.finditer(text):
        indent_text, body, role, name, attrs = m.groups()
        if role is None and body.startswith("- '"):
            node = Node(body)  # a quoted key: unquoted, then read
        else:
            node = new(Node)
            node.role = role
            node.name = name
            node.children = []
            node.ref = None
            node._ref_at = -1
            if role is None:  # a property line (`- /url: …`), a comment
                node.rest = ""
                node._body = body
            else:
                node.rest = body[len(role) + 2 :]
                node._body = ""
                if attrs and "[ref=" in attrs and (found := search(attrs)):
                    node.ref = found[1]
                    node._ref_at = (len(name) + 3 if name is not None else 0) + found.start()  # 3: ` "` and `"`
        indent = len(indent_text)
        if indent > last_indent:
            parents.append(last)
            indents.append(last_indent)
        else:
            while indent <= indents[-1]:
                indents.pop()
                parents.pop()
        parents[-1].children.append(node)
        order.append((len(parents) - 1, node))
        last, last_indent = node, indent
    return Tree(root.children, order, text)


def render_order(order: list[tuple[int, Node]]) -> str:
    """The text of a tree's nodes in document order (after they changed: new refs, values)."""
    return "\n".join(INDENT * depth + node.body for depth, node in order)


def walk(nodes: list[Node]) -> Iterator[tuple[int, Node]]:
    """Every node under `nodes` in document order, with its depth (top level is 0)."""
    stack = [(0, node) for node in reversed(nodes)]
    while stack:
        depth, node = stack.pop()
        yield depth, node
        stack.extend((depth + 1, child) for child in reversed(node.children))


def find(tree: Tree, ref: str) -> Node | None:
    """The node carrying `ref`, if the snapshot shows it."""
    return next((node for _, node in tree.order if node.ref == ref), None)


def iframes(tree: Tree) -> tuple[list[str], set[str]]:
    """Refs of every iframe in a snapshot, and the subset shown without any content."""
    refs, empty = [], set()
    for _, node in tree.order:
        if node.role == "iframe" and node.ref is not None:
            refs.append(node.ref)
            if not node.children:
                empty.add(node.ref)
    return refs, empty


class Line(NamedTuple):
    """One line of text shown to the agent: its depth and its text without indentation."""

    depth: int
    text: str


def lines_of(nodes: list[Node]) -> list[Line]:
    """The nodes as they are, one Line each."""
    return [Line(depth, node.body) for depth, node in walk(nodes)]


def render(lines: list[Line]) -> str:
    return "\n".join(INDENT * line.depth + line.text for line in lines)


def cut_depth(lines: list[Line], depth: int) -> tuple[list[Line], bool]:
    """Keep lines at most `depth` levels deep (0 = top level only); True if any was dropped."""
    kept = [line for line in lines if line.depth <= depth]
    return kept, len(kept) != len(lines)


def _ends(lines: list[Line]) -> Iterator[tuple[int, int, Line]]:
    """(start, end) offsets of each line in the rendered text."""
    start = 0
    for line in lines:
        end = start + len(INDENT) * line.depth + len(line.text)
        yield start, end, line
        start = end + 1


def cut_chars(lines: list[Line], max_chars: int) -> tuple[list[Line], bool]:
    """Cut at a line boundary within max_chars of rendered text, so no ref is split in half."""
    if len(render(lines)) <= max_chars:
        return lines, False
    kept = [line for _, end, line in _ends(lines) if end < max_chars]
    if not kept and lines:  # the first line alone is longer than the budget: show its start
        return [Line(0, render(lines[:1])[:max_chars])], True
    return kept, True


def left_out(lines: list[Line], max_chars: int, limit: int = 10) -> list[str]:
    """The outermost elements with refs that a cut at max_chars leaves out, as 'eN (role "name")'."""
    rest = [line for start, _, line in _ends(lines) if start > max_chars]
    if not rest:
        return []
    shallowest = min(line.depth for line in rest)
    found = []
    for line in rest:
        node = Node(line.text)
        if node.ref is not None and line.depth <= shallowest + 1:
            found.append(f"{node.ref} ({node.label()})")
            if len(found) == limit:
                break
    return found
