"""Resolving refs to live elements, acting on them, and waiting for the page to settle.

Resolution is where "Ref e3 not found" becomes a diagnosis: never issued, from the
previous page, before any snapshot, element gone (with its fresh ref when it is back),
or its frame gone. Acting first probes the element once (visible, enabled, editable,
covered) so a disabled button fails in milliseconds, not after the whole timeout.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections.abc import Awaitable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Locator

from verdex_py.browser.refs import PUBLIC_REF, RefEntry
from verdex_py.browser.snapshot import capture
from verdex_py.browser.tab import Tab
from verdex_py.errors import (
    ActionTimeout,
    ElementNotInteractable,
    InvalidArgument,
    ModalDialogOpen,
    NoSnapshot,
    StaleRef,
    UnknownRef,
)
from verdex_py.errors.exceptions import TransientError
from verdex_py.errors.translate import ActionContext, map_playwright_errors, translate

TEXT_ROLES = {"textbox", "searchbox", "spinbutton"}  # roles that take typed text
SHORT_TIMEOUT_MS = 1000  # when the probe already saw a problem, only give transient states a moment
NETWORK_QUIET_CAP_S = 1.0
RAF_JS = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"

PROBE_JS = """(el) => {
  const r = el.getBoundingClientRect();
  const st = getComputedStyle(el);
  const visible = r.width > 0 && r.height > 0 && st.visibility !== 'hidden';
  const disabled = el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';
  const editable = !disabled && (el.isContentEditable ||
      (el.matches('input, textarea, select') && !el.readOnly && el.type !== 'button' && el.type !== 'submit'));
  let cover = null;
  const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
  if (visible && cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight) {
    const top = document.elementFromPoint(cx, cy);
    if (top && top !== el && !el.contains(top) && !top.contains(el)) {
      let c = top;
      while (c.parentElement && !c.parentElement.contains(el)) c = c.parentElement;
      const controls = [...c.querySelectorAll('button, a[href], [role=button], input[type=button], input[type=submit]')]
        .slice(0, 5).map((b) => ({
          role: b.matches('a[href]') ? 'link' : 'button',
          name: (b.getAttribute('aria-label') || b.innerText || b.value || '').trim(),
        }));
      cover = {tag: c.tagName.toLowerCase(), id: c.id || null,
               text: (c.innerText || '').trim().replace(/\\s+/g, ' ').slice(0, 80), controls};
    }
  }
  const popup = !!el.closest('a[target=_blank], a[target=_new], form[target=_blank]');
  return {tag: el.tagName.toLowerCase(), visible, disabled, editable, cover, popup};
}"""


REASON_CAUSES = {
    "covered": "Another element (banner, modal, overlay) is drawn over it",
    "disabled": "It is disabled until some condition is met (a required field, a pending request)",
    "hidden": "It is hidden (display:none, collapsed, or not rendered yet)",
    "not_editable": "It is read-only or not a field that takes text",
}


@dataclass
class Target:
    locator: Locator
    entry: RefEntry
    probe: dict[str, Any]


def check_modal(tab: Tab) -> None:
    if tab.modals:
        modal = tab.modals[0]
        raise ModalDialogOpen(
            modal.sentence(),
            details={"modal": modal.describe()},
            facts={"modal_tool": modal.tool},
        )


def _suggest_ref(raw: str) -> str | None:
    m = re.search(r"(f\d+)?e\d+", raw) or re.fullmatch(r"\d+", raw.strip())
    if m is None:
        return None
    return m.group(0) if m.group(0).startswith(("e", "f")) else f"e{m.group(0)}"


async def resolve(tab: Tab, ref: str, ctx: ActionContext, timeout_ms: float) -> Target:
    check_modal(tab)
    refs = tab.refs
    if not PUBLIC_REF.match(ref):
        suggestion = _suggest_ref(ref)
        raise InvalidArgument(
            f"'{ref}' is not a ref; refs look like e5 (top document) or f1e2 (inside a frame).",
            field="ref",
            allowed_values={"pattern": PUBLIC_REF.pattern},
            suggested_value=suggestion,
            details={"ref": ref},
            facts={"corrected_arguments": {**ctx.retry_arguments, "ref": suggestion} if suggestion else None},
        )
    entry = refs.entries.get(ref)
    if entry is None:
        retired = refs.find_retired(ref)
        if refs.generation == 0:
            raise NoSnapshot(
                f"Ref {ref} was used before any snapshot of this page ({tab.page.url}).",
                field="ref",
                details={"ref": ref, "url": tab.page.url},
                expected=bool(retired and retired[0].caused_by_action),
            )
        if retired:
            doc, old = retired
            raise UnknownRef(
                f"Ref {ref} ({old.label()}) belonged to the previous page {doc.url}; the page is now {tab.page.url}.",
                field="ref",
                allowed_values=refs.close_refs(ref) or None,
                details={"ref": ref, "element": old.describe(), "issued_on": doc.url, "url": tab.page.url},
                expected=doc.caused_by_action,
                facts={"expected_note": "navigation caused by your own action"},
            )
        close = refs.close_refs(ref)
        raise UnknownRef(
            f"Ref {ref} was never issued for this page ({tab.page.url}).",
            field="ref",
            allowed_values=close or None,
            suggested_value=close[0] if close else None,
            details={"ref": ref, "url": tab.page.url, "close_refs": close},
        )
    ctx.element = entry.describe()
    if refs.resolvable is not None and ref not in refs.resolvable:
        await capture(tab, timeout_ms)  # the last snapshot was of one region: let Playwright see it all
        entry = refs.entries.get(ref, entry)
    locator = tab.page.locator(f"aria-ref={entry.internal}")
    with map_playwright_errors(ctx):
        # evaluate_all does not see aria-ref matches; element handles do, and come back empty at once.
        # Handles take no timeout of their own: bound them, a page stuck mid-navigation never answers.
        async with asyncio.timeout(timeout_ms / 1000):
            handles = await locator.element_handles()
        if not handles:
            await _raise_stale(tab, entry, ctx, timeout_ms)
        probe = await handles[0].evaluate(PROBE_JS)
        for handle in handles:
            await handle.dispose()
    entry.tag = probe["tag"]
    ctx.element = entry.describe()
    return Target(locator, entry, probe)


async def _raise_stale(tab: Tab, entry: RefEntry, ctx: ActionContext, timeout_ms: float) -> None:
    await capture(tab, timeout_ms)  # the error path pays for a fresh look so the agent does not have to
    matches = tab.refs.same_element(entry.role, entry.name)
    fresh = matches[0].ref if len(matches) == 1 else None
    if entry.tag is None and matches:  # the element that replaced it tells us what it was
        with map_playwright_errors(ctx):
            handles = await tab.page.locator(f"aria-ref={matches[0].internal}").element_handles()
            if handles:
                entry.tag = await handles[0].evaluate("(e) => e.tagName.toLowerCase()")
    where = (
        f"; its fresh ref is {fresh}."
        if fresh
        else f"; {len(matches)} elements now match {entry.label()}, so pick one from a snapshot."
        if matches
        else "; no element with the same role and name is on the page now."
    )
    raise StaleRef(
        f"Element {entry.ref} ({entry.label()}{f', <{entry.tag}>' if entry.tag else ''}) has left the page{where}",
        field="ref",
        suggested_value=fresh,
        allowed_values=[m.ref for m in matches] if len(matches) > 1 else None,
        details={"element": entry.describe(), "fresh_ref": fresh, "url": tab.page.url},
        facts={"retry_arguments": ctx.retry_arguments},
    )


def _cover_ref(tab: Tab, cover: dict[str, Any]) -> str | None:
    for control in cover.get("controls", []):
        matches = tab.refs.same_element(control["role"], control["name"])
        if len(matches) == 1:
            return matches[0].ref
    return None


async def _editable_nearby(tab: Tab, target: Target, limit: int = 3) -> list[str]:
    """Fields near the refused one that really take text (probed: not read-only, not disabled)."""
    number = int(target.entry.ref.rsplit("e", 1)[1])
    candidates = sorted(
        (
            e
            for e in tab.refs.entries.values()
            if e.ref in tab.refs.latest
            and e.role in TEXT_ROLES
            and e.frame == target.entry.frame
            and e.ref != target.entry.ref
        ),
        key=lambda e: abs(int(e.ref.rsplit("e", 1)[1]) - number),
    )
    found: list[str] = []
    for entry in candidates[: limit * 4]:
        try:
            async with asyncio.timeout(0.5):
                handles = await tab.page.locator(f"aria-ref={entry.internal}").element_handles()
                if handles and (await handles[0].evaluate(PROBE_JS))["editable"]:
                    found.append(entry.ref)
        except (TimeoutError, PlaywrightError):
            continue
        if len(found) == limit:
            break
    return found


async def not_interactable(tab: Tab, target: Target, ctx: ActionContext, reason: str) -> ElementNotInteractable:
    """Build the error from the probe, naming the cover or the nearby editable fields."""
    label = f"{target.entry.ref} ({target.entry.label()}, <{target.probe['tag']}>)"
    details: dict[str, Any] = {"element": target.entry.describe(), "reason": reason}
    facts: dict[str, Any] = {"reason": reason, "retry_arguments": ctx.retry_arguments}
    suggested = None
    allowed = None
    if reason == "covered":
        cover = target.probe["cover"]
        cover_ref = _cover_ref(tab, cover)
        cover_name = f'<{cover["tag"]}{" id=" + cover["id"] if cover["id"] else ""}> "{cover["text"][:60]}"'
        details["covering_element"] = {**cover, "ref": cover_ref}
        facts["cover_ref"] = cover_ref
        message = f"{label} is covered by {cover_name}" + (
            f"; its control {cover_ref} likely dismisses it." if cover_ref else "."
        )
    elif reason == "not_editable":
        editable = await _editable_nearby(tab, target)
        suggested = editable[0] if editable else None
        allowed = editable or None
        message = f"{label} is not an editable field" + (
            f"; nearby editable fields: {', '.join(editable)}." if editable else "."
        )
    else:
        message = f"{label} is {'disabled' if reason == 'disabled' else 'not visible'}."
    return ElementNotInteractable(
        message,
        field="ref",
        suggested_value=suggested,
        allowed_values=allowed,
        details=details,
        facts=facts,
        causes=[REASON_CAUSES[reason]],
    )


STATE_JS = """(el) => ({
  value: el.matches('input:not([type=checkbox]):not([type=radio]), textarea') ? el.value : null,
  checked: el.matches('input[type=checkbox], input[type=radio]') ? el.checked : null,
  selected: el.matches('select') ? [...el.selectedOptions].map((o) => o.label) : null,
  expanded: el.getAttribute('aria-expanded'),
})"""


async def element_state(target: Target) -> str | None:
    """The acted-on element's snapshot line, rebuilt from its live state (None if it cannot be read)."""
    try:
        async with asyncio.timeout(0.5):
            state = await target.locator.evaluate(STATE_JS)
    except (TimeoutError, PlaywrightError):
        return None
    entry = target.entry
    name = f' "{entry.name}"' if entry.name else ""
    flags = " [checked]" if state["checked"] else ""
    flags += " [expanded]" if state["expanded"] == "true" else ""
    value = state["value"] or (", ".join(state["selected"]) if state["selected"] else "")
    return f"- {entry.role}{name}{flags} [ref={entry.ref}]" + (f": {value}" if value else "")


