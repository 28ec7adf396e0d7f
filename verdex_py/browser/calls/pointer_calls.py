"""The facade's calls of the vision and pdf capabilities, media emulation and highlights: the mouse at
page coordinates (click, move, drag, down, up, wheel), the page printed to PDF, the CSS media the
page is shown with, and Playwright's highlight overlay on an element (drawn over the page, not in it).

A base of `Browser` (facade.py). A mouse input is an action like a click on a ref: its answer is what
it changed on the page (`Acted`, through `act_and_look`).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from playwright.async_api import Page

from verdex_py import outputs
from verdex_py.browser.calls.answers import Acted, Highlighted, Saved
from verdex_py.browser.calls.call import Call, CallRunner
from verdex_py.browser.calls.element_steps import act_and_look
from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import map_playwright_errors
from verdex_py.browser.look.observe import look
from verdex_py.browser.look.views import PageView
from verdex_py.browser.page.actions import resolve
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.errors import RefError

Button = Literal["left", "right", "middle"]
DRAG_STEPS = 10  # intermediate moves: pointer-driven drag code sees a path, not a jump


@dataclass(frozen=True)
class Mouse:
    """One mouse input: `kind` (click, move, drag, down, up, wheel) and its numbers."""

    kind: str
    x: float = 0
    y: float = 0
    end_x: float = 0
    end_y: float = 0
    button: Button = "left"
    click_count: int = 1
    delay_ms: float = 0

    async def run(self, page: Page) -> None:
        mouse = page.mouse
        if self.kind == "click":
            await mouse.click(self.x, self.y, button=self.button, click_count=self.click_count, delay=self.delay_ms)
        elif self.kind == "move":
            await mouse.move(self.x, self.y)
        elif self.kind == "drag":
            await mouse.move(self.x, self.y)
            await mouse.down()
            await mouse.move(self.end_x, self.end_y, steps=DRAG_STEPS)
            await mouse.up()
        elif self.kind == "down":
            await mouse.down(button=self.button)
        elif self.kind == "up":
            await mouse.up(button=self.button)
        else:  # wheel: x and y are the deltas
            await mouse.wheel(self.x, self.y)


class PointerCalls(CallRunner):
    """The mouse, the PDF and the emulated media of one role's active page."""

    async def mouse(self, call: Call, mouse: Mouse) -> Acted:
        async def work(runtime: RoleRuntime) -> Acted:
            tab = await self._tab(runtime, call)
            actx = ActionContext(
                f"mouse {mouse.kind}", timeout_ms=call.timeout_action_ms, retry_arguments=call.arguments
            )
            return Acted(await act_and_look(runtime, call, tab, mouse.run(tab.page), actx))

        return await self._run(call, work)

    async def drag(self, call: Call, start_ref: str, end_ref: str) -> Acted:
        """Drag one element onto another: HTML5 drag and drop, or the pointer moves a sortable list follows."""

        async def work(runtime: RoleRuntime) -> Acted:
            tab = await self._tab(runtime, call)
            timeout = call.timeout_action_ms
            actx = ActionContext("drag", timeout_ms=timeout, retry_arguments=call.arguments)
            ends = []
            for field, ref in (("start_ref", start_ref), ("end_ref", end_ref)):
                try:
                    ends.append(await resolve(tab, ref, actx, timeout))
                except RefError as exc:  # the plan names the end that failed
                    raise exc.enriched(field=field) from exc
            source, target = ends
            actx.element = source.entry.describe()
            dragging = source.locator.drag_to(target.locator, steps=DRAG_STEPS, timeout=timeout)
            return Acted(await act_and_look(runtime, call, tab, dragging, actx, source), source.entry)

        return await self._run(call, work)

    async def pdf(self, call: Call, path: Path) -> Saved:
        async def work(runtime: RoleRuntime) -> Saved:
            tab = await self._tab(runtime, call)
            with map_playwright_errors(ActionContext("save pdf", url=tab.page.url, retry_arguments=call.arguments)):
                data = await tab.page.pdf()
            written = await asyncio.to_thread(
                outputs.save, self._session.settings, path, data, field="filename", arguments=call.arguments
            )
            return Saved(runtime.name, tab.page.url, str(written), len(data))

        return await self._run(call, work)

    async def emulate_media(self, call: Call, media: dict[str, Any]) -> PageView:
        """Show the page with these CSS media features (a value None: back to the browser's own)."""

        async def work(runtime: RoleRuntime) -> PageView:
            tab = await self._tab(runtime, call)
            with map_playwright_errors(ActionContext("emulate media", retry_arguments=call.arguments)):
                await tab.page.emulate_media(**media)
                await tab.page.evaluate(scripts.RAF)  # the page's media listeners run before it is looked at
            return await look(runtime, tab, call.timeout_action_ms)

        return await self._run(call, work)

    async def highlight(self, call: Call, ref: str | None, style: str | None, *, show: bool) -> Highlighted:
        """Show the highlight overlay on `ref`'s element, or hide it (`ref` None: every highlight hidden)."""

        async def work(runtime: RoleRuntime) -> Highlighted:
            tab = await self._tab(runtime, call)
            actx = ActionContext("highlight", retry_arguments=call.arguments, timeout_ms=call.timeout_action_ms)
            if ref is None:
                with map_playwright_errors(actx):
                    await tab.page.hide_highlight()
                return Highlighted(runtime.name, tab.page.url, None)
            target = await resolve(tab, ref, actx, call.timeout_action_ms)
            actx.element = target.entry.describe()
            with map_playwright_errors(actx):
                await (target.locator.highlight(style=style) if show else target.locator.hide_highlight())
            return Highlighted(runtime.name, tab.page.url, target.entry.label())

        return await self._run(call, work)
