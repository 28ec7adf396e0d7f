"""Issue 13 item 7: the wire survives garbage, on stdio and over HTTP, against the real process.

Each input no client should send gets a JSON-RPC error (-32700 not JSON, -32600 not a request
object, with the id when one can be read; -32601 unknown method; -32602 a tools/call whose
name has the wrong type or names no tool) or, for a call with bad arguments (arguments that
are no JSON object included, #25 item 5), the coded INVALID_ARGUMENT result. After each one
the server still serves a real call, and on stdio every line it ever wrote to stdout is a
JSON-RPC message.
"""

from __future__ import annotations

import json
from typing import Any

import httpx
from mcp import Client

from tests.helpers import ref_of, text_of
from tests.helpers.server_process import INITIALIZE, INITIALIZED, call, http_server, stdio_server
from verdex_py.testing.fixture_server import FixtureServer

PARSE, INVALID_REQUEST, NO_METHOD, INVALID_PARAMS = -32700, -32600, -32601, -32602
DEEP = "[" * 100_000 + "]" * 100_000  # deeper than Python's json module recurses

# (what, the line or body, (code, id) of the JSON-RPC error answering it)
GARBAGE: list[tuple[str, bytes, tuple[int, Any]]] = [
    ("not JSON", b"{not json", (PARSE, None)),
    ("not UTF-8", b"\xff\xfe{", (PARSE, None)),
    ("nested too deep", DEEP.encode(), (PARSE, None)),
    ("empty array", b"[]", (INVALID_REQUEST, None)),
    ("batch", b'[{"jsonrpc":"2.0","id":"b","method":"tools/list"}]', (INVALID_REQUEST, None)),
    ("string", b'"x"', (INVALID_REQUEST, None)),
    ("number", b"42", (INVALID_REQUEST, None)),
    ("empty object", b"{}", (INVALID_REQUEST, None)),
    ("id is a list", b'{"jsonrpc":"2.0","id":[1],"method":"tools/list"}', (INVALID_REQUEST, None)),
    ("id is a bool", b'{"jsonrpc":"2.0","id":true,"method":"tools/list"}', (INVALID_REQUEST, None)),
    ("id is a float", b'{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}', (INVALID_REQUEST, None)),
    ("id is null", b'{"jsonrpc":"2.0","id":null,"method":"tools/list"}', (INVALID_REQUEST, None)),
    ("method not a string", b'{"jsonrpc":"2.0","method":5}', (INVALID_REQUEST, None)),
    ("params a list", b'{"jsonrpc":"2.0","id":"p","method":"tools/list","params":[1]}', (INVALID_REQUEST, "p")),
    ("no jsonrpc member", b'{"id":"v","method":"tools/list"}', (INVALID_REQUEST, "v")),
    ("jsonrpc 1.0", b'{"jsonrpc":"1.0","id":"w","method":"tools/list"}', (INVALID_REQUEST, "w")),
    ("unknown method", b'{"jsonrpc":"2.0","id":"m","method":"tools/nope"}', (NO_METHOD, "m")),
    ("tool name a number", json.dumps(call("n", "x", {}) | {"params": {"name": 5}}).encode(), (INVALID_PARAMS, "n")),
    ("unknown tool", json.dumps(call("u", "browser_nope", {})).encode(), (INVALID_PARAMS, "u")),
]


def assert_error(message: dict[str, Any], code: int, request_id: Any, what: str) -> None:
    assert message.get("jsonrpc") == "2.0" and "result" not in message, (what, message)
    assert message["id"] == request_id, (what, message)
    assert message["error"]["code"] == code, (what, message)
    assert isinstance(message["error"]["message"], str) and message["error"]["message"], (what, message)


def assert_snapshot_of(message: dict[str, Any], url: str, what: str) -> None:
    result = message.get("result")
    assert result is not None and not result.get("isError"), (what, message)
    assert result["structuredContent"]["url"] == url, (what, result["structuredContent"])


def test_stdio_answers_garbage_and_keeps_serving(fixtures: FixtureServer) -> None:
    url = fixtures.url("form.html")
    with stdio_server() as server:
        server.send(b"{not json")  # before the handshake too
        assert_error(server.reply(None), PARSE, None, "not JSON before initialize")
        server.initialize()
        server.send(call("nav", "browser_navigate", {"url": url}))
        assert "result" in server.reply("nav")

        for i, (what, line, (code, request_id)) in enumerate(GARBAGE):
            server.send(line)
            server.send(call(f"after-{i}", "browser_snapshot", {}))
            assert_error(server.reply(request_id), code, request_id, what)
            assert_snapshot_of(server.reply(f"after-{i}"), url, f"snapshot after {what}")

        # a blank line is skipped without an answer: the next line's reply is the next thing out
        server.send(b"   ")
        server.send(call("role", "browser_snapshot", {"role": 5}))  # well-formed call, bad argument
        result = server.reply("role")["result"]
        assert result["isError"] and result["structuredContent"]["error"]["code"] == "INVALID_ARGUMENT", result
        assert result["structuredContent"]["error"]["field"] == "role"

        server.proc.stdin.close()  # type: ignore[union-attr]  # EOF: the server ends on its own
        assert server.proc.wait(timeout=15) == 0, server.stderr()
        server.assert_only_jsonrpc_on_stdout()
        stderr = server.stderr(tail=0)
    assert stderr.count('"stdin line rejected"') >= 14, stderr  # logged on stderr, not stdout


