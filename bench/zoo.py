"""The zoo matrix (#34 item 6): library x widget x intent -> pass, calls, the error met.

    python -m bench.zoo [--only TEXT] [--json FILE] [--markdown FILE]

Each case opens one page of fixtures_html/zoo (widgets built from real npm component libraries,
zoo/build.mjs) and does what an agent would do to express its intent: one tool call where one
call expresses it (browser_select_option with the option's text, browser_type of a date into
the date field, browser_fill_form of a slider's value), two where the widget is a trigger and a
control it reveals (a dialog's button, a toast's action). The refs are read from the latest
answer, as a model reads them (a target missing there costs a browser_snapshot). Then the
harness presses the page's Save (not counted) and reads its result line, which the page fills
from the widget's STATE: a call that answered ok while the widget took nothing, or something
else, is a `wrong`, never a pass.

Writes docs/ZOO.md (the table, from this run) and bench/zoo.json by default. Exits 0: the
matrix is a measurement, not a gate (tests/e2e/test_zoo.py runs the slice that must pass).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from mcp import Client

from verdex_py import refs
from verdex_py.config import Settings
from verdex_py.server.app import build_server
from verdex_py.testing.fixture_server import FixtureServer

REPO = Path(__file__).resolve().parents[1]
ZOO_MD = REPO / "docs" / "ZOO.md"
ZOO_JSON = REPO / "bench" / "zoo.json"
# The harness reads the result line with browser_evaluate (the agent's steps never use it).
HARNESS_CAPS = frozenset({"evaluate"})
# The page's result line ('key=value; key=value'), cleared before the harness presses Save.
CLEAR_JS = "() => { document.getElementById('result').textContent = ''; return 'cleared'; }"
READ_JS = """async () => {
  const out = document.getElementById('result');
  for (let i = 0; i < 120 && !out.textContent; i++) await new Promise((r) => requestAnimationFrame(r));
  return out.textContent;
}"""
# When Save cannot be clicked (a popup the case left open covers it): submit by script.
SUBMIT_JS = "() => { document.querySelector('form').requestSubmit(); return 'submitted'; }"


@dataclass(frozen=True)
class Step:
    """One tool call on the element with one of `roles` named `name` (or showing it as its text);
    `after`: the first such element after the line that shows this label (an unnamed widget
    beside its label, as select2 draws it). `ARGS` values of "{ref}" become the element's ref."""

    tool: str
    roles: tuple[str, ...]
    name: str
    args: dict[str, Any] = field(default_factory=dict)
    after: str | None = None


@dataclass(frozen=True)
class Case:
    library: str
    page: str
    widget: str
    pattern: str  # the WAI-ARIA APG pattern
    intent: str  # the intent class the matrix sums up by
    steps: tuple[Step, ...]
    expect: str  # 'key=value' the result line must hold ("": nothing to read there)
    shows: str = ""  # text the last answer must hold (what the agent came to see: a tooltip)
    folder: str = "zoo"  # under fixtures_html/ (bench/zoo_heldout.py's pages are in zoo_heldout)

    @property
    def id(self) -> str:
        return f"{self.page}:{self.widget}"


@dataclass
class Row:
    id: str
    library: str
    widget: str
    pattern: str
    intent: str
    tools: str
    outcome: str  # pass | error | wrong | no-ref
    calls: int
    seconds: float
    code: str = ""
    message: str = ""
    got: str = ""


COMBO = ("combobox", "button", "listbox")
FIELD = ("textbox", "combobox", "group", "spinbutton")


def choose(name: str, *values: str, roles: tuple[str, ...] = COMBO, after: str | None = None) -> tuple[Step, ...]:
    return (Step("browser_select_option", roles, name, {"ref": "{ref}", "values": list(values)}, after),)


def type_in(name: str, text: str, roles: tuple[str, ...] = FIELD) -> tuple[Step, ...]:
    return (Step("browser_type", roles, name, {"ref": "{ref}", "text": text}),)


def slide(name: str, value: str) -> tuple[Step, ...]:
    fields = [{"ref": "{ref}", "type": "slider", "value": value}]
    return (Step("browser_fill_form", ("slider",), name, {"fields": fields}),)


def click(name: str, roles: tuple[str, ...] = ("button",)) -> Step:
    return Step("browser_click", roles, name, {"ref": "{ref}"})


def hover(name: str) -> tuple[Step, ...]:
    return (Step("browser_hover", ("button",), name, {"ref": "{ref}"}),)


