"""Running one input action and finding out what it did: the `Outcome`.

Everything that makes actions honest lives here once: a dialog the action opened is
returned instead of waited on, a cover Playwright met is explained from the probe, a
navigation the action started is waited for (or stopped and reported), a landing on a
refused origin is refused, a popup it opened becomes a tab, new console errors are
counted, and when only one region (or nothing but the element) changed, that part is
looked at instead of the whole page.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any

from playwright.async_api import Request, Response

from verdex_py.browser.diagnosis.diagnose import explain_not_interactable
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import map_playwright_errors, quietly
from verdex_py.browser.input.readback import SettledRead
from verdex_py.browser.look.observe import part, with_page_shown
from verdex_py.browser.look.views import NewTab, Outcome, PageView, SnapshotMode
from verdex_py.browser.page.actions import (
    Target,
    Unusable,
    element_line,
    element_state,
    not_interactable,
    run_action,
)
from verdex_py.browser.page.downloads import save_downloads
from verdex_py.browser.page.editors import add_editor_text
from verdex_py.browser.page.failures import Failure
from verdex_py.browser.page.http_status import failed_status, status_failure, waited_to_retry
from verdex_py.browser.page.navigation import abandon_navigation, acting, bounded_load, settle, until_dialog
from verdex_py.browser.page.tab import Tab
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.browser.snapshot.compact import compact_lines
from verdex_py.browser.snapshot.tree import parse, render
from verdex_py.errors import ActionTimeout, ElementNotInteractable, NotInteractableFacts

POPUP_WAIT_S = 2.0
# What led to a page, in an error's first sentence ("The click (it ran) led to ...").
ACTION_WORDS = {"type": "typing", "press_key": "key press", "fill_form": "form fill", "select_option": "selection"}
SETTLED_RESPONSE_S = 2.0  # the response of a document already committed is at hand; this only bounds it


async def act(
    role: RoleRuntime,
    tab: Tab,
    operation: Awaitable[Any],
    actx: ActionContext,
    target: Target | None = None,
    *,
    timeout_action_ms: float,
    timeout_navigation_ms: float,
    settled: SettledRead | None = None,
) -> Outcome:
    """Run `operation` (an input on `tab`, on `target` when it acts on one element) and report what it did.
    `settled`: filled by the operation's last read-back if it settled the page (then not settled again)."""
    url_before = tab.page.url
    tabs_before = role.mark_tabs()
    errors_before = tab.console_errors
    downloads_before = len(tab.downloads)
    # Element actions in the top document are watched for DOM changes: none means no snapshot
    # to take, only the element's own state (a value or a checkmark is a property, not a mutation).
    # (The probe started the count when nothing ran since: `target.watching`.)
    watching = target is not None and target.entry.frame == "" and (target.watching or await tab.watch_mutations())
    with acting(tab):
        try:
            with map_playwright_errors(actx):
                modal = await run_action(tab, operation)
        except ElementNotInteractable as exc:
            reason = exc.facts.reason if isinstance(exc.facts, NotInteractableFacts) else None
            if actx.action == "hover" and target is not None and await _gone(target):
                modal = None  # it vanished as the pointer reached it: that was the hover's effect
            elif target is not None and target.probe.cover and reason in (Unusable.COVERED, None):
                covered = await not_interactable(tab, target, actx, Unusable.COVERED)
                raise await explain_not_interactable(tab, target, covered, timeout_action_ms) from exc  # what blocks it
            elif target is not None and reason == Unusable.HIDDEN:  # it hid after the probe (a menu closing)
                raise await explain_not_interactable(tab, target, exc, timeout_action_ms) from exc
            else:
                raise
        except ActionTimeout as exc:
            if tab.nav_pending:  # the input happened; the navigation it caused is what hangs
                raise await abandon_navigation(tab, actx.timeout_ms or 0) from exc
            raise
        if modal is not None:
            return Outcome(url=tab.page.url, modal=modal)
        counted = settled.counts if settled is not None else None
        modal = await settle(tab, timeout_navigation_ms, timeout_action_ms, counted)  # the new page may open a dialog
        if modal is not None:
            return Outcome(url=tab.page.url, navigated=tab.page.url != url_before, modal=modal)
    requests = await tab.signals.started.reported(tab.page.url, role.failures)  # failed, or running at the bound
    # Counted by the settle (None: ask the page); the mutations only while nothing waits after it.
    mutations = tab.settled.mutations if tab.settled is not None else None
    settled_state = settled.state if settled is not None else None
    # A target=_blank link, or a handler that called window.open (read every time: the count
    # starts again): the new tab arrives a moment after the click returns, later under load.
    if target is not None and (await _windows_opened(tab) or target.probe.popup):
        mutations = None
        await role.wait_tab_opened(POPUP_WAIT_S)
    navigated = tab.page.url != url_before
    if navigated:
        await role.check_landing(tab)
    if tab.nav_requested:  # a document was fetched: one that answered 4xx/5xx is no success
        await _status_checked(role, tab, actx, url_before, timeout_action_ms, timeout_navigation_ms)
        if tab.modals:  # the page reloaded there asks something first
            return Outcome(url=tab.page.url, navigated=tab.page.url != url_before, modal=tab.modals[0])
    if navigated:  # a page the action led to that loaded is the one to reopen after a crash
        role.last_url = tab.page.url
    opened = [NewTab(i, t.page.url) for i, t in role.tabs_opened_since(tabs_before)]
    new_errors = tab.console_errors - errors_before
    view = None
    if target is not None and watching and not navigated and not opened and tab.seen:
        view = await _changed_part(role, tab, target, timeout_action_ms, mutations, settled_state)
    started = tab.downloads[downloads_before:]
    cap, most = role.download_bounds
    downloads = await save_downloads(started, role.output_dir, timeout_navigation_ms, cap_bytes=cap, most=most)
    return Outcome(
        url=tab.page.url,
        navigated=navigated,
        new_tabs=opened,
        new_console_errors=new_errors,
        view=view,
        requests=requests,
        announced=list(tab.settled.announced) if tab.settled is not None else [],
        downloads=downloads,
    )


