"""browser_type of a date or time into a field a picker owns (#34), through the MCP client on real Chromium.

The zoo's pickers that refused or silently failed (MUI X sections, read-only react-datepicker and
Pikaday, air-datepicker's calendar-only field and its time sliders) each take the value in one
call, and the page's own state (not the field's text) shows it. Two held-out pages of other
structures show the driver is general: kalender.html (German month names, unlabelled glyph arrows,
day cells that are plain divs labelled only, a birth date in day-first sections) and timelist.html
(a grid of time buttons). A day or time the widget refuses, and a month past its range, are errors
with the fix, never an ok; following the plan works.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from mcp import Client

from bench import zoo
from tests.helpers import failure, ok, ok_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
ZOO_ROWS = [
    "mui:DatePicker",
    "mui:TimePicker",
    "react-datepicker:DatePicker read-only",
    "pikaday:Pikaday read-only",
    "air-datepicker:AirDatepicker",
    "air-datepicker:AirDatepicker timepicker",
]


@pytest.mark.parametrize("case_id", ZOO_ROWS)
async def test_zoo_pickers_take_the_value_in_one_call(
    case_id: str, make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """The page's result line, filled from the widget's state on Save, holds the date or time typed."""
    case = zoo.CASE_BY_ID[case_id]
    async with make_client(caps=zoo.HARNESS_CAPS) as client:
        row = await zoo.run_case(client, fixtures, case)
    assert row.outcome == "pass", row
    assert row.calls == 1, row


async def open_page(client: Client, fixtures: FixtureServer, name: str) -> str:
    return text_of(await ok(client, "browser_navigate", {"url": fixtures.url(f"widgets/{name}")}))


async def status(client: Client) -> str:
    found = re.search(r"- status: (.*)", await ok_text(client, "browser_snapshot", {}))
    assert found, "no status line"
    return found.group(1)


async def test_german_calendar_of_divs_is_navigated_and_picked(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """A read-only field whose calendar opens on January 2027: "März 2027" is found by the page's own
    month names, the unlabelled ‹ › arrows move it, the div labelled "Samstag, 13. März 2027" is clicked."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "kalender.html")
        field = ref_of(page, "textbox", "Anreise")
        said = await ok_text(client, "browser_type", {"ref": field, "text": "13.03.2027"})
        assert 'holds "13.03.2027"' in said and "picked in its calendar" in said, said
        assert "anreise=2027-03-13" in await status(client)
        # backwards, in another wording: the calendar opens where it was left
        said = await ok_text(client, "browser_type", {"ref": field, "text": "January 5, 2027"})
        assert 'holds "05.01.2027"' in said, said
        assert "anreise=2027-01-05" in await status(client)


