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
fails), as a success or as an error envelope that meets the contract (tests/helpers/contract.py)
with a registry code other than INTERNAL_ERROR, never as a JSON-RPC error; and a
browser_snapshot still works afterwards. tests/e2e/test_fuzz.py runs a short deterministic
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
from jsonschema import Draft202012Validator
from mcp import Client
from mcp_types import CallToolResult, Tool

from bench.fuzz_inputs import (
    REGRESSIONS,
    SECRET_NAME,
    SECRET_VALUE,
    arguments_for,
    asked_wait_s,
    capped,
    every_nasty,
)
from tests.helpers.contract import SCHEMA, _assert_text, _schema_problems  # the suite's contract check, reused
from verdex_py import log
from verdex_py.config import Settings
from verdex_py.errors.registry import REGISTRY
from verdex_py.server.app import ToolRunner, build_server
from verdex_py.testing.fixture_server import FixtureServer

MARGIN_S = 30.0  # a call may take the server's own call timeout plus this (a busy machine), else it hung
HOME = "form.html"  # textboxes, a select, a checkbox, buttons: refs e1.. hit real elements

# -- one call, judged ----------------------------------------------------------------------------

PLACEHOLDER = re.compile(r"<[^<>]+>")
# The contract forbids placeholders such as "<text>" in a plan; a plan that repeats the agent's own
# value ("<script>...") is not one, so that rule is checked here against the call's arguments.
LENIENT = Draft202012Validator({**SCHEMA, "$defs": {**SCHEMA["$defs"], "noPlaceholder": {}}})


def contract_problems(result: CallToolResult, tool: str, catalog: dict[str, Tool], sent: dict[str, Any]) -> str | None:
    """Why an error result breaks the contract (tests/helpers/contract.py's checks), or None."""
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
    message: str = ""  # the error's message, for a failure's report


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
        bound_s = self.bound_s + asked_wait_s(arguments)
        try:
            with anyio.fail_after(bound_s):
                result = await self.client.call_tool(tool, arguments)
        except TimeoutError:
            return Outcome(time.perf_counter() - started, problem=f"hang: no answer within {bound_s:.0f} s")
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
        return Outcome(seconds, code, contract_problems(result, tool, self.catalog, arguments), env.get("message", ""))

    async def alive_and_home(self) -> str | None:
        """A snapshot of the default role must work, at once or after following its error's plan
        (a dialog the call left open is a plan to handle it, as an agent would); then the role is
        put back on the home page, current, with at most 3 tabs (and online, without routes)."""
        try:
            with anyio.fail_after(self.bound_s * 3):
                if "browser_unroute" in self.catalog:  # a fuzzed route or offline switch would keep home away
                    await self.client.call_tool("browser_unroute", {"role": "default"})
                    await self.client.call_tool("browser_network_state_set", {"state": "online", "role": "default"})
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
        caps=frozenset({"evaluate", "storage", "testing", "network", "vision", "pdf", "devtools"}),
        output_dir=tmp / "out",  # the storage state files written here, not into the repository
        timeout_action_ms=2000,
        timeout_navigation_ms=4000,
    )


@asynccontextmanager
async def fuzz_server(**overrides: Any) -> AsyncIterator[FuzzServer]:
    with tempfile.TemporaryDirectory(prefix="verdex-fuzz-") as tmp, FixtureServer() as site:
        settings = fuzz_settings(Path(tmp))
        for key, value in overrides.items():
            setattr(settings, key, value)
        runner = ToolRunner(settings)
        async with Client(build_server(settings, runner)) as client:
            catalog = {t.name: t for t in (await client.list_tools()).tools}
            server = FuzzServer(client, runner, site.url(HOME), catalog)
            problem = await server.alive_and_home()
            assert problem is None, problem
            yield server
            outside = [p for p in Path(tmp).rglob("*") if p.is_file()]
            kept = (Path(tmp), Path(tmp) / "auth", Path(tmp) / "uploads")
            assert all(p.parent in kept or p.is_relative_to(Path(tmp) / "out") for p in outside), outside


# -- the hypothesis run of one tool ------------------------------------------------------------


def fuzz_tool(
    server: FuzzServer,
    tool: str,
    examples: int,
    *,
    hand_picked: bool = False,
    max_wait_s: float | None = None,
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

    strategy = arguments_for(schema, server.urls)
    if max_wait_s is not None:
        strategy = strategy.map(lambda arguments: capped(arguments, max_wait_s))
    test = given(strategy)(check)
    explicit = [r.arguments for r in REGRESSIONS if r.tool == tool and r.in_fuzz]
    explicit += every_nasty(schema) if hand_picked else []
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
            for problem in s.problems[:3]:
                print(f"  {problem[:600]}", file=sys.stderr, flush=True)
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
