"""Crashed renderers, frozen pages and lost browsers: found, repaired, and said plainly.

Three ways a role's page dies under a call nobody designed for:

- the renderer crashes (killed, out of memory): Playwright emits `crash` and every later
  call on that Page fails the same way;
- a script never yields (`while (true) {}`): the page answers nothing and every call would
  wait its whole timeout, then blame the element ("waiting for element to be stable");
- the browser or Playwright's driver goes away: every handle is dead, even those that
  still call themselves connected.

The browser facade (calls/call.py) calls `before_call` (is the active page alive and answering?)
unless its work takes a dead page as it is (closing the role, reading its failure log), runs
its own work for the call under `guarded` (a crash, or a liveness probe that goes unanswered for
`FROZEN_AFTER_S`, stops the call at once) and passes failures through `diagnose`. Each case
is repaired here: the busy script is terminated through a DevTools session opened while the
page was healthy (the only channel a frozen renderer still listens to), or the tab is
replaced and its URL reopened, or the browser is relaunched and the role's context reopened
with its auth. The agent then gets PAGE_UNRESPONSIVE or PAGE_CLOSED saying what happened,
what was lost, and a plan whose first call works.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any, TypeVar

from verdex_py import log
from verdex_py.browser.edge.playwright_errors import is_crash, is_target_closed, quietly
from verdex_py.browser.page.failures import Failure
from verdex_py.browser.role.renderer import CLEANUP_S, FROZEN_AFTER_S, answers, crashed, terminate, watch
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.errors import ActionTimeout, NavigationFailed, PageClosed, PageUnresponsive, VerdexError

if TYPE_CHECKING:
    from verdex_py.browser.page.tab import Tab

logger = log.get(__name__)
T = TypeVar("T")
PROBE_AFTER_S = 1.0  # calls shorter than this are never probed while they run
PROBE_EVERY_S = 0.25
CONFIRM_S = 1.5  # after an action already timed out on the page, this much more silence settles it
AFTER_STOP_S = 0.5  # once its script is stopped, a renderer answers in milliseconds
RECHECK_S = 0.3  # ... and still answers this much later, unless a timer restarted the loop


# -- the boundary's hooks --------------------------------------------------------------------


async def before_call(runtime: RoleRuntime, tool: str, retry_arguments: dict[str, Any]) -> None:
    """Repair what died or froze since the last call, and say so before acting on it."""
    if runtime.context is None:
        return
    if runtime.context_lost():
        raise await recover_browser(runtime, f"before {tool} ran")
    tab = runtime.active_tab()
    # While a document is on its way the renderer may not answer: that is the network's business.
    alive = tab is None or bool(tab.modals) or bool(tab.nav_pending) or await answers(tab)
    if runtime.context_lost():  # the probe may be what revealed it
        raise await recover_browser(runtime, f"before {tool} ran")
    crashed_tabs = [t for t in runtime.tabs if crashed(t)]
    if crashed_tabs:
        raise await _recover_crash(runtime, crashed_tabs, f"before {tool} ran")
    if not alive and tab is not None and not tab.modals:  # a dialog that opened meanwhile explains the silence
        raise await _recover_freeze(runtime, tab, tool, caused_by_call=False, retry=retry_arguments)


async def guarded(runtime: RoleRuntime, tool: str, work: Awaitable[T]) -> T:
    """Run the browser layer's work for one call; a crash or a frozen page ends it at once with the
    repaired state."""
    task = asyncio.ensure_future(work)
    started = time.monotonic()
    try:
        while True:
            done, _ = await asyncio.wait({task}, timeout=PROBE_EVERY_S)
            if done:
                break
            crashed_tabs = [t for t in runtime.tabs if crashed(t)]
            if crashed_tabs:
                await _stop(task)
                raise await _recover_crash(runtime, crashed_tabs, f"while {tool} ran")
            tab = runtime.active_tab()
            if tab is None or tab.modals or tab.nav_pending or time.monotonic() - started < PROBE_AFTER_S:
                continue  # (a document still on its way is the network's business, not a freeze)
            probe = asyncio.ensure_future(answers(tab))
            done, _ = await asyncio.wait({task, probe}, return_when=asyncio.FIRST_COMPLETED)
            if task in done:
                probe.cancel()
                break
            if not probe.result() and not tab.modals and not tab.nav_pending and not task.done() and not crashed(tab):
                await _stop(task)
                raise await _recover_freeze(runtime, tab, tool, caused_by_call=True)
    except asyncio.CancelledError:
        await _stop(task)
        raise
    try:
        return task.result()
    except Exception as exc:
        found = await diagnose(runtime, tool, exc)
        if found is exc:
            raise
        raise found from exc


async def diagnose(runtime: RoleRuntime, tool: str, exc: Exception) -> Exception:
    """Tell a dead or frozen page from an ordinary failure, repairing the former."""
    if runtime.context is None or isinstance(exc, PageUnresponsive) or getattr(exc, "details", {}).get("recovered"):
        return exc  # already diagnosed and repaired
    if runtime.context_lost() or (_looks_closed(exc) and not await runtime.browser_healthy()):
        return await recover_browser(runtime, f"while {tool} ran")
    crashed_tabs = [t for t in runtime.tabs if crashed(t)]
    if crashed_tabs or is_crash(exc):
        await asyncio.sleep(0)  # the crash event may trail the error by one message
        crashed_tabs = [t for t in runtime.tabs if crashed(t)] or crashed_tabs
        if crashed_tabs:
            return await _recover_crash(runtime, crashed_tabs, f"while {tool} ran")
    tab = runtime.active_tab()
    if (
        _is_timeout(exc)
        and tab is not None
        and not tab.modals
        and not tab.nav_pending  # (a document on its way: the network's business)
        and not await answers(tab, CONFIRM_S)
        and not crashed(tab)
    ):
        return await _recover_freeze(runtime, tab, tool, caused_by_call=True)
    return exc


def _is_timeout(exc: Exception) -> bool:
    if isinstance(exc, NavigationFailed):
        return exc.details.get("kind") == "timeout"
    return isinstance(exc, ActionTimeout | TimeoutError)


def _looks_closed(exc: Exception) -> bool:
    return is_target_closed(exc)


async def _stop(task: asyncio.Future[Any]) -> None:
    task.cancel()
    with contextlib.suppress(BaseException):
        async with asyncio.timeout(CLEANUP_S):
            await task


# -- repairs -----------------------------------------------------------------------------------


async def _close_quietly(tab: Tab) -> None:
    health = watch(tab)
    started = time.monotonic()
    with quietly():  # closing the page ends its DevTools session
        async with asyncio.timeout(CLEANUP_S):
            await tab.page.close(run_before_unload=False)
    health.cdp = None
    logger.debug("tab_closed", url=tab.page.url, seconds=round(time.monotonic() - started, 2))


async def _replace(runtime: RoleRuntime, tab: Tab, reopen: str | None) -> tuple[Tab, str | None]:
    """Put a fresh tab where `tab` was (active), optionally reopening a URL; returns (tab, problem)."""
    await _close_quietly(tab)
    index = runtime.forget_tab(tab)
    fresh = await _fresh_tab(runtime)
    runtime.place_tab(fresh, index)
    if not reopen or reopen == "about:blank":
        return fresh, None
    try:
        await runtime.goto(fresh, reopen)
    except VerdexError as exc:
        return fresh, f"reopening it failed ({exc.code}: {exc.message})"
    if crashed(fresh):
        empty, _ = await _replace(runtime, fresh, None)
        return empty, "it crashed again while reopening, so the tab stays empty"
    return fresh, None


async def _fresh_tab(runtime: RoleRuntime) -> Tab:
    """A new tab, asked for twice when the first lands in a renderer that died with the crashed
    one: Chromium gives a new page its spare renderer first, and whatever killed the page's
    renderer (the OOM killer, a kill of every renderer) may have taken the spare too."""
    with quietly(timeouts=False) as failed:
        return await runtime.new_tab()
    if not is_crash(failed.error or Exception()):
        failed.reraise()
    logger.warning("new_tab_crashed", role=runtime.name, error=failed.first_line)
    return await runtime.new_tab()


async def _recover_crash(runtime: RoleRuntime, tabs: list[Tab], when: str) -> PageClosed:
    active = runtime.current_tab()
    main = active if active in tabs else tabs[0]
    url = main.page.url
    for other in tabs:
        if other is not main:
            await _close_quietly(other)
            runtime.forget_tab(other)
    runtime.failures.record(Failure("page", "renderer_crashed", f"the renderer of {url} crashed {when}", url=url))
    _, problem = await _replace(runtime, main, url)
    reopened = url if problem is None and url != "about:blank" else None
    others = f" {len(tabs) - 1} other crashed tab(s) were closed." if len(tabs) > 1 else ""
    logger.warning("renderer_crashed", role=runtime.name, url=url, when=when, reopened=reopened)
    return PageClosed(
        f"The renderer of role '{runtime.name}' (page {url}) crashed {when} (killed, or out of memory). "
        + (f"The tab was replaced and {url} reopened" if reopened else f"The tab was replaced; {problem or 'empty'}")
        + f"; lost: its refs, form input and the page's script state.{others}",
        details={
            "reason": "renderer_crashed",
            "recovered": True,
            "url": url,
            "reopened_url": reopened,
            "lost": ["refs", "form input", "page state"],
        },
    )


async def _still_answers(tab: Tab) -> bool:
    """A page whose timer restarts the loop answers once, right after the stop: ask again a bit later."""
    await asyncio.sleep(RECHECK_S)
    return await answers(tab, AFTER_STOP_S)


async def _recover_freeze(
    runtime: RoleRuntime, tab: Tab, tool: str, *, caused_by_call: bool, retry: dict[str, Any] | None = None
) -> PageUnresponsive:
    url = tab.page.url
    when = f"while {tool} ran" if caused_by_call else f"since the last call (found before {tool} ran)"
    stopped = False
    for _ in range(2):  # a timer may restart the loop once; twice means it always will
        if await terminate(tab) and await answers(tab, AFTER_STOP_S) and await _still_answers(tab):
            stopped = True
            break
    frozen_s = FROZEN_AFTER_S
    runtime.failures.record(
        Failure("page", "unresponsive", f"{url} stopped answering {when}", url=url, extra={"stopped": stopped})
    )
    logger.warning("page_unresponsive", role=runtime.name, url=url, tool=tool, script_stopped=stopped)
    common = {"url": url, "waiting_for": "the page's main thread (a script that never yields)", "frozen_s": frozen_s}
    if stopped:
        return PageUnresponsive(
            f"The page of role '{runtime.name}' ({url}) froze {when}: a script ran for over {frozen_s:g} s without "
            f"yielding. The server stopped that script and the page answers again, still at {url}; lost: the "
            "stopped script's unfinished work" + (" (the action may have happened)." if caused_by_call else "."),
            details={**common, "reason": "script_terminated", "recovered": True, "lost": ["the stopped script's work"]},
            facts={"caused_by_call": caused_by_call, "retry_arguments": retry or {}},
        )
    await _replace(runtime, tab, None)
    return PageUnresponsive(
        f"The page of role '{runtime.name}' ({url}) froze {when} and froze again each time its script was stopped "
        "(a timer restarts it), so the tab was replaced by an empty one; lost: the page, its refs and form input. "
        f"{url} was not reopened: it would freeze again.",
        details={**common, "reason": "tab_replaced", "recovered": True, "lost": ["page", "refs", "form input"]},
        facts={"caused_by_call": True},
    )


async def recover_browser(runtime: RoleRuntime, when: str) -> PageClosed:
    """Relaunch (or reconnect) the browser and reopen the role with its auth; say what was lost."""
    logger.warning("browser_lost", role=runtime.name, when=when)
    return await runtime.reopen_context()
