"""Concurrency: 8 roles driven at once from one client, and 8 HTTP clients at once on one server.

Every client works through rounds of navigate, snapshot, click, type, snapshot and tabs on
fixtures_html/concurrent.html?who=NAME&step=N, whose marker, title, field and button names
all carry NAME. So a page, a ref or a tab crossing from one role (or session) to another
shows up as another NAME in what a client reads. Every answer must arrive before its
deadline, be a success, and keep the contract (outputSchema, the text's facts, and the
error contract of tests/helpers/contract.py if a call failed after all).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from contextlib import AsyncExitStack
from dataclasses import dataclass, field
from typing import Any

import anyio
from jsonschema import Draft202012Validator
from mcp import Client
from mcp_types import CallToolResult, Tool

from tests.helpers import EMPTY_BLOCK, ref_of, text_of
from tests.helpers.contract import ANY, assert_error_contract, tool_catalog
from tests.helpers.http import http_client, verdex_http
from verdex_py.testing.fixture_server import FixtureServer

CLIENTS = 8
CALL_DEADLINE_S = 45.0  # far above --timeout-action on a loaded machine: a call past it is lost, not slow
# Every place the fixture writes its owner's name, and the query string that carries it.
OWNER = re.compile(r"(?:Marker|Mark|Note of|Clicked by|Page of) (\w+)|who=(\w+)")


@dataclass
class Ledger:
    """What one client sent and got back: a call that raised or never answered is lost."""

    who: str
    sent: int = 0
    answered: int = 0
    tools: list[str] = field(default_factory=list)


def owners(text: str) -> set[str]:
    return {a or b for a, b in OWNER.findall(text)}


def assert_only(who: str, text: str, what: str) -> None:
    seen = owners(text)
    assert seen == {who}, f"{who} sees {sorted(seen - {who})} in its {what}:\n{text}"


def assert_success_contract(result: CallToolResult, tool: Tool, role: str) -> None:
    """A success as docs/CONTRACT.md §2 has it: text first, where the role is, schema-valid structuredContent."""
    text = text_of(result)
    assert result.content[0].type == "text" and text.strip(), f"{tool.name}: no text"
    data = result.structured_content
    assert isinstance(data, dict), f"{tool.name}: structuredContent {data!r}"
    if tool.output_schema is not None:
        problems = [e.message for e in Draft202012Validator(tool.output_schema).iter_errors(data)]
        assert not problems, f"{tool.name}: outputSchema rejects the result: {problems}\n{data}"
    assert data["role"] == role, f"{tool.name} answered for role {data['role']!r}, not {role!r}"
    if "url" in data:  # a result about the page says where the role is (a tab list is only the list)
        assert f"- Role: {role}\n" in text and f"- Page URL: {data['url']}\n" in text, text
    assert not EMPTY_BLOCK.search(text), f"{tool.name} printed an empty block:\n{text}"
    if data.get("warnings"):
        for detail in data["warnings"].get("details", []):
            assert detail in text, f"warning {detail!r} missing from the text:\n{text}"


class Driver:
    """One client's side of the test: calls with a deadline, contract checks, a ledger."""

    def __init__(self, client: Client, catalog: dict[str, Tool], who: str, role: str, explicit_role: bool) -> None:
        self.client, self.catalog, self.role = client, catalog, role
        self.extra = {"role": role} if explicit_role else {}
        self.ledger = Ledger(who)

    async def call(self, tool: str, args: dict[str, Any]) -> CallToolResult:
        self.ledger.sent += 1
        self.ledger.tools.append(tool)
        with anyio.fail_after(CALL_DEADLINE_S):
            result = await self.client.call_tool(tool, {**args, **self.extra})
        self.ledger.answered += 1
        if result.is_error:
            code = (result.structured_content or {}).get("error", {}).get("code", "?")
            assert_error_contract(result, code, ANY, self.catalog, tool=tool)
            raise AssertionError(f"{self.ledger.who}: {tool}({args}) failed with {code}:\n{text_of(result)}")
        assert_success_contract(result, self.catalog[tool], self.role)
        return result


async def work(driver: Driver, site: FixtureServer, rounds: int) -> Ledger:
    """Rounds of navigate, snapshot, click, type, snapshot, tabs; every answer only ever about `who`."""
    who = driver.ledger.who
    for step in range(1, rounds + 1):
        url = site.url(f"concurrent.html?who={who}&step={step}")
        page = await driver.call("browser_navigate", {"url": url})
        assert page.structured_content["url"] == url, page.structured_content
        assert_only(who, text_of(page), "navigation")

        shown = text_of(await driver.call("browser_snapshot", {}))
        assert f'heading "Marker {who} step {step}"' in shown, shown
        assert_only(who, shown, "snapshot")
        button, note = ref_of(shown, "button", f"Mark {who}"), ref_of(shown, "textbox", f"Note of {who}")

        clicked = await driver.call("browser_click", {"ref": button})
        assert clicked.structured_content["element"]["name"] == f"Mark {who}", clicked.structured_content
        assert f"Clicked by {who} step {step} x1" in text_of(clicked), text_of(clicked)
        assert_only(who, text_of(clicked), "click result")

        words = f"typed by {who} in step {step}"
        typed = await driver.call("browser_type", {"ref": note, "text": words})
        assert typed.structured_content["element"]["name"] == f"Note of {who}", typed.structured_content
        assert words in text_of(typed), text_of(typed)
        assert_only(who, text_of(typed), "type result")

        again = text_of(await driver.call("browser_snapshot", {}))
        assert f"Clicked by {who} step {step} x1" in again and f": {words}" in again, again
        assert_only(who, again, "second snapshot")

        expected = [url]
        if step == 2:  # a second tab opened while the others open theirs
            extra = site.url(f"concurrent.html?who={who}&step=tab")
            opened = await driver.call("browser_tabs", {"action": "new", "url": extra})
            assert [t["url"] for t in opened.structured_content["tabs"]] == [url, extra], opened.structured_content
            assert_only(who, text_of(opened), "new tab")
            await driver.call("browser_tabs", {"action": "close", "index": 1})
        listing = await driver.call("browser_tabs", {"action": "list"})
        assert [t["url"] for t in listing.structured_content["tabs"]] == expected, listing.structured_content
        assert_only(who, text_of(listing), "tab list")
    return driver.ledger


