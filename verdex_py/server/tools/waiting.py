"""Waiting: browser_wait_for (text to appear, text to go, or a fixed time)."""

from __future__ import annotations

import asyncio
import time

from pydantic import Field, model_validator

from verdex_py.browser.playwright_errors import ActionContext, map_playwright_errors
from verdex_py.errors import ActionTimeout, InvalidArgument, ModalDialogOpen, TimeoutFacts
from verdex_py.server.page_report import report_page
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

MAX_WAIT_S = 60
TICK_S = 1.0  # progress notifications, and the granularity of a fixed wait


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


async def wait_for(ctx: ToolContext, args: WaitForArgs) -> None:
    tab = await ctx.tab()
    if args.time is not None:
        start = time.monotonic()
        while (elapsed := time.monotonic() - start) < args.time:
            await ctx.report_progress(elapsed, args.time, f"waited {elapsed:.1f}s of {args.time:g}s")
            await asyncio.sleep(min(TICK_S, args.time - elapsed))  # the agent asked for a fixed wait
        ctx.response.say(f"Waited {args.time:g} s.")
        await report_page(ctx, tab)
        return
    text = args.text if args.text is not None else args.text_gone
    state = "visible" if args.text is not None else "hidden"
    timeout_ms = args.timeout_ms or ctx.settings.timeout_navigation_ms
    condition = f"text {text!r} to {'appear' if state == 'visible' else 'disappear'}"
    waiter = asyncio.ensure_future(tab.page.get_by_text(text).first.wait_for(state=state, timeout=timeout_ms))
    start = time.monotonic()
    try:
        while not waiter.done():
            await asyncio.wait({waiter}, timeout=TICK_S)
            elapsed = time.monotonic() - start
            await ctx.report_progress(elapsed * 1000, timeout_ms, f"waiting for {condition}")
        with map_playwright_errors(ActionContext("wait_for", timeout_ms=timeout_ms)):
            waiter.result()
    except ActionTimeout as exc:
        raise ActionTimeout(
            f"Waited {timeout_ms} ms for {condition} on {tab.page.url}; it did not happen.",
            details={"waiting_for": condition, "timeout_ms": timeout_ms, "url": tab.page.url},
            facts=TimeoutFacts(ctx.retry_arguments()),
        ) from exc
    finally:
        waiter.cancel()  # the call ended otherwise (an error, a cancel, a shutdown): stop waiting in the page
    ctx.response.say(f"Waited {time.monotonic() - start:.1f} s for {condition}.")
    await report_page(ctx, tab)


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
