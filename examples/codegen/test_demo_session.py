"""An agent's recorded session as pytest-playwright tests, written by `verdex-py codegen`.

Recording: demo_session.jsonl (10 calls; roles: customer, default, guest).
Comments mark each recorded call not reproduced literally, and why.
"""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from verdex_py.testing.fixture_server import FixtureServer

AUTH_DIR = Path(__file__).parent / "../../auth_profiles"


@pytest.fixture(scope="session")
def base_url(verdex_site: FixtureServer) -> str:
    """Recorded on http://127.0.0.1:34845: the same pages, served again by verdex-py's pytest plugin."""
    return verdex_site.origin


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


@pytest.mark.browser_context_args(storage_state=AUTH_DIR / "customer.json")
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
