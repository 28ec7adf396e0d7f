"""The second zoo: the zoo matrix on libraries and real-web patterns not used so far (#43 item 1).

    python -m bench.zoo2 [--only TEXT] [--json FILE] [--markdown FILE]

fixtures_html/zoo2/*.html are built (zoo2/build.mjs) from twelve component libraries that are in
neither fixtures_html/zoo nor fixtures_html/zoo_heldout (Chakra UI v3, Primer React, Polaris,
Vaadin, Quasar, Naive UI, Fomantic UI, Arco Design, React Suite, Evergreen, Grommet, Flowbite) and
from the patterns sites build with other libraries (react-window and react-virtuoso lists, an
infinite feed, input-otp and hand-made code boxes, TipTap and Quill, a phone field with a country
picker). Like the held-out zoo it measures the server on widgets nobody tuned it for: do not change
the server to pass one of these pages; fix the class of widget it shows, on a page of your own.
The harness is bench/zoo.py's (same Case, same agent-like steps, one call per intent, the result
line read from the widget's state on Save); content not in the page yet is looked for first with
browser_find, as an agent would. Writes docs/ZOO2.md and bench/zoo2.json; the hand-written part
of the markdown (after HAND_WRITTEN) is kept from one run to the next. Exits 0: a measurement.
"""

from __future__ import annotations

import subprocess
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench.zoo import Case, Row, Step, choose, cli, click, type_in

REPO = Path(__file__).resolve().parents[1]
ZOO2_MD = REPO / "docs" / "ZOO2.md"
ZOO2_JSON = REPO / "bench" / "zoo2.json"
FOLDER = "zoo2"
HAND_WRITTEN = "<!-- hand-written below: bench/zoo2.py keeps this part -->"
D = "2025-03-14"
# Widgets drawn from divs with no role at all: the agent takes the element beside the label.
BARE = ("combobox", "button", "listbox", "generic", "textbox")
CASCADE = ("combobox", "generic", "textbox")


def find(text: str) -> Step:
    """browser_find of a text that may not be in the page yet (a row far down, a post not loaded)."""
    return Step("browser_find", (), text, {"text": text})


