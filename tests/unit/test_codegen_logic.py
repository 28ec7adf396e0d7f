"""codegen's pure logic: locators from element facts, which failures count as repaired, what
cannot be expressed, secrets. The end-to-end runs are in tests/e2e/test_codegen.py."""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import module_constant
from verdex_py.codegen import generate
from verdex_py.codegen.locators import locate
from verdex_py.codegen.reading import read_recording
from verdex_py.codegen.steps import build_body, text_expr

ORIGIN = "http://127.0.0.1:8000"


def write(tmp_path: Path, rows: list[dict[str, Any]], name: str = "session.jsonl") -> Path:
    path = tmp_path / name
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def call(tool: str, arguments: dict[str, Any], ok: bool = True, **extra: Any) -> dict[str, Any]:
    return {"tool": tool, "arguments": arguments, "outcome": "ok" if ok else "error", "code": None, **extra}


def test_unique_role_and_name_is_the_plain_locator() -> None:
    located = locate({"role": "button", "name": "Save", "frames": [], "matches": 1})
    assert located.expr == 'page.get_by_role("button", name="Save", exact=True)' and located.note is None


def test_a_labelled_field_is_found_by_its_label_only_when_the_label_is_unique() -> None:
    field = {"role": "textbox", "name": "Email", "frames": [], "matches": 1, "labels": ["Email"]}
    assert locate({**field, "label_matches": 1}).expr == 'page.get_by_label("Email", exact=True)'
    assert locate({**field, "label_matches": 2}).expr == 'page.get_by_role("textbox", name="Email", exact=True)'


def test_frames_chain_from_the_top_document_down() -> None:
    frames = [{"selector": 'iframe[title="Outer"]', "nth": None}, {"selector": "iframe", "nth": 1}]
    located = locate({"role": "button", "name": "Go", "frames": frames, "matches": 1})
    assert located.expr == (
        'page.frame_locator(\'iframe[title="Outer"]\').frame_locator("iframe").nth(1)'
        '.get_by_role("button", name="Go", exact=True)'
    )
    assert located.note == "iframe #2 of its document (no title, name, id or src told it apart)"


def test_ambiguity_is_narrowed_by_landmark_else_by_position_and_said() -> None:
    base = {"role": "link", "name": "Help", "frames": [], "matches": 2, "index": 1}
    landmark = {"role": "contentinfo", "name": "", "matches": 1, "inner_matches": 1}
    by_landmark = locate({**base, "landmark": landmark})
    assert by_landmark.expr == 'page.get_by_role("contentinfo").get_by_role("link", name="Help", exact=True)'
    assert by_landmark.note == '2 elements are link "Help": narrowed to the one in the contentinfo'
    by_position = locate({**base, "landmark": {**landmark, "inner_matches": 2}})
    assert by_position.expr == 'page.get_by_role("link", name="Help", exact=True).nth(1)'
    assert "number 2 (by position, fragile)" in (by_position.note or "")


def test_an_old_recording_without_facts_says_uniqueness_was_not_checked() -> None:
    located = locate({"role": "button", "name": "Save"})
    assert located.expr == 'page.get_by_role("button", name="Save", exact=True)'
    assert located.note == 'button "Save": the recording did not say whether this is unique on the page'


def test_secrets_come_from_the_environment() -> None:
    assert text_expr("{{PASSWORD}}") == 'secret("PASSWORD")'
    assert text_expr('a"{{A}}b') == '\'a"\' + secret("A") + "b"'
    assert text_expr("plain") == '"plain"'


def test_repair_needs_the_same_element_or_the_plan_call(tmp_path: Path) -> None:
    rows = [
        call("browser_navigate", {"url": f"{ORIGIN}/a"}, url=f"{ORIGIN}/a"),
        call("browser_click", {"ref": "e4"}, ok=False, code="STALE_REF", target={"role": "button", "name": "Save"}),
        call("browser_click", {"ref": "e9"}, target={"role": "button", "name": "Save"}),
        call("browser_click", {"ref": "e99"}, ok=False, code="UNKNOWN_REF"),
        call("browser_click", {"ref": "e5"}, target={"role": "link", "name": "Home"}),
        call(
            "browser_type",
            {"ref": "e1", "text": "x"},
            ok=False,
            code="X",
            plan=[{"tool": "browser_type", "arguments": {"ref": "e2", "text": "x", "role": "default"}}],
        ),  # fmt: skip
        call("browser_type", {"ref": "e2", "text": "x"}),
    ]
    calls = read_recording(write(tmp_path, rows)).calls
    assert [c.repaired_by for c in calls] == [None, 3, None, None, None, 7, None]