async def test_a_disabled_day_is_refused_with_the_nearest_day_as_the_retry(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """Sundays cannot be booked: 14 March 2027 is an error naming the days offered, not an ok; its
    plan's retry types the nearest open day, and that takes."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "kalender.html")
        field = ref_of(page, "textbox", "Anreise")
        err = await failure(client, "browser_type", {"ref": field, "text": "2027-03-14"}, "INVALID_ARGUMENT", "text")
        assert err["details"]["reason"] == "disabled_day", err
        assert "disabled" in err["message"] and "all but 7, 14, 21, 28" in err["message"], err["message"]
        assert err["suggested_value"] == "2027-03-13" and 14 not in err["allowed_values"]["days"], err
        assert "anreise=;" in await status(client)  # nothing was chosen
        retry = err["next_actions"][-1]
        assert retry["tool"] == "browser_type" and retry["arguments"]["text"] == "2027-03-13", err["next_actions"]
        await ok(client, retry["tool"], retry["arguments"])
        assert "anreise=2027-03-13" in await status(client)


async def test_a_month_past_the_calendars_range_is_refused(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """The calendar stops at June 2027 (its next arrow turns off): August is an error, never an ok."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "kalender.html")
        field = ref_of(page, "textbox", "Anreise")
        err = await failure(client, "browser_type", {"ref": field, "text": "2027-08-02"}, "INVALID_ARGUMENT", "text")
        assert err["details"]["reason"] == "out_of_range" and "Juni 2027" in err["message"], err
        assert "anreise=;" in await status(client)


async def test_day_first_sections_are_typed_one_by_one(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A group of three spinbuttons (Tag, Monat, Jahr): each told apart by its bounds, not its place."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "kalender.html")
        group = ref_of(page, "group", "Geburtsdatum")
        said = await ok_text(client, "browser_type", {"ref": group, "text": "March 14, 1990"})
        assert "typed into its sections" in said, said
        assert "geburt=1990-03-14" in await status(client)


async def test_time_from_a_grid_of_buttons(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A read-only time field: 17:00 is picked as "5:00 PM"; 12:30 (the lunch break, disabled) and 9:15
    (not in its steps) are errors whose retry is the nearest time offered."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "timelist.html")
        field = ref_of(page, "textbox", "Departure time")
        said = await ok_text(client, "browser_type", {"ref": field, "text": "17:00"})
        assert 'holds "5:00 PM"' in said and "picked from its times" in said, said
        assert "departure=17:00" in await status(client)
        err = await failure(client, "browser_type", {"ref": field, "text": "12:30 PM"}, "INVALID_ARGUMENT", "text")
        assert err["details"]["reason"] == "disabled_time" and err["suggested_value"] == "13:00", err
        assert "12:30 PM" not in err["allowed_values"] and "1:00 PM" in err["allowed_values"], err
        err = await failure(client, "browser_type", {"ref": field, "text": "9:15 AM"}, "INVALID_ARGUMENT", "text")
        assert err["details"]["reason"] == "not_offered" and err["suggested_value"] == "09:00", err
        assert "departure=17:00" in await status(client)  # neither refusal changed it
        await ok(client, "browser_type", err["next_actions"][-1]["arguments"])
        assert "departure=09:00" in await status(client)


async def test_a_read_only_field_with_no_picker_is_still_refused(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """A date typed into a read-only field that opens nothing: not editable, never a silent ok."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "timelist.html")
        field = ref_of(page, "textbox", "Booked on")
        err = await failure(
            client, "browser_type", {"ref": field, "text": "2027-03-13"}, "ELEMENT_NOT_INTERACTABLE", "ref"
        )
        assert err["details"]["reason"] == "not_editable" and "opened no calendar" in err["message"], err


async def test_fill_form_sets_picker_fields_too(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """browser_fill_form's textbox fields take a date the same way: the calendar, then the sections."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "kalender.html")
        fields = [
            {"ref": ref_of(page, "textbox", "Anreise"), "type": "textbox", "value": "2027-03-13"},
            {"ref": ref_of(page, "group", "Geburtsdatum"), "type": "textbox", "value": "1990-03-14"},
        ]
        said = await ok_text(client, "browser_fill_form", {"fields": fields})
        assert "picked in its calendar" in said and "typed into its sections" in said, said
        assert "anreise=2027-03-13; geburt=1990-03-14" in await status(client)


async def test_time_from_number_boxes_and_an_am_pm_toggle(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A popup of an hour box (1-12), a minute box and an AM/PM button: 19:45 is 7, 45 and PM; then 06:05
    turns the toggle back to AM."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "timelist.html")
        field = ref_of(page, "textbox", "Return time")
        said = await ok_text(client, "browser_type", {"ref": field, "text": "7:45 PM"})
        assert 'holds "7:45 PM"' in said and "set in its time picker" in said, said
        assert "back=19:45" in await status(client)
        said = await ok_text(client, "browser_type", {"ref": field, "text": "06:05"})
        assert 'holds "6:05 AM"' in said, said
        assert "back=06:05" in await status(client)
