"""Planted one-line bugs: does the suite catch each? (#25 item 10, a hand-made mutation run)

    python -m bench.planted_bugs [--only NAME] [--json FILE]

Each bug is one line of a security- or recovery-critical place changed the way a careless
edit would. For each, the tree (tracked and new files of this checkout) is copied to a
temporary folder, the bug is planted there, and the tests that should guard that line run
against the copy (PYTHONPATH points at it, so the servers the tests start run it too). A bug
is *killed* when those tests fail, *survives* when they pass. Exits 1 if any survives, or if
a bug no longer applies (its line changed: update the list).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEST_TIMEOUT_S = 600


@dataclass(frozen=True)
class Bug:
    name: str
    path: str
    old: str  # must occur exactly once in the file
    new: str
    tests: tuple[str, ...]  # pytest node ids or files that should catch it


GUARDS = "tests/e2e/test_guards.py"
BUGS = (
    # -- the four the first round found unguarded ----------------------------------------------
    Bug(
        "progress sent without redact",
        "verdex_py/server/app.py",
        "await progress(done, total, self.secrets.redact(message) if message else message)",
        "await progress(done, total, message)",
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
        "verdex_py/secrets.py",
        'return self._pattern.sub(lambda m: "{{" + self._names[m.lastindex - 1] + "}}", text)',
        "return text",
        ("tests/e2e/test_secrets.py::test_log_lines_are_redacted",),
    ),
    Bug(
        "recording written without redaction",
        "verdex_py/server/recording.py",
        "out.write(json.dumps(self._secrets.redact_data(line), ensure_ascii=False)",
        "out.write(json.dumps(line, ensure_ascii=False)",
        ("tests/e2e/test_secrets.py::test_secret_values_with_metacharacters_never_leak",),
    ),
    # -- URL policy ------------------------------------------------------------------------------
    Bug(
        "blocked origins let through",
        "verdex_py/policy.py",
        "    if origin in settings.blocked_origins:",
        "    if origin in settings.blocked_origins and False:",
        ("tests/unit/test_policy_and_validation.py",),
    ),
    Bug(
        "allowed origins inverted",
        "verdex_py/policy.py",
        "if settings.allowed_origins and origin not in settings.allowed_origins:",
        "if settings.allowed_origins and origin in settings.allowed_origins:",
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
        'rule = self._policy_rule(request.url) or "unknown"',
        'rule = "unknown"',
        ("tests/e2e/test_policy_secrets.py::test_blocked_frame_is_not_blamed_on_framing_headers",),
    ),
    # -- HTTP ------------------------------------------------------------------------------------
    Bug(
        "any bearer token accepted",
        "verdex_py/server/transports.py",
        "return sum(hmac.compare_digest(given, token) for token in self.expected) > 0",
        "return sum(hmac.compare_digest(given, token) for token in self.expected) >= 0",
        ("tests/e2e/test_deploy.py::test_entrypoint_serves_with_token",),
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
        "        if not handles:\n            await _raise_stale(tab, entry, ctx, timeout_ms)",
        "        if not handles and False:\n            await _raise_stale(tab, entry, ctx, timeout_ms)",
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
        ("tests/unit/test_starvation.py",),
    ),
    Bug(
        "error texts not held to their bound",
        "verdex_py/errors/format.py",
        "        if len(text) < MAX_TEXT_CHARS:\n            return text",
        "        if True:\n            return text",
        ("tests/unit/test_error_text_bound.py",),
    ),
)


@dataclass
class Outcome:
    bug: str
    result: str  # killed | survived | stale (the line is no longer there)
    seconds: float
    caught_by: str = ""


def _copy_tree(target: Path) -> None:
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)


def run(bug: Bug) -> Outcome:
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="planted-") as tmp:
        copy = Path(tmp)
        _copy_tree(copy)
        target = copy / bug.path
        text = target.read_text(encoding="utf-8")
        if text.count(bug.old) != 1:
            return Outcome(bug.name, "stale", 0.0, f"{bug.path}: the line occurs {text.count(bug.old)} times")
        target.write_text(text.replace(bug.old, bug.new), encoding="utf-8")
        env = {**os.environ, "PYTHONPATH": str(copy), "PYTHONDONTWRITEBYTECODE": "1"}
        command = [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-x",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:randomly",
            *bug.tests,
        ]
        try:
            done = subprocess.run(command, cwd=copy, env=env, capture_output=True, text=True, timeout=TEST_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            return Outcome(bug.name, "killed", round(time.monotonic() - started, 1), "timeout")
        failed = [line for line in done.stdout.splitlines() if line.startswith("FAILED")]
        result = "killed" if done.returncode not in (0, 5) else "survived"
        return Outcome(bug.name, result, round(time.monotonic() - started, 1), failed[0][7:] if failed else "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="plant only the bugs whose name contains this")
    parser.add_argument("--json", type=Path, help="write the outcomes here")
    args = parser.parse_args()
    outcomes = []
    for bug in BUGS:
        if args.only and args.only not in bug.name:
            continue
        outcomes.append(run(bug))
        print(
            f"{outcomes[-1].result:9} {bug.name} ({outcomes[-1].seconds} s) {outcomes[-1].caught_by}", file=sys.stderr
        )
    killed = sum(o.result == "killed" for o in outcomes)
    print(f"killed {killed} of {len(outcomes)} planted bugs", file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps([asdict(o) for o in outcomes], indent=1) + "\n", encoding="utf-8")
    if killed < len(outcomes):
        raise SystemExit(1)


if __name__ == "__main__":
    main()
