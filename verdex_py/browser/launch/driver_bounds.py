"""Bound what Playwright keeps per page, on both sides of its driver connection.

Playwright's driver keeps a dispatcher for every Request, Response and Frame a page ever had
(and its Python client a mirror of each) until the page closes or 10,000 of a kind pile up
on the connection: a role that navigates for hours grows by tens of KB per navigation in
Python and in Node alike. `driver_bounds.cjs`, loaded into the driver as it starts, keeps
the newest of each kind and disposes of the older ones as the driver itself would past its
limit, so the client drops them too. None is disposed while still in use (an attached
frame, a request waiting for its response); what goes is what nothing can reach again.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from importlib.resources import as_file, files

PRELOAD = "driver_bounds.cjs"
# The young generation's semi-spaces, in MB (V8's default is 16 on 64-bit): the driver's objects are
# short messages and the snapshots it relays, which are large strings V8 allocates outside them
# anyway, so a smaller nursery costs no measurable time and keeps about 12 MB less resident
# (docs/PERFORMANCE.md, "Lean v4").
SEMI_SPACE_MB = 2


@contextlib.contextmanager
def bounded_driver_env() -> Iterator[None]:
    """While the driver starts, NODE_OPTIONS makes it load the preload (options already set are kept).

    Playwright copies `os.environ` when it spawns its driver, and nothing else spawns meanwhile:
    the start is awaited alone by the host.
    """
    with as_file(files(__package__) / PRELOAD) as preload:
        before = os.environ.get("NODE_OPTIONS")
        ours = f'--require "{preload}" --max-semi-space-size={SEMI_SPACE_MB}'
        os.environ["NODE_OPTIONS"] = " ".join(filter(None, [before, ours]))
        try:
            yield
        finally:
            if before is None:
                os.environ.pop("NODE_OPTIONS", None)
            else:
                os.environ["NODE_OPTIONS"] = before
