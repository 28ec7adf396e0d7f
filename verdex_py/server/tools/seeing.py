"""Seeing: browser_take_screenshot, browser_find."""

from __future__ import annotations

import base64
from dataclasses import asdict
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from verdex_py.browser.page.find_bounds import SCROLL_SECONDS, SCROLL_STEPS
from verdex_py.errors import InvalidArgument, ModalDialogOpen
from verdex_py.refs import line_refs
from verdex_py.server.text_search import compile_pattern, matching_lines
from verdex_py.server.tooling import REF_LOOKUP_ERRORS, ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import PageText, Shot

MAX_FIND_LINES = 50


class ScreenshotArgs(RoleArgs):
    ref: str | None = Field(default=None, description="Only this element (ref from the latest snapshot).")
    full_page: bool = Field(default=False, description="The whole scrollable page instead of the viewport.")
    type: Literal["png", "jpeg"] = Field(default="png", description="Image format.")


class FindArgs(RoleArgs):
    text: str | None = Field(default=None, description="Case-insensitive text to look for in the snapshot.")
    regex: str | None = Field(
        default=None, description="Python regular expression to match snapshot lines (runs at most 1 s)."
    )


async def take_screenshot(ctx: ToolContext, args: ScreenshotArgs) -> Shot:
    if args.ref and args.full_page:
        raise InvalidArgument("full_page cannot be combined with ref.", field="full_page", suggested_value=False)
    shot = await ctx.browser.screenshot(ctx.call, args.ref, full_page=args.full_page, image_type=args.type)
    if shot.element is not None:
        what = f"{args.ref} ({shot.element})"
    else:
        what = "the full page" if args.full_page else "the viewport"
    mime = f"image/{args.type}"
    ctx.response.images.append((base64.b64encode(shot.data).decode("ascii"), mime))
    ctx.response.say(f"Screenshot of {what} ({len(shot.data):,} bytes, {mime}).")
    ctx.response.show_page(shot.url, shot.role)
    ctx.response.data.update(mime_type=mime, bytes=len(shot.data))
    return shot


async def find(ctx: ToolContext, args: FindArgs) -> PageText:
    if (args.text is None) == (args.regex is None):
        raise InvalidArgument(
            "browser_find needs exactly one of text or regex.", field="text", allowed_values=["text", "regex"]
        )
    pattern = compile_pattern(args.text, args.regex)

    async def search(text: str) -> list[str]:
        return await matching_lines(pattern, text)  # bounded in time, off the event loop

    # text is also looked for in what a scroll step shows (cheap); a regex may match snapshot syntax
    page = await ctx.browser.page_text(ctx.call, search, by_shown_text=args.text is not None)
    hits = page.hits
    refs = line_refs("\n".join(hits))
    shown = hits[:MAX_FIND_LINES]
    ctx.response.data.update(role=page.role, url=page.url, matches=shown, refs=refs, total=len(hits))
    scrolled = ""
    if page.scrolled is not None:
        scrolled = f" (not in the page as rendered: {page.scrolled.describe()})"
        ctx.response.data.update(scrolled=asdict(page.scrolled))
    ctx.response.say(
        f"{len(hits)} matching line(s) on {page.url}{scrolled}"
        + (f" (first {MAX_FIND_LINES} shown)" if len(hits) > MAX_FIND_LINES else "")
        + (":\n" + "\n".join(shown) if shown else ".")
    )
    return page


TOOLS = (
    ToolDef(
        name="browser_take_screenshot",
        title="Screenshot",
        description="Screenshot of the viewport, the full page or one element; for looking, not for acting (use refs).",
        args=ScreenshotArgs,
        handler=take_screenshot,
        errors=(*REF_LOOKUP_ERRORS, *ROLE_LIKE_ERRORS),
        read_only=True,
        success_keys=("role", "url", "mime_type"),
    ),
    ToolDef(
        name="browser_find",
        title="Find in page",
        description=(
            "Find snapshot lines matching a text or regex, with their refs: a cheap way to locate one element "
            "on a big page without reading the whole snapshot. Not found: scrolls the page's scrolling lists and "
            f"feeds to look (at most {SCROLL_STEPS} steps / {SCROLL_SECONDS:.0f} s; "
            "left there if found, else scrolled back)."
        ),
        args=FindArgs,
        handler=find,
        errors=(ModalDialogOpen, *ROLE_LIKE_ERRORS),
        read_only=True,
        idempotent=True,
        success_keys=("role", "matches"),
    ),
)
