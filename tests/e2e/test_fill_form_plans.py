"""browser_fill_form's plans name what fill_form takes: a field's ref or value is `fields.N...`.

A field's error raised by the one-element paths names `ref`, `value` or `values`, arguments
browser_fill_form does not have; the plan asks for `fields` again (and says where to look).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.helpers import ok
from tests.helpers.contract import assert_error_contract, tool_catalog
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def test_a_field_with_no_ref_at_all_plans_fields_and_a_look(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
        fields = [{"ref": "zz", "type": "textbox", "value": "x"}]
        result = await client.call_tool("browser_fill_form", {"fields": fields})
        env = assert_error_contract(
            result, "INVALID_ARGUMENT", "fields.0.ref", await tool_catalog(client), tool="browser_fill_form"
        )
        steps = [(a["tool"], a.get("needs")) for a in env["next_actions"]]
        assert steps == [("browser_fill_form", ["fields"]), ("browser_snapshot", None)], env["next_actions"]
