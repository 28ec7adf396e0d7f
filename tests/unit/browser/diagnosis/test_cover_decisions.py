"""What #22's covers, hover-revealed and disabled elements decide from plain values: the tool each
new kind of fix calls, which diagnoses name a cover's dismissing control, and which probes count as a
state that ends by itself (which control dismisses a cover is decided in the page: tests/e2e/test_reveal.py)."""

from __future__ import annotations

import pytest

from verdex_py.browser.diagnosis import diagnose
from verdex_py.browser.diagnosis.questions import Question, answered
from verdex_py.browser.input.operations import Click, Fill, Hover, at_point
from verdex_py.browser.page.actions import Probe, Unusable
from verdex_py.errors import ElementNotInteractable, NotInteractableFacts
from verdex_py.errors.fixes import Fix, fix_call

SEEN = {"tag": "button", "visible": True, "disabled": False, "editable": False, "cover": None, "popup": False}


@pytest.mark.parametrize(
    ("kind", "tool"),
    [("hover", "browser_hover"), ("focus", "browser_click"), ("choose", "browser_click"), ("dismiss", "browser_click")],
)
def test_each_fix_kind_calls_its_tool_on_the_ref(kind: str, tool: str) -> None:
    step = fix_call(Fix(kind, "why", "f1e5"))
    assert step == {"tool": tool, "arguments": {"ref": "f1e5"}, "why": "why"}


def test_only_a_dismiss_or_a_question_names_a_covers_fix() -> None:
    def err(*fixes: Fix) -> ElementNotInteractable:
        return ElementNotInteractable("covered", facts=NotInteractableFacts({}, "covered", list(fixes) or None))

    assert diagnose.names_cover_fix(err(Fix("dismiss", "close it", "f1e6")))
    assert diagnose.names_cover_fix(err(Fix("decide", "the agent's answer")))
    assert not diagnose.names_cover_fix(err(Fix("escape", "press Escape")))
    assert not diagnose.names_cover_fix(err())


def test_a_question_is_answered_by_the_agent_never_by_the_plan() -> None:
    """(#41) A decide step clicks the ref the agent supplies: it is left out of the arguments."""
    asked = Question("Delete project Falcon?", [{"ref": "e5", "name": "Cancel"}, {"ref": "e6", "name": "Delete"}])
    said, fixes = answered(asked, "dialog", None)
    assert [f.kind for f in fixes] == ["decide"] and "e5" in said and "e6" in said and "Falcon" in said
    assert fix_call(fixes[0]) == {"tool": "browser_click", "arguments": {}, "why": fixes[0].why, "needs": ["ref"]}
    said, fixes = answered(asked, "dialog", Fix("dismiss", "", "e4"))
    assert [(f.kind, f.ref) for f in fixes] == [("dismiss", "e4")] and "without answering" in fixes[0].why
    assert "e6" in said, "the choices are still named when a control only closes it"
    assert answered(Question("Sure?", []), "dialog", None)[1] == [], "no choice with a ref: nothing to click"


def test_a_busy_probe_is_still_disabled_until_it_is_not() -> None:
    busy = Probe.of({**SEEN, "disabled": True, "busy": True})
    assert busy.busy and busy.problem(needs_editable=False) is Unusable.DISABLED
    assert Probe.of(SEEN).busy is False, "an older probe without the flag is not busy"


def test_a_wait_fix_waits_as_long_as_the_diagnosis_says() -> None:
    """(#34) a part that opens later than the server waited: the plan waits longer before the retry."""
    assert fix_call(Fix("wait", "let it open", value="3"))["arguments"] == {"time": 3.0}
    assert fix_call(Fix("wait", "a request in flight"))["arguments"] == {"time": 1}


def test_only_pointer_operations_are_aimed_at_the_part_that_shows() -> None:
    assert at_point(Click(), (3.0, 4.0)) == Click(position=(3.0, 4.0))
    assert at_point(Hover(), (1.0, 2.0)) == Hover(position=(1.0, 2.0))
    assert at_point(Fill("x"), (1.0, 2.0)) == Fill("x")  # a fill needs no point: it is not hit-tested
    assert at_point(Click(), None) == Click()


def test_a_probe_reads_the_point_that_shows() -> None:
    assert Probe.of({**SEEN, "cover": {"tag": "div"}, "point": {"x": 5, "y": 2}}).point == (5, 2)
    assert Probe.of(SEEN).point is None
