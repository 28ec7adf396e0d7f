"""Acting on the page: browser_click, browser_type, browser_hover, browser_drag, browser_press_key.

Each tool describes its operation as data (`browser/input/operations.py`), makes one facade call
and returns the `Acted` it answers with; the sentence that says what was done is the tool's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from verdex_py.errors import InvalidArgument, ModalDialogOpen, NavigationFailed
from verdex_py.errors.fixes import Fix
from verdex_py.server import deferred
from verdex_py.server.page_report import plan_fix
from verdex_py.server.tooling import ACTION_ERRORS, ROLE_LIKE_ERRORS, ElementArgs, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import Acted
    from verdex_py.browser.input.operations import Operation
    from verdex_py.browser.input.readback import ValueNote


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


class DragArgs(RoleArgs):
    start_ref: str = Field(description="Ref of the element to drag.")
    end_ref: str = Field(description="Ref of the element to drop it on.")
    start_element: str | None = None
    end_element: str | None = None


class PressKeyArgs(RoleArgs):
    key: str = Field(description="Key or chord to press on the focused element, e.g. Enter, ArrowDown, Control+A.")


async def act_and_say(
    ctx: ToolContext, ref: str, operation: Operation, sentence: Callable[[str, list[ValueNote]], str]
) -> Acted:
    """One facade call; then the tool's sentence (given the element's label and what the read-back
    noted about it) and the element acted on."""
    acted = await ctx.browser.act(ctx.call, ref, operation)
    assert acted.entry is not None
    ctx.response.say(sentence(acted.entry.label(), acted.notes))
    ctx.response.data.update(action=operation.action, ref=ref, element=acted.entry.describe())
    return acted


async def click(ctx: ToolContext, args: ClickArgs) -> Acted:
    verb = "Double-clicked" if args.double_click else "Clicked"
    operation = deferred.operations.Click(args.button, tuple(args.modifiers), args.double_click)
    return await act_and_say(ctx, args.ref, operation, lambda label, _: f"{verb} {args.ref} ({label})")


async def type_text(ctx: ToolContext, args: TypeArgs) -> Acted:
    """Never "Typed" alone when the field holds something else: the sentence says what it holds."""
    submitted = " and pressed Enter" if args.submit else ""

    def sentence(label: str, notes: list[ValueNote]) -> str:
        held = "".join(held_clause(n) for n in notes)
        if any(n.reason == "picked" for n in notes):  # nothing was typed: a picker's popup or sections set it
            return f"Set {args.ref} ({label}){submitted}{held}"
        converted = next((n for n in notes if n.reason == "converted"), None)
        what = f'"{converted.holds}"' if converted else f"{len(args.text)} characters"
        return f"Typed {what} into {args.ref} ({label}){submitted}{held}"

    acted = await act_and_say(
        ctx, args.ref, deferred.operations.Fill(args.text, slowly=args.slowly, submit=args.submit), sentence
    )
    if acted.notes:
        ctx.response.data["holds"] = acted.notes[-1].holds
    for note in acted.notes:  # a value the page will refuse: the call that puts one it takes
        if note.fits is not None:
            plan_fix(ctx, Fix("fill", f"type a value the field accepts ({note.why})", args.ref, note.fits))
    return acted


def held_clause(note: ValueNote) -> str:
    """What the element holds, after the sentence that says what was done to it."""
    if note.reason == "converted":
        return f' ("{note.sent}" {note.why})'
    if note.reason in ("invalid", "unverified", "segments"):
        return f"; {note.why}"
    return f'; it holds "{note.holds}": {note.why}'


async def hover(ctx: ToolContext, args: HoverArgs) -> Acted:
    return await act_and_say(
        ctx, args.ref, deferred.operations.Hover(), lambda label, _: f"Hovered over {args.ref} ({label})"
    )


async def drag(ctx: ToolContext, args: DragArgs) -> Acted:
    acted = await ctx.browser.drag(ctx.call, args.start_ref, args.end_ref)
    assert acted.entry is not None
    ctx.response.say(f"Dragged {args.start_ref} ({acted.entry.label()}) onto {args.end_ref}")
    ctx.response.data.update(action="drag", ref=args.start_ref, element=acted.entry.describe())
    return acted


async def press_key(ctx: ToolContext, args: PressKeyArgs) -> Acted:
    acted = await ctx.browser.press_key(ctx.call, args.key)
    ctx.response.say(f"Pressed {args.key}")
    return acted


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
        name="browser_drag",
        title="Drag and drop",
        description="Drag an element onto another (HTML5 drag and drop, sortable lists); returns what changed.",
        args=DragArgs,
        handler=drag,
        errors=(*ACTION_ERRORS, *ROLE_LIKE_ERRORS),
        destructive=True,
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
