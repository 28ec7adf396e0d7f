"""The track script's operations (track.js): a slider with no ARIA role, its handle moved by the
arrow keys: the handle, its track, and where it sits (with the numbers the page shows near it)."""

from typing import NotRequired, TypedDict

from verdex_py.browser.edge.scripts.ops import ElementOp, Module, Op

MODULE = Module("track")


# ("from" is a Python keyword: the functional form)
TrackQuery = TypedDict("TrackQuery", {"from": NotRequired[str | None], "ms": NotRequired[int]})


class TrackState(TypedDict):
    fraction: float  # where the handle sits on its track, 0 to 1
    vertical: bool
    numbers: dict[str, float]  # each number shown, keyed by where it stands (n: near, f: far), `aria`
    min: float | None
    max: float | None
    sig: str  # the state in one string: `from` waits for it to change


find = ElementOp[None](MODULE, "find")
track = ElementOp[None](MODULE, "track")
state = Op[TrackQuery, TrackState](MODULE, "state")
