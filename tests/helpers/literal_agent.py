"""A literal agent: the least imaginative client that can still use the recovery plans.

It knows only its intent (a tool, the element it means as aria role + exact name, the
other arguments) and the published tool schemas. On an error it executes `next_actions`
as data, in order: it supplies each step's `needs` from its intent (the text it meant to
type, the URL it meant, the ref of its element found by role and name among the error's
candidates or in the newest snapshot it has seen) and skips a step whose needs it cannot
supply. When the step marked `retry` succeeds, its intent is done: it stops and never
sends the call again. If the plan holds no retry, or it ran out, it re-resolves its
target, takes `suggested_value` for the field at fault, and retries, all within a small
budget of recovery calls. If that is enough to finish, the plan works for a model that
reads it literally; if not, the plan is the problem.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from mcp import Client
from mcp_types import CallToolResult

from verdex_py.refs import ref_of

MAX_RECOVERY_CALLS = 3
# Calls that change nothing: running one twice is harmless, so "no action twice" ignores them.
READ_ONLY = {
    "browser_snapshot", "browser_find", "browser_take_screenshot", "browser_console_messages",
    "browser_network_requests", "list_roles", "get_current_role", "browser_failures", "browser_wait_for",
}  # fmt: skip


@dataclass
class Intent:
    tool: str
    args: dict[str, Any] = field(default_factory=dict)
    target: tuple[str, str] | None = None  # (aria role, exact name) of the element to act on
    ref_key: str = "ref"  # the argument the agent puts the ref in (a typo here is an intent too)
    ref: str | None = None  # a ref the agent already holds, possibly outdated
    knows: dict[str, Any] = field(default_factory=dict)  # what it would type or choose if asked (`needs`)


@dataclass
class Outcome:
    done: bool
    text: str
    codes: list[str]  # the codes the intent failed with, in order
    recovery_calls: int  # every call after the first attempt, the retry included
    transcript: list[str]
    error_chars: list[int] = field(default_factory=list)  # length of each error text met
    executed: list[str] = field(default_factory=list)  # successful calls that change something
    looks: int = 0  # recovery calls that only looked (a snapshot, a listing): what a good plan avoids


class LiteralAgent:
    def __init__(self, client: Client, budget: int = MAX_RECOVERY_CALLS) -> None:
        self.client = client
        self.budget = budget
        self.snapshots: list[str] = []  # every page text with a snapshot (full or incremental), oldest first
        self.transcript: list[str] = []
        self.schemas: dict[str, dict[str, Any]] = {}
        self.executed: list[str] = []

    async def call(self, tool: str, args: dict[str, Any]) -> CallToolResult:
        result = await self.client.call_tool(tool, args)
        text = result.content[0].text if result.content else ""
        if not result.is_error and "```yaml" in text:
            self.snapshots.append(text)
        outcome = result.structured_content["error"]["code"] if result.is_error else "ok"
        self.transcript.append(f"{tool}({args}) -> {outcome}")
        if not result.is_error and tool not in READ_ONLY:
            self.executed.append(f"{tool} {json.dumps(args, sort_keys=True)}")
        return result

    async def look(self, url: str, **args: Any) -> str:
        """Open a page (its snapshot becomes what the agent knows)."""
        result = await self.call("browser_navigate", {"url": url, **args})
        assert not result.is_error, self.transcript[-1]
        return self.snapshots[-1]

    def find(self, role: str, name: str) -> str | None:
        """Re-find an element by role and exact name in the newest snapshot that shows it."""
        return next((ref for text in reversed(self.snapshots) if (ref := ref_of(text, role, name))), None)

    def _fill(self, intent: Intent, name: str, env: dict[str, Any], action: dict[str, Any] | None = None) -> Any:
        """A value the plan needs, from the intent (None when the agent does not know it). A question's
        answer (a step that is not the retry, with the error's `choices`) is the choice the agent's user
        made, by name (`knows["answer"]`): without one, it does not answer."""
        choices = env["details"].get("choices")
        if name == "ref" and choices and action is not None and not action.get("retry"):
            return next((c["ref"] for c in choices if c["name"] == intent.knows.get("answer")), None)
        if name == "ref" and intent.target:
            role, label = intent.target
            offered = [
                c["ref"] for c in env["details"].get("candidates") or [] if (c["role"], c["name"]) == (role, label)
            ]
            return offered[0] if offered else self.find(role, label)
        return intent.args.get(name, intent.knows.get(name))

    async def run(self, intent: Intent, world: Callable[[dict[str, Any]], Awaitable[None]] | None = None) -> Outcome:
        """Attempt the intent and recover from errors; `world` lets the test change things after an error."""
        if not self.schemas:
            self.schemas = {t.name: t.input_schema for t in (await self.client.list_tools()).tools}
        self.executed = []
        args = dict(intent.args)
        if intent.target:
            args[intent.ref_key] = intent.ref or self.find(*intent.target)
        result = await self.call(intent.tool, args)
        codes: list[str] = []
        sizes: list[int] = []
        used = looks = 0
        while result.is_error and used < self.budget:
            env = result.structured_content["error"]
            codes.append(env["code"])
            sizes.append(len(result.content[0].text))
            if world is not None:
                await world(env)
            retried = False
            for action in env["next_actions"]:
                if used >= self.budget:
                    break
                values = {name: self._fill(intent, name, env, action) for name in action.get("needs", [])}
                if any(v is None for v in values.values()):
                    continue  # it cannot make this call: it does not know the value
                used += 1
                looks += action["tool"] in READ_ONLY and not action.get("retry")
                step = await self.call(action["tool"], {**action["arguments"], **values})
                if action.get("retry"):
                    result, retried = step, True
                    break
                if step.is_error:
                    result, retried = step, True  # a step of the plan failed: follow the new plan
                    break
            if retried or used >= self.budget:
                continue
            used += 1
            args = self._repair(intent, args, env)
            result = await self.call(intent.tool, args)
        text = result.content[0].text if result.content else ""
        return Outcome(not result.is_error, text, codes, used, self.transcript, sizes, list(self.executed), looks)

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
            args[key] = self._fill(intent, "ref", env) or args.get(key)
        return args
