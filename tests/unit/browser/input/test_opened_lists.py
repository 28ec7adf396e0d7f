"""Matching a value to the entries a control opened: value or label, else a unique label that begins
with it in whole words (a country beside its dialling code), never a prefix of a word."""

from verdex_py.browser.edge.scripts.popup_ops import Entry
from verdex_py.browser.input.opened_lists import match_entry


def entry(label: str, value: str | None = None) -> Entry:
    return Entry(label=label, value=value or label, selected=False, role="")


def test_value_or_label_then_a_unique_whole_word_beginning() -> None:
    options = [entry("Portugal (+351)"), entry("Port Louis"), entry("Business", "biz"), entry("Noor"), entry("Noortje")]
    assert match_entry(options, "biz") == options[2]
    assert match_entry(options, "business") == options[2]
    assert match_entry(options, "Portugal") == options[0]
    assert match_entry(options, "Noor") == options[3]  # exact first
    assert match_entry(options, "Port") == options[1]  # "Port Louis" begins with it; "Portugal" not as a word
    assert match_entry([entry("Port Louis"), entry("Port Vila")], "Port") is None  # two: not a unique pick
    assert match_entry(options, "Busi") is None
