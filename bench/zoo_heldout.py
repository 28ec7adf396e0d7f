"""The held-out zoo: the zoo matrix on libraries the server was NOT tuned on.

    python -m bench.zoo_heldout [--only TEXT] [--json FILE] [--markdown FILE]

fixtures_html/zoo_heldout/*.html are built (zoo_heldout/build.mjs) from component libraries that
are not in fixtures_html/zoo. They measure generalisation: do not change the server to pass one
of these pages; fix the class of widget it shows and check it on a page of your own. The harness
is bench/zoo.py's (same Case, same agent-like steps, same result line read from the widget's
state on Save). Writes docs/ZOO_HELDOUT.md and bench/zoo_heldout.json; the hand-written part of
the markdown (after HAND_WRITTEN) is kept from one run to the next. Exits 0: a measurement.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bench.zoo import (
    COMBO,
    TAB,
    Case,
    Row,
    Step,
    choose,
    cli,
    click,
    hover,
    markdown,
    reveal,
    slide,
    type_in,
)

REPO = Path(__file__).resolve().parents[1]
HELDOUT_MD = REPO / "docs" / "ZOO_HELDOUT.md"
HELDOUT_JSON = REPO / "bench" / "zoo_heldout.json"
FOLDER = "zoo_heldout"
HAND_WRITTEN = "<!-- hand-written below: bench/zoo_heldout.py keeps this part -->"
TEXT = ("textbox", "combobox")
D = "2025-03-14"


def _cases() -> list[Case]:
    c: list[tuple[Any, ...]] = [
        # library, page, widget, pattern, intent, steps, expected state[, what the answer shows]
        (
            "flatpickr",
            "flatpickr",
            "allowInput d/m/Y",
            "date picker (typed)",
            "date",
            type_in("Departure", "14/03/2025"),
            f"departure={D}",
        ),
        (
            "flatpickr",
            "flatpickr",
            "altInput (read-only)",
            "date picker (calendar only)",
            "date",
            type_in("Return", "March 21, 2025"),
            "return=2025-03-21",
        ),
        (
            "flatpickr",
            "flatpickr",
            "mode range",
            "date range (calendar only)",
            "date-range",
            type_in("Stay", "2025-03-14 to 2025-03-18"),
            "stay=2025-03-14..2025-03-18",
        ),
        (
            "flatpickr",
            "flatpickr",
            "noCalendar time",
            "time picker (number inputs in popup)",
            "time",
            type_in("Pick-up time", "09:30"),
            "pickup=09:30",
        ),
        (
            "flatpickr",
            "flatpickr",
            "enableTime allowInput",
            "date and time (typed)",
            "time",
            type_in("Table at", "2025-03-14 19:30"),
            f"table={D} 19:30",
        ),
        (
            "Tom Select",
            "tom-select",
            "single",
            "combobox over hidden native select",
            "select",
            choose("Country", "Canada"),
            "country=ca",
        ),
        (
            "Tom Select",
            "tom-select",
            "multiple",
            "combobox multi",
            "select-multi",
            choose("Labels", "Bug", "Performance"),
            "labels=bug,perf",
        ),
        (
            "Tom Select",
            "tom-select",
            "create",
            "combobox editable",
            "select-editable",
            choose("Assignee", "Grace Hopper"),
            "assignee=Grace Hopper",
        ),
        (
            "Tom Select",
            "tom-select",
            "load",
            "combobox async",
            "select-async",
            choose("Package", "pytest"),
            "package=pytest",
        ),
        (
            "jQuery UI",
            "jquery-ui",
            "datepicker",
            "date picker (typed)",
            "date",
            type_in("Arrival", "14/03/2025"),
            f"arrival={D}",
        ),
        (
            "jQuery UI",
            "jquery-ui",
            "selectmenu",
            "combobox select-only (unnamed)",
            "select",
            choose("", "Fast", roles=("combobox",), after="Speed"),
            "speed=fast",
        ),
        (
            "jQuery UI",
            "jquery-ui",
            "autocomplete",
            "textbox + suggestion list",
            "select-editable",
            choose("Programming language", "Python", roles=TEXT),
            "language=Python",
        ),
        (
            "jQuery UI",
            "jquery-ui",
            "autocomplete remote",
            "textbox + suggestion list, async",
            "select-async",
            choose("City", "Lisbon", roles=TEXT),
            "city=Lisbon",
        ),
        ("jQuery UI", "jquery-ui", "spinner", "spinbutton", "spinbutton", type_in("Guests", "4"), "guests=4"),
        (
            "jQuery UI",
            "jquery-ui",
            "slider",
            "slider (no ARIA role)",
            "slider",
            (
                Step(
                    "browser_fill_form",
                    ("slider", "generic"),
                    "Volume",
                    {"fields": [{"ref": "{ref}", "type": "slider", "value": "60"}]},
                ),
            ),
            "volume=60",
        ),
        (
            "jQuery UI",
            "jquery-ui",
            "menu",
            "menu button (no haspopup)",
            "menu",
            choose("Actions", "Copy"),
            "action=copy",
        ),
        (
            "jQuery UI",
            "jquery-ui",
            "menu submenu",
            "menu (nested submenu)",
            "submenu",
            choose("Actions", "CSV"),
            "action=export-csv",
        ),
        ("jQuery UI", "jquery-ui", "dialog", "dialog", "dialog", reveal("Delete file", "Delete"), "deleted=yes"),
        ("jQuery UI", "jquery-ui", "tooltip", "tooltip (title)", "tooltip", hover("Help"), "", "- tooltip"),
        (
            "jQuery UI",
            "jquery-ui",
            "tabs",
            "tabs (name on inner link)",
            "tab",
            (click("Reviews", ("tab", "link")),),
            "tab=reviews",
        ),
        (
            "jQuery UI",
            "jquery-ui",
            "accordion",
            "accordion (tab roles)",
            "disclosure",
            (click("Returns", ("tab", "button")),),
            "open=returns",
        ),
        (
            "Bootstrap",
            "bootstrap",
            "dropdown",
            "menu button (no menu role)",
            "menu",
            choose("Sort by", "Oldest"),
            "sort=oldest",
        ),
        (
            "Bootstrap",
            "bootstrap",
            "dropdown on hover",
            "menu opened on hover (intent delay)",
            "menu-hover",
            (Step("browser_hover", ("link",), "Products", {"ref": "{ref}"}), click("Laptops", ("link",))),
            "category=laptops",
        ),
        ("Bootstrap", "bootstrap", "modal", "dialog", "dialog", reveal("Cancel order", "Yes, cancel"), "cancelled=yes"),
        ("Bootstrap", "bootstrap", "toast", "toast", "toast", reveal("Archive", "Undo"), "undone=yes"),
        ("Bootstrap", "bootstrap", "tooltip", "tooltip", "tooltip", hover("Share"), "", "- tooltip"),
        (
            "Bootstrap",
            "bootstrap",
            "collapse",
            "disclosure",
            "disclosure",
            (click("Shipping options"),),
            "expanded=shipping",
        ),
        (
            "Shoelace",
            "shoelace",
            "sl-select",
            "combobox select-only (shadow)",
            "select",
            choose("Paper", "Letter"),
            "paper=letter",
        ),
        (
            "Shoelace",
            "shoelace",
            "sl-select multiple",
            "combobox multi (shadow)",
            "select-multi",
            choose("Finishes", "Gloss", "Laminate"),
            "finish=gloss,laminate",
        ),
        (
            "Shoelace",
            "shoelace",
            "sl-input number",
            "spinbutton (shadow)",
            "spinbutton",
            type_in("Copies", "25"),
            "copies=25",
        ),
        ("Shoelace", "shoelace", "sl-range", "slider (shadow)", "slider", slide("Bleed (mm)", "5"), "bleed=5"),
        ("Shoelace", "shoelace", "sl-dropdown", "menu button (shadow)", "menu", choose("File", "Open"), "file=open"),
        (
            "Shoelace",
            "shoelace",
            "sl-menu submenu",
            "menu (nested submenu, shadow)",
            "submenu",
            choose("File", "PNG"),
            "file=export-png",
        ),
        (
            "Shoelace",
            "shoelace",
            "sl-dialog",
            "dialog (shadow)",
            "dialog",
            reveal("Send proof", "Send", ("button", "generic")),
            "proof=sent",
        ),
        ("Shoelace", "shoelace", "sl-tooltip", "tooltip (shadow)", "tooltip", hover("Test print"), "", "- tooltip"),
        (
            "Shoelace",
            "shoelace",
            "sl-alert toast",
            "toast (shadow)",
            "toast",
            reveal("Clear job", "Undo", ("button", "generic")),
            "undone=yes",
        ),
        (
            "Shoelace",
            "shoelace",
            "sl-details",
            "disclosure (shadow)",
            "disclosure",
            (click("Billing address"),),
            "billing=open",
        ),
        ("Shoelace", "shoelace", "sl-tab-group", "tabs (shadow)", "tab", (click("Advanced", TAB),), "tab=advanced"),
        (
            "React Aria",
            "react-aria",
            "Select",
            "listbox button (name = value + label)",
            "select",
            choose("", "Business", roles=("button",), after="Plan"),
            "plan=business",
        ),
        (
            "React Aria",
            "react-aria",
            "ComboBox",
            "combobox editable",
            "select-editable",
            choose("Snack", "Mango"),
            "fruit=mango",
        ),
        (
            "React Aria",
            "react-aria",
            "ComboBox async",
            "combobox async",
            "select-async",
            choose("Departure airport", "Porto"),
            "airport=Porto",
        ),
        (
            "React Aria",
            "react-aria",
            "DatePicker",
            "date picker (spinbutton segments)",
            "date",
            type_in("Travel date", "03/14/2025"),
            f"date={D}",
        ),
        (
            "React Aria",
            "react-aria",
            "TimeField",
            "time field (spinbutton segments)",
            "time",
            type_in("Wake-up call", "9:30 AM"),
            "alarm=09:30",
        ),
        (
            "React Aria",
            "react-aria",
            "NumberField",
            "number field (textbox + steppers)",
            "spinbutton",
            type_in("Tickets", "4"),
            "tickets=4",
        ),
        ("React Aria", "react-aria", "Slider", "slider", "slider", slide("Font size", "20"), "size=20"),
        ("React Aria", "react-aria", "Menu", "menu button", "menu", choose("Edit", "Copy"), "action=copy"),
        (
            "React Aria",
            "react-aria",
            "SubmenuTrigger",
            "menu (nested submenu)",
            "submenu",
            choose("Edit", "Email"),
            "action=share-email",
        ),
        ("React Aria", "react-aria", "Modal", "dialog", "dialog", reveal("Delete booking", "Delete"), "deleted=yes"),
        ("React Aria", "react-aria", "Tooltip", "tooltip", "tooltip", hover("Print"), "", "- tooltip"),
        ("React Aria", "react-aria", "Tabs", "tabs", "tab", (click("Payment", TAB),), "tab=payment"),
        (
            "Ariakit",
            "ariakit",
            "Select",
            "combobox select-only",
            "select",
            choose("Theme colour", "Purple"),
            "colour=Purple",
        ),
        (
            "Ariakit",
            "ariakit",
            "Select multiple",
            "combobox multi",
            "select-multi",
            choose("Tags", "News", "Travel"),
            "toppings=News,Travel",
        ),
        (
            "Ariakit",
            "ariakit",
            "Combobox",
            "combobox editable",
            "select-editable",
            choose("Favourite food", "Cherry"),
            "food=Cherry",
        ),
        (
            "Ariakit",
            "ariakit",
            "MenuButton showOnHover",
            "menu opened on hover (or click)",
            "menu-hover",
            choose("More actions", "Duplicate", roles=COMBO),
            "action=duplicate",
        ),
        (
            "Ariakit",
            "ariakit",
            "nested Menu",
            "menu (submenu on hover)",
            "submenu",
            choose("More actions", "Archive"),
            "action=move-archive",
        ),
        ("Ariakit", "ariakit", "Tooltip", "tooltip", "tooltip", hover("Preview"), "", "- tooltip"),
        ("Ariakit", "ariakit", "Dialog", "dialog", "dialog", reveal("Publish", "Publish now"), "published=yes"),
        ("Ariakit", "ariakit", "Disclosure", "disclosure", "disclosure", (click("Editor notes"),), "notes=open"),
        ("Ariakit", "ariakit", "Tab", "tabs", "tab", (click("Comments", TAB),), "tab=comments"),
    ]
    return [Case(*row, folder=FOLDER) for row in c]


CASES = _cases()
CASE_BY_ID = {case.id: case for case in CASES}


def heldout_markdown(rows: list[Row], seconds: float, kept: str) -> str:
    """bench.zoo's tables under this folder's title, a failures list, then the kept hand-written part."""
    body = markdown(rows, seconds).split("\n", 1)[1]
    body = body.replace("`python -m bench.zoo` (bench/zoo.py)", "`python -m bench.zoo_heldout` (bench/zoo_heldout.py)")
    body = body.replace(
        "(fixtures_html/zoo, built by zoo/build.mjs)", "(fixtures_html/zoo_heldout, zoo_heldout/build.mjs)"
    )
    lines = [
        "# The held-out zoo matrix",
        "",
        "Libraries that are NOT in fixtures_html/zoo, kept to measure generalisation: never tune the",
        "server on these pages (fix the class of widget, shown on a page of your own).",
        body.rstrip("\n"),
        "",
        "## Failures",
        "",
        "| case | intent | outcome | code | message (abridged) |",
        "|---|---|---|---|---|",
    ]
    for r in rows:
        if r.outcome != "pass":
            lines.append(f"| {r.id} | {r.intent} | {r.outcome} | {r.code} | {r.message.replace('|', '/')} |")
    return "\n".join(lines) + "\n\n" + HAND_WRITTEN + "\n" + kept


def _kept(path: Path) -> str:
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    return (
        text.split(HAND_WRITTEN + "\n", 1)[1]
        if HAND_WRITTEN in text
        else "\n## Classes of failure\n\n(none written yet)\n"
    )


def main() -> None:
    render = lambda rows, took, path: heldout_markdown(rows, took, _kept(path))  # noqa: E731
    cli(CASES, HELDOUT_JSON, HELDOUT_MD, render, __doc__ or "")


if __name__ == "__main__":
    main()
