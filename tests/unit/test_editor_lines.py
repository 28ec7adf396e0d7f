"""Which snapshot lines are asked for an editor's text, and how that text is written (#21 item 5)."""

from __future__ import annotations

from verdex_py.browser.editors import _BARE_TEXTBOX, _value


def test_only_textbox_lines_with_neither_value_nor_children_are_asked() -> None:
    raw = (
        '- textbox "Name" [ref=e2]: Ada\n'
        '- textbox "Note" [active] [ref=e3]\n'
        '- textbox "Rich" [ref=e4]:\n'
        "  - paragraph [ref=e5]: Hello\n"
        '  - textbox "Inner" [ref=f1e6]\n'
        '- button "Go" [ref=e7]'
    )
    assert [m["ref"] for m in _BARE_TEXTBOX.finditer(raw)] == ["e3", "f1e6"]


def test_text_that_yaml_would_misread_is_quoted() -> None:
    assert _value("Leave it at the door") == "Leave it at the door"
    assert _value("Two boxes: fragile") == '"Two boxes: fragile"'
    assert _value('say "hi"') == '"say \\"hi\\""'
    assert _value("- a list?") == '"- a list?"'
