"""What an answer quotes of a request the action started: its path (query cut to its keys, the
host only when another), the server's reason (JSON `error`/`message`/`detail`, else the first
line, at most 200 characters), and the sentence."""

from __future__ import annotations

import json
from dataclasses import dataclass

from verdex_py.browser.page.started import MAX_REASON, RequestNote, Started, reason_of, shown_path


def test_the_query_is_cut_to_its_keys_and_the_host_shown_only_when_another() -> None:
    page = "http://127.0.0.1:8000/app.html"
    assert shown_path("http://127.0.0.1:8000/api/x?token=abc&page=2&token=d", page) == "/api/x?token&page"
    assert shown_path("http://127.0.0.1:8000/api/x", page) == "/api/x"
    assert shown_path("https://api.example.com/v1/items?key=s", page) == "api.example.com/v1/items?key"


def test_the_reason_is_the_jsons_error_message_or_detail_else_the_first_line() -> None:
    assert reason_of(json.dumps({"error": "title must not be empty"})) == "title must not be empty"
    assert reason_of(json.dumps({"error": {"code": 7, "message": "quota exceeded"}})) == "quota exceeded"
    assert reason_of(json.dumps({"detail": [{"loc": ["body"], "msg": "field required"}]})) == "field required"
    assert reason_of("database is down\nstack trace here") == "database is down"
    assert reason_of("<html><title>502 Bad Gateway</title><body>x</body></html>", "text/html") == "502 Bad Gateway"
    assert reason_of(json.dumps({"ok": False})) == '{"ok": false}'
    assert reason_of("") == ""
    long = reason_of("x" * 500)
    assert len(long) == MAX_REASON and long.endswith("…")


def test_sentences_name_method_path_status_and_reason_or_the_wait() -> None:
    failed = RequestNote("POST", "/api/c", status=422, reason="no title")
    assert failed.sentence() == 'Request failed: POST /api/c answered HTTP 422: "no title".'
    assert failed.as_dict() == {"method": "POST", "path": "/api/c", "status": 422, "reason": "no title"}
    assert RequestNote("GET", "/x", failure="net::ERR_CONNECTION_REFUSED").sentence() == (
        "Request failed: GET /x failed (net::ERR_CONNECTION_REFUSED)."
    )
    running = RequestNote("POST", "/api/hang", running_ms=3004)
    assert running.running and running.wait_s == 4
    assert "had no answer after 3.0 s" in running.sentence() and "browser_wait_for(time=4)" in running.sentence()


@dataclass
class FakeRequest:
    url: str
    method: str = "GET"
    resource_type: str = "fetch"


@dataclass
class FakeResponse:
    request: FakeRequest
    status: int = 200


def answer(started: Started, request: FakeRequest) -> None:
    started.on_response(FakeResponse(request))  # type: ignore[arg-type]
    started.on_done(request)  # type: ignore[arg-type]


async def test_only_what_the_action_started_holds_it() -> None:
    started = Started()
    poll = FakeRequest("http://h/api/poll?t=1")
    started.on_request(poll)  # type: ignore[arg-type]  # the page's long-poll, before any action
    for _ in range(2):
        tick = FakeRequest("http://h/api/tick")
        started.on_request(tick)  # type: ignore[arg-type]  # a polling timer
        answer(started, tick)
    started.begin()
    started.on_request(FakeRequest("http://h/api/tick"))  # type: ignore[arg-type]
    started.on_request(FakeRequest("http://h/api/poll?t=2"))  # type: ignore[arg-type]  # in flight already
    started.on_request(FakeRequest("http://h/collect", resource_type="ping"))  # type: ignore[arg-type]
    started.on_request(FakeRequest("http://h/stream", resource_type="eventsource"))  # type: ignore[arg-type]
    assert not started.has_pending()
    answer(started, poll)
    started.on_request(FakeRequest("http://h/api/poll?t=3"))  # type: ignore[arg-type]  # asked again as it answered
    assert not started.has_pending()
    mine = FakeRequest("http://h/api/save", "POST")
    started.on_request(mine)  # type: ignore[arg-type]
    assert started.has_pending()
    answer(started, mine)
    assert not started.has_pending() and await started.quiet(0.1)
    started.end()
    started.on_request(FakeRequest("http://h/api/later"))  # type: ignore[arg-type]  # after the action: the page's
    assert not started.has_pending()


async def test_a_request_still_running_is_reported_and_its_url_left_to_the_next_action() -> None:
    started = Started()
    started.begin()
    slow = FakeRequest("http://h/api/report?x=1")
    started.on_request(slow)  # type: ignore[arg-type]
    assert not await started.quiet(0.05)
    [note] = await started.report("http://h/page")
    assert (note.method, note.path, note.running) == ("GET", "/api/report?x", True)
    started.end()
    started.begin()  # the next action: the slow request is the page's now, and answers
    started.on_response(FakeResponse(slow))  # type: ignore[arg-type]  # its body never read: no 'finished'
    started.end()
    started._answered_at.clear()  # long after
    started.begin()
    started.on_request(FakeRequest("http://h/api/report?x=2"))  # type: ignore[arg-type]
    assert started.has_pending()


async def test_a_timer_polling_while_a_page_opens_is_the_pages_own_after() -> None:
    """A navigation waits for the page's first requests: a timer's GET asked again within it is the
    page's (so the next click does not wait for, or report, the timer's next tick); a POST asked
    twice (two GraphQL queries) and the same path with another query are both the action's."""
    started = Started()
    started.begin()  # the navigation
    for _ in range(3):
        tick = FakeRequest("http://h/api/tick?ms=50")
        started.on_request(tick)  # type: ignore[arg-type]
        answer(started, tick)
    for query in ("a", "b"):
        started.on_request(FakeRequest("http://h/graphql", "POST"))  # type: ignore[arg-type]
        started.on_request(FakeRequest(f"http://h/api/fail?status={query}"))  # type: ignore[arg-type]
    assert sorted(t.request.url for t in started._tracked.values()) == [
        "http://h/api/fail?status=a",
        "http://h/api/fail?status=b",
        "http://h/api/tick?ms=50",
        "http://h/graphql",
        "http://h/graphql",
    ]
    started.end()
    started.begin()  # a click: the timer ticks again meanwhile
    started.on_request(FakeRequest("http://h/api/tick?ms=50"))  # type: ignore[arg-type]
    assert not started._tracked
