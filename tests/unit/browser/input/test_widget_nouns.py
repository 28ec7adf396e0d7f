"""A miss names the widget by what its popup is, not by what its trigger says it is."""

from __future__ import annotations

from verdex_py.browser.input.widgets import _noun


def test_a_popup_of_menu_items_is_a_menu_whatever_opened_it() -> None:
    items = [{"role": "menuitem"}, {"role": "menuitemradio"}]
    assert _noun("combobox", items) == "menu"
    assert _noun("combobox", [{"role": "option"}, {"role": "menuitem"}]) == "combobox"
    assert _noun("listbox", []) == "listbox"  # nothing read: the trigger's word stands
