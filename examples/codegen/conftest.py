"""pytest-playwright on a system Chromium, for machines where `playwright install` cannot run.

pytest-playwright launches the browser with `browser_type_launch_args`; adding an
`executable_path` points it at any Chromium or Chrome binary. Set VERDEX_EXECUTABLE_PATH,
or a `chromium` on PATH is used; with neither, Playwright's own download is.
"""

import os
import shutil

import pytest


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    executable = os.environ.get("VERDEX_EXECUTABLE_PATH") or shutil.which("chromium")
    if not executable:
        return browser_type_launch_args
    return {**browser_type_launch_args, "executable_path": executable}
