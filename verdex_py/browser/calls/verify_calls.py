"""The facade's calls of the testing capability: checks of what the page shows (an element, a text,
a list's items, a field's value) and a Playwright locator for an element.

A base of `Browser` (facade.py). A check that fails raises ASSERTION_FAILED with what the page shows
instead (`details.actual`), read from the page at the moment of the check; one that holds answers
`Verified`. Nothing is waited for: a check says how the page is now (browser_wait_for waits).
"""

from __future__ import annotations

import json
import re

from verdex_py.browser.calls.answers import Verified
from verdex_py.browser.calls.call import Call, CallRunner
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import map_playwright_errors, quietly
from verdex_py.browser.look.findable import describe_element
from verdex_py.browser.page.actions import resolve
from verdex_py.browser.page.capture import capture
from verdex_py.browser.page.tab import Tab
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.closest import closest
from verdex_py.errors import AssertionFailed, InvalidArgument, RetryFacts

MAX_ACTUAL = 20  # lines of what the page shows instead, in a failed check


def _failed(
    call: Call, message: str, field: str, expected: object, actual: object, close: str | None = None
) -> AssertionFailed:
    return AssertionFailed(
        message,
        field=field,
        suggested_value=close,
        details={"expected": expected, "actual": actual},
        facts=RetryFacts(dict(call.arguments)),
    )


async def _lines(tab: Tab, timeout_ms: float) -> list[str]:
    """The snapshot's lines, without their refs: what the page shows, as the agent reads it."""
    text = (await capture(tab, timeout_ms)).text
    lines = (re.sub(r" \[ref=[^\]]*\]", "", line).strip().removeprefix("- ") for line in text.splitlines())
    return [line for line in lines if line]


def _texts(lines: list[str]) -> list[str]:
    """The texts the lines show: names in quotes, and text after the colon."""
    found = [m.group(1) for line in lines for m in re.finditer(r'"((?:[^"\\]|\\.)*)"', line)]
    found += [line.split(": ", 1)[1].strip('"') for line in lines if ": " in line]
    return list(dict.fromkeys(t for t in found if t))


