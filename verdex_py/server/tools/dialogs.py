"""Clearing what blocks the page: browser_handle_dialog, browser_file_upload."""

from __future__ import annotations

import asyncio
from pathlib import Path

from playwright.async_api import Dialog, FileChooser
from pydantic import Field

from verdex_py.browser.navigation import settle
from verdex_py.browser.tab import Tab
from verdex_py.errors import InvalidArgument
from verdex_py.errors.translate import ActionContext, map_playwright_errors
from verdex_py.server.page_report import report_page
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef


class HandleDialogArgs(RoleArgs):
    accept: bool = Field(description="true to accept (OK), false to dismiss (Cancel).")
    prompt_text: str | None = Field(default=None, description="Text to answer a prompt() dialog with.")


class FileUploadArgs(RoleArgs):
    paths: list[str] = Field(
        default_factory=list,
        description="Absolute paths of the files to choose, inside the upload folders; empty cancels the chooser.",
    )


async def _after_modal(ctx: ToolContext, tab: Tab) -> None:
    """Let the action the modal interrupted finish, then show the page (or the next modal)."""
    if tab.modals:  # the next one is already open: the boundary names it
        ctx.response.data.update(role=ctx.role.name, url=tab.page.url)
        return
    pending, tab.pending_actions = tab.pending_actions, []
    if pending:
        await asyncio.wait(pending, timeout=ctx.settings.timeout_action_ms / 1000)
    await settle(tab, ctx.settings.timeout_navigation_ms)
    await report_page(ctx, tab)


async def handle_dialog(ctx: ToolContext, args: HandleDialogArgs) -> None:
    tab = await ctx.tab(allow_modal=True)
    modal = tab.take_modal("dialog")
    if modal is None:
        ctx.response.say("No dialog was open; nothing to handle.")
        await _after_modal(ctx, tab)
        return
    dialog: Dialog = modal.handle  # type: ignore[assignment]
    if not args.accept:
        await dialog.dismiss()
    elif args.prompt_text is not None:
        await dialog.accept(args.prompt_text)
    else:
        await dialog.accept()
    ctx.response.say(f'{"Accepted" if args.accept else "Dismissed"} the {dialog.type} dialog "{dialog.message}".')
    ctx.response.data["dialog"] = {"type": dialog.type, "message": dialog.message, "accepted": args.accept}
    await _after_modal(ctx, tab)


def _confined(paths: list[str], roots: tuple[Path, ...]) -> list[Path]:
    files = []
    for raw in paths:
        path = Path(raw).expanduser().resolve()
        if not any(path.is_relative_to(root) for root in roots):
            raise InvalidArgument(
                f"{raw} is outside the upload folders ({', '.join(map(str, roots))}).",
                field="paths",
                allowed_values=[str(r) for r in roots],
                details={"path": raw},
            )
        if not path.is_file():
            raise InvalidArgument(f"{raw} is not a file.", field="paths", details={"path": raw})
        files.append(path)
    return files


async def file_upload(ctx: ToolContext, args: FileUploadArgs) -> None:
    tab = await ctx.tab(allow_modal=True)
    files = _confined(args.paths, ctx.settings.upload_dirs)
    modal = tab.take_modal("file_chooser")
    if modal is None:
        raise InvalidArgument(
            "No file chooser is open: click the page's file input (or upload button) first.",
            field="paths",
            details={"modals": [m.describe() for m in tab.modals]},
        )
    chooser: FileChooser = modal.handle  # type: ignore[assignment]
    with map_playwright_errors(ActionContext("upload", timeout_ms=ctx.settings.timeout_action_ms)):
        await chooser.set_files(files)
    names = ", ".join(p.name for p in files) or "nothing (cancelled)"
    ctx.response.say(f"Chose {names} in the file chooser.")
    ctx.response.data["files"] = [p.name for p in files]
    await _after_modal(ctx, tab)


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
    ToolDef(
        name="browser_file_upload",
        title="Upload files",
        description=(
            "Answer the open file chooser with files from the configured upload folders (--upload-dir); "
            "an empty list cancels it."
        ),
        args=FileUploadArgs,
        handler=file_upload,
        errors=ROLE_LIKE_ERRORS,
        destructive=True,
        success_keys=("role", "url"),
    ),
)
