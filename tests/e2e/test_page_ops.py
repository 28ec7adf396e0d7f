"""Every operation the page scripts declare, run on a real page: each answers each of its variants.

The operations are internal (tests/e2e/test_widgets.py and the others drive them through the tools,
as users do); here each one is called directly, through its `Op`, on fixture pages served on
127.0.0.1 in a real Chromium, and its answer is checked against the types it is declared with
(`*_ops.py`): every key a TypedDict requires, no key it does not name, each value of its type, and
not empty. A module's test fails when one of its operations was not run, or one variant of its
answer (`Described | None`, an element or None, `Called | Failed | Missing`) never came back: a new
operation or answer needs a case here.
"""

from __future__ import annotations

import asyncio
import types
import typing
from collections import defaultdict
from collections.abc import AsyncIterator
from typing import Any, get_args, get_origin, is_typeddict

import pytest
from playwright.async_api import BrowserContext, ElementHandle, JSHandle, Page

from tests.helpers.shared_browser import SharedChromium
from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.scripts import (
    calendar_ops,
    clickables_ops,
    diagnose_ops,
    left_open_ops,
    popup_ops,
    reveal_ops,
    segments_ops,
    storage_ops,
    track_ops,
    webmcp_ops,
    widget_ops,
)
from verdex_py.browser.edge.scripts.calendar_ops import ElementQuery, SectionQuery, StateQuery, StepQuery, ValueQuery
from verdex_py.browser.edge.scripts.left_open_ops import StillQuery
from verdex_py.browser.edge.scripts.ops import ElementOp, HandleOp, Module, Target
from verdex_py.browser.edge.scripts.popup_ops import (
    ItemQuery,
    ListQuery,
    ListWaitQuery,
    MarkQuery,
    QuietQuery,
    ScrollQuery,
)
from verdex_py.browser.edge.scripts.reveal_ops import LevelQuery, NodeQuery, ShowQuery
from verdex_py.browser.edge.scripts.segments_ops import BoxQuery
from verdex_py.browser.edge.scripts.storage_ops import AreaQuery, KeyQuery, PutQuery
from verdex_py.browser.edge.scripts.track_ops import TrackQuery
from verdex_py.browser.edge.scripts.webmcp_ops import CallQuery
from verdex_py.browser.edge.scripts.widget_ops import (
    ChipQuery,
    OptionQuery,
    ScanQuery,
    SettleQuery,
    WaitQuery,
    WidgetQuery,
)
from verdex_py.browser.launch.discovery import find_executable
from verdex_py.browser.page.editors import EDITABLE
from verdex_py.testing.fixture_server import FixtureServer

LISTBOX = WidgetQuery(kind="listbox", native=False)


def _fits(value: Any, tp: Any) -> bool:
    """`value` is of type `tp` as declared (a TypedDict: its keys exactly, each of its type)."""
    if tp is Any:
        return True
    if tp is None or tp is type(None):
        return value is None
    if get_origin(tp) in (typing.Union, types.UnionType):
        return any(_fits(value, t) for t in get_args(tp))
    if get_origin(tp) is list:
        return isinstance(value, list) and all(_fits(v, get_args(tp)[0]) for v in value)
    if get_origin(tp) is dict:
        return isinstance(value, dict) and all(_fits(v, get_args(tp)[1]) for v in value.values())
    if is_typeddict(tp):
        hints = typing.get_type_hints(tp)
        return (
            isinstance(value, dict)
            and set(value) <= set(hints)
            and tp.__required_keys__ <= set(value)
            and all(_fits(v, hints[k]) for k, v in value.items())
        )
    if tp is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if tp is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, tp)


def _members(tp: Any) -> tuple[Any, ...]:
    return get_args(tp) if get_origin(tp) in (typing.Union, types.UnionType) else (tp,)


