"""Rich-text editors in snapshots: the text a contenteditable textbox holds, on its own line.

Playwright's AI snapshot gives an `<input>` its value (`- textbox "Name" [ref=e3]: Ada`) but
leaves out what a contenteditable editor with role textbox holds when that is bare text, so an
agent could not see what an editor says except right after typing into it. Before a snapshot
is recorded, each textbox line with neither value nor children is asked (one bounded call per
such line, all at once; only when the page has an editor at all, one cheap look) whether it is
an editor, and an editor's line gets its text as a value, cut like any long value. Other lines
are left as they are.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Awaitable

from playwright.async_api import Page

from verdex_py.browser import scripts
from verdex_py.browser.element_eval import evaluate_now
from verdex_py.browser.playwright_errors import quietly
from verdex_py.refs import REF_ATTR, REF_SHAPE, aria_ref, split_ref

MAX_EDITOR_CHARS = 200  # what a line shows of an editor's text
MAX_EDITORS = 20  # bare textbox lines asked about per snapshot (a form of empty inputs stays cheap)
ASK_S = 0.5
EDITABLE = "[contenteditable]:not([contenteditable='false'])"  # CSS locators pierce open shadow roots
_BARE_TEXTBOX = re.compile(rf"^[ \t]*- textbox\b[^\n]*\[ref=(?P<ref>{REF_SHAPE})\](?=\n|$)", re.M)
_PLAIN = re.compile(r"^[\w(][^:#\"'\[\]{}`|>&*!%@]*$")  # a value YAML reads as is


async def with_editor_text(page: Page, raw: str, has_editor: asyncio.Future[bool] | None = None) -> str:
    """`raw` (a Playwright snapshot, internal refs) with each editor's text as its line's value;
    `has_editor`: `any_editor(page)` already asked (while the snapshot was taken)."""
    bare = list(_BARE_TEXTBOX.finditer(raw))[:MAX_EDITORS]
    if not bare and has_editor is not None:
        has_editor.cancel()
    if bare and not await _within(has_editor or any_editor(page)):  # the common form of empty inputs: one look
        # A frame's own editors are asked as before. The top document's refs are those of the first
        # ref's frame: Playwright prefixes them too once the tab has navigated ("f3e5").
        first = REF_ATTR.search(raw)
        top = split_ref(first["ref"])[0] if first else ""
        bare = [m for m in bare if split_ref(m["ref"])[0] != top]
    if not bare:
        return raw
    texts = await asyncio.gather(*(_text_of(page, m["ref"]) for m in bare))
    for match, text in sorted(zip(bare, texts, strict=True), key=lambda pair: -pair[0].start()):
        if text:
            raw = raw[: match.end()] + f": {_value(text)}" + raw[match.end() :]
    return raw


async def any_editor(page: Page) -> bool:
    """Whether the top document (open shadow roots included) has any editor; True when unsure."""
    with quietly(timeouts=False):
        return await page.locator(EDITABLE).count() > 0
    return True


async def _within(asked: Awaitable[bool]) -> bool:
    """The answer, if it comes within ASK_S of being needed; True (unsure) if not."""
    with quietly():
        async with asyncio.timeout(ASK_S):
            return await asked
    return True


async def _text_of(page: Page, internal: str) -> str | None:
    with quietly():
        async with asyncio.timeout(ASK_S):
            return await evaluate_now(
                page.locator(aria_ref(internal)), scripts.EDITOR_TEXT, MAX_EDITOR_CHARS, timeout_ms=ASK_S * 1000
            )
    return None


def _value(text: str) -> str:
    """The text as a snapshot value: quoted (JSON, which YAML reads) unless plain."""
    return text if _PLAIN.match(text) and not text.endswith(" ") else json.dumps(text, ensure_ascii=False)
