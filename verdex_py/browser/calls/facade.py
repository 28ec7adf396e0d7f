"""What the tool layer may ask of the browser: one call per tool, answered with one typed value.

A tool hands over a `Call` (which role, which tool, the arguments a recovery step repeats)
and what it wants done, as data (an `Operation`, a URL, a tab index). Each method here says only
what its call does to the page; the call runs through `CallRunner._run` (call.py: the role looked
up and locked, its page repaired first, the work guarded), and the calls about roles and tabs
are SessionCalls (session_calls.py). The answer is a typed value (`Acted`, `PageView`, `Arrived`,
`Tabs`) that the tool renders. Tools never touch tabs, ref maps, role runtimes or Playwright; the
facts about the call itself (the role it acted as, what blocks the page now, the recorded
elements) come back on the `Call`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from verdex_py.browser.calls.answers import (
    Acted,
    Answered,
    Arrived,
    Evaluated,
    PageText,
    Shot,
    Signals,
    Waited,
)
from verdex_py.browser.calls.call import Call
from verdex_py.browser.calls.element_steps import act_and_look, fill_one, name_failed_field, subject_of, usable
from verdex_py.browser.calls.network_calls import NetworkCalls
from verdex_py.browser.calls.page_tool_calls import PageToolCalls
from verdex_py.browser.calls.pointer_calls import PointerCalls
from verdex_py.browser.calls.recording_calls import RecordingCalls
from verdex_py.browser.calls.session_calls import SessionCalls
from verdex_py.browser.calls.storage_calls import StorageCalls
from verdex_py.browser.calls.verify_calls import VerifyCalls
from verdex_py.browser.diagnosis import dismissals, left_open
from verdex_py.browser.diagnosis.popups import name_popup
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import map_playwright_errors
from verdex_py.browser.input import recorded_steps
from verdex_py.browser.input.files import expect_files, one_file_only, read_files
from verdex_py.browser.input.operations import Click, Fill, FormField, Hover, Operation, at_point, carry_out
from verdex_py.browser.input.readback import SettledRead, Subject, ValueNote
from verdex_py.browser.look.observe import look, with_page_shown
from verdex_py.browser.look.views import PageView
from verdex_py.browser.look.waiting import Progress, after_modal, wait_fixed, wait_for_text
from verdex_py.browser.page.actions import resolve
from verdex_py.browser.page.capture import capture
from verdex_py.browser.page.evaluating import evaluate_in
from verdex_py.browser.page.http_status import failed_status, status_failure
from verdex_py.browser.page.masking import mask_field, mask_holders, masks
from verdex_py.browser.page.navigation import acting, bounded_load
from verdex_py.browser.page.scrolling import Search, seek
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.errors import (
    AuthenticationFailed,
    InvalidArgument,
    NavigationFailed,
    PageClosed,
    VerdexError,
)
from verdex_py.policy import check_url
from verdex_py.uploads import confined


class Browser(SessionCalls, StorageCalls, VerifyCalls, NetworkCalls, PointerCalls, RecordingCalls, PageToolCalls):
    """The facade of one client's browser session: one method per thing a tool asks of a page (its
    roles and tabs: SessionCalls; what a role stores: StorageCalls; checks: VerifyCalls; routes and
    offline: NetworkCalls; mouse, PDF, media: PointerCalls), each running its work through `_run` (CallRunner)."""

    # -- acting --------------------------------------------------------------------------------

    async def act(self, call: Call, ref: str, operation: Operation) -> Acted:
        """Resolve `ref`, probe it, carry out `operation` on it and look at what it changed."""

        async def work(runtime: RoleRuntime) -> Acted:
            try:
                tab = await self._tab(runtime, call)
            except PageClosed as exc:  # reopened: find the element again on the page now shown
                raise await self._explain_reopened(runtime, call, exc, ref, operation.action) from exc
            target, actx = await usable(runtime, call, tab, ref, operation.action, operation.needs_editable)
            # what a click or hover shows next (a menu's level) is seen on this path (snapshot/ref_map.py)
            how = "click" if isinstance(operation, Click) else "hover" if isinstance(operation, Hover) else None
            tab.refs.opening = (*target.entry.path, target.entry.opener(how)) if how else ()
            if target.reopened and how:  # the path's steps were noted for a recorded session: then its own
                await recorded_steps.step(how)
            retry = call.arguments
            subject = subject_of(target)
            aimed = at_point(operation, target.probe.point if target.probe.cover else None)
            if isinstance(operation, Fill) and self._secrets.holds(operation.text):
                await mask_field(target.locator)  # before the first key: no frame shows it
            settled = SettledRead()  # a typed field's read-back settles the page for the action (calls/act.py)
            try:
                acting = carry_out(aimed, target.locator, actx.timeout_ms or 0, retry, subject, settled)
                outcome = await act_and_look(runtime, call, tab, acting, actx, target, settled)
            except VerdexError as exc:  # a popup the action opened may be why: named with its controls
                named = await name_popup(tab, target, exc, actx, call.timeout_action_ms)
                if named is exc:
                    raise
                raise named from exc
            if isinstance(operation, Click):  # a dismiss a plan offered: if its cover stays, not offered again
                dismissals.clicked(tab, ref)
            opened = None
            if target.watching and outcome.modal is None and not outcome.navigated:  # (what showed was marked)
                opened = await left_open.opened_by(tab, target, operation.action, call.timeout_action_ms)
            return Acted(outcome, target.entry, notes=subject.notes, opened=opened, reopened=target.reopened)

        return await self._run(call, work)

    async def press_key(self, call: Call, key: str) -> Acted:
        """Press a key or chord on whatever has focus."""

        async def work(runtime: RoleRuntime) -> Acted:
            tab = await self._tab(runtime, call)
            actx = ActionContext("press_key", timeout_ms=call.timeout_action_ms, retry_arguments={"key": key})
            return Acted(await act_and_look(runtime, call, tab, tab.page.keyboard.press(key), actx))

        return await self._run(call, work)

    async def fill_form(self, call: Call, fields: list[FormField]) -> Acted:
        """Fill the fields in order; a failure names the field and those already filled."""

        async def work(runtime: RoleRuntime) -> Acted:
            tab = await self._tab(runtime, call)
            tab.refs.opening = ()  # what filling shows (a field's suggestions) is on no path of the agent's
            filled: list[dict[str, Any]] = []
            notes: list[ValueNote] = []

            async def fill_all() -> None:
                for index, form_field in enumerate(fields):
                    try:
                        notes.extend(await fill_one(runtime, call, tab, form_field, self._secrets))
                    except VerdexError as exc:
                        raise name_failed_field(call, exc, index, fields, filled) from exc
                    filled.append({"ref": form_field.ref, "name": form_field.name, "type": form_field.type})

            actx = ActionContext("fill_form", timeout_ms=call.timeout_action_ms)
            return Acted(await act_and_look(runtime, call, tab, fill_all(), actx), filled=filled, notes=notes)

        return await self._run(call, work)

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
        call.opens = url

        async def work(runtime: RoleRuntime) -> Arrived:
            checked = check_url(url, self._session.settings, call.arguments)
            tab = await self._tab(runtime, call)
            try:
                await runtime.goto(tab, checked)
            except (NavigationFailed, AuthenticationFailed) as exc:
                if "status" not in exc.details:
                    raise
                raise await with_page_shown(runtime, tab, exc, call.timeout_action_ms) from exc  # an HTTP error page
            failed = await tab.signals.started.reported(tab.page.url, runtime.failures, running=False)
            return Arrived(tab.page.url, await look(runtime, tab, call.timeout_action_ms), requests=failed)

        return await self._run(call, work)

    async def history(self, call: Call, direction: str) -> Arrived:
        """Go back, forward, or reload the role's active page."""

        async def work(runtime: RoleRuntime) -> Arrived:
            tab = await self._tab(runtime, call)
            before = tab.page.url
            page = tab.page
            move = {"back": page.go_back, "forward": page.go_forward, "reload": page.reload}[direction]
            nav = ActionContext("navigate", url=before, timeout_ms=call.timeout_navigation_ms)
            with acting(tab), map_playwright_errors(nav):
                response = await move(wait_until="domcontentloaded")
            moved = not (response is None and direction != "reload" and page.url == before)
            if moved:
                await bounded_load(tab)
                await runtime.check_landing(tab)
                failed = await failed_status(tab, response)
                if failed is not None:  # the page it went to answers an HTTP error status now
                    last_good = runtime.last_url
                    error = status_failure(failed, action=None, last_url=last_good, login_helps=runtime.login_helps())
                    raise await with_page_shown(runtime, tab, error, call.timeout_action_ms)
                runtime.last_url = page.url
            url = page.url
            return Arrived(url, await look(runtime, tab, call.timeout_action_ms), moved)

        return await self._run(call, work)

    async def resize(self, call: Call, width: int, height: int) -> PageView:
        async def work(runtime: RoleRuntime) -> PageView:
            tab = await self._tab(runtime, call)
            await tab.page.set_viewport_size({"width": width, "height": height})
            return await look(runtime, tab, call.timeout_action_ms)

        return await self._run(call, work)

    async def wait(
        self,
        call: Call,
        *,
        seconds: float | None = None,
        text: str | None = None,
        gone: bool = False,
        timeout_ms: float = 0.0,
        progress: Progress,
    ) -> Waited:
        """A fixed wait, or until `text` is visible (hidden with `gone`), reporting progress each second."""

        async def work(runtime: RoleRuntime) -> Waited:
            tab = await self._tab(runtime, call)
            if seconds is not None:
                await wait_fixed(seconds, progress)
                return Waited(seconds, None, await look(runtime, tab, call.timeout_action_ms))
            assert text is not None
            waited, condition = await wait_for_text(tab, text, gone, timeout_ms, progress, call.arguments)
            return Waited(waited, condition, await look(runtime, tab, call.timeout_action_ms))

        return await self._run(call, work)

    async def answer_dialog(self, call: Call, accept: bool, prompt_text: str | None) -> Answered:
        """Accept or dismiss the open dialog, then wait for what it interrupted."""

        async def work(runtime: RoleRuntime) -> Answered:
            tab = await self._tab(runtime, call)
            dialog = tab.take_dialog()
            said = None
            if dialog is not None:
                if not accept:
                    await dialog.dismiss()
                elif prompt_text is not None:
                    await dialog.accept(prompt_text)
                else:
                    await dialog.accept()
                said = {"type": dialog.type, "message": dialog.message, "accepted": accept}
            view = await after_modal(runtime, tab, call.timeout_action_ms, call.timeout_navigation_ms)
            return Answered(runtime.name, tab.page.url, view, dialog=said)

        return await self._run(call, work)

    async def choose_files(self, call: Call, paths: list[str], upload_dirs: tuple[Path, ...]) -> Answered:
        """Answer the open file chooser with files inside the upload folders (none: cancel it)."""

        async def work(runtime: RoleRuntime) -> Answered:
            tab = await self._tab(runtime, call)
            chooser_open = any(m.kind == "file_chooser" for m in tab.modals)
            files = confined(paths, upload_dirs, chooser_open)
            one_file_only([m.handle for m in tab.modals if m.kind == "file_chooser"], paths, call.arguments)
            chooser = tab.take_file_chooser()
            if chooser is None:
                raise InvalidArgument(
                    "No file chooser is open: click the page's file input (or upload button) first.",
                    field="paths",
                    details={"modals": [m.describe() for m in tab.modals]},
                )
            names = [p.name for p in files]
            subject = Subject("", "the file input", {"tag": "input", "type": "file"})
            with map_playwright_errors(ActionContext("upload", timeout_ms=call.timeout_action_ms)):
                await chooser.set_files(files)
                expect_files(await read_files(chooser), subject, names)
            view = await after_modal(runtime, tab, call.timeout_action_ms, call.timeout_navigation_ms)
            return Answered(runtime.name, tab.page.url, view, files=names, notes=subject.notes)

        return await self._run(call, work)

    async def screenshot(self, call: Call, ref: str | None, *, full_page: bool, image_type: str) -> Shot:
        async def work(runtime: RoleRuntime) -> Shot:
            tab = await self._tab(runtime, call)
            actx = ActionContext("screenshot", timeout_ms=call.timeout_action_ms, retry_arguments=call.arguments)
            options: dict[str, Any] = {"type": image_type, "timeout": call.timeout_action_ms}
            if image_type == "jpeg":
                options["quality"] = 80
            if self._secrets:  # a field holding a secret is masked on the page, and by Playwright too
                await mask_holders(tab.page, self._secrets)
                options["mask"] = masks(tab.page)
            if ref:
                target = await resolve(tab, ref, actx, call.timeout_action_ms)
                with map_playwright_errors(actx):
                    data = await target.locator.screenshot(**options)
                return Shot(runtime.name, tab.page.url, data, target.entry.label())
            with map_playwright_errors(actx):
                data = await tab.page.screenshot(full_page=full_page, **options)
            return Shot(runtime.name, tab.page.url, data)

        return await self._run(call, work)

    async def page_text(self, call: Call, search: Search, *, by_shown_text: bool) -> PageText:
        """The lines of the page's snapshot that `search` finds (the agent's last look is left as it
        was). Finding none, it scrolls the page's scrolling lists and feeds to look further
        (page/scrolling.py); `by_shown_text`: the search may be tried on the text a step shows
        first, sparing a snapshot per step."""

        async def work(runtime: RoleRuntime) -> PageText:
            tab = await self._tab(runtime, call)
            text = (await capture(tab, call.timeout_action_ms)).text
            hits = await search(text)
            if hits:
                return PageText(runtime.name, tab.page.url, text, hits)

            async def found(seen: str) -> bool:
                return bool(await search(seen))

            tree, scrolled = await seek(tab, found, found if by_shown_text else None, call.timeout_action_ms)
            if tree is not None:
                text, hits = tree.text, await search(tree.text)
            return PageText(runtime.name, tab.page.url, text, hits, scrolled)

        return await self._run(call, work)

    async def console(self, call: Call, levels: set[str] | None) -> Signals:
        async def work(runtime: RoleRuntime) -> Signals:
            tab = await self._tab(runtime, call)
            signals = tab.signals
            return Signals(runtime.name, tab.page.url, signals.console_as_dicts(levels), signals.console.dropped)

        return await self._run(call, work)

    async def requests(self, call: Call, contains: str | None) -> Signals:
        async def work(runtime: RoleRuntime) -> Signals:
            tab = await self._tab(runtime, call)
            signals = tab.signals
            return Signals(runtime.name, tab.page.url, signals.requests_as_dicts(contains), signals.requests.dropped)

        return await self._run(call, work)

    async def evaluate(self, call: Call, function: str, ref: str | None) -> Evaluated:
        """Run a function in the page (on one element with `ref`); a dialog it opens is returned."""

        async def work(runtime: RoleRuntime) -> Evaluated:
            tab = await self._tab(runtime, call)
            value, modal = await evaluate_in(tab, function, ref, call.timeout_action_ms, call.arguments)
            return Evaluated(runtime.name, tab.page.url, value, modal)

        return await self._run(call, work)