@dataclass
class Run:
    ledgers: list[Ledger]
    failures: list[str]
    seconds: float

    def assert_nothing_lost(self, clients: int, rounds: int) -> int:
        """No client failed, and each sent and got back all its calls; the number of answers."""
        assert not self.failures, f"{len(self.failures)} of {clients} clients failed:\n" + "\n\n".join(self.failures)
        per_client = rounds * 6 + 2  # 6 calls a round, and the second round's tab opened and closed
        assert len(self.ledgers) == clients, [ledger.who for ledger in self.ledgers]
        for ledger in self.ledgers:
            assert ledger.sent == ledger.answered == per_client, ledger
        return sum(ledger.answered for ledger in self.ledgers)


async def run_all(drivers: list[Driver], site: FixtureServer, rounds: int) -> Run:
    """Every driver's rounds at once.

    A driver that fails stops alone and its failure is collected, so the others run on, and the
    caller asserts once its clients are closed: the report names every client that went wrong,
    not a nest of exception groups from the clients' task groups.
    """
    ledgers: list[Ledger] = []
    failures: list[str] = []
    started = time.perf_counter()

    async def one(driver: Driver) -> None:
        try:
            ledgers.append(await work(driver, site, rounds))
        except (AssertionError, TimeoutError, Exception) as exc:  # noqa: BLE001 - each is reported below
            ledger = driver.ledger
            failures.append(f"{ledger.who} (call {ledger.sent}, {ledger.tools[-1:]}): {type(exc).__name__}: {exc}")

    async with anyio.create_task_group() as group:
        for driver in drivers:
            group.start_soon(one, driver)
    return Run(ledgers, failures, time.perf_counter() - started)


async def test_eight_roles_at_once_from_one_client(make_client: Callable[..., Any], fixtures: FixtureServer) -> None:
    """8 roles of one client, each on its own pages, driven concurrently for 3 rounds: nothing crosses, nothing lost."""
    rounds = 3
    async with make_client() as client:
        catalog = await tool_catalog(client)
        drivers = [Driver(client, catalog, f"r{k}", f"r{k}", explicit_role=True) for k in range(CLIENTS)]
        run = await run_all(drivers, fixtures, rounds)
        listed = (await client.call_tool("list_roles", {})).structured_content["roles"]
    calls = run.assert_nothing_lost(CLIENTS, rounds)
    urls = {role["role"]: role["url"] for role in listed}
    for k in range(CLIENTS):
        assert urls[f"r{k}"] == fixtures.url(f"concurrent.html?who=r{k}&step={rounds}"), urls
    print(f"\n8 roles x {rounds} rounds: {calls} calls in {run.seconds:.1f} s")


async def test_eight_http_clients_at_once(fixtures: FixtureServer) -> None:
    """8 HTTP clients on one server process, each its own session (4 handshake-era, 4 stateless by token).

    Each uses the starting role without naming it, so only the session keeps them apart.
    """
    rounds = 2
    tokens = [f"client-token-{k}" for k in range(CLIENTS)]
    with verdex_http("--auth-token", ",".join(tokens), "--timeout-action", "5000") as server:
        async with AsyncExitStack() as stack:
            drivers = []
            for k, token in enumerate(tokens):
                client = await stack.enter_async_context(
                    http_client(server.url, token=token, mode="legacy" if k < CLIENTS // 2 else "auto")
                )
                drivers.append(Driver(client, await tool_catalog(client), f"c{k}", "default", explicit_role=False))
            run = await run_all(drivers, fixtures, rounds)
        events = server.events()
    calls = run.assert_nothing_lost(CLIENTS, rounds)
    sessions = {e["session"] for e in events if e.get("event") == "session_opened"}
    assert len(sessions) >= CLIENTS, f"{CLIENTS} clients but sessions {sessions}"
    assert sum(1 for s in sessions if s.startswith("mcp:")) >= CLIENTS // 2, sessions
    assert sum(1 for s in sessions if s.startswith("token:")) >= CLIENTS // 2, sessions
    logged = [e for e in events if e.get("event") == "tool_call" and e["tool"].startswith("browser_")]
    assert len(logged) == calls, f"the server logged {len(logged)} browser calls, the clients got {calls} answers"
    assert all(e["outcome"] == "ok" for e in logged), [e for e in logged if e["outcome"] != "ok"]
    print(f"\n8 HTTP clients x {rounds} rounds: {calls} calls in {run.seconds:.1f} s")