def probe_problem(target: Target, *, needs_editable: bool) -> str | None:
    p = target.probe
    if not p["visible"]:
        return "hidden"
    if p["disabled"]:
        return "disabled"
    if needs_editable and not p["editable"]:
        return "not_editable"
    if p["cover"]:
        return "covered"
    return None


@contextmanager
def acting(tab: Tab) -> Iterator[None]:
    """Mark navigations that happen now as caused by the agent's own action."""
    tab.acting = True
    tab.nav_requested = False
    tab.signals.watch()
    try:
        yield
    finally:
        tab.acting = False


async def run_action(tab: Tab, action: Awaitable[Any]) -> dict[str, str] | None:
    """Run an input action, returning early with the modal (dialog, file chooser) it opened.

    A dialog opened by a click blocks the click's own completion, so waiting on the
    click alone would hang until the timeout.
    """
    task = asyncio.ensure_future(action)
    dialog_seen = tab.modal_event()
    waiter = asyncio.ensure_future(dialog_seen.wait())
    done, _ = await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
    if task in done:
        waiter.cancel()
        task.result()
        return None
    task.add_done_callback(lambda t: t.cancelled() or t.exception())  # retrieved: never "never retrieved"
    tab.pending_actions.append(task)
    return tab.modals[0].describe()


