"""`verdex-py codegen`: sessions recorded through the MCP client become pytest-playwright tests
that pass in a separate pytest run, and fail with Playwright's own message when the page changes.

The generated modules run in a subprocess, in a throwaway project that has only what a user's
project would: the module, examples/codegen/conftest.py (system Chromium) and an ini line
pointing verdex-py's pytest plugin at the fixture pages.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

from tests.helpers import AUTH_DIR, REPO, error_of, ok, ref_of, text_of
from tests.helpers.server_process import server_command, server_env
from verdex_py.codegen import generate
from verdex_py.config import Settings
from verdex_py.refs import refs_of
from verdex_py.roles_file import RoleConfig
from verdex_py.server.app import build_server
from verdex_py.testing.fixture_server import FixtureServer

EXAMPLES = REPO / "examples" / "codegen"
DEMO = REPO / "tests" / "data" / "demo_session.jsonl"
PYTEST_DEADLINE_S = 300
CUSTOMER = {"customer": AUTH_DIR / "customer.json"}


async def record_flows(client: Any, site: FixtureServer, attachment: Path) -> None:
    """One role: a form, frames, dialogs, a stale ref repaired, an upload, ambiguous elements, a popup."""
    page = await ok(client, "browser_navigate", {"url": site.url("form.html")})
    form = text_of(page)
    await ok(client, "browser_type", {"ref": ref_of(form, "textbox", "Full name"), "text": "Ada Lovelace"})
    fields = [
        {"ref": ref_of(form, "textbox", "Email"), "type": "textbox", "value": "ada@example.com"},
        {"ref": ref_of(form, "combobox", "Plan"), "type": "combobox", "value": "Pro"},
        {"ref": ref_of(form, "checkbox", "Accept terms"), "type": "checkbox", "value": "true"},
    ]
    await ok(client, "browser_fill_form", {"fields": fields})
    await ok(client, "browser_click", {"ref": ref_of(form, "button", "Submit")})
    await ok(client, "browser_wait_for", {"text": "Submitted: Ada Lovelace / ada@example.com / Pro"})

    frames = text_of(await ok(client, "browser_navigate", {"url": site.url("frames.html")}))
    cross = refs_of(frames, "textbox", "Inner name")[1]  # the second frame is the cross-origin one
    await ok(client, "browser_type", {"ref": cross, "text": "Grace"})
    await ok(client, "browser_click", {"ref": refs_of(frames, "button", "Inner button")[1]})

    dialogs = text_of(await ok(client, "browser_navigate", {"url": site.url("dialogs.html")}))
    await ok(client, "browser_click", {"ref": ref_of(dialogs, "button", "Confirm")})
    await ok(client, "browser_handle_dialog", {"accept": True})
    await ok(client, "browser_wait_for", {"text": "Confirmed: true"})
    await ok(client, "browser_click", {"ref": ref_of(dialogs, "button", "Prompt")})
    await ok(client, "browser_handle_dialog", {"accept": True, "prompt_text": "Ada"})
    await ok(client, "browser_wait_for", {"text": "Prompted: Ada"})

    rerender = text_of(await ok(client, "browser_navigate", {"url": site.url("rerender.html")}))
    save = ref_of(rerender, "button", "Save")
    await ok(client, "browser_click", {"ref": save})
    await ok(client, "browser_click", {"ref": ref_of(rerender, "button", "Re-render")})
    stale = await client.call_tool("browser_click", {"ref": save})
    plan = error_of(stale)["next_actions"][0]
    assert error_of(stale)["code"] == "STALE_REF"
    await ok(client, plan["tool"], plan["arguments"])  # the recovery plan, followed as given
    await ok(client, "browser_click", {"ref": ref_of(rerender, "button", "Duplicate save")})
    now = text_of(await ok(client, "browser_snapshot", {}))
    await ok(client, "browser_click", {"ref": refs_of(now, "button", "Save")[1]})
    await ok(client, "browser_wait_for", {"text": "Saved 3 times"})

    upload = text_of(await ok(client, "browser_navigate", {"url": site.url("upload.html")}))
    await ok(client, "browser_click", {"ref": ref_of(upload, "button", "Attachment")})
    await ok(client, "browser_file_upload", {"paths": [str(attachment)]})
    await ok(client, "browser_wait_for", {"text": "Chosen: note.txt (5 bytes)"})

    landmarks = text_of(await ok(client, "browser_navigate", {"url": site.url("codegen/landmarks.html")}))
    await ok(client, "browser_click", {"ref": refs_of(landmarks, "button", "Open")[1]})
    await ok(client, "browser_wait_for", {"text": "Opened from sidebar"})

    popup = text_of(await ok(client, "browser_navigate", {"url": site.url("popup.html")}))
    await ok(client, "browser_click", {"ref": ref_of(popup, "link", "Open help")})
    await ok(client, "browser_tabs", {"action": "select", "index": 1})


async def record_roles(client: Any, site: FixtureServer) -> None:
    """Two roles: a guest signs in with a secret password, the customer's saved login opens orders."""
    login = text_of(await ok(client, "browser_navigate", {"url": site.url("login.html"), "role": "guest"}))
    await ok(client, "browser_type", {"ref": ref_of(login, "textbox", "Username"), "text": "alice", "role": "guest"})
    password = {"ref": ref_of(login, "textbox", "Password"), "text": "{{ALICE_PASSWORD}}", "submit": True}
    await ok(client, "browser_type", {**password, "role": "guest"})
    await ok(client, "browser_wait_for", {"text": "You have 3 recent orders", "role": "guest"})
    await ok(client, "select_role", {"role": "customer"})
    wrong = await client.call_tool("browser_click", {"ref": "e999"})
    assert error_of(wrong)["code"] == "UNKNOWN_REF"
    dashboard = text_of(await ok(client, "browser_navigate", {"url": site.url("app/dashboard.html")}))
    await ok(client, "browser_click", {"ref": ref_of(dashboard, "link", "Orders")})
    await ok(client, "browser_evaluate", {"function": "() => document.title"})


