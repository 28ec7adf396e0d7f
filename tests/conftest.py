"""Shared fixtures: the loopback fixture server and MCP clients bound to a fresh verdex server.

Every end-to-end test talks to the server the way a host does, through `mcp.Client`,
against real Chromium (found by the server's own discovery).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

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
