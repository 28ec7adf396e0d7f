"""What the tool layer may ask of the browser: one call per tool, answered with one typed value.

A tool hands over a `Call` (which role, which tool, the arguments a recovery step repeats)
and what it wants done, as data (an `Operation`, a URL, a tab index). The facade looks the
role up, takes its lock, repairs a page that died or froze since the last call
(`liveness.before_call`), describes the refs the call names when the session is recorded,
does its own work under `liveness.guarded` (retrying a navigation race), and answers with a
typed value (`Acted`, `PageView`, `Arrived`, `Tabs`) that the tool renders. Tools never touch
tabs, ref maps, role runtimes or Playwright; the facts about the call itself (the role it
acted as, what blocks the page now, the recorded elements) come back on the `Call`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass, field, replace
from typing import TYPE_CHECKING, Any, TypeVar

from verdex_py.browser import liveness
from verdex_py.browser.act import act
from verdex_py.browser.actions import Target, Unusable, check_modal, not_interactable, resolve
from verdex_py.browser.diagnose import explain_dead_ref, explain_not_interactable
from verdex_py.browser.findable import describe_refs, refs_in
from verdex_py.browser.navigation import SHORT_TIMEOUT_MS
from verdex_py.browser.observe import look
from verdex_py.browser.operations import FormField, Operation, carry_out, fill_field
from verdex_py.browser.playwright_errors import ActionContext, map_playwright_errors
from verdex_py.browser.ref_map import RefEntry
from verdex_py.browser.roles import RoleRuntime
from verdex_py.browser.tab import Modal, Tab
from verdex_py.browser.tabs import TabInfo, describe_tabs, tab_index
from verdex_py.browser.views import Outcome, PageView
from verdex_py.errors import (
    AuthenticationFailed,
    AuthFacts,
    CorrectionFacts,
    PageClosed,
    RefError,
    TransientError,
    VerdexError,
)
from verdex_py.policy import check_url

if TYPE_CHECKING:  # the session makes its facade: no import cycle at run time
    from verdex_py.browser.session import BrowserSession

T = TypeVar("T")
TRANSIENT_RETRIES = 3
REFUSED_AT_ONCE = (Unusable.HIDDEN, Unusable.DISABLED, Unusable.NOT_EDITABLE)


@dataclass
class Call:
    """One tool call as the browser layer sees it; the facade writes back what it found out."""

    tool: str
    role: str | None  # as asked; None: the session's current role
    arguments: dict[str, Any] = field(default_factory=dict)  # without `role`: what a recovery step repeats
    while_modal: bool = False  # the tool works while a dialog or file chooser blocks the page
    observe: bool = False  # the session is recorded: describe each ref the call names before acting
    timeout_action_ms: float = 0.0
    timeout_navigation_ms: float = 0.0
    # answered by the facade
    acted_as: str | None = None  # the role the call ran on
    modals: list[Modal] | None = None  # what blocks the page after the call (None: no page was touched)
    elements: dict[str, Any] | None = None  # the recorded description of each ref, before acting

    @property
    def hint(self) -> str | None:
        """The agent's own description of the element (ElementArgs.element)."""
        hint = self.arguments.get("element")
        return hint if isinstance(hint, str) else None


@dataclass(frozen=True)
class Acted:
    """An input action done: what it did, and (for an element) the element as the ref map knows it."""

    outcome: Outcome
    entry: RefEntry | None = None
    filled: list[dict[str, Any]] = field(default_factory=list)  # fill_form: the fields filled, in order


@dataclass(frozen=True)
class Arrived:
    """A navigation done: where it ended, and the page there."""

    url: str
    view: PageView


@dataclass(frozen=True)
class Tabs:
    """The role's tabs after a tab operation, and the page of the current one (None for a listing)."""

    listing: list[TabInfo]
    role: str
    active: int
    opened_at: str | None = None  # new_tab with a URL: where the new tab is now
    closed: int | None = None  # close_tab: the index closed
    view: PageView | None = None


