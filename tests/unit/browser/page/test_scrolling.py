"""browser_find's scrolling: its bounds are the ones the docs state, and its answer says what it did."""

from __future__ import annotations

from tests.helpers import REPO
from verdex_py.browser.page.scrolling import GROW_MS, SCROLL_BACK, SCROLL_SECONDS, SCROLL_STEPS, Scrolled


def test_the_contract_states_the_bounds() -> None:
    doc = " ".join((REPO / "docs" / "CONTRACT.md").read_text(encoding="utf-8").split())
    assert f"at most {SCROLL_STEPS} steps and {SCROLL_SECONDS:.0f} s in all" in doc
    assert f"waits up to {GROW_MS // 1000} s at a container's end" in doc
    assert f"at most {SCROLL_BACK.steps} steps and {SCROLL_BACK.seconds:.0f} s, no wait for a feed" in doc
    assert SCROLL_BACK.grow_ms == 0
    tools = (REPO / "docs" / "TOOLS.md").read_text(encoding="utf-8")
    assert f"at most {SCROLL_STEPS} steps / {SCROLL_SECONDS:.0f} s" in tools


def test_the_answer_says_where_it_scrolled_and_whether_it_went_back() -> None:
    found = Scrolled(
        True, 12, 'the scrolling <div> "Orders"', ["the page", 'the scrolling <div> "Orders"'], None, False
    )
    assert found.describe() == 'found after scrolling the scrolling <div> "Orders" (12 step(s)); left scrolled there'
    bounded = Scrolled(False, SCROLL_STEPS, "", ["the page"], "steps", True)
    assert "stopped at the bound" in bounded.describe() and "scroll positions restored" in bounded.describe()
    seen = Scrolled(False, 3, "", ["the page"], None, True)
    assert "(3 step(s), to each one's end); scroll positions restored" in seen.describe()
    nothing = Scrolled(False, 0, "", [], None, True)
    assert "no scrolling container" in nothing.describe()