def reveal(trigger: str, control: str, roles: tuple[str, ...] = ("button",)) -> tuple[Step, ...]:
    """Open with one click, act on what it revealed with another."""
    return (click(trigger), click(control, roles))


TAB = ("tab", "generic")
D, T = "2025-03-14", "09:30"  # a date months away from today: the calendar has to move


def _cases() -> list[Case]:
    c: list[tuple[Any, ...]] = [
        # library, page, widget, pattern, intent, steps, expected state[, what the answer shows]
        ("MUI", "mui", "Select", "combobox select-only", "select", choose("Country", "Japan"), "country=jp"),
        (
            "MUI",
            "mui",
            "Select multiple",
            "listbox multi",
            "select-multi",
            choose("Toppings", "Olives", "Pineapple"),
            "toppings=Olives,Pineapple",
        ),
        ("MUI", "mui", "Autocomplete", "combobox editable", "select-editable", choose("City", "Lisbon"), "city=Lisbon"),
        (
            "MUI",
            "mui",
            "Autocomplete async",
            "combobox async",
            "select-async",
            choose("Airport", "Lisbon Portela"),
            "airport=Lisbon Portela",
        ),
        (
            "MUI",
            "mui",
            "Autocomplete multiple",
            "combobox multi",
            "select-multi",
            choose("Languages", "Python", "Rust"),
            "languages=Python,Rust",
        ),
        ("MUI", "mui", "Slider", "slider", "slider", slide("Volume", "70"), "volume=70"),
        ("MUI", "mui", "Tabs", "tabs", "tab", (click("Billing", TAB),), "tab=billing"),
        ("MUI", "mui", "Accordion", "accordion", "disclosure", (click("Shipping details"),), "expanded=shipping"),
        ("MUI", "mui", "Menu", "menu button", "menu", choose("Actions", "Duplicate"), "action=duplicate"),
        ("MUI", "mui", "Dialog", "dialog", "dialog", reveal("Delete account", "Delete"), "deleted=yes"),
        ("MUI", "mui", "Snackbar", "toast", "toast", reveal("Archive inbox", "Undo"), "undone=yes"),
        ("MUI", "mui", "Tooltip", "tooltip", "tooltip", hover("Opens the help centre"), "", "- tooltip"),
        (
            "MUI X",
            "mui",
            "DatePicker",
            "date picker (sections)",
            "date",
            type_in("Start date", "03/14/2025"),
            f"start={D}",
        ),
        (
            "MUI X",
            "mui",
            "TimePicker",
            "time picker (sections)",
            "time",
            type_in("Start time", "09:30 AM"),
            f"time={T}",
        ),
        ("Radix UI", "radix", "Select", "combobox select-only", "select", choose("Language", "French"), "language=fr"),
        ("Radix UI", "radix", "DropdownMenu", "menu button", "menu", choose("Options", "Rename"), "action=rename"),
        (
            "Radix UI",
            "radix",
            "DropdownMenu Sub",
            "menu (nested submenu)",
            "submenu",
            choose("Options", "Email link"),
            "action=email-link",
        ),
        (
            "Radix UI",
            "radix",
            "Menubar",
            "menubar",
            "menu",
            choose("Edit", "Redo", roles=("menuitem",)),
            "command=redo",
        ),
        (
            "Radix UI",
            "radix",
            "Menubar Sub Sub",
            "menubar (submenu in a submenu)",
            "submenu",
            choose("File", "SVG", roles=("menuitem",)),
            "command=export-svg",
        ),
        ("Radix UI", "radix", "Tabs", "tabs", "tab", (click("Password", TAB),), "tab=password"),
        ("Radix UI", "radix", "Accordion", "accordion", "disclosure", (click("Can I get a refund?"),), "open=refunds"),
        ("Radix UI", "radix", "Dialog", "dialog", "dialog", reveal("Edit profile", "Save changes"), "saved=yes"),
        (
            "Radix UI",
            "radix",
            "Popover",
            "popover",
            "popover",
            reveal("Filters", "In stock only", ("checkbox",)),
            "instock=true",
        ),
        ("Radix UI", "radix", "Tooltip", "tooltip", "tooltip", hover("Add to library"), "", "- tooltip"),
        ("Radix UI", "radix", "Toast", "toast", "toast", reveal("Schedule", "Undo"), "undone=yes"),
        ("Radix UI", "radix", "Slider", "slider", "slider", slide("Brightness", "75"), "brightness=75"),
        (
            "Headless UI",
            "headless",
            "Listbox",
            "listbox single",
            "select",
            choose("Assignee", "Tom Cook"),
            "assignee=Tom Cook",
        ),
        (
            "Headless UI",
            "headless",
            "Listbox multiple",
            "listbox multi",
            "select-multi",
            choose("Reviewers", "Devon Webb", "Tanya Fox"),
            "reviewers=Devon Webb,Tanya Fox",
        ),
        (
            "Headless UI",
            "headless",
            "Combobox",
            "combobox editable",
            "select-editable",
            choose("Owner", "Arlene Mccoy"),
            "person=Arlene Mccoy",
        ),
        ("Headless UI", "headless", "Menu", "menu button", "menu", choose("More", "Lock conversation"), "action=lock"),
        ("Headless UI", "headless", "Tabs", "tabs", "tab", (click("Trending", TAB),), "tab=trending"),
        (
            "Headless UI",
            "headless",
            "Disclosure",
            "disclosure",
            "disclosure",
            (click("What is your refund policy?"),),
            "faq=open",
        ),
        (
            "Headless UI",
            "headless",
            "Dialog",
            "dialog",
            "dialog",
            reveal("Deactivate", "Deactivate account"),
            "deactivated=yes",
        ),
        (
            "react-select",
            "react-select",
            "Select",
            "combobox editable",
            "select",
            choose("Flavour", "Vanilla"),
            "flavour=vanilla",
        ),
        (
            "react-select",
            "react-select",
            "Select isMulti",
            "combobox multi",
            "select-multi",
            choose("Colours", "Purple", "Forest"),
            "colours=purple,forest",
        ),
        (
            "react-select",
            "react-select",
            "AsyncSelect",
            "combobox async",
            "select-async",
            choose("Ship to country", "Portugal"),
            "country=Portugal",
        ),
        (
            "react-datepicker",
            "react-datepicker",
            "DatePicker",
            "date picker (typed)",
            "date",
            type_in("Check-in", "03/14/2025"),
            f"checkin={D}",
        ),
        (
            "react-datepicker",
            "react-datepicker",
            "DatePicker read-only",
            "date picker (calendar only)",
            "date",
            type_in("Check-out", "March 20, 2025"),
            "checkout=2025-03-20",
        ),
        (
            "react-datepicker",
            "react-datepicker",
            "time select only",
            "time picker (list)",
            "time",
            type_in("Pick-up time", "9:30 AM"),
            f"pickup={T}",
        ),
        (
            "downshift",
            "downshift",
            "useSelect",
            "combobox select-only",
            "select",
            choose("Favourite book", "Ulysses"),
            "book=Ulysses",
        ),
        (
            "downshift",
            "downshift",
            "useCombobox",
            "combobox editable",
            "select-editable",
            choose("Fruit", "Mango"),
            "fruit=Mango",
        ),
        (
            "select2",
            "select2",
            "select2",
            "combobox over hidden native select",
            "select",
            choose("", "New York", roles=("combobox",), after="State"),
            "state=NY",
        ),
        (
            "select2",
            "select2",
            "select2 multiple",
            "combobox multi",
            "select-multi",
            choose("", "Work", "Gift", roles=("combobox",), after="Tags"),
            "tags=work,gift",
        ),
        (
            "select2",
            "select2",
            "select2 ajax",
            "combobox async",
            "select-async",
            choose("", "rust", roles=("combobox",), after="Repository"),
            "repo=rust",
        ),
        (
            "Pikaday",
            "pikaday",
            "Pikaday",
            "date picker (typed)",
            "date",
            type_in("Departure", "14/03/2025"),
            f"departure={D}",
        ),
        (
            "Pikaday",
            "pikaday",
            "Pikaday read-only",
            "date picker (calendar only)",
            "date",
            type_in("Return", "21/03/2025"),
            "return=2025-03-21",
        ),
        (
            "air-datepicker",
            "air-datepicker",
            "AirDatepicker",
            "date picker (calendar only)",
            "date",
            type_in("Arrival", "14.03.2025"),
            f"arrival={D}",
        ),
        (
            "air-datepicker",
            "air-datepicker",
            "AirDatepicker timepicker",
            "date and time picker",
            "time",
            type_in("Table at", "14.03.2025 19:30"),
            f"table={D} 19:30",
        ),
        (
            "vanillajs-datepicker",
            "vanillajs-datepicker",
            "Datepicker mm/dd/yyyy",
            "date picker (typed)",
            "date",
            type_in("Due date", "03/14/2025"),
            f"due={D}",
        ),
        (
            "vanillajs-datepicker",
            "vanillajs-datepicker",
            "Datepicker d M yyyy",
            "date picker (typed)",
            "date",
            type_in("Issued on", "14 Mar 2025"),
            f"issued={D}",
        ),
        (
            "Duet",
            "duet",
            "duet-date-picker",
            "date picker (dialog)",
            "date",
            type_in("Date of birth", "1990-07-04"),
            "birth=1990-07-04",
        ),
        (
            "Duet",
            "duet",
            "duet-date-picker dd.mm.yyyy",
            "date picker (dialog)",
            "date",
            type_in("Start date", "14.3.2025"),
            f"start={D}",
        ),
        (
            "Material Web",
            "material-web",
            "md-outlined-select",
            "combobox select-only (shadow, slotted)",
            "select",
            choose("Fruit", "Cherry"),
            "fruit=cherry",
        ),
        (
            "Material Web",
            "material-web",
            "md-filled-select",
            "combobox select-only (shadow, slotted)",
            "select",
            choose("Paper size", "Letter"),
            "size=letter",
        ),
        ("Material Web", "material-web", "md-menu", "menu button", "menu", choose("Format", "Bold"), "format=bold"),
        (
            "Material Web",
            "material-web",
            "md-sub-menu",
            "menu (nested submenu)",
            "submenu",
            choose("Format", "Center"),
            "format=align-center",
        ),
        (
            "Material Web",
            "material-web",
            "md-dialog",
            "dialog",
            "dialog",
            reveal("Discard draft", "Discard", ("button", "generic")),
            "discarded=yes",
        ),
        ("Material Web", "material-web", "md-slider", "slider", "slider", slide("Zoom", "150"), "zoom=150"),
        ("Material Web", "material-web", "md-tabs", "tabs", "tab", (click("Videos", TAB),), "tab=videos"),
        (
            "UI5",
            "ui5",
            "ui5-select",
            "combobox select-only (shadow, slotted)",
            "select",
            choose("Priority", "High"),
            "priority=high",
        ),
        (
            "UI5",
            "ui5",
            "ui5-combobox",
            "combobox editable (shadow)",
            "select-editable",
            choose("Country", "Finland"),
            "country=Finland",
        ),
        (
            "UI5",
            "ui5",
            "ui5-multi-combobox",
            "combobox multi (shadow)",
            "select-multi",
            choose("Skills", "Python", "Rust"),
            "skills=Python,Rust",
        ),
        (
            "UI5",
            "ui5",
            "ui5-date-picker",
            "date picker (shadow)",
            "date",
            type_in("Delivery date", "Mar 14, 2025"),
            f"delivery={D}",
        ),
        (
            "UI5",
            "ui5",
            "ui5-time-picker",
            "time picker (shadow)",
            "time",
            type_in("Reminder", "09:30 AM"),
            f"reminder={T}",
        ),
        ("UI5", "ui5", "ui5-slider", "slider (shadow)", "slider", slide("Quantity", "12"), "quantity=12"),
        ("UI5", "ui5", "ui5-step-input", "spinbutton (shadow)", "spinbutton", type_in("Seats", "4"), "seats=4"),
        (
            "UI5",
            "ui5",
            "ui5-menu",
            "menu (nested submenu, shadow)",
            "submenu",
            choose("File", "PDF"),
            "file=export-pdf",
        ),
        ("UI5", "ui5", "ui5-tabcontainer", "tabs (shadow)", "tab", (click("History", TAB),), "tab=history"),
    ]
    return [Case(*row) for row in c]


