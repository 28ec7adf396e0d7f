"""Pixels never show a secret: a field that holds one is masked on the page itself.

The mask is the page's own rendering (an inline style on the field paints its text
transparent: scripts/secret_fields.js), so screenshots, video and any screencast see the
same thing. A field is masked before a secret is typed into it (`mask_field`), and every field
of every frame is looked at again after each call and before each screenshot (`mask_holders`):
a page that re-renders a field, or copies a secret into another field, has it masked again. The
server decides which fields hold a secret (it reads their values, as snapshots do); no secret is
sent to the page. What this cannot see: a secret copied into an element's plain text (a heading,
a canvas) is redacted from every text we publish, but not from pixels.
"""

from __future__ import annotations

import asyncio

from playwright.async_api import Frame, Locator, Page

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.secrets import Secrets

MASK_S = 2.0  # a frame that does not answer in this time is hung: the snapshot reports it
SELECTOR = f"[{scripts.SECRET_ATTR}]"


async def mask_field(locator: Locator) -> None:
    """Mask the field a secret is about to be typed into (before any frame can show it)."""
    with quietly():
        await locator.evaluate(scripts.SECRET_FIELDS, timeout=MASK_S * 1000)


async def mask_holders(page: Page, secrets: Secrets) -> None:
    """Mask every field of the page's frames that holds a secret now."""
    if not secrets or page.is_closed():
        return
    await asyncio.gather(*(_mask_frame(frame, secrets) for frame in page.frames))


async def _mask_frame(frame: Frame, secrets: Secrets) -> None:
    with quietly():
        async with asyncio.timeout(MASK_S):
            held = await frame.evaluate(scripts.SECRET_FIELDS, None)
            holding = [i for i, text in enumerate(held) if isinstance(text, str) and secrets.holds(text)]
            if holding:
                await frame.evaluate(scripts.SECRET_FIELDS, holding)


def masks(page: Page) -> list[Locator]:
    """Playwright's screenshot masks: every marked field, in every frame (a second line of defence)."""
    return [frame.locator(SELECTOR) for frame in page.frames]
