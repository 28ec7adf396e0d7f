"""One role's recorded calls as the body of a pytest-playwright test.

Each call becomes Playwright statements, or a comment saying why it does not: an
observation (a snapshot, a screenshot), a failure the agent repaired (the repair is what
the test does), a failure it never repaired, or a call Playwright code cannot express.
A call that changes the page in a way codegen cannot reproduce (a click at coordinates)
ends the test with `pytest.skip`, naming it, rather than carrying on wrong.
"""

from __future__ import annotations

import json
import textwrap
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from verdex_py.codegen.locators import _q, locate
from verdex_py.codegen.reading import Call
from verdex_py.secrets import PLACEHOLDER

COMMENT_WIDTH = 84  # inside a test function, under the common 88/100/120-character limits
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
    "browser_cookie_list": "the agent read the cookies",
    "browser_cookie_get": "the agent read a cookie",
    "browser_localstorage_list": "the agent read localStorage",
    "browser_localstorage_get": "the agent read localStorage",
    "browser_sessionstorage_list": "the agent read sessionStorage",
    "browser_sessionstorage_get": "the agent read sessionStorage",
    "browser_storage_state": "saving the storage state is set-up, not part of the flow",
    "browser_generate_locator": "the agent asked for a locator",
}
HISTORY = {"browser_navigate_back": "go_back", "browser_navigate_forward": "go_forward", "browser_reload": "reload"}


def text_expr(text: str) -> str:
    """A literal, or secrets ({{NAME}}) read from the environment: never their values."""
    parts, last = [], 0
    for match in PLACEHOLDER.finditer(text):
        if match.start() > last:
            parts.append(_q(text[last : match.start()]))
        parts.append(f"secret({_q(match.group(1))})")
        last = match.end()
    if last < len(text) or not parts:
        parts.append(_q(text[last:]))
    return " + ".join(parts)


def _args(call: Call) -> str:
    shown = {k: v for k, v in call.arguments.items() if k != "role"}
    return ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in shown.items())


@dataclass
class Body:
    """The statements of one test, and what the module around them must provide."""

    base_origin: str
    lines: list[str] = field(default_factory=list)
    uses_secrets: bool = False
    uses_re: bool = False
    stopped: bool = False

    def say(self, comment: str) -> None:
        for line in textwrap.wrap(comment, COMMENT_WIDTH, break_long_words=False, break_on_hyphens=False):
            self.lines.append(f"# {line}")

    def do(self, statement: str, note: str | None = None) -> None:
        if note:
            self.say(note)
        self.lines.append(statement)
        self.uses_secrets |= "secret(" in statement

    def url(self, url: str) -> str:
        """Same origin as the base URL: a path Playwright resolves against it; else absolute."""
        parts = urlsplit(url)
        if f"{parts.scheme}://{parts.netloc}" == self.base_origin:
            return _q(url[len(self.base_origin) :] or "/")
        return _q(url)


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
    if seen:
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
            body.say(f"{tag}({_args(call)}) failed ({call.code}) and was not repaired: left out.")
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
    if {"x", "y"} & set(call.arguments):
        why = f"{tag}({_args(call)}) acts at screen coordinates, which no locator expresses"
    else:
        why = f"{tag}({_args(call)}) has no Playwright equivalent in codegen"
    body.say("The steps after this one are not generated: they would run on a different page.")
    body.do(f"pytest.skip({_q(why)})")
    body.stopped = True


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


def _element(body: Body, call: Call, ref: str) -> str | None:
    facts = call.element(ref)
    if facts is None:
        body.say(f"call {call.number} {call.tool}: the recording does not say what {ref} was; left out.")
        return None
    located = locate(facts)
    if located.note:
        body.say(located.note)
    return located.expr


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
    target = _element(body, call, call.arguments["ref"])
    if target is None:
        return None
    wrapper = _modal_answer(body, call, rest)
    if wrapper is None and call.new_tabs:
        body.do("with page.context.expect_page() as opened:", f"It opens a new tab (call {call.number}).")
        body.do(f"    {target}.{action}")
        body.do("tabs.append(opened.value)")
    elif wrapper:
        body.do(wrapper)
        body.do(f"    {target}.{action}")
        upload = next(c for c in rest if c.tool == "browser_file_upload")
        paths = upload.arguments.get("paths", [])
        said = f"call {upload.number} chose these files (paths on the machine that recorded the session)"
        body.do(f"chooser.value.set_files({json.dumps(paths)})", said if paths else None)
    else:
        body.do(f"{target}.{action}")
    return target


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
        target = _element(body, call, field_["ref"])
        if target is not None:
            body.do(f"{target}.{FIELD_ACTIONS[field_['type']](field_['value'])}")


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
}
