"""Seeing the page: browser_snapshot."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from verdex_py.errors import ModalDialogOpen, UnknownRef
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.look.views import PageView


class SnapshotArgs(RoleArgs):
    ref: str | None = Field(default=None, description="Only show this element and its descendants (e.g. e12).")
    depth: int | None = Field(default=None, ge=0, le=100, description="Only show nodes this many levels deep.")
    max_chars: int | None = Field(default=None, ge=200, le=1_000_000, description="Cut the snapshot at this size.")


async def snapshot(ctx: ToolContext, args: SnapshotArgs) -> PageView:
    return await ctx.browser.look(ctx.call, scope_ref=args.ref, depth=args.depth, max_chars=args.max_chars)


TOOLS = (
    ToolDef(
        name="browser_snapshot",
        title="Page snapshot",
        description=(
            "Accessibility snapshot of the role's active page with [ref=eN] / [ref=fKeN] refs for other tools, "
            "plus warnings about anything missing (frames, auth, truncation). Prefer it to screenshots."
        ),
        args=SnapshotArgs,
        handler=snapshot,
        errors=(UnknownRef, ModalDialogOpen, *ROLE_LIKE_ERRORS),
        read_only=True,
        idempotent=True,
        success_keys=("role", "url", "snapshot"),
    ),
)
