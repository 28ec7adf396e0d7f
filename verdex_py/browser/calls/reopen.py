"""Reaching a menu item again through the path it was on when it was seen.

The agent saw "Web page" in a submenu it opened (a menu button, then an item of its menu); the menu
closed since (a click elsewhere, Escape, a choice): its items are hidden, or the library removed them
from the page. A person opens the path again, and so does the server: the ref map kept the path with
the ref (snapshot/ref_map.py `RefEntry.path`). Each opener is found again by its role and name (or,
without a role, its own text), clicked or hovered as it was, and the next level waited for; a level
that shows already is not touched (a second click would close it). The item is then found in what
opened by its role and name. Nothing is claimed that did not happen: the steps taken are named, and
an item the reopened path does not show is the caller's error, which says the path was opened.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from playwright.async_api import Locator

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.input import recorded_steps
from verdex_py.browser.page.actions import POLL_S, Probe, Target
from verdex_py.browser.snapshot.ref_map import Opener, RefEntry

if TYPE_CHECKING:
    from verdex_py.browser.page.tab import Tab

LEVEL_MS = 2000  # a level drawn by the click, or after the pointer rests on its parent (a delay)
MAX_MATCHES = 20  # elements of one name looked at for the one that shows
UNNAMED_ROLES = ("generic", "clickable", "text", "listitem", "paragraph")  # found by their own text


@dataclass
class Reopened:
    """What reopening did: the item showing (None: not reached), the steps taken (label, how)."""

    target: Target | None
    steps: list[tuple[str, str]] = field(default_factory=list)

    def path(self, entry: RefEntry) -> str:
        return " › ".join(o.label() for o in entry.path)


def _xpath_literal(text: str) -> str | None:
    if "'" not in text:
        return f"'{text}'"
    return f'"{text}"' if '"' not in text else None


def _matching(tab: Tab, role: str, name: str, text: str) -> Locator | None:
    """Every element that may be this one: its role and exact name, else an element whose own text is it."""
    if name and role not in UNNAMED_ROLES:
        return tab.page.get_by_role(role, name=name, exact=True)  # type: ignore[arg-type]
    literal = _xpath_literal(" ".join((text or name).split()))
    if literal is None or literal in ("''", '""'):
        return None
    return tab.page.locator(f"xpath=//*[text()[normalize-space(.)={literal}]]")


async def _showing(tab: Tab, key: Opener | RefEntry) -> Locator | None:
    """The element of `key` that shows now (the newest, last in the page, when several do)."""
    matching = _matching(tab, key.role, key.name, key.text)
    if matching is None:
        return None
    with quietly():
        async with asyncio.timeout(1):
            count = min(await matching.count(), MAX_MATCHES)
            for index in reversed(range(count)):
                if await matching.nth(index).is_visible():
                    return matching.nth(index)
    return None


async def _shown_within(tab: Tab, key: Opener | RefEntry, ms: float) -> Locator | None:
    """Wait up to `ms` for `key` to show (a level opening, maybe after a rest delay)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + ms / 1000
    while True:
        found = await _showing(tab, key)
        if found is not None or loop.time() >= deadline:
            return found
        await asyncio.sleep(POLL_S)


async def _noted(element: Locator, opener: Opener) -> None:
    """The step noted for a recorded session (a generated test opens the path too)."""
    handle = await element.element_handle(timeout=1000)
    try:
        await recorded_steps.step(opener.how, handle, name=opener.text or opener.name)
    finally:
        await handle.dispose()


async def reopen(tab: Tab, entry: RefEntry, timeout_ms: float) -> Reopened:
    """Open the path `entry` was seen on, level by level, and find it there (top document only)."""
    done = Reopened(None)
    if entry.frame or not entry.path:
        return done
    level_ms = min(LEVEL_MS, timeout_ms) if timeout_ms > 0 else LEVEL_MS
    nexts: list[Opener | RefEntry] = [*entry.path[1:], entry]
    for opener, shows in zip(entry.path, nexts, strict=True):
        if await _showing(tab, shows) is not None:
            continue  # that level is open already: clicking its opener again would close it
        element = await _showing(tab, opener)
        if element is None:
            return done
        with quietly() as failed:
            await _noted(element, opener)
            if opener.how == "hover":
                await element.hover(timeout=level_ms)
            else:
                await element.click(timeout=level_ms)
        if failed:
            return done
        done.steps.append((opener.label(), opener.how))
        if await _shown_within(tab, shows, level_ms) is None:
            return done
    item = await _showing(tab, entry) if done.steps else None  # nothing reopened: no evidence it is the one
    if item is not None:
        with quietly():
            probe = Probe.of(await item.evaluate(scripts.PROBE))
            steps = tuple(label for label, _ in done.steps)
            done.target = Target(item, entry, probe, reopened=steps)
    return done