CASES = _cases()
CASE_BY_ID = {case.id: case for case in CASES}


def find_ref(text: str, step: Step) -> str | None:
    """The ref a model would read for the step's target: role and exact name, then a name that
    starts with it ("Assignee Wade Cooper"), then the element's shown text; `after` a label."""
    lines = text.splitlines()
    if step.after is not None:
        start = next((i for i, line in enumerate(lines) if line.strip().endswith(step.after)), None)
        if start is None:
            return None
        lines = lines[start + 1 :]
    candidates: list[tuple[int, str]] = []
    for line in lines:
        key, ref = refs.LINE_KEY.search(line), refs.line_ref(line)
        if not key or not ref or key["role"] not in step.roles or "[aria-hidden]" in line:
            continue
        name = json.loads(f'"{key["name"]}"') if key["name"] is not None else ""
        shown = line.rsplit(": ", 1)[-1].strip().strip('"') if ": " in line else ""
        if step.after is not None:
            return ref
        for rank, hit in enumerate((name == step.name, name.startswith(f"{step.name} "), shown == step.name)):
            if hit:
                candidates.append((rank, ref))
    return min(candidates)[1] if candidates else None


def _fill(value: Any, ref: str) -> Any:
    if isinstance(value, str):
        return value.replace("{ref}", ref)
    if isinstance(value, list):
        return [_fill(v, ref) for v in value]
    if isinstance(value, dict):
        return {k: _fill(v, ref) for k, v in value.items()}
    return value


