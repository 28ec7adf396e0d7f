"""Playwright's device list, for `--device`: asked of its driver only when the option is used.

Start-up checks the name (config.py) so that a typo is a one-line error before any client
connects, with the closest names; the browser layer reads the descriptor itself when it makes a
role's context (browser/role/context_options.py).
"""

from __future__ import annotations

import functools

from verdex_py.closest import close_matches
from verdex_py.config_error import ConfigError


@functools.cache
def device_names() -> tuple[str, ...]:
    """Playwright's device list (asks its driver, so only when --device is used; once per process:
    the list is fixed by the installed Playwright)."""
    from concurrent.futures import ThreadPoolExecutor

    from playwright.sync_api import sync_playwright

    def read() -> tuple[str, ...]:
        with sync_playwright() as pw:
            return tuple(pw.devices)

    with ThreadPoolExecutor(1) as pool:  # sync Playwright refuses to run inside an event loop
        return pool.submit(read).result()


def check_device(name: str) -> None:
    names = device_names()
    if name not in names:
        close = close_matches(name, names, n=3)
        hint = f"did you mean {', '.join(repr(c) for c in close)}?" if close else f"e.g. {', '.join(names[:3])}"
        raise ConfigError(f"--device {name!r} is not in Playwright's device list; {hint}")
