"""No URL policy, no cost: nothing is started and no listener is added (issue 44 counts per-call cost)."""

from __future__ import annotations

import asyncio

from verdex_py.browser.page.failures import FailureLog
from verdex_py.browser.role.url_policy import UrlPolicy
from verdex_py.config import Settings


class _Context:
    """Counts the listeners a policy would add to a context."""

    def __init__(self) -> None:
        self.listened: list[str] = []
        self.pages: list[object] = []

    def on(self, event: str, _handler: object) -> None:
        self.listened.append(event)


def test_without_lists_nothing_is_started_or_listened_to() -> None:
    policy = UrlPolicy(Settings(), FailureLog(), list)
    context = _Context()
    assert asyncio.run(policy.proxy()) is None
    policy.install(context)  # type: ignore[arg-type]
    assert context.listened == []


def test_with_a_list_the_context_is_behind_its_own_proxy_loopback_included() -> None:
    async def run() -> dict[str, str] | None:
        policy = UrlPolicy(Settings(blocked_origins="http://127.0.0.1:1"), FailureLog(), list)
        try:
            return await policy.proxy()
        finally:
            await policy.close()

    option = asyncio.run(run())
    assert option is not None and option["server"].startswith("socks5://127.0.0.1:")
    assert option["bypass"] == "<-loopback>"
