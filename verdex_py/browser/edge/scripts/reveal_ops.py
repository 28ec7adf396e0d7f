"""The reveal script's operations (reveal.js): one level of what shows an element hidden until
something is hovered or focused, and the steps along the path (focus, wait, note, mark).

Unlike the other modules, reveal.js keeps its state on `window` between calls: a path is revealed
over several calls, Python hovering or clicking between them. `level` keeps the last level's
candidates and ancestors (`NODES`: the DevTools protocol is asked for their listeners by index),
`reset`, `push` and `push_control` the path taken, which `mark` marks for the error's refs."""

from typing import TypedDict

from verdex_py.browser.edge.scripts import REVEAL_STATE
from verdex_py.browser.edge.scripts.ops import Module, Op

MODULE = Module("reveal")
NODES = f"window.{REVEAL_STATE}.nodes"  # the last level's candidates, then its ancestors


class LevelQuery(TypedDict):
    css: str | None  # "hover" | "focus": diagnose.js marked the element a stylesheet's rule names


class Candidate(TypedDict):
    index: int  # in NODES
    x: float  # a point of it the pointer reaches (a holder's: the nearest holder's)
    y: float
    why: str  # hover | focus (a stylesheet's rule) | label | sibling | holder
    name: str
    focusable: bool  # it, or something inside it outside the hidden part, takes focus


class Level(TypedDict):
    candidates: list[Candidate]  # nearest first, at most 6
    ancestors: int  # how many ancestors follow them in NODES


class NodeQuery(TypedDict):
    index: int  # a candidate of the last level


class ShowQuery(TypedDict):
    ms: int


level = Op[LevelQuery, Level | None](MODULE, "level")
focus = Op[NodeQuery, bool](MODULE, "focus")
wait = Op[ShowQuery, bool](MODULE, "wait")
reset = Op[None, None](MODULE, "reset")
push = Op[NodeQuery, int](MODULE, "push")
push_control = Op[None, int](MODULE, "push_control")
mark = Op[None, int](MODULE, "mark")
