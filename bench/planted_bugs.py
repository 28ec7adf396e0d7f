"""Planted one-line bugs: does the suite catch each? (#25 item 10, #37: a hand-made mutation run)

    python -m bench.planted_bugs [--only NAME] [--tests NODE ...] [--check-only] [--json FILE]

Each bug is one line of a security- or recovery-critical place changed the way a careless
edit would. For each, the tree (tracked and new files of this checkout) is copied to a
temporary folder, the bug is planted there, and the tests that should guard that line run
against the copy (pytest in the copy: tests/helpers/server_process.py puts the copy first on
the PYTHONPATH of every server those tests start). A bug is *killed* when those tests fail,
*survives* when they pass.

Sound by construction (#37): before any bug is planted, each test file a bug names is run
against a copy in which the bug's own statement is preceded by `os._exit(86)`. The file must
fail: the copy's line ran, in pytest or in a server the tests started. A file that still
passes runs other code (a server importing the venv's checkout) or never reaches the line,
so its verdict on the bug would mean nothing: the run says which and refuses to report
(exit 2). (A line inside a lambda or a call's arguments is reached through its statement:
the canary then shows the statement ran, e.g. the module was imported.) A pytest exit that
is neither a failure nor a pass (no tests collected, a usage error) is an error, not a kill.

Exits 1 if any bug survives, 2 if the run is unsound or a bug no longer applies (its line
changed: update the list).
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEST_TIMEOUT_S = 600
CANARY_EXIT = 86  # the status the canary leaves a process with
CANARY = f"__import__('os')._exit({CANARY_EXIT})  # planted_bugs canary: this line of the copy ran"


@dataclass(frozen=True)
class Bug:
    name: str
    path: str
    old: str  # must occur exactly once in the file
    new: str
    tests: tuple[str, ...]  # pytest node ids or files that should catch it


GUARDS = "tests/e2e/test_guards.py"
POLICY_UNIT = "tests/unit/test_policy_and_validation.py"
POLICY_E2E = "tests/e2e/test_policy_secrets.py"
SCHEMES_E2E = "tests/e2e/test_policy_schemes.py"
BOUNDARY_E2E = "tests/e2e/test_boundary_requests.py"
# Each scheme policy.py names, dropped from each place that names it (#37: "dropping any one
# scheme from policy.py fails a test"): (where, the line, the schemes it lists).
SCHEME_LISTS = (
    ("navigable", 'ALLOWED_SCHEMES = ("http", "https", "about", "data")', ("http", "https", "about", "data")),
    ("origin-checked", 'if scheme not in ("http", "https", "ws", "wss"):', ("http", "https", "ws", "wss")),
    ("needs no //", 'if "://" not in url and scheme not in ("about", "data"):', ("about", "data")),
    ("opened with the flag", 'if scheme not in ALLOWED_SCHEMES + ("file",):', ("file",)),
)


def _dropped(line: str, scheme: str) -> str:
    """`line` with `scheme` taken out of its tuple (a one-element tuple becomes empty)."""
    for form in (f'"{scheme}", ', f', "{scheme}"', f'"{scheme}",'):
        if form in line:
            dropped = line.replace(form, "", 1)
            return re.sub(r'\(("\w+")\)', r"(\1,)", dropped)  # ("about") would be a string, not a tuple
    raise AssertionError(f"{scheme} not in {line}")


SCHEME_DROPS = tuple(
    Bug(
        f"policy drops {scheme} ({where})",
        "verdex_py/policy.py",
        line,
        _dropped(line, scheme),
        (POLICY_UNIT, SCHEMES_E2E),
    )
    for where, line, schemes in SCHEME_LISTS
    for scheme in schemes
)
BUGS = (
    # -- the four the first round found unguarded ----------------------------------------------
    Bug(
        "progress sent without redact",
        "verdex_py/server/redacting.py",
        "await report(done, total, secrets.redact(message) if message else message)",
        "await report(done, total, message)",
        (f"{GUARDS}::test_progress_messages_never_carry_a_secret",),
    ),
    Bug(
        "load-never-fired warning dropped",
        "verdex_py/browser/look/observe.py",
        "load_incomplete=tab.load_incomplete,",
        "load_incomplete=False,",
        (f"{GUARDS}::test_a_load_that_never_finished_is_said_in_every_snapshot",),
    ),
    Bug(
        "retry offered after the action was performed",
        "verdex_py/errors/codes_state.py",
        'retry_as_is("retry once the page is ready (after retry_after_ms)", when=lambda f: not f.get("performed")),',
        'retry_as_is("retry once the page is ready (after retry_after_ms)", when=lambda f: True),',
        ("tests/unit/test_no_retry_after_action.py",),
    ),
    Bug(
        "ref numbers reused across pages",
        "verdex_py/browser/snapshot/ref_map.py",
        "self._base = above if above is not None else 0 if self._base else self._highest",
        "self._base = above if above is not None else 0",
        (f"{GUARDS}::test_an_old_pages_ref_never_names_an_element_of_the_new_page",),
    ),
    # -- secrets ---------------------------------------------------------------------------------
    Bug(
        "secret values not redacted",
        "verdex_py/secrets/store.py",
        'return self._pattern.sub(lambda m: "{{" + self._names[m.lastindex - 1] + "}}", text)',
        "return text",
        ("tests/e2e/test_secrets.py::test_log_lines_are_redacted",),
    ),
    Bug(
        "recording written without redaction",
        "verdex_py/server/recording.py",
        "out.write(json_line(self._secrets.redact_data(line)))",
        "out.write(json_line(line))",
        ("tests/e2e/test_secrets.py",),
    ),
    # -- #41: secrets held to their origins; redacted as bytes, in tool lists, in pixels ---------
    Bug(
        "scoped secrets typed on any origin",
        "verdex_py/browser/calls/call.py",
        "            if call.secret_uses:\n",
        "            if False:\n",
        ("tests/e2e/test_secret_scope.py",),
    ),
    Bug(
        "tools/list not redacted",
        "verdex_py/server/app.py",
        "return types.ListToolsResult(tools=redacting.tools(runner.secrets, listed))",
        "return types.ListToolsResult(tools=listed)",
        ("tests/e2e/test_secret_scope.py::test_a_page_tool_never_gets_a_secret_and_tools_list_is_redacted",),
    ),
    Bug(
        "saved bodies not redacted",
        "verdex_py/server/tools/network.py",
        "data = secrets.for_file(ctx.settings.secrets_file).redact_bytes(data)",
        "pass",
        ("tests/e2e/test_secret_bytes.py",),
    ),
    Bug(
        "re-rendered fields holding a secret not masked",
        "verdex_py/browser/page/masking.py",
        "            if fields or texts:\n",
        "            if False:\n",
        ("tests/e2e/test_secret_pixels.py",),
    ),
    # -- URL policy ------------------------------------------------------------------------------
    Bug(
        "blocked origins let through",
        "verdex_py/policy.py",
        "    for entry in _entries(tuple(settings.blocked_origins)):",
        "    for entry in ():",
        ("tests/unit/test_policy_and_validation.py",),
    ),
    Bug(
        "allowed origins inverted",
        "verdex_py/policy.py",
        "if settings.allowed_origins and not any(hit(e) for e in _entries(tuple(settings.allowed_origins))):",
        "if settings.allowed_origins and any(hit(e) for e in _entries(tuple(settings.allowed_origins))):",
        ("tests/unit/test_policy_and_validation.py",),
    ),
    Bug(
        "file: URLs allowed by default",
        "verdex_py/policy.py",
        'if scheme == "file" and not settings.allow_file_urls:',
        'if scheme == "file" and settings.allow_file_urls:',
        ("tests/unit/test_policy_and_validation.py",),
    ),
    Bug(
        "a blocked frame's policy rule forgotten",
        "verdex_py/browser/page/frames.py",
        "rule = self._policy_rule(request.url)  # the policy proxy's refusal",
        "rule = None  # the policy proxy's refusal",
        ("tests/e2e/test_policy_secrets.py::test_blocked_frame_is_not_blamed_on_framing_headers",),
    ),
    # -- HTTP ------------------------------------------------------------------------------------
    Bug(
        "any bearer token accepted",
        "verdex_py/server/transports.py",
        "return digest[:16] if matched else None",
        "return digest[:16] if matched >= 0 else None",
        ("tests/e2e/test_deploy.py::test_entrypoint_serves_with_token",),
    ),
    Bug(
        "another token's session served",
        "verdex_py/server/http_guard.py",
        "if session is None or not _same(session.owner, owner):",
        "if session is None:",
        ("tests/e2e/test_http_owners.py::test_a_stolen_session_id_is_unknown_to_another_token",),
    ),
    Bug(
        "wrong Host header let through",
        "verdex_py/server/http_guard.py",
        "if refused is not None and refused.status_code in (421, 403):",
        "if refused is not None and refused.status_code in (403,):",
        ("tests/e2e/test_http_security.py::test_wrong_host_and_origin_are_rejected",),
    ),
    # -- refs ------------------------------------------------------------------------------------
    Bug(
        "a ref that left the page acted on anyway",
        "verdex_py/browser/page/actions.py",
        "        if seen is None:\n            await _raise_stale(tab, entry, ctx, timeout_ms)",
        "        if seen is None and False:\n            await _raise_stale(tab, entry, ctx, timeout_ms)",
        ("tests/e2e/test_error_codes.py::test_stale_ref_suggests_the_fresh_ref",),
    ),
    Bug(
        "an old page's ref not told apart from a never-issued one",
        "verdex_py/browser/page/actions.py",
        "        if retired:\n            doc, old = retired",
        "        if retired and False:\n            doc, old = retired",
        (f"{GUARDS}::test_an_old_pages_ref_never_names_an_element_of_the_new_page",),
    ),
    # -- recovery --------------------------------------------------------------------------------
    Bug(
        "a crashed tab found before a call is not repaired",
        "verdex_py/browser/role/liveness.py",
        '    if crashed_tabs:\n        raise await _recover_crash(runtime, crashed_tabs, f"before {tool} ran")',
        "    if crashed_tabs and False:\n        raise await _recover_crash("
        'runtime, crashed_tabs, f"before {tool} ran")',
        ("tests/e2e/test_faults.py::test_renderer_killed_between_calls",),
    ),
    Bug(
        "the frozen call is retried as is",
        "verdex_py/errors/codes_state.py",
        'when=lambda f: f.get("caused_by_call") is False,',
        "when=lambda f: True,",
        ("tests/unit/test_no_retry_after_action.py",),
    ),
    Bug(
        "dialog dismissed when asked to accept",
        "verdex_py/browser/calls/facade.py",
        "                if not accept:\n                    await dialog.dismiss()",
        "                if accept:\n                    await dialog.dismiss()",
        ("tests/e2e/test_error_codes.py::test_modal_dialog_blocks_until_handled",),
    ),
    # -- this round's own lines ------------------------------------------------------------------
    Bug(
        "a ring drops without counting",
        "verdex_py/browser/page/ring.py",
        "        if len(self._items) == self._items.maxlen:\n            self.dropped += 1",
        "        if len(self._items) == self._items.maxlen:\n            pass",
        ("tests/unit/test_rings.py",),
    ),
    Bug(
        "a starved loop is not noticed",
        "verdex_py/browser/role/starvation.py",
        "    if lag.worst > LATE_S:",
        "    if lag.worst > LATE_S * 100:",
        ("tests/unit/browser/role/test_starvation.py",),
    ),
    Bug(
        "error texts not held to their bound",
        "verdex_py/errors/format.py",
        "        if len(text) < MAX_TEXT_CHARS:\n            return text",
        "        if True:\n            return text",
        ("tests/unit/test_error_text_bound.py",),
    ),
    # -- #37: recordings, results and errors redacted; the URL policy on every path ------------
    Bug(
        "results not redacted",
        "verdex_py/server/redacting.py",
        "structured_content=secrets.redact_data(answer.structured_content),",
        "structured_content=answer.structured_content,",
        ("tests/e2e/test_secrets.py::test_secret_values_with_metacharacters_never_leak",),
    ),
    Bug(
        "error details not redacted",
        "verdex_py/server/redacting.py",
        "details=secrets.redact_data(err.details),",
        "details=err.details,",
        ("tests/e2e/test_secrets.py",),
    ),
    Bug(
        "page requests not held to the policy",
        "verdex_py/browser/role/context_options.py",
        '        options["proxy"] = policy_proxy  #',
        "        pass  #",
        (POLICY_E2E, BOUNDARY_E2E),
    ),
    Bug(
        "page WebSockets not held to the policy",
        "verdex_py/browser/role/url_policy.py",
        '        context.on("page", self._watch_sockets)\n',
        "        pass\n",
        (SCHEMES_E2E,),
    ),
    Bug(
        "a redirect onto a refused origin kept",
        "verdex_py/browser/role/roles.py",
        "        if rule is None:\n            return\n        hop = refused.redirected_from",
        "        if True:\n            return\n        hop = refused.redirected_from",
        (f"{POLICY_E2E}::test_redirect_to_blocked_origin_is_blocked",),
    ),
    Bug(
        "blob: and javascript: URLs opened",
        "verdex_py/policy.py",
        'not after.split("/")[0].isdigit() and scheme not in ALLOWED_SCHEMES:',
        'not after.split("/")[0].isdigit() and scheme not in ALLOWED_SCHEMES and False:',
        (POLICY_UNIT, SCHEMES_E2E),
    ),
    *SCHEME_DROPS,
)


@dataclass
class Outcome:
    bug: str
    result: str  # killed | survived | stale (the line is no longer there) | error (pytest could not judge)
    seconds: float
    caught_by: str = ""


@dataclass
class Reach:
    """Whether a test file runs a bug's line in the copy (the canary), before the bug is planted."""

    bug: str
    tests: str
    seen: bool
    seconds: float
    how: str = ""


