"""Condensing repetitive structure in a full snapshot: long runs of similar siblings.

A navigation menu of 60 links, a footer, a grid of 40 product cards or a table of 200 rows
costs the agent characters on every full look, though the first few tell it what the rest
are. A run of at least MIN_RUN consecutive siblings of one shape (same role, same roles
inside; MIN_TEXT_RUN when they hold nothing to act on, as a list of facts to read) keeps
its first SHOWN; the rest become one line saying how many of what were left out and the one
call that shows them, a snapshot scoped to their parent (scoped snapshots are never
condensed, so that call shows every one):

    - … 57 more links like these: browser_snapshot(ref=e8) shows them

Nothing is lost: the whole page still feeds the ref map, so a condensed element's ref works
in actions and `browser_find` finds it. What an agent must see is never condensed: form
fields, anything focused, checked, pressed, selected or expanded, anything whose ref the
agent has used on this page, and the insides of widgets (menus, listboxes, tab lists, grids).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from verdex_py.browser.snapshot.tree import Node, Tree
from verdex_py.errors.fixes import zoom_hint

MIN_RUN = 8  # shorter runs are shown whole: a summary line would save little
MIN_TEXT_RUN = 20  # items with nothing to act on are content to read (a list of facts): folded only past this
SHOWN = 3  # of a run, shown as examples of the rest
MIN_HIDDEN = 3  # a summary line costs about what two items do
FIELD_ROLES = frozenset(
    {
        "textbox",
        "searchbox",
        "combobox",
        "listbox",
        "checkbox",
        "radio",
        "switch",
        "slider",
        "spinbutton",
        "menuitemcheckbox",
        "menuitemradio",
    }
)
ACTIONABLE = FIELD_ROLES | {"link", "button", "tab", "menuitem", "option", "treeitem"}
STATES = ("[active]", "[checked", "[pressed", "[selected]", "[expanded]")  # Playwright writes them only when set
WIDGET_ROLES = frozenset(
    {"combobox", "listbox", "menu", "menubar", "tablist", "radiogroup", "tree", "treegrid", "grid"}
)
WRAPPERS = frozenset({"listitem", "generic", "group"})
NOUNS = {
    "listitem": "items",
    "generic": "items",
    "group": "groups",
    "checkbox": "checkboxes",
    "searchbox": "searchboxes",
}


class Folded(Node):
    """The line that stands for the hidden items of one run."""

    __slots__ = ()


@dataclass(frozen=True)
class Condensed:
    """One run that was condensed: its parent (the ref whose scoped snapshot shows it all)."""

    ref: str
    role: str
    name: str | None
    items: str  # what the hidden items are, plural: "links", "rows", "items"
    shown: int
    hidden: int

    def as_dict(self) -> dict[str, Any]:
        return {
            "ref": self.ref,
            "role": self.role,
            "name": self.name,
            "items": self.items,
            "shown": self.shown,
            "hidden": self.hidden,
        }


_STATE = re.compile("|".join(map(re.escape, STATES)))  # any of them in a line


class _Facts:
    """Each node's shape (its role, and the roles inside it: `inside`) and whether it must be shown,
    computed once, bottom-up, so that condensing is linear in the page."""

    def __init__(self, tree: Tree, used: set[str]) -> None:
        # The roles inside a node are a bit mask (one bit per role met on this page): equal masks,
        # equal sets of roles (and an int, which the collector never tracks). A reversed document
        # order meets every node after all of its descendants, so each level collects what its
        # nodes' children hold until their parent takes it.
        self.inside: dict[int, int] = {}
        self.pinned: set[int] = set()
        self.acts: set[int] = set()  # holds something to act on (a link, a button, a field)
        bits: dict[str, int] = {}
        levels = len(tree.order) + 2
        inside_of, pinned_in, acts_in = [0] * levels, [False] * levels, [False] * levels
        inside_ids, pinned_ids, acts_ids, state = self.inside, self.pinned, self.acts, _STATE.search
        for depth, node in reversed(tree.order):
            below = depth + 1
            inside, pinned, acts = inside_of[below], pinned_in[below], acts_in[below]
            if inside or pinned or acts:
                inside_of[below], pinned_in[below], acts_in[below] = 0, False, False
            role, ident = node.role, id(node)
            inside_ids[ident] = inside
            if role is not None:
                inside |= bits.get(role) or bits.setdefault(role, 1 << len(bits))
                acts = acts or role in ACTIONABLE
                pinned = (
                    pinned
                    or role in FIELD_ROLES
                    or (node.ref is not None and node.ref in used)
                    or state(node.rest) is not None
                )
            inside_of[depth] |= inside
            if pinned:
                pinned_ids.add(ident)
                pinned_in[depth] = True
            if acts:
                acts_ids.add(ident)
                acts_in[depth] = True


def _noun(item: Node) -> str:
    """What an item is, as the agent would call it: a list item holding one link is a link."""
    while item.role in WRAPPERS:
        inner = [c for c in item.children if c.role is not None and c.ref is not None]
        if len(inner) != 1 or item.name is not None:
            break
        item = inner[0]
    role = item.role or "item"
    return NOUNS.get(role, role + "s")


def _runs(children: list[Node], facts: _Facts) -> list[tuple[int, int]]:
    """(start, end) of each run of at least MIN_RUN consecutive children of one shape (MIN_TEXT_RUN
    when they hold nothing to act on)."""
    runs, start = [], 0
    for i in range(1, len(children) + 1):
        same = (
            i < len(children)
            and children[i].ref is not None
            and children[start].ref is not None
            and children[i].role == children[start].role
            and facts.inside[id(children[i])] == facts.inside[id(children[start])]
        )
        if not same:
            least = MIN_RUN if id(children[start]) in facts.acts else MIN_TEXT_RUN
            if i - start >= least and children[start].ref is not None and children[start].role is not None:
                runs.append((start, i))
            start = i
    return runs


def _children(parent: Node, facts: _Facts, found: list[Condensed]) -> list[Node]:
    children, ref, role = parent.children, parent.ref, parent.role
    runs = [] if ref is None or role is None or role in WIDGET_ROLES else _runs(children, facts)
    out: list[Node] = []
    keep = set(range(len(children)))
    folded: dict[int, Condensed] = {}
    for start, end in runs:
        hidden = [i for i in range(start + SHOWN, end) if id(children[i]) not in facts.pinned]
        if len(hidden) < MIN_HIDDEN or ref is None or role is None:
            continue
        keep -= set(hidden)
        name, noun = parent.decoded_name or None, _noun(children[start])
        folded[hidden[0]] = Condensed(ref, role, name, noun, end - start - len(hidden), len(hidden))
    for i, child in enumerate(children):
        if i in folded:  # in the order the text shows the folds
            fold = folded[i]
            out.append(Folded(f"- … {fold.hidden} more {fold.items} like these: {zoom_hint(fold.ref)} shows them"))
            found.append(fold)
        if i in keep:
            out.append(_condensed(child, facts, found))
    return out


def _condensed(node: Node, facts: _Facts, found: list[Condensed]) -> Node:
    if not node.children:
        return node
    return node.copy(_children(node, facts, found))


def condense(tree: Tree, used: set[str]) -> tuple[list[Node], list[Condensed]]:
    """The tree's nodes with long runs of similar siblings folded, and what was folded, in document
    order. `used`: refs the agent has acted on, never folded. The tree given is not changed."""
    facts = _Facts(tree, used)
    found: list[Condensed] = []
    return [_condensed(node, facts, found) for node in tree.nodes], found
