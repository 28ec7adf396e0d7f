"""Accessibility snapshots with our public refs, and the cuts that keep them affordable.

The whole page is always captured and recorded in the ref map (so every ref stays
resolvable and comparable); scoping by ref, depth and size happens on the parsed tree
afterwards (`tree.py`), so a scoped view never invalidates refs outside it. Frame problems
are tied here to the iframe refs of the snapshot that shows them.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace

from playwright.async_api import Frame

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import map_playwright_errors, quietly
from verdex_py.browser.edge.scripts import clickables_ops
from verdex_py.browser.page.editors import EDITABLE, add_editor_text
from verdex_py.browser.page.frames import HUNG_SNAPSHOT_TIMEOUT_MS, PROBE_S, FrameIssue
from verdex_py.browser.page.tab import Tab
from verdex_py.browser.snapshot.tree import Node, Tree, find, iframes, parse
from verdex_py.errors import ActionTimeout, UnknownRef
from verdex_py.refs import aria_ref

# Tying a frame problem to its iframe's ref asks the document holding the iframe, which has just
# answered the snapshot: only a starved machine makes that slow (0.5 s was missed at load 14), and
# a warning that names its iframe is worth the wait. The hung frame itself is never asked.
TIE_S = 2.0


async def capture(tab: Tab, timeout_ms: float) -> Tree:
    """Take a full-page snapshot, record its refs, return it parsed (with public refs)."""
    # The frames are probed while the snapshot is taken (they answer within milliseconds): a hung one
    # found means Playwright would wait its whole timeout on it, then drop it silently, so the
    # snapshot is asked again with a short timeout.
    probe = asyncio.ensure_future(tab.frames.probe())
    taking = asyncio.ensure_future(_aria(tab, timeout_ms))
    try:
        await asyncio.wait({probe, taking}, return_when=asyncio.FIRST_COMPLETED)
        if probe.done() and probe.result():  # hung frames: the snapshot would wait its whole timeout
            taking.cancel()
            raw = await _aria(tab, min(timeout_ms, HUNG_SNAPSHOT_TIMEOUT_MS))
        else:
            raw = await taking
        await probe  # its notes of hung frames are made before the tree is tied to them
    except BaseException:
        probe.cancel()
        taking.cancel()
        raise
    # The page's own clickables and whether it has an editor are asked now, in one call, so the page
    # answers while the snapshot is parsed here (asked with the snapshot, the page's one thread
    # answered them first and the snapshot came that much later).
    editor: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
    own = asyncio.ensure_future(_clickables(tab, editor))
    try:
        await asyncio.sleep(0)  # the request leaves before parsing holds the loop
        tree = parse(raw)
        await add_editor_text(tab.page, tree, editor)
        if tab.refs.url != tab.page.url and not tab.refs.entries:
            tab.refs.url = tab.page.url
        tree = tab.refs.ingest(tree)
        return tab.refs.add_own(tree, await own)
    except BaseException:
        own.cancel()
        raise


async def _aria(tab: Tab, timeout_ms: float) -> str:
    """Playwright's AI snapshot of the page, its errors translated."""
    ctx = ActionContext("snapshot", url=tab.page.url, timeout_ms=timeout_ms)
    try:
        with map_playwright_errors(ctx):
            return await tab.page.aria_snapshot(mode="ai", timeout=timeout_ms)
    except ActionTimeout:
        if await _has_root(tab):
            raise
        return ""  # a script removed <html>: Playwright waits for a root that never comes; the page is empty


async def _clickables(tab: Tab, editor: asyncio.Future[bool]) -> list[clickables_ops.Clickable]:
    """What the snapshot will show without a ref (browser/snapshot/clickables.py); none if the page
    cannot answer (mid-navigation, a hung script): the snapshot is complete without them. `editor`
    gets whether the page has an editor as soon as the answer is in (unsure, True, if none is)."""
    findings = clickables_ops.Findings(clickables=[], editor=True)
    try:
        with quietly():
            async with asyncio.timeout(TIE_S):
                findings = await clickables_ops.find(tab.page, EDITABLE)
    finally:
        if not editor.done():
            editor.set_result(findings["editor"])
    return findings["clickables"]


async def _has_root(tab: Tab) -> bool:
    with quietly():
        async with asyncio.timeout(PROBE_S):
            return bool(await tab.page.evaluate(scripts.HAS_DOCUMENT))
    return True  # cannot tell: report the timeout as it is


def subtree(tree: Tree, ref: str) -> list[Node]:
    """The element `ref` and its descendants, as the only top-level node."""
    node = find(tree, ref)
    if node is None:
        raise UnknownRef(
            f"Ref {ref} is not in the current snapshot, so the snapshot cannot be scoped to it.",
            field="ref",
            details={"ref": ref},
        )
    return [node]


async def _content_frame(tab: Tab, ref: str) -> Frame | None:
    entry = tab.refs.entries.get(ref)
    if entry is None:
        return None
    handle = None
    try:
        with quietly():
            async with asyncio.timeout(TIE_S):
                handle = await tab.page.locator(aria_ref(entry.internal)).element_handle(timeout=TIE_S * 1000)
                return await handle.content_frame() if handle else None
        return None
    finally:  # the frame outlives the handle: released whatever happened
        if handle is not None:
            with quietly():
                await handle.dispose()


async def frame_issues(tab: Tab, tree: Tree) -> list[FrameIssue]:
    """Every frame problem of the current document, tied to the iframe ref that shows it."""
    watch = tab.frames
    refs, empty = iframes(tree)
    if not watch.issues and not empty:
        return []  # the common case costs nothing
    by_frame: dict[int, FrameIssue] = dict(watch.issues.items())
    frames = await asyncio.gather(*(_content_frame(tab, ref) for ref in refs))
    for ref, frame in zip(refs, frames, strict=True):
        if frame is not None and id(frame) in by_frame:
            by_frame[id(frame)] = replace(by_frame[id(frame)], ref=ref)
        elif ref in empty:
            url = frame.url if frame is not None else ""
            by_frame[id(frame) if frame else hash(ref)] = watch.record_unreadable(ref, url)
    return list(by_frame.values())
