"""A literal agent: the least imaginative client that can still use the recovery plans.

It knows only its intent (a tool, the element it means as aria role + exact name, the
other arguments) and the published tool schemas. On an error it does exactly what the
envelope says: run `next_actions` in order, take `suggested_value` for the field at fault,
re-find its element by role and name in the newest snapshot it has seen, and retry, all
within a small budget of recovery calls. If that is enough to finish, the plan works for
a model that reads it literally; if not, the plan is the problem.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from mcp import Client
from mcp_types import CallToolResult

MAX_RECOVERY_CALLS = 3


@dataclass
class Intent:
    tool: str
    args: dict[str, Any] = field(default_factory=dict)
    target: tuple[str, str] | None = None  # (aria role, exact name) of the element to act on
    ref_key: str = "ref"  # the argument the agent puts the ref in (a typo here is an intent too)
    ref: str | None = None  # a ref the agent already holds, possibly outdated


@dataclass
class Outcome:
    done: bool
    text: str
    codes: list[str]  # the codes the intent failed with, in order
    recovery_calls: int
    transcript: list[str]


def find_ref(snapshot: str, role: str, name: str) -> str | None:
    """The ref of the first element with this role and exact name, as a model would read it."""
    match = re.search(rf'- {re.escape(role)} "{re.escape(name)}"[^\n]*?\[ref=((?:f\d+)?e\d+)\]', snapshot)
    return match.group(1) if match else None


class LiteralAgent:
    def __init__(self, client: Client, budget: int = MAX_RECOVERY_CALLS) -> None:
        self.client = client
        self.budget = budget
        self.snapshots: list[str] = []  # every page text with a snapshot (full or incremental), oldest first
        self.transcript: list[str] = []
        self.schemas: dict[str, dict[str, Any]] = {}

    async def call(self, tool: str, args: dict[str, Any]) -> CallToolResult:
        result = await self.client.call_tool(tool, args)
        text = result.content[0].text if result.content else ""
        if not result.is_error and "Snapshot:" in text:
            self.snapshots.append(text)
        outcome = result.structured_content["error"]["code"] if result.is_error else "ok"
        self.transcript.append(f"{tool}({args}) -> {outcome}")
        return result

    async def look(self, url: str, **args: Any) -> str:
        """Open a page (its snapshot becomes what the agent knows)."""
        result = await self.call("browser_navigate", {"url": url, **args})
        assert not result.is_error, self.transcript[-1]
        return self.snapshots[-1]

    def find(self, role: str, name: str) -> str | None:
        """Re-find an element by role and exact name in the newest snapshot that shows it."""
        return next((ref for text in reversed(self.snapshots) if (ref := find_ref(text, role, name))), None)

    async def run(self, intent: Intent, world: Callable[[dict[str, Any]], Awaitable[None]] | None = None) -> Outcome:
        """Attempt the intent and recover from errors; `world` lets the test change things after an error."""
        if not self.schemas:
            self.schemas = {t.name: t.input_schema for t in (await self.client.list_tools()).tools}
        args = dict(intent.args)
        if intent.target:
            args[intent.ref_key] = intent.ref or self.find(*intent.target)
        result = await self.call(intent.tool, args)
        codes: list[str] = []
        used = 0
        while result.is_error and used < self.budget:
            env = result.structured_content["error"]
            codes.append(env["code"])
            if world is not None:
                await world(env)
            retried = False
            for action in env["next_actions"]:
                if used >= self.budget:
                    break
                used += 1
                is_retry = self._is_retry(intent, action, env)
                step = await self.call(action["tool"], action["arguments"])
                if is_retry:
                    result, args, retried = step, dict(action["arguments"]), True
                    break
            if retried or used >= self.budget:
                continue
            used += 1
            args = self._repair(intent, args, env)
            result = await self.call(intent.tool, args)
        text = result.content[0].text if result.content else ""
        return Outcome(not result.is_error, text, codes, used, self.transcript)

    def _is_retry(self, intent: Intent, action: dict[str, Any], env: dict[str, Any]) -> bool:
        """A plan step is the retry of the intent when it is the same tool on the same element."""
        if action["tool"] != intent.tool:
            return False
        if intent.target is None:
            return True
        ref = action["arguments"].get("ref")
        return ref is not None and ref in (env["suggested_value"], self.find(*intent.target))

    def _repair(self, intent: Intent, args: dict[str, Any], env: dict[str, Any]) -> dict[str, Any]:
        """Retry arguments: suggested_value for the field at fault, the target re-found by role and name."""
        args = dict(args)
        accepted = self.schemas.get(intent.tool, {}).get("properties", {})
        fault, value = env["field"], env["suggested_value"]
        if fault in args and fault not in accepted and value in accepted:
            args[value] = args.pop(fault)  # an unknown argument name: use the suggested one
        elif fault in accepted and value is not None:
            args[fault] = value
        if intent.target:
            key = intent.ref_key if intent.ref_key in args else "ref"
            args[key] = self.find(*intent.target) or args.get(key)
        return args
