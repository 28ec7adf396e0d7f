"""browser_type of a date into a field whose picker only previews it until Enter or blur (issue 43).

fixtures_html/widgets/preview_dates.html holds two such pickers of other structures: a field whose
day table is a sheet at the end of <body> (Enter commits, without keeping the form from being
submitted; leaving the field puts the held day back), and a component whose field and calendar
(a dialog of day buttons) live in its shadow root (Enter or leaving commits). The page's own result
line, written only when a day is committed, holds the date after one call, the calendar is closed,
and the form was not submitted by the Enter that committed it. A third field is a mask that shows
its format once focused ("dd.mm.yyyy") and takes digits only, one by one: the date is typed as
its digits in that order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.helpers import ok, ok_text, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def test_a_previewed_date_is_committed_and_its_picker_closed(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("widgets/preview_dates.html")}))
        said = await ok_text(client, "browser_type", {"ref": ref_of(page, "textbox", "Arrival day"), "text": "2025-03-14"})
        now = await page_text(client)
        assert "arrive=2025-03-14 leave= back= submitted=no" in now, (said, now)
        assert "March 2025" not in now, "the calendar was closed"
        await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Departure day"), "text": "2025-04-02"})
        now = await page_text(client)
        assert "arrive=2025-03-14 leave=2025-04-02 back= submitted=no" in now, now
        assert "April 2025" not in now, "the calendar was closed"
        said = await ok_text(client, "browser_type", {"ref": ref_of(page, "textbox", "Return day"), "text": "April 9, 2025"})
        assert '"09.04.2025"' in said and "mask" in said, said  # digits typed into its dd.mm.yyyy mask
        assert "leave=2025-04-02 back=2025-04-09 submitted=no" in await page_text(client)
        await ok(client, "browser_click", {"ref": ref_of(now, "button", "Continue")})  # nothing covers it
        assert "submitted=yes" in await page_text(client)


async def test_a_segmented_date_field_that_moves_its_caret_a_frame_later_gets_every_digit(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """A field drawn as dd/mm/yyyy segments hands the caret to the next segment on the frame after a
    segment fills: keys sent at once pile into the first segment. The digits go in from its first slot,
    paced, and the field is read back whole (the result line is written from its segments on leaving)."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("widgets/segment_dates.html")}))
        said = await ok_text(client, "browser_type", {"ref": ref_of(page, "textbox", "Check-in"), "text": "2025-03-14"})
        assert '"14/03/2025"' in said and "mask" in said, said
        assert "checkin=2025-03-14" in await page_text(client)
