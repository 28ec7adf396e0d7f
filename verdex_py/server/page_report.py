"""The page part of a result: URL, title, role, snapshot and the warnings about it.

Every tool that shows the page goes through `report_page`, so warnings (auth, an open
dialog, a load that never finished, a cut snapshot) can never be left out by one tool.
"""

from __future__ import annotations

from verdex_py.browser.frames import frame_warnings
from verdex_py.browser.snapshot import Snapshot, capture, count_refs, limit_chars, limit_depth, subtree
from verdex_py.browser.tab import Tab
from verdex_py.server.tooling import ToolContext

DEFAULT_MAX_CHARS = 60_000  # ~15k tokens: under what common clients accept in one result


async def report_page(
    ctx: ToolContext,
    tab: Tab,
    *,
    scope_ref: str | None = None,
    depth: int | None = None,
    max_chars: int | None = None,
) -> Snapshot:
    settings, response, role = ctx.settings, ctx.response, ctx.role
    text = await capture(tab, settings.timeout_action_ms)
    total = count_refs(text)
    frame_problems = await frame_warnings(tab, text)
    truncated = False
    if scope_ref:
        text = subtree(text, scope_ref)
    if depth is not None:
        text, cut = limit_depth(text, depth)
        truncated |= cut
    text, cut = limit_chars(text, max_chars or DEFAULT_MAX_CHARS)
    truncated |= cut
    title = await tab.page.title()
    snap = Snapshot(text=text, url=tab.page.url, title=title, element_count=count_refs(text), truncated=truncated)
    response.page = {"Page URL": snap.url, "Page title": title, "Role": role.name}
    response.data.update(role=role.name, url=snap.url, title=title)
    response.snapshot = snap
    if truncated:
        response.warn(
            f"Snapshot cut: showing {snap.element_count} of {total} elements. Call browser_snapshot with "
            "ref=<a container ref> to see one part, or a larger max_chars/depth.",
            partial_content=True,
        )
    for problem in frame_problems:
        where = f"iframe {problem['ref']}: " if problem["ref"] else ""
        response.warn(
            f"{where}{problem['detail']} ({problem['reason']}).",
            inaccessible_frames=[problem],
            partial_content=problem["reason"] != "detached",
        )
    if role.auth_status.startswith("failed"):
        response.warn(
            f"Role '{role.name}' runs unauthenticated: its auth profile failed ({role.auth_status[7:]}). "
            "Pages may show a login screen instead of the app.",
            auth_status=role.auth_status,
        )
    if tab.load_incomplete:
        response.warn(
            "The page's load event never fired (a resource or frame still loading); content may be partial.",
            partial_content=True,
        )
    if tab.blocked_requests:
        first = tab.blocked_requests[0]
        response.warn(
            f"{len(tab.blocked_requests)} request(s) of this page were blocked by the URL policy "
            f"(first: {first['url']}, rule {first['rule']}); that content is missing.",
            partial_content=True,
            blocked_requests=tab.blocked_requests[:20],
        )
    for modal in tab.modals:
        response.warn(modal.sentence())
    response.data["modals"] = [m.describe() for m in tab.modals]
    return snap
