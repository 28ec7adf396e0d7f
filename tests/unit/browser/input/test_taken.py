"""Steps a widget input took, noted only while a call is recorded (browser/input/taken.py)."""

from __future__ import annotations

from typing import Any

from verdex_py.browser.input import taken


async def _describe(handle: Any, shown: str) -> dict[str, Any]:
    return {"role": "option", "name": shown, "described": handle}


async def test_nothing_is_noted_unless_recorded() -> None:
    await taken.step("click")  # outside `noting`: a no-op, never an error
    await taken.key_on_page("Escape")
    with taken.noting(_describe) as noted:
        pass
    assert noted.steps == []


async def test_steps_carry_the_field_they_act_on_and_repeated_keys_are_counted() -> None:
    with taken.noting(_describe) as noted:
        taken.acting_on("e3")
        await taken.step("click")
        await taken.step("click", "handle", name="Lisbon")
        for _ in range(3):
            await taken.step("press", key="ArrowUp")
        await taken.step("press", key="ArrowDown")
        taken.acting_on("e4")
        await taken.key_on_page("Escape")
    assert noted.steps == [
        {"action": "click", "ref": "e3"},
        {"action": "click", "ref": "e3", "element": {"role": "option", "name": "Lisbon", "described": "handle"}},
        {"action": "press", "ref": "e3", "key": "ArrowUp", "times": 3},
        {"action": "press", "ref": "e3", "key": "ArrowDown"},
        {"action": "press", "ref": "e4", "key": "Escape", "on_page": True},
    ]


async def test_an_element_that_cannot_be_described_keeps_the_text_it_shows() -> None:
    async def broken(handle: Any, shown: str) -> dict[str, Any]:
        raise RuntimeError("frame detached")

    with taken.noting(broken) as noted:
        await taken.step("click", "handle", name="Teal")
    assert noted.steps == [{"action": "click", "ref": None, "element": {"role": "", "name": "Teal"}}]
