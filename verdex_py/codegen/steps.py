"""One role's recorded calls as the body of a pytest-playwright test.

Each call becomes Playwright statements, or a comment saying why it does not: an
observation (a snapshot, a screenshot), a failure the agent repaired (the repair is what
the test does), a failure it never repaired, or a call Playwright code cannot express.
A call that changes the page in a way codegen cannot reproduce (a click at coordinates)
ends the test with `pytest.skip`, naming it, rather than carrying on wrong.
"""

from __future__ import annotations

import json
from typing import Any

from verdex_py.codegen.body import Body, call_args, element, text_expr
from verdex_py.codegen.capabilities import CAPABILITY_HANDLERS, OBSERVED, skip
from verdex_py.codegen.locators import _q
from verdex_py.codegen.reading import Call
from verdex_py.codegen.widget_steps import widget_statements

OBSERVATIONS = {
    "browser_snapshot": "the agent looked at the page",
    "browser_find": "the agent searched the page",
    "browser_take_screenshot": "the agent took a screenshot",
    "browser_console_messages": "the agent read the console",
    "browser_network_requests": "the agent read the network log",
    "browser_network_request": "the agent read one request of the network log",
    "browser_failures": "the agent read the failure log",
    "list_roles": "the agent listed the roles",
    "get_current_role": "the agent asked for its role",
    "select_role": "the role switch is this test's role",
    "browser_save_auth": "saving an auth profile is set-up, not part of the flow",
    "browser_close": "pytest-playwright closes the page",
    **OBSERVED,
}
HISTORY = {"browser_navigate_back": "go_back", "browser_navigate_forward": "go_forward", "browser_reload": "reload"}


def uses_tabs(calls: list[Call]) -> bool:
    return any(
        c.ok and (c.new_tabs or (c.tool == "browser_tabs" and c.arguments.get("action") != "list")) for c in calls
    )


def build_body(calls: list[Call], base_origin: str) -> Body:
    body = Body(base_origin)
    if uses_tabs(calls):
        body.do("tabs = [page]", "The session used several tabs: `page` is the current one, as it was for the agent.")
    for index, call in enumerate(calls):
        if body.stopped:
            return body
        _one(body, call, calls[index + 1 :])
    seen = [c for c in calls if c.ok and c.url and c.url.startswith("http")]
    if seen and not body.stopped:  # (a skip as the last call: nothing after it runs)
        final = seen[-1].url
        titles = [c.title for c in seen if c.url == final and c.title]
        ending = f"expect(page).to_have_url({body.url(final)})"
        if ending not in body.lines[-1:]:
            body.do(ending, "The page the session ended on:")
        if titles:
            body.do(f"expect(page).to_have_title({_q(titles[-1])})")
    return body


def _one(body: Body, call: Call, rest: list[Call]) -> None:
    tag = f"call {call.number} {call.tool}"
    if not call.ok:
        if call.repaired_by:
            body.say(f"{tag} failed ({call.code}); call {call.repaired_by} repaired it, so it is left out.")
        else:
            body.say(f"{tag}({call_args(call)}) failed ({call.code}) and was not repaired: left out.")
        return
    if call.tool in OBSERVATIONS:
        body.say(f"{tag}: {OBSERVATIONS[call.tool]}; nothing to reproduce.")
        return
    handler = HANDLERS.get(call.tool)
    if handler is None:
        _unknown(body, call, tag)
        return
    handler(body, call, rest)


def _unknown(body: Body, call: Call, tag: str) -> None:
    if call.tool.startswith("webmcp_"):  # --caps webmcp: the page's own tool, run by its script
        skip(body, call, "called a tool the page registered (WebMCP), which Playwright has no call for")
    else:
        skip(body, call, "has no Playwright equivalent in codegen")


def _navigate(body: Body, call: Call, rest: list[Call]) -> None:
    url = call.arguments["url"]
    body.do(f"page.goto({body.url(url)})")
    if call.url and call.url != url and call.url.startswith("http"):
        body.do(f"expect(page).to_have_url({body.url(call.url)})", "The server redirected:")