def _text(result: Any) -> str:
    return "\n".join(getattr(part, "text", "") for part in result.content)


async def run_case(client: Client, site: FixtureServer, case: Case) -> Row:
    """Open the case's page, run its steps as an agent would, submit, read the result line."""
    opened = await client.call_tool("browser_navigate", {"url": site.url(f"{case.folder}/{case.page}.html")})
    if opened.is_error:
        raise RuntimeError(f"could not open {case.page}: {_text(opened)}")
    text, calls, code, message = _text(opened), 0, "", ""
    tools = " + ".join(step.tool.removeprefix("browser_") for step in case.steps)
    row = Row(case.id, case.library, case.widget, case.pattern, case.intent, tools, "pass", 0, 0.0)
    started = time.monotonic()
    for step in case.steps:
        # A step with no "{ref}" in its arguments (browser_find's text) has no target to read.
        ref = find_ref(text, step) if "{ref}" in json.dumps(step.args) else ""
        if ref is None:  # not in the last answer: the agent looks again
            calls += 1
            text = _text(await client.call_tool("browser_snapshot", {}))
            ref = find_ref(text, step)
        if ref is None:
            row.outcome, row.message = "no-ref", f"no {'/'.join(step.roles)} {step.name or step.after!r} shown"
            break
        calls += 1
        result = await client.call_tool(step.tool, _fill(step.args, ref))
        if result.is_error:
            error = (result.structured_content or {}).get("error", {})
            code, message = error.get("code", "?"), str(error.get("message", _text(result)))
            row.outcome, row.code, row.message = "error", code, _head(message)
            break
        text = _text(result)
    row.calls, row.seconds = calls, round(time.monotonic() - started, 2)
    if row.outcome == "pass" and case.shows and case.shows not in text:
        row.outcome, row.message = "wrong", f"answered ok; the answer does not show {case.shows!r}"
    row.got = await read_result(client)
    key = case.expect.split("=", 1)[0]
    took = next((part for part in row.got.split("; ") if key and part.startswith(f"{key}=")), row.got)
    if row.outcome == "pass" and case.expect and case.expect not in row.got.split("; "):
        row.outcome, row.message = "wrong", f"answered ok; the widget holds {took!r}"
    elif row.outcome == "error" and case.expect:
        row.message += f" (widget after: {took!r})"  # an error that still changed the widget shows here
    return row


