import os
import shutil

import pytest


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Run pytest-playwright on a system Chromium instead of `playwright install chromium`.

    CHROMIUM_PATH wins, then the usual names on PATH; with neither, Playwright's own browser.
    (For Google Chrome or Edge, `pytest --browser-channel chrome` / `msedge` needs no conftest.)
    """
    path = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or shutil.which("chromium-browser")
    return {**browser_type_launch_args, "executable_path": path} if path else browser_type_launch_args