class Runs:
    """Runs a module's operations and notes which variant of its answer each gave."""

    def __init__(self, module: Module) -> None:
        self.module = module
        self.seen: dict[str, set[str]] = defaultdict(set)

    @staticmethod
    def variants(op: Any) -> set[str]:
        if isinstance(op, ElementOp):
            return {"element", "None"}
        if isinstance(op, HandleOp):
            return {"handle"}
        return {repr(t) for t in _members(op.types[1])}

    async def __call__(self, op: Any, target: Target, arg: Any = None, empty: bool = False) -> Any:
        """`empty`: an empty answer is the one expected here (a cleared store), not a blind probe."""
        answer = await op(target, arg)
        if isinstance(op, ElementOp):
            assert answer is None or isinstance(answer, ElementHandle), (op.name, answer)
            self.seen[op.name].add("None" if answer is None else "element")
        elif isinstance(op, HandleOp):
            assert isinstance(answer, JSHandle) and await answer.json_value(), op.name  # a list, not empty
            self.seen[op.name].add("handle")
        else:
            member = next((t for t in _members(op.types[1]) if _fits(answer, t)), None)
            assert member is not None or answer is None and type(None) in _members(op.types[1]), (op.name, answer)
            if answer is not None and not empty:
                assert answer not in ("", [], {}), (op.name, answer)  # (False and 0 are answers too)
            self.seen[op.name].add(repr(type(None) if answer is None else member))
        return answer

    def check(self) -> None:
        assert {op.name: self.seen[op.name] for op in self.module.operations} == {
            op.name: self.variants(op) for op in self.module.operations
        }


@pytest.fixture
async def context(worker_chromium: SharedChromium) -> AsyncIterator[BrowserContext]:
    driver = await worker_chromium.start_driver()
    path, _ = find_executable(None, driver)
    browser = await driver.chromium.launch(executable_path=path, headless=True)
    try:
        yield await browser.new_context()
    finally:
        await browser.close()


async def _open(context: BrowserContext, fixtures: FixtureServer, path: str) -> Page:
    page = await context.new_page()
    await page.goto(fixtures.url(path))
    return page


async def test_every_widget_operation_answers_each_variant(context: BrowserContext, fixtures: FixtureServer) -> None:
    run = Runs(widget_ops.MODULE)
    page = await _open(context, fixtures, "widgets/ops.html")
    fruit, city, labels, title = (page.locator(s) for s in ("#fruit", "#city", "#labels-button", "#title"))
    assert (await run(widget_ops.describe, fruit))["kind"] == "listbox"
    assert await run(widget_ops.describe, title) is None
    assert await run(widget_ops.expanded, city) is True
    assert await run(widget_ops.seen, fruit) is None
    assert await run(widget_ops.search, city) is not None
    assert await run(widget_ops.search, fruit) is None
    assert await run(widget_ops.wait, fruit, WaitQuery(kind="listbox", native=False, ms=500, want="Pear")) == 2
    same = WaitQuery(kind="listbox", native=False, ms=100, other=["Apple", "Pear"])  # nothing new drawn
    assert await run(widget_ops.wait, fruit, same) == 0
    assert await run(widget_ops.wait, fruit, WaitQuery(kind="listbox", native=False, ms=100, other=["Apple"])) == 2
    assert [o["label"] for o in await run(widget_ops.options, fruit, LISTBOX)] == ["Apple", "Pear"]
    apple = await run(widget_ops.option, fruit, OptionQuery(kind="listbox", native=False, index=0))
    assert await run(widget_ops.option, fruit, OptionQuery(kind="listbox", native=False, index=9)) is None
    moved = await run(widget_ops.option, fruit, OptionQuery(kind="listbox", native=False, index=0, label="Pear"))
    assert moved is not None and await moved.evaluate("e => e.textContent.trim()") == "Pear"  # re-sorted: by name
    assert apple is not None and await run(widget_ops.picked, apple) is True
    zones = ScanQuery(kind="listbox", native=False, ms=5000, stop="UTC+4")
    scanned = await run(widget_ops.scan, page.locator("#zones"), zones)
    assert scanned["found"] and len(scanned["options"]) == 8
    assert await run(widget_ops.select, labels) is not None
    assert await run(widget_ops.select, title) is None
    assert [o["label"] for o in await run(widget_ops.native, labels) or []] == ["Bug", "Docs"]
    assert await run(widget_ops.native, title) is None
    assert await run(widget_ops.chip, labels, ChipQuery(label="Bug")) is not None
    assert await run(widget_ops.chip, labels, ChipQuery(label="Docs")) is None
    assert (await run(widget_ops.shown, fruit, LISTBOX))["chosen"] == ["Apple"]
    assert await run(widget_ops.still, fruit, SettleQuery(kind="listbox", native=False, ms=2000, quiet=50)) is True
    # a list that keeps changing (every 20 ms) never settles: answered when its time is up
    await page.evaluate("window.busy = setInterval(() => document.getElementById('zones').dataset.t = Date.now(), 20)")
    busy = SettleQuery(kind="listbox", native=False, ms=300, quiet=100)
    assert await run(widget_ops.still, page.locator("#zones"), busy) is False
    await page.evaluate("clearInterval(window.busy)")
    pear = page.locator("#fruit [data-value=p]")
    assert await run(widget_ops.aim, pear) is None
    await page.locator("#apple").click()  # the row beside the one aimed at (as if the list moved)
    assert await run(widget_ops.landed, pear) == "Apple"
    await run(widget_ops.aim, pear)
    await pear.click()
    assert await run(widget_ops.landed, pear) == "Pear"  # where it was aimed
    assert await run(widget_ops.landed, pear) is None  # no click since
    run.check()


