"""Stopping with calls in flight: each one is answered, never left to its client's timeout.

On SIGTERM or SIGINT (cli.py) the calls still running are cancelled and each is answered with
the JSON-RPC error SHUTTING_DOWN; calls that arrive afterwards get the same error without
running. Only then do the contexts close (traces written) and the browser go. -32000 is
the implementation-defined server error that the MCP SDK also uses for a connection that
closed under a request, which is what this is to the client: not a failure of the tool, so
not a tool result with a recovery plan (there is no server left to follow it on).
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

from mcp.shared.exceptions import MCPError

from verdex_py import log

SHUTTING_DOWN = -32000
ANSWER_DEADLINE_S = 3.0  # a cancelled call answers in milliseconds; past this, close anyway
T = TypeVar("T")
logger = log.get(__name__)


class InFlight:
    """The tool calls running now: each in a task of its own, so a shutdown can cancel exactly it."""

    def __init__(self) -> None:
        self.reason: str | None = None  # set once shutting down: the signal's name
        self._calls: dict[asyncio.Task[Any], asyncio.Task[Any]] = {}  # the call -> the request serving it

    async def run(self, tool: str, work: Coroutine[Any, Any, T]) -> T:
        """`await work`, unless the server is shutting down: then SHUTTING_DOWN, as for a cancelled call."""
        if self.reason is not None:
            work.close()
            raise MCPError(SHUTTING_DOWN, f"verdex-py is shutting down ({self.reason}): {tool} was not run.")
        call = asyncio.ensure_future(work)
        self._calls[call] = asyncio.current_task()  # type: ignore[assignment]
        try:
            return await call  # cancelling this request (the client's notifications/cancelled) cancels the call
        except asyncio.CancelledError:
            request = asyncio.current_task()
            if self.reason is None or (request is not None and request.cancelling()):
                raise
            message = (
                f"verdex-py is shutting down ({self.reason}): {tool} was stopped before it finished, and its "
                "browser context closed. Start the server again and repeat the call if it is still needed."
            )
            raise MCPError(SHUTTING_DOWN, message) from None
        finally:
            del self._calls[call]

    async def stop(self, reason: str, deadline_s: float) -> int:
        """Refuse new calls, cancel the running ones, and wait (up to `deadline_s`) until each is answered.

        Answered means the request that served the call has handed its error to the transport, so
        closing the input or the HTTP server afterwards cannot drop it. Returns how many were running.
        """
        self.reason = reason
        requests = set(self._calls.values())
        for call in list(self._calls):
            call.cancel()
        if requests:
            _, late = await asyncio.wait(requests, timeout=deadline_s)
            logger.info("calls_cancelled", reason=reason, calls=len(requests), unanswered=len(late))
        return len(requests)
