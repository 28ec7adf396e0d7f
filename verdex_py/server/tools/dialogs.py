"""Clearing what blocks the page: browser_handle_dialog."""

from __future__ import annotations

import asyncio

from pydantic import Field

from verdex_py.browser.actions import settle
from verdex_py.server.page_report import report_page
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef


class HandleDialogArgs(RoleArgs):
    accept: bool = Field(description="true to accept (OK), false to dismiss (Cancel).")
    prompt_text: str | None = Field(default=None, description="Text to answer a prompt() dialog with.")


async def handle_dialog(ctx: ToolContext, args: HandleDialogArgs) -> None:
    tab = await ctx.tab(allow_modal=True)
    if not tab.dialogs:
        ctx.response.say("No dialog was open; nothing to handle.")
        await report_page(ctx, tab)
        return
    dialog = tab.dialogs.pop(0)
    if args.accept:
        await dialog.accept(args.prompt_text) if args.prompt_text is not None else await dialog.accept()
    else:
        await dialog.dismiss()
    ctx.response.say(f'{"Accepted" if args.accept else "Dismissed"} the {dialog.type} dialog "{dialog.message}".')
    ctx.response.data["dialog"] = {"type": dialog.type, "message": dialog.message, "accepted": args.accept}
    if tab.dialogs:  # another dialog followed at once
        ctx.response.data.update(role=ctx.role.name, url=tab.page.url)
        ctx.response.warn(f'Another {tab.dialogs[0].type} dialog is open: "{tab.dialogs[0].message}".')
        return
    pending, tab.pending_actions = tab.pending_actions, []
    if pending:  # the action that opened the dialog can finish now
        await asyncio.wait(pending, timeout=ctx.settings.timeout_action_ms / 1000)
    await settle(tab, ctx.settings.timeout_navigation_ms)
    await report_page(ctx, tab)


TOOLS = (
    ToolDef(
        name="browser_handle_dialog",
        title="Handle a dialog",
        description="Accept or dismiss the JavaScript dialog (alert, confirm, prompt) that blocks the role's page.",
        args=HandleDialogArgs,
        handler=handle_dialog,
        errors=ROLE_LIKE_ERRORS,
        destructive=True,
        success_keys=("role", "url"),
    ),
)
