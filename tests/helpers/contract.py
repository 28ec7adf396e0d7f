"""The agent-facing error contract (docs/CONTRACT.md section 3) as one reusable assertion.

`assert_error_contract` checks a tool result the way a strict client and a literal-minded
model would read it: the envelope validates against `contract_schema.json` (written from
the contract text, not from the code), every step of the plan names a published tool with
arguments that tool accepts, the published outputSchema admits the error shape, and the
text is the short recovery plan in the contract's order with the same facts.
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator, Collection, Mapping
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from mcp import Client
from mcp_types import CallToolResult, Tool

from tests.helpers import AUTH_DIR, shared_browser
from verdex_py.config import Settings
from verdex_py.errors import format as error_format
from verdex_py.errors.format import MAX_TEXT_CHARS
from verdex_py.server.app import ToolRunner, build_server

SCHEMA: dict[str, Any] = json.loads((Path(__file__).parent / "contract_schema.json").read_text(encoding="utf-8"))
ENVELOPE = Draft202012Validator(SCHEMA)
ANY = object()  # pass as `field` when a test checks the field itself, after the rest of the contract
FOOTER = re.compile(
    r"^code: (?P<code>[A-Z0-9_]+) · retryable: (?P<retryable>yes|no) · severity: (?P<severity>\w+)"
    r" · request_id: (?P<request_id>\S+)$",
    re.MULTILINE,
)
Catalog = Mapping[str, Tool]


async def tool_catalog(client: Client) -> dict[str, Tool]:
    """The tools exactly as tools/list publishes them."""
    return {tool.name: tool for tool in (await client.list_tools()).tools}


@asynccontextmanager
async def in_process(**overrides: Any) -> AsyncIterator[tuple[Client, ToolRunner]]:
    """A client on a server whose ToolRunner the test can reach (to close pages, patch a handler).

    Same defaults as conftest's `make_client` (and the worker's shared Chromium, see
    shared_browser.py); still a real MCP client and a real Chromium.
    """
    settings = Settings(auth_dir=AUTH_DIR, timeout_action_ms=3000, timeout_navigation_ms=8000)
    for key, value in overrides.items():
        setattr(settings, key, value)
    runner = shared_browser.runner(settings)
    async with Client(build_server(settings, runner)) as client:
        yield client, runner


def _schema_problems(validator: Draft202012Validator, instance: Any) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path)) or '<root>'}: {e.message}" for e in validator.iter_errors(instance)]


def assert_error_contract(
    result: CallToolResult,
    code: str,
    field: str | None | object,
    tool_names: Catalog | Collection[str],
    *,
    tool: str | None = None,
) -> dict[str, Any]:
    """Assert `result` is a complete error result for `code` and return its envelope.

    `tool_names` is the published catalog (from `tool_catalog`) or just the names. With the
    catalog, plan arguments are validated against each tool's inputSchema and, when `tool`
    names the called tool, structuredContent against its outputSchema (the interop trap).
    """
    text = result.content[0].text if result.content and result.content[0].type == "text" else ""
    assert result.is_error is True, f"expected an error result with {code}, got success:\n{text}"
    structured = result.structured_content
    assert isinstance(structured, dict) and set(structured) == {"error"}, f"structuredContent: {structured!r}"
    env: dict[str, Any] = structured["error"]
    shown = json.dumps(env, indent=1, ensure_ascii=False)

    problems = _schema_problems(ENVELOPE, env)
    assert not problems, "envelope breaks contract_schema.json:\n- " + "\n- ".join(problems) + f"\n{shown}"
    assert env["code"] == code, f"code {env['code']} != {code}: {env['message']}"
    if field is not ANY:
        assert env["field"] == field, f"field {env['field']!r} != {field!r}: {env['message']}"
    assert code not in env["related_codes"], "a code is not its own sibling"

    names = set(tool_names)
    retries = [a for a in env["next_actions"] if a.get("retry")]
    assert len(retries) <= 1, f"only the step that re-does the failed call is the retry: {retries}"
    if retries and tool is not None:
        assert retries[0]["tool"] in (tool, "select_role"), f"the retry step re-does {tool}: {retries[0]}"
    for action in env["next_actions"]:
        assert action["tool"] in names, f"plan names {action['tool']!r}, not a tool in tools/list: {sorted(names)}"
        needs = action.get("needs", [])
        assert not set(needs) & set(action["arguments"]), f"a needed argument is also given: {action}"
        if isinstance(tool_names, Mapping):
            schema = dict(tool_names[action["tool"]].input_schema)
            for name in needs:
                assert name in schema.get("properties", {}), f"{action['tool']} has no argument {name!r}"
            schema["required"] = [r for r in schema.get("required", []) if r not in needs]
            bad = _schema_problems(Draft202012Validator(schema), action["arguments"])
            assert not bad, f"plan step {action} is not a valid call of {action['tool']} once needs are given: {bad}"
    if tool is not None and isinstance(tool_names, Mapping):
        output = tool_names[tool].output_schema
        if output is not None:
            bad = _schema_problems(Draft202012Validator(output), structured)
            assert not bad, f"{tool}'s published outputSchema rejects the error result: {bad}"

    _assert_text(text, env)
    return env


def _assert_text(text: str, env: dict[str, Any]) -> None:
    """The recovery plan text: heading, facts, causes, numbered calls, footer; short."""
    assert len(text) < MAX_TEXT_CHARS, f"error text is {len(text)} chars (limit {MAX_TEXT_CHARS}):\n{text}"
    assert text.startswith("❌ "), f"text must start with '❌ ':\n{text}"
    assert text.splitlines()[0] == f"❌ {env['title']}", f"first line is not the title {env['title']!r}:\n{text}"
    assert "🔧 Action Required:" in text, f"no '🔧 Action Required:' section:\n{text}"
    head, _, plan = text.partition("🔧 Action Required:")
    if not _compacted(text, env):  # a text at its roomiest states the message and every cause
        assert env["message"] in head, f"message not stated before the plan:\n{text}"
        for cause in env["causes"]:
            assert cause in head, f"cause {cause!r} not listed before the plan:\n{text}"
    else:  # cut to fit: the leading causes, as many as fit, and the message's start
        shown = [cause for cause in env["causes"] if f"• {cause[:30]}" in head]
        assert shown == env["causes"][: len(shown)], f"causes shown are not the leading ones:\n{text}"
        assert env["message"][:60] in head, f"message not stated before the plan:\n{text}"

    numbered = re.findall(r"^(\d+)\. (.*)$", plan, re.MULTILINE)
    assert len(numbered) >= len(env["next_actions"]), f"plan text has fewer steps than next_actions:\n{text}"
    for i, (action, (number, line)) in enumerate(zip(env["next_actions"], numbered, strict=False), 1):
        assert number == str(i) and line.startswith(f"Call {action['tool']}("), f"step {i} != {action}:\n{text}"
        for key in action["arguments"]:
            assert f"{key}=" in line, f"step {i} does not show argument {key}:\n{text}"
        for key in action.get("needs", []):
            assert f"{key}=<" in line, f"step {i} does not ask for {key} as name=<...>:\n{text}"

    footer = FOOTER.search(text)
    assert footer, f"no 'code: <CODE> · retryable: … · severity: … · request_id: …' line:\n{text}"
    assert text.rstrip().endswith(footer.group(0)), f"the code line must close the text:\n{text}"
    assert footer["code"] == env["code"]
    assert footer["retryable"] == ("yes" if env["retryable"] else "no")
    assert footer["severity"] == env["severity"]
    assert footer["request_id"] == env["request_id"], "request_id in text differs from the envelope"


def _compacted(text: str, env: dict[str, Any]) -> bool:
    """Whether the text had to be cut to its bound: only then may it leave causes out."""
    note = re.search(r"^This is normal during (.*)\.$", text, re.MULTILINE)
    roomy = error_format._render(env, note.group(1) if note else None, error_format.BUDGETS[0])
    if roomy == text:
        return False
    assert len(roomy) >= MAX_TEXT_CHARS, f"text was cut although its roomy form fits:\n{roomy}"
    return True


def sentences(message: str) -> list[str]:
    """Split prose into sentences (a period, then space and a capital letter)."""
    return [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", message.strip()) if s]
