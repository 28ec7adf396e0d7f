"""Clearing what blocks the page: browser_handle_dialog, browser_file_upload."""

from __future__ import annotations

import asyncio
from pathlib import Path

from pydantic import Field

from verdex_py.browser.navigation import settle
from verdex_py.browser.playwright_errors import ActionContext, map_playwright_errors
from verdex_py.browser.tab import Tab
from verdex_py.errors import InvalidArgument
from verdex_py.server.page_report import report_page
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, Response, RoleArgs, ToolContext, ToolDef


class HandleDialogArgs(RoleArgs):
    accept: bool = Field(description="true to accept (OK), false to dismiss (Cancel).")
    prompt_text: str | None = Field(default=None, description="Text to answer a prompt() dialog with.")


class FileUploadArgs(RoleArgs):
    paths: list[str] = Field(
        default_factory=list,
        description="Files to choose, inside the --upload-dir folders (relative paths resolve there); empty cancels.",
    )


async def _after_modal(ctx: ToolContext, tab: Tab) -> None:
    """Let the action the modal interrupted finish, then show the page, unless the next modal
    opens first (a page that asks again blocks any snapshot): then the boundary names it."""
    report = asyncio.ensure_future(_settle_and_report(ctx, tab))
    next_modal = asyncio.ensure_future(tab.modal_event().wait())
    try:
        await asyncio.wait({report, next_modal}, return_when=asyncio.FIRST_COMPLETED)
    except asyncio.CancelledError:  # the call was cancelled: so is the action it was waiting for
        report.cancel()
        raise
    finally:
        next_modal.cancel()
    if report.done():
        report.result()
        return
    report.cancel()
    await asyncio.wait({report})
    ctx.response = Response(happened=ctx.response.happened)
    ctx.response.data.update(role=ctx.role.name, url=tab.page.url)


async def _settle_and_report(ctx: ToolContext, tab: Tab) -> None:
    pending, tab.pending_actions = tab.pending_actions, []
    if pending:
        await asyncio.wait(pending, timeout=ctx.settings.timeout_action_ms / 1000)
    await settle(tab, ctx.settings.timeout_navigation_ms)
    await report_page(ctx, tab)


async def handle_dialog(ctx: ToolContext, args: HandleDialogArgs) -> None:
    tab = await ctx.tab()
    dialog = tab.take_dialog()
    if dialog is None:
        ctx.response.say("No dialog was open; nothing to handle.")
        await _after_modal(ctx, tab)
        return
    if not args.accept:
        await dialog.dismiss()
    elif args.prompt_text is not None:
        await dialog.accept(args.prompt_text)
    else:
        await dialog.accept()
    ctx.response.say(f'{"Accepted" if args.accept else "Dismissed"} the {dialog.type} dialog "{dialog.message}".')
    ctx.response.data["dialog"] = {"type": dialog.type, "message": dialog.message, "accepted": args.accept}
    await _after_modal(ctx, tab)


def _confined(paths: list[str], roots: tuple[Path, ...], chooser_open: bool) -> list[Path]:
    """Resolve every path (symlinks and `..` included) and refuse any that lands outside the folders.

    No folder configured means no upload at all: a desktop client's working directory may be
    the home folder or `/`, so nothing is readable by default.
    """
    cancel = {"corrected_arguments": {"paths": []}} if chooser_open else {}
    if paths and not roots:
        raise InvalidArgument(
            "File uploads are off: the server was started without --upload-dir, so no file may be chosen. "
            "A human must restart it with --upload-dir FOLDER"
            + ("; meanwhile paths=[] cancels the open file chooser." if chooser_open else "."),
            field="paths",
            allowed_values=[],
            details={"option": "--upload-dir", "paths": paths},
            facts=cancel,
        )
    real_roots = [root.resolve() for root in roots]
    files = []
    for raw in paths:
        try:
            given = Path(raw).expanduser()
            candidates = [given] if given.is_absolute() else [root / given for root in real_roots]
            resolved = [c.resolve() for c in candidates]
            inside = [p for p in resolved if any(p.is_relative_to(root) for root in real_roots)]
            path = next((p for p in inside if p.is_file()), None)
        except (ValueError, RuntimeError, OSError) as exc:  # a NUL byte, ~unknown_user, a name too long
            raise InvalidArgument(
                f"{raw} is not a usable path: {exc}.", field="paths", details={"path": raw, "reason": str(exc)}
            ) from None
        if not inside:
            raise InvalidArgument(
                f"{raw} resolves to {resolved[0]}, outside the upload folders ({', '.join(map(str, real_roots))}).",
                field="paths",
                allowed_values=[str(r) for r in real_roots],
                details={"path": raw, "resolved": str(resolved[0]), "option": "--upload-dir"},
            )
        if path is None:
            raise InvalidArgument(f"{raw} is not a file in the upload folders.", field="paths", details={"path": raw})
        files.append(path)
    return files


async def file_upload(ctx: ToolContext, args: FileUploadArgs) -> None:
    tab = await ctx.tab()
    chooser_open = any(m.kind == "file_chooser" for m in tab.modals)
    files = _confined(args.paths, ctx.settings.upload_dirs, chooser_open)
    chooser = tab.take_file_chooser()
    if chooser is None:
        raise InvalidArgument(
            "No file chooser is open: click the page's file input (or upload button) first.",
            field="paths",
            details={"modals": [m.describe() for m in tab.modals]},
        )
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
