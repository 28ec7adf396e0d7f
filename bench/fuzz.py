"""Hostile arguments against every tool the server publishes (issue #13, item 3).

    python -m bench.fuzz                          # 200 examples per tool, then a table
    python -m bench.fuzz --examples 500 --tool browser_navigate --tool browser_find

For each tool in tools/list, arguments come from three sources: its published inputSchema
(hypothesis-jsonschema), those same arguments broken (one argument of a wrong type or a
nested object, a required one missing, an unknown key) and hand-picked nasties (100 KB
strings, control characters, RTL and emoji, huge and negative numbers, NaN-like strings,
hostile URLs, refs and paths, unknown `{{SECRETS}}`, role names with slashes). Every call
goes through the MCP client to a server driving real Chromium on a loopback fixture page.

A call passes when it answers within the server's call timeout plus MARGIN_S (a hang
fails), as a success or as an error envelope that meets the contract (tests/contract.py)
with a registry code other than INTERNAL_ERROR, never as a JSON-RPC error; and a
browser_snapshot still works afterwards. tests/test_fuzz.py runs a short deterministic
version in CI; this script runs the long one and prints one row per tool.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import anyio.from_thread
import anyio.to_thread
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis import strategies as st
from hypothesis_jsonschema import from_schema
from jsonschema import Draft202012Validator
from mcp import Client
from mcp_types import CallToolResult, Tool

from verdex_py import log
from verdex_py.config import Settings
from verdex_py.errors.registry import REGISTRY
from verdex_py.server.app import ToolRunner, build_server
from verdex_py.testing.fixture_server import FixtureServer

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))  # the suite's contract check, reused as is
from contract import SCHEMA, _assert_text, _schema_problems  # noqa: E402

MARGIN_S = 5.0  # a call may take the server's own call timeout plus this, else it hung
HOME = "form.html"  # textboxes, a select, a checkbox, buttons: refs e1.. hit real elements
ROLE_POOL = ("default", "fuzz")
SECRET_NAME, SECRET_VALUE = "FUZZ_PW", 'p"w\\{$1}.*'

# -- hand-picked nasties ---------------------------------------------------------------------

BIG = "A" * 100_000
STRINGS = [
    BIG,
    "a\x00b\x1b[31mred\x07\u2028\u2029\r\n\t\x7f\ud7ff",
    "\u202eevil\u202c שלום مرحبا",
    "👩‍👩‍👧‍👦🏳️‍🌈\ufe0f\U0010ffff",
    "NaN",
    "Infinity",
    "-1e999",
    "",
    " ",
    "null",
    "<script>alert(1)</script>",
    "{{UNKNOWN}}",
    f"{{{{{SECRET_NAME}}}}}",
    "{{ FUZZ_PW }}{{}}{{A-B}}",
    "%s%n%x{0}${x}`id`",
]
URLS = [
    "javascript:alert(1)",
    "file:///etc/passwd",
    "chrome://settings",
    "about:blank",
    "http://[::1",
    "http://%zz",
    "data:text/html,<h1>hi</h1><script>alert(1)</script>",
    "http://127.0.0.1:1/",
    "http://127.0.0.1:99999/",
    "http://example.invalid/",
    "view-source:http://127.0.0.1/",
    "//127.0.0.1/x",
    "HTTP://127.0.0.1:1",
    " http://127.0.0.1:1/ ",
    "http://" + "a" * 300 + ".test/",
    "http://127.0.0.1/" + "x" * 100_000,
    "blob:null/abc",
    "ws://127.0.0.1:1/",
    "http://u:p@127.0.0.1:1/\x00",
]
REFS = [
    "f9e1",
    "e0",
    "e-1",
    "../../etc/passwd",
    "e99999999999999999999",
    "f99999999999999999999e1",
    "E1",
    "[ref=e1]",
    "e1 ",
    "f0e1",
    "e\u0661",  # an Arabic-Indic digit: \d matches it
    "ref=e1",
]
PATHS = [
    "../../etc/passwd",
    "/etc/passwd",
    "~/.ssh/id_rsa",
    "~no_such_user_xyz/x",
    "a\x00b",
    "x" * 5000,
    "ok.txt/../../../etc/passwd",
    "",
    ".",
    "C:\\Windows\\win.ini",
    "file:///etc/passwd",
]
ROLES = ["a/b", "../admin", "", " ", "default\n", "x" * 65, "Ä", "with space", "-x", "a" * 64, "\x00", "{{UNKNOWN}}"]
REGEXES = ["(", "[z-a]", "(?P<x", "\\", "(a|a|aa)*b", "(.*a){24}", "(?i)" + "a" * 10_000, "\\p{L}"]
KEYS = ["", "+", "Control+", "Shift+Shift+Shift", "F99", "Enter" * 100, "\x00", "a" * 1000, "Control+Alt+Delete"]
FUNCTIONS = [
    "() => { throw new Error('x') }",
    "() => new Promise(() => {})",
    "() => { while (true) {} }",
    "() => window.close()",
    "() => alert(1)",
    "() => { location.href = 'chrome://settings' }",
    "() => { for (let i = 0; i < 50; i++) window.open('about:blank') }",
    "() => document.documentElement.remove()",
    "() => { const o = {}; o.o = o; return o }",
    "() => 'x'.repeat(1e7)",
    "() => Symbol('x')",
    "() => 10n",
    "() => undefined",
    "(",
]
NUMBERS: list[Any] = [2**63, -1, -(2**63), 1e308, -1e308, 0, 0.5, 2**1024, True, "7", "1e999", "NaN"]
NESTED: list[Any] = [
    {"a": {"b": {"c": [1, {"d": None}]}}},
    {"$ref": "#", "__proto__": {"polluted": 1}},
    [[[[["deep"]]]]],
    json.loads("[" * 90 + "]" * 90),
    None,
    [],
    {},
]


def nasties_for(name: str, prop: dict[str, Any]) -> list[Any]:
    """Hand-picked values for one argument, by what it means (its name) and its type."""
    kind = prop.get("type")
    by_name: dict[str, list[Any]] = {
        "url": URLS,
        "ref": REFS,
        "role": ROLES,
        "regex": REGEXES,
        "key": KEYS,
        "function": FUNCTIONS,
        "name": PATHS,
        "paths": [[p] for p in PATHS] + [PATHS, [BIG], [1], "ok.txt"],
        "values": [[s] for s in STRINGS[:4]] + [[""], ["Pro"] * 1000, "Pro"],
        "fields": [[{"ref": r, "type": "textbox", "value": BIG} for r in REFS[:6]], [{"ref": "e1"}], [[]], "e1"],
    }
    own = by_name.get(name, [])
    if kind in ("integer", "number"):
        return own + NUMBERS
    if kind == "boolean":
        return own + ["true", 1, 0, None, "yes", [True]]
    if kind == "string":
        return own + STRINGS
    return own + NESTED


# -- strategies --------------------------------------------------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)


def _pooled(arguments: dict[str, Any]) -> dict[str, Any]:
    """The schema says only "string" for `role`: a valid new name opens one more browser context
    per example, an invalid one stops every call at INVALID_ARGUMENT. Generated roles are mapped
    to a small pool so that examples exercise the other arguments; the hostile role names
    (ROLES, and arbitrary JSON in `role`) come in through the nasties and the broken calls."""
    if "role" in arguments:
        return {**arguments, "role": ROLE_POOL[len(str(arguments["role"])) % len(ROLE_POOL)]}
    return arguments


REAL_REFS = [f"e{i}" for i in range(1, 16)]  # the home page's elements (and the same on other pages)


def _plausible(arguments: dict[str, Any], urls: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    """As generated, or with refs and URLs that reach real elements and pages, so that valid
    calls also act on the page rather than all stopping at UNKNOWN_REF or a missing scheme."""
    real: dict[str, st.SearchStrategy[Any]] = {"ref": st.sampled_from(REAL_REFS), "url": st.sampled_from(urls)}
    real["fields"] = st.lists(
        st.fixed_dictionaries(
            {"ref": real["ref"], "type": st.sampled_from(["textbox", "checkbox", "combobox"]), "value": st.text()}
        ),
        min_size=1,
        max_size=3,
    )
    swaps = [real[k].map(lambda v, k=k: {k: v}) for k in arguments if k in real]
    if not swaps:
        return st.just(arguments)
    swap = st.tuples(*swaps).map(lambda parts: {k: v for part in parts for k, v in part.items()})
    return st.one_of(swap, swap, swap, st.just({})).map(lambda real_values: {**arguments, **real_values})


def arguments_for(schema: dict[str, Any], urls: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    """Valid arguments from the published schema, the same broken one way, or arbitrary JSON."""
    props: dict[str, Any] = schema.get("properties", {})
    required: list[str] = schema.get("required", [])
    nasty = {name: st.sampled_from(nasties_for(name, prop)) for name, prop in props.items()}

    def broken(base: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
        ways = [st.just(base), st.just(base)]  # about a third of the calls are valid
        if props:
            names = st.sampled_from(sorted(props))
            ways.append(names.flatmap(lambda n: nasty[n].map(lambda v: {**base, n: v})))
            ways.append(names.flatmap(lambda n: JSON.map(lambda v: {**base, n: v})))
        if required:
            ways.append(st.sampled_from(required).map(lambda r: {k: v for k, v in base.items() if k != r}))
        ways.append(st.tuples(st.text(max_size=12), JSON).map(lambda kv: {**base, kv[0]: kv[1]}))
        return st.one_of(ways)

    valid = from_schema(schema).map(_pooled).flatmap(lambda a: _plausible(a, urls))
    garbage = st.dictionaries(st.text(max_size=10), JSON, max_size=4)
    return st.one_of(valid.flatmap(broken), valid.flatmap(broken), valid.flatmap(broken), garbage)


def every_nasty(schema: dict[str, Any]) -> list[dict[str, Any]]:
    """Each hand-picked value in each argument, the other required ones set to plain values."""
    props: dict[str, Any] = schema.get("properties", {})
    plain = {"string": "e1", "integer": 300, "number": 0.2, "boolean": False, "array": ["e1"]}
    base = {r: plain.get(props[r].get("type"), "e1") for r in schema.get("required", [])}
    if "action" in base:
        base["action"] = "new"
    if "fields" in base:
        base["fields"] = [{"ref": "e3", "type": "textbox", "value": "x"}]
    return [{**base, name: value} for name, prop in props.items() for value in nasties_for(name, prop)]


# -- one call, judged ----------------------------------------------------------------------------

PLACEHOLDER = re.compile(r"<[^<>]+>")
# The contract forbids placeholders such as "<text>" in a plan; a plan that repeats the agent's own
# value ("<script>...") is not one, so that rule is checked here against the call's arguments.
LENIENT = Draft202012Validator({**SCHEMA, "$defs": {**SCHEMA["$defs"], "noPlaceholder": {}}})


def contract_problems(result: CallToolResult, tool: str, catalog: dict[str, Tool], sent: dict[str, Any]) -> str | None:
    """Why an error result breaks the contract (tests/contract.py's checks), or None."""
    structured = result.structured_content
    if not isinstance(structured, dict) or set(structured) != {"error"}:
        return f"structuredContent is not {{error}}: {str(structured)[:200]}"
    env = structured["error"]
    problems = _schema_problems(LENIENT, env)
    echoed = json.dumps(sent, ensure_ascii=False)
    for action in env.get("next_actions", []):
        if action["tool"] not in catalog:
            problems.append(f"plan names unpublished {action['tool']}")
            continue
        for value in _strings(action["arguments"]):
            problems += [f"placeholder {p!r} in plan" for p in PLACEHOLDER.findall(value) if p not in echoed]
        schema = dict(catalog[action["tool"]].input_schema)
        schema["required"] = [r for r in schema.get("required", []) if r not in action.get("needs", [])]
        problems += [
            f"plan step {action['tool']}: {p}"
            for p in _schema_problems(Draft202012Validator(schema), action["arguments"])
        ]
    output = catalog[tool].output_schema
    if output is not None:
        problems += [f"outputSchema: {p}" for p in _schema_problems(Draft202012Validator(output), structured)]
    try:
        _assert_text(result.content[0].text, env)
    except AssertionError as exc:
        problems.append(f"text: {str(exc).splitlines()[0][:300]}")
    return "; ".join(p[:300] for p in problems) or None


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


@dataclass
class Outcome:
    seconds: float
    code: str | None = None  # None: a success
    problem: str | None = None  # why the call broke the property


@dataclass
class ToolStats:
    examples: int = 0
    ok: int = 0
    codes: Counter[str] = field(default_factory=Counter)
    internal: int = 0
    max_s: float = 0.0
    problems: list[str] = field(default_factory=list)

    def add(self, arguments: dict[str, Any], outcome: Outcome) -> None:
        self.examples += 1
        self.max_s = max(self.max_s, outcome.seconds)
        if outcome.code is None and outcome.problem is None:
            self.ok += 1
        elif outcome.code:
            self.codes[outcome.code] += 1
        self.internal += outcome.code == "INTERNAL_ERROR"
        if outcome.problem:
            shown = json.dumps(arguments, ensure_ascii=False)
            self.problems.append(f"{outcome.problem}\n    arguments: {shown[:400]}")


class FuzzServer:
    """One server, one client, one fixture site, reused across examples and tools."""

    def __init__(self, client: Client, runner: ToolRunner, home: str, catalog: dict[str, Tool]) -> None:
        self.client, self.runner, self.home, self.catalog = client, runner, home, catalog
        pages = ("form.html", "select.html", "dialogs.html", "upload.html", "popup.html", "frames.html")
        self.urls = [home.rsplit("/", 1)[0] + "/" + page for page in pages]
        self.bound_s = runner.settings.call_timeout_s + MARGIN_S

    async def call(self, tool: str, arguments: dict[str, Any]) -> Outcome:
        started = time.perf_counter()
        try:
            with anyio.fail_after(self.bound_s):
                result = await self.client.call_tool(tool, arguments)
        except TimeoutError:
            return Outcome(time.perf_counter() - started, problem=f"hang: no answer within {self.bound_s:.0f} s")
        except Exception as exc:  # noqa: BLE001 - a JSON-RPC error or a broken client is the finding
            return Outcome(time.perf_counter() - started, problem=f"JSON-RPC error: {type(exc).__name__}: {exc}")
        seconds = time.perf_counter() - started
        if not result.is_error:
            return Outcome(seconds)
        env = (result.structured_content or {}).get("error") or {}
        code = env.get("code")
        if code == "INTERNAL_ERROR":
            return Outcome(seconds, code, f"INTERNAL_ERROR: {env.get('message', '')[:300]}")
        if code not in REGISTRY:
            return Outcome(seconds, code, f"code {code!r} is not in the registry")
        return Outcome(seconds, code, contract_problems(result, tool, self.catalog, arguments))

    async def alive_and_home(self) -> str | None:
        """A snapshot of the default role must work, at once or after following its error's plan
        (a dialog the call left open is a plan to handle it, as an agent would); then the role is
        put back on the home page, current, with at most 3 tabs."""
        try:
            with anyio.fail_after(self.bound_s * 3):
                snap = await self.client.call_tool("browser_snapshot", {"role": "default"})
                if snap.is_error:
                    for action in snap.structured_content["error"]["next_actions"]:
                        if not action.get("needs"):
                            await self.client.call_tool(action["tool"], action["arguments"])
                    snap = await self.client.call_tool("browser_snapshot", {"role": "default"})
                if snap.is_error:  # reported; the role is still sent home so later examples stand alone
                    await self.client.call_tool("browser_navigate", {"url": self.home, "role": "default"})
                    return f"server not alive: browser_snapshot failed: {snap.content[0].text[:300]}"
                session = self.runner.session
                if session.current != "default":
                    await self.client.call_tool("select_role", {"role": "default"})
                tabs = session.roles["default"].open_tabs()
                shown = snap.structured_content or {}
                if len(tabs) > 3 or shown.get("url") != self.home or not shown.get("element_count"):
                    if len(tabs) > 3:  # window.open storms and browser_tabs(new): start again from one tab
                        await self.client.call_tool("browser_close", {"role": "default"})
                    home = await self.client.call_tool("browser_navigate", {"url": self.home, "role": "default"})
                    if home.is_error:
                        return f"server not alive: cannot navigate home: {home.content[0].text[:300]}"
        except TimeoutError:
            return f"server not alive: no snapshot within {self.bound_s * 3:.0f} s"
        return None


def fuzz_settings(tmp: Path) -> Settings:
    """Short timeouts (a hang shows sooner), every tool published, files only under `tmp`."""
    (tmp / "auth").mkdir()
    (tmp / "uploads").mkdir()
    (tmp / "uploads" / "ok.txt").write_text("fuzz\n", encoding="utf-8")
    secrets = tmp / "secrets.env"
    secrets.write_text(f"{SECRET_NAME}='{SECRET_VALUE}'\n", encoding="utf-8")
    return Settings(
        auth_dir=tmp / "auth",  # browser_save_auth writes here, not into the repository
        upload_dirs=(tmp / "uploads",),
        secrets_file=secrets,
        caps=frozenset({"evaluate"}),
        timeout_action_ms=2000,
        timeout_navigation_ms=4000,
    )


@asynccontextmanager
async def fuzz_server() -> AsyncIterator[FuzzServer]:
    with tempfile.TemporaryDirectory(prefix="verdex-fuzz-") as tmp, FixtureServer() as site:
        settings = fuzz_settings(Path(tmp))
        runner = ToolRunner(settings)
        async with Client(build_server(settings, runner)) as client:
            catalog = {t.name: t for t in (await client.list_tools()).tools}
            server = FuzzServer(client, runner, site.url(HOME), catalog)
            problem = await server.alive_and_home()
            assert problem is None, problem
            yield server
            outside = [p for p in Path(tmp).rglob("*") if p.is_file()]
            assert all(p.parent in (Path(tmp), Path(tmp) / "auth", Path(tmp) / "uploads") for p in outside), outside


# -- the hypothesis run of one tool ------------------------------------------------------------


@dataclass(frozen=True)
class Regression:
    """An input that once broke the property, what it did then, and what it must do now."""

    tool: str
    arguments: dict[str, Any]
    was: str
    code: str | None  # None: a success
    field: str | None = None


REGRESSIONS = (
    Regression(
        "browser_navigate",
        {"url": "http://[::1"},
        "INTERNAL_ERROR (urlsplit: Invalid IPv6 URL)",
        "INVALID_ARGUMENT",
        "url",
    ),
    Regression(
        "browser_navigate",
        {"url": "http://127.0.0.1:99999/"},
        "INTERNAL_ERROR (Chromium: invalid URL)",
        "INVALID_ARGUMENT",
        "url",
    ),
    Regression(
        "browser_navigate", {"url": "http://%zz"}, "INTERNAL_ERROR (Chromium: invalid URL)", "INVALID_ARGUMENT", "url"
    ),
    Regression(
        "browser_navigate",
        {"url": "javascript:alert(1)"},
        "INVALID_ARGUMENT 'has no scheme', suggesting https://javascript:alert(1)",
        "URL_BLOCKED",
        "url",
    ),
    Regression(
        "browser_navigate", {"x": 1}, "plan dropped x but not the missing url: invalid step", "INVALID_ARGUMENT", "x"
    ),
    Regression(
        "browser_snapshot",
        {"a": 1, "b\n2": 2},
        "plan kept the second unknown key; message had a line break",
        "INVALID_ARGUMENT",
        "a",
    ),
    Regression(
        "browser_click",
        {"ref": "a\nb\x1b[31m"},
        "message with a raw line break and terminal escape",
        "INVALID_ARGUMENT",
        "ref",
    ),
    Regression(
        "browser_type",
        {"ref": "e999", "text": BIG},
        "100 KB error text (the retry step shown whole)",
        "UNKNOWN_REF",
        "ref",
    ),
    Regression(
        "browser_type",
        {"ref": "e999", "text": "x", "submit": "true"},
        "retry step with submit 'true', not a boolean",
        "UNKNOWN_REF",
        "ref",
    ),
    Regression(
        "browser_tabs",
        {"action": "new", "url": "example.test"},
        "corrected call without action",
        "INVALID_ARGUMENT",
        "url",
    ),
    Regression(
        "browser_evaluate",
        {"function": "() => 1", "none": None},
        "unknown 'none' renamed to role=null in the plan",
        "INVALID_ARGUMENT",
        "none",
    ),
    Regression(
        "browser_evaluate",
        {"function": "(e) => 1", "ref": "[ref=e1]"},
        "corrected call without function",
        "INVALID_ARGUMENT",
        "ref",
    ),
    Regression(
        "browser_evaluate",
        {"function": "() => { const o = {}; o.o = o; return o }"},
        "INTERNAL_ERROR: Circular reference detected",
        None,
    ),
    Regression(
        "browser_evaluate",
        {"function": "() => alert(1)"},
        "hung until the call timeout (ACTION_TIMEOUT after 13 s)",
        None,
    ),
    Regression("browser_evaluate", {"function": "() => 'x'.repeat(1e7)"}, "10 MB result in structuredContent", None),
    Regression(
        "browser_evaluate",
        {"function": "() => document.documentElement.remove()"},
        "every later snapshot ACTION_TIMEOUT, its plan repeating it",
        None,
    ),
    Regression(
        "browser_file_upload", {"paths": ["a\x00b"]}, "INTERNAL_ERROR (embedded null byte)", "INVALID_ARGUMENT", "paths"
    ),
    Regression(
        "browser_file_upload",
        {"paths": ["~no_such_user_xyz/x"]},
        "INTERNAL_ERROR (Could not determine home directory)",
        "INVALID_ARGUMENT",
        "paths",
    ),
    Regression(
        "browser_file_upload",
        {"paths": ["x" * 5000]},
        "INTERNAL_ERROR (File name too long)",
        "INVALID_ARGUMENT",
        "paths",
    ),
)


def fuzz_tool(
    server: FuzzServer,
    tool: str,
    examples: int,
    *,
    hand_picked: bool = False,
    on_call: Callable[[dict[str, Any], Outcome], None] | None = None,
) -> ToolStats:
    """Run `examples` generated calls of `tool` (plus its regressions, and with `hand_picked`
    every nasty in every argument) from a worker thread; the calls run on the server's loop."""
    stats = ToolStats()
    schema = server.catalog[tool].input_schema

    def check(arguments: dict[str, Any]) -> None:
        outcome = anyio.from_thread.run(server.call, tool, arguments)
        problem = anyio.from_thread.run(server.alive_and_home)
        if problem and not outcome.problem:
            outcome.problem = problem
        stats.add(arguments, outcome)
        if on_call is not None:
            on_call(arguments, outcome)

    test = given(arguments_for(schema, server.urls))(check)
    explicit = [r.arguments for r in REGRESSIONS if r.tool == tool] + (every_nasty(schema) if hand_picked else [])
    for arguments in reversed(explicit):
        test = example(arguments)(test)
    settings(
        max_examples=examples,
        derandomize=True,
        database=None,
        deadline=None,
        phases=(Phase.explicit, Phase.generate),  # no shrinking: every call is recorded, none replayed
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
    )(test)()
    return stats


def table(stats: dict[str, ToolStats]) -> str:
    rows = [
        "| tool | examples | ok | coded errors | INTERNAL_ERROR | problems | max s |",
        "|---|---|---|---|---|---|---|",
    ]
    for tool, s in stats.items():
        codes = ", ".join(f"{c} {n}" for c, n in s.codes.most_common())
        rows.append(f"| {tool} | {s.examples} | {s.ok} | {codes} | {s.internal} | {len(s.problems)} | {s.max_s:.1f} |")
    every = list(stats.values())
    codes = sum(sum(s.codes.values()) for s in every)
    worst = max((s.max_s for s in every), default=0)
    rows.append(
        f"| all {len(every)} tools | {sum(s.examples for s in every)} | {sum(s.ok for s in every)} | {codes} | "
        f"{sum(s.internal for s in every)} | {sum(len(s.problems) for s in every)} | {worst:.1f} |"
    )
    return "\n".join(rows)


async def run(examples: int, tools: list[str] | None, hand_picked: bool) -> dict[str, ToolStats]:
    results: dict[str, ToolStats] = {}
    async with fuzz_server() as server:
        for tool in tools or list(server.catalog):
            started = time.perf_counter()
            results[tool] = await anyio.to_thread.run_sync(
                lambda t=tool: fuzz_tool(server, t, examples, hand_picked=hand_picked)
            )
            s = results[tool]
            print(f"{tool}: {s.examples} calls in {time.perf_counter() - started:.0f} s, "
                  f"{len(s.problems)} problem(s)", file=sys.stderr, flush=True)  # fmt: skip
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=200, help="generated examples per tool (default 200)")
    parser.add_argument("--tool", action="append", help="only this tool (repeatable)")
    parser.add_argument("--no-hand-picked", action="store_true", help="skip every-nasty-in-every-argument")
    opts = parser.parse_args()
    log.configure("WARNING")  # the table, not one log line per call
    started = time.perf_counter()
    results = anyio.run(run, opts.examples, opts.tool, not opts.no_hand_picked)
    print(table(results))
    print(f"\n{time.perf_counter() - started:.0f} s")
    for tool, s in results.items():
        for problem in s.problems[:5]:
            print(f"\n{tool}: {problem}")
    if any(s.problems for s in results.values()):
        sys.exit(1)


if __name__ == "__main__":
    main()
