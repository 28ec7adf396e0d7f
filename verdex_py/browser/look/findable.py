"""How Playwright can find an element again, described before a recorded call acts on it.

`verdex-py codegen` turns a recording into Playwright code, where a ref means nothing: so
before a call acts, each ref it names is described as Playwright would find it again (role,
accessible name, labels, the chain of iframes, how many elements share its role and name,
the landmark around it). The facade does this under the role's lock, just before the
action, because after it the element may be gone (a navigation, a re-render).
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from playwright.async_api import ElementHandle, Frame

from verdex_py import log
from verdex_py.browser.edge import scripts
from verdex_py.browser.page.capture import capture
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.refs import OWN_PREFIX, aria_ref

logger = log.get(__name__)
OBSERVE_TIMEOUT_S = 3.0


def refs_in(arguments: dict[str, Any]) -> list[str]:
    """Every ref a call names: `ref` (both ends of a drag), and each field's `ref` when it fills a form."""
    refs = [arguments[k] for k in ("ref", "start_ref", "end_ref") if isinstance(arguments.get(k), str)]
    for field in arguments.get("fields") or []:
        if isinstance(field, dict) and isinstance(field.get("ref"), str):
            refs.append(field["ref"])
    return refs


async def _count(scope: Frame, role: str, name: str) -> int | None:
    try:
        return await scope.get_by_role(role, name=name or None, exact=True).count()  # type: ignore[arg-type]
    except Exception:  # noqa: BLE001 - a role Playwright does not take (e.g. "generic"): no count
        return None


async def _frame_chain(frame: Frame) -> list[dict[str, Any]]:
    """The iframes from the top document down to `frame`, each with a CSS selector unique in its parent."""
    chain: list[dict[str, Any]] = []
    while frame.parent_frame is not None:
        element = await frame.frame_element()
        attrs = await element.evaluate(scripts.FRAME_ATTRS)
        parent = frame.parent_frame
        selector, index = "iframe", 0
        for key in ("title", "name", "id", "src"):
            value = attrs.get(key)
            if not value:
                continue
            # A src may carry this run's port: match its path's end instead.
            candidate = f'iframe[src$="{value.rsplit("/", 1)[-1]}"]' if key == "src" else f'iframe[{key}="{value}"]'
            if await parent.locator(candidate).count() == 1:
                selector = candidate
                break
        if selector == "iframe":
            index = await parent.locator("iframe").evaluate_all(scripts.INDEX_AMONG, element)
        chain.insert(0, {**attrs, "selector": selector, "nth": index if selector == "iframe" else None})
        frame = parent
    return chain


async def describe_element(handle: ElementHandle, role: str, name: str) -> dict[str, Any]:
    """How Playwright can find this element again, and whether that would be ambiguous."""
    facts: dict[str, Any] = {k: v for k, v in (await handle.evaluate(scripts.ELEMENT_FACTS)).items() if v}
    frame = await handle.owner_frame()
    if frame is None:
        return facts
    facts["frames"] = await _frame_chain(frame)
    facts["matches"] = await _count(frame, role, name)
    if facts["matches"] and facts["matches"] > 1:
        everyone = frame.get_by_role(role, name=name or None, exact=True)  # type: ignore[arg-type]
        facts["index"] = await everyone.evaluate_all(scripts.INDEX_AMONG, handle)
    landmark = facts.get("landmark")
    if landmark:
        scope = frame.get_by_role(landmark["role"], name=landmark["name"] or None, exact=True)
        landmark["matches"] = await scope.count()
        landmark["inner_matches"] = await scope.get_by_role(role, name=name or None, exact=True).count()  # type: ignore[arg-type]
    if facts.get("labels"):
        facts["label_matches"] = await frame.get_by_label(facts["labels"][0], exact=True).count()
    return facts


async def describe_step_element(handle: ElementHandle, shown: str) -> dict[str, Any]:
    """An element a widget step acts on (an option, a submenu item, a search box), which has no ref:
    the first of its role and candidate names with which Playwright's get_by_role finds this very
    element, then described as a ref's element is. When none does, it is found by the text it shows."""
    frame = await handle.owner_frame()
    guess = await handle.evaluate(scripts.ROLE_NAMES)
    if frame is not None and guess["role"]:
        for name in guess["names"]:
            found = frame.get_by_role(guess["role"], name=name, exact=True)  # type: ignore[arg-type]
            with contextlib.suppress(Exception):  # a role Playwright does not take: by its text instead
                if await found.evaluate_all(scripts.INDEX_AMONG, handle) >= 0:
                    return {"role": guess["role"], "name": name, **await describe_element(handle, guess["role"], name)}
    text = shown or guess["shown"]
    if frame is None:
        return {"role": "", "name": text}
    facts = await describe_element(handle, "generic", text)
    by_text = frame.get_by_text(text, exact=True)
    facts.update(text_matches=await by_text.count(), text_index=await by_text.evaluate_all(scripts.INDEX_AMONG, handle))
    return {**facts, "role": "", "name": text, "matches": None}  # codegen finds it by its text


async def describe_refs(runtime: RoleRuntime, arguments: dict[str, Any], timeout_ms: float) -> dict[str, Any]:
    """Describe each ref the call names, before it acts. Never fails the call: a ref we cannot
    look at (unknown, stale, behind an open dialog) keeps what the ref map knows, or nothing."""
    tab = runtime.active_tab()
    if tab is None:
        return {}
    elements: dict[str, Any] = {}
    for ref in refs_in(arguments):
        entry = tab.refs.entries.get(ref)
        if entry is None:
            continue
        facts: dict[str, Any] = {"role": entry.role, "name": entry.name}
        elements[ref] = facts
        if tab.modals:  # evaluating in a page blocked by a dialog would hang
            continue
        try:
            async with asyncio.timeout(OBSERVE_TIMEOUT_S):
                if tab.refs.resolvable is not None and ref not in tab.refs.resolvable:
                    await capture(tab, timeout_ms)  # what resolving the ref would do next anyway
                    entry = tab.refs.entries.get(ref, entry)
                handles = await tab.page.locator(aria_ref(entry.internal)).element_handles()
                if handles and entry.internal.startswith(OWN_PREFIX):  # no role Playwright knows: as a step's element
                    facts.update(await describe_step_element(handles[0], entry.name))
                elif handles:
                    facts.update(await describe_element(handles[0], entry.role, entry.name))
                for handle in handles:
                    await handle.dispose()
        except Exception as exc:  # noqa: BLE001 - recording is a bystander: the call itself reports problems
            logger.warning("recording_observe_failed", ref=ref, error=f"{type(exc).__name__}: {exc}"[:200])
    return elements
