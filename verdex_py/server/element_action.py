"""The shape every input action shares: resolve, probe, act, report.

A tool supplies only what is specific to it (the Playwright operation and how to say what
happened). Resolving and probing the ref (`browser/actions.py`) and running the action and
finding out what it did (`browser/act.py`, an `Outcome`) happen in the browser layer; this
module only wires them to the call and renders the outcome (`page_report.report_outcome`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from playwright.async_api import Locator

from verdex_py.browser.act import act
from verdex_py.browser.actions import Target, Unusable, not_interactable, resolve
from verdex_py.browser.diagnose import explain_dead_ref, explain_not_interactable
from verdex_py.browser.navigation import SHORT_TIMEOUT_MS
from verdex_py.browser.refs import RefEntry
from verdex_py.browser.tab import Tab
from verdex_py.errors import ElementNotInteractable, PageClosed, RefError
from verdex_py.errors.translate import ActionContext
from verdex_py.server.page_report import report_outcome
from verdex_py.server.tooling import ToolContext

Operation = Callable[[Locator, float], Awaitable[Any]]
REFUSED_AT_ONCE = (Unusable.HIDDEN, Unusable.DISABLED, Unusable.NOT_EDITABLE)


async def _diagnosed(ctx: ToolContext, tab: Tab, target: Target, err: ElementNotInteractable) -> ElementNotInteractable:
    """The error path looks again: what blocks the element, and the ref that fixes it."""
    await explain_not_interactable(tab, target, err, ctx.settings.timeout_action_ms)
    return err


async def usable_target(
    ctx: ToolContext, tab: Tab, ref: str, action: str, *, needs_editable: bool = False
) -> tuple[Target, ActionContext, float]:
    """Resolve the ref and probe it: certain problems fail at once, a cover gets a short grace period."""
    # Retrying "the same call with a fresh ref" only makes sense for tools whose target is `ref`.
    retry_args = ctx.retry_arguments() if "ref" in ctx.arguments else {}
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
    problem = target.probe.problem(needs_editable=needs_editable)
    if problem in REFUSED_AT_ONCE:
        raise await _diagnosed(ctx, tab, target, await not_interactable(tab, target, actx, problem))
    actx.timeout_ms = SHORT_TIMEOUT_MS if problem is Unusable.COVERED else ctx.settings.timeout_action_ms
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


async def perform(
    ctx: ToolContext,
    tab: Tab,
    done: str,
    operation: Awaitable[Any],
    actx: ActionContext,
    target: Target | None = None,
) -> None:
    """Run an input operation on `tab` and report its consequences."""
    outcome = await act(
        ctx.role,
        tab,
        operation,
        actx,
        target,
        timeout_action_ms=ctx.settings.timeout_action_ms,
        timeout_navigation_ms=ctx.settings.timeout_navigation_ms,
    )
    await report_outcome(ctx, tab, done, outcome)
