"""The network capability through the MCP client on real Chromium: what the page receives (its own
text) changes with each route, its removal, and the network going offline and back."""

from __future__ import annotations

import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers import failure, ok, ok_text, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
CAPS = frozenset({"network"})


async def _load(client: Any, button: str) -> str:
    """Click the page's button and wait for the page to show what it received."""
    page = await page_text(client)
    await ok(client, "browser_click", {"ref": ref_of(page, "button", button)})
    await ok(client, "browser_wait_for", {"text_gone": "Loading"})
    return await page_text(client)


async def test_route_answers_then_unroute_restores(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client(caps=CAPS) as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("network.html")})
        assert "Got 404" in await _load(client, "Load user")

        routed = await ok(
            client,
            "browser_route",
            {"pattern": "**/api/user", "status": 201, "body": "user Ada", "contentType": "text/plain"},
        )
        assert routed.structured_content["routes"] == [
            {"pattern": "**/api/user", "status": 201, "body": "user Ada", "content_type": "text/plain"}
        ]
        assert "Got 201 text/plain: user Ada" in await _load(client, "Load user")
        listed = await ok(client, "browser_route_list", {})
        assert "1. **/api/user (status=201" in text_of(listed)

        await failure(client, "browser_unroute", {"pattern": "**/api/users"}, "INVALID_ARGUMENT", "pattern")
        await ok(client, "browser_unroute", {"pattern": "**/api/user"})
        assert "Got 404" in await _load(client, "Load user")
        assert (await ok(client, "browser_route_list", {})).structured_content["routes"] == []


async def test_route_changes_request_headers(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client(caps=CAPS) as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("network.html")})
        assert "x-client=page; x-trace=t1" in await _load(client, "Echo headers")
        await ok(
            client,
            "browser_route",
            {"pattern": "**/x-echo", "headers": ["X-Added: yes"], "removeHeaders": "X-Trace"},
        )
        shown = await _load(client, "Echo headers")
        assert "x-added=yes; x-client=page" in shown and "x-trace" not in shown
        err = await failure(
            client, "browser_route", {"pattern": "**/x", "headers": ["no colon"]}, "INVALID_ARGUMENT", "headers"
        )
        assert err["next_actions"][0]["arguments"]["headers"] == []
        await ok(client, "browser_unroute", {})
        assert "x-client=page; x-trace=t1" in await _load(client, "Echo headers")


async def test_offline_and_back(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client(caps=CAPS) as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("network.html")})
        off = await ok(client, "browser_network_state_set", {"state": "offline"})
        assert off.structured_content["offline"] is True
        assert "Failed: TypeError" in await _load(client, "Load user")
        await ok(client, "browser_network_state_set", {"state": "online"})
        assert "Got 404" in await _load(client, "Load user")
        await failure(client, "browser_network_state_set", {"state": "ofline"}, "INVALID_ARGUMENT", "state")


async def test_one_request_shows_its_details(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client(caps=CAPS) as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("network.html")})
        assert "x-client=page; x-trace=t1" in await _load(client, "Echo headers")
        listed = await ok(client, "browser_network_requests", {"filter": "/x-echo"})
        (echo,) = listed.structured_content["requests"]
        assert f"{echo['index']}. GET {fixtures.url('x-echo')} => 200" in text_of(listed)

        shown = await ok(client, "browser_network_request", {"index": echo["index"]})
        request = shown.structured_content["request"]
        assert (request["method"], request["url"], request["status"], request["resource_type"]) == (
            "GET",
            fixtures.url("x-echo"),
            200,
            "fetch",
        )
        assert (request["request_headers"]["x-client"], request["request_headers"]["x-trace"]) == ("page", "t1")
        assert request["response_headers"]["content-type"] == "text/plain; charset=utf-8"
        assert request["failure"] is None and request["duration_ms"] is not None and request["duration_ms"] >= 0
        text = text_of(shown)
        assert "status: 200 OK" in text and "  x-client: page" in text and "response headers:" in text, text

        first = (await ok(client, "browser_network_requests", {})).structured_content["requests"][0]
        assert (await ok(client, "browser_network_request", {"index": first["index"]})).structured_content["request"][
            "url"
        ] == fixtures.url("network.html")
        err = await failure(client, "browser_network_request", {"index": 999}, "INVALID_ARGUMENT", "index")
        assert err["allowed_values"] == {"minimum": 1, "maximum": echo["index"]}, err
        assert "browser_network_requests" in err["message"]
        await failure(client, "browser_network_request", {"index": 0}, "INVALID_ARGUMENT", "index")


