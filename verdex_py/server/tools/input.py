"""Acting on the page: browser_click, browser_type, browser_hover, browser_press_key."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Literal

from playwright.async_api import Locator
from pydantic import Field

from verdex_py.errors import InvalidArgument, ModalDialogOpen, NavigationFailed
from verdex_py.errors.translate import ActionContext
from verdex_py.server.element_action import act_on_element, perform
from verdex_py.server.tooling import ACTION_ERRORS, ROLE_LIKE_ERRORS, ElementArgs, RoleArgs, ToolContext, ToolDef


class ClickArgs(ElementArgs):
    double_click: bool = Field(default=False, description="Double-click instead of a single click.")
    button: Literal["left", "right", "middle"] = Field(default="left", description="Mouse button.")
    modifiers: list[Literal["Alt", "Control", "ControlOrMeta", "Meta", "Shift"]] = Field(
        default_factory=list, description="Keys held during the click."
    )


class TypeArgs(ElementArgs):
    text: str = Field(description="Text to enter; replaces the field's current value.")
    submit: bool = Field(default=False, description="Press Enter afterwards.")
    slowly: bool = Field(default=False, description="Type one key at a time (fires key handlers) instead of filling.")


class HoverArgs(ElementArgs):
    pass


class PressKeyArgs(RoleArgs):
    key: str = Field(description="Key or chord to press on the focused element, e.g. Enter, ArrowDown, Control+A.")


async def click(ctx: ToolContext, args: ClickArgs) -> None:
    options = {"button": args.button, "modifiers": args.modifiers}

    def operation(locator: Locator, timeout: float) -> Awaitable[None]:
        method = locator.dblclick if args.double_click else locator.click
        return method(**options, timeout=timeout)

    verb = "Double-clicked" if args.double_click else "Clicked"
    await act_on_element(ctx, args.ref, "click", operation, lambda e: f"{verb} {args.ref} ({e.label()})")


async def type_text(ctx: ToolContext, args: TypeArgs) -> None:
    async def operation(locator: Locator, timeout: float) -> None:
        if args.slowly:
            await locator.fill("", timeout=timeout)
            await locator.press_sequentially(args.text, timeout=timeout)
        else:
            await locator.fill(args.text, timeout=timeout)
        if args.submit:
            await locator.press("Enter", timeout=timeout)

    submitted = " and pressed Enter" if args.submit else ""
    await act_on_element(
        ctx,
        args.ref,
        "type",
        operation,
        lambda e: f"Typed {len(args.text)} characters into {args.ref} ({e.label()}){submitted}",
        needs_editable=True,
    )


async def hover(ctx: ToolContext, args: HoverArgs) -> None:
    await act_on_element(
        ctx,
        args.ref,
        "hover",
        lambda loc, timeout: loc.hover(timeout=timeout),
        lambda e: f"Hovered over {args.ref} ({e.label()})",
    )


async def press_key(ctx: ToolContext, args: PressKeyArgs) -> None:
    tab = await ctx.tab()
    actx = ActionContext("press_key", timeout_ms=ctx.settings.timeout_action_ms, retry_arguments={"key": args.key})
    await perform(ctx, tab, f"Pressed {args.key}", tab.page.keyboard.press(args.key), actx)


TOOLS = (
    ToolDef(
        name="browser_click",
        title="Click",
        description="Click an element by its ref from the latest snapshot; returns what the click changed on the page.",
        args=ClickArgs,
        handler=click,
        errors=(*ACTION_ERRORS, *ROLE_LIKE_ERRORS),
        destructive=True,
        success_keys=("role", "url", "action"),
    ),
    ToolDef(
        name="browser_type",
        title="Type text",
        description="Type text into an editable element (textbox, searchbox, contenteditable) by its ref.",
        args=TypeArgs,
        handler=type_text,
        errors=(*ACTION_ERRORS, *ROLE_LIKE_ERRORS),
        destructive=True,
        success_keys=("role", "url", "action"),
    ),
    ToolDef(
        name="browser_hover",
        title="Hover",
        description="Move the mouse over an element by its ref (menus, tooltips); returns what that changed.",
        args=HoverArgs,
        handler=hover,
        errors=(*ACTION_ERRORS, *ROLE_LIKE_ERRORS),
        success_keys=("role", "url", "action"),
    ),
    ToolDef(
        name="browser_press_key",
        title="Press a key",
        description="Press a key or chord (Enter, Escape, ArrowDown, Control+A) on whatever has focus.",
        args=PressKeyArgs,
        handler=press_key,
        errors=(InvalidArgument, ModalDialogOpen, NavigationFailed, *ROLE_LIKE_ERRORS),
        destructive=True,
        success_keys=("role", "url"),
    ),
)
