"""How a tool is declared, and the response builder its handler writes into.

A tool is data (name, title, description, argument model, hints, the error codes it can
return) plus one async handler `(ctx, args) -> None` that writes into `ctx.response`.
The boundary in `app.py` does everything else: validation, role lookup and locking,
timeouts, error formatting, logging.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from verdex_py.browser.actions import check_modal
from verdex_py.browser.roles import RoleRuntime
from verdex_py.browser.session import BrowserSession
from verdex_py.browser.snapshot import Snapshot
from verdex_py.browser.tab import Tab
from verdex_py.config import Settings
from verdex_py.errors import AuthenticationFailed


class Args(BaseModel):
    """Base of every tool's arguments: unknown arguments are refused, not ignored."""

    model_config = ConfigDict(extra="forbid")


class RoleArgs(Args):
    role: str | None = Field(
        default=None, description="Role to act as; defaults to the session's current role (see list_roles)."
    )


# Error codes shared by families of tools (each tool's declared codes are built from these).
REF_LOOKUP_ERRORS = ("UNKNOWN_REF", "STALE_REF", "NO_SNAPSHOT", "FRAME_DETACHED", "MODAL_DIALOG_OPEN")
ACTION_ERRORS = (*REF_LOOKUP_ERRORS, "ELEMENT_NOT_INTERACTABLE", "NAVIGATION_FAILED")
ROLE_LIKE_ERRORS = (
    "INVALID_ARGUMENT",
    "UNKNOWN_ROLE",
    "AUTHENTICATION_FAILED",
    "BROWSER_UNAVAILABLE",
    "PAGE_CLOSED",
    "PAGE_UNRESPONSIVE",
    "ACTION_TIMEOUT",
    "INTERNAL_ERROR",
)


@dataclass(frozen=True)
class ToolDef:
    name: str
    title: str
    description: str
    args: type[Args]
    handler: Callable[[ToolContext, Any], Awaitable[None]]
    errors: tuple[str, ...]
    read_only: bool = False
    destructive: bool = False
    idempotent: bool = False
    open_world: bool = True
    uses_role: bool = True  # acquire the role's lock and pass its runtime
    capability: str | None = None  # published only when this is in --caps
    success_keys: tuple[str, ...] = ("role",)

    def error_codes(self) -> tuple[str, ...]:
        """Declared codes, plus those every tool can return (bad arguments, bugs), without repeats."""
        return tuple(dict.fromkeys((*self.errors, "INVALID_ARGUMENT", "INTERNAL_ERROR")))

    def full_description(self) -> str:
        """What the model reads: the description, then under `## Errors` the codes that set this tool
        apart. The codes every tool shares (ROLE_LIKE_ERRORS) are named once, in the server
        instructions, rather than on every tool of every turn; `_meta` and docs/TOOLS.md list all."""
        own = [code for code in self.error_codes() if code not in ROLE_LIKE_ERRORS]
        return f"{self.description}\n\n## Errors\n{', '.join(own) if own else 'the shared ones'}"


@dataclass
class Response:
    """Facts for the model, gathered in any order, rendered in the contract's order."""

    happened: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
    page: dict[str, str] | None = None
    snapshot: Snapshot | None = None
    warnings: list[str] = field(default_factory=list)
    warning_data: dict[str, Any] = field(default_factory=dict)
    images: list[tuple[str, str]] = field(default_factory=list)  # (base64 data, MIME type)

    def say(self, line: str) -> None:
        self.happened.append(line)

    def warn(self, line: str, **data: Any) -> None:
        self.warnings.append(line)
        for key, value in data.items():
            if isinstance(value, list):
                self.warning_data.setdefault(key, []).extend(value)
            elif isinstance(value, bool):
                self.warning_data[key] = self.warning_data.get(key, False) or value
            else:
                self.warning_data[key] = value

    def text(self) -> str:
        parts = ["\n".join(self.happened)] if self.happened else []
        if self.page:
            parts.append("\n".join(f"- {k}: {v}" for k, v in self.page.items()))
        snap = self.snapshot
        if snap is not None and snap.mode in ("unchanged", "region", "diff") and not snap.text.strip():
            # Never an empty block: say that nothing is left to show, and where to look.
            parts.append("Nothing on the page changed that a snapshot shows (browser_snapshot shows all of it).")
        elif snap is not None and snap.mode == "unchanged":
            parts.append(
                "Nothing else changed on the page (browser_snapshot shows all of it); the element now:\n"
                f"```yaml\n{snap.text}\n```"
            )
        elif snap is not None and snap.mode == "region":
            parts.append(
                f"The part of the page that changed (browser_snapshot shows all of it):\n```yaml\n{snap.text}\n```"
            )
        elif snap is not None and snap.mode == "diff":
            parts.append(
                f"Changes since your last snapshot (browser_snapshot shows the whole page):\n```yaml\n{snap.text}\n```"
            )
        elif snap is not None:
            body = snap.text or "# the page is empty: call browser_navigate to open one"
            parts.append(f"Snapshot:\n```yaml\n{body}\n```")
        if self.warnings:
            parts.append("⚠️ Warnings:\n" + "\n".join(f"- {w}" for w in self.warnings))
        elif not parts:
            parts.append(json.dumps(self.data, ensure_ascii=False))
        return "\n\n".join(parts)

    def structured(self) -> dict[str, Any]:
        out = dict(self.data)
        if self.snapshot is not None:
            out.update(
                snapshot=self.snapshot.text,
                element_count=self.snapshot.element_count,
                truncated=self.snapshot.truncated,
            )
        if self.page is not None or self.snapshot is not None:
            out["warnings"] = self._warnings_block()
        return out

    def _warnings_block(self) -> dict[str, Any] | None:
        if not self.warnings:
            return None
        return {
            "inaccessible_frames": self.warning_data.get("inaccessible_frames", []),
            "auth_status": self.warning_data.get("auth_status"),
            "partial_content": bool(self.warning_data.get("partial_content", False)),
            "details": list(self.warnings),
        }


@dataclass
class ToolContext:
    session: BrowserSession
    settings: Settings
    request_id: str
    response: Response
    runtime: RoleRuntime | None = None
    arguments: dict[str, Any] = field(default_factory=dict)
    # Sends notifications/progress when the client asked for them (a no-op otherwise).
    progress: Callable[[float, float | None, str | None], Awaitable[None]] | None = None

    async def report_progress(self, done: float, total: float | None, message: str) -> None:
        if self.progress is not None:
            await self.progress(done, total, message)

    @property
    def role(self) -> RoleRuntime:
        assert self.runtime is not None, "tool declared uses_role=False but asked for its role"
        return self.runtime

    async def tab(self, *, allow_modal: bool = False) -> Tab:
        """The role's active tab; refuses (MODAL_DIALOG_OPEN) while a dialog blocks it."""
        try:
            tab = await self.role.tab()
        except AuthenticationFailed as exc:
            exc.facts.setdefault("alternative_role", self.session.usable_role(besides=self.role.name))
            raise
        if not allow_modal:
            check_modal(tab)
        return tab