def unwrapped(source: str) -> str:
    """The module with each wrapped comment on one line, so a sentence can be searched for."""
    lines: list[str] = []
    for line in source.splitlines():
        if line.lstrip().startswith("# ") and lines and lines[-1].lstrip().startswith("# "):
            lines[-1] += " " + line.lstrip()[2:]
        else:
            lines.append(line)
    return "\n".join(lines)


def project(tmp: Path, fixtures: Path, modules: dict[str, str]) -> Path:
    """A user's test project: the generated modules, the documented conftest, one ini line."""
    tmp.mkdir(parents=True, exist_ok=True)
    shutil.copy(EXAMPLES / "conftest.py", tmp / "conftest.py")
    (tmp / "pytest.ini").write_text(f"[pytest]\nverdex_fixtures_dir = {fixtures}\n", encoding="utf-8")
    for name, source in modules.items():
        (tmp / name).write_text(source, encoding="utf-8")
    return tmp


def run_pytest(where: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ALICE_PASSWORD": "wonderland"}
    env.setdefault("VERDEX_EXECUTABLE_PATH", shutil.which("chromium") or "")
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args]
    return subprocess.run(
        cmd, cwd=where, env=env, capture_output=True, text=True, timeout=PYTEST_DEADLINE_S, stdin=subprocess.DEVNULL
    )


def client_for(**settings: Any) -> Client:
    base = {"auth_dir": AUTH_DIR, "timeout_action_ms": 3000, "timeout_navigation_ms": 8000}
    return Client(build_server(Settings(**{**base, **settings})))