def test_options_line_and_select_role_attribute_calls_to_roles(tmp_path: Path) -> None:
    # The options line as the recorder writes it: the auth folder relative to the recording's folder.
    (tmp_path / "profiles").mkdir()
    header = {"verdex_recording": 1, "options": {"auth_dir": "profiles", "roles": {"admin": {"auth": "admin.json"}}}}
    rows = [
        header,
        call("browser_navigate", {"url": f"{ORIGIN}/"}),
        call("select_role", {"role": "admin"}),
        call("browser_navigate", {"url": f"{ORIGIN}/app"}),
        call("browser_navigate", {"url": f"{ORIGIN}/", "role": "guest"}),
    ]
    recording = read_recording(write(tmp_path, rows))
    assert [c.role for c in recording.calls] == ["default", "admin", "admin", "guest"]
    assert recording.roles_auth == {"admin": "admin.json"}
    source = generate(recording.path, tmp_path / "test_session.py")
    # Not a bundled profile: the folder it was recorded with, absolute, so the module can move.
    assert module_constant(source, "AUTH_DIR") == str((tmp_path / "profiles").resolve())
    assert '@saved_login("admin.json", default=AUTH_DIR)' in source
    assert source.count("\ndef test_session_") == 3
    assert f'return pytestconfig.getoption("base_url") or "{ORIGIN}"' in source


def test_what_cannot_be_expressed_stops_the_test_with_a_skip(tmp_path: Path) -> None:
    rows = [
        call("browser_navigate", {"url": f"{ORIGIN}/a"}, url=f"{ORIGIN}/a"),
        call("browser_mouse_click_xy", {"x": 10, "y": 20}, url=f"{ORIGIN}/a"),
        call("browser_navigate", {"url": f"{ORIGIN}/b"}, url=f"{ORIGIN}/b"),
    ]
    body = build_body(read_recording(write(tmp_path, rows)).calls, ORIGIN)
    assert body.lines[-1] == (
        'pytest.skip("call 2 browser_mouse_click_xy(x=10, y=20) acts at screen coordinates, which no locator '
        'expresses")'
    )
    assert not any("/b" in line for line in body.lines), body.lines  # nothing after the skip


def test_a_recording_with_nothing_to_test_is_refused(tmp_path: Path) -> None:
    from verdex_py.codegen import CodegenError

    path = write(tmp_path, [call("list_roles", {})])
    with pytest.raises(CodegenError, match="never opened a page"):
        generate(path)


@pytest.mark.parametrize("text", ['say "hi"', "it's", "both ' and \"", "back\\slash", "line\nbreak", ""])
def test_string_literals_round_trip(text: str) -> None:
    from verdex_py.codegen.locators import _q

    assert eval(_q(text)) == text  # noqa: S307 - our own literal, checked to mean the original text


def test_each_recorded_session_is_its_own_test(tmp_path: Path) -> None:
    """Two HTTP clients in one recording (lines carry a session id): one test each, roles kept apart."""
    rows = [
        call("browser_navigate", {"url": f"{ORIGIN}/a"}, url=f"{ORIGIN}/a", session="aaaa1111"),
        call("browser_navigate", {"url": f"{ORIGIN}/b"}, url=f"{ORIGIN}/b", session="bbbb2222"),
        call("select_role", {"role": "admin"}, session="bbbb2222"),
        call("browser_navigate", {"url": f"{ORIGIN}/c"}, url=f"{ORIGIN}/c", session="aaaa1111"),
    ]
    source = generate(write(tmp_path, rows), tmp_path / "test_session.py")
    first = source.split("def test_session_session1(page: Page) -> None:")[1].split("\ndef ")[0]
    assert 'page.goto("/a")' in first and 'page.goto("/c")' in first and "/b" not in first
    assert "def test_session_session2(page: Page) -> None:" in source


def test_the_pages_to_serve_are_the_files_the_session_opened_on_its_origin(tmp_path: Path) -> None:
    from verdex_py.codegen.writing import recorded_pages

    rows = [
        call("browser_navigate", {"url": f"{ORIGIN}/a.html?x=1"}),
        call("browser_navigate", {"url": f"{ORIGIN}/redirect?to=/b.html"}),  # the server's own answer
        call("browser_navigate", {"url": "http://127.0.0.1:9/c.html"}),  # another origin
        call("browser_navigate", {"url": f"{ORIGIN}/docs/"}),
        call("browser_navigate", {"url": f"{ORIGIN}/gone.html"}, ok=False),
        call("browser_navigate", {"url": f"{ORIGIN}/a.html"}),
    ]
    calls = read_recording(write(tmp_path, rows)).calls
    assert recorded_pages(calls, ORIGIN) == ["/a.html", "/docs/"]


