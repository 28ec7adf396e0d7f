"""Plans never ask for what the server knows (#43 item 3): a combobox whose search lists options only as
keys are pressed is answered with a plan that types the option asked for, key by key, then selects
again; followed as data (nothing supplied by the agent), it chooses it. Fixture: fixtures_html/keyed/."""

from __future__ import annotations

import pytest

from tests.helpers import ok_text, ref_of
from tests.helpers.contract import assert_error_contract, in_process, tool_catalog
from tests.helpers.plans import follow


async def result(client) -> str:  # type: ignore[no-untyped-def]
    text = await ok_text(client, "browser_snapshot", {})
    return next(line for line in text.splitlines() if "- status" in line)


@pytest.mark.parametrize(
    ("name", "value", "done"),
    [
        ("Destination city", "Lisbon", "Flying to Lisbon"),  # keyup, a list beside the field
        ("Airline", "Coastal Wings", "Booked with Coastal Wings"),  # keydown after a pause, a layer at the end
    ],
)
async def test_a_search_that_lists_only_on_keys_is_planned_with_the_option_asked_for(fixtures, name, value, done):
    async with in_process() as (client, _):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("keyed/search.html")})
        ref = ref_of(page, "combobox", name)
        missed = await client.call_tool("browser_select_option", {"ref": ref, "values": [value]})
        env = assert_error_contract(
            missed, "INVALID_ARGUMENT", "values", await tool_catalog(client), tool="browser_select_option"
        )
        typing = env["next_actions"][0]
        assert typing["tool"] == "browser_type" and "needs" not in typing, env
        assert typing["arguments"] == {"ref": ref, "text": value, "slowly": True, "role": "default"}, typing
        assert value in env["message"] and "Nothing chosen" in await result(client), env
        text, calls = await follow(client, env)  # nothing supplied: the plan holds all it needs
        assert calls == 2 and done in await result(client), text
