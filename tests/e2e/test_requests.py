"""Actions answer for what they started (#35): the requests a click sends are waited for (bounded
by the action timeout), failed ones are the answer's first lines with the server's reason, one
still running at the bound is named with a wait to call, and the page's own traffic (long-poll,
server-sent events, a polling timer, a beacon) never holds an action.

Fixtures: fixtures_html/requests/ (actions.html: one button per class; busy.html: a page that
talks on its own) and the endpoints of verdex_py/testing/api_endpoints.py.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers import ok, ref_of, text_of
from tests.helpers.bounds import never_hangs
from tests.helpers.contract import assert_error_contract, tool_catalog
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def open_page(client: Any, fixtures: FixtureServer, page: str) -> str:
    return text_of(await ok(client, "browser_navigate", {"url": fixtures.url(f"requests/{page}")}))


async def click(client: Any, text: str, name: str) -> tuple[str, dict[str, Any], float]:
    start = time.monotonic()
    result = await ok(client, "browser_click", {"ref": ref_of(text, "button", name)})
    return text_of(result), result.structured_content or {}, time.monotonic() - start


def requests_of(data: dict[str, Any]) -> list[dict[str, Any]]:
    return (data.get("warnings") or {}).get("requests", [])


async def test_a_slow_request_is_waited_for_and_its_result_shown(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "actions.html")
        text, data, _ = await click(client, page, "Generate report")
        assert "Report ready" in text and "Generating" not in text, text
        assert not requests_of(data), data


async def test_a_failed_request_opens_the_answer_with_its_status_and_reason(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "actions.html")
        await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Comment"), "text": "Nice"})
        text, data, _ = await click(client, page, "Post comment")
        first = text.splitlines()[0]
        assert first == '⚠️ Request failed: POST /api/fail?status&reason answered HTTP 500: "database is down".', text
        assert requests_of(data) == [
            {"method": "POST", "path": "/api/fail?status&reason", "status": 500, "reason": "database is down"}
        ]
        assert first.removeprefix("⚠️ ") in data["warnings"]["details"]
        log = (await ok(client, "browser_failures", {})).structured_content or {}
        assert [(r["kind"], r["reason"]) for r in log["failures"]] == [("request", "http_500")], log


async def test_a_refused_request_names_the_json_reason_and_keeps_query_values_out(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "actions.html")
        text, data, _ = await click(client, page, "Save title")
        assert text.splitlines()[0].startswith("⚠️ Request failed: POST /api/fail?status&as&reason&token"), text
        assert '"title must not be empty"' in text.splitlines()[0], text
        assert "tok-12345" not in text and "tok-12345" not in str(data), "query values are cut to their keys"
        [note] = requests_of(data)
        assert (note["status"], note["reason"]) == (422, "title must not be empty"), note


async def test_a_request_that_never_answers_is_named_at_the_bound_with_a_wait(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client(timeout_action_ms=1500) as client:
        page = await open_page(client, fixtures, "actions.html")
        text, data, took = await click(client, page, "Publish")
        assert took < never_hangs(1.5), f"held {took:.1f} s: the action timeout did not end the wait"
        [note] = requests_of(data)
        assert note["method"] == "POST" and note["running_ms"] >= 1400, note
        # As long again as it ran (2 s on a quiet machine; a busy one stretches the bound a little).
        wait = max(1, math.ceil(note["running_ms"] / 1000))
        first = text.splitlines()[0]
        ran = f"{note['running_ms'] / 1000:.1f} s"
        assert first.startswith(f"⚠️ Request still running: POST /api/hang had no answer after {ran}"), text
        assert f"browser_wait_for(time={wait})" in first, first
        assert data["next_actions"] == [
            {
                "tool": "browser_wait_for",
                "arguments": {"time": wait, "role": "default"},
                "why": "give POST /api/hang time to answer",
            }
        ], data["next_actions"]
        waited = text_of(await ok(client, "browser_wait_for", data["next_actions"][0]["arguments"]))
        assert "Publishing" in waited
        # A request past the bound that answers later leaves its URL to the next action that asks it
        text, data, _ = await click(client, page, "Generate report")  # 2.5 s: still running at 1.5 s
        assert [n["path"] for n in requests_of(data)] == ["/api/ok?ms"], data
        await ok(client, "browser_wait_for", {"text": "Report ready"})
        text, _, _ = await click(client, page, "Notify")  # the same URL, waited for again
        assert 'The page announced: "Saved for later".' in text, text


async def test_a_page_talking_on_its_own_does_not_hold_actions(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        await open_page(client, fixtures, "busy.html")
        # the timer has polled three times: its URL is known as the page's own
        page = text_of(await ok(client, "browser_wait_for", {"text": "Polling steadily"}))
        await ok(client, "browser_wait_for", {"text": "Events flowing"})
        # Each request the page keeps open (the long-poll, the beacon: 10 s) outlasts the action timeout
        # (3 s): a click that waited for one would name it still running. bench/answer_times.py times them.
        text, data, _ = await click(client, page, "Toggle details")  # sends a beacon too
        assert "Details shown" in text and not requests_of(data), text
        text, data, _ = await click(client, page, "Load more")  # its own request is waited for, not the others
        assert "Item loaded" in text and not requests_of(data), text


async def test_a_toast_a_request_brings_is_in_the_answer(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "actions.html")
        text, _, _ = await click(client, page, "Notify")
        assert "Saved for later" in text, text


async def test_a_request_then_location_shows_the_new_page(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "actions.html")
        text, data, _ = await click(client, page, "Continue")
        assert data["navigated"] is True and "Sign up form" in text, text
        assert not requests_of(data), data


async def test_an_app_served_as_404_is_used_with_a_warning(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        result = await ok(client, "browser_navigate", {"url": fixtures.url("spa/notes/42")})
        text, data = text_of(result), result.structured_content or {}
        assert data["warnings"]["http_status"] == 404, data["warnings"]
        assert "HTTP 404 Not Found, but it renders an application" in text, text
        box = ref_of(text, "textbox", "New note")
        page = await open_page(client, fixtures, "actions.html")  # reached by a link: the same judgement
        result = await ok(client, "browser_click", {"ref": ref_of(page, "link", "Open notes")})
        assert (result.structured_content or {})["warnings"]["http_status"] == 404, text_of(result)
        assert "Notes" in text_of(result)
        text = text_of(await ok(client, "browser_snapshot", {}))
        box = ref_of(text, "textbox", "New note")
        await ok(client, "browser_type", {"ref": box, "text": "milk", "submit": True})
        assert "- listitem: milk" in text_of(await ok(client, "browser_snapshot", {}))


async def test_a_real_404_page_stays_an_error(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        missing = fixtures.url("error/404")
        result = await client.call_tool("browser_navigate", {"url": missing})
        env = assert_error_contract(
            result, "NAVIGATION_FAILED", "url", await tool_catalog(client), tool="browser_navigate"
        )
        assert (env["details"]["status"], env["details"]["url"]) == (404, missing), env["details"]


async def test_a_failed_requests_reason_goes_through_secret_redaction(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    secrets = tmp_path / "secrets.env"
    secrets.write_text("DB_HOST=database\n", encoding="utf-8")
    async with make_client(secrets_file=secrets) as client:
        page = await open_page(client, fixtures, "actions.html")
        text, data, _ = await click(client, page, "Post comment")
        assert text.splitlines()[0].endswith('HTTP 500: "{{DB_HOST}} is down".'), text
        assert requests_of(data)[0]["reason"] == "{{DB_HOST}} is down", data
        log = (await ok(client, "browser_failures", {})).structured_content or {}
        assert "database" not in str(log) and "{{DB_HOST}}" in str(log), log


async def test_a_toast_gone_before_the_answer_is_still_in_it(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "actions.html")
        text, data, _ = await click(client, page, "Flash")  # shown 150 ms after a request, for 150 ms
        assert 'The page announced: "Copied to clipboard".' in text, text
        assert data["announced"] == ["Copied to clipboard"], data


async def test_the_answer_waits_for_what_the_action_set_off(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "actions.html")
        hovered = text_of(await ok(client, "browser_hover", {"ref": ref_of(page, "button", "Account")}))
        assert 'menuitem "Sign out"' in hovered, hovered  # opened 300 ms after the pointer arrived
        typed = text_of(await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Search"), "text": "ap"}))
        assert "apple" in typed and "apricot" in typed, typed  # shown 250 ms after typing stopped


async def test_a_request_with_no_answer_at_all_is_a_network_failure(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "actions.html")
        text, data, _ = await click(client, page, "Sync")
        assert text.splitlines()[0] == "⚠️ Request failed: PUT /api/drop failed (net::ERR_EMPTY_RESPONSE).", text
        assert requests_of(data) == [{"method": "PUT", "path": "/api/drop", "failure": "net::ERR_EMPTY_RESPONSE"}]


async def test_a_page_whose_data_fails_to_load_says_so_when_opened(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """A navigation answers for the requests its page started as it opened: failed ones are named
    with the server's reason (and kept in the FailureLog); the page's own long-poll is not."""
    async with make_client() as client:
        opened = await ok(client, "browser_navigate", {"url": fixtures.url("requests/dashboard.html")})
        text, data = text_of(opened), opened.structured_content or {}
        failed = {r["path"]: r for r in requests_of(data)}
        assert set(failed) == {"/api/fail?status&reason"}, failed  # query cut to its keys
        assert len(requests_of(data)) == 2, requests_of(data)
        # A body the page never read cannot be: that answer has its status alone.
        assert [(r["status"], r.get("reason")) for r in requests_of(data)] == [
            (500, "orders database down"),
            (503, None),
        ]
        assert text.index('answered HTTP 500: "orders database down"') < text.index("Snapshot"), text
        log = (await ok(client, "browser_failures", {})).structured_content["failures"]
        assert [f["kind"] for f in log if f["kind"] == "request"] == ["request", "request"], log

        busy = await ok(client, "browser_navigate", {"url": fixtures.url("requests/busy.html")})
        assert requests_of(busy.structured_content or {}) == [], busy.structured_content


async def test_a_second_actions_get_to_a_path_still_asked_is_its_own(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """The first action's GET still runs when the second action GETs the same path: that is the second
    action's own request (waited for, its failure reported), not the page polling."""
    async with make_client(timeout_action_ms=1500) as client:
        page = await open_page(client, fixtures, "stock.html")
        _, data, _ = await click(client, page, "Audit all shelves")
        assert [n.get("running_ms") is not None for n in requests_of(data)] == [True], data
        text, data, _ = await click(client, page, "Count aisle 4")
        assert requests_of(data) == [
            {"method": "GET", "path": "/api/fail?status&reason", "status": 409, "reason": "aisle 4 is locked"}
        ], data
        assert "Count: 409 aisle 4 is locked" in text, text