def _history(body: Body, call: Call, rest: list[Call]) -> None:
    body.do(f"page.{HISTORY[call.tool]}()")


def _wait_for(body: Body, call: Call, rest: list[Call]) -> None:
    args = call.arguments
    if args.get("text"):
        body.do(f"expect(page.get_by_text({text_expr(args['text'])}).first).to_be_visible()")
    if args.get("text_gone"):
        body.do(f"expect(page.get_by_text({text_expr(args['text_gone'])}).first).to_be_hidden()")
    if args.get("time") and not (args.get("text") or args.get("text_gone")):
        body.say(f"call {call.number} waited {args['time']} s; locators and expect() wait by themselves.")


def _modal_answer(body: Body, call: Call, rest: list[Call]) -> str | None:
    """A dialog the action opened is answered the way the agent then did; Playwright needs the
    handler before the action. A file chooser returns the wrapping `with` statement instead."""
    for modal in call.modals:
        answer = next((c for c in rest if c.tool in ("browser_handle_dialog", "browser_file_upload") and c.ok), None)
        if modal.get("kind") == "dialog":
            args = answer.arguments if answer and answer.tool == "browser_handle_dialog" else {"accept": False}
            reply = "accept()" if args.get("accept") else "dismiss()"
            if args.get("accept") and args.get("prompt_text") is not None:
                reply = f"accept({text_expr(args['prompt_text'])})"
            said = f'The action opens a {modal.get("type")} dialog "{modal.get("message")}"'
            said += f"; call {answer.number} answered it." if answer else "; the agent never answered it."
            body.do(f'page.once("dialog", lambda dialog: dialog.{reply})', said)
        elif answer and answer.tool == "browser_file_upload":  # a file chooser
            return "with page.expect_file_chooser() as chooser:"
    return None


def _act(body: Body, call: Call, rest: list[Call], action: str) -> str | None:
    """The call's element and what it did to it: `action` on it, or the steps a widget took
    (input/recorded_steps.py, written by widget_steps.py), inside what the action must be wrapped in
    (a dialog's answer, a file chooser, a new tab, a download)."""
    target = element(body, call, call.arguments["ref"])
    if target is None:
        return None
    wrapper = _modal_answer(body, call, rest)
    statements = widget_statements(body, call, target) or [f"{target}.{action}"]
    if body.stopped:  # steps the test cannot take: it ends here
        return None
    if wrapper is None and call.new_tabs:
        body.do("with page.context.expect_page() as opened:", f"It opens a new tab (call {call.number}).")
        _inside(body, statements)
        body.do("tabs.append(opened.value)")
    elif wrapper:
        body.do(wrapper)
        _inside(body, statements)
        upload = next(c for c in rest if c.tool == "browser_file_upload")
        paths = upload.arguments.get("paths", [])
        said = f"call {upload.number} chose these files (paths on the machine that recorded the session)"
        body.do(f"chooser.value.set_files({json.dumps(paths)})", said if paths else None)
    elif call.downloads:
        _downloading(body, call, statements)
    else:
        for statement in statements:
            body.do(statement)
    return target


def _inside(body: Body, statements: list[str]) -> None:
    for statement in statements:
        body.do("\n".join(f"    {line}" for line in statement.split("\n")))


def _downloading(body: Body, call: Call, statements: list[str]) -> None:
    """The action downloads a file: it runs inside `expect_download`, and the file is checked by the
    name the site gave it (the recording kept it in its output folder, maybe under another name)."""
    first = call.downloads[0]
    more = f" (and {len(call.downloads) - 1} more file(s), not waited for)" if len(call.downloads) > 1 else ""
    body.do("with page.expect_download() as download:", f"It downloads {first['file']}{more}.")
    _inside(body, statements)
    body.do(f"assert download.value.suggested_filename == {_q(first.get('suggested', first['file']))}")


def _click(body: Body, call: Call, rest: list[Call]) -> None:
    args = call.arguments
    options = []
    if args.get("button", "left") != "left":
        options.append(f"button={_q(args['button'])}")
    if args.get("modifiers"):
        options.append(f"modifiers={json.dumps(args['modifiers'])}")
    _act(body, call, rest, f"{'dblclick' if args.get('double_click') else 'click'}({', '.join(options)})")


