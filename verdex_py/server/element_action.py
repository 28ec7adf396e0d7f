"""The shape every input action shares: resolve, probe, act, settle, report.

A tool supplies only what is specific to it (the Playwright operation and how to say
what happened); everything that makes actions honest lives here once: a dialog the
action opened is reported instead of hanging, a navigation it started is waited for
(or stopped and reported), a popup it opened becomes a tab, new console errors are
counted, and the page after the action is returned.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator

from verdex_py.browser.actions import (
    Target,
    element_state,
    not_interactable,
    probe_problem,
    resolve,
    run_action,
)
from verdex_py.browser.compact import compact_lines
from verdex_py.browser.diagnose import explain_dead_ref, explain_not_interactable
from verdex_py.browser.navigation import SHORT_TIMEOUT_MS, abandon_navigation, acting, settle
from verdex_py.browser.refs import RefEntry
from verdex_py.browser.tab import Tab
from verdex_py.browser.tree import render
from verdex_py.errors import ActionTimeout, ElementNotInteractable, PageClosed, RefError
from verdex_py.errors.translate import ActionContext, map_playwright_errors
from verdex_py.server.page_report import report_page, report_region, report_unchanged
from verdex_py.server.tooling import ToolContext

Operation = Callable[[Locator, float], Awaitable[Any]]
POPUP_WAIT_S = 2.0


async def _diagnosed(ctx: ToolContext, tab: Tab, target: Target, err: ElementNotInteractable) -> ElementNotInteractable:
    """The error path looks again: what blocks the element, and the ref that fixes it."""
    await explain_not_interactable(tab, target, err, ctx.settings.timeout_action_ms)
    return err


async def usable_target(
    ctx: ToolContext, tab: Tab, ref: str, action: str, *, needs_editable: bool = False
) -> tuple[Target, ActionContext, float]:
    """Resolve the ref and probe it: certain problems fail at once, a cover gets a short grace period."""
    # Retrying "the same call with a fresh ref" only makes sense for tools whose target is `ref`.
    retry_args = {k: v for k, v in ctx.arguments.items() if k != "role"} if "ref" in ctx.arguments else {}
    actx = ActionContext(action, timeout_ms=ctx.settings.timeout_action_ms, retry_arguments=retry_args)
    try:
        target = await resolve(tab, ref, actx, ctx.settings.timeout_action_ms)
    except RefError as exc:  # look again: the same element under a new ref, or what the page offers
        hint = ctx.arguments.get("element")
        hidden = await explain_dead_ref(
            ctx.role, tab, exc, ref, action=action, hint=hint, timeout_ms=ctx.settings.timeout_action_ms
        )
        if hidden is not None:  # not gone: collapsed, and the diagnosis names what reveals it
            raise hidden from exc
        raise
    problem = probe_problem(target, needs_editable=needs_editable)
    if problem in ("hidden", "disabled", "not_editable"):
        raise await _diagnosed(ctx, tab, target, await not_interactable(tab, target, actx, problem))
    actx.timeout_ms = SHORT_TIMEOUT_MS if problem == "covered" else ctx.settings.timeout_action_ms
    return target, actx, actx.timeout_ms


async def act_on_element(
    ctx: ToolContext,
    ref: str,
    action: str,
    operation: Operation,
    describe: Callable[[RefEntry], str],
    *,
    needs_editable: bool = False,
) -> Target:
    try:
        tab = await ctx.tab()
    except PageClosed as exc:  # reopened: find the element again on the page now shown
        reopened = ctx.role.active_tab()
        if reopened is not None:
            await explain_dead_ref(
                ctx.role, reopened, exc, ref, action=action, hint=ctx.arguments.get("element"),
                timeout_ms=ctx.settings.timeout_action_ms,
            )  # fmt: skip
        raise
    target, actx, timeout = await usable_target(ctx, tab, ref, action, needs_editable=needs_editable)
    await perform(ctx, tab, describe(target.entry), operation(target.locator, timeout), actx, target)
    ctx.response.data.update(action=action, ref=ref, element=target.entry.describe())
    return target


async def _gone(target: Target) -> bool:
    try:
        async with asyncio.timeout(0.5):
            return await target.locator.count() == 0
    except (TimeoutError, PlaywrightError):
        return False


def _plan(ctx: ToolContext, tool: str, arguments: dict[str, Any], why: str) -> None:
    """A success that left something to handle first carries the call that handles it (CONTRACT §3)."""
    step = {"tool": tool, "arguments": {**arguments, "role": ctx.role.name}, "why": why}
    ctx.response.data.setdefault("next_actions", []).append(step)


async def perform(
    ctx: ToolContext,
    tab: Tab,
    done: str,
    operation: Awaitable[Any],
    actx: ActionContext,
    target: Target | None = None,
) -> None:
    """Run an input operation on `tab` and report its consequences."""
    url_before = tab.page.url
    tabs_before = set(map(id, ctx.role.tabs))
    ctx.role.tab_opened.clear()
    errors_before = tab.signals.errors_seen
    # Element actions in the top document are watched for DOM changes: none means no snapshot
    # to take, only the element's own state (a value or a checkmark is a property, not a mutation).
    watching = target is not None and target.entry.frame == "" and await tab.watch_mutations()
    with acting(tab):
        try:
            with map_playwright_errors(actx):
                modal = await run_action(tab, operation)
        except ElementNotInteractable as exc:
            if actx.action == "hover" and target is not None and await _gone(target):
                modal = None  # it vanished as the pointer reached it: that was the hover's effect
            elif target is not None and target.probe["cover"] and exc.facts.get("reason") in ("covered", None):
                covered = await not_interactable(tab, target, actx, "covered")
                raise await _diagnosed(ctx, tab, target, covered) from exc
            else:
                raise
        except ActionTimeout as exc:
            if tab.nav_pending:  # the input happened; the navigation it caused is what hangs
                raise await abandon_navigation(tab, actx.timeout_ms or 0) from exc
            raise
        response = ctx.response
        response.say(done)
        if modal:
            kind = "dialog" if modal["kind"] == "dialog" else "chooser"
            response.say(f"It opened a {modal['type']} {kind}.".replace(" a a", " an a"))
            response.data.update(role=ctx.role.name, url=tab.page.url)  # the boundary lists the modal
            response.page = {"Page URL": tab.page.url, "Role": ctx.role.name}
            clear = {"accept": True} if modal["kind"] == "dialog" else {"paths": []}
            _plan(ctx, modal["clear_with"], clear, f"answer the {modal['type']} {kind} it opened")
            return
        await settle(tab, ctx.settings.timeout_navigation_ms)
    if target is not None and target.probe.get("popup"):
        # A target=_blank link opens its tab a moment after the click returns: wait for it, briefly.
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(POPUP_WAIT_S):
                await ctx.role.tab_opened.wait()
    navigated = tab.page.url != url_before
    if navigated:
        await ctx.role.check_landing(tab)
        response.say(f"The page navigated to {tab.page.url}; refs from the previous page are gone.")
    response.data["navigated"] = navigated
    opened = [(i, t) for i, t in enumerate(ctx.role.tabs) if id(t) not in tabs_before]
    for index, new in opened:
        response.say(
            f'It opened a new tab [{index}] {new.page.url}: call browser_tabs(action="select", index={index}).'
        )
    response.data["new_tabs"] = [{"index": i, "url": t.page.url} for i, t in opened]
    for index, new in opened:
        _plan(
            ctx, "browser_tabs", {"action": "select", "index": index}, f"switch to the tab it opened ({new.page.url})"
        )
    new_errors = tab.signals.errors_seen - errors_before
    if new_errors:
        response.say(f'{new_errors} new console error(s): see browser_console_messages(level="error").')
    response.data["new_console_errors"] = new_errors
    if watching and not navigated and not opened and tab.refs.shown is not None:
        if not await tab.mutated():
            state = await element_state(target)  # type: ignore[arg-type]
            if state is not None:
                report_unchanged(ctx, tab, state)
                return
        region = await tab.changed_region(ctx.settings.timeout_action_ms, target.locator)  # type: ignore[union-attr]
        shown = render(compact_lines(tab.refs.ingest(region, partial=True).nodes)) if region is not None else ""
        if shown.strip():  # only that part is snapshotted: big pages stay cheap to act on
            report_region(ctx, tab, shown)
            return
        # The changed part is gone (a banner removed itself): the diff says what disappeared.
    await report_page(ctx, tab, incremental=not navigated)
