"""The steps every call on an element takes, apart from the facade that sequences the calls:
resolve and probe its ref until it is usable (or say what blocks it and what fixes it), run
the input and look at what it changed, and fill one field of a form, reading it back.
"""

from __future__ import annotations

from collections.abc import Awaitable
from dataclasses import asdict, replace
from typing import Any

from verdex_py.browser.calls.act import act
from verdex_py.browser.calls.call import Call
from verdex_py.browser.calls.reopen import reopen
from verdex_py.browser.calls.reveal import reprobe, reveal
from verdex_py.browser.diagnosis import left_open
from verdex_py.browser.diagnosis.dead_refs import explain_dead_ref, find_hidden
from verdex_py.browser.diagnosis.diagnose import explain_not_interactable, names_cover_fix
from verdex_py.browser.diagnosis.popups import name_popup
from verdex_py.browser.diagnosis.triggers import path_error
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import map_playwright_errors
from verdex_py.browser.input.calendar import may_be_moment
from verdex_py.browser.input.operations import FormField, fill_field
from verdex_py.browser.input.readback import SettledRead, Subject, ValueNote
from verdex_py.browser.look.observe import look
from verdex_py.browser.look.views import Outcome
from verdex_py.browser.page.actions import Target, Unusable, not_interactable, outwait, resolve
from verdex_py.browser.page.capture import capture
from verdex_py.browser.page.masking import mask_field
from verdex_py.browser.page.navigation import SHORT_TIMEOUT_MS
from verdex_py.browser.page.tab import Tab
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.browser.snapshot.ref_map import RefEntry
from verdex_py.errors import CorrectionFacts, InvalidArgument, RefError, VerdexError
from verdex_py.secrets import Secrets

REFUSED_AT_ONCE = (Unusable.HIDDEN, Unusable.DISABLED, Unusable.NOT_EDITABLE)
POINTED = ("click", "hover")  # actions aimed at a point: a partly covered element takes them where it shows


async def fill_one(
    runtime: RoleRuntime, call: Call, tab: Tab, form_field: FormField, hidden: Secrets
) -> list[ValueNote]:
    """Fill one field and read it back; the notes say what it holds when that is not what was sent
    (a field a secret goes into is masked first: browser/page/masking.py)."""
    editable = form_field.type == "textbox" and not may_be_moment(form_field.value)  # a date: its picker may set it
    target, actx = await usable(runtime, call, tab, form_field.ref, "fill_form", editable)
    subject = subject_of(target)
    if hidden.holds(form_field.value):
        await mask_field(target.locator)
    try:
        with map_playwright_errors(actx):
            await fill_field(form_field, target.locator, actx.timeout_ms or 0, subject)
    except VerdexError as exc:  # a popup the fill opened may be why: named with its controls
        named = await name_popup(tab, target, exc, actx, call.timeout_action_ms)
        if named is exc:
            raise
        raise named from exc
    return subject.notes


async def usable(
    runtime: RoleRuntime, call: Call, tab: Tab, ref: str, action: str, needs_editable: bool
) -> tuple[Target, ActionContext]:
    """Resolve the ref and probe it: certain problems fail at once, a cover gets a short grace period."""
    # Retrying "the same call with a fresh ref" only makes sense for tools whose target is `ref`.
    retry_args = call.arguments if "ref" in call.arguments else {}
    timeout_ms = call.timeout_action_ms
    actx = ActionContext(action, timeout_ms=timeout_ms, retry_arguments=retry_args)
    try:
        target = await resolve(tab, ref, actx, timeout_ms)
    except RefError as exc:  # look again: the same element under a new ref, or what the page offers
        seen = tab.refs.entries.get(ref)
        # seen in a level the agent opened that has closed: that path is opened again
        reached = await _through_path(runtime, call, tab, exc, seen, action) if seen and seen.path else None
        hidden = reached or await find_hidden(runtime, tab, exc, ref, timeout_ms)  # collapsed: revealed below
        if hidden is None:
            raise await explain_dead_ref(
                runtime, tab, exc, ref, action=action, hint=call.hint, timeout_ms=timeout_ms
            ) from exc
        target = hidden
    problem = target.probe.problem(needs_editable=needs_editable)
    if problem is Unusable.HIDDEN and target.entry.path:  # its menu closed: the path it was on is opened
        reached = await reopen(tab, target.entry, timeout_ms)
        if reached.target is not None:
            target = reached.target
            problem = target.probe.problem(needs_editable=needs_editable)
    if problem is Unusable.HIDDEN:  # shown while something is hovered or focused: do it, as a person would
        revealed = await reveal(tab, target, timeout_ms)
        if revealed.shown:
            target = await reprobe(target)
            problem = target.probe.problem(needs_editable=needs_editable)
        elif revealed.path or revealed.stuck:  # the path is known but did not show it: all of it, in one plan
            refused = await not_interactable(tab, target, actx, Unusable.HIDDEN)
            raise await path_error(tab, target, refused, revealed, timeout_ms)
    if problem is Unusable.DISABLED and (target.probe.busy or tab.signals.has_pending()):
        target = await outwait(target, problem, needs_editable, timeout_ms)  # the response re-enables it
        problem = target.probe.problem(needs_editable=needs_editable)
    if problem in REFUSED_AT_ONCE:
        refused = await not_interactable(tab, target, actx, problem)
        if problem is Unusable.DISABLED:  # a popup holding the page (an earlier action or this one opened it) first
            named = await left_open.blame(tab, target, refused, actx, timeout_ms)
            if named is refused:
                named = await name_popup(tab, target, refused, actx, timeout_ms)
            if named is not refused:
                raise named
        raise await explain_not_interactable(tab, target, refused, timeout_ms)  # what blocks it, what fixes it
    cover = target.probe.cover or {}
    if problem is Unusable.COVERED and target.probe.point is not None and action in POINTED:
        return target, actx  # only partly covered: acted on where it shows (input/operations.at_point)
    if problem is Unusable.COVERED and action in POINTED:  # under a popup an earlier action of ours left open
        refused = await not_interactable(tab, target, actx, problem)
        named = await left_open.blame(tab, target, refused, actx, timeout_ms)
        if named is not refused:
            raise named
    if problem is Unusable.COVERED and cover.get("frame") and not cover.get("controls"):
        # a consent manager or a chat widget in an <iframe>: its control is in the frame's document
        refused = await explain_not_interactable(
            tab, target, await not_interactable(tab, target, actx, problem), timeout_ms
        )
        if names_cover_fix(refused):
            raise refused
        target = replace(target, watching=False)  # the diagnosis marked the page: count from the action
    # A cover with a control gets a moment (it may be on its way out), then its fix is reported;
    # one without (a busy veil, a spinner, a fade) is waited out, as Playwright's own checks do.
    actx.timeout_ms = SHORT_TIMEOUT_MS if problem is Unusable.COVERED and cover.get("controls") else timeout_ms
    return target, actx


