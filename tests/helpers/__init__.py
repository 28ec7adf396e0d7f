"""What the tests share: calls that must succeed or fail in a given way, and reading results.

Import from here (`from tests.helpers import ok, ref_of`); fixtures live in tests/conftest.py.
Specialised helpers sit beside this module: the error contract (contract.py), server processes
over stdio and HTTP (server_process.py, http.py), fault injection (faults.py), remote browsers
(remote_browsers.py), replay as CI runs it (replay.py), the literal agent (literal_agent.py) and
the driver and Chromium a module's in-process servers share (shared_browser.py).
"""

from __future__ import annotations

import ast
import os
import re
import shutil
import socket
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from mcp import Client
from mcp_types import CallToolResult, TextContent

from verdex_py import refs
from verdex_py.roles_file import load_roles_file

REPO = Path(__file__).resolve().parents[2]
AUTH_DIR = REPO / "auth_profiles"
# A code fence with nothing inside: it tells the agent nothing about what happened.
EMPTY_BLOCK = re.compile(r"```[a-z]*\n\s*```")


def ref_of(text: str, role: str, name: str) -> str:
    """The ref of the element with this role and exact name in a snapshot text."""
    ref = refs.ref_of(text, role, name)
    assert ref, f"no {role} {name!r} in snapshot:\n{text}"
    return ref


def text_of(result: Any) -> str:
    return result.content[0].text


def error_of(result: Any) -> dict[str, Any]:
    assert result.is_error, text_of(result)
    return result.structured_content["error"]


def roles_settings(roles_file: Path) -> dict[str, Any]:
    auth_dir, roles = load_roles_file(roles_file)
    return {"auth_dir": auth_dir, "roles": roles}


@contextmanager
def case(label: str) -> Iterator[None]:
    """A failure inside names the case: a test that runs its cases one after another in one server
    (each server costs a Chromium context and page) would otherwise not say which case failed."""
    try:
        yield
    except Exception as err:
        err.add_note(f"in case: {label}")
        raise


def free_port() -> int:
    """A loopback port nothing listens on (for servers the tests start, or a refused connection)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def module_constant(source: str, name: str) -> Any:
    """The literal a module's source assigns to `name` at top level: read as Python, not as text,
    since ruff wraps a long line (a path under a long temporary folder) differently."""
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"no top-level {name} = ... in:\n{source}")


def console_script(name: str = "verdex-py") -> str:
    """An installed command resolved the way a host resolves it: next to this interpreter, then PATH."""
    found = shutil.which(name, path=os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]))
    if not found:
        pytest.fail(f"console script {name} is not installed (pip install -e .)")
    return found


async def ok(client: Client, tool: str, args: dict[str, Any]) -> CallToolResult:
    """Call a tool that must succeed; the whole result (`text_of` it, or read `.structured_content`).

    A success never shows an empty block (docs/CONTRACT.md §2); checked here, every success the
    suite sees is checked, not only the cases that once printed one (test_no_empty_blocks.py)."""
    result = await client.call_tool(tool, args)
    assert not result.is_error, f"{tool}({args}) failed:\n{text_of(result)}"
    text = "\n".join(part.text for part in result.content if isinstance(part, TextContent))
    assert not EMPTY_BLOCK.search(text), f"{tool}({args}) printed an empty block:\n{text}"
    return result


async def ok_text(client: Client, tool: str, args: dict[str, Any]) -> str:
    """Call a tool that must succeed; its text."""
    return text_of(await ok(client, tool, args))


async def page_text(client: Client) -> str:
    """The whole page now. Action results may show only what changed, so absence is checked here."""
    return await ok_text(client, "browser_snapshot", {})


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