class Browser:
    """The facade of one client's browser session (one per session)."""

    def __init__(self, session: BrowserSession) -> None:
        self._session = session

    # -- acting --------------------------------------------------------------------------------

    async def act(self, call: Call, ref: str, operation: Operation) -> Acted:
        """Resolve `ref`, probe it, carry out `operation` on it and look at what it changed."""

        async def work(runtime: RoleRuntime) -> Acted:
            try:
                tab = await self._tab(runtime, call)
            except PageClosed as exc:  # reopened: find the element again on the page now shown
                raise await self._explain_reopened(runtime, call, exc, ref, operation.action) from exc
            target, actx = await self._usable(runtime, call, tab, ref, operation.action, operation.needs_editable)
            retry = call.arguments
            outcome = await self._act(runtime, call, tab, carry_out(operation, target.locator, actx.timeout_ms or 0,
                                                                    retry), actx, target)  # fmt: skip
            return Acted(outcome, target.entry)

        return await self._run(call, work)

    async def press_key(self, call: Call, key: str) -> Acted:
        """Press a key or chord on whatever has focus."""

        async def work(runtime: RoleRuntime) -> Acted:
            tab = await self._tab(runtime, call)
            actx = ActionContext("press_key", timeout_ms=call.timeout_action_ms, retry_arguments={"key": key})
            return Acted(await self._act(runtime, call, tab, tab.page.keyboard.press(key), actx))

        return await self._run(call, work)

    async def fill_form(self, call: Call, fields: list[FormField]) -> Acted:
        """Fill the fields in order; a failure names the field and those already filled."""

        async def work(runtime: RoleRuntime) -> Acted:
            tab = await self._tab(runtime, call)
            filled: list[dict[str, Any]] = []

            async def fill_all() -> None:
                for index, form_field in enumerate(fields):
                    try:
                        await self._fill_one(runtime, call, tab, form_field)
                    except VerdexError as exc:
                        raise _name_failed_field(call, exc, index, fields, filled) from exc
                    filled.append({"ref": form_field.ref, "name": form_field.name, "type": form_field.type})

            actx = ActionContext("fill_form", timeout_ms=call.timeout_action_ms)
            return Acted(await self._act(runtime, call, tab, fill_all(), actx), filled=filled)

        return await self._run(call, work)

    async def _fill_one(self, runtime: RoleRuntime, call: Call, tab: Tab, form_field: FormField) -> None:
        editable = form_field.type == "textbox"
        target, actx = await self._usable(runtime, call, tab, form_field.ref, "fill_form", editable)
        with map_playwright_errors(actx):
            await fill_field(form_field, target.locator, actx.timeout_ms or 0)

    async def _usable(
        self, runtime: RoleRuntime, call: Call, tab: Tab, ref: str, action: str, needs_editable: bool
    ) -> tuple[Target, ActionContext]:
        """Resolve the ref and probe it: certain problems fail at once, a cover gets a short grace period."""
        # Retrying "the same call with a fresh ref" only makes sense for tools whose target is `ref`.
        retry_args = call.arguments if "ref" in call.arguments else {}
        timeout_ms = call.timeout_action_ms
        actx = ActionContext(action, timeout_ms=timeout_ms, retry_arguments=retry_args)
        try:
            target = await resolve(tab, ref, actx, timeout_ms)
        except RefError as exc:  # look again: the same element under a new ref, or what the page offers
            # (or, not gone but collapsed, what reveals it)
            raise await explain_dead_ref(
                runtime, tab, exc, ref, action=action, hint=call.hint, timeout_ms=timeout_ms
            ) from exc
        problem = target.probe.problem(needs_editable=needs_editable)
        if problem in REFUSED_AT_ONCE:
            refused = await not_interactable(tab, target, actx, problem)
            raise await explain_not_interactable(tab, target, refused, timeout_ms)  # what blocks it, what fixes it
        actx.timeout_ms = SHORT_TIMEOUT_MS if problem is Unusable.COVERED else timeout_ms
        return target, actx

    async def _act(
        self,
        runtime: RoleRuntime,
        call: Call,
        tab: Tab,
        operation: Awaitable[Any],
        actx: ActionContext,
        target: Target | None = None,
    ) -> Outcome:
        """Run the input and find out what it did; the page after it is always looked at (only the part
        it changed when that is known), unless it opened a dialog."""
        outcome = await act(
            runtime,
            tab,
            operation,
            actx,
            target,
            timeout_action_ms=call.timeout_action_ms,
            timeout_navigation_ms=call.timeout_navigation_ms,
        )
        if outcome.modal is None and outcome.view is None:
            view = await look(runtime, tab, call.timeout_action_ms, incremental=not outcome.navigated)
            outcome = replace(outcome, view=view)
        return outcome

    # -- looking and going ---------------------------------------------------------------------

    async def look(
        self, call: Call, *, scope_ref: str | None = None, depth: int | None = None, max_chars: int | None = None
    ) -> PageView:
        """The role's page now (scoped to one element, cut at a depth or a size when asked)."""

        async def work(runtime: RoleRuntime) -> PageView:
            tab = await self._tab(runtime, call)
            return await look(
                runtime, tab, call.timeout_action_ms, scope_ref=scope_ref, depth=depth, max_chars=max_chars
            )

        return await self._run(call, work)

    async def navigate(self, call: Call, url: str) -> Arrived:
        """Open `url` (checked against the URL policy) in the role's active tab."""

        async def work(runtime: RoleRuntime) -> Arrived:
            checked = check_url(url, self._session.settings, call.arguments)
            tab = await self._tab(runtime, call)
            await runtime.goto(tab, checked)
            arrived_at = tab.page.url
            return Arrived(arrived_at, await look(runtime, tab, call.timeout_action_ms))

        return await self._run(call, work)

    # -- tabs ----------------------------------------------------------------------------------

    async def list_tabs(self, call: Call) -> Tabs:
        async def work(runtime: RoleRuntime) -> Tabs:
            await self._tab(runtime, call)  # opens the role if needed
            return Tabs(await describe_tabs(runtime), runtime.name, runtime.active)

        return await self._run(call, work)

    async def new_tab(self, call: Call, url: str | None) -> Tabs:
        async def work(runtime: RoleRuntime) -> Tabs:
            await self._tab(runtime, call)
            checked = check_url(url, self._session.settings, call.arguments) if url else None
            tab = await runtime.new_tab()
            runtime.active = runtime.tabs.index(tab)
            if checked:
                await runtime.goto(tab, checked)
            opened_at = tab.page.url if checked else None
            return await self._tabs_after(runtime, call, opened_at=opened_at)

        return await self._run(call, work)

    async def select_tab(self, call: Call, index: int | None) -> Tabs:
        async def work(runtime: RoleRuntime) -> Tabs:
            await self._tab(runtime, call)
            runtime.active = tab_index(runtime, index)
            return await self._tabs_after(runtime, call)

        return await self._run(call, work)

    async def close_tab(self, call: Call, index: int | None) -> Tabs:
        async def work(runtime: RoleRuntime) -> Tabs:
            await self._tab(runtime, call)
            closing = tab_index(runtime, index)
            await runtime.tabs[closing].page.close()
            runtime.open_tabs()
            if not runtime.tabs:
                await runtime.new_tab()
            runtime.active = min(closing, len(runtime.tabs) - 1) if closing <= runtime.active else runtime.active
            return await self._tabs_after(runtime, call, closed=closing)

        return await self._run(call, work)

    async def _tabs_after(
        self, runtime: RoleRuntime, call: Call, *, opened_at: str | None = None, closed: int | None = None
    ) -> Tabs:
        listing = await describe_tabs(runtime)
        active = runtime.active
        tab = await self._tab(runtime, call)
        check_modal(tab)  # the tab now active may be the one a dialog blocks: its page cannot be shown
        view = await look(runtime, tab, call.timeout_action_ms)
        return Tabs(listing, runtime.name, active, opened_at=opened_at, closed=closed, view=view)

    # -- every call ----------------------------------------------------------------------------

    async def _run(self, call: Call, work: Callable[[RoleRuntime], Awaitable[T]]) -> T:
        """The role's lock, its repair before the call, the recording's look, and the work guarded."""
        runtime = self._session.role(call.role)
        call.acted_as = runtime.name
        async with runtime.lock:
            await self._before(runtime, call)
            for attempt in range(TRANSIENT_RETRIES):
                try:
                    result = await liveness.guarded(runtime, call.tool, work(runtime))
                    break
                except TransientError:
                    if attempt == TRANSIENT_RETRIES - 1:
                        raise
                    await asyncio.sleep(0.1 * 2**attempt)  # back off: the navigation in flight needs a moment
            tab = runtime.active_tab()
            call.modals = list(tab.modals) if tab is not None else None
            return result

    async def _before(self, runtime: RoleRuntime, call: Call) -> None:
        """A page that crashed or froze since the last call is repaired (and reported) first."""
        try:
            await liveness.before_call(runtime, call.tool, call.arguments)
        except PageClosed as exc:  # reopened before the call ran: name its element on the page now shown
            ref = call.arguments.get("ref")
            if isinstance(ref, str):
                raise await self._explain_reopened(runtime, call, exc, ref, call.tool.removeprefix("browser_")) from exc
            raise
        if call.observe and refs_in(call.arguments):  # before acting: the element may be gone afterwards
            call.elements = await describe_refs(runtime, call.arguments, call.timeout_action_ms)

    async def _explain_reopened(
        self, runtime: RoleRuntime, call: Call, exc: PageClosed, ref: str, action: str
    ) -> VerdexError:
        reopened = runtime.active_tab()
        if reopened is None:
            return exc.enriched()
        return await explain_dead_ref(
            runtime, reopened, exc, ref, action=action, hint=call.hint, timeout_ms=call.timeout_action_ms
        )

    async def _tab(self, runtime: RoleRuntime, call: Call) -> Tab:
        """The role's active tab; refuses (MODAL_DIALOG_OPEN) while a dialog blocks it, unless the
        tool works while one does."""
        try:
            tab = await runtime.tab()
        except AuthenticationFailed as exc:
            assert isinstance(exc.facts, AuthFacts)
            if exc.facts.alternative_role is None:
                alternative = self._session.usable_role(besides=runtime.name)
                raise exc.enriched(facts={"alternative_role": alternative}) from exc
            raise
        if not call.while_modal:
            check_modal(tab)
        return tab


