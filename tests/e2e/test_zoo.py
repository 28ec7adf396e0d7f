"""The zoo (#34): widgets of real component libraries, through the MCP client on real Chromium.

Every zoo page loads, draws its form and fills its result line from the widgets' state on submit;
and a representative slice of the matrix (bench/zoo.py, the whole of it in docs/ZOO.md) passes:
the intents the server already operates in one call (two for a trigger and what it reveals). A
case that regresses fails here with the code and message the server answered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bench import zoo
from tests.helpers import ok, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
PAGES = sorted({case.page for case in zoo.CASES})
# One or two per library and per intent class that passes today (see docs/ZOO.md).
SLICE = [
    "mui:Select",
    "mui:Menu",
    "mui:Dialog",
    "radix:Select",
    "radix:Tabs",
    "radix:Toast",
    "headless:Listbox multiple",
    "headless:Disclosure",
    "react-select:Select isMulti",
    "react-datepicker:DatePicker",
    "select2:select2",
    "duet:duet-date-picker",
    "material-web:md-slider",
    "ui5:ui5-tabcontainer",
]


async def test_every_zoo_page_loads_and_reports_its_state(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Each page shows its form with a Save button; submitting fills the result line with one
    `key=value` per widget (the state the page reads from the library, before any change)."""
    async with make_client(caps=zoo.HARNESS_CAPS) as client:
        for page in PAGES:
            text = text_of(await ok(client, "browser_navigate", {"url": fixtures.url(f"zoo/{page}.html")}))
            ref_of(text, "button", "Save")
            expected = {case.expect.split("=", 1)[0] for case in zoo.CASES if case.page == page and case.expect}
            line = await zoo.read_result(client)
            keys = {part.split("=", 1)[0] for part in line.split("; ")}
            assert expected <= keys, (page, line)


@pytest.mark.parametrize("case_id", SLICE)
async def test_zoo_slice_passes(case_id: str, make_client: MakeClient, fixtures: FixtureServer) -> None:
    case = zoo.CASE_BY_ID[case_id]
    async with make_client(caps=zoo.HARNESS_CAPS) as client:
        row = await zoo.run_case(client, fixtures, case)
    assert row.outcome == "pass", row
    assert row.calls == len(case.steps), row  # every target was in the answer before it
    assert case.expect in row.got.split("; ") and case.expect, row
