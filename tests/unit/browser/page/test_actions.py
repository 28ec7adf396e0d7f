"""What browser/page/actions.py decides from plain values: which refusal an element's probe means, and
which ref error a ref gets before the page is ever asked (malformed, no snapshot yet, from the
previous page, never issued, or a dialog in the way)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.page.actions import REASON_CAUSES, Probe, Unusable, resolve
from verdex_py.browser.page.tab import Modal
from verdex_py.browser.snapshot.ref_map import RETIRED_DOCUMENTS, RefMap
from verdex_py.browser.snapshot.tree import parse
from verdex_py.errors import InvalidArgument, ModalDialogOpen, NoSnapshot, UnknownRef

SEEN = {"tag": "input", "visible": True, "disabled": False, "editable": True, "cover": None, "popup": False}
PAGE = '- generic [ref=e1]:\n  - button "Save" [ref=e2]\n  - textbox "Note" [ref=e3]'


def probe(**seen: object) -> Probe:
    return Probe.of({**SEEN, **seen})


def test_a_usable_element_has_no_problem() -> None:
    assert probe().problem(needs_editable=True) is None
    assert probe(editable=False).problem(needs_editable=False) is None, "a click does not need a field"


@pytest.mark.parametrize(
    ("seen", "reason"),
    [
        ({"visible": False, "disabled": True, "editable": False, "cover": {"tag": "div"}}, Unusable.HIDDEN),
        ({"disabled": True, "editable": False, "cover": {"tag": "div"}}, Unusable.DISABLED),
        ({"editable": False, "cover": {"tag": "div"}}, Unusable.NOT_EDITABLE),
        ({"cover": {"tag": "div"}}, Unusable.COVERED),
    ],
)
def test_the_first_problem_in_order_is_the_reason(seen: dict[str, object], reason: Unusable) -> None:
    """Hidden, then disabled, then not editable, then covered: the fix for the first comes first."""
    assert probe(**seen).problem(needs_editable=True) is reason


def test_every_reason_has_its_cause() -> None:
    assert set(REASON_CAUSES) == set(Unusable)


def tab(refs: RefMap | None = None, url: str = "http://a/") -> SimpleNamespace:
    """What resolve reads before it touches the page: the open dialogs, the ref map, the URL."""
    return SimpleNamespace(page=SimpleNamespace(url=url), refs=refs or RefMap(url=url), modals=[])


def context(ref: str) -> ActionContext:
    return ActionContext("click", retry_arguments={"ref": ref, "role": "default"})


async def refusal(page: SimpleNamespace, ref: str) -> Exception:
    with pytest.raises(Exception) as raised:
        await resolve(page, ref, context(ref), 1000)  # type: ignore[arg-type]
    return raised.value


async def test_a_malformed_ref_is_an_invalid_argument_with_the_corrected_call() -> None:
    err = await refusal(tab(), "ref=e5")
    assert isinstance(err, InvalidArgument) and err.field == "ref" and err.suggested_value == "e5"
    assert err.facts.corrected_arguments == {"ref": "e5", "role": "default"}


async def test_a_malformed_ref_without_a_likely_meaning_suggests_nothing() -> None:
    err = await refusal(tab(), "Save button")
    assert isinstance(err, InvalidArgument) and err.suggested_value is None
    assert err.facts.corrected_arguments is None


async def test_a_dialog_in_the_way_is_reported_before_the_ref_is_even_read() -> None:
    page = tab()
    page.modals = [Modal("dialog", "confirm", "Sure?", handle=None)]  # type: ignore[arg-type]
    err = await refusal(page, "not a ref")
    assert isinstance(err, ModalDialogOpen)
    assert err.facts.modal_kind == "dialog" and err.details["modal"]["message"] == "Sure?"


async def test_before_any_snapshot_the_ref_is_no_snapshot() -> None:
    err = await refusal(tab(), "e2")
    assert isinstance(err, NoSnapshot) and err.field == "ref" and err.details["url"] == "http://a/"
    assert not err.expected


async def test_a_ref_from_the_previous_page_names_that_page_and_its_element() -> None:
    refs = RefMap(url="http://a/")
    refs.ingest(parse(PAGE))
    refs.new_document("http://b/", caused_by_action=True)
    refs.ingest(parse(PAGE))
    assert "e2" not in refs.entries, "the precondition: the new document numbers its refs elsewhere"
    err = await refusal(tab(refs, "http://b/"), "e2")
    assert isinstance(err, UnknownRef)
    assert err.details["issued_on"] == "http://a/" and err.details["url"] == "http://b/"
    assert (err.details["element"]["role"], err.details["element"]["name"]) == ("button", "Save")
    assert err.expected, "the agent's own action navigated away"


async def test_a_page_that_moved_on_its_own_is_not_expected() -> None:
    refs = RefMap(url="http://a/")
    refs.ingest(parse(PAGE))
    refs.new_document("http://b/", caused_by_action=False)
    refs.ingest(parse(PAGE))
    err = await refusal(tab(refs, "http://b/"), "e2")
    assert isinstance(err, UnknownRef) and err.details["issued_on"] == "http://a/" and not err.expected


async def test_the_old_pages_ref_before_the_new_one_is_looked_at_is_no_snapshot_expected() -> None:
    refs = RefMap(url="http://a/")
    refs.ingest(parse(PAGE))
    refs.new_document("http://b/", caused_by_action=True)
    err = await refusal(tab(refs, "http://b/"), "e2")
    assert isinstance(err, NoSnapshot) and err.expected


async def test_a_ref_never_issued_is_unknown_with_no_guess() -> None:
    refs = RefMap(url="http://a/")
    refs.ingest(parse(PAGE))
    err = await refusal(tab(refs), "e99")
    assert isinstance(err, UnknownRef) and err.suggested_value is None
    assert "issued_on" not in err.details and "never issued" in str(err)


async def test_never_issued_is_said_only_past_every_number_the_tab_printed() -> None:
    """A ref this tab printed on a page it has since forgotten (more pages back than it keeps) is
    not "never issued": only one past every element number and frame the tab printed is."""
    refs = RefMap(url="http://a/")
    refs.ingest(parse(PAGE))
    printed = max(refs.entries, key=lambda r: int(r[1:]))
    for page in range(RETIRED_DOCUMENTS + 2):
        refs.new_document(f"http://p{page}/", caused_by_action=False)
        refs.ingest(parse('- button "Only" [ref=e1]'))
    for ref, never in ((printed, False), (f"e{refs.issued_up_to + 1}", True), ("f9e1", True)):
        err = await refusal(tab(refs, refs.url), ref)
        assert isinstance(err, UnknownRef) and err.details["never_issued"] is never, (ref, err.details)
        assert ("never issued" in str(err)) is never, str(err)