async def test_every_popup_operation_answers_each_variant(context: BrowserContext, fixtures: FixtureServer) -> None:
    run = Runs(popup_ops.MODULE)
    page = await _open(context, fixtures, "widgets/ops.html")
    sort = page.locator("#sort")
    assert await run(popup_ops.mark, sort, MarkQuery()) is None
    assert await run(popup_ops.watch, sort) is None
    await sort.click()
    assert await run(popup_ops.wait, sort, ListWaitQuery(kind="disclosure", ms=2000, want="Oldest")) == 2
    assert [e["label"] for e in await run(popup_ops.items, sort, ListQuery(kind="disclosure"))] == ["Newest", "Oldest"]
    assert await run(popup_ops.item, sort, ItemQuery(kind="disclosure", index=1)) is not None
    assert await run(popup_ops.item, sort, ItemQuery(kind="disclosure", index=5)) is None
    assert await run(popup_ops.quiet, sort, QuietQuery(ms=None)) is False  # the click changed the page
    assert await run(popup_ops.quiet, sort, QuietQuery(ms=0, end=True)) is True  # no watch left: quiet
    page = await _open(context, fixtures, "opened/plain.html")  # kind `opened`: lists with no roles
    seat, port = page.locator("#seat"), page.locator("#port")
    assert await run(popup_ops.shows, seat) == {"text": "no seat", "values": [], "parts": [], "acts": False}
    assert await run(popup_ops.mark, seat, MarkQuery()) is None
    await seat.click()
    assert await run(popup_ops.field, seat, ListQuery(kind="opened")) is None
    far = await run(popup_ops.scroll, seat, ScrollQuery(kind="opened", want="Seat 9D", ms=5000))
    assert far["found"] and far["seen"][-1]["label"] == "Seat 9D", far
    assert await run(popup_ops.mark, port, MarkQuery()) is None
    await port.click()
    assert await run(popup_ops.field, port, ListQuery(kind="opened")) is not None  # the filter, focused
    assert [e["value"] for e in await run(popup_ops.items, port, ListQuery(kind="opened"))] == [
        "ham",
        "rot",
        "ant",
        "gdn",
    ]
    page = await _open(context, fixtures, "widgets/dialog_pickers.html")  # pickers drawn as dialogs
    digest = page.locator("#digest-open")
    assert await run(popup_ops.confirmer, digest) is None  # no dialog holds it
    assert await run(popup_ops.mark, digest, MarkQuery()) is None
    await digest.click()
    monthly = page.get_by_role("radio", name="Monthly")
    assert await run(popup_ops.picker, monthly) == {
        "open": True,
        "label": "How often?",
        "choices": ["Daily", "Weekly", "Monthly"],
        "controls": ["Not now", "Save"],
        "confirm": 1,
        "how": "the trailing one of the two buttons in its row",
    }
    assert await run(popup_ops.confirmer, monthly) is not None
    assert (await run(popup_ops.picker, digest))["open"] is False
    page = await _open(context, fixtures, "widgets/cascades.html")  # a level drawn by a step
    course = page.locator("#course")
    assert await run(popup_ops.mark, course, MarkQuery()) is None
    await course.click()
    groups = [e["label"] for e in await run(popup_ops.items, course, ListQuery(kind="opened"))]
    assert groups == ["Languages", "Arts"], groups
    assert await run(popup_ops.mark, course, MarkQuery(step=True)) is None
    await page.get_by_text("Languages", exact=True).click()
    assert await run(popup_ops.wait, course, ListWaitQuery(kind="opened", ms=2000, other=groups)) == 4
    assert await run(popup_ops.fresh, course, ListQuery(kind="opened")) == [1, 2]  # Spanish, Greek: drawn
    unscrolled = await run(popup_ops.scroll, course, ScrollQuery(kind="opened", want="Greek", ms=1000, at=2))
    assert not unscrolled["found"] and len(unscrolled["seen"]) == 4, unscrolled  # no box scrolls Greek's level
    run.check()