def sse_message(response: httpx.Response) -> dict[str, Any]:
    """The JSON-RPC message of a POST answer, whether the SDK sent it as JSON or as one SSE event."""
    if response.headers["content-type"].startswith("application/json"):
        return response.json()
    data = [line[5:].strip() for line in response.text.splitlines() if line.startswith("data:")]
    assert len(data) == 1, response.text
    return json.loads(data[0])


async def test_http_answers_garbage_and_keeps_serving(fixtures: FixtureServer) -> None:
    url = fixtures.url("form.html")
    headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    no_accept = {"Content-Type": "application/json"}
    with http_server("--max-sessions", "1") as server:
        async with httpx.AsyncClient(timeout=15) as http:
            http.headers.pop("accept")  # only the Accept each request names
            opened = await http.post(server.url, json=INITIALIZE, headers=headers)
            assert opened.status_code == 200, opened.text
            session = {**headers, "mcp-session-id": opened.headers["mcp-session-id"]}
            session["mcp-protocol-version"] = "2025-06-18"
            assert (await http.post(server.url, json=INITIALIZED, headers=session)).status_code == 202
            r = await http.post(server.url, json=call("nav", "browser_navigate", {"url": url}), headers=session)
            assert "result" in sse_message(r), r.text

            for i, (what, body, (code, request_id)) in enumerate(GARBAGE):
                r = await http.post(server.url, content=body, headers=session)
                # the SDK answers unknown methods and bad tools/call params in a 200 stream; the rest is 400
                assert r.status_code == (200 if code in (NO_METHOD, INVALID_PARAMS) else 400), (what, r.text)
                assert_error(sse_message(r), code, request_id, what)
                after = call(f"after-{i}", "browser_snapshot", {})
                assert_snapshot_of(sse_message(await http.post(server.url, json=after, headers=session)), url, what)

            # without a session id, garbage is refused before the session cap, and a request other than
            # initialize opens nothing: neither evicts the one session
            for body in (b"{not json", b"[]", b'{"jsonrpc":"2.0","id":[1],"method":"initialize"}'):
                assert (await http.post(server.url, content=body, headers=headers)).status_code == 400
            no_session = await http.post(server.url, json=call("x", "browser_snapshot", {}), headers=headers)
            assert no_session.status_code == 400 and no_session.json()["error"]["code"] == INVALID_REQUEST, no_session
            after = call("still", "browser_snapshot", {})
            assert_snapshot_of(sse_message(await http.post(server.url, json=after, headers=session)), url, "cap")

            refusals: list[tuple[str, httpx.Request, int]] = [
                (
                    "text/plain body",
                    http.build_request(
                        "POST", server.url, content=b"{}", headers={**session, "Content-Type": "text/plain"}
                    ),
                    415,
                ),
                (
                    "body over 4 MiB",
                    http.build_request("POST", server.url, content=b" " * (4 * 1024 * 1024 + 1), headers=session),
                    413,
                ),
                (
                    "POST without Accept",
                    http.build_request(
                        "POST",
                        server.url,
                        json=call("x", "browser_snapshot", {}),
                        headers={**no_accept, "mcp-session-id": session["mcp-session-id"]},
                    ),
                    406,
                ),
                (
                    "GET without Accept",
                    http.build_request("GET", server.url, headers={"mcp-session-id": session["mcp-session-id"]}),
                    406,
                ),
                (
                    "unknown session id",
                    http.build_request(
                        "POST",
                        server.url,
                        json=call("x", "browser_snapshot", {}),
                        headers={**session, "mcp-session-id": "0f"},
                    ),
                    404,
                ),
                ("PUT", http.build_request("PUT", server.url, content=b"{}", headers=session), 405),
            ]
            for what, request, status in refusals:
                r = await http.send(request)
                assert r.status_code == status, (what, r.status_code, r.text)
                body = r.json()  # a JSON body, and a JSON-RPC error at that
                assert_error(body, body["error"]["code"], None, what)
                assert body["error"]["code"] in (INVALID_REQUEST, PARSE), (what, body)

        async with Client(server.url) as client:  # a real client, after all that
            r = await client.call_tool("browser_navigate", {"url": url})
            assert not r.is_error, text_of(r)
            assert ref_of(text_of(r), "button", "Submit")
        assert server.proc.poll() is None, server.stderr()
        assert '"status": 500' not in server.stderr() and "Traceback" not in server.stderr(), server.stderr()


