"""The network capability (`--caps network`), under playwright-mcp's names: routes that answer a URL
pattern (status, headers, body) or change a request's headers, their list and removal, and the role's
network taken offline and back (every answer of these lists the routes in force after the call); and
one request's details, by the index browser_network_requests shows.
"""

from __future__ import annotations

import mimetypes
import typing
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NoReturn

from pydantic import Field

from verdex_py import outputs, secrets
from verdex_py.errors import CorrectionFacts, InvalidArgument, ModalDialogOpen
from verdex_py.server import deferred
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import RequestDetail, Routes

CAP = "network"


class RouteArgs(RoleArgs):
    pattern: str = Field(min_length=1, description='URL glob, e.g. "**/api/users".')
    status: int | None = Field(default=None, ge=100, le=599, description="Answer with this status (default 200).")
    body: str | None = Field(default=None, description="Answer with this body.")
    content_type: str | None = None
    headers: list[str] = Field(
        default_factory=list, description='"Name: Value" items: added to the answer, or to the request.'
    )
    remove_headers: str | None = Field(default=None, description="Request headers to remove, comma-separated.")


class UnrouteArgs(RoleArgs):
    pattern: str | None = Field(default=None, description="Route to remove; absent: all.")


class NoArgs(RoleArgs):
    pass


class StateArgs(RoleArgs):
    state: Literal["online", "offline"]


Part = Literal["request-headers", "request-body", "response-headers", "response-body"]
PARTS: tuple[str, ...] = typing.get_args(Part)
INLINE_BODY = 20_000  # a longer or binary body is saved to a file rather than shown


class RequestArgs(RoleArgs):
    index: int = Field(ge=1, description="The request's index, as browser_network_requests shows it.")
    part: Part | None = Field(default=None, description="Only this part; absent: the details.")
    filename: str | None = Field(default=None, description="Save the result to this file in the output folder.")


async def request(ctx: ToolContext, args: RequestArgs) -> RequestDetail:
    path = _path(ctx, args.filename) if args.filename else None
    body = args.part.partition("-")[0] if args.part and args.part.endswith("-body") else None
    detail = await ctx.browser.request(ctx.call, args.index, body)
    found = detail.request
    if found is None:
        kept = f"{detail.kept[0]} to {detail.kept[1]}" if detail.kept else "none: the page made no request yet"
        raise InvalidArgument(
            f"No request {args.index} is kept for the active page (kept: {kept}). "
            "browser_network_requests lists them with their indexes.",
            field="index",
            allowed_values={"minimum": detail.kept[0], "maximum": detail.kept[1]} if detail.kept else None,
            details={"index": args.index},
        )
    ctx.response.data.update(role=detail.role, url=detail.url, request=found, part=args.part)
    if body is not None:
        _body(ctx, args, detail, path)
        return detail
    if args.part == "response-headers" and found["response_headers"] is None:
        _no_part(ctx, args, found, "it has no response yet" if not found["failure"] else "it failed")
    lines = _headers_of(found, args.part) if args.part else _details(found)
    if path:
        _save(ctx, path, "\n".join(lines).encode(), f"Request {args.index}'s {args.part or 'details'}")
    else:
        ctx.response.say("\n".join(lines))
    return detail


def _details(found: dict[str, Any]) -> list[str]:
    answer = found["status"] is not None and f"{found['status']} {found['status_text'] or ''}".strip()
    lines = [
        f"{found['index']}. {found['method']} {found['url']}",
        f"status: {answer or ('failed: ' + found['failure'] if found['failure'] else 'pending')}",
        f"type: {found['resource_type']}",
        *([f"duration: {found['duration_ms']} ms"] if found["duration_ms"] is not None else []),
        "request headers:",
        *(f"  {k}: {v}" for k, v in found["request_headers"].items()),
    ]
    if found["response_headers"] is not None:
        lines += ["response headers:", *(f"  {k}: {v}" for k, v in found["response_headers"].items())]
    return lines


def _headers_of(found: dict[str, Any], part: str) -> list[str]:
    return [f"{k}: {v}" for k, v in found[part.replace("-", "_")].items()]


def _no_part(ctx: ToolContext, args: RequestArgs, found: dict[str, Any], why: str) -> NoReturn:
    has = [p for p in PARTS if p != args.part and _may_have(found, p)]
    raise InvalidArgument(
        f"Request {args.index} has no {args.part.replace('-', ' ') if args.part else 'such part'}: {why}.",
        field="part",
        allowed_values=has,
        details={"index": args.index, "part": args.part},
        facts=CorrectionFacts({**ctx.retry_arguments(), "part": has[0]}),
    )


def _may_have(found: dict[str, Any], part: str) -> bool:
    """Whether the request may have `part`: headers once sent or answered, a body unless GET or HEAD."""
    if part == "request-body":
        return found["method"] not in ("GET", "HEAD")
    return part == "request-headers" or found["response_headers"] is not None


