"""What `/health` says about the browser: cheap enough for a probe every few seconds, token-free.

A server whose browser cannot start answers every browser tool with an error while its HTTP
side looks fine; a container HEALTHCHECK must see that. The first probe checks once, without
launching (BrowserHost.preflight); after that the last launch decides. The reason is one short
generic line: the probe is unauthenticated, so paths and messages go to the log only.
"""

from __future__ import annotations

from typing import Protocol

from verdex_py import log

logger = log.get(__name__)


class BrowserOwner(Protocol):
    launch_failure: str | None
    launches: int

    async def preflight(self) -> str | None: ...


_logged: set[str] = set()  # each distinct failure is logged once, not on every probe


async def browser_problem(host: BrowserOwner) -> str | None:
    """None when the browser can start (as far as is known), else why not, without details."""
    failure = host.launch_failure
    reason = "browser cannot start: the last launch failed (see the server log)"
    if failure is None and host.launches > 0:
        return None  # the last launch worked
    if failure is None:
        failure = await host.preflight()  # nothing launched yet: the one-off check
        reason = "browser cannot start: the check before its first launch failed (see the server log)"
    if failure is None:
        return None
    if failure not in _logged:
        _logged.add(failure)
        logger.warning("health_unhealthy", reason=failure)
    return reason
