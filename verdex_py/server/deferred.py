"""What only tool calls need, imported on first use: the browser layer (Playwright with it) and jsonschema.

A client waits for tools/list before anything else, and tools/list is pure data (the catalog):
importing Playwright and the browser layer's ~110 modules for it cost about 0.3 s of every start
(issue #44). So server/ reaches the browser layer at run time only through this module's
attributes (`deferred.Call(...)`, `isinstance(x, deferred.Acted)`), read inside a function, never
at import time; annotations import the browser's types under `TYPE_CHECKING`.
tests/e2e/test_startup_imports.py holds it: a served tools/list imports no Playwright.

The first attribute read imports every name below at once (the facade pulls in every wing
anyway): on the first tool call, synchronously and before the call's deadline starts
(app.py), so the import never counts against a call's timeout; a later read is a plain
module attribute. Imports stay `from ... import` statements so that lint-imports sees them.
Everything imported by then lives as long as the process: it is frozen out of the garbage
collector's scans (`gc.freeze`), which would otherwise walk its ~300,000 objects in every full
collection (about 10 ms of a 5,000-element page's snapshot, which allocates enough to start one).
"""

from __future__ import annotations

import gc
from typing import Any


def _load() -> dict[str, Any]:
    """Every name below, imported (`noqa: F401`: they are returned through `locals()`, not used here)."""
    import jsonschema  # noqa: F401

    from verdex_py.browser.calls.answers import Acted, Answered, Arrived, Selected, Tabs, Waited  # noqa: F401
    from verdex_py.browser.calls.call import TRANSIENT_RETRIES, Call  # noqa: F401
    from verdex_py.browser.calls.facade import Browser  # noqa: F401
    from verdex_py.browser.calls.network_calls import RouteSpec  # noqa: F401
    from verdex_py.browser.calls.page_tool_calls import gone  # noqa: F401
    from verdex_py.browser.calls.pointer_calls import Mouse  # noqa: F401
    from verdex_py.browser.input import operations  # noqa: F401  (what an input does, as data: operations.Click)
    from verdex_py.browser.launch.launcher import BrowserHost  # noqa: F401
    from verdex_py.browser.look.views import PageView, SnapshotMode  # noqa: F401
    from verdex_py.browser.page.webmcp import shown_name  # noqa: F401
    from verdex_py.browser.role.session import BrowserSession  # noqa: F401

    return dict(locals())


def __getattr__(name: str) -> Any:
    if name.startswith("__"):  # copy, pickle and doctest probe for dunders: not a reason to load Playwright
        raise AttributeError(name)
    loaded = _load()
    globals().update(loaded)
    gc.collect()  # what start-up left for the collector, collected once; the rest is never garbage
    gc.freeze()
    if name not in loaded:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return loaded[name]