def copy_tree(target: Path) -> None:
    """The tracked and new (not ignored) files of this checkout, copied into `target`."""
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)


def _pytest(copy: Path, tests: tuple[str, ...]) -> subprocess.CompletedProcess[str] | None:
    """The tests, run in the copy (its conftest, its helpers, its package); None on timeout."""
    env = {**os.environ, "PYTHONPATH": str(copy), "PYTHONDONTWRITEBYTECODE": "1"}
    command = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-p", "no:randomly", *tests]
    try:
        return subprocess.run(command, cwd=copy, env=env, capture_output=True, text=True, timeout=TEST_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return None


def _first_failure(done: subprocess.CompletedProcess[str]) -> str:
    failed = [line for line in done.stdout.splitlines() if line.startswith(("FAILED", "ERROR"))]
    return failed[0].split(" ", 1)[1] if failed else ""


def with_canary(source: str, old: str) -> str:
    """`source` with CANARY before the statement holding `old` (which occurs once)."""
    start = source.index(old) + len(old) - len(old.lstrip())  # the first non-blank character of `old`
    return canary_at(source, source.count("\n", 0, start) + 1)


def canary_at(source: str, line_no: int, canary: str = CANARY) -> str:
    """`source` with `canary` (one line of Python) before the innermost statement holding line `line_no`
    that can take a line before it (not an `elif`: a statement of its own in the tree, not on its own line)."""
    holding = [
        node
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.stmt) and node.lineno <= line_no <= (node.end_lineno or node.lineno)
    ]
    lines = source.splitlines(keepends=True)
    for node in sorted(holding, key=lambda n: (n.lineno, n.col_offset), reverse=True):  # innermost first
        indent = " " * node.col_offset
        planted = "".join([*lines[: node.lineno - 1], f"{indent}{canary}\n", *lines[node.lineno - 1 :]])
        try:
            compile(planted, "<canary>", "exec")
        except SyntaxError:
            continue
        return planted
    raise AssertionError(f"no statement holds line {line_no}")


