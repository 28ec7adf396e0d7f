"""What the wire does with input that is no JSON-RPC message: answer it, and keep serving.

The SDK drops such input silently on stdio (its reader turns the line into an exception the
session only logs) and answers it unevenly over HTTP. JSON-RPC 2.0 says: -32700 for text that
is not JSON, -32600 for JSON that is no request object, with the request's id when it can be
read. `rejection` decides that once; ScreenedLines applies it to stdin lines and ScreenedBodies
to POST bodies, so the SDK only ever sees well-formed messages. Output: `encodable` makes sure
an answer can be written as UTF-8 at all (a page's names may hold lone surrogates).
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import sys
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from typing import Any, BinaryIO, TextIO

import anyio
from mcp.server.transport_security import DEFAULT_MAX_REQUEST_BODY_SIZE
from mcp.shared._stream_protocols import WriteStream
from mcp.shared.message import SessionMessage
from mcp_types import (
    INVALID_REQUEST,
    PARSE_ERROR,
    CallToolResult,
    ErrorData,
    JSONRPCError,
    JSONRPCNotification,
    jsonrpc_message_adapter,
)
from pydantic import ValidationError
from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from verdex_py import log

logger = log.get(__name__)


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def scrubbed(value: Any) -> Any:
    """`value` (JSON data) with each lone surrogate as U+FFFD, as `encodable` sends it."""
    if isinstance(value, str):
        return _LONE_SURROGATE.sub("\ufffd", value)
    if isinstance(value, dict):
        return {scrubbed(k): scrubbed(v) for k, v in value.items()}
    if isinstance(value, list):
        return [scrubbed(v) for v in value]
    return value


def encodable(result: CallToolResult) -> CallToolResult:
    """The answer with each lone surrogate as U+FFFD: the SDK cannot write one as UTF-8, and the call
    would end without an answer (over HTTP "SSE stream ended"). Recordings keep the page's own text."""
    texts = [getattr(c, "text", "") for c in result.content]
    data = json.dumps(result.structured_content, ensure_ascii=False)  # ensure_ascii would hide them
    if not any(map(_LONE_SURROGATE.search, [*texts, data])):
        return result
    content = [scrubbed(c.model_dump(by_alias=True, exclude_none=True)) for c in result.content]
    return result.model_copy(
        update={
            "content": [type(c).model_validate(d) for c, d in zip(result.content, content, strict=True)],
            "structured_content": scrubbed(result.structured_content),
        }
    )


def jsonrpc_error(code: int, message: str, request_id: int | str | None = None) -> JSONRPCError:
    return JSONRPCError(jsonrpc="2.0", id=request_id, error=ErrorData(code=code, message=message))


def rejection(line: str | bytes) -> JSONRPCError | None:
    """The JSON-RPC 2.0 error answering a stdin line or POST body that is no JSON-RPC message; None for one.

    -32700 (id null) for a line that is not JSON; -32600 for JSON that is no message (`[]`, `42`,
    `{}`, an `id` of the wrong type, `params` not an object), with the request's id when it has a
    `method` and a well-typed id. Anything else gets id null: a malformed *response* from the client
    must not be answered with an error that the client would match to its own pending request.
    """
    try:
        message = jsonrpc_message_adapter.validate_json(line, by_name=False)  # exactly the SDK's own check
    except ValidationError:
        message = None
    try:
        value = json.loads(line) if message is None or isinstance(message, JSONRPCNotification) else None
    except (ValueError, RecursionError):  # RecursionError: nested deeper than Python's parser goes
        return jsonrpc_error(PARSE_ERROR, "Parse error: not JSON")
    if message is not None and not (isinstance(value, dict) and "id" in value):
        return None
    # not a message, or a request whose id is not an int or a string, which would pass as a notification
    request_id = value.get("id") if isinstance(value, dict) and "method" in value else None
    if isinstance(request_id, bool) or not isinstance(request_id, int | str):
        request_id = None
    return jsonrpc_error(INVALID_REQUEST, "Invalid Request: not a JSON-RPC 2.0 request object", request_id)


