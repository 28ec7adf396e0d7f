"""The page part of a result: URL, title, role, snapshot and the warnings about it.

Every tool that shows the page goes through here, so warnings (frames, auth, a load that
never finished, blocked requests, a cut snapshot) can never be left out by one tool. Open
dialogs and file choosers are listed by the tool boundary (`app.py`), for every result.
"""

from __future__ import annotations

from verdex_py.browser.compact import compact_lines, count_tokens, diff_lines
from verdex_py.browser.snapshot import Snapshot, capture, frame_warnings, subtree
from verdex_py.browser.tab import Tab
from verdex_py.browser.tree import count_refs, cut_chars, cut_depth, left_out, render
from verdex_py.server.tooling import ToolContext

DEFAULT_MAX_CHARS = 60_000  # ~15k tokens: under what common clients accept in one result


def report_unchanged(ctx: ToolContext, tab: Tab, element_line: str) -> None:
    """The action changed no DOM node: show the element's own state, skip the page snapshot."""
    _report_part(ctx, tab, element_line, "unchanged")


def report_region(ctx: ToolContext, tab: Tab, region_text: str) -> None:
    """The action changed one part of the page: show that part, freshly snapshotted."""
    _report_part(ctx, tab, region_text, "region")


def _report_part(ctx: ToolContext, tab: Tab, text: str, mode: str) -> None:
    role, response = ctx.role, ctx.response
    response.page = {"Page URL": tab.page.url, "Role": role.name}
    response.data.update(role=role.name, url=tab.page.url, snapshot_mode=mode)
    response.snapshot = Snapshot(text=text, url=tab.page.url, title="", element_count=count_refs(text), mode=mode)
    _warn_unauthenticated(ctx)


def _warn_unauthenticated(ctx: ToolContext) -> None:
    role = ctx.role
    if role.auth_status.startswith("failed"):
        ctx.response.warn(
            f"Role '{role.name}' runs unauthenticated: its auth profile failed ({role.auth_status[7:]}). "
            "Pages may show a login screen instead of the app.",
            auth_status=role.auth_status,
        )


async def report_page(
    ctx: ToolContext,
    tab: Tab,
    *,
    scope_ref: str | None = None,
    depth: int | None = None,
    max_chars: int | None = None,
    incremental: bool = False,
) -> Snapshot:
    """Show the page. With `incremental`, only what changed since the agent's last look."""
    settings, response, role = ctx.settings, ctx.response, ctx.role
    full = await capture(tab, settings.timeout_action_ms)
    frame_problems = await frame_warnings(tab, full)
    lines = compact_lines(subtree(full, scope_ref) if scope_ref else full.nodes)
    text = render(lines)
    total = count_refs(text)
    mode, shown = "full", lines
    if incremental and not scope_ref and tab.refs.shown is not None:
        changes = diff_lines(tab.refs.shown, lines, alive=tab.refs.latest)
        if changes is None:
            mode, shown = "unchanged", []
        elif count_tokens(render(changes)) < count_tokens(text) // 2:
            mode, shown = "diff", changes
    if not scope_ref and depth is None:
        tab.refs.shown = text  # what the agent now knows of this page
    depth_cut = chars_cut = False
    if depth is not None:
        before = count_refs(render(shown))
        shown, depth_cut = cut_depth(shown, depth)
        deeper = before - count_refs(render(shown))
    limit = max_chars or DEFAULT_MAX_CHARS
    omitted = left_out(shown, limit)
    shown, chars_cut = cut_chars(shown, limit)
    truncated = depth_cut or chars_cut
    title = await tab.page.title()
    shown_text = render(shown)
    snap = Snapshot(
        text=shown_text,
        url=tab.page.url,
        title=title,
        element_count=count_refs(shown_text),
        truncated=truncated,
        mode=mode,
    )
    response.page = {"Page URL": snap.url, "Page title": title, "Role": role.name}
    response.data.update(role=role.name, url=snap.url, title=title, snapshot_mode=mode)
    response.snapshot = snap
    if depth_cut:  # say what was really cut: levels, not characters
        response.warn(
            f"Snapshot limited to depth {depth}: {deeper} ref(s) deeper than that are not shown. Call "
            "browser_snapshot(ref=<a container shown>) to see inside one, or leave depth out.",
            partial_content=True,
        )
    if chars_cut:
        rest = f" Not shown: {', '.join(omitted)}." if omitted else ""
        response.warn(
            f"Snapshot cut at {limit} characters: showing {snap.element_count} of {total} refs.{rest} Call "
            "browser_snapshot(ref=<one of them>) to see that part, or browser_find(text=...) to locate an element.",
            partial_content=True,
        )
    for problem in frame_problems:
        where = f"iframe {problem['ref']}: " if problem["ref"] else ""
        response.warn(
            f"{where}{problem['detail']} ({problem['reason']}).",
            inaccessible_frames=[problem],
            partial_content=problem["reason"] != "detached",
        )
    _warn_unauthenticated(ctx)
    if tab.load_incomplete:
        response.warn(
            "The page's load event never fired (a resource or frame still loading); content may be partial.",
            partial_content=True,
        )
    framed = {p["url"] for p in frame_problems}
    blocked = [r for r in tab.blocked_requests if r["url"] not in framed]  # frames are reported above
    if blocked:
        first = blocked[0]
        response.warn(
            f"{len(blocked)} request(s) of this page were blocked by the URL policy "
            f"(first: {first['url']}, rule {first['rule']}); that content is missing.",
            partial_content=True,
            blocked_requests=blocked[:20],
        )
    return snap  # open modals are listed by the tool boundary, for every result
