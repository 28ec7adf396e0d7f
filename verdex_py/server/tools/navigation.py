"""Going places: browser_navigate."""

from __future__ import annotations

from pydantic import Field

from verdex_py.policy import check_url
from verdex_py.server.page_report import report_page
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef


class NavigateArgs(RoleArgs):
    url: str = Field(description="Absolute URL to open (http, https; file: only with --allow-file-urls).")


async def navigate(ctx: ToolContext, args: NavigateArgs) -> None:
    url = check_url(args.url, ctx.settings)
    tab = await ctx.tab()
    await ctx.role.goto(tab, url)
    ctx.response.say(f"Navigated to {tab.page.url}")
    await report_page(ctx, tab)


TOOLS = (
    ToolDef(
        name="browser_navigate",
        title="Navigate to a URL",
        description="Open a URL in the role's active tab and return the page's snapshot with fresh refs.",
        args=NavigateArgs,
        handler=navigate,
        errors=("NAVIGATION_FAILED", "URL_BLOCKED", "MODAL_DIALOG_OPEN", *ROLE_LIKE_ERRORS),
        success_keys=("role", "url", "snapshot"),
    ),
)
