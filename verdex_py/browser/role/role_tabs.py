"""A role's tabs: the pages it holds, which one is active, and the tabs a site opens by itself.

The one owner of `tabs` and `active`: the facade, liveness and the role's own context code
change them only through these methods. RoleRuntime (roles.py) is a RoleTabs; opening,
losing and closing the context these tabs live in is its business.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from playwright.async_api import BrowserContext, Page

from verdex_py.browser.page import webmcp
from verdex_py.browser.page.failures import FailureLog
from verdex_py.browser.page.tab import Tab
from verdex_py.browser.role.renderer import watch
from verdex_py.config import Settings


class RoleTabs:
    context: BrowserContext | None  # the role's context (RoleRuntime opens it)
    failures: FailureLog
    console_line: int = 2000  # --max-console-line (RoleRuntime sets it)

    def __init__(self) -> None:
        self.tabs: list[Tab] = []
        self.active = 0
        self._tab_opened = asyncio.Event()  # set when the site opens a tab (popup, target=_blank)
        self.page_tools_changed: Callable[[], None] = lambda: None  # the session listens (--caps webmcp)

    async def offer_page_tools(self, settings: Settings) -> None:
        """--caps webmcp: each document of the context reports its model-context tools onto its tab."""
        if self.context is not None and "webmcp" in settings.caps:
            await webmcp.install(
                self.context,
                lambda page: self.adopt(page).page_tools,
                lambda: self.page_tools_changed(),
                webmcp.Bounds.of(settings),
                self.failures,
            )

    def adopt(self, page: Page) -> Tab:
        for tab in self.tabs:
            if tab.page is page:
                return tab
        tab = Tab(page, self.failures, lambda: [t.refs for t in self.tabs if not t.closed], self.console_line)
        watch(tab)  # crashes are seen from the first moment
        self.tabs.append(tab)
        self._tab_opened.set()
        return tab

    def mark_tabs(self) -> set[int]:
        """The open tabs before an action that may open one (see `tabs_opened_since`)."""
        self._tab_opened.clear()
        return set(map(id, self.tabs))

    async def wait_tab_opened(self, timeout_s: float) -> None:
        """Wait (at most timeout_s) for the site to open a tab after `mark_tabs`."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout_s):
                await self._tab_opened.wait()

    def tabs_opened_since(self, mark: set[int]) -> list[tuple[int, Tab]]:
        """The tabs (with their index) opened since `mark_tabs` returned `mark`."""
        return [(i, t) for i, t in enumerate(self.tabs) if id(t) not in mark]

    def active_tab(self) -> Tab | None:
        """The active tab if there is a live one, without opening anything."""
        if self.context is None or not self.tabs or self.active >= len(self.tabs):
            return None
        tab = self.tabs[self.active]
        return None if tab.closed else tab

    async def new_tab(self) -> Tab:
        assert self.context is not None, "new_tab needs the role's context open (call tab() first)"
        return self.adopt(await self.context.new_page())

    async def open_tab(self) -> Tab:
        """A new tab, made the active one."""
        tab = await self.new_tab()
        self.active = self.tabs.index(tab)
        return tab

    def select(self, index: int) -> None:
        """Make tab `index` (checked by the caller against `open_tabs`) the active one."""
        self.active = index

    async def close_tab(self, index: int) -> None:
        """Close tab `index`; the one after it becomes active if it was; an empty role gets a new tab."""
        await self.tabs[index].page.close()
        self.open_tabs()
        if not self.tabs:
            await self.new_tab()
        self.active = min(index, len(self.tabs) - 1) if index <= self.active else self.active

    def forget_tab(self, tab: Tab) -> int:
        """Drop a tab (closed or about to be replaced); returns where it was (the end if unknown)."""
        if tab not in self.tabs:
            return len(self.tabs)
        index = self.tabs.index(tab)
        self.tabs.remove(tab)
        return index

    def place_tab(self, tab: Tab, index: int) -> None:
        """Move an adopted tab to `index` and make it the active one (a replacement takes its place)."""
        self.tabs.remove(tab)
        self.tabs.insert(min(index, len(self.tabs)), tab)
        self.active = self.tabs.index(tab)

    def current_tab(self) -> Tab | None:
        """The tab at the active index, closed or not (None when the index is past the end)."""
        return self.tabs[self.active] if self.active < len(self.tabs) else None

    def open_tabs(self) -> list[Tab]:
        """Forget closed tabs, keeping the active one active if it is still open."""
        current = self.tabs[self.active] if self.active < len(self.tabs) else None
        self.tabs = [t for t in self.tabs if not t.closed]
        self.active = self.tabs.index(current) if current in self.tabs else 0
        return self.tabs
