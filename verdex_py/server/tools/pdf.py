"""The pdf capability (`--caps pdf`): browser_pdf_save, the page printed to a PDF in the output folder."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import Field

from verdex_py import outputs
from verdex_py.errors import ModalDialogOpen
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import Saved


class PdfArgs(RoleArgs):
    filename: str | None = Field(default=None, description="File in the output folder; default page-<time>.pdf.")


async def pdf_save(ctx: ToolContext, args: PdfArgs) -> Saved:
    name = args.filename or outputs.stamped("page", ".pdf")
    path = outputs.resolve(ctx.settings, name, field="filename", arguments=ctx.retry_arguments())
    saved = await ctx.browser.pdf(ctx.call, path)
    shown = outputs.shown(Path(saved.path))
    ctx.response.data.update(role=saved.role, url=saved.url, file=shown, size=saved.size)
    ctx.response.say(
        f"Saved {saved.url} as PDF: {shown} ({saved.size:,} bytes).{outputs.renamed(path, Path(saved.path))}"
    )
    return saved


TOOLS = (
    ToolDef(
        name="browser_pdf_save",
        title="Save as PDF",
        description="Print the page to a PDF file in the output folder.",
        args=PdfArgs,
        handler=pdf_save,
        errors=(ModalDialogOpen, *ROLE_LIKE_ERRORS),
        read_only=True,
        capability="pdf",
        success_keys=("role", "file"),
    ),
)