def _name_failed_field(
    call: Call, exc: VerdexError, index: int, fields: list[FormField], filled: list[dict[str, Any]]
) -> VerdexError:
    """The error to raise: `exc`, saying which field failed and which are already filled; a corrected
    ref is corrected inside `fields`."""
    form_field = fields[index]
    label = form_field.name or form_field.ref
    done = ", ".join(f["name"] or f["ref"] for f in filled) or "none"
    richer = exc.enriched(
        message=(
            f"Field {index + 1} of {len(fields)} ({label}) failed ({exc.message.rstrip('.')}); already filled: {done}."
        ),
        details={"failed_field": {"index": index, **asdict(form_field)}, "filled": filled},
    )
    if exc.field == "type":  # the field's declared type does not fit its element
        richer = richer.enriched(field=f"fields.{index}.type")
    # A field's ref corrected ("3" -> "e3") is corrected inside `fields`: the corrected call is a
    # browser_fill_form call, not a top-level `ref` this tool does not take.
    corrected = exc.facts.corrected_arguments if isinstance(exc.facts, CorrectionFacts) else None
    if corrected and "ref" in corrected and isinstance(call.arguments.get("fields"), list):
        rows = [dict(f) for f in call.arguments["fields"]]
        rows[index]["ref"] = corrected["ref"]
        richer = richer.enriched(facts=CorrectionFacts({**call.arguments, "fields": rows}))
    return richer
