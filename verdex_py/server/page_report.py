"""The page part of a result: the typed facts the browser layer answers with, rendered.

A `PageView` (a look at the page) becomes the page header, the snapshot and the warnings
about it; an `Outcome` (what an action did) becomes the lines that say so. A tool returns the
typed value its one facade call answered with and the boundary (`app.py`) renders it here
(`show`), so a warning (frames, auth, a load that never finished, blocked requests, a cut
snapshot) can never be left out by one tool. Open dialogs and file choosers are listed by the
boundary too, for every result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from verdex_py.errors.fixes import Fix, fix_call, modal_step
from verdex_py.server import deferred
from verdex_py.server.tooling import Response, ToolContext

if TYPE_CHECKING:
    from verdex_py.browser.input.readback import ValueNote
    from verdex_py.browser.look.views import Outcome, PageView
    from verdex_py.browser.page.started import RequestNote

MAX_BLOCKED_LISTED = 20


def show_view(response: Response, view: PageView) -> None:
    """Render one look at the page: header, snapshot, and every warning about what it lacks."""
    response.show_page(view.url, view.role, view.title)
    response.data["snapshot_mode"] = view.mode.value
    response.view = view
    if view.condensed:  # what the snapshot's `- … N more` lines folded, as data
        response.data["condensed"] = [c.as_dict() for c in view.condensed]
    if view.depth_cut:  # say what was really cut: levels, not characters
        response.warn(
            f"Snapshot limited to depth {view.depth}: {view.deeper_refs} ref(s) deeper than that are not shown. "
            "Call browser_snapshot(ref=<a container shown>) to see inside one, or leave depth out.",
            partial_content=True,
        )
    if view.chars_cut:
        rest = f" Not shown: {', '.join(view.left_out)}." if view.left_out else ""
        response.warn(
            f"Snapshot cut at {view.max_chars} characters: showing {view.element_count} of {view.total_refs} refs."
            f"{rest} Call browser_snapshot(ref=<one of them>) to see that part, or browser_find(text=...) to "
            "locate an element.",
            partial_content=True,
        )
    for issue in view.frame_issues:
        where = f"iframe {issue.ref}: " if issue.ref else ""
        response.warn(
            f"{where}{issue.detail} ({issue.reason}).",
            inaccessible_frames=[issue.as_dict()],
            partial_content=issue.reason != "detached",
        )
    if view.frame_issues_dropped:
        response.warn(
            f"… and {view.frame_issues_dropped} older frame problem(s) of this page dropped "
            "(only the latest are kept; browser_failures lists recent ones).",
            frame_issues_dropped=view.frame_issues_dropped,
        )
    if view.auth.failed:
        response.warn(
            f"Role '{view.role}' runs unauthenticated: its auth profile failed ({view.auth.reason}). "
            "Pages may show a login screen instead of the app.",
            auth_status=str(view.auth),
        )
    if view.served_status is not None:
        status, text = view.served_status
        response.warn(
            f"The server answered this page with HTTP {status} {text}".rstrip()
            + ", but it renders an application (form controls, no error wording), so it is used as loaded; "
            "if it lacks what the URL should show, the URL may be wrong.",
            http_status=status,
        )
    if view.load_incomplete:
        response.warn(
            "The page's load event never fired (a resource or frame still loading); content may be partial.",
            partial_content=True,
        )
    if view.blocked_requests:
        first = view.blocked_requests[0]
        dropped = f" … and {view.blocked_dropped} older dropped" if view.blocked_dropped else ""
        response.warn(
            f"{len(view.blocked_requests) + view.blocked_dropped} request(s) of this page were blocked by the URL "
            f"policy ({'oldest kept' if dropped else 'first'}: {first.url}, rule {first.rule}){dropped}; "
            "that content is missing.",
            partial_content=True,
            blocked_requests=[b.as_dict() for b in view.blocked_requests[:MAX_BLOCKED_LISTED]],
            **({"blocked_dropped": view.blocked_dropped} if dropped else {}),
        )


def _plan(ctx: ToolContext, tool: str, arguments: dict[str, Any], why: str, needs: list[str] | None = None) -> None:
    """A success that left something to handle first carries the call that handles it (CONTRACT §3)."""
    step: dict[str, Any] = {"tool": tool, "arguments": {**arguments, "role": ctx.role_name}, "why": why}
    if needs:
        step["needs"] = needs
    ctx.response.data.setdefault("next_actions", []).append(step)


def plan_fix(ctx: ToolContext, fix: Fix) -> None:
    """A success whose result is better mended by a diagnosed fix carries the call that makes it."""
    call = fix_call(fix)
    _plan(ctx, call["tool"], call["arguments"], call["why"])


def show(ctx: ToolContext, shown: object) -> None:
    """Render what a tool's facade call answered with: the one place a result shows the page.
    (Answers without a page, such as a tab listing or a log, were rendered by the tool itself.)"""
    if isinstance(shown, deferred.Acted):
        if shown.reopened and shown.entry is not None:
            path = " › ".join(o.label() for o in shown.entry.path)
            ctx.response.say(f"Reopened the menu {path} to reach it (it had closed).")
            ctx.response.data["reopened"] = list(shown.reopened)
        if shown.opened is not None:  # before the page: what the next action may meet
            ctx.response.say(shown.opened.sentence())
            ctx.response.data["left_open"] = shown.opened.as_dict()
        show_outcome(ctx, shown.outcome)
    elif isinstance(shown, deferred.Arrived | deferred.Tabs | deferred.Waited | deferred.Answered | deferred.Selected):
        if shown.view is not None:
            show_view(ctx.response, shown.view)
        if isinstance(shown, deferred.Arrived):
            show_requests(ctx, shown.requests)
    elif isinstance(shown, deferred.PageView):
        show_view(ctx.response, shown)
    if isinstance(shown, deferred.Acted | deferred.Answered):
        show_notes(ctx.response, shown.notes)


def show_requests(ctx: ToolContext, requests: list[RequestNote]) -> None:
    """Requests the action started that failed, or still ran when its wait ended: the first lines
    of the text (the action itself happened: a warning, not an error), and data."""
    for note in requests:
        ctx.response.warn_first(note.sentence(), requests=[note.as_dict()])
        if note.running:
            _plan(ctx, "browser_wait_for", {"time": note.wait_s}, f"give {note.method} {note.path} time to answer")


def show_notes(response: Response, notes: list[ValueNote]) -> None:
    """Values that took, but not as sent: each is a warning saying what the element holds and why."""
    for note in notes:
        response.warn(note.sentence(), values=[note.as_dict()])


def show_outcome(ctx: ToolContext, outcome: Outcome) -> None:
    """Say what an action did (after the tool's own sentence), then show the page after it (only the
    part it changed, when that is known)."""
    response = ctx.response
    if outcome.modal is not None:
        modal = outcome.modal
        kind = "dialog" if modal.kind == "dialog" else "chooser"
        response.say(f"It opened a {modal.type} {kind}.".replace(" a a", " an a"))
        response.show_page(outcome.url, ctx.role_name)  # the boundary lists the modal
        step = modal_step(modal.kind, modal.type, f"answer the {modal.type} {kind} it opened")
        _plan(ctx, step["tool"], step["arguments"], step["why"], step.get("needs"))
        return
    show_requests(ctx, outcome.requests)
    if outcome.navigated:
        response.say(f"The page navigated to {outcome.url}; refs from the previous page are gone.")
    response.data["navigated"] = outcome.navigated
    for new in outcome.new_tabs:
        response.say(
            f'It opened a new tab [{new.index}] {new.url}: call browser_tabs(action="select", index={new.index}).'
        )
    response.data["new_tabs"] = [{"index": new.index, "url": new.url} for new in outcome.new_tabs]
    for new in outcome.new_tabs:
        _plan(ctx, "browser_tabs", {"action": "select", "index": new.index}, f"switch to the tab it opened ({new.url})")
    if outcome.announced:  # a toast may be gone by now: said once, whether the page still shows it or not
        response.say("The page announced: " + "; ".join(f'"{said}"' for said in outcome.announced) + ".")
        response.data["announced"] = outcome.announced
    for got in outcome.downloads:
        if "skipped" in got:  # past --max-downloads
            response.say(
                f"{got['skipped']} more download(s) cancelled: at most {got['most']} per action (--max-downloads)."
            )
            continue
        kept = f"saved as {got['path']} ({got['size']:,} bytes)" if "path" in got else f"not saved: {got['failure']}"
        named = f"{got['suggested']} (the site's name; kept as {got['file']})" if "suggested" in got else got["file"]
        response.say(f"Downloaded {named}: {kept}.")
    if outcome.downloads:
        response.data["downloads"] = outcome.downloads
    if outcome.new_console_errors:
        response.say(f'{outcome.new_console_errors} new console error(s): see browser_console_messages(level="error").')
    response.data["new_console_errors"] = outcome.new_console_errors
    if outcome.view is not None:
        show_view(response, outcome.view)