def _cases() -> list[Case]:
    c: list[tuple[Any, ...]] = [
        # library, page, widget, pattern, intent, steps, expected state
        (
            "Chakra UI",
            "chakra",
            "Select",
            "combobox select-only (portal)",
            "select",
            choose("Framework", "Vue.js"),
            "framework=vue",
        ),
        (
            "Chakra UI",
            "chakra",
            "Select multiple",
            "combobox multi, one already chosen",
            "select-multi",
            choose("Skills", "Writing", "Design", "Testing"),
            "skills=design,testing,writing",
        ),
        (
            "Chakra UI",
            "chakra",
            "Combobox",
            "combobox editable",
            "select-editable",
            choose("Office city", "Oslo"),
            "city=Oslo",
        ),
        (
            "Chakra UI",
            "chakra",
            "Menu",
            "menu button (portal)",
            "menu",
            choose("Document", "Duplicate"),
            "action=duplicate",
        ),
        (
            "Chakra UI",
            "chakra",
            "Menu TriggerItem",
            "submenu opened by pointer rest",
            "submenu",
            choose("Document", "Email"),
            "action=share-email",
        ),
        ("Primer React", "primer", "ActionMenu", "menu button", "menu", choose("Sort", "Oldest"), "sort=oldest"),
        (
            "Primer React",
            "primer",
            "ActionMenu nested",
            "menu (nested submenu)",
            "submenu",
            choose("Sort", "Heart"),
            "sort=reactions-heart",
        ),
        (
            "Primer React",
            "primer",
            "SelectPanel multiple",
            "options named by inner checkbox, chosen listed first",
            "select-multi",
            choose("Labels", "question", "bug", "enhancement"),
            "labels=bug,enhancement,question",
        ),
        (
            "Primer React",
            "primer",
            "SelectPanel single",
            "filterable panel",
            "select",
            choose("Milestone", "v2.0"),
            "milestone=v2.0",
        ),
        (
            "Polaris",
            "polaris",
            "Autocomplete",
            "combobox editable (portal)",
            "select-editable",
            choose("Vendor", "Northwind"),
            "vendor=northwind",
        ),
        (
            "Polaris",
            "polaris",
            "Autocomplete allowMultiple",
            "combobox multi (checkbox in each option)",
            "select-multi",
            choose("Tags", "Gift", "Vegan"),
            "tags=gift,vegan",
        ),
        (
            "Polaris",
            "polaris",
            "Popover ActionList",
            "menu in a popover",
            "menu",
            choose("More actions", "Export"),
            "action=export",
        ),
        (
            "Arco Design",
            "arco",
            "Cascader",
            "cascader path, same-name leaves",
            "cascader",
            choose("", "North America / Maine / Lisbon", roles=CASCADE, after="Destination"),
            "region=north-america/maine/lisbon",
        ),
        (
            "Arco Design",
            "arco",
            "Select showSearch",
            "combobox over a virtual list",
            "select-virtual",
            choose("", "Warehouse 317", roles=("combobox", "textbox"), after="Warehouse"),
            "warehouse=317",
        ),
        (
            "Arco Design",
            "arco",
            "DatePicker",
            "typed date the picker only previews",
            "date",
            type_in("Delivery date", D),
            f"delivery={D}",
        ),
        (
            "Arco Design",
            "arco",
            "Dropdown",
            "menu opened on hover",
            "menu-hover",
            choose("Shipment actions", "Move"),
            "action=move",
        ),
        (
            "Arco Design",
            "arco",
            "Dropdown SubMenu",
            "hover submenu, removed on close",
            "submenu",
            choose("Shipment actions", "Slack"),
            "action=share-slack",
        ),
        (
            "React Suite",
            "rsuite",
            "SelectPicker virtualized",
            "picker over a virtual list (unnamed)",
            "select-virtual",
            choose("", "Store 1500", roles=BARE, after="Home store"),
            "store=s1500",
        ),
        (
            "React Suite",
            "rsuite",
            "CheckPicker sticky",
            "checkbox options re-sorted, one already chosen",
            "select-multi",
            choose("", "Jira", "Figma", "Sketch", roles=BARE, after="Tools"),
            "tools=figma,jira,sketch",
        ),
        (
            "React Suite",
            "rsuite",
            "Cascader",
            "cascader path, same-name leaves",
            "cascader",
            choose("", "United States / Missouri / Springfield", roles=BARE, after="Office"),
            "office=united states/missouri/springfield",
        ),
        (
            "React Suite",
            "rsuite",
            "DatePicker",
            "typed date taken on OK",
            "date",
            type_in("Start date", D),
            f"start={D}",
        ),
        (
            "React Suite",
            "rsuite",
            "Dropdown.Menu",
            "menu (nested submenu)",
            "submenu",
            choose("Member actions", "Sales"),
            "action=move-sales",
        ),
        (
            "Evergreen",
            "evergreen",
            "SelectMenu",
            "button + filterable option list",
            "select",
            choose("Owner: nobody", "Dana Levi"),
            "owner=dana",
        ),
        (
            "Evergreen",
            "evergreen",
            "SelectMenu isMultiSelect",
            "option list multi, one already chosen",
            "select-multi",
            choose("Watchers: Bruno Costa", "Bruno Costa", "Chen Wei"),
            "watchers=bruno,chen",
        ),
        (
            "Evergreen",
            "evergreen",
            "Combobox",
            "textbox + option list",
            "select-editable",
            choose("Region", "Oceania", roles=("textbox", "combobox")),
            "region=Oceania",
        ),
        (
            "Evergreen",
            "evergreen",
            "Popover Menu",
            "menu in a popover",
            "menu",
            choose("Account actions", "Rename…"),
            "action=rename",
        ),
        (
            "Grommet",
            "grommet",
            "Select labelKey/valueKey",
            "select whose name shows the value code",
            "select",
            choose("Instance size; Selected: m", "Extra large", roles=("button",)),
            "size=xl",
        ),
        (
            "Grommet",
            "grommet",
            "SelectMultiple",
            "select multi",
            "select-multi",
            choose("Add-ons. 0 selected", "Backups", "Snapshots", roles=("button",)),
            "features=Backups,Snapshots",
        ),
        (
            "Grommet",
            "grommet",
            "Menu",
            "menu button (drop of buttons)",
            "menu",
            choose("Open Menu", "Restart"),
            "action=restart",
        ),
        (
            "Grommet",
            "grommet",
            "DateInput",
            "typed date with a calendar drop",
            "date",
            type_in("Launch date Calendar", "03/14/2025"),
            f"launch={D}",
        ),
        (
            "react-window",
            "lists",
            "List (v2)",
            "virtual list, a row far down",
            "virtual-row",
            (find("Open order #0742"), click("Open order #0742")),
            "order=742",
        ),
        (
            "react-virtuoso",
            "lists",
            "Virtuoso",
            "virtual list, a row far down",
            "virtual-row",
            (find("Pay INV-0873"), click("Pay INV-0873")),
            "invoice=873",
        ),
        (
            "react-infinite-scroll-component",
            "feed",
            "InfiniteScroll",
            "infinite feed, a post five loads down",
            "feed",
            (find("Notes on knots, part 5"), click("Like “Notes on knots, part 5”")),
            "liked=39",
        ),
        (
            "input-otp",
            "otp",
            "OTPInput",
            "one input under six drawn slots",
            "otp",
            type_in("Verification code", "482913"),
            "otp=482913",
        ),
        (
            "hand-made",
            "otp",
            "six boxes",
            "six one-character inputs, focus moves on",
            "otp",
            type_in("Digit 1", "482913", roles=("textbox",)),
            "code=482913",
        ),
        (
            "TipTap",
            "editors",
            "EditorContent",
            "rich-text editor (ProseMirror)",
            "editor",
            type_in("Release notes", "Ship it on Friday"),
            "note=Ship it on Friday",
        ),
        (
            "Quill",
            "editors",
            "snow theme",
            "rich-text editor (no role)",
            "editor",
            (
                Step(
                    "browser_type",
                    ("textbox", "generic"),
                    "",
                    {"ref": "{ref}", "text": "Thanks, see you soon"},
                    "Reply",
                ),
            ),
            "reply=Thanks, see you soon",
        ),
        (
            "react-international-phone",
            "phone",
            "CountrySelector",
            "country picker (listbox of 240)",
            "phone",
            choose("Country selector", "Portugal"),
            "country=pt",
        ),
        (
            "react-international-phone",
            "phone",
            "PhoneInput",
            "phone typed with its dial code",
            "phone",
            type_in("Mobile number", "+351 912 345 678"),
            "phone=+351912345678",
        ),
        (
            "Quasar",
            "quasar",
            "QSelect map-options",
            "codes as values, names as labels",
            "select",
            choose("Shipping country", "Portugal"),
            "country=PT",
        ),
        (
            "Quasar",
            "quasar",
            "QSelect multiple use-chips",
            "multi with chips, one already chosen",
            "select-multi",
            choose("Interests", "Hiking", "Sailing"),
            "interests=Hiking,Sailing",
        ),
        (
            "Quasar",
            "quasar",
            "QInput mask + QDate",
            "typed date, calendar popup",
            "date",
            type_in("Due date", D),
            f"due={D}",
        ),
        (
            "Quasar",
            "quasar",
            "Dialog options radio",
            "radios in an alert, taken on OK",
            "alert-picker",
            choose("Delivery speed: Standard (5 days)", "Express (2 days)", roles=("button",)),
            "speed=express",
        ),
        (
            "Quasar",
            "quasar",
            "QBtnDropdown + QMenu",
            "menu (nested submenu)",
            "submenu",
            choose('Expand "Export"', "CSV"),
            "export=csv",
        ),
        (
            "Naive UI",
            "naive",
            "NSelect filterable",
            "options without roles, virtual list (unnamed)",
            "select-virtual",
            choose("", "Depot 240", roles=BARE, after="Depot"),
            "depot=d240",
        ),
        (
            "Naive UI",
            "naive",
            "NSelect multiple",
            "multi with tags, one already chosen",
            "select-multi",
            choose("", "Fragile", "Priority", roles=BARE, after="Handling"),
            "tags=fragile,priority",
        ),
        (
            "Naive UI",
            "naive",
            "NCascader",
            "cascader path, same-name leaves",
            "cascader",
            choose("", "Electronics / Laptops / Accessories", roles=BARE, after="Category"),
            "category=laptop-accessories",
        ),
        (
            "Naive UI",
            "naive",
            "NDatePicker",
            "typed date taken on Enter or blur",
            "date",
            type_in("Due date", D),
            f"due={D}",
        ),
        (
            "Naive UI",
            "naive",
            "NDropdown hover",
            "hover menu with submenus",
            "submenu",
            choose("Parcel actions", "Trash"),
            "action=move-trash",
        ),
        (
            "Vaadin",
            "vaadin",
            "vaadin-select",
            "web-component select, labels vs values",
            "select",
            choose("", "Business — 100 seats", roles=("button", "combobox"), after="Plan"),
            "plan=bz",
        ),
        (
            "Vaadin",
            "vaadin",
            "vaadin-combo-box",
            "combobox over a virtual list (overlay)",
            "select-virtual",
            choose("Customer", "Customer 0650"),
            "customer=Customer 0650",
        ),
        (
            "Vaadin",
            "vaadin",
            "vaadin-date-picker",
            "typed date (overlay calendar)",
            "date",
            type_in("Start date", "3/14/2025"),
            f"start={D}",
        ),
        (
            "Vaadin",
            "vaadin",
            "vaadin-multi-select-combo-box",
            "multi with chips, one already chosen",
            "select-multi",
            choose("Skills", "Design", "Legal"),
            "skills=Design,Legal",
        ),
        (
            "Vaadin",
            "vaadin",
            "vaadin-menu-bar",
            "menubar, submenu on hover",
            "submenu",
            choose("File", "CSV", roles=("menuitem",)),
            "action=export-csv",
        ),
        (
            "Fomantic UI",
            "fomantic",
            "selection dropdown",
            "div dropdown, no roles, codes as values",
            "select",
            choose("", "Twin room", roles=BARE, after="Room type"),
            "room=twn",
        ),
        (
            "Fomantic UI",
            "fomantic",
            "multiple selection",
            "multi with labels, one already chosen",
            "select-multi",
            choose("", "Wi-Fi", "Parking", roles=BARE, after="Extras"),
            "extras=parking,wifi",
        ),
        (
            "Fomantic UI",
            "fomantic",
            "search selection",
            "searchable div dropdown",
            "select-editable",
            choose("", "Lisbon", roles=BARE, after="Arriving from"),
            "origin=lis",
        ),
        (
            "Fomantic UI",
            "fomantic",
            "calendar",
            "typed date (popup calendar)",
            "date",
            type_in("Check-in", D),
            f"checkin={D}",
        ),
        (
            "Fomantic UI",
            "fomantic",
            "dropdown on hover",
            "hover menu, nested menu",
            "submenu",
            choose("Manage booking", "Later", roles=BARE),
            "action=dates-later",
        ),
        (
            "Flowbite",
            "flowbite",
            "Dropdown hover",
            "menu of links opened on hover",
            "menu-hover",
            choose("Invoice status ▾", "Paid"),
            "status=paid",
        ),
        (
            "Flowbite",
            "flowbite",
            "Dropdown multi-level",
            "submenu opened on hover",
            "submenu",
            choose("More ▾", "Post"),
            "action=send-post",
        ),
        (
            "Flowbite",
            "flowbite",
            "Datepicker",
            "typed date (popup calendar)",
            "date",
            type_in("Due date", D),
            f"due={D}",
        ),
        (
            "Flowbite",
            "flowbite",
            "phone country dropdown",
            "country code picker (buttons in a dropdown)",
            "phone",
            choose("+1 ▾", "Portugal"),
            "dial=+351",
        ),
    ]
    return [Case(*row, folder=FOLDER) for row in c]


