"""A calendar whose arrows go the other way than they look (#43 item 5): the arrow taken for "next" goes
back a month; the driver notices after one step (the shown month moved the wrong way) and turns back
with the other arrow, in the one call. Fixture: fixtures_html/backwards/calendar.html (unlabelled glyph
arrows drawn the wrong way round over a grid of spans; arrows labelled the wrong way round over a table
of buttons)."""

from __future__ import annotations

import re

import pytest

from tests.helpers import ok_text, ref_of
from tests.helpers.contract import in_process


@pytest.mark.parametrize(
    ("name", "text", "held"),
    [
        ("Pickup day", "2027-06-10", "pickup=2027-06-10"),  # three months on: "next" goes back
        ("Drop-off day", "2026-12-04", "dropoff=2026-12-04"),  # three months back: "prev" goes on
    ],
)
async def test_a_calendar_whose_arrows_go_the_other_way_is_turned_back(fixtures, name, text, held):
    async with in_process(timeout_action_ms=5000) as (client, _):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("backwards/calendar.html")})
        typed = await ok_text(client, "browser_type", {"ref": ref_of(page, "textbox", name), "text": text})
        shown = re.search(r"- status: (.*)", await ok_text(client, "browser_snapshot", {}))
        assert shown and held in shown.group(1), (typed, shown)
