"""Page signals: browser_console_messages, browser_network_requests; and under `--caps devtools`
browser_emulate_media (the CSS media the page is shown with) and browser_highlight /
browser_hide_highlight (Playwright's overlay around an element: drawn over the page, never in it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from verdex_py.errors import CorrectionFacts, InvalidArgument, ModalDialogOpen
from verdex_py.server.tooling import (
    REF_DESCRIPTION,
    REF_LOOKUP_ERRORS,
    ROLE_LIKE_ERRORS,
    ElementArgs,
    RoleArgs,
    ToolContext,
    ToolDef,
)

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import Highlighted, Signals
    from verdex_py.browser.look.views import PageView

LEVELS = {"error": {"error"}, "warning": {"error", "warning"}, "info": {"error", "warning", "info", "log"}}
SHOWN = 100


class ConsoleArgs(RoleArgs):
    level: Literal["error", "warning", "info", "debug"] = Field(
        default="info", description="Lowest level to return (error < warning < info < debug)."
    )


class NetworkArgs(RoleArgs):
    filter: str | None = Field(default=None, description="Only requests whose URL contains this text.")


async def console_messages(ctx: ToolContext, args: ConsoleArgs) -> Signals:
    signals = await ctx.browser.console(ctx.call, LEVELS.get(args.level))
    entries = signals.entries
    shown, budget = [], ctx.settings.max_console_chars  # the newest that fit in --max-console-chars
    for entry in reversed(entries[-SHOWN:]):
        budget -= len(entry["text"]) + len(entry["level"]) + 4
        if budget < 0 and shown:
            break
        shown.insert(0, entry)
    ctx.response.data.update(
        role=signals.role, url=signals.url, messages=shown, total=len(entries), dropped=signals.dropped
    )
    lines = [f"[{e['level']}] {e['text']}" for e in shown]
    ctx.response.say(
        f"{len(entries)} console message(s) at level {args.level} or above{_shown(entries, signals.dropped)}"
        + (":\n" + "\n".join(lines) if lines else ".")
    )
    left = len(entries[-SHOWN:]) - len(shown)
    if left:
        ctx.response.data["left_out"] = left
        narrower = ' browser_console_messages(level="error") shows errors only.' if args.level != "error" else ""
        ctx.response.say(
            f"{left} older message(s) left out: an answer holds {ctx.settings.max_console_chars:,} characters "
            f"(--max-console-chars).{narrower}"
        )
    return signals


async def network_requests(ctx: ToolContext, args: NetworkArgs) -> Signals:
    signals = await ctx.browser.requests(ctx.call, args.filter)
    entries = signals.entries
    ctx.response.data.update(
        role=signals.role, url=signals.url, requests=entries[-SHOWN:], total=len(entries), dropped=signals.dropped
    )
    lines = [
        f"{e['index']}. {e['method']} {e['url']} => "
        + f"{e['status'] if e['status'] is not None else (e['failure'] or 'pending')}"
        for e in entries[-SHOWN:]
    ]
    ctx.response.say(
        f"{len(entries)} request(s){_shown(entries, signals.dropped)}" + (":\n" + "\n".join(lines) if lines else ".")
    )
    return signals


class EmulateMediaArgs(RoleArgs):
    media: Literal["screen", "print", "no-override"] | None = None
    color_scheme: Literal["light", "dark", "no-preference", "no-override"] | None = None
    reduced_motion: Literal["reduce", "no-preference", "no-override"] | None = None


async def emulate_media(ctx: ToolContext, args: EmulateMediaArgs) -> PageView:
    given = {k: v for k, v in args.model_dump(exclude={"role"}).items() if v is not None}
    if not given:
        raise InvalidArgument(
            "browser_emulate_media needs media, color_scheme or reduced_motion.",
            field="color_scheme",
            allowed_values=["light", "dark", "no-preference", "no-override"],
            facts=CorrectionFacts(None, ["color_scheme"]),
        )
    view = await ctx.browser.emulate_media(ctx.call, {k: "null" if v == "no-override" else v for k, v in given.items()})
    ctx.response.data["media"] = given
    ctx.response.say("The page is now shown with " + ", ".join(f"{k}={v}" for k, v in given.items()) + ".")
    return view


class HighlightArgs(ElementArgs):
    style: str | None = Field(default=None, description='Extra CSS of the overlay, e.g. "outline: 2px dashed red".')


class HideHighlightArgs(RoleArgs):
    ref: str | None = Field(default=None, description=REF_DESCRIPTION + " Absent: every highlight.")
    element: str | None = None


async def highlight(ctx: ToolContext, args: HighlightArgs) -> Highlighted:
    shown = await ctx.browser.highlight(ctx.call, args.ref, args.style, show=True)
    ctx.response.data.update(role=shown.role, url=shown.url, highlighted=shown.element)
    ctx.response.say(f"Highlighted {shown.element} [ref={args.ref}] until browser_hide_highlight.")
    return shown


async def hide_highlight(ctx: ToolContext, args: HideHighlightArgs) -> Highlighted:
    hidden = await ctx.browser.highlight(ctx.call, args.ref, None, show=False)
    ctx.response.data.update(role=hidden.role, url=hidden.url, hidden=hidden.element or "all")
    ctx.response.say(f"Hid the highlight of {hidden.element} [ref={args.ref}]." if args.ref else "Hid every highlight.")
    return hidden


def _shown(entries: list[object], dropped: int) -> str:
    """What of the buffer the answer leaves out: the older kept ones, and those the bound dropped."""
    parts = [f"the latest {SHOWN} shown"] if len(entries) > SHOWN else []
    parts += [f"… and {dropped} older dropped"] if dropped else []
    return f" ({'; '.join(parts)})" if parts else ""


TOOLS = (
    ToolDef(
        name="browser_console_messages",
        title="Console messages",
        description="Console messages and uncaught errors of the role's active page (the latest 500 are kept).",
        args=ConsoleArgs,
        handler=console_messages,
        errors=ROLE_LIKE_ERRORS,
        read_only=True,
        idempotent=True,
        success_keys=("role", "messages"),
        while_modal=True,
    ),
    ToolDef(
        name="browser_network_requests",
        title="Network requests",
        description="Requests made by the role's active page, with status or failure and the index "
        "browser_network_request takes (the latest 500 are kept).",
        args=NetworkArgs,
        handler=network_requests,
        errors=ROLE_LIKE_ERRORS,
        read_only=True,
        idempotent=True,
        success_keys=("role", "requests"),
        while_modal=True,
    ),
    ToolDef(
        name="browser_emulate_media",
        title="Emulate media",
        description="Show the page with a CSS media type, color scheme or reduced motion (no-override: the browser's).",
        args=EmulateMediaArgs,
        handler=emulate_media,
        errors=(InvalidArgument, ModalDialogOpen, *ROLE_LIKE_ERRORS),
        idempotent=True,
        capability="devtools",
        success_keys=("role", "media"),
    ),
    ToolDef(
        name="browser_highlight",
        title="Highlight element",
        description="Show a highlight overlay around an element (by ref) until hidden.",
        args=HighlightArgs,
        handler=highlight,
        errors=(*REF_LOOKUP_ERRORS, *ROLE_LIKE_ERRORS),
        read_only=True,
        idempotent=True,
        capability="devtools",
        success_keys=("role", "highlighted"),
    ),
    ToolDef(
        name="browser_hide_highlight",
        title="Hide highlight",
        description="Hide an element's highlight, or every highlight.",
        args=HideHighlightArgs,
        handler=hide_highlight,
        errors=(*REF_LOOKUP_ERRORS, *ROLE_LIKE_ERRORS),
        read_only=True,
        idempotent=True,
        capability="devtools",
        success_keys=("role", "hidden"),
    ),
)