def test_a_bundled_profile_is_named_by_content_else_by_its_absolute_folder(tmp_path: Path) -> None:
    from verdex_py.codegen.writing import BUNDLED, login_default
    from verdex_py.testing.bundled import bundled

    copy = tmp_path / "customer.json"
    copy.write_bytes((bundled("auth_profiles") / "customer.json").read_bytes())
    assert login_default(copy) == BUNDLED
    own = tmp_path / "mine" / "customer.json"
    own.parent.mkdir()
    own.write_text('{"cookies": [], "origins": []}', encoding="utf-8")
    assert login_default(own) == str(own.parent.resolve())


def test_a_missing_saved_login_fails_its_test_naming_the_variable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from verdex_py.codegen.support import saved_login

    def test_x(page: object) -> None:
        """Doc."""

    monkeypatch.delenv("VERDEX_AUTH_DIR", raising=False)
    found = saved_login("customer.json")(test_x)  # the bundled profile: a storage_state mark
    assert found.pytestmark[0].kwargs["storage_state"].endswith("auth_profiles/customer.json")
    monkeypatch.setenv("VERDEX_AUTH_DIR", str(tmp_path))
    missing = saved_login("customer.json")(test_x)
    assert missing.__name__ == "test_x" and str(inspect.signature(missing)) == "()"  # no browser for it
    with pytest.raises(pytest.fail.Exception) as failed:
        missing()
    assert str(failed.value) == (
        f"saved login customer.json is not in {tmp_path} ($VERDEX_AUTH_DIR): set VERDEX_AUTH_DIR to the folder "
        "holding it"
    )


def test_a_name_yaml_or_python_would_misread_is_written_as_a_literal_of_itself() -> None:
    """#32: the names that broke snapshot lines must not break the generated code either."""
    import ast

    from verdex_py.codegen.locators import by_role

    for name in ["Issue #12", "Save: draft", 'it\'s "x"', "a\\b", "- [ref=e1] `x` {y}", "中文 🙂 א", "'"]:
        call = ast.parse(by_role("button", name), mode="eval").body
        assert isinstance(call, ast.Call) and ast.literal_eval(call.keywords[0].value) == name


def test_widget_steps_replace_the_tools_one_call(tmp_path: Path) -> None:
    """A select_option the server carried out by opening and clicking is written as those steps: on
    the call's element (by its ref), on an element described as a ref's is, keys repeated in a loop,
    a key on the page; a fill_form field takes only its own steps."""
    target = {"role": "combobox", "name": "City", "frames": [], "matches": 1}
    option = {"role": "option", "name": "Lisbon", "frames": [], "matches": 1}
    steps = [
        {"action": "click", "ref": "e1"},
        {"action": "fill", "ref": "e1", "text": "Lis", "element": {**target}},
        {"action": "click", "ref": "e1", "element": option},
        {"action": "press", "ref": "e1", "key": "Escape", "on_page": True},
    ]
    rows = [
        call("browser_navigate", {"url": f"{ORIGIN}/a"}, url=f"{ORIGIN}/a"),
        call("browser_select_option", {"ref": "e1", "values": ["Lisbon"]}, elements={"e1": target}, steps=steps),
        call(
            "browser_fill_form",
            {"fields": [{"ref": "e1", "type": "slider", "value": "9"}, {"ref": "e2", "type": "textbox", "value": "x"}]},
            elements={"e1": {**target, "role": "slider", "name": "Volume"}, "e2": {**target, "role": "textbox"}},
            steps=[{"action": "press", "ref": "e1", "key": "ArrowUp", "times": 4}],
        ),
    ]
    lines = build_body(read_recording(write(tmp_path, rows)).calls, ORIGIN).lines
    city = 'page.get_by_role("combobox", name="City", exact=True)'
    assert [line for line in lines if not line.startswith("#")][1:9] == [
        f"{city}.click()",
        f'{city}.fill("Lis")',
        'page.get_by_role("option", name="Lisbon", exact=True).click()',
        'page.keyboard.press("Escape")',
        "for _ in range(4):",
        '    page.get_by_role("slider", name="Volume", exact=True).press("ArrowUp")',
        'page.get_by_role("textbox", name="City", exact=True).fill("x")',
        'expect(page).to_have_url("/a")',
    ], lines


def test_an_element_without_a_role_is_found_by_its_text_by_position_when_needed() -> None:
    facts = {"role": "", "name": "Large", "frames": [], "matches": None}
    assert locate(facts).expr == 'page.get_by_text("Large", exact=True)'
    assert locate(facts).note == "it has no role: found by its text"
    twice = locate({**facts, "text_matches": 2, "text_index": 1})
    assert twice.expr == 'page.get_by_text("Large", exact=True).nth(1)' and "number 2 of 2" in str(twice.note)


