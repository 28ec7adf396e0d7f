"""Acting on elements: browser_click, browser_type."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any, Literal

from pydantic import Field

from verdex_py.browser.actions import (
    SHORT_TIMEOUT_MS,
    Target,
    abandon_navigation,
    acting,
    not_interactable,
    probe_problem,
    resolve,
    run_action,
    settle,
)
from verdex_py.browser.tab import Tab
from verdex_py.errors import ActionTimeout, ElementNotInteractable
from verdex_py.errors.translate import ActionContext, map_playwright_errors
from verdex_py.server.page_report import report_page
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

REF_ERRORS = (
    "UNKNOWN_REF",
    "STALE_REF",
    "NO_SNAPSHOT",
    "FRAME_DETACHED",
    "ELEMENT_NOT_INTERACTABLE",
    "MODAL_DIALOG_OPEN",
    "NAVIGATION_FAILED",
)
REF_DESCRIPTION = "Exact ref of the element from the latest snapshot, e.g. e5 or f1e3."


class ClickArgs(RoleArgs):
    ref: str = Field(description=REF_DESCRIPTION)
    element: str | None = Field(default=None, description="Human-readable description of the element, for logs.")
    double_click: bool = Field(default=False, description="Double-click instead of a single click.")
    button: Literal["left", "right", "middle"] = Field(default="left", description="Mouse button.")
    modifiers: list[Literal["Alt", "Control", "ControlOrMeta", "Meta", "Shift"]] = Field(
        default_factory=list, description="Keys held during the click."
    )


class TypeArgs(RoleArgs):
    ref: str = Field(description=REF_DESCRIPTION)
    text: str = Field(description="Text to enter; replaces the field's current value.")
    submit: bool = Field(default=False, description="Press Enter afterwards.")
    slowly: bool = Field(default=False, description="Type one key at a time (fires key handlers) instead of filling.")


async def _target(
    ctx: ToolContext, tab: Tab, ref: str, action: str, *, needs_editable: bool
) -> tuple[Target, ActionContext, float]:
    """Resolve the ref and probe it: certain problems fail at once, a cover gets a short grace period."""
    retry_args = {k: v for k, v in ctx.arguments.items() if k != "role"}
    actx = ActionContext(action, timeout_ms=ctx.settings.timeout_action_ms, retry_arguments=retry_args)
    target = await resolve(tab, ref, actx, ctx.settings.timeout_action_ms)
    problem = probe_problem(target, needs_editable=needs_editable)
    if problem in ("hidden", "disabled", "not_editable"):
        raise not_interactable(tab, target, actx, problem)
    timeout = SHORT_TIMEOUT_MS if problem == "covered" else ctx.settings.timeout_action_ms
    actx.timeout_ms = timeout
    return target, actx, timeout


async def _after_action(ctx: ToolContext, tab: Tab, done: str, dialog: dict[str, str] | None, url_before: str) -> None:
    response = ctx.response
    response.say(done)
    if dialog:
        response.say(
            f'It opened a {dialog["type"]} dialog: "{dialog["message"]}". The page is blocked until '
            "browser_handle_dialog(accept=true|false) is called."
        )
        response.data.update(role=ctx.role.name, url=tab.page.url, dialog=dialog)
        response.page = {"Page URL": tab.page.url, "Role": ctx.role.name}
        response.warn(f'A {dialog["type"]} dialog is open: "{dialog["message"]}".')
        return
    await settle(tab, ctx.settings.timeout_navigation_ms)
    if tab.page.url != url_before:
        response.say(f"The page navigated to {tab.page.url}; refs from the previous page are gone.")
    response.data["navigated"] = tab.page.url != url_before
    await report_page(ctx, tab)


async def _act(
    ctx: ToolContext, target: Target, actx: ActionContext, tab: Tab, operation: Awaitable[Any]
) -> dict[str, str] | None:
    try:
        with map_playwright_errors(actx):
            return await run_action(tab, operation)
    except ElementNotInteractable as exc:
        if target.probe["cover"] and exc.facts.get("reason") in ("covered", None):
            raise not_interactable(tab, target, actx, "covered") from exc
        raise
    except ActionTimeout as exc:
        if tab.nav_pending:  # the input happened; the navigation it caused is what hangs
            raise await abandon_navigation(tab, actx.timeout_ms or 0) from exc
        raise


async def click(ctx: ToolContext, args: ClickArgs) -> None:
    tab = await ctx.tab()
    target, actx, timeout = await _target(ctx, tab, args.ref, "click", needs_editable=False)
    url_before = tab.page.url
    with acting(tab):
        options = {"button": args.button, "modifiers": args.modifiers, "timeout": timeout}
        operation = target.locator.dblclick(**options) if args.double_click else target.locator.click(**options)
        dialog = await _act(ctx, target, actx, tab, operation)
        verb = "Double-clicked" if args.double_click else "Clicked"
        await _after_action(ctx, tab, f"{verb} {args.ref} ({target.entry.label()})", dialog, url_before)
    ctx.response.data.update(action="click", ref=args.ref, element=target.entry.describe())


async def type_text(ctx: ToolContext, args: TypeArgs) -> None:
    tab = await ctx.tab()
    target, actx, timeout = await _target(ctx, tab, args.ref, "type", needs_editable=True)
    url_before = tab.page.url
    locator = target.locator

    async def enter() -> None:
        if args.slowly:
            await locator.fill("", timeout=timeout)
            await locator.press_sequentially(args.text, timeout=timeout)
        else:
            await locator.fill(args.text, timeout=timeout)
        if args.submit:
            await locator.press("Enter", timeout=timeout)

    with acting(tab):
        dialog = await _act(ctx, target, actx, tab, enter())
        submitted = " and pressed Enter" if args.submit else ""
        await _after_action(
            ctx,
            tab,
            f"Typed {len(args.text)} characters into {args.ref} ({target.entry.label()}){submitted}",
            dialog,
            url_before,
        )
    ctx.response.data.update(action="type", ref=args.ref, element=target.entry.describe())


TOOLS = (
    ToolDef(
        name="browser_click",
        title="Click",
        description="Click an element by its ref from the latest snapshot; returns the page after the click.",
        args=ClickArgs,
        handler=click,
        errors=(*REF_ERRORS, *ROLE_LIKE_ERRORS),
        destructive=True,
        success_keys=("role", "url", "action"),
    ),
    ToolDef(
        name="browser_type",
        title="Type text",
        description="Type text into an editable element (textbox, searchbox, contenteditable) by its ref.",
        args=TypeArgs,
        handler=type_text,
        errors=(*REF_ERRORS, *ROLE_LIKE_ERRORS),
        destructive=True,
        success_keys=("role", "url", "action"),
    ),
)
