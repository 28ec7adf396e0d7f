"""What #22's covers, hover-revealed and disabled elements decide from plain values: the tool each
new kind of fix calls, which diagnoses name a cover's dismissing control, and which probes count as a
state that ends by itself (which control dismisses a cover is decided in the page: tests/e2e/test_reveal.py)."""

from __future__ import annotations

import pytest

from verdex_py.browser.diagnosis import diagnose
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


def test_only_a_dismiss_fix_names_a_covers_control() -> None:
    def err(*fixes: Fix) -> ElementNotInteractable:
        return ElementNotInteractable("covered", facts=NotInteractableFacts({}, "covered", list(fixes) or None))

    assert diagnose.names_dismiss(err(Fix("dismiss", "close it", "f1e6")))
    assert not diagnose.names_dismiss(err(Fix("escape", "press Escape")))
    assert not diagnose.names_dismiss(err())


def test_a_busy_probe_is_still_disabled_until_it_is_not() -> None:
    busy = Probe.of({**SEEN, "disabled": True, "busy": True})
    assert busy.busy and busy.problem(needs_editable=False) is Unusable.DISABLED
    assert Probe.of(SEEN).busy is False, "an older probe without the flag is not busy"
