"""The vision capability (`--caps vision`), under playwright-mcp's names: the mouse at page coordinates
(CSS pixels of the viewport, as a screenshot shows them). Each answer is what the input changed."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from verdex_py.errors import ModalDialogOpen, NavigationFailed
from verdex_py.server import deferred
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import Acted
    from verdex_py.browser.calls.pointer_calls import Mouse

CAP = "vision"
Coord = Field(ge=-100_000, le=100_000)


class XYArgs(RoleArgs):
    x: float = Coord
    y: float = Coord


class ClickXYArgs(XYArgs):
    button: Literal["left", "right", "middle"] = "left"
    click_count: int = Field(default=1, ge=1, le=3)
    delay: float = Field(default=0, ge=0, le=5000, description="Milliseconds between down and up.")


class DragXYArgs(RoleArgs):
    start_x: float = Coord
    start_y: float = Coord
    end_x: float = Coord
    end_y: float = Coord


class ButtonArgs(RoleArgs):
    button: Literal["left", "right", "middle"] = "left"


class WheelArgs(RoleArgs):
    delta_x: float = Field(default=0, ge=-100_000, le=100_000)
    delta_y: float = Field(default=0, ge=-100_000, le=100_000)


async def _do(ctx: ToolContext, mouse: Mouse, sentence: str) -> Acted:
    acted = await ctx.browser.mouse(ctx.call, mouse)
    ctx.response.say(sentence)
    ctx.response.data["action"] = f"mouse_{mouse.kind}"
    return acted


async def click_xy(ctx: ToolContext, args: ClickXYArgs) -> Acted:
    mouse = deferred.Mouse(
        "click", args.x, args.y, button=args.button, click_count=args.click_count, delay_ms=args.delay
    )
    return await _do(ctx, mouse, f"Clicked ({args.x:g}, {args.y:g})")


async def move_xy(ctx: ToolContext, args: XYArgs) -> Acted:
    return await _do(ctx, deferred.Mouse("move", args.x, args.y), f"Moved the mouse to ({args.x:g}, {args.y:g})")


async def drag_xy(ctx: ToolContext, args: DragXYArgs) -> Acted:
    mouse = deferred.Mouse("drag", args.start_x, args.start_y, args.end_x, args.end_y)
    return await _do(
        ctx, mouse, f"Dragged from ({args.start_x:g}, {args.start_y:g}) to ({args.end_x:g}, {args.end_y:g})"
    )


async def down(ctx: ToolContext, args: ButtonArgs) -> Acted:
    return await _do(ctx, deferred.Mouse("down", button=args.button), f"Pressed the {args.button} mouse button")


async def up(ctx: ToolContext, args: ButtonArgs) -> Acted:
    return await _do(ctx, deferred.Mouse("up", button=args.button), f"Released the {args.button} mouse button")


async def wheel(ctx: ToolContext, args: WheelArgs) -> Acted:
    return await _do(
        ctx, deferred.Mouse("wheel", args.delta_x, args.delta_y), f"Scrolled by ({args.delta_x:g}, {args.delta_y:g})"
    )


_tool = partial(
    ToolDef,
    errors=(ModalDialogOpen, NavigationFailed, *ROLE_LIKE_ERRORS),
    destructive=True,
    capability=CAP,
    success_keys=("role", "url", "action"),
)


TOOLS = (
    _tool("browser_mouse_click_xy", "Click at coordinates", "Click at viewport coordinates.", ClickXYArgs, click_xy),
    _tool("browser_mouse_move_xy", "Move mouse", "Move the mouse to viewport coordinates.", XYArgs, move_xy),
    _tool(
        "browser_mouse_drag_xy", "Drag at coordinates", "Press, move and release the left button.", DragXYArgs, drag_xy
    ),
    _tool("browser_mouse_down", "Mouse down", "Press a mouse button where the mouse is.", ButtonArgs, down),
    _tool("browser_mouse_up", "Mouse up", "Release a mouse button where the mouse is.", ButtonArgs, up),
    _tool("browser_mouse_wheel", "Mouse wheel", "Scroll with the mouse wheel.", WheelArgs, wheel),
)
