"""The segments script's operations (segments.js): a run of one-character boxes (a one-time code in
six boxes), what each holds, and each box to type into."""

from typing import TypedDict

from verdex_py.browser.edge.scripts.ops import ElementOp, Module, Op

MODULE = Module("segments")


class BoxQuery(TypedDict):
    n: int


class SegmentRun(TypedDict):
    count: int
    index: int  # where the box the agent named stands in the run
    values: list[str]  # what each box holds, in order


run = Op[None, SegmentRun | None](MODULE, "run")
box = ElementOp[BoxQuery](MODULE, "box")