async def _changed_part(
    role: RoleRuntime,
    tab: Tab,
    target: Target,
    timeout_ms: float,
    mutations: int | None,
    state: dict[str, Any] | None,
) -> PageView | None:
    """The acted-on element's own line when no DOM node changed, else the changed region alone;
    None when that is most of the page (then the caller takes a full look). `mutations`: the changes
    the settle just counted, when nothing ran since (else the page is asked); `state`: the element's,
    read with them (else it is asked)."""
    if not (mutations > 0 if mutations is not None else await tab.mutated()):
        if state is not None and mutations is not None:  # read with the count just taken
            line: str | None = element_line(target, state)
        else:
            line = await element_state(target)
        if line is not None:
            return part(role, tab, line, SnapshotMode.UNCHANGED)
    region = await tab.changed_region(timeout_ms, target.locator)
    shown = ""
    if region is not None:
        tree = parse(region)
        await add_editor_text(tab.page, tree)
        shown = render(compact_lines(tab.refs.ingest(tree, partial=True).nodes))
    if not shown.strip():  # the changed part is gone (a banner removed itself): a diff says what disappeared
        return None
    return part(role, tab, shown, SnapshotMode.REGION)


async def _windows_opened(tab: Tab) -> int:
    """window.open calls the settle counted, and (when it met a navigation, or could not count)
    those the document now shown counted since."""
    counted = tab.settled
    if counted is not None and counted.mutations is not None:
        return counted.opened
    return (counted.opened if counted is not None else 0) + await tab.opened_windows()


async def _gone(target: Target) -> bool:
    with quietly():
        async with asyncio.timeout(0.5):
            return await target.locator.count() == 0
    return False


async def _response_of(request: Request | None) -> Response | None:
    if request is None:
        return None
    with quietly():
        async with asyncio.timeout(SETTLED_RESPONSE_S):
            return await request.response()
    return None


async def _status_checked(
    role: RoleRuntime, tab: Tab, actx: ActionContext, url_before: str, action_ms: float, navigation_ms: float
) -> None:
    """Raise when the page the action led to answered an HTTP error status (its snapshot in the
    error's details). A GET answered 429/502-504 with a short Retry-After is reloaded once first:
    reloading a GET repeats no action; a form's POST is never sent again."""
    response = await _response_of(tab.nav_request)
    failed = await failed_status(tab, response)
    attempts = 1
    if failed is not None and failed.method == "GET" and await waited_to_retry(response, 1):
        nav = ActionContext("navigate", url=failed.url, timeout_ms=navigation_ms)
        with acting(tab), map_playwright_errors(nav):
            response = await until_dialog(tab, tab.page.reload(wait_until="domcontentloaded"))
        if tab.modals:
            return  # the reloaded page asks something: the action's outcome names the dialog
        await bounded_load(tab)
        failed, attempts = await failed_status(tab, response), 2
    if failed is None:
        return
    error = status_failure(
        failed,
        action=ACTION_WORDS.get(actx.action, actx.action.replace("_", " ")),
        last_url=url_before,
        attempts=attempts,
        login_helps=role.login_helps(),
    )
    kind = "auth" if error.code == "AUTHENTICATION_FAILED" else "frame"
    role.failures.record(Failure(kind, "load_failed", error.message, url=failed.url, is_main_frame=True))
    raise await with_page_shown(role, tab, error, action_ms)
