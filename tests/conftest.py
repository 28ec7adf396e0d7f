"""Shared fixtures: the loopback fixture server and MCP clients bound to a fresh verdex server.

Every end-to-end test talks to the server the way a host does, through `mcp.Client`,
against real Chromium (found by the server's own discovery).
"""

from __future__ import annotations

import re
import socket
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from mcp import Client
from mcp_types import CallToolResult

from verdex_py.config import Settings, load_roles_file
from verdex_py.server.app import build_server
from verdex_py.testing.fixture_server import FixtureServer

REPO = Path(__file__).resolve().parent.parent
AUTH_DIR = REPO / "auth_profiles"


@pytest.fixture(scope="session")
def fixtures() -> FixtureServer:
    with FixtureServer() as server:
        yield server


@pytest.fixture
def make_client() -> Callable[..., Any]:
    """`async with make_client(**settings) as client:` a fresh server (own browser) per use.

    A factory rather than an async-yield fixture: the client's task group must be entered
    and left in the test's own task.
    """

    @asynccontextmanager
    async def factory(mode: str = "auto", **overrides: Any) -> AsyncIterator[Client]:
        settings = Settings(auth_dir=AUTH_DIR, timeout_action_ms=3000, timeout_navigation_ms=8000)
        for key, value in overrides.items():
            setattr(settings, key, value)
        async with Client(build_server(settings), mode=mode) as client:
            yield client

    return factory


def ref_of(text: str, role: str, name: str) -> str:
    """The ref of the element with this role and exact name in a snapshot text."""
    match = re.search(rf'- {re.escape(role)} "{re.escape(name)}"[^\n]*?\[ref=((?:f\d+)?e\d+)\]', text)
    assert match, f"no {role} {name!r} in snapshot:\n{text}"
    return match.group(1)


def text_of(result: Any) -> str:
    return result.content[0].text


def error_of(result: Any) -> dict[str, Any]:
    assert result.is_error, text_of(result)
    return result.structured_content["error"]


def roles_settings(roles_file: Path) -> dict[str, Any]:
    auth_dir, roles = load_roles_file(roles_file)
    return {"auth_dir": auth_dir, "roles": roles}


def free_port() -> int:
    """A loopback port nothing listens on (for servers the tests start, or a refused connection)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def ok(client: Client, tool: str, args: dict[str, Any]) -> CallToolResult:
    """Call a tool that must succeed."""
    result = await client.call_tool(tool, args)
    assert not result.is_error, f"{tool}({args}) failed:\n{text_of(result)}"
    return result


async def page_text(client: Client) -> str:
    """The whole page now. Action results may show only what changed, so absence is checked here."""
    return text_of(await ok(client, "browser_snapshot", {}))


async def assert_plan_callable(client: Client, err: dict[str, Any]) -> None:
    """Every next_actions step must be a call its tool accepts once the agent supplies its `needs`:
    a plan the agent cannot run is no plan."""
    tools = {t.name: t for t in (await client.list_tools()).tools}
    for action in err["next_actions"]:
        assert action["tool"] in tools, f"plan names unpublished tool {action['tool']}"
        published = tools[action["tool"]].input_schema
        required = [r for r in published.get("required", []) if r not in action.get("needs", [])]
        schema = Draft202012Validator({**published, "required": required})
        problems = [e.message for e in schema.iter_errors(action["arguments"])]
        assert not problems, f"plan step {action} is not a valid call of {action['tool']}: {problems}"


async def failure(client: Client, tool: str, args: dict[str, Any], code: str, field: str | None) -> dict[str, Any]:
    """Call, expect `code` on `field` with a callable plan; return the envelope."""
    err = error_of(await client.call_tool(tool, args))
    assert (err["code"], err["field"]) == (code, field), err
    await assert_plan_callable(client, err)
    return err
