"""The MCP surface and the tool boundary.

We use the SDK's low-level `Server` rather than `MCPServer`: tools are declared as data
with their own argument models, and the SDK must not validate arguments itself (its
answer is text only). Every tool call passes through `ToolRunner.call`, the one place
where exceptions become results: validation, role lookup and locking, the call timeout,
transient retries, error formatting and the log line.
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

import mcp_types as types
from mcp.server import Server
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.shared.exceptions import MCPError

from verdex_py import __version__, log, recordings
from verdex_py import secrets as secret_values
from verdex_py.config import Settings
from verdex_py.errors import VerdexError
from verdex_py.errors.exceptions import (
    ActionTimeout,
    CorrectionFacts,
    InternalError,
    InvalidArgument,
    RetryFacts,
    TimeoutFacts,
    TransientError,
)
from verdex_py.errors.format import build_envelope, render_text
from verdex_py.server import aliases, deferred, page_tools, redacting
from verdex_py.server.catalog import enabled_tools, input_schema, to_mcp_tool
from verdex_py.server.page_report import show
from verdex_py.server.recording import Recorder
from verdex_py.server.sessions import LOCAL, SessionRegistry, session_key
from verdex_py.server.shutdown import ANSWER_DEADLINE_S, InFlight
from verdex_py.server.tool_changes import ListingServer, ToolChanges
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, Response, ToolContext, ToolDef
from verdex_py.server.unknown_tools import unknown_tool_message
from verdex_py.server.validation import asked_wait_s, canonical, validate
from verdex_py.server.wire import encodable

if TYPE_CHECKING:
    from verdex_py.browser.calls.call import Call
    from verdex_py.browser.launch.launcher import BrowserHost
    from verdex_py.browser.role.session import BrowserSession

logger = log.get("verdex_py.tool")
INSTRUCTIONS = (
    "Drive a real browser. Call browser_snapshot (or browser_navigate) to get refs, then act with them. "
    "Every browser tool takes an optional `role`: an isolated browser profile with its own cookies, tabs and "
    "refs; absent, the session's current role (list_roles, select_role). On failure, follow the numbered plan "
    "in the error: it names the exact next calls. Codes any tool may return (not repeated under each "
    f"tool's ## Errors): {', '.join(e.code for e in ROLE_LIKE_ERRORS)}."
)
UNSCOPED_FIX = "scope each to its origins in the secrets file: NAME@https://site.example=value"
# `arguments` of the tools/call being answered when it was no JSON object (the SDK would refuse
# the whole request with an empty -32602 the model never sees); set by `screen_arguments`.
_NOT_AN_OBJECT: ContextVar[tuple[Any] | None] = ContextVar("not_an_object", default=None)


async def screen_arguments(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
    """A tools/call whose `arguments` is a list, a string or a number reaches the tool boundary
    with no arguments and the value it had, so that the answer is the tool's own INVALID_ARGUMENT
    result on `arguments` (a tool execution error, as the spec has input validation errors)."""
    params = ctx.params
    if ctx.method != "tools/call" or not params or params.get("arguments") is None:
        return await call_next(ctx)
    if isinstance(params.get("arguments"), dict):
        return await call_next(ctx)
    token = _NOT_AN_OBJECT.set((params["arguments"],))
    try:
        return await call_next(dataclasses.replace(ctx, params={**params, "arguments": {}}))
    finally:
        _NOT_AN_OBJECT.reset(token)


def _not_an_object(tool: ToolDef, value: Any) -> InvalidArgument:
    """`arguments` was no JSON object: what it was, what the tool takes, and the call to make."""
    kind = {list: "an array", str: "a string", bool: "a boolean", int: "a number", float: "a number"}.get(
        type(value), type(value).__name__
    )
    schema = input_schema(tool)
    accepted = [name for name in schema["properties"] if name != "role"]
    needs = list(schema.get("required", []))
    inner = value[0] if isinstance(value, list) and len(value) == 1 and isinstance(value[0], dict) else None
    corrected = inner if inner is not None and not set(inner) - set(schema["properties"]) else {}
    return InvalidArgument(
        f"tools/call arguments must be a JSON object of {tool.name}'s arguments by name "
        f"(accepted: {', '.join(accepted) or 'none'}), not {kind}.",
        field="arguments",
        allowed_values=accepted,
        suggested_value=corrected or None,
        details={"constraint": "object", "input_type": kind, "tool": tool.name},
        facts=CorrectionFacts(corrected, [n for n in needs if n not in corrected] or None),
    )


def _list_open_modals(ctx: ToolContext) -> None:
    """Every result on a page says what blocks it (a dialog, a file chooser), or that nothing does.

    The one place this is done, from what the browser layer answered on the call (`Call.modals`);
    a handler that already reported the modal it met sets "modals".
    """
    modals = ctx.call.modals
    if modals is None or "modals" in ctx.response.data:
        return
    ctx.response.data["modals"] = [m.describe() for m in modals]
    for modal in modals:
        ctx.response.warn(modal.sentence())
    if ctx.call.modals_dropped:
        ctx.response.warn(f"… and {ctx.call.modals_dropped} older dropped.")


class ToolRunner:
    """Runs tool calls against the caller's BrowserSession and turns every outcome into a result."""

    def __init__(self, settings: Settings, host: BrowserHost | None = None) -> None:
        """`host`: the browser every session shares (default: one of its own, from `settings`)."""
        self.settings = settings
        self.sessions = SessionRegistry(settings, host)
        self.in_flight = InFlight()
        self._closing: asyncio.Future[None] | None = None
        self.tools = enabled_tools(settings)
        # --caps webmcp: the shown page's own tools, listed and called beside ours (page_tools.py)
        self.changes = ToolChanges(set(self.tools)) if "webmcp" in settings.caps else None
        if self.changes is not None:
            self.sessions.closed = self.changes.forget
        self.secrets = secret_values.for_file(settings.secrets_file)
        if self.secrets:
            log.redact_with(self.secrets.redact_data)
        if self.secrets.unscoped:  # said once at start: these may be typed into any page
            logger.warning("secrets_unscoped", secrets=self.secrets.unscoped, fix=UNSCOPED_FIX)
        self.recorder = (
            Recorder(
                settings.record_file,
                self.secrets,
                recordings.header(settings, list(self.secrets.values), settings.record_file),
            )
            if settings.record_file
            else None
        )

    @property
    def session(self) -> BrowserSession:
        """The stdio / in-process client's session."""
        return self.sessions.get(LOCAL)

    def page_tools(self, session_key: str, peer: Any = None) -> list[types.Tool]:
        """What tools/list adds to ours for this client: the tools its shown page registered (--caps webmcp)."""
        if self.changes is None:
            return []
        session = self.sessions.get(session_key) if self.sessions.has(session_key) else None
        if session is not None:
            self.changes.attach(session_key, peer, session)
        return self.changes.listed(session_key, session)

    async def call(
        self,
        name: str,
        arguments: dict[str, Any] | None,
        progress: Any = None,
        session_key: str = LOCAL,
        peer: Any = None,
    ) -> types.CallToolResult:
        """`peer`: the client's MCP session, told when its page tools change (--caps webmcp)."""
        tool = self.tools.get(name)
        if tool is None and self.changes is not None and name.startswith(page_tools.PREFIX):
            tool = page_tools.resolve(self.sessions.get(session_key), name, set(self.tools))
        if tool is None:
            raise MCPError(types.INVALID_PARAMS, unknown_tool_message(name, self.settings))
        raw_arguments = arguments or {}
        if progress is not None and self.secrets:
            progress = redacting.progress(self.secrets, progress)
        try:
            session = self.sessions.enter(session_key)
            if self.changes is not None:
                self.changes.attach(session_key, peer, session)
            return await self.in_flight.run(name, self._answer(tool, session, raw_arguments, progress, session_key))
        finally:
            self.sessions.leave(session_key)
            if self.changes is not None and self.sessions.has(session_key):
                await self.changes.check(session_key, self.sessions.get(session_key))

    async def _answer(
        self, tool: ToolDef, session: BrowserSession, arguments: dict[str, Any], progress: Any, session_key: str
    ) -> types.CallToolResult:
        """The call's result, redacted and recorded (under our argument names: playwright-mcp's are aliases)."""
        arguments = aliases.normalize(tool.args, arguments)
        call = deferred.Call(
            tool.name,
            None,
            while_modal=tool.while_modal,
            observe=self.recorder is not None,
            timeout_action_ms=self.settings.timeout_action_ms,
            timeout_navigation_ms=self.settings.timeout_navigation_ms,
            action=tool.name.removeprefix("browser_"),
        )
        result = await self._call(tool, session, arguments, progress, call)
        if self.secrets:
            result = redacting.result(self.secrets, result)
        if self.recorder is not None:
            key = None if session_key == LOCAL else session_key
            self.recorder.record(tool.name, arguments, result, key, elements=call.elements, steps=call.steps)
        return result

    async def _call(
        self, tool: ToolDef, session: BrowserSession, arguments: dict[str, Any], progress: Any, call: Call
    ) -> types.CallToolResult:
        name = tool.name
        request_id = uuid.uuid4().hex[:12]
        ctx = ToolContext(
            deferred.Browser(session),
            self.settings,
            request_id,
            Response(),
            call=call,
            arguments=arguments,
            progress=progress,
            deadline_s=self.settings.call_timeout_s,
        )
        started = time.perf_counter()
        code = None
        try:
            malformed = _NOT_AN_OBJECT.get()
            if malformed is not None:
                raise _not_an_object(tool, malformed[0])
            if self.secrets and tool.name not in self.tools:  # a page's own tool (--caps webmcp)
                self.secrets.refuse_for_page(arguments, tool.name)
            # Placeholders stay in ctx.arguments (plans repeat `{{NAME}}`); the handler gets the values,
            # once the browser layer has checked the page they go to (Call.secret_uses, call.py).
            args = validate(tool, self.secrets.substitute(arguments))
            call.secret_uses = self.secrets.scoped_uses(arguments)
            ctx.arguments = canonical(arguments, args)
            call.role = getattr(args, "role", None) if tool.uses_role else None
            call.arguments = ctx.retry_arguments()
            ctx.deadline_s = self.settings.call_timeout_s + asked_wait_s(args)
            async with asyncio.timeout(ctx.deadline_s):
                # The handler's one call into the browser layer (browser/calls/facade.py) looks the role up,
                # locks it, repairs and guards its page; what it answers with is rendered here.
                shown = await tool.handler(ctx, args)
            show(ctx, shown)
            _list_open_modals(ctx)
            images = [types.ImageContent(type="image", data=d, mime_type=m) for d, m in ctx.response.images]
            result = types.CallToolResult(
                content=[types.TextContent(type="text", text=ctx.response.text()), *images],
                structured_content=ctx.response.structured(),
                is_error=False,
                meta=ctx.response.meta or None,
            )
        except Exception as exc:  # noqa: BLE001 - the boundary: nothing escapes as a protocol error
            silent = await self.sessions.host.silent_remote() if isinstance(exc, TimeoutError) else None
            err = redacting.error(self.secrets, silent or self._as_verdex_error(exc, tool, ctx))
            code = err.code
            role = call.acted_as or (arguments.get("role") or session.current)
            envelope = build_envelope(
                err,
                tool=name,
                role=role if isinstance(role, str) else None,
                request_id=request_id,
                arguments=ctx.arguments if isinstance(ctx.arguments, dict) else {},
                takes_role=tool.uses_role,
            )
            result = types.CallToolResult(
                content=[types.TextContent(type="text", text=render_text(envelope, err.expected_note))],
                structured_content={"error": envelope},
                is_error=True,
            )
        logger.info(
            "tool_call",
            tool=name,
            role=call.acted_as or arguments.get("role"),
            duration_ms=round((time.perf_counter() - started) * 1000, 1),
            outcome="error" if code else "ok",
            code=code,
            request_id=request_id,
            # the element as the agent described it (ElementArgs.element): what the call meant to hit
            **(
                {"element": self.secrets.redact(arguments["element"])}
                if isinstance(arguments.get("element"), str)
                else {}
            ),
        )
        return result

    def _as_verdex_error(self, exc: Exception, tool: ToolDef, ctx: ToolContext) -> VerdexError:
        if isinstance(exc, VerdexError):
            return exc
        call = ctx.retry_arguments()
        if isinstance(exc, TimeoutError):
            return ActionTimeout(
                f"{tool.name} did not finish within {ctx.deadline_s:.0f} s.",
                details={"timeout_ms": ctx.deadline_s * 1000, "waiting_for": "the whole tool call"},
                facts=TimeoutFacts(call),
            )
        if isinstance(exc, TransientError):
            return ActionTimeout(
                f"The page kept changing under {tool.name} ({exc}); it was retried {deferred.TRANSIENT_RETRIES} times.",
                details={"waiting_for": "the page to stop navigating"},
                facts=TimeoutFacts(call),
            )
        logger.exception("tool_internal_error", tool=tool.name, request_id=ctx.request_id)
        return InternalError(
            f"{tool.name} failed unexpectedly: {type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}",
            details={"exception": type(exc).__name__},
            facts=RetryFacts(call),
        )

    async def shutdown(self, reason: str) -> None:
        """SIGTERM/SIGINT: answer every call in flight (server/shutdown.py), then close everything."""
        await self.in_flight.stop(reason, ANSWER_DEADLINE_S)
        await self.close()

    async def close(self) -> None:
        """Close every context (traces written) and the browser; callers at once share one closing."""
        if self._closing is None or self._closing.done():
            self._closing = asyncio.ensure_future(self.sessions.close())
        await asyncio.shield(self._closing)


def build_server(settings: Settings, runner: ToolRunner | None = None) -> Server[ToolRunner]:
    runner = runner or ToolRunner(settings)
    tools = [to_mcp_tool(t) for t in runner.tools.values()]

    @asynccontextmanager
    async def lifespan(_: Server[ToolRunner]) -> AsyncIterator[ToolRunner]:
        try:
            yield runner
        finally:
            await runner.close()

    async def on_list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
        listed = tools + runner.page_tools(session_key(ctx.request), ctx.session)
        return types.ListToolsResult(tools=redacting.tools(runner.secrets, listed))

    async def on_call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        return encodable(
            await runner.call(
                params.name,
                params.arguments,
                progress=ctx.session.report_progress,
                session_key=session_key(ctx.request),
                peer=ctx.session,
            )
        )

    server = ListingServer(
        "verdex-py",
        tools_change=runner.changes is not None,
        version=__version__,
        instructions=INSTRUCTIONS,
        lifespan=lifespan,
        on_list_tools=on_list_tools,
        on_call_tool=on_call_tool,
        on_subscriptions_listen=runner.changes.listen if runner.changes is not None else None,
    )
    server.middleware.append(screen_arguments)  # runs before the SDK validates params
    return server
