"""One tool call as the browser layer sees it (`Call`), and what every call goes through (`CallRunner`).

The runner looks the call's role up, takes its lock, repairs a page that died or froze since the
last call (`liveness.before_call`), describes the refs the call names when the session is
recorded, runs the facade's work under `liveness.guarded` (retrying a navigation race), and
writes back on the `Call` what blocks the page afterwards. The facade (facade.py) is a
CallRunner: each of its methods only says what its call does.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any, TypeVar

from verdex_py import heap, secrets
from verdex_py.browser.diagnosis.dead_refs import explain_dead_ref
from verdex_py.browser.input import recorded_steps
from verdex_py.browser.look.findable import describe_refs, describe_step_element, refs_in
from verdex_py.browser.page.actions import check_modal
from verdex_py.browser.page.masking import mask_holders
from verdex_py.browser.page.tab import Modal, Tab
from verdex_py.browser.role import liveness
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.browser.role.session import BrowserSession
from verdex_py.errors import AuthenticationFailed, AuthFacts, PageClosed, TransientError, VerdexError
from verdex_py.secrets import Secrets

T = TypeVar("T")
TRANSIENT_RETRIES = 3


@dataclass
class Call:
    """One tool call as the browser layer sees it; the facade writes back what it found out."""

    tool: str  # the tool's name, for texts that say what ran ("before ... ran")
    role: str | None  # as asked; None: the session's current role
    arguments: dict[str, Any] = field(default_factory=dict)  # without `role`: what a recovery step repeats
    while_modal: bool = False  # the tool works while a dialog or file chooser blocks the page
    observe: bool = False  # the session is recorded: describe each ref the call names before acting
    timeout_action_ms: float = 0.0
    timeout_navigation_ms: float = 0.0
    action: str = ""  # what the call does to an element, in diagnoses ("click", "type", ...)
    # answered by the facade
    acted_as: str | None = None  # the role the call ran on
    modals: list[Modal] | None = None  # what blocks the page after the call (None: no page was touched)
    modals_dropped: int = 0  # older modals the tab's bound let go (a page opening them faster than answered)
    elements: dict[str, Any] | None = None  # the recorded description of each ref, before acting
    steps: list[dict[str, Any]] | None = None  # recorded: the steps a widget input took (input/recorded_steps.py)
    # (field, name) of each secret the arguments name that is held to origins (secrets/dotenv.py),
    # checked under the role's lock against the page the call acts on, or the URL it opens
    secret_uses: list[tuple[str, str]] = field(default_factory=list)
    opens: str | None = None  # the URL the call opens (navigate, a new tab's): its origin is the target

    @property
    def hint(self) -> str | None:
        """The agent's own description of the element (ElementArgs.element)."""
        hint = self.arguments.get("element")
        return hint if isinstance(hint, str) else None


class CallRunner:
    """What every call of one client's browser session goes through, around the facade's work."""

    def __init__(self, session: BrowserSession) -> None:
        self._session = session

    async def _run(self, call: Call, work: Callable[[RoleRuntime], Awaitable[T]], *, as_is: bool = False) -> T:
        """The role's lock, its repair before the call (unless the work takes a dead page as it is),
        the recording's look, and the work guarded."""
        try:
            return await self._locked(call, work, as_is=as_is)
        finally:
            heap.release()  # what the work freed (a large page's snapshot) is not kept for the server's life

    async def _locked(self, call: Call, work: Callable[[RoleRuntime], Awaitable[T]], *, as_is: bool) -> T:
        runtime = self._session.role(call.role, call.arguments)
        call.acted_as = runtime.name
        async with runtime.lock:
            if not as_is:
                await self._before(runtime, call)
            if call.secret_uses:
                self._check_scope(runtime, call)
            for attempt in range(TRANSIENT_RETRIES):
                try:
                    with recorded_steps.noting(describe_step_element) if call.observe else nullcontext() as noted:
                        result = await liveness.guarded(runtime, call.tool, work(runtime))
                    call.steps = noted.steps if noted is not None and noted.steps else None
                    break
                except TransientError:
                    if attempt == TRANSIENT_RETRIES - 1:
                        raise
                    await asyncio.sleep(0.1 * 2**attempt)  # back off: the navigation in flight needs a moment
                except AuthenticationFailed as exc:  # a page refused the role (HTTP 401/403): who may see it
                    if not isinstance(exc.facts, AuthFacts) or exc.facts.url is None or exc.facts.alternative_role:
                        raise
                    signed_in = self._session.signed_in_role(besides=runtime.name)
                    raise exc.enriched(facts={"alternative_role": signed_in}) from exc
            tab = runtime.active_tab()
            if tab is not None and self._secrets:  # re-rendered or copied fields masked again (video)
                await mask_holders(tab.page, self._secrets)
            call.modals = list(tab.modals) if tab is not None else None
            call.modals_dropped = tab.modals.dropped if tab is not None else 0
            return result

    @property
    def _secrets(self) -> Secrets:
        return secrets.for_file(self._session.settings.secrets_file)

    def _check_scope(self, runtime: RoleRuntime, call: Call) -> None:
        """Scoped secrets go only to their origins: the URL the call opens, else the page it acts on."""
        tab = runtime.active_tab()
        url = call.opens or (tab.page.url if tab is not None else "about:blank")
        self._secrets.check_scope(call.secret_uses, url, call.arguments, opens=call.opens is not None)

    async def _before(self, runtime: RoleRuntime, call: Call) -> None:
        """A page that crashed or froze since the last call is repaired (and reported) first."""
        try:
            await liveness.before_call(runtime, call.tool, call.arguments)
        except PageClosed as exc:  # reopened before the call ran: name its element on the page now shown
            ref = call.arguments.get("ref")
            if isinstance(ref, str):
                raise await self._explain_reopened(runtime, call, exc, ref, call.action) from exc
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