def reach(bug: Bug, tests: tuple[str, ...]) -> list[Reach]:
    """Run each test file the bug names (its node ids grouped by file) on a copy with the canary
    before the bug's statement: each must fail, or its verdict on the bug would mean nothing."""
    by_file: dict[str, list[str]] = {}
    for node in tests:
        by_file.setdefault(node.split("::")[0], []).append(node)
    found = []
    with tempfile.TemporaryDirectory(prefix="planted-canary-") as tmp:
        copy = Path(tmp)
        copy_tree(copy)
        target = copy / bug.path
        target.write_text(with_canary(target.read_text(encoding="utf-8"), bug.old), encoding="utf-8")
        for name, nodes in by_file.items():
            started = time.monotonic()
            done = _pytest(copy, tuple(nodes))
            seconds = round(time.monotonic() - started, 1)
            if done is None:
                found.append(Reach(bug.name, name, True, seconds, "timeout (a server the canary ended was awaited)"))
            elif done.returncode == CANARY_EXIT:
                found.append(Reach(bug.name, name, True, seconds, "in pytest's own process"))
            elif done.returncode in (1, 2):
                found.append(Reach(bug.name, name, True, seconds, f"in a server: {_first_failure(done)}"))
            else:
                how = "passed: never ran the copy's line" if done.returncode == 0 else f"pytest exit {done.returncode}"
                found.append(Reach(bug.name, name, False, seconds, how))
    return found