async def test_one_request_part_shown_or_saved(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    """A request's parts: its JSON body and the answer shown as text, its headers alone, an image's bytes
    saved as served; a part it lacks, a part no tool knows and a file outside the output folder refused."""
    out = tmp_path / "out"
    async with make_client(caps=CAPS, output_dir=out) as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("requests/bodies.html")})
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Order")})
        await ok(client, "browser_wait_for", {"text": "Sent: 200 accepted"})
        listed = (await ok(client, "browser_network_requests", {})).structured_content["requests"]
        by_url = {r["url"]: r["index"] for r in listed}
        order, image = by_url[fixtures.url("api/ok")], by_url[fixtures.url("requests/square.png")]

        sent = await ok(client, "browser_network_request", {"index": order, "part": "request-body"})
        assert '{"item":"tea","qty":"3"}' in text_of(sent), text_of(sent)
        answer = await ok(client, "browser_network_request", {"index": order, "part": "response-body"})
        assert '{"ok": true}' in text_of(answer), text_of(answer)
        headers = text_of(await ok(client, "browser_network_request", {"index": order, "part": "request-headers"}))
        assert "content-type: application/json" in headers and "status:" not in headers, headers

        saved = await ok(
            client, "browser_network_request", {"index": image, "part": "response-body", "filename": "sq.png"}
        )
        served = (fixtures.root / "requests" / "square.png").read_bytes()
        assert (out / "sq.png").read_bytes() == served and saved.structured_content["size"] == len(served)
        assert saved.structured_content["file"] == str(out / "sq.png") and "sq.png" in text_of(saved)
        default = await ok(client, "browser_network_request", {"index": image, "part": "response-body"})
        assert Path(default.structured_content["file"]).read_bytes() == served  # binary: saved, never shown
        details = await ok(client, "browser_network_request", {"index": order, "filename": "order.txt"})
        assert f"POST {fixtures.url('api/ok')}" in (out / "order.txt").read_text()

        err = await failure(
            client, "browser_network_request", {"index": image, "part": "request-body"}, "INVALID_ARGUMENT", "part"
        )
        assert "request-body" not in err["allowed_values"] and "response-body" in err["allowed_values"], err
        err = await failure(
            client, "browser_network_request", {"index": order, "part": "body"}, "INVALID_ARGUMENT", "part"
        )
        assert set(err["allowed_values"]) == {"request-headers", "request-body", "response-headers", "response-body"}
        err = await failure(
            client,
            "browser_network_request",
            {"index": order, "filename": "../../x.txt"},
            "INVALID_ARGUMENT",
            "filename",
        )
        assert err["next_actions"][0]["arguments"]["filename"] == "x.txt" and not (tmp_path / "x.txt").exists()
        assert details.structured_content["part"] is None

        page = await ok_text(client, "browser_click", {"ref": ref_of(page, "button", "Check stock")})
        listed = (await ok(client, "browser_network_requests", {"filter": "/api/hang"})).structured_content["requests"]
        pending = listed[-1]["index"]
        err = await failure(
            client, "browser_network_request", {"index": pending, "part": "response-body"}, "INVALID_ARGUMENT", "part"
        )
        assert err["allowed_values"] == ["request-headers"] and "pending" in err["message"], err
        assert err["next_actions"][0]["arguments"] == {"index": pending, "part": "request-headers", "role": "default"}


async def test_saved_body_and_trace_keep_no_secret(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    """A secret typed into a field and sent: the request body saved to a file and the trace hold its name, never
    its value, and the trace has no pixels (they cannot be redacted)."""
    value = "s3cr3t-Quantity-9"
    (tmp_path / "secrets.env").write_text(f"QTY={value}\n", encoding="utf-8")
    out = tmp_path / "out"
    async with make_client(caps=CAPS | {"devtools"}, output_dir=out, secrets_file=tmp_path / "secrets.env") as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("requests/bodies.html")})
        await ok(client, "browser_start_tracing", {})
        await ok(
            client, "browser_type", {"ref": ref_of(page, "textbox", "Quantity"), "text": "{{QTY}}", "submit": True}
        )
        await ok(client, "browser_wait_for", {"text": "Sent: 200 accepted"})
        listed = (await ok(client, "browser_network_requests", {"filter": "/api/ok"})).structured_content["requests"]
        shown = await ok(client, "browser_network_request", {"index": listed[-1]["index"], "part": "request-body"})
        assert '"qty":"{{QTY}}"' in text_of(shown) and value not in text_of(shown)
        await ok(
            client,
            "browser_network_request",
            {"index": listed[-1]["index"], "part": "request-body", "filename": "b.json"},
        )
        assert (out / "b.json").read_text() == '{"item":"tea","qty":"{{QTY}}"}'
        await ok(client, "browser_stop_tracing", {"filename": "t.zip"})
    with zipfile.ZipFile(out / "t.zip") as trace:
        names = trace.namelist()
        assert not [n for n in names if n.endswith((".jpeg", ".png"))], names
        assert not [n for n in names if value.encode() in trace.read(n)]
        assert b"{{QTY}}" in trace.read("trace.trace")
