"""What an answer quotes of a request the action started: its path (query cut to its keys, the
host only when another), the server's reason (JSON `error`/`message`/`detail`, else the first
line, at most 200 characters), and the sentence."""

from __future__ import annotations

import json

from verdex_py.browser.page.started import MAX_REASON, RequestNote, reason_of, shown_path


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