class VerifyCalls(CallRunner):
    """Checks of the page as it is now, and locators for its elements."""

    async def verify_element(self, call: Call, aria_role: str, name: str) -> Verified:
        async def work(runtime: RoleRuntime) -> Verified:
            tab = await self._tab(runtime, call)
            with quietly(timeouts=False) as bad_role:
                count = await tab.page.get_by_role(aria_role, name=name, exact=True).filter(visible=True).count()  # type: ignore[arg-type]
            if bad_role:
                raise InvalidArgument(
                    f"'{aria_role}' is not an ARIA role Playwright knows: {bad_role.first_line}",
                    field="element_role",
                    details={"element_role": aria_role},
                )
            if count:
                return Verified(runtime.name, tab.page.url, f'{aria_role} "{name}"', count)
            same_role = [
                line
                for line in await _lines(tab, call.timeout_action_ms)
                if re.match(rf"{re.escape(aria_role)}\b", line)
            ]
            names = _texts(same_role)
            raise _failed(
                call,
                f'No visible {aria_role} named "{name}" on the page'
                + (
                    f"; its {aria_role}s: {', '.join(json.dumps(n) for n in names[:10])}."
                    if names
                    else f"; it shows no {aria_role}."
                ),
                "accessible_name",
                {"role": aria_role, "name": name},
                same_role[:MAX_ACTUAL],
                closest(name, names),
            )

        return await self._run(call, work)

    async def verify_text(self, call: Call, text: str) -> Verified:
        async def work(runtime: RoleRuntime) -> Verified:
            tab = await self._tab(runtime, call)
            with map_playwright_errors(ActionContext("verify text", retry_arguments=call.arguments)):
                count = await tab.page.get_by_text(text).filter(visible=True).count()
            if count:
                return Verified(runtime.name, tab.page.url, text, count)
            lines = await _lines(tab, call.timeout_action_ms)
            close = closest(text, _texts(lines))
            raise _failed(
                call,
                f"The text {text!r} is not visible on the page" + (f"; the closest line: {close}." if close else "."),
                "text",
                text,
                [close] if close else lines[:MAX_ACTUAL],
            )

        return await self._run(call, work)

    async def verify_list(self, call: Call, ref: str, items: list[str]) -> Verified:
        async def work(runtime: RoleRuntime) -> Verified:
            tab = await self._tab(runtime, call)
            actx = ActionContext("verify list", retry_arguments=call.arguments, timeout_ms=call.timeout_action_ms)
            target = await resolve(tab, ref, actx, call.timeout_action_ms)
            with map_playwright_errors(actx):
                missing = [i for i in items if not await target.locator.get_by_text(i).filter(visible=True).count()]
                shown = (
                    []
                    if not missing
                    else (await target.locator.inner_text(timeout=call.timeout_action_ms)).splitlines()
                )
            if missing:
                shown = [line.strip() for line in shown if line.strip()]
                raise _failed(
                    call,
                    f"{target.entry.label()} does not show {', '.join(map(repr, missing))}; it shows: "
                    f"{', '.join(map(repr, shown[:10]))}.",
                    "items",
                    items,
                    shown[:MAX_ACTUAL],
                )
            return Verified(runtime.name, tab.page.url, f"{target.entry.label()}: {len(items)} item(s)", len(items))

        return await self._run(call, work)

    async def verify_value(self, call: Call, ref: str, kind: str, value: str) -> Verified:
        async def work(runtime: RoleRuntime) -> Verified:
            tab = await self._tab(runtime, call)
            actx = ActionContext("verify value", retry_arguments=call.arguments, timeout_ms=call.timeout_action_ms)
            target = await resolve(tab, ref, actx, call.timeout_action_ms)
            accepted: list[str]
            with quietly(timeouts=False) as wrong_kind:
                if kind in ("checkbox", "radio"):
                    accepted = [str(await target.locator.is_checked(timeout=call.timeout_action_ms)).lower()]
                else:
                    accepted = [await target.locator.input_value(timeout=call.timeout_action_ms)]
                    if kind == "combobox":  # a select's value, or its chosen option's label
                        accepted += await target.locator.evaluate(
                            "(e) => [...(e.selectedOptions || [])].map(o => o.label)"
                        )
            if wrong_kind:
                with map_playwright_errors(actx):
                    if "Not an input" in wrong_kind.message or "Not a checkbox" in wrong_kind.message:
                        raise InvalidArgument(
                            f"{target.entry.label()} holds no {kind} value: {wrong_kind.first_line}",
                            field="type",
                            details={"element": target.entry.describe()},
                        )
                    wrong_kind.reraise()
            if value not in accepted:
                raise _failed(
                    call,
                    f"{target.entry.label()} holds {accepted[0]!r}, not {value!r}.",
                    "value",
                    value,
                    accepted[0],
                    accepted[0],
                )
            return Verified(runtime.name, tab.page.url, f"{target.entry.label()} = {value!r}")

        return await self._run(call, work)

    async def locator_for(self, call: Call, ref: str) -> Verified:
        """Python Playwright code that finds the element again (by role and name, in its frames), checked
        against the page: `matches` is how many elements it finds (1 unless the page cannot tell them apart)."""

        async def work(runtime: RoleRuntime) -> Verified:
            tab = await self._tab(runtime, call)
            actx = ActionContext("generate locator", retry_arguments=call.arguments, timeout_ms=call.timeout_action_ms)
            target = await resolve(tab, ref, actx, call.timeout_action_ms)
            entry = target.entry
            with map_playwright_errors(actx):
                handle = await target.locator.element_handle(timeout=call.timeout_action_ms)
                try:
                    facts = await describe_element(handle, entry.role, entry.name)
                finally:  # released on the error path too
                    with quietly():
                        await handle.dispose()
            code = "page"
            for frame in facts.get("frames", []):
                code += f".frame_locator({json.dumps(frame['selector'])})"
                code += f".nth({frame['nth']})" if frame.get("nth") is not None else ""
            if facts.get("matches"):
                name = f", name={json.dumps(entry.name)}, exact=True" if entry.name else ""
                code += f".get_by_role({json.dumps(entry.role)}{name})"
                matches = facts["matches"]
                if matches > 1 and facts.get("index") is not None:
                    code, matches = code + f".nth({facts['index']})", 1
            elif facts.get("labels"):
                code += f".get_by_label({json.dumps(facts['labels'][0])}, exact=True)"
                matches = facts.get("label_matches") or 0
            else:
                raise InvalidArgument(
                    f"{entry.label()} has no role and name or label Playwright can find it by.",
                    field="ref",
                    details={"element": entry.describe()},
                )
            return Verified(runtime.name, tab.page.url, code, matches)

        return await self._run(call, work)
