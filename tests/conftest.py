"""Shared fixtures: the loopback fixture server and MCP clients bound to a fresh verdex server.

Every end-to-end test talks to the server the way a host does, through `mcp.Client`,
against real Chromium (found by the server's own discovery). The in-process servers of one
pytest worker share one Playwright driver and one Chromium (tests/helpers/shared_browser.py)
unless the module or test is marked `own_browser`. Helpers that are not fixtures are in
tests/helpers.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

from tests.helpers import AUTH_DIR, schedule, shared_browser
from tests.helpers.shared_browser import SharedChromium
from verdex_py.config import Settings
from verdex_py.errors.format import STRICT_PLANS_ENV
from verdex_py.server.app import build_server
from verdex_py.testing.fixture_server import FixtureServer

TESTS = Path(__file__).resolve().parent
# A plan step whose facts are missing fails the test instead of leaving the plan quietly
# (errors/format.py); the servers the tests start inherit it.
os.environ.setdefault(STRICT_PLANS_ENV, "1")


@pytest.hookimpl(tryfirst=True)  # before `-m` deselects by marker
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The folder is the marker: tests/unit is `unit` (no browser, no server process), tests/e2e is `e2e`."""
    for item in items:
        if not item.path.is_relative_to(TESTS):
            continue  # e.g. examples/ collected in the same run: not ours to mark
        kind = item.path.relative_to(TESTS).parts[0]
        if kind not in ("unit", "e2e"):
            raise pytest.UsageError(f"{item.nodeid}: a test lives in tests/unit or tests/e2e")
        item.add_marker(kind)
    # Longest modules first (a stable sort: a module's own tests keep their order); see schedule.py.
    items.sort(key=lambda item: schedule.rank(item.path))


@pytest.fixture(scope="session")
def fixtures() -> FixtureServer:
    with FixtureServer() as server:
        yield server


@pytest.fixture(scope="session")
async def worker_chromium() -> AsyncIterator[SharedChromium]:
    """The driver and browser the in-process servers of this worker share, module after module:
    a driver and a browser launched per module cost about 1.2 CPU-seconds each, some 45 times a run."""
    chromium = SharedChromium()
    yield chromium
    await chromium.aclose()


@pytest.fixture(autouse=True)
async def share_chromium(request: pytest.FixtureRequest, worker_chromium: SharedChromium) -> AsyncIterator[None]:
    """What make_client and in_process servers launch on during this test (e2e only).

    An `own_browser` test may crash or kill the Chromium and driver processes below this worker
    (tests/helpers/faults.py walks our process tree), so the shared ones are closed first; the
    next test that shares starts them again.
    """
    if request.node.get_closest_marker("e2e") is None:
        yield
        return
    if request.node.get_closest_marker("own_browser"):
        await worker_chromium.aclose()
        yield
        return
    with shared_browser.using(worker_chromium):
        yield


@pytest.fixture
def make_client() -> Callable[..., Any]:
    """`async with make_client(**settings) as client:` a fresh server per use (its own host,
    contexts and pages; the driver and Chromium are the worker's, see shared_browser).

    A factory rather than an async-yield fixture: the client's task group must be entered
    and left in the test's own task.
    """

    @asynccontextmanager
    async def factory(mode: str = "auto", **overrides: Any) -> AsyncIterator[Client]:
        settings = Settings(auth_dir=AUTH_DIR, timeout_action_ms=3000, timeout_navigation_ms=8000)
        for key, value in overrides.items():
            setattr(settings, key, value)
        async with Client(build_server(settings, shared_browser.runner(settings)), mode=mode) as client:
            yield client

    return factory
