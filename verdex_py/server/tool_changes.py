"""notifications/tools/list_changed for one client, when the page tools it sees change (--caps webmcp).

A client's list is the server's tools plus those of the page its current role shows, so it changes
with that page: a document registers or unregisters a tool, the tab navigates, another tab or role
becomes current. Each client is told only about its own list: handshake-era clients on the session
their last request came on, 2026-07-28 clients on their own `subscriptions/listen` streams (one bus
per client, never the server-wide fan-out). A change is sent once: the names and schemas published
last are compared with those of now.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import TYPE_CHECKING, Any

import mcp_types as types
from mcp.server import Server
from mcp.server.lowlevel.server import NotificationOptions
from mcp.server.subscriptions import InMemorySubscriptionBus, ListenHandler, ToolsListChanged

from verdex_py import log
from verdex_py.server.page_tools import published, to_mcp_tool
from verdex_py.server.sessions import session_key

if TYPE_CHECKING:
    from verdex_py.browser.role.session import BrowserSession

logger = log.get(__name__)


class ToolChanges:
    """The page tools each client was last told about, and how to tell it of a change."""

    def __init__(self, own_names: set[str]) -> None:
        self._own = own_names  # the server's tool names: a page tool never takes one
        self._sent: dict[str, str] = {}  # client key -> signature of the page tools listed last
        self._peers: dict[str, Any] = {}  # client key -> its handshake-era session (ServerSession)
        self._listens: dict[str, ListenHandler] = {}
        self._buses: dict[str, InMemorySubscriptionBus] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    def listed(self, key: str, session: BrowserSession | None) -> list[types.Tool]:
        """The page tools the client sees now (what tools/list adds), remembered as told."""
        tools = [to_mcp_tool(p) for p in published(session.page_tools() if session else None, self._own)]
        self._sent[key] = _signature(tools)
        return tools

    def attach(self, key: str, peer: Any, session: BrowserSession) -> None:
        """The client's request came on `peer`; its browser session reports page tool changes here."""
        if peer is not None and hasattr(peer, "send_tool_list_changed"):
            self._peers[key] = peer
        session.page_tools_changed = lambda: self._soon(key, session)

    def _soon(self, key: str, session: BrowserSession) -> None:
        task = asyncio.ensure_future(self.check(key, session))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def check(self, key: str, session: BrowserSession) -> None:
        """Tell the client when its page tools differ from those it was told about last."""
        now = _signature([to_mcp_tool(p) for p in published(session.page_tools(), self._own)])
        if now == self._sent.get(key, _signature([])):
            return
        self._sent[key] = now
        bus = self._buses.get(key)
        if bus is not None:
            await bus.publish(ToolsListChanged())
        peer = self._peers.get(key)
        if peer is not None:
            with contextlib.suppress(Exception):  # a client gone meanwhile: nothing to tell
                await peer.send_tool_list_changed()
        logger.info("page_tools_changed", session=key[:20])

    async def listen(self, ctx: Any, params: types.SubscriptionsListenRequestParams) -> Any:
        """subscriptions/listen (2026-07-28): the client's own stream of its list's changes."""
        key = session_key(ctx.request)
        if key not in self._listens:
            self._buses[key] = InMemorySubscriptionBus()
            self._listens[key] = ListenHandler(self._buses[key], max_subscriptions=8)
        return await self._listens[key](ctx, params)

    def forget(self, key: str) -> None:
        """The client's session ended."""
        for table in (self._sent, self._peers, self._buses):
            table.pop(key, None)
        listen = self._listens.pop(key, None)
        if listen is not None:
            listen.close()


class ListingServer(Server[Any]):
    """The SDK's Server, saying in the handshake (`tools.listChanged`) that its list changes when it does:
    --caps webmcp lists the shown page's tools (2026-07-28 clients learn it from `subscriptions/listen`)."""

    def __init__(self, *args: Any, tools_change: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.tools_change = tools_change

    def create_initialization_options(
        self, notification_options: NotificationOptions | None = None, *args: Any, **kwargs: Any
    ) -> Any:
        if notification_options is None and self.tools_change:
            notification_options = NotificationOptions(tools_changed=True)
        return super().create_initialization_options(notification_options, *args, **kwargs)


def _signature(tools: list[types.Tool]) -> str:
    return json.dumps([t.model_dump(mode="json", exclude_none=True) for t in tools], sort_keys=True)