def run(bug: Bug, tests: tuple[str, ...]) -> Outcome:
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="planted-") as tmp:
        copy = Path(tmp)
        copy_tree(copy)
        target = copy / bug.path
        text = target.read_text(encoding="utf-8")
        target.write_text(text.replace(bug.old, bug.new), encoding="utf-8")
        done = _pytest(copy, tests)
        seconds = round(time.monotonic() - started, 1)
        if done is None:
            return Outcome(bug.name, "killed", seconds, "timeout")
        if done.returncode in (1, 2):  # failed tests, or a collection error the bug caused
            return Outcome(bug.name, "killed", seconds, _first_failure(done))
        if done.returncode == 0:
            return Outcome(bug.name, "survived", seconds)
        return Outcome(bug.name, "error", seconds, f"pytest exit {done.returncode}: {done.stdout[-300:]}")


def stale(bug: Bug) -> str | None:
    """Why the bug no longer applies to this tree (its line or a test file it names moved), if it does not."""
    missing = [node for node in bug.tests if not (ROOT / node.split("::")[0]).is_file()]
    if missing:
        return f"no test file {', '.join(missing)}"
    if not (ROOT / bug.path).is_file():
        return f"no file {bug.path}"
    count = (ROOT / bug.path).read_text(encoding="utf-8").count(bug.old)
    return None if count == 1 else f"{bug.path}: the line occurs {count} times"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="plant only the bugs whose name contains this")
    parser.add_argument("--tests", nargs="+", help="run these tests for every bug instead of the ones it names")
    parser.add_argument("--check-only", action="store_true", help="only check that the tests see the copy")
    parser.add_argument("--json", type=Path, help="write the outcomes (and the reach check) here")
    args = parser.parse_args()
    bugs = [bug for bug in BUGS if not args.only or args.only in bug.name]
    gone = {bug.name: why for bug in bugs if (why := stale(bug))}
    for name, why in gone.items():
        print(f"stale     {name}: {why}", file=sys.stderr)
    bugs = [bug for bug in bugs if bug.name not in gone]

    reached: list[Reach] = []
    for bug in bugs:
        for found in reach(bug, tuple(args.tests or bug.tests)):
            reached.append(found)
            print(f"{'sees' if found.seen else 'BLIND':9} {found.tests} <- {bug.name} ({found.seconds} s) {found.how}",
                  file=sys.stderr)  # fmt: skip
    blind = [r for r in reached if not r.seen]
    report: dict[str, object] = {"reach": [asdict(r) for r in reached]}
    if blind:
        print(f"unsound: {len(blind)} test file(s) never ran their bug's line in the copy; no report", file=sys.stderr)
    elif not args.check_only:
        outcomes = []
        for bug in bugs:
            outcomes.append(run(bug, tuple(args.tests or bug.tests)))
            last = outcomes[-1]
            print(f"{last.result:9} {bug.name} ({last.seconds} s) {last.caught_by}", file=sys.stderr)
        killed = sum(o.result == "killed" for o in outcomes)
        print(f"killed {killed} of {len(outcomes)} planted bugs", file=sys.stderr)
        report["outcomes"] = [asdict(o) for o in outcomes]
        if any(o.result == "error" for o in outcomes):
            gone["(errors)"] = "pytest could not judge"
    if args.json:
        args.json.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    if blind or gone:
        raise SystemExit(2)
    if "outcomes" in report and any(o["result"] != "killed" for o in report["outcomes"]):  # type: ignore[attr-defined]
        raise SystemExit(1)


if __name__ == "__main__":
    main()
