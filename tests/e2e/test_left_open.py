"""probe"""
from __future__ import annotations
import json
import pytest
from tests.helpers import ok_text, ref_of
from tests.helpers.contract import in_process

CASES = [
    ("suggest.html", "combobox", "Town", "Por", "button", "Continue"),
    ("accounts.html", "textbox", "E-mail", "me@example.org", "button", "Next"),
    ("when.html", "textbox", "Day", "12/03", "button", "Book"),
    ("texts.html", "textbox", "Mobile", "912345678", "button", "Save details"),
]

@pytest.mark.parametrize(("page", "role", "field", "text", "brole", "then"), CASES)
async def test_probe(fixtures, page, role, field, text, brole, then):
    async with in_process() as (client, _):
        seen = await ok_text(client, "browser_navigate", {"url": fixtures.url(f"left_open/{page}")})
        typed = await ok_text(client, "browser_type", {"ref": ref_of(seen, role, field), "text": text})
        print("\n=== TYPED", page, "\n", typed)
        r = await client.call_tool("browser_click", {"ref": ref_of(seen, brole, then)})
        print("=== CLICK\n", r.content[0].text)
