"""Pixels never show a secret: what holds one is masked on the page itself.

The mask is the page's own rendering (an inline style paints the element's text transparent,
and an input's value as discs: scripts/secret_fields.js), so screenshots, video, PDF and any
screencast see the same thing. A field is masked before a secret is typed into it
(`mask_field`), and every frame is looked at again after each call and before each screenshot
(`mask_holders`): each field that holds a secret, and, when the page's text shows one, each
element whose own text does (a page that re-renders a field, or copies what was typed into a
heading, has it masked again). The server decides what holds a secret (it reads the values, as
snapshots do); no secret is sent to the page. What this cannot see: a secret split across
elements (`<b>sec</b>ret`), drawn on a canvas or in an image, or shown in a closed shadow root;
and a video shows a re-render or a copy from when it happens until the call ends."""

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
    """Mask every field and text of the page's frames that holds a secret now."""
    if not secrets or page.is_closed():
        return
    await asyncio.gather(*(_mask_frame(frame, secrets) for frame in page.frames))


async def _mask_frame(frame: Frame, secrets: Secrets) -> None:
    with quietly():
        async with asyncio.timeout(MASK_S):
            held = await frame.evaluate(scripts.SECRET_FIELDS, {"look": "fields"})
            fields = [i for i, text in enumerate(held["fields"]) if secrets.holds(text)]
            texts: list[int] = []
            if secrets.holds(held["text"]):  # shown as text too: its elements are looked for (rare, dearer)
                owned = await frame.evaluate(scripts.SECRET_FIELDS, {"look": "texts"})
                texts = [i for i, text in enumerate(owned) if secrets.holds(text)]
            if fields or texts:
                await frame.evaluate(scripts.SECRET_FIELDS, {"fields": fields, "texts": texts})


def masks(page: Page) -> list[Locator]:
    """Playwright's screenshot masks: every marked field, in every frame (a second line of defence)."""
    return [frame.locator(SELECTOR) for frame in page.frames]