CASES = _cases()
CASE_BY_ID = {case.id: case for case in CASES}
# The matrix's words for bench.zoo's outcomes: what the agent met.
OUTCOME = {
    "pass": "ok",
    "error": "failed",
    "no-ref": "failed (no ref)",
    "wrong": "wrong-silently",
    "not run": "not run",
}


def _commit() -> str:
    run = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True, check=False)
    return run.stdout.strip() or "?"


def zoo2_markdown(rows: list[Row], seconds: float, kept: str) -> str:
    """The matrix (library, widget, intent, outcome, seconds, the answer's head on failure) and the
    totals, by intent and by library, then the kept hand-written part."""
    count = Counter(OUTCOME[r.outcome] for r in rows)
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    lines = [
        "# The second zoo matrix",
        "",
        "Generated by `python -m bench.zoo2` (bench/zoo2.py) from a real run; do not edit by hand above the",
        "hand-written part. Each row: one widget of a library that is in neither zoo/ nor zoo_heldout/",
        "(fixtures_html/zoo2, built by zoo2/build.mjs), driven through the MCP client as an agent would, one",
        "call per intent (browser_find first for content not in the page yet); the page's result line,",
        "filled from the widget's state, decides the outcome. `wrong-silently`: every call answered ok but",
        "the widget holds something else; `failed (no ref)`: the target was not in any answer.",
        "",
        f"Run {when} on commit {_commit()}, in {seconds:.0f} s.",
        "",
        f"**{count['ok']} of {len(rows)} ok**, {sum(v for k, v in count.items() if k.startswith('failed'))} failed, "
        f"{count['wrong-silently']} wrong silently, {len({r.library for r in rows})} libraries and patterns.",
        "",
        "## By intent",
        "",
        "| intent | ok | failed | wrong-silently |",
        "|---|---|---|---|",
    ]
    for key, label in (("intent", "intent"), ("library", "library")):
        if label == "library":
            lines += ["", "## By library", "", "| library | ok | failed | wrong-silently |", "|---|---|---|---|"]
        for group in dict.fromkeys(getattr(r, key) for r in rows):
            mine = Counter(OUTCOME[r.outcome] for r in rows if getattr(r, key) == group)
            failed = sum(v for k, v in mine.items() if k.startswith("failed") or k == "not run")
            lines.append(f"| {group} | {mine['ok']} | {failed} | {mine['wrong-silently']} |")
    lines += [
        "",
        "## Matrix",
        "",
        "| library | widget | pattern | intent | tools | outcome | calls | s | code | answer (head) / widget state |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        cells = [
            r.library,
            r.widget,
            r.pattern,
            r.intent,
            r.tools,
            OUTCOME[r.outcome],
            str(r.calls),
            f"{r.seconds:.1f}",
        ]
        cells += [r.code, r.message.replace("|", "\\|")]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n\n" + HAND_WRITTEN + "\n" + kept


def _kept(path: Path) -> str:
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    return (
        text.split(HAND_WRITTEN + "\n", 1)[1]
        if HAND_WRITTEN in text
        else "\n## Classes of failure\n\n(none written yet)\n"
    )


def main() -> None:
    render = lambda rows, took, path: zoo2_markdown(rows, took, _kept(path))  # noqa: E731
    cli(CASES, ZOO2_JSON, ZOO2_MD, render, __doc__ or "")


if __name__ == "__main__":
    main()
