"""What browser/diagnosis/ (dead_refs.py, diagnose.py) decides from plain values: which elements a plan
offers when a ref is lost, which of several look-alikes is the best guess, and how a fix step and its cause
read."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from verdex_py.browser.diagnosis import dead_refs, diagnose
from verdex_py.browser.snapshot.ref_map import RefEntry, RefMap
from verdex_py.browser.snapshot.tree import parse
from verdex_py.errors import FrameDetached, NoSnapshot, PageClosed, StaleRef, UnknownRef
from verdex_py.errors.fixes import Fix, fix_call

PAGE = """- generic [ref=e1]:
  - heading "Checkout" [level=1] [ref=e2]
  - button "Save" [ref=e3]
  - button "Save draft" [ref=e4]
  - button "Cancel" [ref=e5]
  - button "Delete" [ref=e6]
  - link "Help" [ref=e7]
  - textbox "Full name" [ref=e8]
  - textbox "Email" [ref=e9]
  - textbox "Notes" [ref=e10]
  - checkbox "Terms" [ref=e11]
  - combobox "Plan" [ref=e12]"""


def tab() -> SimpleNamespace:
    refs = RefMap(url="http://a/")
    refs.ingest(parse(PAGE))
    return SimpleNamespace(refs=refs)


def entry(ref: str, role: str, name: str, frame: str = "") -> RefEntry:
    return RefEntry(ref, ref, role, name, frame, 1)


def offered(**kwargs: object) -> list[tuple[str, str]]:
    return [(c["role"], c["name"]) for c in dead_refs.candidates(tab(), **kwargs)]  # type: ignore[arg-type]


def test_the_lost_elements_kind_and_likeness_come_first() -> None:
    got = offered(like=entry("e40", "button", "Save"))
    assert got[:2] == [("button", "Save"), ("button", "Save draft")], got
    assert ("button", "Cancel") not in got, "two of a kind at most, the likeliest"
    assert ("heading", "Checkout") not in got and ("generic", "") not in got, "only kinds an agent acts on"


def test_at_most_two_of_a_kind_and_six_in_all() -> None:
    got = offered()
    assert len(got) == dead_refs.MAX_CANDIDATES
    kinds = [role for role, _ in got]
    assert all(kinds.count(kind) <= 2 for kind in kinds), got


def test_the_action_picks_the_kinds_first_when_nothing_is_known_of_the_element() -> None:
    assert [role for role, _ in offered(action="type")[:2]] == ["textbox", "textbox"]
    assert offered(action="select_option")[0] == ("combobox", "Plan")


def test_a_hint_ranks_by_name() -> None:
    assert offered(hint="Email", action="type")[0] == ("textbox", "Email")


def test_the_best_guess_is_in_the_same_frame_then_nearest() -> None:
    lost = entry("e10", "button", "Save", frame="")
    near_in_frame, same_frame_far, same_frame_near = (
        entry("f1e11", "button", "Save", "f1"),
        entry("e30", "button", "Save"),
        entry("e12", "button", "Save"),
    )
    assert dead_refs._best_guess([near_in_frame, same_frame_far, same_frame_near], lost) is same_frame_near
    assert dead_refs._best_guess([near_in_frame, same_frame_far], lost) is same_frame_far


@pytest.mark.parametrize(
    ("err", "says"),
    [
        (StaleRef("x"), "Element e3 (button) has left the page"),
        (FrameDetached("x"), "The frame that held e3 (button) is gone (removed or navigated)"),
        (NoSnapshot("x"), "Ref e3 (button) was used before any snapshot of this page"),
        (PageClosed("The tab was closed."), "The tab was closed (e3 (button) was lost)"),
        (
            UnknownRef("x", details={"issued_on": "http://a/"}),
            "Ref e3 (button) belonged to the previous page http://a/",
        ),
        (UnknownRef("x", details={"never_issued": True}), "Ref e3 (button) was never issued here"),
        (UnknownRef("x", details={"never_issued": False}), "Ref e3 (button) is not on this page"),
    ],
)
def test_the_cause_says_what_happened_to_the_ref(err: Exception, says: str) -> None:
    assert dead_refs._cause(err, "e3 (button)") == says  # type: ignore[arg-type]


def test_a_fix_step_calls_the_tool_that_does_the_fix() -> None:
    """The diagnosis says what to do as data; the errors layer makes it the call (the browser names no tool)."""
    field = entry("e8", "textbox", "Full name")
    fill = diagnose._fix({"kind": "fill", "message": "Please fill in this field."}, field, "cover")
    assert fill == Fix("fill", 'fill "Full name" (Please fill in this field.)', "e8")
    step = fix_call(fill)
    assert step["tool"] == "browser_type" and step["arguments"] == {"ref": "e8"} and step["needs"] == ["text"]
    assert step["why"] == 'fill "Full name" (Please fill in this field.)'
    select = fix_call(diagnose._fix({"kind": "select"}, entry("e12", "combobox", "Plan"), "cover"))
    assert (select["tool"], select["needs"]) == ("browser_select_option", ["values"])
    dismiss = fix_call(
        diagnose._fix({"kind": "dismiss", "name": "Accept"}, entry("e5", "button", "x"), 'dialog "Cookies"')
    )
    assert dismiss["tool"] == "browser_click" and "needs" not in dismiss
    assert dismiss["why"] == 'dismiss the dialog "Cookies" with its control "Accept"'


def test_a_cover_is_named_by_what_it_is_and_says() -> None:
    assert diagnose._cover_label(None) == "cover"
    assert diagnose._cover_label({"dialog": True, "label": "Cookies"}) == 'dialog "Cookies"'
    assert diagnose._cover_label({"tag": "div", "id": "banner", "text": "We use cookies"}) == (
        '<div id=banner> "We use cookies"'
    )
    assert diagnose._cover_label({"tag": "div"}) == "<div>"
