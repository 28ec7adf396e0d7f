"""Lines of our own for what a person can click or type into but the AI snapshot shows without a ref.

Playwright gives refs to elements with roles and to block-level generics; an inline element with
a pointer cursor, a tab stop or an onclick (a <span> drawn as a link, an icon in an <i>) is folded
into its parent's text, and an editable region with no role into its first paragraph. The page
script `clickables.js` marks each with `data-verdex-ref=<n>`; here each becomes a line

    - clickable "the terms" [ref=e9001]        (an editor: - textbox "Write a reply" [ref=e9002])

placed where the page shows it: under the line whose text holds its own text (the line it was
folded into), else after the line holding the text just before it, else at the end. Its ref
resolves by the attribute (`refs.aria_ref`), so clicks, typing and hover work as on any ref.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from typing import Any

from verdex_py.browser.snapshot.tree import Node, Tree, walk

KINDS = {"click": "clickable", "edit": "textbox"}
# One element found, as clickables.js answers it (edge/scripts/clickables_ops.py `Clickable`):
# id (its data-verdex-ref), kind, name, text (its own), before (the text just before it).
Clickable = Mapping[str, Any]


def line(found: Clickable, ref: str) -> Node:
    """The line of one element found, with its public ref."""
    name = f" {json.dumps(found['name'], ensure_ascii=False)}" if found["name"] else ""
    return Node(f"- {KINDS[found['kind']]}{name} [ref={ref}]")


def place(tree: Tree, lines: list[tuple[Clickable, Node]]) -> Tree:
    """The tree with each line inserted at its place (document order kept); its order rebuilt."""
    order = [node for _, node in tree.order]
    bodies = [node.body for node in order]  # written once: a line with a role writes its body when asked
    parents: dict[int, list[Node]] = {id(child): parent.children for parent in order for child in parent.children}
    parents.update({id(node): tree.nodes for node in tree.nodes})
    at = 0  # elements come in document order: look from the last place on
    taken: Counter[tuple[int, str]] = Counter()  # (line, text): elements placed there by that text
    for found, new in lines:
        text = found["text"]
        spot = _find(order, bodies, at, text, taken) if text else None
        if spot is not None:
            order[spot].children.append(new)
            taken[spot, text] += 1
            at = spot
            continue
        spot = _find(order, bodies, at, found["before"]) if found["before"] else None
        if spot is None:
            tree.nodes.append(new)
            continue
        siblings = parents.get(id(order[spot]), tree.nodes)
        siblings.insert(siblings.index(order[spot]) + 1, new)
        parents[id(new)] = siblings
        at = spot
    return Tree(tree.nodes, list(walk(tree.nodes)))


def _find(
    order: list[Node], bodies: list[str], start: int, text: str, taken: Counter[tuple[int, str]] | None = None
) -> int | None:
    """The first line from `start` on (then from the top) whose text holds `text` (once more than
    elements already placed there by it, with `taken`), else its longest end in words that a line
    holds (the text before an element may span several lines)."""
    words = text.split(" ")
    for k in range(1 if taken is not None else len(words)):
        tail = " ".join(words[k:])
        for lo, hi in ((start, len(order)), (0, start)):
            for i in range(lo, hi):
                body = bodies[i]
                if (
                    tail in body
                    and order[i].role != "clickable"
                    and (taken is None or body.count(tail) > taken[i, tail])
                ):
                    return i
    return None
