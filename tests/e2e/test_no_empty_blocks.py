"""No action result hides what happened behind an empty snapshot block (docs/CONTRACT.md §2).

Every action tool is driven through the cases that used to print "The part of the page
that changed:" or "the element now:" followed by nothing: the element acted on removed,
its whole region removed, nothing changed at all, and a navigation. Fixture:
fixtures_html/recovery/vanishing.html. (`ok` checks every other success in the suite the same way.)

The cases run one after another in one server, since each server costs a Chromium context and
page; each opens the page afresh. The pointer stays where a hover left it and the viewport where
a resize left it, so those cases come last.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from tests.helpers import EMPTY_BLOCK, case, ok, ref_of, text_of

PAGE = "recovery/vanishing.html"

# (case, tool, arguments given the page's refs, a text the result must show), in the order they run
CASES: list[tuple[str, str, Any, str | None]] = [
    ("element removed", "browser_click", lambda r: {"ref": r("button", "Remove me")}, '# - button "Remove me"'),
    ("region removed", "browser_click", lambda r: {"ref": r("button", "Accept")}, '# - dialog "Cookie consent"'),
    ("nothing changed", "browser_click", lambda r: {"ref": r("button", "Do nothing")}, None),
    ("navigation", "browser_click", lambda r: {"ref": r("link", "Go elsewhere")}, "All steps done"),
    ("element removed", "browser_type", lambda r: {"ref": r("textbox", "Vanishing field"), "text": "x"}, "# gone:"),
    ("region removed", "browser_press_key", lambda r: {"key": "Escape"}, '# - dialog "Help"'),
    ("nothing changed", "browser_press_key", lambda r: {"key": "Shift"}, None),
    (
        "region removed",
        "browser_select_option",
        lambda r: {"ref": r("combobox", "Vanishing choice"), "values": ["Two"]},
        None,
    ),
    (
        "element removed",
        "browser_fill_form",
        lambda r: {"fields": [{"ref": r("textbox", "Vanishing field"), "type": "textbox", "value": "x"}]},
        None,
    ),
    ("navigation", "browser_navigate_back", lambda r: {}, None),
    ("nothing changed", "browser_reload", lambda r: {}, None),
    ("nothing changed", "browser_hover", lambda r: {"ref": r("button", "Do nothing")}, None),
    ("element removed", "browser_hover", lambda r: {"ref": r("button", "Hover to hide")}, '# - button "Hover to hide"'),
    ("nothing changed", "browser_resize", lambda r: {"width": 900, "height": 700}, None),
]


async def test_action_results_never_carry_an_empty_block(make_client, fixtures):
    async with make_client() as client:
        for what, tool, args, shows in CASES:
            with case(f"{tool} ({what})"):
                await ok(client, "browser_navigate", {"url": fixtures.url("recovery/self_nav_done.html")})
                page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url(PAGE)}))
                result = await client.call_tool(tool, args(partial(ref_of, page)))
                text = text_of(result)
                assert not result.is_error, text
                assert not EMPTY_BLOCK.search(text), f"{tool} ({what}) printed an empty block:\n{text}"
                if shows:
                    assert shows in text, f"{tool} ({what}) does not say what happened ({shows!r}):\n{text}"