async def read_result(client: Client) -> str:
    """Press Save as the agent would (it blurs the field last typed into), then read the line."""
    await client.call_tool("browser_evaluate", {"function": CLEAR_JS})
    save = find_ref(_text(await client.call_tool("browser_snapshot", {})), Step("", ("button",), "Save"))
    pressed = save is not None and not (await client.call_tool("browser_click", {"ref": save})).is_error
    if not pressed:
        await client.call_tool("browser_evaluate", {"function": SUBMIT_JS})
    return _result_line(_text(await client.call_tool("browser_evaluate", {"function": READ_JS})))


def _head(message: str, size: int = 110) -> str:
    line = " ".join(message.split())
    return line if len(line) <= size else line[: size - 1] + "…"


def _result_line(answer: str) -> str:
    """The evaluate answer's value: the page's 'key=value; …' line."""
    found = re.search(r'"((?:[a-z]+=[^"\n]*?)(?:; [a-z]+=[^"\n]*?)*)"', answer)
    return found.group(1) if found else answer.strip()[:200]


def markdown(rows: list[Row], seconds: float) -> str:
    passed = sum(r.outcome == "pass" for r in rows)
    passes = [r for r in rows if r.outcome == "pass"] or [Row("none", "", "", "", "", "", "pass", 0, 0.0)]
    slowest = max(passes, key=lambda r: r.seconds)
    over = ", ".join(f"{r.id} ({r.seconds:.1f} s)" for r in passes if r.seconds > 2)
    libraries = sorted({r.library for r in rows})
    lines = [
        "# The zoo matrix",
        "",
        "Generated by `python -m bench.zoo` (bench/zoo.py) from a real run; do not edit by hand.",
        "Each row: one widget of a real component library (fixtures_html/zoo, built by zoo/build.mjs),",
        "driven through the MCP client as an agent would; the page's result line, filled from the",
        "widget's state, decides the outcome. `wrong`: every call answered ok but the widget holds",
        "something else (a silent failure); `no-ref`: the target was not in the answers.",
        "",
        f"**{passed} of {len(rows)} pass**, {len(libraries)} libraries, run in {seconds:.0f} s.",
        "",
        "Sliders are set with `browser_fill_form` (`type: slider`), the one tool whose schema names them",
        "today; spinbuttons with `browser_type`. Seconds are the intent's own calls (the page load and",
        "the harness's Save are not counted); the aim is 2 s at most for a widget without network delay.",
        f"Slowest pass: {slowest.seconds:.1f} s ({slowest.id}); passes over 2 s: {over or 'none'}.",
        "",
        "## By intent",
        "",
        "| intent | pass | error | wrong | no-ref |",
        "|---|---|---|---|---|",
    ]
    for intent in dict.fromkeys(r.intent for r in rows):
        count = Counter(r.outcome for r in rows if r.intent == intent)
        lines.append(f"| {intent} | {count['pass']} | {count['error']} | {count['wrong']} | {count['no-ref']} |")
    codes = Counter(r.code or r.outcome for r in rows if r.outcome != "pass")
    lines += ["", "## Failures by code", "", "| code | cases |", "|---|---|"]
    lines += [f"| {code} | {n} |" for code, n in codes.most_common()]
    lines += [
        "",
        "## Matrix",
        "",
        "| library | widget | pattern | intent | tools | outcome | calls | s | code | message / widget state |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        cells = [r.library, r.widget, r.pattern, r.intent, r.tools, r.outcome, str(r.calls), f"{r.seconds:.1f}", r.code]
        cells.append(r.message.replace("|", "\\|"))
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


async def run(cases: list[Case], settings: Settings | None = None) -> list[Row]:
    settings = settings or Settings(timeout_action_ms=3000, timeout_navigation_ms=8000, caps=HARNESS_CAPS)
    rows: list[Row] = []
    with FixtureServer() as site:
        async with Client(build_server(settings)) as client:
            for case in cases:
                try:
                    rows.append(await run_case(client, site, case))
                except Exception as exc:  # noqa: BLE001 - a case that cannot run is a row too
                    rows.append(Row(case.id, case.library, case.widget, case.pattern, case.intent, "", "not run", 0, 0))
                    rows[-1].message = _head(f"{type(exc).__name__}: {exc}")
                r = rows[-1]
                print(f"{r.id}: {r.outcome} {r.calls} call(s) {r.seconds}s {r.code} {r.message}", file=sys.stderr)
    return rows


Render = Callable[[list[Row], float, Path], str]


def cli(cases: list[Case], json_path: Path, md_path: Path, render: Render, doc: str) -> None:
    """The command line of a zoo matrix: run (a slice of) `cases`, write the rows as JSON and the
    table `render` makes of them (given the markdown file's path, to keep a part of it)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--only", help="run the cases whose id or library contains this")
    parser.add_argument("--json", type=Path, default=json_path, help="where the rows go as JSON")
    parser.add_argument("--markdown", type=Path, default=md_path, help="where the table goes")
    args = parser.parse_args()
    chosen = [c for c in cases if not args.only or args.only in c.id or args.only in c.library]
    started = time.monotonic()
    rows = asyncio.run(run(chosen))
    took = time.monotonic() - started
    args.json.write_text(json.dumps([asdict(r) for r in rows], indent=1) + "\n", encoding="utf-8")
    text = render(rows, took, args.markdown)
    args.markdown.write_text(text, encoding="utf-8")
    print(text)


def main() -> None:
    cli(CASES, ZOO_JSON, ZOO_MD, lambda rows, took, _path: markdown(rows, took), __doc__ or "")


if __name__ == "__main__":
    main()