async def settle(tab: Tab, navigation_timeout_ms: float) -> None:
    """Return as soon as the page is stable: two animation frames (the DOM reacted to the
    event), then, if the action started a navigation, its commit and DOMContentLoaded."""
    page = tab.page
    try:
        async with asyncio.timeout(SHORT_TIMEOUT_MS / 1000):  # a dialog opened later would block forever
            await page.evaluate(RAF_JS)
    except TimeoutError:
        return
    except PlaywrightError as exc:
        if not _is_transient(exc):
            raise translate(exc, ActionContext("settle")) from exc
    if not tab.nav_requested:
        # Effects that wait on the network (a fetch, then a re-render) get a short, capped wait.
        if tab.signals.has_pending() and await tab.signals.quiet(NETWORK_QUIET_CAP_S):
            with contextlib.suppress(PlaywrightError, TimeoutError):
                async with asyncio.timeout(SHORT_TIMEOUT_MS / 1000):
                    await page.evaluate(RAF_JS)
        if not tab.nav_requested:
            return
    if not await tab.wait_navigation_settled(navigation_timeout_ms / 1000):
        raise await abandon_navigation(tab, navigation_timeout_ms)
    ctx = ActionContext("navigate", url=page.url, timeout_ms=navigation_timeout_ms)
    with map_playwright_errors(ctx):
        await page.wait_for_load_state("domcontentloaded", timeout=navigation_timeout_ms)
    await bounded_load(tab)


async def abandon_navigation(tab: Tab, timeout_ms: float) -> ActionTimeout:
    """Stop a navigation that hangs, so the page answers again, and say so."""
    url = tab.nav_pending
    await tab.stop_loading()
    return ActionTimeout(
        f"The action was performed, but the navigation it started to {url} did not load within "
        f"{timeout_ms:.0f} ms; it was stopped and the page stays on {tab.page.url}.",
        details={"waiting_for": f"navigation to {url}", "timeout_ms": timeout_ms, "url": url, "stopped": True},
    )


async def bounded_load(tab: Tab, cap_ms: float = 1500) -> None:
    """Wait for `load`, but a subresource that never ends (a hung iframe) costs at most cap_ms."""
    try:
        await tab.page.wait_for_load_state("load", timeout=cap_ms)
    except PlaywrightError:
        tab.load_incomplete = True


def _is_transient(exc: PlaywrightError) -> bool:
    return isinstance(translate(exc, ActionContext("settle")), TransientError)