async def test_scrolling_operations_on_virtual_lists(context: BrowserContext, fixtures: FixtureServer) -> None:
    """The changed answers of scan, search, scroll and items on lists drawn only in view (virtual/):
    scan stops at a value, not only a label; search finds a filter its open popup draws (not focused);
    a miss puts the list back; an entry with no role says it is chosen (a ticked box inside)."""
    page = await _open(context, fixtures, "virtual/roles.html")
    bay = page.locator("#bay")
    assert await widget_ops.search(bay, None) is None  # closed: no popup to search in
    await bay.click()
    field = await widget_ops.search(bay, None)
    assert field is not None and await field.get_attribute("aria-label") == "Filter bays"
    far = await widget_ops.scan(bay, ScanQuery(kind="combobox", native=False, ms=20_000, stop="b0917"))
    assert far["found"] and far["options"][-1]["label"] in [f"Bay 09{n}" for n in range(17, 30)], far["options"][-1]
    slots = page.locator("#slot-list")
    miss = await widget_ops.scan(slots, ScanQuery(kind="listbox", native=False, ms=20_000, stop="Slot 999"))
    assert not miss["found"] and len(miss["options"]) == 360
    assert await page.locator("#slot-rows").evaluate("e => e.scrollTop") == 0  # put back where it stood
    page = await _open(context, fixtures, "virtual/plain.html")
    reviewers = page.locator("#reviewers")
    await popup_ops.mark(reviewers, MarkQuery())
    await reviewers.click()
    seen = await popup_ops.scroll(reviewers, ScrollQuery(kind="opened", want="Rui Silva", ms=20_000))
    assert seen["found"] and seen["seen"][0] == {
        "label": "Ada Quist",
        "value": "Ada Quist",
        "selected": True,
        "role": "",
    }
    assert [e["label"] for e in seen["seen"]].count("✕") == 0  # the card's close control is no entry


