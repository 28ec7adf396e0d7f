"""A blocking MCP client for synchronous code (sync pytest tests, scripts, notebooks).

The verdex server and an `mcp.Client` connected to it in-process run on their own event
loop in their own thread, so a sync caller never touches an event loop: this is what lets
verdex run in the same test as pytest-playwright's sync `page`, whose greenlets leave the
main thread looking as if a loop were running there.
"""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future
from types import TracebackType
from typing import Any, Self

import mcp_types as types
from mcp import Client

from verdex_py.config import Settings

START_TIMEOUT_S = 60.0


class SyncClient:
    """`with SyncClient(Settings(...)) as client: client.call_tool("browser_navigate", {...})`."""

    def __init__(self, settings: Settings | None = None, mode: str = "auto") -> None:
        self.settings = settings or Settings()
        self._mode = mode
        self._loop: asyncio.AbstractEventLoop | None = None
        self._client: Client | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="verdex-sync-client", daemon=True)
        self._thread.start()
        if not self._ready.wait(START_TIMEOUT_S):
            raise TimeoutError(f"the verdex server did not start within {START_TIMEOUT_S:.0f} s")
        if self._failure is not None:
            raise self._failure

    def _run(self) -> None:
        try:
            asyncio.run(self._host())
        except BaseException as exc:  # noqa: BLE001 - handed to the caller's thread
            self._failure = exc
            self._ready.set()

    async def _host(self) -> None:
        """Own the client for its whole life: it must be entered and left in the same task."""
        from verdex_py.server.app import build_server

        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        async with Client(build_server(self.settings), mode=self._mode) as client:
            self._client = client
            self._ready.set()
            await self._stop.wait()

    def _wait(self, coro: Any) -> Any:
        if self._client is None or self._loop is None or not self._thread.is_alive():
            coro.close()
            why = f": the server stopped ({self._failure!r})" if self._failure else ""
            raise RuntimeError(f"this SyncClient is closed{why}")
        future: Future[Any] = asyncio.run_coroutine_threadsafe(coro, self._loop)
        # + a browser_wait_for of up to 60 s, which extends its own call's deadline (validation.asked_wait_s)
        return future.result(timeout=self.settings.call_timeout_s + 70)

    def call_tool(self, name: str, arguments: dict[str, Any] | None = None) -> types.CallToolResult:
        """Call a tool and block until its result (errors come back as results, as over MCP)."""
        assert self._client is not None
        return self._wait(self._client.call_tool(name, arguments or {}))

    def list_tools(self) -> types.ListToolsResult:
        assert self._client is not None
        return self._wait(self._client.list_tools())

    def close(self) -> None:
        """Close the client, the server and its browser; wait for the thread to end."""
        if self._loop is not None and self._stop is not None and self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout=30)
        self._client = None

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()
