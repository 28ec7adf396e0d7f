"""An agent's recorded session as pytest-playwright tests, by `verdex-py codegen`.

Recording: demo_session.jsonl (10 calls; roles: customer, default, guest).
Comments mark each recorded call not reproduced literally, and why.
Saved logins are read from the folder in $VERDEX_AUTH_DIR when it is set, else
from the folder each @saved_login names (verdex-py's bundled demo profiles when it
names none).

Run with `pytest` (pip install "verdex-py[codegen]"). pytest-playwright starts the
Chromium that `playwright install chromium` downloads; without it, every test errors:
    BrowserType.launch: Executable doesn't exist at ...
To use a system Chromium instead, put in conftest.py:

    import pytest


    @pytest.fixture(scope="session")
    def browser_type_launch_args(browser_type_launch_args):
        return {**browser_type_launch_args, "executable_path": "/usr/bin/chromium"}
"""

from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from verdex_py.codegen.support import saved_login, served_pages

PAGES = ["/rerender.html", "/app/dashboard.html"]


@pytest.fixture(scope="module")
def recorded_origin(pytestconfig: pytest.Config) -> Iterator[str]:
    """Recorded on http://127.0.0.1:34845.

    The same PAGES are served again: from the folder the ini option verdex_fixtures_dir
    names (default fixtures_html/) when it holds them all, else from verdex-py's bundled
    demo pages."""
    with served_pages(pytestconfig, PAGES) as site:
        yield site.origin


@pytest.fixture
def browser_context_args(browser_context_args: dict, recorded_origin: str) -> dict:
    """This module's base URL, not pytest-playwright's base_url fixture: that one is
    shared by the whole run, and other modules may have been recorded elsewhere."""
    return {**browser_context_args, "base_url": recorded_origin}


def test_demo_session_default(page: Page) -> None:
    """Role default, no saved login."""
    page.goto("/rerender.html")
    page.get_by_role("button", name="Save", exact=True).click()
    # call 3 browser_snapshot: the agent looked at the page; nothing to reproduce.
    page.get_by_role("button", name="Re-render", exact=True).click()
    # call 5 browser_click failed (STALE_REF); call 6 repaired it, so it is left out.
    page.get_by_role("button", name="Save", exact=True).click()
    # The page the session ended on:
    expect(page).to_have_url("/rerender.html")
    expect(page).to_have_title("Re-render")


@saved_login("customer.json")
def test_demo_session_customer(page: Page) -> None:
    """Role customer, logged in from customer.json."""
    page.goto("/app/dashboard.html")
    # The page the session ended on:
    expect(page).to_have_url("/app/dashboard.html")
    expect(page).to_have_title("Dashboard")


def test_demo_session_guest(page: Page) -> None:
    """Role guest, no saved login."""
    page.goto("/app/dashboard.html")
    # The server redirected:
    expect(page).to_have_url("/login.html?next=%2Fapp%2Fdashboard.html")
    expect(page).to_have_title("Sign in")