async def test_every_calendar_operation_answers_each_variant(context: BrowserContext, fixtures: FixtureServer) -> None:
    run = Runs(calendar_ops.MODULE)
    page = await _open(context, fixtures, "widgets/ops.html")
    when = page.locator("#when")
    assert (await run(calendar_ops.field, when))["sections"][0]["label"] == "Month"
    assert await run(calendar_ops.value, when, ValueQuery(since="", ms=0)) == "03/14"
    assert await run(calendar_ops.section, when, SectionQuery(n=1)) is not None
    assert await run(calendar_ops.section, when, SectionQuery(n=5)) is None
    page = await _open(context, fixtures, "widgets/kalender.html")
    field = page.locator("#anreise")
    await field.click()
    state = await run(calendar_ops.state, field, StateQuery(before=None, ms=2000))
    assert state["found"] and state["days"] and state["nav"] == {"prev": True, "next": True}
    assert await run(calendar_ops.roots, field) is not None
    nxt = ElementQuery(before=None, what="next", n=0)
    assert await run(calendar_ops.element, field, nxt) is not None
    assert await run(calendar_ops.element, field, ElementQuery(before=None, what="meridiem", n=0)) is None
    assert await run(calendar_ops.step, field, StepQuery(before=None, what="next", times=2)) is None
    moved = await calendar_ops.state(field, StateQuery(before=None, ms=2000, since=state["heading"]))
    assert (moved["year"] * 12 + moved["month"]) - (state["year"] * 12 + state["month"]) == 2
    run.check()


async def test_every_diagnosis_operation_answers_each_variant(context: BrowserContext, fixtures: FixtureServer) -> None:
    run = Runs(diagnose_ops.MODULE)
    page = await _open(context, fixtures, "overlay.html")
    covered = await run(diagnose_ops.covered, page.locator("#buy"), {"tried": []})
    assert covered["cover"] is not None and covered["found"][0]["kind"] == "dismiss"
    tried = {"tried": [{"cover": covered["cover"]["key"], "name": covered["found"][0]["name"]}]}
    again = await run(diagnose_ops.covered, page.locator("#buy"), tried)  # that control is never picked again
    assert again["cover"]["key"] == covered["cover"]["key"]
    assert all(f["name"] != covered["found"][0]["name"] for f in again["found"]), again
    page = await _open(context, fixtures, "reveal/faq.html")
    assert (await run(diagnose_ops.hidden, page.locator("#ask")))["found"][0]["kind"] == "reveal"
    page = await _open(context, fixtures, "covers/disabled_hint.html")
    assert (await run(diagnose_ops.disabled, page.locator("#place")))["found"][0]["kind"] == "tick"
    run.check()


async def test_every_clickables_operation_answers_each_variant(
    context: BrowserContext, fixtures: FixtureServer
) -> None:
    run = Runs(clickables_ops.MODULE)
    page = await _open(context, fixtures, "clickables/board.html")
    findings = await run(clickables_ops.find, page, EDITABLE)
    found = findings["clickables"]
    assert [f["kind"] for f in found] == ["click"] * 4 + ["edit"], found
    assert findings["editor"], "the board's notes are an editor"
    again = await run(clickables_ops.find, page, EDITABLE)
    assert [f["id"] for f in again["clickables"]] == [f["id"] for f in found]  # marks kept
    assert not (await run(clickables_ops.find, await _open(context, fixtures, "form.html"), EDITABLE))["editor"]
    run.check()


# An editor in the page, in an open shadow root (nested too), in a closed one, or switched off.
_SHADOW = "document.getElementById('h').attachShadow({mode: '%s'}).innerHTML = `%s`"
EDITOR_PAGES = (
    ("<p contenteditable>x</p>", True),
    ("<p contenteditable=false>x</p>", False),
    ("<div id=h></div><script>" + _SHADOW % ("open", "<div><p contenteditable=true>x</p></div>") + "</script>", True),
    ("<div id=h></div><script>" + _SHADOW % ("closed", "<p contenteditable>x</p>") + "</script>", False),
    (
        "<div id=h></div><script>"
        + _SHADOW % ("open", "<span id=i></span>")
        + ";document.getElementById('h').shadowRoot.getElementById('i').attachShadow({mode: 'open'}).innerHTML ="
        + " '<b contenteditable>x</b>'</script>",
        True,
    ),
)


