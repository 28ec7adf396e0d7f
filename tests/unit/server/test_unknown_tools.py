"""An unknown tool name's message says what to call instead (the protocol error stays, per CONTRACT.md)."""

from __future__ import annotations

import pytest

from verdex_py.config import Settings
from verdex_py.server.tools import ALL_TOOLS
from verdex_py.server.unknown_tools import DONE_OTHERWISE, unknown_tool_message


def test_a_tool_of_a_group_not_enabled_names_the_group() -> None:
    assert unknown_tool_message("browser_pdf_save", Settings()) == (
        "Unknown tool: browser_pdf_save. It is in --caps pdf (or all), which this server was not started with."
    )


@pytest.mark.parametrize("name", sorted(DONE_OTHERWISE))
def test_a_playwright_mcp_tool_we_lack_names_our_way(name: str) -> None:
    message = unknown_tool_message(name, Settings(caps=frozenset({"all"})))
    assert message.startswith(f"Unknown tool: {name}. Here use browser_"), message
    ours = message.split("Here use ", 1)[1].split("(", 1)[0].split(" ", 1)[0]
    assert ours in {t.name for t in ALL_TOOLS}, ours  # the tool named exists


def test_none_of_the_lacking_names_is_published() -> None:
    assert not set(DONE_OTHERWISE) & {t.name for t in ALL_TOOLS}


def test_a_typo_gets_the_likest_enabled_name_and_nonsense_gets_none() -> None:
    assert unknown_tool_message("browser_clik", Settings()).endswith("Did you mean browser_click?")
    assert unknown_tool_message("browser_nope", Settings()) == "Unknown tool: browser_nope."
