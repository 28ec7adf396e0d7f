"""What an action sets up in the page to watch it is released on its error paths too (#43 item 5): a
choice that fails while typing into a field that suggests (it locks itself once clicked) leaves no
change watcher (MutationObserver) connected in the page. Fixture: fixtures_html/leaks/locked.html."""

from __future__ import annotations

from tests.helpers import ok_text, ref_of
from tests.helpers.contract import in_process
from verdex_py.browser.edge.scripts import _NAMES


async def test_a_failed_choice_leaves_no_watcher_connected(fixtures):
    async with in_process(timeout_action_ms=1500) as (client, runner):
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("leaks/locked.html")})
        failed = await client.call_tool(
            "browser_select_option", {"ref": ref_of(page, "textbox", "Nurse on call"), "values": ["Ada"]}
        )
        assert failed.is_error, failed
        role = runner.session.roles["default"]
        tab = role.tabs[role.active].page
        assert "Session locked" in await tab.locator("#said").inner_text()  # the failure happened where meant
        assert await tab.evaluate(f"() => window.{_NAMES['__WATCH__']} ?? null") is None
