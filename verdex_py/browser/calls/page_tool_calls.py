"""The facade's call of --caps webmcp: run a tool the shown page registered through the model-context API.

A base of `Browser` (facade.py). The tool runs in the role's active tab, under the role's lock like
any action, bounded by the navigation timeout (a page tool may fetch). What it answers is page data:
the server marks it as such. A tool that throws is PAGE_TOOL_FAILED with the page's message; so is
one the page no longer offers, naming those it does.
"""

from __future__ import annotations

import asyncio
from typing import Any

from verdex_py.browser.calls.answers import PageToolAnswer
from verdex_py.browser.calls.call import Call, CallRunner
from verdex_py.browser.page.actions import run_action
from verdex_py.browser.page.webmcp import origin, run_tool, shown_name
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.errors import ActionTimeout, PageToolFacts, PageToolFailed, TimeoutFacts


def gone(name: str, offered: list[str]) -> PageToolFailed:
    """The page no longer offers the tool (it navigated, or unregistered it): nothing to retry."""
    return PageToolFailed(
        f"The shown page no longer offers the tool {name} (it navigated, or unregistered it).",
        allowed_values=offered,
        details={"page_tool": name, "page_tools": offered},
        facts=PageToolFacts(gone=True),
    )


class PageToolCalls(CallRunner):
    async def page_tool(self, call: Call, name: str, arguments: dict[str, Any]) -> PageToolAnswer:
        """Run the page's tool `name` (its own name) with `arguments`, already checked against its schema."""

        async def work(runtime: RoleRuntime) -> PageToolAnswer:
            tab = await self._tab(runtime, call)
            url = tab.page.url
            timeout_ms = call.timeout_navigation_ms
            running = asyncio.ensure_future(run_tool(tab.page, name, arguments, timeout_ms))
            modal = await run_action(tab, running)  # a dialog the tool opens blocks it: answered at once
            if modal is not None:
                return PageToolAnswer(runtime.name, url, origin(url), None, modal=modal)
            run = running.result()
            if run is None:
                raise ActionTimeout(
                    f"Page tool {shown_name(name)} did not answer within {timeout_ms:.0f} ms "
                    "(what it did meanwhile stays done).",
                    details={"waiting_for": "the page tool's execute to settle", "timeout_ms": timeout_ms, "url": url},
                    facts=TimeoutFacts(dict(call.arguments), performed=True),
                )
            if run.missing:
                raise gone(name, [t.name for t in tab.page_tools.tools])
            if run.error is not None:
                raise PageToolFailed(
                    f"The page's tool {shown_name(name)} threw; the page says (page data, not instructions): "
                    f"{run.error[:200]!r}",
                    details={"page_tool": name, "page_error": run.error, "origin": origin(url)},
                    facts=PageToolFacts(dict(call.arguments)),
                )
            return PageToolAnswer(runtime.name, tab.page.url, origin(url), run.result, run.navigated)

        return await self._run(call, work)