class ScreenedLines:
    """The stdin lines the SDK's reader gets: only JSON-RPC messages; the others are answered here.

    The SDK turns a line it cannot parse into an exception that the session only logs, so the
    client would wait for an answer that never comes. Here such a line gets its JSON-RPC error
    (`rejection`) through the same write stream as every reply (one writer: lines never
    interleave) and never reaches the SDK. Blank lines are skipped without an answer.

    Lines are read by a daemon thread: `end()` (a shutdown) ends the input at once, as EOF
    would, while that thread may stay blocked on a client that keeps stdin open; being a
    daemon, it does not keep the process alive.
    """

    def __init__(self, stdin: TextIO) -> None:
        self.replies: WriteStream[SessionMessage] | None = None
        self.attached = anyio.Event()
        self._lines: asyncio.Queue[str | None] = asyncio.Queue()
        loop = asyncio.get_running_loop()

        def pump() -> None:
            for line in stdin:
                loop.call_soon_threadsafe(self._lines.put_nowait, line)
            loop.call_soon_threadsafe(self._lines.put_nowait, None)

        threading.Thread(target=pump, name="stdin", daemon=True).start()

    def attach(self, write_stream: WriteStream[SessionMessage]) -> None:
        self.replies = write_stream
        self.attached.set()

    def end(self) -> None:
        """No more input: the SDK's session finishes as at EOF (replies already handed over still go out)."""
        self._lines.put_nowait(None)

    async def __aiter__(self) -> AsyncIterator[str]:
        while (line := await self._lines.get()) is not None:
            if not line.strip():
                continue
            error = rejection(line)
            if error is None:
                yield line
                continue
            logger.warning("stdin line rejected", code=error.error.code, chars=len(line))
            await self.attached.wait()
            assert self.replies is not None
            try:
                await self.replies.send(SessionMessage(error))
            except (anyio.ClosedResourceError, anyio.BrokenResourceError):
                return  # the session is over: nobody left to answer


@contextmanager
def claimed_stdin() -> Iterator[BinaryIO]:
    """The wire's stdin, read through a private duplicate of fd 0 while fd 0 reads the null device.

    What the SDK's stdio_server does when it opens stdin itself (we hand it ScreenedLines
    instead): a handler or child process reading stdin sees EOF instead of stealing wire bytes.
    """
    try:
        wire = os.dup(sys.stdin.fileno())
    except (AttributeError, OSError, ValueError):  # no real fd 0 (embedded, or a test harness)
        yield sys.stdin.buffer
        return
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    try:
        # closefd=False: the SDK's reader thread may still block on it after we return
        yield os.fdopen(wire, "rb", closefd=False)
    finally:
        os.dup2(wire, 0)


class ScreenedBodies:
    """POSTs to /mcp whose body is no JSON-RPC message get their JSON-RPC error here (`rejection`).

    The SDK's handshake-era transport answers `[]` or `{}` with -32602 and a pydantic dump, takes
    a request whose id is not an int or a string for a notification (202, no answer ever), and
    refuses a wrong Content-Type or an oversized body in plain text: every answer from this layer
    is a JSON-RPC error with a 4xx status. Valid messages reach the SDK untouched.
    """

    def __init__(self, app: ASGIApp, max_body: int = DEFAULT_MAX_REQUEST_BODY_SIZE) -> None:
        self.app = app
        self.max_body = max_body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST" or scope["path"].rstrip("/") != "/mcp":
            await self.app(scope, receive, send)
            return
        if not Headers(scope=scope).get("content-type", "").lower().startswith("application/json"):
            refused = jsonrpc_error(INVALID_REQUEST, "Unsupported Media Type: send Content-Type: application/json")
            await _answer(refused, 415, scope, receive, send)
            return
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client left before sending its body: nobody to answer
            body += message.get("body", b"")
            if len(body) > self.max_body:
                refused = jsonrpc_error(INVALID_REQUEST, f"Request body too large (limit {self.max_body} bytes)")
                await _answer(refused, 413, scope, receive, send)
                return
            if not message.get("more_body", False):
                break
        error = rejection(bytes(body))
        if error is not None:
            await _answer(error, 400, scope, receive, send)
            return
        if "mcp-session-id" not in Headers(scope=scope):  # the session cap asks only whether it opens one
            scope.setdefault("state", {})["jsonrpc_method"] = _method(bytes(body))
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": bytes(body), "more_body": False}
            return await receive()  # after the body: the disconnect, when it comes

        await self.app(scope, replay, send)


def _method(body: bytes) -> str | None:
    """The method of a screened body (None for a response from the client)."""
    message = json.loads(body)
    return message.get("method") if isinstance(message, dict) else None


async def _answer(error: JSONRPCError, status: int, scope: Scope, receive: Receive, send: Send) -> None:
    logger.warning("http body rejected", code=error.error.code, status=status)
    await JSONResponse(error.model_dump(mode="json", exclude_unset=True), status_code=status)(scope, receive, send)