# tools/call `arguments` that are no JSON object, and what the INVALID_ARGUMENT result must say
NOT_OBJECTS: list[tuple[str, Any, str]] = [("array", [1], "an array"), ("string", "ref=e1", "a string"),
                                           ("number", 42, "a number")]  # fmt: skip


def assert_not_an_object(message: dict[str, Any], tool: str, kind: str) -> dict[str, Any]:
    """A tool result (not a JSON-RPC error): INVALID_ARGUMENT on `arguments` with a plan to call it right."""
    result = message.get("result")
    assert result is not None and "error" not in message, message
    assert result["isError"] is True, result
    env = result["structuredContent"]["error"]
    assert (env["code"], env["field"]) == ("INVALID_ARGUMENT", "arguments"), env
    assert f"not {kind}" in env["message"] and tool in env["message"], env["message"]
    assert env["details"]["input_type"] == kind and env["allowed_values"], env
    retry = env["next_actions"][0]
    assert retry["tool"] == tool and retry.get("retry") and isinstance(retry["arguments"], dict), env["next_actions"]
    text = result["content"][0]["text"]
    assert len(text) < 800 and "Field: arguments" in text, text
    return env


def test_stdio_arguments_that_are_no_object_are_a_tool_error(fixtures: FixtureServer) -> None:
    url = fixtures.url("form.html")
    with stdio_server() as server:
        server.initialize()
        server.send(call("nav", "browser_navigate", {"url": url}))
        assert "result" in server.reply("nav")
        for what, value, kind in NOT_OBJECTS:
            for tool in ("browser_snapshot", "browser_click"):
                server.send(call(f"{what}-{tool}", tool, {}) | {"params": {"name": tool, "arguments": value}})
                env = assert_not_an_object(server.reply(f"{what}-{tool}"), tool, kind)
                if tool == "browser_click":
                    assert env["next_actions"][0]["needs"] == ["ref"], env["next_actions"]
        # An array holding the object the tool wanted: the plan calls the tool with that object.
        server.send(call("snap", "browser_snapshot", {}))
        save = ref_of(server.reply("snap")["result"]["content"][0]["text"], "button", "Submit")
        wrapped = call("wrapped", "browser_click", {}) | {
            "params": {"name": "browser_click", "arguments": [{"ref": save}]}
        }
        server.send(wrapped)
        env = assert_not_an_object(server.reply("wrapped"), "browser_click", "an array")
        assert env["suggested_value"] == {"ref": save} and "needs" not in env["next_actions"][0], env
        retry = env["next_actions"][0]
        server.send(call("retry", retry["tool"], retry["arguments"]))
        done = server.reply("retry")["result"]
        assert not done["isError"], done
        server.proc.stdin.close()  # type: ignore[union-attr]
        assert server.proc.wait(timeout=15) == 0, server.stderr()
        server.assert_only_jsonrpc_on_stdout()


async def test_http_arguments_that_are_no_object_are_a_tool_error_in_both_eras() -> None:
    headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    with http_server() as server:
        async with httpx.AsyncClient(timeout=15) as http:
            opened = await http.post(server.url, json=INITIALIZE, headers=headers)
            assert opened.status_code == 200, opened.text
            legacy = {**headers, "mcp-session-id": opened.headers["mcp-session-id"]}
            legacy["mcp-protocol-version"] = "2025-06-18"
            assert (await http.post(server.url, json=INITIALIZED, headers=legacy)).status_code == 202
            # the stateless era: no handshake, no session; the method and tool name mirrored in headers
            modern = {**headers, "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call"}
            modern["Mcp-Name"] = "browser_snapshot"
            # The stateless era carries its envelope in every request's _meta.
            envelope = {
                "io.modelcontextprotocol/protocolVersion": "2026-07-28",
                "io.modelcontextprotocol/clientCapabilities": {},
            }
            for era, sent, meta in (("legacy", legacy, {}), ("modern", modern, {"_meta": envelope})):
                for what, value, kind in NOT_OBJECTS:
                    params = {"name": "browser_snapshot", "arguments": value, **meta}
                    r = await http.post(
                        server.url, json=call(f"{era}-{what}", "x", {}) | {"params": params}, headers=sent
                    )
                    assert r.status_code == 200, (era, what, r.status_code, r.text)
                    message = sse_message(r)
                    assert message["id"] == f"{era}-{what}", message
                    assert_not_an_object(message, "browser_snapshot", kind)
