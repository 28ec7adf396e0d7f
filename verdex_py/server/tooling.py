"""How a tool is declared, and the response builder its handler writes into.

A tool is data (name, title, description, argument model, hints, the errors it can
return, whether it works while a dialog blocks the page) plus one async handler
`(ctx, args) -> None` that writes into `ctx.response`. The boundary in `app.py` does
everything else: validation, role lookup and locking, timeouts, error formatting, logging.
The Response renders the facts the browser layer answers with (`PageView`) into the
contract's sections.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from verdex_py.config import Settings
from verdex_py.errors import (
    ActionTimeout,
    AuthenticationFailed,
    BrowserUnavailable,
    ElementNotInteractable,
    FrameDetached,
    InternalError,
    InvalidArgument,
    ModalDialogOpen,
    NavigationFailed,
    NoSnapshot,
    PageClosed,
    PageUnresponsive,
    StaleRef,
    UnknownRef,
    UnknownRole,
    VerdexError,
)
from verdex_py.server import deferred

if TYPE_CHECKING:
    from verdex_py.browser.calls.call import Call
    from verdex_py.browser.calls.facade import Browser
    from verdex_py.browser.look.views import PageView

REF_DESCRIPTION = "Exact ref of the element from the latest snapshot, e.g. e5 or f1e3."


class Args(BaseModel):
    """Base of every tool's arguments: unknown arguments are refused, not ignored.

    `defer_build`: a model's validator and schema are built when first used (tools/list, a call), so
    the tools of a --caps group that is off cost nothing at start."""

    model_config = ConfigDict(extra="forbid", defer_build=True)


class RoleArgs(Args):
    role: str | None = Field(
        default=None, description="Role to act as; defaults to the session's current role (see list_roles)."
    )


class ElementArgs(RoleArgs):
    """Arguments of a tool that acts on one element: its ref, and what the agent meant by it."""

    ref: str = Field(description=REF_DESCRIPTION)
    # Logged with the call (app.py), so a log line says what the ref was meant to hit.
    element: str | None = Field(default=None, description="Human-readable description of the element, for logs.")


Errors = tuple[type[VerdexError], ...]
# Errors shared by families of tools (each tool's declared codes are built from these).
REF_LOOKUP_ERRORS: Errors = (UnknownRef, StaleRef, NoSnapshot, FrameDetached, ModalDialogOpen)
ACTION_ERRORS: Errors = (*REF_LOOKUP_ERRORS, ElementNotInteractable, NavigationFailed)
ROLE_LIKE_ERRORS: Errors = (
    InvalidArgument,
    UnknownRole,
    AuthenticationFailed,
    BrowserUnavailable,
    PageClosed,
    PageUnresponsive,
    ActionTimeout,
    InternalError,
)


@dataclass(frozen=True)
class ToolDef:
    name: str
    title: str
    description: str
    args: type[Args]
    # Returns the typed value its facade call answered with (the boundary renders it), or None.
    handler: Callable[[ToolContext, Any], Awaitable[Any]]
    errors: Errors
    read_only: bool = False
    destructive: bool = False
    idempotent: bool = False
    open_world: bool = True
    # False: the tool takes no `role` and runs on no role (declared here only: the published schema,
    # the boundary and the recovery plans all read it).
    uses_role: bool = True
    capability: str | None = None  # published only when this is in --caps
    success_keys: tuple[str, ...] = ("role",)
    # Works while a dialog or file chooser blocks the page (it clears it, or only reads buffers);
    # every other tool is refused with MODAL_DIALOG_OPEN (playwright-mcp's `clearsModalState`).
    while_modal: bool = False

    def __post_init__(self) -> None:
        assert self.uses_role or "role" not in self.args.model_fields, f"{self.name} takes no role: no `role` argument"

    def error_codes(self) -> tuple[str, ...]:
        """Declared codes, plus those every tool can return (bad arguments, bugs), without repeats."""
        return tuple(dict.fromkeys((*(e.code for e in self.errors), InvalidArgument.code, InternalError.code)))

    def full_description(self) -> str:
        """What the model reads: the description, then under `## Errors` the codes that set this tool
        apart. The codes every tool shares (ROLE_LIKE_ERRORS) are named once, in the server
        instructions, rather than on every tool of every turn; `_meta` and docs/TOOLS.md list all."""
        shared = {e.code for e in ROLE_LIKE_ERRORS}
        own = [code for code in self.error_codes() if code not in shared]
        return f"{self.description}\n\n## Errors\n{', '.join(own) if own else 'the shared ones'}"


@dataclass
class Response:
    """Facts for the model, gathered in any order, rendered in the contract's order."""

    happened: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
    page: dict[str, str] | None = None  # the page header; set by show_page only
    view: PageView | None = None
    warnings: list[str] = field(default_factory=list)
    warning_data: dict[str, Any] = field(default_factory=dict)
    first: list[str] = field(default_factory=list)  # warnings too important to sit at the end: the text opens with them
    images: list[tuple[str, str]] = field(default_factory=list)  # (base64 data, MIME type)
    meta: dict[str, Any] = field(default_factory=dict)  # the result's `_meta` (a page tool's: where it came from)

    def say(self, line: str) -> None:
        self.happened.append(line)

    def show_page(self, url: str, role: str, title: str | None = None) -> None:
        """The page header (URL, title when known, role), in the text and in the data."""
        self.page = {"Page URL": url, **({"Page title": title} if title is not None else {}), "Role": role}
        self.data.update(role=role, url=url, **({"title": title} if title is not None else {}))

    def warn(self, line: str, **data: Any) -> None:
        self.warnings.append(line)
        for key, value in data.items():
            if isinstance(value, list):
                self.warning_data.setdefault(key, []).extend(value)
            elif isinstance(value, bool):
                self.warning_data[key] = self.warning_data.get(key, False) or value
            else:
                self.warning_data[key] = value

    def warn_first(self, line: str, **data: Any) -> None:
        """A warning the text opens with (a request the action started failed), not one at its end."""
        self.first.append(line)
        self.warn(line, **data)

    def text(self) -> str:
        happened = [f"⚠️ {line}" for line in self.first] + self.happened
        parts = ["\n".join(happened)] if happened else []
        if self.page:
            parts.append("\n".join(f"- {k}: {v}" for k, v in self.page.items()))
        if self.view is not None:
            parts.append(_view_block(self.view))
        rest = [w for w in self.warnings if w not in self.first]
        if rest:
            parts.append("⚠️ Warnings:\n" + "\n".join(f"- {w}" for w in rest))
        elif not parts:
            parts.append(json.dumps(self.data, ensure_ascii=False))
        return "\n\n".join(parts)

    def structured(self) -> dict[str, Any]:
        out = dict(self.data)
        if self.view is not None:
            out.update(snapshot=self.view.text, element_count=self.view.element_count, truncated=self.view.truncated)
        if self.page is not None or self.view is not None:
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
            # how many older entries a bounded collection dropped, only when it did
            **{k: self.warning_data[k] for k in ("blocked_dropped", "frame_issues_dropped") if k in self.warning_data},
            **{k: self.warning_data[k] for k in ("values", "requests", "http_status") if k in self.warning_data},
        }


