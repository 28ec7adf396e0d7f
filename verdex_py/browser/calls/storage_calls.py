"""The facade's calls about what a role stores: its cookies, the page's localStorage and
sessionStorage, and its whole storage state restored from a file.

A base of `Browser` (facade.py), so that a tool still makes one call on one facade; each call runs
through `CallRunner._run` and answers with what is stored after it (`Stored`), read back from the
browser, never echoed from the request.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal
from urllib.parse import urljoin

from playwright.async_api import Page

from verdex_py.browser.calls.answers import Stored
from verdex_py.browser.calls.call import Call, CallRunner
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import map_playwright_errors, quietly
from verdex_py.browser.edge.scripts import storage_ops
from verdex_py.browser.edge.scripts.storage_ops import AreaQuery, KeyQuery, PutQuery, StorageEntry
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.errors import InvalidArgument
from verdex_py.errors.fixes import Fix

Area = Literal["local", "session"]
StorageOp = Literal["list", "get", "set", "delete", "clear"]


async def _change(page: Page, area: Area, op: StorageOp, key: str | None, value: str | None) -> list[StorageEntry]:
    """The one page operation for `op` (list and get both read every entry)."""
    if op == "set":
        return await storage_ops.put(page, PutQuery(area=area, key=str(key), value=str(value)))
    if op == "delete":
        return await storage_ops.remove(page, KeyQuery(area=area, key=str(key)))
    if op == "clear":
        return await storage_ops.clear(page, AreaQuery(area=area))
    return await storage_ops.entries(page, AreaQuery(area=area))


def _needs_origin(call: Call, url: str, area: Area) -> InvalidArgument:
    """Storage belongs to an origin: a page without one (about:blank) has none to read or write."""
    return InvalidArgument(
        f"{area}Storage belongs to a page's origin, and the role's page ({url}) has none: open the site first.",
        details={"url": url, "area": area},
        facts={"fixes": [Fix("navigate", "open a page of the site")], "corrected_arguments": dict(call.arguments)},
    )


def _at_page(cookie: dict[str, Any], page_url: str) -> dict[str, Any]:
    """A cookie without a domain, set for the page's URL (at its path, `/` by default)."""
    rest = {k: v for k, v in cookie.items() if k != "path"}
    return {**rest, "url": urljoin(page_url, cookie.get("path") or "/")}


class StorageCalls(CallRunner):
    """Cookies, web storage and storage state of one role's context."""

    async def cookies(
        self, call: Call, *, add: list[dict[str, Any]] | None = None, clear: dict[str, str] | None = None
    ) -> Stored:
        """Add or clear cookies (`clear={}`: all of them), then read back every cookie of the context."""

        async def work(runtime: RoleRuntime) -> Stored:
            tab = await self._tab(runtime, call)
            context = tab.page.context
            if clear is not None:
                with map_playwright_errors(ActionContext("clear cookies", retry_arguments=call.arguments)):
                    await context.clear_cookies(**clear)
            if add:
                # no domain: the page's (its URL, with the cookie's path); about:blank has none and is refused
                page_url = tab.page.url
                cookies = [c if "domain" in c else _at_page(c, page_url) for c in add]
                with quietly(timeouts=False) as refused:
                    await context.add_cookies(cookies)  # type: ignore[arg-type]
                if refused:
                    raise InvalidArgument(
                        f"The browser refused the cookie: {refused.first_line}",
                        field="domain",
                        details={"cookie": {k: v for k, v in add[0].items() if k != "value"}},
                    )
            with map_playwright_errors(ActionContext("read cookies", retry_arguments=call.arguments)):
                cookies = await context.cookies()
            return Stored(runtime.name, tab.page.url, [dict(c) for c in cookies])

        return await self._run(call, work)

    async def web_storage(
        self, call: Call, area: Area, op: StorageOp, key: str | None = None, value: str | None = None
    ) -> Stored:
        """Change the page's storage area (set, delete, clear), then read back all its entries."""

        async def work(runtime: RoleRuntime) -> Stored:
            tab = await self._tab(runtime, call)
            url = tab.page.url
            actx = ActionContext(f"{area}Storage {op}", url=url, retry_arguments=call.arguments)
            with quietly(timeouts=False) as failed:
                entries = await _change(tab.page, area, op, key, value)
            if failed and ("Access is denied" in failed.message or "SecurityError" in failed.message):
                raise _needs_origin(call, url, area)
            if failed:
                with map_playwright_errors(actx):
                    failed.reraise()
            return Stored(runtime.name, url, [dict(e) for e in entries])

        return await self._run(call, work)

    async def set_storage_state(self, call: Call, path: Path, state: Any) -> Stored:
        """Replace the role's cookies and local storage by `state` (Playwright's format, read from `path`)."""

        async def work(runtime: RoleRuntime) -> Stored:
            tab = await self._tab(runtime, call)
            context = tab.page.context
            with quietly(timeouts=False) as refused:
                await context.set_storage_state(state)
            if refused:
                raise InvalidArgument(
                    f"The browser could not restore the storage state in {path.name}: {refused.first_line}",
                    field="filename",
                    details={"path": str(path)},
                )
            with map_playwright_errors(ActionContext("read cookies", retry_arguments=call.arguments)):
                cookies = await context.cookies()
            return Stored(runtime.name, tab.page.url, [dict(c) for c in cookies])

        return await self._run(call, work)
