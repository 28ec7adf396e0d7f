"""The browser-free decisions of browser/input/widgets.py: which option a value names, the plan a miss
gets, and the noun a miss names the widget by (what its popup is, not what its trigger says it is).

A miss with a close option retries with it; an editable combobox with nothing close plans the
typing into it first, then the same call; anything else leaves the value to the agent.
"""

from __future__ import annotations

from typing import Any

from verdex_py.browser.edge.scripts import widget_ops
from verdex_py.browser.input.widget_match import PAGE_SCRIPT_CAUSE
from verdex_py.browser.input.widgets import (
    Widget,
    _noun,
    _suggested,
    _switch,
    _type_first,
    match_option,
    no_such_option,
)
from verdex_py.errors import InvalidArgument
from verdex_py.errors.format import build_envelope

OPTIONS = [
    {"value": "std", "label": "Standard"},
    {"value": "exp", "label": "Express"},
    {"value": "EXP2", "label": "express plus"},
]
CALL = {"ref": "e4", "values": ["x"]}


def plan(err: Any) -> list[dict[str, Any]]:
    envelope = build_envelope(err, tool="browser_select_option", role="default", request_id="r", arguments=CALL)
    return envelope["next_actions"]


def editable(yes: bool) -> Widget:
    return Widget(kind="combobox", editable=yes, multi=False, native=False, expanded=False)


def test_a_value_names_an_option_by_value_or_label_exact_first_then_ignoring_case() -> None:
    assert match_option(OPTIONS, "exp")["label"] == "Express"  # value
    assert match_option(OPTIONS, "Express")["value"] == "exp"  # label
    assert match_option(OPTIONS, "EXPRESS PLUS")["value"] == "EXP2"  # any case
    assert match_option(OPTIONS, "exp2")["value"] == "EXP2"
    assert match_option(OPTIONS, "Expres") is None


def test_a_miss_with_a_close_option_retries_with_it() -> None:
    err = no_such_option("Expres", OPTIONS, "combobox", CALL, _type_first(editable(True), CALL, "Expres"))
    assert (err.field, err.suggested_value) == ("values", "Express")
    assert err.allowed_values == ["Standard", "Express", "express plus"]
    (retry,) = plan(err)
    assert retry["arguments"] == {"ref": "e4", "values": ["Express"], "role": "default"} and retry["retry"]


def test_an_editable_combobox_with_nothing_close_plans_typing_then_the_same_call() -> None:
    err = no_such_option("Lisbon", OPTIONS, "combobox", CALL, _type_first(editable(True), CALL, "Lisbon"))
    typing, retry = plan(err)
    assert (typing["tool"], typing["arguments"], typing.get("needs")) == (  # the option asked for is the search
        "browser_type",
        {"ref": "e4", "text": "Lisbon", "slowly": True, "role": "default"},
        None,
    )
    assert (retry["tool"], retry["arguments"], retry.get("retry")) == (
        "browser_select_option",
        {**CALL, "role": "default"},
        True,
    )


def test_a_fixed_list_with_nothing_close_leaves_the_value_to_the_agent() -> None:
    err = no_such_option("Lisbon", OPTIONS, "listbox", CALL, _type_first(editable(False), CALL, "Lisbon"))
    (retry,) = plan(err)
    assert retry["needs"] == ["values"] and "values" not in retry["arguments"]
    assert _type_first(editable(True), None, "Lisbon") is None  # a form fill has no ref of its own to type into


class _StubbornLocator:
    """A widget whose page script undoes every change: the switch stays off, the field stays empty."""

    async def evaluate(self, script: str, query: dict[str, Any]) -> Any:
        return OPTIONS if script == widget_ops.options.script else {"checked": False}

    async def click(self, timeout: float) -> None:
        return None

    async def fill(self, value: str, timeout: float) -> None:
        return None

    async def input_value(self, timeout: float) -> str:
        return ""


async def _refusal(call: Any) -> dict[str, Any]:
    try:
        await call
    except InvalidArgument as err:
        return build_envelope(err, tool="browser_select_option", role="default", request_id="r", arguments=CALL)
    raise AssertionError("a choice that did not take was reported as taken")


async def test_a_switch_that_stays_and_a_datalist_value_not_kept_are_refusals_by_the_page() -> None:
    datalist = Widget(kind="datalist", editable=True, multi=False, native=False, expanded=False)
    for envelope in (
        await _refusal(_switch(_StubbornLocator(), ["on"], 100, CALL)),  # type: ignore[arg-type]
        await _refusal(_suggested(_StubbornLocator(), datalist, "exp", 100, CALL)),  # type: ignore[arg-type]
    ):
        assert envelope["causes"] == [PAGE_SCRIPT_CAUSE], envelope["causes"]
        assert envelope["next_actions"][0]["tool"] == "browser_snapshot", envelope["next_actions"]


def test_a_popup_of_menu_items_is_a_menu_whatever_opened_it() -> None:
    items = [{"role": "menuitem"}, {"role": "menuitemradio"}]
    assert _noun("combobox", items) == "menu"
    assert _noun("combobox", [{"role": "option"}, {"role": "menuitem"}]) == "combobox"
    assert _noun("listbox", []) == "listbox"  # nothing read: the trigger's word stands
