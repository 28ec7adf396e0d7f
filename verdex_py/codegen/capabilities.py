"""The tools of the opt-in capabilities (#36) as Playwright statements: drag and drop, network
routes and the offline switch, emulated media, cookies and web storage, the checks (verify),
the mouse wheel; what only reads or saves (a route list, a PDF, a locator) is a comment.

A mouse input at page coordinates (a click, a move, a drag, a button down or up) depends on the
layout the agent saw: no locator says what it meant, so it ends the test with `pytest.skip`
naming it rather than carrying on wrong (steps.py's rule for calls codegen cannot express).
"""

from __future__ import annotations

import json
from typing import Any

from verdex_py.codegen.body import Body, call_args, element, text_expr
from verdex_py.codegen.locators import _q, by_role
from verdex_py.codegen.reading import Call

OBSERVED = {
    "browser_cookie_list": "the agent read the cookies",
    "browser_cookie_get": "the agent read a cookie",
    "browser_localstorage_list": "the agent read localStorage",
    "browser_localstorage_get": "the agent read localStorage",
    "browser_sessionstorage_list": "the agent read sessionStorage",
    "browser_sessionstorage_get": "the agent read sessionStorage",
    "browser_storage_state": "saving the storage state is set-up, not part of the flow",
    "browser_generate_locator": "the agent asked for a locator",
    "browser_route_list": "the agent listed the routes",
    "browser_pdf_save": "the agent saved the page as a PDF (an output, not a step of the flow)",
}
COORDINATES = ("browser_mouse_click_xy", "browser_mouse_move_xy", "browser_mouse_drag_xy")
BUTTONS = ("browser_mouse_down", "browser_mouse_up")
MEDIA = ("media", "color_scheme", "reduced_motion")


def skip(body: Body, call: Call, why: str) -> None:
    """End the test here: the steps after `call` would run on a page the test did not make."""
    body.say("The steps after this one are not generated: they would run on a different page.")
    body.do(f"pytest.skip({_q(f'call {call.number} {call.tool}({call_args(call)}) {why}')})")
    body.stopped = True


def _drag(body: Body, call: Call, rest: list[Call]) -> None:
    source = element(body, call, call.arguments["start_ref"])
    target = element(body, call, call.arguments["end_ref"])
    if source is not None and target is not None:
        body.do(f"{source}.drag_to({target})")


def _pointer(body: Body, call: Call, rest: list[Call]) -> None:
    if call.tool == "browser_mouse_wheel":
        args = call.arguments
        body.do(f"page.mouse.wheel({args.get('delta_x', 0)}, {args.get('delta_y', 0)})")
    elif call.tool in COORDINATES:
        skip(body, call, "acts at screen coordinates, which no locator expresses")
    else:
        skip(body, call, "presses a mouse button wherever the pointer was, which no locator expresses")


def _headers(items: list[str]) -> dict[str, str]:
    pairs = (item.partition(":") for item in items)
    return {name.strip(): value.strip() for name, _, value in pairs}


def _route(body: Body, call: Call, rest: list[Call]) -> None:
    """The route of the role's context, as the server registers it: answered (status, body,
    content type, headers), or sent on with headers changed."""
    args = call.arguments
    headers = _headers(args.get("headers") or [])
    if args.get("status") is not None or args.get("body") is not None:
        options = [f"status={args.get('status') or 200}", f"body={text_expr(args.get('body') or '')}"]
        if args.get("content_type"):
            options.append(f"content_type={_q(args['content_type'])}")
        if headers:
            options.append(f"headers={json.dumps(headers, ensure_ascii=False)}")
        handler = f"lambda route: route.fulfill({', '.join(options)})"
    else:
        removed = tuple(h.strip().lower() for h in (args.get("remove_headers") or "").split(",") if h.strip())
        kept = f"{{k: v for k, v in route.request.headers.items() if k.lower() not in {removed!r}}}"
        added = f" | {json.dumps(headers, ensure_ascii=False)}" if headers else ""
        handler = f"lambda route: route.fallback(headers={kept}{added})"
    body.do(f"page.context.route({_q(args['pattern'])}, {handler})", f"call {call.number}: a route of the session")


def _unroute(body: Body, call: Call, rest: list[Call]) -> None:
    pattern = call.arguments.get("pattern")
    body.do(f"page.context.unroute({_q(pattern)})" if pattern else "page.context.unroute_all()")


def _network_state(body: Body, call: Call, rest: list[Call]) -> None:
    body.do(f"page.context.set_offline({call.arguments.get('state') == 'offline'})")


