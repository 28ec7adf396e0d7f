"""Bounded per-tab and per-role collections count what they dropped (#25 item 1)."""

from __future__ import annotations

from verdex_py.browser.calls.call import Call
from verdex_py.browser.page.failures import MAX_RECORDS, Failure, FailureLog
from verdex_py.browser.page.ring import KeyedRing, Ring
from verdex_py.browser.page.tab import MAX_MODALS, Modal, Tab
from verdex_py.browser.snapshot.ref_map import MAX_FRAME_PREFIXES, RefMap
from verdex_py.browser.snapshot.tree import parse
from verdex_py.config import Settings
from verdex_py.server.app import _list_open_modals
from verdex_py.server.tooling import Response, ToolContext


def test_ring_keeps_the_newest_and_counts_the_dropped() -> None:
    ring: Ring[int] = Ring(3)
    for i in range(10):
        ring.append(i)
    assert list(ring) == [7, 8, 9] and ring.dropped == 7 and ring.total == 10 and len(ring) == 3
    assert ring.clear() == 3 and not ring and ring.dropped == 0


def test_keyed_ring_moves_a_key_set_again_to_the_end_and_drops_the_oldest() -> None:
    ring: KeyedRing[str, int] = KeyedRing(2)
    ring["a"], ring["b"], ring["a"], ring["c"] = 1, 2, 3, 4
    assert ring.items() == [("a", 3), ("c", 4)] and ring.dropped == 1 and "b" not in ring
    ring.clear()
    assert not ring and ring.dropped == 0


def test_failure_log_is_a_ring() -> None:
    log = FailureLog()
    for i in range(MAX_RECORDS + 5):
        log.record(Failure("policy", "blocked", f"request {i}"))
    assert len(log.records()) == MAX_RECORDS and log.dropped == 5
    assert log.records()[0].message == "request 5"
    assert log.clear() == MAX_RECORDS and log.dropped == 0


def _frame_page(frame: int) -> str:
    return f'- generic [ref=e1]:\n  - iframe [ref=e2]:\n    - button "In {frame}" [ref=f{frame}e1]'


def test_ref_map_forgets_old_frames_but_never_reuses_a_prefix() -> None:
    """A page that creates frames forever: the map of frame prefixes stays bounded, and a new
    frame never takes the prefix of an old one (its old refs must stay dead, not change meaning)."""
    refs = RefMap(url="http://a/")
    seen: set[str] = set()
    for frame in range(2, MAX_FRAME_PREFIXES + 50):
        tree = refs.ingest(parse(_frame_page(frame)))
        prefix = next(r for r in tree.text.split("ref=")[1:] if r.startswith("f")).split("e")[0]
        assert prefix not in seen
        seen.add(prefix)
    assert len(refs._frame_prefixes) <= MAX_FRAME_PREFIXES
    assert str(MAX_FRAME_PREFIXES + 49) in refs._frame_prefixes, "the frame of the latest snapshot is kept"


class _Page:
    """Just enough of a Playwright page for a Tab to be built and fed events."""

    url = "about:blank"
    main_frame = object()

    def on(self, event: str, handler: object) -> None:
        pass


class _Dialog:
    type = "alert"

    def __init__(self, n: int) -> None:
        self.message = f"again {n}"


def test_a_tab_keeps_the_latest_modals_of_a_page_that_opens_them_forever() -> None:
    """An alert loop whose dialogs are never all answered: the tab keeps the newest MAX_MODALS,
    counts the rest, and answering one still takes the oldest kept (the one shown first)."""
    tab = Tab(_Page(), FailureLog())  # type: ignore[arg-type]
    for n in range(MAX_MODALS + 30):
        tab._on_dialog(_Dialog(n))  # type: ignore[arg-type]
    assert len(tab.modals) == MAX_MODALS and tab.modals.dropped == 30
    assert tab.modals[0].message == "again 30"
    assert tab._take("dialog") is not None and tab.modals[0].message == "again 31"
    assert len(tab.modals) == MAX_MODALS - 1 and tab.modals.dropped == 30  # answered is not dropped


def test_a_result_says_how_many_older_modals_the_tab_dropped() -> None:
    modal = Modal("dialog", "alert", "again 31", _Dialog(31))  # type: ignore[arg-type]
    call = Call(tool="browser_click", role=None, modals=[modal], modals_dropped=30)
    ctx = ToolContext(browser=None, settings=Settings(), request_id="r", response=Response(), call=call)  # type: ignore[arg-type]
    _list_open_modals(ctx)
    assert ctx.response.data["modals"] == [modal.describe()]
    assert ctx.response.warnings[-1] == "… and 30 older dropped."
