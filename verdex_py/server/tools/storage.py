"""The storage capability (`--caps storage`), under playwright-mcp's names: cookies, localStorage and
sessionStorage (list, get, set, delete, clear), and the storage state saved to and restored from a file.

Every answer is what the browser holds after the call, read back (never the request echoed).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from functools import partial
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from verdex_py import outputs
from verdex_py.closest import closest
from verdex_py.errors import CorrectionFacts, InvalidArgument, ModalDialogOpen
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import RoleFacts, Stored

CAP = "storage"
ERRORS = (ModalDialogOpen, *ROLE_LIKE_ERRORS)


class NoArgs(RoleArgs):
    pass


class CookieListArgs(RoleArgs):
    domain: str | None = Field(default=None, description="Only cookies whose domain contains this.")
    path: str | None = Field(default=None, description="Only cookies whose path starts with this.")


class NameArgs(RoleArgs):
    name: str = Field(description="Cookie name.")


class CookieSetArgs(NameArgs):
    value: str
    domain: str | None = Field(default=None, description="Default: the page's host.")
    path: str | None = Field(default=None, description="Default: /.")
    expires: float | None = Field(default=None, description="Unix time in seconds; absent: a session cookie.")
    http_only: bool | None = None
    secure: bool | None = None
    same_site: Literal["Strict", "Lax", "None"] | None = None


class KeyArgs(RoleArgs):
    key: str


class KeyValueArgs(KeyArgs):
    value: str


class SaveStateArgs(RoleArgs):
    filename: str | None = Field(
        default=None, description="File in the output folder; default storage-state-<time>.json."
    )


class LoadStateArgs(RoleArgs):
    filename: str = Field(
        description="Storage state file in the output or auth folder (as browser_storage_state saves it)."
    )


def _line(c: dict[str, Any]) -> str:
    return f"{c['name']}={c['value']} (domain: {c['domain']}, path: {c['path']})"


def _cookies(ctx: ToolContext, stored: Stored, cookies: list[dict[str, Any]], head: str) -> Stored:
    ctx.response.data.update(role=stored.role, url=stored.url, cookies=cookies)
    ctx.response.say("\n".join([head, *map(_line, cookies)]) if cookies else f"{head}\nNo cookies.")
    return stored


def _missing(field: str, given: str, present: list[str], what: str, arguments: dict[str, Any]) -> InvalidArgument:
    close = closest(given, present)
    return InvalidArgument(
        f"There is no {what} named {given!r}" + (f"; there are: {', '.join(present[:20])}." if present else " (none)."),
        field=field,
        allowed_values=present[:50],
        suggested_value=close,
        details={field: given},
        facts=CorrectionFacts({**arguments, field: close} if close is not None else None),
    )


async def cookie_list(ctx: ToolContext, args: CookieListArgs) -> Stored:
    stored = await ctx.browser.cookies(ctx.call)
    shown = [
        c
        for c in stored.items
        if (not args.domain or args.domain in c["domain"]) and (not args.path or c["path"].startswith(args.path))
    ]
    return _cookies(ctx, stored, shown, f"{len(shown)} cookie(s) of role '{stored.role}':")


async def cookie_get(ctx: ToolContext, args: NameArgs) -> Stored:
    stored = await ctx.browser.cookies(ctx.call)
    found = [c for c in stored.items if c["name"] == args.name]
    if not found:
        raise _missing("name", args.name, [c["name"] for c in stored.items], "cookie", ctx.retry_arguments())
    c = found[0]
    _cookies(ctx, stored, found, f"Cookie {args.name}:")
    ctx.response.say(f"httpOnly: {c['httpOnly']}, secure: {c['secure']}, sameSite: {c['sameSite']}")
    return stored


async def cookie_set(ctx: ToolContext, args: CookieSetArgs) -> Stored:
    cookie: dict[str, Any] = {"name": args.name, "value": args.value}
    if args.domain:
        cookie.update(domain=args.domain, path=args.path or "/")
    elif args.path:
        cookie["path"] = args.path
    extra = {"expires": args.expires, "httpOnly": args.http_only, "secure": args.secure, "sameSite": args.same_site}
    cookie.update({k: v for k, v in extra.items() if v is not None})
    stored = await ctx.browser.cookies(ctx.call, add=[cookie])
    kept = [c for c in stored.items if c["name"] == args.name]
    return _cookies(ctx, stored, kept, f"Set cookie {args.name}; the browser now holds:")


async def cookie_delete(ctx: ToolContext, args: NameArgs) -> Stored:
    stored = await ctx.browser.cookies(ctx.call, clear={"name": args.name})
    return _cookies(ctx, stored, stored.items, f"Deleted cookie {args.name}; cookies left:")


async def cookie_clear(ctx: ToolContext, args: NoArgs) -> Stored:
    stored = await ctx.browser.cookies(ctx.call, clear={})
    return _cookies(ctx, stored, stored.items, "Cleared all cookies; cookies left:")


def _area_tools(area: Literal["local", "session"]) -> tuple[ToolDef, ...]:
    """list/get/set/delete/clear of one storage area, named as playwright-mcp names them."""
    label = f"{area}Storage"

    def answer(ctx: ToolContext, stored: Stored, head: str) -> Stored:
        ctx.response.data.update(role=stored.role, url=stored.url, items=stored.items)
        lines = [f"{i['key']}={i['value']}" for i in stored.items] or ["(empty)"]
        ctx.response.say("\n".join([head, *lines]))
        return stored

    async def list_(ctx: ToolContext, args: NoArgs) -> Stored:
        stored = await ctx.browser.web_storage(ctx.call, area, "list")
        return answer(ctx, stored, f"{label} of {stored.url}:")

    async def get(ctx: ToolContext, args: KeyArgs) -> Stored:
        stored = await ctx.browser.web_storage(ctx.call, area, "get")
        found = [i for i in stored.items if i["key"] == args.key]
        if not found:
            raise _missing("key", args.key, [i["key"] for i in stored.items], f"{label} key", ctx.retry_arguments())
        ctx.response.data.update(role=stored.role, url=stored.url, key=args.key, value=found[0]["value"])
        ctx.response.say(f"{label}[{args.key!r}] = {found[0]['value']}")
        return stored

    async def set_(ctx: ToolContext, args: KeyValueArgs) -> Stored:
        stored = await ctx.browser.web_storage(ctx.call, area, "set", args.key, args.value)
        return answer(ctx, stored, f"Set {args.key}; {label} of {stored.url} now:")

    async def delete(ctx: ToolContext, args: KeyArgs) -> Stored:
        stored = await ctx.browser.web_storage(ctx.call, area, "delete", args.key)
        return answer(ctx, stored, f"Deleted {args.key}; {label} of {stored.url} now:")

    async def clear(ctx: ToolContext, args: NoArgs) -> Stored:
        stored = await ctx.browser.web_storage(ctx.call, area, "clear")
        return answer(ctx, stored, f"Cleared {label} of {stored.url}:")

    handlers: list[tuple[str, type[RoleArgs], Callable[..., Awaitable[Stored]], str, bool]] = [
        ("list", NoArgs, list_, f"List the page origin's {label} entries.", True),
        ("get", KeyArgs, get, f"Get one {label} value.", True),
        ("set", KeyValueArgs, set_, f"Set a {label} value.", False),
        ("delete", KeyArgs, delete, f"Delete a {label} key.", False),
        ("clear", NoArgs, clear, f"Clear the page origin's {label}.", False),
    ]
    return tuple(
        ToolDef(
            name=f"browser_{area}storage_{op}",
            title=f"{label} {op}",
            description=description,
            args=model,
            handler=handler,
            errors=ERRORS,
            read_only=read_only,
            destructive=op in ("delete", "clear"),
            open_world=False,
            capability=CAP,
            success_keys=("role", "url"),
        )
        for op, model, handler, description, read_only in handlers
    )


async def storage_state(ctx: ToolContext, args: SaveStateArgs) -> RoleFacts:
    name = args.filename or outputs.stamped("storage-state", ".json")
    path = outputs.resolve(ctx.settings, name, field="filename", arguments=ctx.retry_arguments())
    saved = await ctx.browser.storage_state(ctx.call)
    state = saved.storage_state or {}
    data = json.dumps(state, indent=2).encode()
    written = outputs.save(
        ctx.settings, path, data, field="filename", arguments=ctx.retry_arguments(), mode=0o600
    )  # it holds live session cookies
    cookies, origins = len(state.get("cookies", [])), len(state.get("origins", []))
    ctx.response.data.update(role=saved.role, file=outputs.shown(written), cookies=cookies, origins=origins)
    ctx.response.say(
        f"Saved storage state to {outputs.shown(written)} ({cookies} cookies, {origins} origins)."
        + outputs.renamed(path, written)
    )
    return saved


async def set_storage_state(ctx: ToolContext, args: LoadStateArgs) -> Stored:
    path, data = outputs.read_state(ctx.settings, args.filename, field="filename")
    try:
        state = json.loads(data)
    except ValueError as exc:
        raise InvalidArgument(
            f"{outputs.shown(path)} is not a storage state file (not JSON: {exc}).",
            field="filename",
            details={"path": args.filename},
        ) from None
    stored = await ctx.browser.set_storage_state(ctx.call, path, state)
    return _cookies(ctx, stored, stored.items, f"Restored storage state from {outputs.shown(path)}; cookies now:")


_tool = partial(ToolDef, errors=ERRORS, open_world=False, capability=CAP, success_keys=("role", "cookies"))


TOOLS = (
    _tool(
        "browser_cookie_list", "List cookies", "List the role's cookies.", CookieListArgs, cookie_list, read_only=True
    ),
    _tool("browser_cookie_get", "Get cookie", "Get one cookie by name.", NameArgs, cookie_get, read_only=True),
    _tool("browser_cookie_set", "Set cookie", "Set a cookie (default domain: the page's).", CookieSetArgs, cookie_set),
    _tool(
        "browser_cookie_delete", "Delete cookie", "Delete a cookie by name.", NameArgs, cookie_delete, destructive=True
    ),
    _tool(
        "browser_cookie_clear",
        "Clear cookies",
        "Delete all the role's cookies.",
        NoArgs,
        cookie_clear,
        destructive=True,
    ),
    *_area_tools("local"),
    *_area_tools("session"),
    _tool(
        "browser_storage_state",
        "Save storage state",
        "Save the role's cookies and localStorage to a file in the output folder.",
        SaveStateArgs,
        storage_state,
        read_only=True,
        success_keys=("role", "file"),
    ),
    _tool(
        "browser_set_storage_state",
        "Restore storage state",
        "Replace the role's cookies and localStorage by those in a storage state file.",
        LoadStateArgs,
        set_storage_state,
        destructive=True,
    ),
)
