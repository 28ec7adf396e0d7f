"""The facade's calls about a session's roles and tabs rather than what a page holds: list, open,
select and close tabs; which role is current; a role's storage, failure log and closing.

The base of `Browser` (facade.py), so that a tool still makes one call on one facade; each call
runs through `CallRunner._run` like every other.
"""

from __future__ import annotations

from verdex_py.browser.calls.answers import RoleFacts, Roles, Selected, Tabs
from verdex_py.browser.calls.call import Call, CallRunner
from verdex_py.browser.look.observe import look
from verdex_py.browser.page.actions import check_modal
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.browser.role.tabs import describe_tabs, tab_index
from verdex_py.policy import check_url


class SessionCalls(CallRunner):
    """Which tab and which role a session's calls work in, and what a role keeps."""

    async def list_tabs(self, call: Call) -> Tabs:
        async def work(runtime: RoleRuntime) -> Tabs:
            await self._tab(runtime, call)  # opens the role if needed
            return Tabs(await describe_tabs(runtime), runtime.name, runtime.active)

        return await self._run(call, work)

    async def new_tab(self, call: Call, url: str | None) -> Tabs:
        call.opens = url

        async def work(runtime: RoleRuntime) -> Tabs:
            await self._tab(runtime, call)
            checked = check_url(url, self._session.settings, call.arguments) if url else None
            tab = await runtime.open_tab()
            if checked:
                await runtime.goto(tab, checked)
            opened_at = tab.page.url if checked else None
            return await self._tabs_after(runtime, call, opened_at=opened_at)

        return await self._run(call, work)

    async def select_tab(self, call: Call, index: int | None) -> Tabs:
        async def work(runtime: RoleRuntime) -> Tabs:
            await self._tab(runtime, call)
            runtime.select(tab_index(runtime, index))
            return await self._tabs_after(runtime, call)

        return await self._run(call, work)

    async def close_tab(self, call: Call, index: int | None) -> Tabs:
        async def work(runtime: RoleRuntime) -> Tabs:
            await self._tab(runtime, call)
            closing = tab_index(runtime, index)
            await runtime.close_tab(closing)
            return await self._tabs_after(runtime, call, closed=closing)

        return await self._run(call, work)

    async def _tabs_after(
        self, runtime: RoleRuntime, call: Call, *, opened_at: str | None = None, closed: int | None = None
    ) -> Tabs:
        listing = await describe_tabs(runtime)
        active = runtime.active
        tab = await self._tab(runtime, call)
        check_modal(tab)  # the tab now active may be the one a dialog blocks: its page cannot be shown
        view = await look(runtime, tab, call.timeout_action_ms)
        return Tabs(listing, runtime.name, active, opened_at=opened_at, closed=closed, view=view)

    # -- roles ---------------------------------------------------------------------------------

    async def storage_state(self, call: Call) -> RoleFacts:
        """The role's cookies and local storage, as Playwright saves them."""

        async def work(runtime: RoleRuntime) -> RoleFacts:
            await self._tab(runtime, call)
            return RoleFacts(runtime.name, storage_state=await runtime.storage_state())

        return await self._run(call, work)

    async def failures(self, call: Call, clear: bool) -> RoleFacts:
        """The role's failure log (emptied with `clear`); works on a dead page as it is."""

        async def work(runtime: RoleRuntime) -> RoleFacts:
            records = [r.as_dict() for r in runtime.failures.records()]
            dropped = runtime.failures.dropped
            if clear:
                runtime.failures.clear()
            return RoleFacts(runtime.name, records=records, dropped=dropped)

        return await self._run(call, work, as_is=True)

    async def close_role(self, call: Call) -> RoleFacts:
        """Close the role's pages and context (a repair in itself: done on a dead page as it is)."""

        async def work(runtime: RoleRuntime) -> RoleFacts:
            count = len(runtime.open_tabs()) if runtime.context else 0
            runtime.last_url = None
            await runtime.close()
            return RoleFacts(runtime.name, closed_tabs=count)

        return await self._run(call, work, as_is=True)

    def roles(self) -> Roles:
        """The roles known so far and which one is current, read without locking or starting any."""
        session = self._session
        return Roles(session.current, session.current_reason, [r.status() for r in session.roles.values()])

    async def make_current(self, call: Call) -> Selected:
        """Make the role current, opening its context now so that auth problems surface here."""

        async def work(runtime: RoleRuntime) -> Selected:
            tab = await self._tab(runtime, call)
            session = self._session
            session.current, session.current_reason = runtime.name, f"{call.tool}(role={runtime.name!r}) was called"
            if tab.modals:  # a snapshot would block behind it; the boundary names the modal
                return Selected(runtime.name, tab.page.url, None)
            return Selected(runtime.name, tab.page.url, await look(runtime, tab, call.timeout_action_ms))

        return await self._run(call, work)