@pytest.mark.parametrize(("html", "editor"), EDITOR_PAGES)
async def test_the_editor_answer_is_the_locators_count(context: BrowserContext, html: str, editor: bool) -> None:
    """clickables.js tells whether the page has an editor as Playwright's CSS locator counts them
    (open shadow roots pierced, closed ones not): browser/page/editors.py's `any_editor`, in the same call."""
    page = await context.new_page()
    await page.set_content(f"<!doctype html><html><body>{html}</body></html>")
    assert (await page.locator(EDITABLE).count() > 0) is editor
    assert (await clickables_ops.find(page, EDITABLE))["editor"] is editor
    await page.close()


async def test_every_track_operation_answers_each_variant(context: BrowserContext, fixtures: FixtureServer) -> None:
    run = Runs(track_ops.MODULE)
    page = await _open(context, fixtures, "widgets/track.html")
    handle = await run(track_ops.find, page.locator("#volume"))
    assert handle is not None and await run(track_ops.find, page.locator("body")) is None  # many handles
    assert await run(track_ops.track, handle) is not None
    assert await run(track_ops.track, page.locator("html")) is None  # (the root sits on nothing)
    assert 0 <= (await run(track_ops.state, handle, TrackQuery()))["fraction"] <= 1
    run.check()


async def test_every_segments_operation_answers_each_variant(context: BrowserContext, fixtures: FixtureServer) -> None:
    run = Runs(segments_ops.MODULE)
    page = await _open(context, fixtures, "widgets/boxes.html")
    first = page.locator("#cells input").first
    assert (await run(segments_ops.run, first))["count"] == 6
    assert await run(segments_ops.run, page.locator("#email")) is None  # a field, not a box
    assert await run(segments_ops.box, first, BoxQuery(n=5)) is not None
    assert await run(segments_ops.box, first, BoxQuery(n=6)) is None  # past the run
    run.check()


async def test_every_storage_operation_answers_each_variant(context: BrowserContext, fixtures: FixtureServer) -> None:
    run = Runs(storage_ops.MODULE)
    page = await _open(context, fixtures, "index.html")
    for area in ("local", "session"):
        assert await run(storage_ops.entries, page, AreaQuery(area=area), empty=True) == []
        after = await run(storage_ops.put, page, PutQuery(area=area, key="k", value="v"))
        assert after == [{"key": "k", "value": "v"}]
        await run(storage_ops.put, page, PutQuery(area=area, key="j", value="w"))
        assert len(await run(storage_ops.entries, page, AreaQuery(area=area))) == 2
        assert await run(storage_ops.remove, page, KeyQuery(area=area, key="k")) == [{"key": "j", "value": "w"}]
        assert await run(storage_ops.remove, page, KeyQuery(area=area, key="absent")) == [{"key": "j", "value": "w"}]
        assert await run(storage_ops.clear, page, AreaQuery(area=area), empty=True) == []
    assert await page.evaluate("localStorage.length + sessionStorage.length") == 0  # the page holds what was said
    run.check()


async def test_every_left_open_operation_answers_each_variant(context: BrowserContext, fixtures: FixtureServer) -> None:
    run = Runs(left_open_ops.MODULE)
    page = await _open(context, fixtures, "left_open/accounts.html")
    mail, next_ = page.locator("#mail"), page.locator("#next")
    await page.evaluate(f"() => {{ ({scripts.OBSERVE})(); ({scripts.SHOWN_MARK})(); }}")  # as the probe does
    await mail.focus()  # opens the panel of saved accounts
    found = await run(left_open_ops.found, mail)
    assert found["kind"] == "panel" and found["closer"] == 0 and found["asks"], found
    assert await run(left_open_ops.found, mail) is None  # the mark is read once
    still = await run(left_open_ops.still, next_, StillQuery(key=found["key"], covered=False))
    assert still["closer"] == "✕" and still["spot"] == "Sign in" and not still["covers"], still
    assert await run(left_open_ops.still, next_, StillQuery(key="none", covered=False)) is None
    run.check()