def _view_block(view: PageView) -> str:
    """The snapshot part of the text: the whole page, or what changed (by the view's mode)."""
    modes = deferred.SnapshotMode
    if view.mode is not modes.FULL and not view.text.strip():
        # Never an empty block: say that nothing is left to show, and where to look.
        return "Nothing on the page changed that a snapshot shows (browser_snapshot shows all of it)."
    if view.mode is modes.UNCHANGED:
        return (
            "Nothing else changed on the page (browser_snapshot shows all of it); the element now:\n"
            f"```yaml\n{view.text}\n```"
        )
    if view.mode is modes.REGION:
        return f"The part of the page that changed (browser_snapshot shows all of it):\n```yaml\n{view.text}\n```"
    if view.mode is modes.DIFF:
        return f"Changes since your last snapshot (browser_snapshot shows the whole page):\n```yaml\n{view.text}\n```"
    body = view.text or "# the page is empty: call browser_navigate to open one"
    return f"Snapshot:\n```yaml\n{body}\n```"


@dataclass
class ToolContext:
    browser: Browser  # the facade of the session's browser: a tool's one call into the browser layer
    settings: Settings
    request_id: str
    response: Response
    call: Call  # what the browser layer is told about the call, and answers about it
    arguments: dict[str, Any] = field(default_factory=dict)
    # Sends notifications/progress when the client asked for them (a no-op otherwise).
    progress: Callable[[float, float | None, str | None], Awaitable[None]] | None = None
    deadline_s: float = 0.0  # the whole call's ceiling: Settings.call_timeout_s plus any wait the agent asked for

    @property
    def role_name(self) -> str:
        """The role the call acted as (known once the browser layer ran it)."""
        assert self.call.acted_as is not None, "the call has not reached a role yet"
        return self.call.acted_as

    async def report_progress(self, done: float, total: float | None, message: str) -> None:
        if self.progress is not None:
            await self.progress(done, total, message)

    def retry_arguments(self) -> dict[str, Any]:
        """The call's arguments without `role`: what a recovery step repeats (it adds the role itself)."""
        return {k: v for k, v in self.arguments.items() if k != "role"}