async def _through_path(
    runtime: RoleRuntime, call: Call, tab: Tab, exc: RefError, seen: RefEntry, action: str
) -> Target | None:
    """The item of a dead ref, reached through the path it was seen on (calls/reopen.py); when that path
    was reopened and does not show it, the dead ref explained, saying which steps were taken to look for
    it. None: nothing was reopened (its level shows, or an opener is gone): the usual second look."""
    reached = await reopen(tab, seen, call.timeout_action_ms)
    if reached.target is not None or not reached.steps:
        return reached.target
    await capture(tab, call.timeout_action_ms)  # the reopened levels: what the error offers instead
    dead = await explain_dead_ref(
        runtime, tab, exc, seen.ref, action=action, hint=call.hint, timeout_ms=call.timeout_action_ms
    )
    if dead.suggested_value is not None:  # found elsewhere: that error names it
        raise dead from exc
    steps = ", then ".join(f"{'hovered' if how == 'hover' else 'clicked'} {label}" for label, how in reached.steps)
    raise dead.enriched(
        message=f"Element {seen.ref} ({seen.label()}) is gone: the menu it was in ({reached.path(seen)}) was "
        f"reopened ({steps}) and no longer holds it; it is left open.",
        details={"reopened": [{"name": label, "how": how} for label, how in reached.steps]},
    ) from exc


async def act_and_look(
    runtime: RoleRuntime,
    call: Call,
    tab: Tab,
    operation: Awaitable[Any],
    actx: ActionContext,
    target: Target | None = None,
    settled: SettledRead | None = None,
) -> Outcome:
    """Run the input and find out what it did; the page after it is always looked at (only the part
    it changed when that is known), unless it opened a dialog. `settled`: what the operation's last
    read-back saw once the page settled, if it took one (then not asked again)."""
    outcome = await act(
        runtime,
        tab,
        operation,
        actx,
        target,
        timeout_action_ms=call.timeout_action_ms,
        timeout_navigation_ms=call.timeout_navigation_ms,
        settled=settled,
    )
    if outcome.modal is None and outcome.view is None:
        view = await look(runtime, tab, call.timeout_action_ms, incremental=not outcome.navigated)
        outcome = replace(outcome, view=view)
    return outcome


def subject_of(target: Target) -> Subject:
    """The element whose postcondition an action reads back."""
    entry = target.entry
    probe = target.probe
    return Subject(entry.ref, f"{entry.ref} ({entry.label()})", entry.describe(), probe.input_type, probe.box)


def name_failed_field(
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
    if exc.field in ("text", "value", "values"):  # the value the page refused: fields[index].value
        richer = richer.enriched(field=f"fields.{index}.value")
    if exc.field == "ref" and isinstance(exc, InvalidArgument):  # no ref at all: fill_form has no top-level `ref`
        richer = richer.enriched(field=f"fields.{index}.ref")
    # A suggested value, and a field's ref corrected ("3" -> "e3"), are corrected inside `fields`: the
    # corrected call fills the form again; it has no top-level `ref` or `values`.
    if not isinstance(call.arguments.get("fields"), list):
        return richer
    rows = [dict(f) for f in call.arguments["fields"]]
    corrected = exc.facts.corrected_arguments if isinstance(exc.facts, CorrectionFacts) else None
    changed = False
    if exc.field in ("text", "value", "values") and exc.suggested_value is not None:
        rows[index]["value"] = exc.suggested_value
        changed = True
    if corrected and "ref" in corrected:
        rows[index]["ref"] = corrected["ref"]
        changed = True
    if changed:
        richer = richer.enriched(facts=CorrectionFacts({**call.arguments, "fields": rows}))
    return richer
