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

from verdex_py.refs import REF_ATTR

INDENT = "  "  # one level of nesting

_LINE = re.compile(r'- (?P<role>[\w-]+)(?P<rest>(?: "(?P<name>(?:[^"\\]|\\.)*)")?.*)', re.S)


class Node:
    """One snapshot line: its role, accessible name and ref (when it has them), and its children.

    `body` is the line without indentation. Property lines (`- /url: ...`) and comments have
    no role. `name` is written as in the text (escaped); `decoded_name` is the real name.
    """

    __slots__ = ("body", "role", "rest", "name", "ref", "children")

    def __init__(self, body: str) -> None:
        self.body = body
        self.children: list[Node] = []
        m = _LINE.match(body)
        if m is None:
            self.role: str | None = None
            self.rest = ""
            self.name: str | None = None
            self.ref: str | None = None
            return
        self.role, self.rest, self.name = m.group("role", "rest", "name")
        found = REF_ATTR.search(self.rest) if "[ref=" in self.rest else None
        self.ref = found["ref"] if found else None

    @property
    def decoded_name(self) -> str:
        name = self.name or ""
        return json.loads(f'"{name}"') if "\\" in name else name

    def label(self) -> str:
        """`role "name"` as the snapshot shows it (what an agent calls the element)."""
        return f'{self.role} "{self.name}"' if self.name is not None else self.role or self.body


class Tree(NamedTuple):
    """A parsed snapshot: its text (with our public refs), its top-level nodes, and every
    node in document order with its depth."""

    text: str
    nodes: list[Node]
    order: list[tuple[int, Node]]


def parse(text: str) -> Tree:
    """The tree of a snapshot text; nesting follows the indentation."""
    root = Node("")
    order: list[tuple[int, Node]] = []
    stack: list[tuple[int, Node]] = [(-1, root)]
    for line in text.splitlines():
        body = line.lstrip(" ")
        indent = len(line) - len(body)
        node = Node(body)
        while indent <= stack[-1][0]:
            stack.pop()
        stack[-1][1].children.append(node)
        order.append((len(stack) - 1, node))
        stack.append((indent, node))
    return Tree(text, root.children, order)


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
        m = REF_ATTR.search(line.text)
        if m and line.depth <= shallowest + 1:
            found.append(f"{m['ref']} ({line.text.strip()[2:].split(' [')[0]})")
            if len(found) == limit:
                break
    return found
