"""What a module written by `verdex-py codegen` calls when its tests run: the recorded pages
served again, each role's saved login found, and a row of a virtual list scrolled to.

It lives in the package rather than in each generated module so the module stays short and
runs in any folder of any project: nothing in it depends on where it was written. Both
helpers fail the test (never the whole collection) with a message naming what was looked
for, where, and the setting that changes it.
"""

from __future__ import annotations

import functools
import inspect
import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator

from verdex_py.testing.bundled import bundled
from verdex_py.testing.fixture_server import FixtureServer

AUTH_DIR_VARIABLE = "VERDEX_AUTH_DIR"
BUNDLED = "bundled"  # a default folder meaning verdex-py's own demo pages or profiles
PAGES_INI = "verdex_fixtures_dir"  # the pytest plugin's ini option for the project's pages


def page_file(folder: Path, path: str) -> Path:
    """The file FixtureServer answers `path` with (a folder's index.html)."""
    target = folder / path.lstrip("/")
    return target / "index.html" if path.endswith("/") or target.is_dir() else target


def missing_pages(folder: Path, pages: Sequence[str]) -> list[str]:
    return [page for page in pages if not page_file(folder, page).is_file()]


def _project_pages(config: pytest.Config) -> Path:
    try:
        name = config.getini(PAGES_INI)
    except ValueError:  # verdex-py's pytest plugin disabled: its default
        name = "fixtures_html"
    return Path(config.rootpath) / name


@contextmanager
def served_pages(config: pytest.Config, pages: Sequence[str]) -> Iterator[FixtureServer]:
    """The recorded pages served on loopback: from the project's pages folder (ini
    verdex_fixtures_dir, default fixtures_html/) when it holds every one, else from verdex-py's
    bundled demo pages when they do; else the test fails naming the pages not there."""
    project = _project_pages(config)
    folders = ([(project, f"ini {PAGES_INI}")] if project.is_dir() else []) + [(bundled("fixtures_html"), BUNDLED)]
    for folder, _ in folders:
        if not missing_pages(folder, pages):
            with FixtureServer(root=folder) as server:
                yield server
            return
    folder, where = folders[0]
    pytest.fail(
        f"the recording opened {', '.join(missing_pages(folder, pages))}, which {folder} ({where} pages) does not "
        f"hold: put the pages in {project}, or set the ini option {PAGES_INI} (relative to {config.rootpath}) to "
        "the folder that holds them",
        pytrace=False,
    )


def login_file(name: str, default: str = BUNDLED) -> tuple[Path, str | None]:
    """Where the saved login `name` is read from, and why it cannot be, if it cannot."""
    configured = os.environ.get(AUTH_DIR_VARIABLE)
    if configured:
        folder, source = Path(configured).expanduser(), f"${AUTH_DIR_VARIABLE}"
    elif default == BUNDLED:
        folder, source = bundled("auth_profiles"), "verdex-py's bundled demo profiles"
    else:
        folder, source = Path(default), f"the folder it was recorded with; ${AUTH_DIR_VARIABLE} is not set"
    file = folder / name
    if file.is_file():
        return file, None
    return file, f"saved login {name} is not in {folder} ({source}): set {AUTH_DIR_VARIABLE} to the folder holding it"


def saved_login(name: str, default: str = BUNDLED) -> Callable[[Any], Any]:
    """A test decorator: the role's saved login as pytest-playwright's storage_state, read from
    $VERDEX_AUTH_DIR when set, else from `default` (a folder, or the bundled demo profiles).

    A missing file fails that test alone, before any browser starts, saying where it looked.
    """
    file, problem = login_file(name, default)
    if problem is None:
        return pytest.mark.browser_context_args(storage_state=str(file))

    def fails_instead(test: Any) -> Any:
        def missing_login() -> None:
            pytest.fail(problem, pytrace=False)

        functools.update_wrapper(missing_login, test)  # its name, marks and place in the module's order
        missing_login.__signature__ = inspect.Signature()  # type: ignore[attr-defined]  # asks for no page
        return missing_login

    return fails_instead


VIRTUAL_ROWS = 500  # scroll steps at most, for a list of thousands of rows
# The scrolling box around a drawn row, scrolled (scroll.js beside this module: the wheel ships it).
_SCROLL_JS = (files(__package__) / "scroll.js").read_text(encoding="utf-8").splitlines()
SCROLL = "\n".join(line for line in _SCROLL_JS if not line.startswith("//"))  # its comment is for readers


def scrolled_to(row: Locator, rows: Locator) -> Locator:
    """`row` of a virtual list, which draws only the rows in view: the list (the scrolling box around
    `rows`, the rows it draws) is scrolled from its top down until `row` is drawn; the test fails
    naming the row when the list ends without it."""
    for step in range(VIRTUAL_ROWS):
        if row.count():
            return row
        drawn = rows.first if step == 0 else rows.last
        if not drawn.evaluate(SCROLL, step == 0):
            break
    if not row.count():
        pytest.fail(f"scrolled the list to its end: {row} was never drawn", pytrace=False)
    return row