async def test_every_webmcp_operation_answers_each_variant(context: BrowserContext, fixtures: FixtureServer) -> None:
    run = Runs(webmcp_ops.MODULE)
    reported: list[Any] = []
    both = asyncio.Event()  # the page reported its two tools

    def on_report(source: Any, tools: Any) -> None:
        reported.append(tools)
        if len(tools) == 2:
            both.set()

    await context.expose_binding(scripts.WEBMCP_REPORT, on_report)
    await context.add_init_script(scripts.WEBMCP)
    page = await _open(context, fixtures, "webmcp/ops.html")
    echo = await run(webmcp_ops.call, page, CallQuery(name="echo", input={"text": "hi"}))
    assert echo == {"ok": True, "result": {"said": "hi"}}
    assert await run(webmcp_ops.call, page, CallQuery(name="refuse", input={})) == {"error": "out of stock"}
    assert await run(webmcp_ops.call, page, CallQuery(name="gone", input={})) == {"missing": True}
    await asyncio.wait_for(both.wait(), 10)
    assert all(_fits(tools, list[webmcp_ops.ModelTool]) for tools in reported)
    run.check()


async def test_every_reveal_operation_answers_each_variant(context: BrowserContext, fixtures: FixtureServer) -> None:
    run = Runs(reveal_ops.MODULE)
    page = await _open(context, fixtures, "reveal/megamenu.html")  # a menu its script opens on hover
    assert await run(reveal_ops.level, page.locator("a[href='#help']"), LevelQuery(css=None)) is None  # it shows
    menu = await run(reveal_ops.level, page.locator("a[href='#drills']"), LevelQuery(css=None))
    assert menu is not None and menu["ancestors"] > 0
    label = next(c for c in menu["candidates"] if c["name"] == "Tools")
    assert not label["focusable"] and await run(reveal_ops.focus, page, NodeQuery(index=label["index"])) is False
    page = await _open(context, fixtures, "reveal/cards.html")  # tools shown while their field has focus
    tools = await run(reveal_ops.level, page.locator("[data-plant=link]"), LevelQuery(css=None))
    assert tools is not None
    field = next(c for c in tools["candidates"] if c["focusable"])
    assert await run(reveal_ops.reset, page) is None
    assert await run(reveal_ops.wait, page, ShowQuery(ms=0)) is False  # not shown yet
    assert await run(reveal_ops.focus, page, NodeQuery(index=field["index"])) is True
    assert await run(reveal_ops.wait, page, ShowQuery(ms=10_000)) is True
    assert await page.evaluate("document.activeElement.id") == "share"
    assert await run(reveal_ops.push, page, NodeQuery(index=field["index"])) == 1
    assert await run(reveal_ops.mark, page) == 1
    assert "Share link" in await page.locator('[data-verdex-fix="0"]').inner_text()
    page = await _open(context, fixtures, "reveal/faq.html")  # a disclosure button opens the part
    assert (await diagnose_ops.hidden(page.locator("#ask"), None))["found"][0]["kind"] == "reveal"  # marks it "0"
    await reveal_ops.reset(page, None)
    assert await run(reveal_ops.push_control, page) == 1
    assert await run(reveal_ops.mark, page) == 1
    assert await page.locator('[data-verdex-fix="0"]').get_attribute("aria-controls") == "billing"
    await reveal_ops.reset(page, None)
    assert await run(reveal_ops.mark, page) == 0  # an empty path: the old marks removed
    assert await page.locator("[data-verdex-fix]").count() == 0
    run.check()
