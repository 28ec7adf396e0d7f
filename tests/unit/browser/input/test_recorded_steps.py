"""Steps a widget input took, noted only while a call is recorded (browser/input/recorded_steps.py)."""

from __future__ import annotations

from typing import Any

from verdex_py.browser.input import recorded_steps


async def _describe(handle: Any, shown: str) -> dict[str, Any]:
    return {"role": "option", "name": shown, "described": handle}


async def test_nothing_is_noted_unless_recorded() -> None:
    await recorded_steps.step("click")  # outside `noting`: a no-op, never an error
    await recorded_steps.key_on_page("Escape")
    with recorded_steps.noting(_describe) as noted:
        pass
    assert noted.steps == []


async def test_steps_carry_the_field_they_act_on_and_repeated_keys_are_counted() -> None:
    with recorded_steps.noting(_describe) as noted:
        recorded_steps.acting_on("e3")
        await recorded_steps.step("click")
        await recorded_steps.step("click", "handle", name="Lisbon")
        for _ in range(3):
            await recorded_steps.step("press", key="ArrowUp")
        await recorded_steps.step("press", key="ArrowDown")
        recorded_steps.acting_on("e4")
        await recorded_steps.key_on_page("Escape")
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

    with recorded_steps.noting(broken) as noted:
        await recorded_steps.step("click", "handle", name="Teal")
    assert noted.steps == [{"action": "click", "ref": None, "element": {"role": "", "name": "Teal"}}]
