"""Accessibility snapshots with our public refs, and the cuts that keep them affordable.

The whole page is always captured and recorded in the ref map (so every ref stays
resolvable and comparable); scoping by ref, depth and size happens on the text
afterwards, so a scoped view never invalidates refs outside it.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Frame

from verdex_py.browser.frames import HUNG_SNAPSHOT_TIMEOUT_MS, PROBE_S
from verdex_py.browser.refs import REF_IN_TEXT
from verdex_py.browser.tab import Tab
from verdex_py.errors import UnknownRef
from verdex_py.errors.translate import ActionContext, map_playwright_errors

PUBLIC_REF_IN_TEXT = re.compile(r"\[ref=((?:f\d+)?e\d+)\]")


@dataclass
class Snapshot:
    text: str
    url: str
    title: str
    element_count: int
    truncated: bool = False
    mode: str = "full"  # full | diff (since the last look) | region (the changed part) | unchanged


async def capture(tab: Tab, timeout_ms: float) -> str:
    """Take a full-page snapshot, record its refs, return the text with public refs."""
    hung = await tab.frames.probe()
    if hung:  # Playwright would wait its whole timeout on a hung frame, then drop it silently
        timeout_ms = min(timeout_ms, HUNG_SNAPSHOT_TIMEOUT_MS)
    ctx = ActionContext("snapshot", url=tab.page.url, timeout_ms=timeout_ms)
    with map_playwright_errors(ctx):
        raw = await tab.page.aria_snapshot(mode="ai", timeout=timeout_ms)
    if tab.refs.url != tab.page.url and not tab.refs.entries:
        tab.refs.url = tab.page.url
    return tab.refs.ingest(raw)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def subtree(text: str, ref: str) -> str:
    """The lines of the element `ref` and its descendants, dedented."""
    lines = text.splitlines()
    marker = f"[ref={ref}]"
    for i, line in enumerate(lines):
        if marker in line:
            base = _indent(line)
            out = [line[base:]]
            for child in lines[i + 1 :]:
                if _indent(child) <= base:
                    break
                out.append(child[base:])
            return "\n".join(out)
    raise UnknownRef(
        f"Ref {ref} is not in the current snapshot, so the snapshot cannot be scoped to it.",
        field="ref",
        details={"ref": ref},
    )


def limit_depth(text: str, depth: int) -> tuple[str, bool]:
    """Keep nodes at most `depth` levels deep (0 = top level only)."""
    kept = [line for line in text.splitlines() if _indent(line) // 2 <= depth]
    cut = len(kept) != len(text.splitlines())
    return "\n".join(kept), cut


def limit_chars(text: str, max_chars: int) -> tuple[str, bool]:
    """Cut at a line boundary so no ref is split in half."""
    if len(text) <= max_chars:
        return text, False
    head = text[:max_chars]
    return head[: head.rfind("\n")] if "\n" in head else head, True


def remainder_refs(text: str, max_chars: int, limit: int = 10) -> list[str]:
    """The outermost elements with refs that a cut at max_chars leaves out, as 'eN (role "name")'."""
    if len(text) <= max_chars:
        return []
    rest = text[max_chars:].splitlines()[1:]
    if not rest:
        return []
    shallowest = min(len(line) - len(line.lstrip(" ")) for line in rest)
    found = []
    for line in rest:
        m = PUBLIC_REF_IN_TEXT.search(line)
        if m and len(line) - len(line.lstrip(" ")) <= shallowest + 2:
            found.append(f"{m.group(1)} ({line.strip()[2:].split(' [')[0]})")
        if len(found) == limit:
            break
    return found


def count_refs(text: str) -> int:
    return len(REF_IN_TEXT.findall(text))


def iframe_refs(text: str) -> tuple[list[str], set[str]]:
    """Refs of every iframe in a snapshot, and the subset shown without any content."""
    lines = text.splitlines()
    refs, empty = [], set()
    for i, line in enumerate(lines):
        stripped = line.lstrip(" ")
        if not stripped.startswith("- iframe ") or "[ref=" not in stripped:
            continue
        ref = stripped.split("[ref=", 1)[1].split("]", 1)[0]
        refs.append(ref)
        indent = len(line) - len(stripped)
        if not (i + 1 < len(lines) and len(lines[i + 1]) - len(lines[i + 1].lstrip(" ")) > indent):
            empty.add(ref)
    return refs, empty


async def _content_frame(tab: Tab, ref: str) -> Frame | None:
    entry = tab.refs.entries.get(ref)
    if entry is None:
        return None
    try:
        async with asyncio.timeout(PROBE_S):
            handle = await tab.page.locator(f"aria-ref={entry.internal}").element_handle(timeout=500)
            return await handle.content_frame() if handle else None
    except (TimeoutError, PlaywrightError):
        return None


async def frame_warnings(tab: Tab, text: str) -> list[dict[str, str | None]]:
    """Every frame problem of the current document, tied to the iframe ref that shows it."""
    watch = tab.frames
    refs, empty = iframe_refs(text)
    if not watch.issues and not empty:
        return []  # the common case costs nothing
    by_frame = {key: dict(issue.as_dict(), ref=None) for key, issue in watch.issues.items()}
    frames = await asyncio.gather(*(_content_frame(tab, ref) for ref in refs))
    for ref, frame in zip(refs, frames, strict=True):
        if frame is not None and id(frame) in by_frame:
            by_frame[id(frame)]["ref"] = ref
        elif ref in empty:
            url = frame.url if frame is not None else ""
            by_frame[id(frame) if frame else hash(ref)] = dict(watch.record_unreadable(ref, url).as_dict(), ref=ref)
    return list(by_frame.values())
