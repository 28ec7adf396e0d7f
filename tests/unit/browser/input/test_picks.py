"""Where a pick's click landed, by name (input/picks.py): the option's own words, or those words
followed by what only its text adds (a state said to screen readers), never another option."""

from __future__ import annotations

import pytest

from verdex_py.browser.input.picks import _same

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(("hit", "label"), [("PDF", "PDF"), ("PDF Is Active", "PDF"), ("  public\n", "Public")])
def test_the_options_own_name_is_where_the_click_landed(hit: str, label: str) -> None:
    assert _same(hit, label)


@pytest.mark.parametrize(("hit", "label"), [("Flags", "Public"), ("PDFs", "PDF"), ("Export PDF", "PDF"), ("", "PDF")])
def test_another_options_name_is_a_miss(hit: str, label: str) -> None:
    assert not _same(hit, label)