@pytest.fixture(scope="module")
async def generated(fixtures: FixtureServer, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The two recordings, made once through the MCP client, and the modules codegen writes from them."""
    tmp = tmp_path_factory.mktemp("codegen")
    secrets = tmp / "secrets.env"
    secrets.write_text("ALICE_PASSWORD=wonderland\n", encoding="utf-8")
    flows, roles = tmp / "flows.jsonl", tmp / "two_roles.jsonl"
    attachment = tmp / "note.txt"
    attachment.write_text("hello", encoding="utf-8")
    async with client_for(record_file=flows, upload_dirs=(tmp,)) as client:
        await record_flows(client, fixtures, attachment)
    customer = RoleConfig(name="customer", auth_file=CUSTOMER["customer"])
    async with client_for(
        record_file=roles, secrets_file=secrets, roles={"customer": customer}, caps=frozenset({"evaluate"})
    ) as client:
        await record_roles(client, fixtures)
    out = tmp / "project"
    out.mkdir()
    (out / "ruff.toml").write_text("line-length = 120\n", encoding="utf-8")  # the project's own style is followed
    return {
        "test_flows.py": generate(flows, out / "test_flows.py", serve_fixtures=True),
        "test_two_roles.py": generate(roles, out / "test_two_roles.py", roles_auth=CUSTOMER, serve_fixtures=True),
    }


async def test_recorded_sessions_become_passing_tests(generated: dict[str, str], tmp_path: Path) -> None:
    flows, roles = (unwrapped(generated[name]) for name in ("test_flows.py", "test_two_roles.py"))
    # Forms by label, frames by their iframe, dialogs answered before the action that opens them.
    assert 'page.get_by_label("Full name", exact=True).fill("Ada Lovelace")' in flows, flows
    assert 'page.get_by_label("Plan", exact=True).select_option("Pro")' in flows, flows
    assert 'page.get_by_label("Accept terms", exact=True).set_checked(True)' in flows, flows
    assert 'page.frame_locator(\'iframe[title="Cross origin frame"]\').get_by_label("Inner name", exact=True)' in flows
    assert re.search(
        r'# The action opens a confirm dialog "Proceed\?"; call \d+ answered it\.\n\s+page\.once\("dialog", '
        r"lambda dialog: dialog\.accept\(\)\)\n\s+page\.get_by_role\(\"button\", name=\"Confirm\"",
        flows,
    ), flows
    assert 'lambda dialog: dialog.accept("Ada")' in flows
    # The stale click is left out, the repair stays; ambiguity is narrowed and said.
    assert re.search(r"call \d+ browser_click failed \(STALE_REF\); call \d+ repaired it, so it is left out\.", flows)
    assert '2 elements are button "Save": the recorded one was number 2 (by position, fragile)' in flows
    assert 'page.get_by_role("button", name="Save", exact=True).nth(1).click()' in flows
    assert '2 elements are button "Open": narrowed to the one in the complementary "Sidebar"' in flows
    assert 'get_by_role("complementary", name="Sidebar", exact=True).get_by_role("button", name="Open"' in flows
    assert 'expect(page.get_by_text("Saved 3 times").first).to_be_visible()' in flows
    assert re.search(
        r"with page\.expect_file_chooser\(\) as chooser:\n"
        r'\s+page\.get_by_role\("button", name="Attachment", exact=True\)\.click\(\)\n.*\n'
        r'\s+chooser\.value\.set_files\(\[".*/note\.txt"\]\)',
        flows,
    ), flows
    assert re.search(
        r'with page\.context\.expect_page\(\) as opened:\n\s+page\.get_by_role\("link", name="Open help", exact=True\)'
        r"\.click\(\)\n\s+tabs\.append\(opened\.value\)\n\s+page = tabs\[1\]",
        flows,
    ), flows
    assert 'expect(page).to_have_url("/flow/step1.html")' in flows
    # Roles: one test each, the saved login as storage_state, the secret from the environment only.
    assert "def test_two_roles_guest(page: Page)" in roles and "def test_two_roles_customer(page: Page)" in roles
    assert '@saved_login("customer.json")' in roles  # the bundled demo profile: no folder to name
    assert 'fill(secret("ALICE_PASSWORD"))' in roles and "wonderland" not in roles
    assert "browser_evaluate ran the agent's own JavaScript; not reproduced" in roles
    assert re.search(r'call \d+ browser_click\(ref="e999"\) failed \(UNKNOWN_REF\) and was not repaired', roles), roles

    where = project(tmp_path / "project", REPO / "fixtures_html", generated)
    result = run_pytest(where)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "3 passed" in result.stdout, result.stdout


async def test_a_changed_page_fails_with_playwrights_message(generated: dict[str, str], tmp_path: Path) -> None:
    """The form now says "Sent:" instead of "Submitted:": the generated test fails on that expect()."""
    changed = tmp_path / "changed_fixtures"
    shutil.copytree(REPO / "fixtures_html", changed)
    form = changed / "form.html"
    form.write_text(form.read_text(encoding="utf-8").replace("`Submitted: ", "`Sent: "), encoding="utf-8")
    where = project(tmp_path / "project", changed, {"test_flows.py": generated["test_flows.py"]})
    result = run_pytest(where)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Locator expected to be visible" in result.stdout, result.stdout
    assert 'get_by_text("Submitted: Ada Lovelace / ada@example.com / Pro")' in result.stdout, result.stdout
    assert "1 failed" in result.stdout


def readme_commands() -> list[str]:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    match = re.search(r"<!-- snippet:codegen -->\n```bash\n(.*?)```", text, re.S)
    assert match, "README has no codegen snippet"
    return [line.split("  #")[0].strip() for line in match.group(1).splitlines()]


def test_example_module_is_what_the_readme_command_writes_today(tmp_path: Path) -> None:
    """The README's codegen command, run as written on the demo's recording, writes exactly
    examples/codegen/test_demo_session.py (in a copy of the repository's layout)."""
    record, codegen, run = readme_commands()
    assert record.startswith("verdex-py demo --record-to demo_session.jsonl") and run == "pytest examples/codegen"
    shutil.copy(DEMO, tmp_path / "demo_session.jsonl")
    shutil.copy(REPO / "pyproject.toml", tmp_path)  # its ruff settings shape the module
    (tmp_path / "verdex_py").symlink_to(REPO / "verdex_py")  # so ruff sorts it as first-party, as here
    shutil.copytree(AUTH_DIR, tmp_path / "auth_profiles")
    (tmp_path / "examples" / "codegen").mkdir(parents=True)
    argv = codegen.split()
    assert argv[0] == "verdex-py"
    done = subprocess.run(
        server_command(*argv[1:]),
        cwd=tmp_path,
        env=server_env(),
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stderr
    written = (tmp_path / "examples" / "codegen" / "test_demo_session.py").read_text(encoding="utf-8")
    committed = (EXAMPLES / "test_demo_session.py").read_text(encoding="utf-8")
    assert written == committed, "examples/codegen/test_demo_session.py is stale: rerun the README's codegen command"
    assert committed.count("\ndef test_") == 3


def test_example_module_runs_green() -> None:
    """What CI runs: the generated demo tests, on the system Chromium, against fixtures_html."""
    result = run_pytest(REPO, str(EXAMPLES.relative_to(REPO)))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "3 passed" in result.stdout, result.stdout


def test_codegen_refuses_what_is_not_a_recording(tmp_path: Path) -> None:
    bad = tmp_path / "notes.jsonl"
    bad.write_text('{"tool": "browser_navigate"}\nnot json\n', encoding="utf-8")
    cmd = server_command("codegen", str(bad))
    done = subprocess.run(cmd, env=server_env(), capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 2
    assert f"verdex-py codegen: recording {bad} line 2 is not JSON" in done.stderr, done.stderr
    assert done.stdout == ""
