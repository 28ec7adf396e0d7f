"""Following an error's plan as an agent would: its steps as data, in order, up to the retry."""

from __future__ import annotations

from typing import Any

from mcp import Client

from tests.helpers import ok_text


async def follow(client: Client, env: dict[str, Any], fill: dict[str, Any] | None = None) -> tuple[str, int]:
    """Execute the plan as data up to its retry step (`fill` gives what a step `needs`); return the
    retry's text and the calls made."""
    for calls, action in enumerate(env["next_actions"], 1):
        needs = {name: (fill or {})[name] for name in action.get("needs", [])}
        text = await ok_text(client, action["tool"], {**action["arguments"], **needs})
        if action.get("retry"):
            return text, calls
    raise AssertionError(f"the plan has no retry step: {env['next_actions']}")
