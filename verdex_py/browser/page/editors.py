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

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.element_eval import evaluate_now
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.snapshot.tree import Node, Tree
from verdex_py.refs import aria_ref, split_ref

MAX_EDITOR_CHARS = 200  # what a line shows of an editor's text
MAX_EDITORS = 20  # bare textbox lines asked about per snapshot (a form of empty inputs stays cheap)
ASK_S = 0.5
EDITABLE = "[contenteditable]:not([contenteditable='false'])"  # CSS locators pierce open shadow roots
_PLAIN = re.compile(r"^[\w(][^:#\"'\[\]{}`|>&*!%@]*$")  # a value YAML reads as is


def _bare_textboxes(tree: Tree) -> list[Node]:
    """Textbox lines with neither a value nor children (the attributes are the line's end)."""
    return [
        node
        for _, node in tree.order
        if node.role == "textbox" and node.ref is not None and not node.children and node.rest.endswith("]")
    ]


async def add_editor_text(page: Page, tree: Tree, has_editor: asyncio.Future[bool] | None = None) -> None:
    """Give each editor's line in `tree` (a Playwright snapshot, internal refs) its text as a value;
    `has_editor`: whether the page has an editor, already asked (cancelled when not needed)."""
    bare = _bare_textboxes(tree)[:MAX_EDITORS]
    if not bare and has_editor is not None:
        has_editor.cancel()
    if bare and not await _within(has_editor or any_editor(page)):  # the common form of empty inputs: one look
        # A frame's own editors are asked as before. The top document's refs are those of the first
        # ref's frame: Playwright prefixes them too once the tab has navigated ("f3e5").
        first = next((node.ref for _, node in tree.order if node.ref is not None), None)
        top = split_ref(first)[0] if first else ""
        bare = [node for node in bare if split_ref(node.ref or "")[0] != top]
    if not bare:
        return
    texts = await asyncio.gather(*(_text_of(page, node.ref or "") for node in bare))
    for node, text in zip(bare, texts, strict=True):
        if text:
            node.add_value(_value(text))


async def any_editor(page: Page) -> bool:
    """Whether the top document (open shadow roots included) has any editor; True when unsure.
    (A full capture has clickables.js answer it, in the call it makes anyway: browser/page/capture.py.)"""
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
