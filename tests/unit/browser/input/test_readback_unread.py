"""A read-back that returns nothing readable is never a silent success (#43 item 5): a checkbox, a
select or a field whose state could not be read after the action leaves an "unverified" note (shown
as a warning), and a field read back with no value at all says so."""

from __future__ import annotations

from verdex_py.browser.input.readback import Held, Subject, expect_checked, expect_selected, expect_text


def subject() -> Subject:
    return Subject("e5", 'e5 (textbox "Code")', {"ref": "e5"})


def test_a_checkbox_that_could_not_be_read_back_is_unverified() -> None:
    held = subject()
    expect_checked(None, held, True)
    assert [n.reason for n in held.notes] == ["unverified"] and "could not be read back" in held.notes[0].sentence()


def test_a_select_that_could_not_be_read_back_is_unverified() -> None:
    held = subject()
    expect_selected(None, held, ["express"])
    assert [n.reason for n in held.notes] == ["unverified"] and held.notes[0].sent == "express"


def test_a_field_read_back_with_no_value_is_unverified() -> None:
    held = subject()
    blank = Held("custom-code", None, None, None, None, None, {}, False, [], "")
    expect_text(blank, held, "123456", "123456", None, None)
    assert [n.reason for n in held.notes] == ["unverified"], held.notes
    assert "no value that can be read back" in held.notes[0].sentence()


def test_a_widget_whose_choice_is_read_elsewhere_adds_no_note() -> None:
    held = subject()
    widget = Held("div", None, "", None, None, None, {}, False, [], "")
    expect_selected(widget, held, ["express"])
    assert held.notes == []
