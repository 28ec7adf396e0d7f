"""Clearing what blocks the page: browser_handle_dialog, browser_file_upload."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import Answered


class HandleDialogArgs(RoleArgs):
    accept: bool = Field(description="true to accept (OK), false to dismiss (Cancel).")
    prompt_text: str | None = Field(default=None, description="Text to answer a prompt() dialog with.")


class FileUploadArgs(RoleArgs):
    paths: list[str] = Field(
        default_factory=list,
        description="Files to choose, inside the --upload-dir folders (relative paths resolve there); empty cancels.",
    )


def _after(ctx: ToolContext, answered: Answered, data: dict[str, object]) -> Answered:
    """The page after the interrupted action, or (the next modal opened first) only where it is:
    the boundary then names that modal."""
    if answered.view is None:
        ctx.response.data.update(role=answered.role, url=answered.url)
    else:
        ctx.response.data.update(data)
    return answered


async def handle_dialog(ctx: ToolContext, args: HandleDialogArgs) -> Answered:
    answered = await ctx.browser.answer_dialog(ctx.call, args.accept, args.prompt_text)
    dialog = answered.dialog
    if dialog is None:
        ctx.response.say("No dialog was open; nothing to handle.")
        return _after(ctx, answered, {})
    ctx.response.say(f'{"Accepted" if args.accept else "Dismissed"} the {dialog["type"]} dialog "{dialog["message"]}".')
    return _after(ctx, answered, {"dialog": dialog})


async def file_upload(ctx: ToolContext, args: FileUploadArgs) -> Answered:
    answered = await ctx.browser.choose_files(ctx.call, args.paths, ctx.settings.upload_dirs)
    files = answered.files or []
    ctx.response.say(f"Chose {', '.join(files) or 'nothing (cancelled)'} in the file chooser.")
    for note in answered.notes:  # the input does not hold them: said here, and warned about
        ctx.response.say(f"The file input holds {note.holds} now.")
    return _after(ctx, answered, {"files": files})


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
        while_modal=True,
    ),
    ToolDef(
        name="browser_file_upload",
        title="Upload files",
        description=(
            "Answer the open file chooser with files from the --upload-dir folders (none configured: only "
            "cancelling works); an empty list cancels it."
        ),
        args=FileUploadArgs,
        handler=file_upload,
        errors=ROLE_LIKE_ERRORS,
        destructive=True,
        success_keys=("role", "url"),
        while_modal=True,
    ),
)