def test_capability_tools_become_playwright_code(tmp_path: Path) -> None:
    button = {"role": "button", "name": "Go", "frames": [], "matches": 1}
    rows = [
        call("browser_navigate", {"url": f"{ORIGIN}/a"}, url=f"{ORIGIN}/a"),
        call("browser_route", {"pattern": "**/api", "status": 503, "body": "{{TOKEN}}", "headers": ["X-A: 1"]}),
        call("browser_route", {"pattern": "**/b", "remove_headers": "x-trace, cookie"}),
        call("browser_unroute", {}),
        call("browser_network_state_set", {"state": "offline"}),
        call("browser_emulate_media", {"media": "no-override", "color_scheme": "dark"}),
        call("browser_cookie_set", {"name": "n", "value": "v", "path": "/p"}),
        call("browser_cookie_set", {"name": "n", "value": "v", "domain": "example.org", "secure": True}),
        call("browser_sessionstorage_delete", {"key": "k"}),
        call(
            "browser_click",
            {"ref": "e1"},
            elements={"e1": button},
            downloads=[{"file": "r-1.csv", "suggested": "r.csv"}],
        ),
        call("browser_verify_value", {"ref": "e1", "type": "radio", "value": "false"}, elements={"e1": button}),
        call("browser_pdf_save", {}),
        call("browser_set_storage_state", {"filename": "s.json"}),
        call("browser_reload", {}),
    ]
    lines = build_body(read_recording(write(tmp_path, rows)).calls, ORIGIN).lines
    code = "\n".join(lines)
    assert (
        'page.context.route("**/api", lambda route: route.fulfill(status=503, body=secret("TOKEN"), '
        'headers={"X-A": "1"}))' in code
    )
    assert (
        "lambda route: route.fallback(headers={k: v for k, v in route.request.headers.items() "
        "if k.lower() not in ('x-trace', 'cookie')})" in code
    )
    assert "page.context.unroute_all()" in code and "page.context.set_offline(True)" in code
    assert 'page.emulate_media(media="null", color_scheme="dark")' in code
    assert '"url": "/".join(page.url.split("/")[:3]) + "/p"' in code
    assert '"domain": "example.org", "path": "/", "secure": true' in code.replace("True", "true")
    assert 'page.evaluate("(k) => sessionStorage.removeItem(k)", "k")' in code
    assert "with page.expect_download() as download:\n" in code
    assert '    page.get_by_role("button", name="Go", exact=True).click()' in code
    assert 'assert download.value.suggested_filename == "r.csv"' in code
    assert "to_be_checked(checked=False)" in code and "saved the page as a PDF" in code
    assert lines[-1].startswith('pytest.skip(\'call 13 browser_set_storage_state(filename="s.json") loads a storage')
    assert "reload" not in code  # after the skip


def test_a_page_tool_call_ends_the_test_saying_so(tmp_path: Path) -> None:
    rows = [
        call("browser_navigate", {"url": f"{ORIGIN}/a"}, url=f"{ORIGIN}/a"),
        call("webmcp_add_todo", {"text": "milk"}),
    ]
    lines = build_body(read_recording(write(tmp_path, rows)).calls, ORIGIN).lines
    assert lines[-1] == (
        'pytest.skip(\'call 2 webmcp_add_todo(text="milk") called a tool the page registered (WebMCP), which '
        "Playwright has no call for')"
    )


def test_a_value_set_in_ways_not_recorded_ends_the_test(tmp_path: Path) -> None:
    """A date picked in a calendar (steps not recorded): a skip saying how it was set, never a fill()."""
    field = {"role": "textbox", "name": "Arrival", "frames": [], "matches": 1}
    rows = [
        call("browser_navigate", {"url": f"{ORIGIN}/a"}, url=f"{ORIGIN}/a"),
        call(
            "browser_type",
            {"ref": "e1", "text": "13.03.2027"},
            elements={"e1": field},
            steps=[{"action": "opaque", "ref": "e1", "text": "picked in the field's calendar"}],
        ),
        call("browser_navigate", {"url": f"{ORIGIN}/b"}, url=f"{ORIGIN}/b"),
    ]
    lines = build_body(read_recording(write(tmp_path, rows)).calls, ORIGIN).lines
    assert lines[-1].startswith("pytest.skip(") and "call 2 browser_type(" in lines[-1]
    assert "picked in the field's calendar" in lines[-1] and not any(".fill(" in line for line in lines)
