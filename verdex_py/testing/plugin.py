"""pytest plugin (auto-loaded once verdex-py is installed): test your agent flows against verdex.

Fixtures:
- `verdex_site`: a FixtureServer over your pages (ini option `verdex_fixtures_dir`, default
  ./fixtures_html), with `.url(path)` and a second origin for cross-origin frames.
- `verdex_client`: a factory; `async with verdex_client(strict_roles=True) as client:` gives
  an `mcp.Client` connected in-process to a fresh verdex server (own browser). Keyword
  arguments are `verdex_py.config.Settings` fields.

Names are prefixed `verdex_` so they live beside pytest-playwright's `page`, `browser`, ...
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from verdex_py.testing.fixture_server import FixtureServer


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini("verdex_fixtures_dir", "folder of HTML fixtures served by verdex_site", default="fixtures_html")


@pytest.fixture(scope="session")
def verdex_site(pytestconfig: pytest.Config) -> Iterator[FixtureServer]:
    root = Path(pytestconfig.rootpath) / pytestconfig.getini("verdex_fixtures_dir")
    with FixtureServer(root=root if root.is_dir() else None) as server:
        yield server


@pytest.fixture
def verdex_client() -> Callable[..., Any]:
    from mcp import Client

    from verdex_py.config import Settings
    from verdex_py.server.app import build_server

    @asynccontextmanager
    async def connect(mode: str = "auto", **settings: Any) -> AsyncIterator[Client]:
        async with Client(build_server(Settings(**settings)), mode=mode) as client:
            yield client

    return connect
