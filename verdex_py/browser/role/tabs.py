"""A role's tabs as the agent sees them: listed with their titles, and addressed by index."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from dataclasses import dataclass
from typing import Any

from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.errors import InvalidArgument

TITLE_WAIT_S = 1.0  # a tab whose page does not answer is listed as such, not waited on


@dataclass(frozen=True)
class TabInfo:
    index: int
    current: bool
    url: str
    title: str

    def as_dict(self) -> dict[str, Any]:
        return {"index": self.index, "current": self.current, "url": self.url, "title": self.title}


async def _title(page_title: Awaitable[str]) -> str:
    with quietly():
        return await asyncio.wait_for(page_title, TITLE_WAIT_S)
    return "(not responding)"


async def describe_tabs(runtime: RoleRuntime) -> list[TabInfo]:
    tabs = list(runtime.open_tabs())  # a copy: the page may open more tabs while titles are read
    titles = await asyncio.gather(*(_title(t.page.title()) for t in tabs))
    return [
        TabInfo(i, i == runtime.active, t.page.url, title)
        for i, (t, title) in enumerate(zip(tabs, titles, strict=True))
    ]


def tab_index(runtime: RoleRuntime, index: int | None) -> int:
    """The tab meant (the current one when None), refused when the role has no such tab."""
    count = len(runtime.open_tabs())
    index = runtime.active if index is None else index
    if index >= count:
        raise InvalidArgument(
            f"There is no tab {index}; role '{runtime.name}' has {count} tab(s).",
            field="index",
            allowed_values={"ge": 0, "le": count - 1},
            suggested_value=count - 1,
        )
    return index
