"""A route that answers requests never serves a URL the URL policy refuses: the policy proxy
refuses and logs it, as it would without the route. Otherwise browser_route could show a page
under a blocked origin (an iframe of it) with content of the agent's choosing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from tests.helpers import ok, ok_text

BLOCKED = "http://127.0.0.1:59991"  # nothing listens there: only a route could answer it
ALLOWED = "http://127.0.0.1:59992"


async def test_a_route_does_not_answer_for_a_blocked_origin(make_client: Callable[..., Any]) -> None:
    async with make_client(caps=frozenset({"network"}), blocked_origins=[BLOCKED]) as client:
        for origin in (BLOCKED, ALLOWED):
            await ok(client, "browser_route", {"pattern": f"{origin}/**", "body": f"served for {origin}"})
        frames = "".join(f'<iframe src="{o}/page"></iframe>' for o in (BLOCKED, ALLOWED))
        await ok(client, "browser_navigate", {"url": "data:text/html," + quote(frames)})
        page = await ok_text(client, "browser_snapshot", {})  # the load event waited for both frames
        assert f"served for {ALLOWED}" in page and f"served for {BLOCKED}" not in page, page
        assert f"frame {BLOCKED}/page was blocked by this server's URL policy" in page, page
        failures = (await ok(client, "browser_failures", {})).structured_content["failures"]
        assert any(f["kind"] == "policy" and f["url"] == f"{BLOCKED}/page" for f in failures), failures