def _body(ctx: ToolContext, args: RequestArgs, detail: RequestDetail, path: Path | None) -> None:
    found = detail.request or {}
    if detail.body is None:
        _no_part(ctx, args, found, detail.no_body or "none was kept")
    data = detail.body or b""
    headers = (found["request_headers"] if args.part == "request-body" else found["response_headers"]) or {}
    kind = headers.get("content-type", "").split(";")[0].strip()
    text = None if path or len(data) > INLINE_BODY else _text(data)
    if text is not None:
        ctx.response.data.update(size=len(data))
        ctx.response.say(
            f"Request {args.index}'s {args.part} ({len(data):,} bytes{', ' + kind if kind else ''}):\n{text}"
        )
        return
    if path is None:
        stem = args.part.partition("-")[0] if args.part else "body"
        path = _path(ctx, outputs.stamped(stem, mimetypes.guess_extension(kind) or ".bin"))
    _save(ctx, path, data, f"Request {args.index}'s {args.part}")


def _path(ctx: ToolContext, name: str) -> Path:
    return outputs.resolve(ctx.settings, name, field="filename", arguments=ctx.retry_arguments())


def _text(data: bytes) -> str | None:
    """The body as text, when it is text."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text if all(c.isprintable() or c in "\n\r\t" for c in text) else None


def _save(ctx: ToolContext, path: Path, data: bytes, what: str) -> None:
    """`data` written to `path` with the server's secrets redacted, as the answers are: as bytes, text or not."""
    data = secrets.for_file(ctx.settings.secrets_file).redact_bytes(data)
    written = outputs.save(ctx.settings, path, data, field="filename", arguments=ctx.retry_arguments())
    shown = outputs.shown(written)
    ctx.response.data.update(file=shown, size=len(data))
    ctx.response.say(f"{what} saved: {shown} ({len(data):,} bytes).{outputs.renamed(path, written)}")


def _listed(ctx: ToolContext, routes: Routes, head: str) -> Routes:
    ctx.response.data.update(role=routes.role, url=routes.url, routes=routes.routes, offline=routes.offline)
    lines = [f"{i}. {r['pattern']} ({', '.join(f'{k}={v}' for k, v in r.items() if k != 'pattern') or 'as sent'})"
             for i, r in enumerate(routes.routes, 1)]  # fmt: skip
    ctx.response.say("\n".join([head, *lines]) if lines else f"{head}\nNo routes.")
    return routes


def _headers(ctx: ToolContext, items: list[str]) -> dict[str, str]:
    headers = {}
    for item in items:
        name, sep, value = item.partition(":")
        if not sep or not name.strip():
            fixed = [i for i in items if ":" in i and i.partition(":")[0].strip()]
            raise InvalidArgument(
                f'Header {item!r} is not "Name: Value".',
                field="headers",
                allowed_values={"pattern": "^[^:]+:.*$"},
                details={"header": item},
                facts=CorrectionFacts({**ctx.retry_arguments(), "headers": fixed}),
            )
        headers[name.strip()] = value.strip()
    return headers


async def route(ctx: ToolContext, args: RouteArgs) -> Routes:
    removed = tuple(h.strip().lower() for h in (args.remove_headers or "").split(",") if h.strip())
    spec = deferred.RouteSpec(
        args.pattern, args.status, args.body, args.content_type, _headers(ctx, args.headers), removed
    )
    routes = await ctx.browser.add_route(ctx.call, spec)
    what = "answered here" if spec.answers else "sent with changed headers"
    return _listed(ctx, routes, f"Requests matching {args.pattern} are now {what}. Routes:")


async def unroute(ctx: ToolContext, args: UnrouteArgs) -> Routes:
    routes = await ctx.browser.remove_routes(ctx.call, args.pattern)
    return _listed(
        ctx, routes, f"Removed {'the route ' + args.pattern if args.pattern else 'every route'}. Routes left:"
    )


async def route_list(ctx: ToolContext, args: NoArgs) -> Routes:
    routes = await ctx.browser.list_routes(ctx.call)
    return _listed(ctx, routes, f"Routes of role '{routes.role}'" + (" (offline)" if routes.offline else "") + ":")


async def network_state(ctx: ToolContext, args: StateArgs) -> Routes:
    routes = await ctx.browser.set_offline(ctx.call, args.state == "offline")
    ctx.response.data.update(role=routes.role, url=routes.url, offline=routes.offline)
    ctx.response.say(f"The role's network is now {args.state}" + (": every request fails." if routes.offline else "."))
    return routes


_tool = partial(
    ToolDef,
    errors=(ModalDialogOpen, *ROLE_LIKE_ERRORS),
    open_world=False,
    capability=CAP,
    success_keys=("role", "routes"),
)


TOOLS = (
    _tool(
        "browser_route",
        "Route requests",
        "Answer requests matching a URL pattern (status, headers, body), or change their headers.",
        RouteArgs,
        route,
    ),
    _tool("browser_route_list", "List routes", "List the role's routes.", NoArgs, route_list, read_only=True),
    _tool("browser_unroute", "Remove routes", "Remove a route, or all.", UnrouteArgs, unroute, destructive=True),
    _tool(
        "browser_network_state_set",
        "Set network state",
        "Take the role's network offline (every request fails) or back online.",
        StateArgs,
        network_state,
        success_keys=("role", "offline"),
    ),
    _tool(
        "browser_network_request",
        "Network request details",
        "One request of the active page (its index from browser_network_requests): method, URL, status, "
        "headers, failure and duration; or one part (headers, body), shown or saved to a file.",
        RequestArgs,
        request,
        errors=(InvalidArgument, *ROLE_LIKE_ERRORS),
        read_only=True,
        idempotent=True,
        success_keys=("role", "request"),
        while_modal=True,
    ),
)
