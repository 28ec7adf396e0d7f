"""Looking at a role's page: the snapshot the agent gets, with every fact a result must state.

`look` takes a full snapshot (so every ref stays resolvable), scopes it or condenses its
long runs of similar siblings (snapshot/condense.py), compacts it, diffs it, applies the depth and
size cuts, and gathers what is missing from it (frames, a load that never finished, requests
the URL policy blocked) and the role's auth status into a `PageView`. `part` is the view of
an action that changed only one region or one element.
"""

from __future__ import annotations

import asyncio

from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.look.views import PageView, SnapshotMode
from verdex_py.browser.page.capture import capture, frame_issues, subtree
from verdex_py.browser.page.tab import Tab
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.browser.snapshot.compact import compact_lines, count_tokens, diff_lines
from verdex_py.browser.snapshot.condense import Condensed, condense
from verdex_py.browser.snapshot.tree import cut_chars, cut_depth, left_out, render
from verdex_py.errors import VerdexError
from verdex_py.refs import count_refs

DEFAULT_MAX_CHARS = 60_000  # ~15k tokens: under what common clients accept in one result
ERROR_PAGE_CHARS = 4000  # of an error page's snapshot carried in an error's details


async def look(
    role: RoleRuntime,
    tab: Tab,
    timeout_ms: float,
    *,
    scope_ref: str | None = None,
    depth: int | None = None,
    max_chars: int | None = None,
    incremental: bool = False,
) -> PageView:
    """The page now. With `incremental`, only what changed since the agent's last look."""
    # Asked while the snapshot is taken (one round trip less), answered where it was asked before.
    title = asyncio.ensure_future(tab.page.title())
    title.add_done_callback(lambda t: t.cancelled() or t.exception())  # retrieved if the look fails
    try:
        full = await capture(tab, timeout_ms)
    except BaseException:
        title.cancel()
        raise
    issues = await frame_issues(tab, full)
    nodes, condensed = subtree(full, scope_ref) if scope_ref else full.nodes, list[Condensed]()
    if role.condense and not scope_ref:  # a scoped snapshot shows its part whole: the call a fold names
        nodes, condensed = condense(full, tab.refs.used)
    lines = compact_lines(nodes)
    text = render(lines)
    mode, shown = SnapshotMode.FULL, lines
    if incremental and not scope_ref and tab.refs.shown is not None:
        changes = diff_lines(tab.refs.shown, lines, alive=tab.refs.latest)
        if changes is None:
            mode, shown = SnapshotMode.UNCHANGED, []
        elif count_tokens(render(changes)) < count_tokens(text) // 2:
            mode, shown = SnapshotMode.DIFF, changes
    if not scope_ref and depth is None:
        tab.refs.shown = text  # what the agent now knows of this page
    depth_cut, deeper = False, 0
    if depth is not None:
        before = count_refs(render(shown))
        shown, depth_cut = cut_depth(shown, depth)
        deeper = before - count_refs(render(shown))
    limit = max_chars or DEFAULT_MAX_CHARS
    omitted = left_out(shown, limit)
    shown, chars_cut = cut_chars(shown, limit)
    title_text = await title
    total = count_refs(text)
    shown_text, shown_refs = (text, total) if shown is lines else (render(shown), None)  # the page whole: as written
    framed = {issue.url for issue in issues}
    return PageView(
        url=tab.page.url,
        role=role.name,
        mode=mode,
        text=shown_text,
        element_count=count_refs(shown_text) if shown_refs is None else shown_refs,
        auth=role.auth_status,
        title=title_text,
        total_refs=total,
        depth=depth,
        depth_cut=depth_cut,
        deeper_refs=deeper,
        chars_cut=chars_cut,
        max_chars=limit,
        left_out=omitted,
        condensed=condensed if mode is SnapshotMode.FULL else [],
        frame_issues=issues,
        frame_issues_dropped=tab.frames.issues.dropped,
        load_incomplete=tab.load_incomplete,
        # frames are reported with their own reason; these are the page's other refused requests
        blocked_requests=[b for b in tab.blocked_requests if b.url not in framed],
        blocked_dropped=tab.blocked_requests.dropped,
        served_status=tab.served_status,
    )


def part(role: RoleRuntime, tab: Tab, text: str, mode: SnapshotMode) -> PageView:
    """A view of only what an action changed: one region, or the acted-on element's own line."""
    return PageView(
        url=tab.page.url,
        role=role.name,
        mode=mode,
        text=text,
        element_count=count_refs(text),
        auth=role.auth_status,
    )


async def with_page_shown(role: RoleRuntime, tab: Tab, error: VerdexError, timeout_ms: float) -> VerdexError:
    """`error` carrying the snapshot of the page the tab shows now (an HTTP error page, in
    `details.snapshot`), its refs usable: the page may offer the way on (a home link, a sign-in form)."""
    with quietly():
        view = await look(role, tab, timeout_ms, max_chars=ERROR_PAGE_CHARS)
        return error.enriched(details={"snapshot": view.text, "snapshot_cut": view.chars_cut})
    return error