def _emulate_media(body: Body, call: Call, rest: list[Call]) -> None:
    given = {k: call.arguments[k] for k in MEDIA if call.arguments.get(k) is not None}
    options = ", ".join(f"{k}={_q('null' if v == 'no-override' else v)}" for k, v in given.items())
    body.do(f"page.emulate_media({options})")


def _cookies(body: Body, call: Call, rest: list[Call]) -> None:
    args = call.arguments
    if call.tool == "browser_cookie_clear":
        body.do("page.context.clear_cookies()")
    elif call.tool == "browser_cookie_delete":
        body.do(f"page.context.clear_cookies(name={_q(args['name'])})")
    else:
        cookie: dict[str, Any] = {"name": args["name"], "value": args["value"]}
        where = {"domain": args["domain"], "path": args.get("path") or "/"} if args.get("domain") else {}
        extra = {"expires": "expires", "http_only": "httpOnly", "secure": "secure", "same_site": "sameSite"}
        cookie.update(where, **{v: args[k] for k, v in extra.items() if args.get(k) is not None})
        fields = [f"{_q(k)}: {text_expr(v) if k == 'value' else json.dumps(v)}" for k, v in cookie.items()]
        if not where:  # the page's origin at the cookie's path, as the server sets it
            fields.append(f'"url": "/".join(page.url.split("/")[:3]) + {_q(args.get("path") or "/")}')
        body.do(f"page.context.add_cookies([{{{', '.join(fields)}}}])")


def _web_storage(body: Body, call: Call, rest: list[Call]) -> None:
    area = "localStorage" if "localstorage" in call.tool else "sessionStorage"
    args = call.arguments
    if call.tool.endswith("_set"):
        pair = f"[{_q(args['key'])}, {text_expr(args['value'])}]"
        body.do(f'page.evaluate("([k, v]) => {area}.setItem(k, v)", {pair})')
    elif call.tool.endswith("_delete"):
        body.do(f'page.evaluate("(k) => {area}.removeItem(k)", {_q(args["key"])})')
    else:
        body.do(f'page.evaluate("() => {area}.clear()")')


def _verify(body: Body, call: Call, rest: list[Call]) -> None:
    """The check the agent made holds in the test too, with Playwright's waiting assertions."""
    args = call.arguments
    if call.tool == "browser_verify_element_visible":
        locator = f"page.{by_role(args['element_role'], args['accessible_name'])}"
        body.do(f"expect({locator}.first).to_be_visible()")
    elif call.tool == "browser_verify_text_visible":
        body.do(f"expect(page.get_by_text({text_expr(args['text'])}).first).to_be_visible()")
    else:
        target = element(body, call, args["ref"])
        if target is None:
            return
        if call.tool == "browser_verify_list_visible":
            for item in args["items"]:
                body.do(f"expect({target}.get_by_text({text_expr(item)}).first).to_be_visible()")
        elif args["type"] in ("checkbox", "radio"):
            body.do(f"expect({target}).to_be_checked(checked={args['value'] == 'true'})")
        elif args["type"] == "combobox":  # its value, or its chosen option's label (as the server accepts)
            options = f'{target}.evaluate("(e) => [...(e.selectedOptions || [])].map((o) => o.label)")'
            body.do(f"assert {text_expr(args['value'])} in [{target}.input_value(), *{options}]")
        else:
            body.do(f"expect({target}).to_have_value({text_expr(args['value'])})")


def _storage_state(body: Body, call: Call, rest: list[Call]) -> None:
    skip(body, call, "loads a storage state file from the machine that recorded the session")


CAPABILITY_HANDLERS: dict[str, Any] = {
    "browser_drag": _drag,
    **dict.fromkeys((*COORDINATES, *BUTTONS, "browser_mouse_wheel"), _pointer),
    "browser_route": _route,
    "browser_unroute": _unroute,
    "browser_network_state_set": _network_state,
    "browser_emulate_media": _emulate_media,
    **dict.fromkeys(("browser_cookie_set", "browser_cookie_delete", "browser_cookie_clear"), _cookies),
    **{f"browser_{a}storage_{op}": _web_storage for a in ("local", "session") for op in ("set", "delete", "clear")},
    **dict.fromkeys(
        (
            "browser_verify_element_visible",
            "browser_verify_text_visible",
            "browser_verify_list_visible",
            "browser_verify_value",
        ),
        _verify,
    ),
    "browser_set_storage_state": _storage_state,
}
