"""Waiting: browser_wait_for (text to appear, text to go, or a fixed time)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field, model_validator

from verdex_py.errors import ActionTimeout, InvalidArgument, ModalDialogOpen
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import Waited

MAX_WAIT_S = 60


class WaitForArgs(RoleArgs):
    text: str | None = Field(default=None, description="Wait until this text is visible.")
    text_gone: str | None = Field(default=None, description="Wait until this text is no longer visible.")
    time: float | None = Field(default=None, gt=0, le=MAX_WAIT_S, description="Just wait this many seconds.")
    timeout_ms: int | None = Field(
        default=None, ge=100, le=MAX_WAIT_S * 1000, description="Give up after this long (default: navigation timeout)."
    )

    @model_validator(mode="after")
    def _one_condition(self) -> WaitForArgs:
        if sum(x is not None for x in (self.text, self.text_gone, self.time)) != 1:
            raise InvalidArgument(
                "browser_wait_for needs exactly one of text, text_gone or time.",
                field="text",
                allowed_values=["text", "text_gone", "time"],
                details={"given": [k for k in ("text", "text_gone", "time") if getattr(self, k) is not None]},
            )
        return self


async def wait_for(ctx: ToolContext, args: WaitForArgs) -> Waited:
    if args.time is not None:
        waited = await ctx.browser.wait(ctx.call, seconds=args.time, progress=ctx.report_progress)
        ctx.response.say(f"Waited {args.time:g} s.")
        return waited
    text = args.text if args.text is not None else args.text_gone
    assert text is not None
    timeout_ms = args.timeout_ms or ctx.settings.timeout_navigation_ms
    waited = await ctx.browser.wait(
        ctx.call, text=text, gone=args.text is None, timeout_ms=timeout_ms, progress=ctx.report_progress
    )
    ctx.response.say(f"Waited {waited.seconds:.1f} s for {waited.condition}.")
    return waited


TOOLS = (
    ToolDef(
        name="browser_wait_for",
        title="Wait for",
        description=(
            "Wait until a text appears or disappears (ACTION_TIMEOUT names it if it never does), or for a fixed "
            "time. Sends progress notifications when the client asks for them."
        ),
        args=WaitForArgs,
        handler=wait_for,
        errors=(ActionTimeout, ModalDialogOpen, *ROLE_LIKE_ERRORS),
        read_only=True,
        idempotent=True,
        success_keys=("role", "url"),
    ),
)