def _type(body: Body, call: Call, rest: list[Call]) -> None:
    args = call.arguments
    text = text_expr(args["text"])
    target = _act(body, call, rest, f"{'press_sequentially' if args.get('slowly') else 'fill'}({text})")
    if target and args.get("submit"):
        body.do(f'{target}.press("Enter")')


def _hover(body: Body, call: Call, rest: list[Call]) -> None:
    _act(body, call, rest, "hover()")


def _select(body: Body, call: Call, rest: list[Call]) -> None:
    values = call.arguments["values"]
    chosen = text_expr(values[0]) if len(values) == 1 else "[" + ", ".join(map(text_expr, values)) + "]"
    _act(body, call, rest, f"select_option({chosen})")


FIELD_ACTIONS = {
    "textbox": lambda v: f"fill({text_expr(v)})",
    "slider": lambda v: f"fill({text_expr(v)})",
    "combobox": lambda v: f"select_option({text_expr(v)})",
    "checkbox": lambda v: f"set_checked({v == 'true'})",
    "radio": lambda v: f"set_checked({v == 'true'})",
}


def _fill_form(body: Body, call: Call, rest: list[Call]) -> None:
    for field_ in call.arguments["fields"]:
        target = element(body, call, field_["ref"])
        if target is not None:
            taken = widget_statements(body, call, target, field_["ref"])
            if body.stopped:
                return
            for statement in taken or [f"{target}.{FIELD_ACTIONS[field_['type']](field_['value'])}"]:
                body.do(statement)


def _press_key(body: Body, call: Call, rest: list[Call]) -> None:
    body.do(f"page.keyboard.press({_q(call.arguments['key'])})")


def _resize(body: Body, call: Call, rest: list[Call]) -> None:
    args = call.arguments
    body.do(f'page.set_viewport_size({{"width": {args["width"]}, "height": {args["height"]}}})')


def _answered(body: Body, call: Call, rest: list[Call]) -> None:
    body.say(f"call {call.number} {call.tool}: answered where the action that opened it is.")


def _evaluate(body: Body, call: Call, rest: list[Call]) -> None:
    function = " ".join(call.arguments.get("function", "").split())
    body.say(
        f"call {call.number} browser_evaluate ran the agent's own JavaScript; not reproduced "
        f"(port it by hand if the flow depends on it): {function[:200]}"
    )


def _tabs(body: Body, call: Call, rest: list[Call]) -> None:
    args = call.arguments
    action = args.get("action")
    if action == "list":
        body.say(f"call {call.number} browser_tabs: the agent listed its tabs; nothing to reproduce.")
        return
    if action == "new":
        body.do("tabs.append(page.context.new_page())")
        body.do("page = tabs[-1]")
        if args.get("url"):
            body.do(f"page.goto({body.url(args['url'])})")
    elif action == "select":
        body.do(f"page = tabs[{args.get('index') or 0}]")
        body.do("page.bring_to_front()")
    elif action == "close" and call.tab is not None:
        if args.get("index") is None:
            body.do("tabs.remove(page)")
            body.do("page.close()")
        else:
            body.do(f"tabs.pop({args['index']}).close()")
        body.do(f"page = tabs[{call.tab}]")
    else:
        _unknown(body, call, f"call {call.number} browser_tabs")


HANDLERS: dict[str, Any] = {
    "browser_navigate": _navigate,
    **dict.fromkeys(HISTORY, _history),
    "browser_wait_for": _wait_for,
    "browser_click": _click,
    "browser_type": _type,
    "browser_hover": _hover,
    "browser_select_option": _select,
    "browser_fill_form": _fill_form,
    "browser_press_key": _press_key,
    "browser_resize": _resize,
    "browser_handle_dialog": _answered,
    "browser_file_upload": _answered,
    "browser_evaluate": _evaluate,
    "browser_tabs": _tabs,
    **CAPABILITY_HANDLERS,
}
