"""pytest plugin (auto-loaded once verdex-py is installed): test your agent flows against verdex.

Install with `pip install "verdex-py[pytest]"` (pytest, and pytest-asyncio for `async def` tests).

Fixtures:
- `verdex_site`: a FixtureServer over your pages (ini option `verdex_fixtures_dir`, default
  ./fixtures_html, relative to the rootdir; a folder that does not exist fails the test saying
  so), with `.url(path)` and a second origin for cross-origin frames.
- `verdex_client`: async; `async with verdex_client(strict_roles=True) as client:` gives an
  `mcp.Client` connected in-process to a fresh verdex server (own browser).
- `verdex_sync_client`: the same for sync tests; `with verdex_sync_client() as client:` gives a
  blocking client whose server runs on its own loop in its own thread, so it sits beside
  pytest-playwright's sync `page` in one test or one session.
Keyword arguments of both factories are `verdex_py.config.Settings` fields.

Names are prefixed `verdex_` so they live beside pytest-playwright's `page`, `browser`, ...
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from verdex_py.testing.fixture_server import FixtureServer


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini(
        "verdex_fixtures_dir",
        "folder of HTML pages served by verdex_site (relative to rootdir)",
        default="fixtures_html",
    )


@pytest.fixture(scope="session")
def verdex_site(pytestconfig: pytest.Config) -> Iterator[FixtureServer]:
    root = Path(pytestconfig.rootpath) / pytestconfig.getini("verdex_fixtures_dir")
    if not root.is_dir():
        pytest.fail(
            f"verdex_site: the fixtures folder {root} does not exist. Create it, or point the ini option "
            "verdex_fixtures_dir (relative to the rootdir) at your pages.",
            pytrace=False,
        )
    with FixtureServer(root=root) as server:
        yield server


def _settings(overrides: dict[str, Any]) -> Any:
    from verdex_py.config import Settings

    settings = Settings()
    for key, value in overrides.items():
        setattr(settings, key, value)
    return settings


@pytest.fixture
def verdex_client() -> Callable[..., Any]:
    from mcp import Client

    from verdex_py.server.app import build_server

    @asynccontextmanager
    async def connect(mode: str = "auto", **settings: Any) -> AsyncIterator[Client]:
        async with Client(build_server(_settings(settings)), mode=mode) as client:
            yield client

    return connect


@pytest.fixture
def verdex_sync_client() -> Iterator[Callable[..., Any]]:
    from verdex_py.testing.sync_client import SyncClient

    opened: list[SyncClient] = []

    def connect(mode: str = "auto", **settings: Any) -> SyncClient:
        client = SyncClient(_settings(settings), mode=mode)
        opened.append(client)
        return client

    yield connect
    for client in opened:  # the ones a test used without `with`
        client.close()


@pytest.fixture(autouse=True)
def _verdex_hide_foreign_loop(request: pytest.FixtureRequest) -> Iterator[None]:
    """Let `async def` tests run after pytest-playwright's sync fixtures started.

    Playwright's sync API runs its event loop inside a greenlet, which leaves this thread
    marked as running a loop while that greenlet is suspended; pytest-asyncio then refuses to
    run ("Runner.run() cannot be called from a running event loop"). For the life of an async
    test (this fixture is set up before pytest-asyncio's runner and torn down after it) the
    stale mark is hidden, then put back for Playwright. Sync tests are left alone.
    """
    foreign = asyncio._get_running_loop() if inspect.iscoroutinefunction(request.function) else None
    if foreign is None:
        yield
        return
    asyncio._set_running_loop(None)
    try:
        yield
    finally:
        asyncio._set_running_loop(foreign)
