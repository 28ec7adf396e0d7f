"""browser/input/readback.py: a partial take (`partly`) is a warning only when the field holds a
form of what was sent: a mask reshapes it, a maxlength cuts it, whitespace is trimmed. Fewer of the
characters sent, in any other way, is a script that put something else back (#21 item 2). A value
that took, but not as sent, is said in one sentence (`ValueNote`)."""

from __future__ import annotations

import pytest

from verdex_py.browser.input.readback import ValueNote, partly
from verdex_py.errors.fixes import Fix, fix_call


@pytest.mark.parametrize(
    ("holds", "sent", "maxlength", "reason"),
    [
        ("(555) 123-4567", "5551234567", None, "reformatted"),
        ("+1 555 123 4567", "5551234567", None, "reformatted"),
        ("1,000.00", "1000", None, "reformatted"),
        ("ABC-DEF", "abc def", None, "reformatted"),
        ("12345", "1234567", 5, "maxlength"),
        ("ada@example.com", "  ada@example.com ", None, "trimmed"),
    ],
)
def test_a_form_of_what_was_sent_is_a_partial_take(holds: str, sent: str, maxlength: int | None, reason: str) -> None:
    assert partly(holds, sent, maxlength) is not None
    assert partly(holds, sent, maxlength)[0] == reason  # type: ignore[index]


@pytest.mark.parametrize(
    ("holds", "sent", "maxlength"),
    [
        ("0", "100", None),
        ("a", "abc", None),
        ("555", "5551234567", None),
        ("1234", "1234567", 5),  # shorter than the cut: not what maxlength leaves
        ("x", "---", None),
        ("", "hello", None),
    ],
)
def test_fewer_of_the_characters_sent_is_not_a_partial_take(holds: str, sent: str, maxlength: int | None) -> None:
    assert partly(holds, sent, maxlength) is None


def test_a_value_read_from_the_handle_says_so() -> None:
    note = ValueNote("e4", "60", "60", "position", "read from its handle's place on the track, on a 0-100 scale")
    assert note.sentence() == 'e4 holds "60": read from its handle\'s place on the track, on a 0-100 scale.'


def test_a_fill_whose_text_is_known_is_one_complete_call() -> None:
    """The call that types a value the field accepts (browser_type's plan after a refused value)
    is made by `fix_call` like every other fix: the text given, nothing left for the agent."""
    known = fix_call(Fix("fill", "type a value the field accepts", "e5", "10"))
    assert known == {
        "tool": "browser_type",
        "arguments": {"ref": "e5", "text": "10"},
        "why": "type a value the field accepts",
    }
    unknown = fix_call(Fix("fill", "type the search text", "e6"))
    assert unknown["arguments"] == {"ref": "e6"} and unknown["needs"] == ["text"]
