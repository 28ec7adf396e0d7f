"""A date mask's template (the format a masked field shows once focused) read into the digits typed."""

from __future__ import annotations

from datetime import date

from verdex_py.browser.input.masks import TEMPLATE, digits, filled
from verdex_py.browser.input.moment import Moment

MARCH_14 = Moment(date(2025, 3, 14), (19, 30))


def test_templates_are_told_from_values_and_labels() -> None:
    assert all(TEMPLATE.match(t) for t in ("yyyy-MM-dd", "dd.mm.yyyy", "MM/dd/yyyy HH:mm", "DD/MM/YYYY"))
    assert not any(TEMPLATE.match(t) for t in ("Start date", "2025-03-14", "yes", "", "dd"))


def test_the_template_is_filled_in_its_own_order_and_widths() -> None:
    assert filled("yyyy-MM-dd", MARCH_14) == "2025-03-14"
    assert filled("dd.mm.yyyy", MARCH_14) == "14.03.2025"  # "mm" before an hour is the month
    assert filled("DD/MM/YYYY", MARCH_14) == "14/03/2025"
    assert filled("MM/dd/yyyy HH:mm", MARCH_14) == "03/14/2025 19:30"
    assert filled("dd.MM.yyyy hh:mm", MARCH_14) == "14.03.2025 07:30"
    assert filled("yyyy-MM-dd HH:mm", Moment(date(2025, 3, 14), None)) is None  # no time to put in
    assert digits("14.03.2025 07:30") == "140320250730"
