"""diagnosis/left_open.py without a browser: the answer's line, and the means that close a popup
an earlier action left open, safest first, none of them one of its answers."""

from __future__ import annotations

import pytest

from verdex_py.browser.diagnosis.left_open import Opened, closing_means
from verdex_py.browser.snapshot.ref_map import RefEntry

pytestmark = pytest.mark.unit


def _opened(kind: str = "panel", closer: str | None = None, asks: bool = True) -> Opened:
    controls = [{"ref": "e11", "name": "✕"}, {"ref": "e13", "name": "Ana Lopes"}]
    return Opened("1", kind, "Saved on this device", "typed into e6", controls, 2, closer, asks)


def _entry(ref: str) -> RefEntry:
    return RefEntry(ref, ref, "button", "", "", 1)


def test_the_line_names_the_popup_its_controls_and_what_only_closes_it() -> None:
    line = _opened(closer="e11").sentence()
    assert (
        line == 'It left a panel "Saved on this device" open: e11 "✕", e13 "Ana Lopes" and 2 more; e11 only closes it.'
    )


def test_a_panel_that_asks_says_its_answer_is_the_agents_a_list_does_not() -> None:
    assert "it asks" in _opened().sentence()
    assert "it asks" not in _opened(kind="listbox").sentence()  # its items are picks, not answers
    bare = Opened("2", "panel", "Eight characters at least", "clicked e4", [], 0, None, False)
    assert bare.sentence() == 'It left a panel "Eight characters at least" open.'  # a hint: nothing to click
    assert _opened().what == 'the panel "Saved on this device" that opened when you typed into e6'


def test_the_means_come_safest_first_and_only_those_found() -> None:
    still = {"covers": False, "closer": "✕", "spot": "Sign in"}
    means = closing_means(_opened(), still, {0: _entry("e11"), 1: _entry("e2")})
    assert [key for key, _ in means] == ['"✕"', "Escape", "a click beside it"]
    assert [(f.kind, f.ref) for _, f in means] == [("dismiss", "e11"), ("escape", None), ("dismiss", "e2")]
    bare = closing_means(_opened(), {"covers": True, "closer": None, "spot": None}, {})
    assert [key for key, _ in bare] == ["Escape"]  # nothing else found: Escape alone
