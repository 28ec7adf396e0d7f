"""No library name or library CSS class appears in the package (#34 item 3).

The server operates widgets by their roles, states and structure, whatever library drew them. The
zoo (fixtures_html/zoo, built from zoo/package.json) is where the libraries live; if one of their
names, or a CSS class or tag prefix only that library uses, shows up in verdex_py/, a driver has
started to special-case it. Every component library the zoo installs must have its tokens here,
so a library added to the zoo is covered too. The held-out zoo (zoo_heldout/package.json, which
measures generalisation and must never be tuned on) is held to the same rule, and so is the second
zoo (zoo2/package.json: the libraries and real-web patterns of #43).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "verdex_py"
# The zoo's dependencies that are frameworks the pages are written in, not widget libraries:
# a comment may well say "a React re-render" or "jQuery".
FRAMEWORKS = {
    "react",
    "react-dom",
    "react-is",
    "vue",
    "dayjs",
    "jquery",
    "@emotion/react",
    "@emotion/styled",
    "styled-components",
    "@popperjs/core",
}
ZOOS = ("zoo", "zoo_heldout", "zoo2")
# Each component library: the words and class/tag prefixes that name it (regexes, case-insensitive).
TOKENS: dict[str, list[str]] = {
    "@mui/material": [r"@mui\b", r"\bMui[A-Z]\w*", r"\bmui\b"],
    "@mui/x-date-pickers": [r"x-date-pickers", r"\bMuiPickers", r"\bMuiDateCalendar"],
    "@radix-ui/": [r"\bradix", r"data-radix"],
    "@headlessui/react": [r"headless-?ui\b", r"data-headlessui", r"\bheadlessui"],
    "react-select": [r"react-select", r"\bselect__(control|option|menu)"],
    "react-datepicker": [r"react-datepicker"],
    "downshift": [r"\bdownshift"],
    "select2": [r"\bselect2"],
    "pikaday": [r"\bpikaday", r"\bpika-(single|table|button|lendar)"],
    "air-datepicker": [r"air-datepicker", r"\bAirDatepicker"],
    "vanillajs-datepicker": [r"vanillajs", r"\bdatepicker-(cell|picker|grid|controls|main)"],
    "@duetds/date-picker": [r"\bduet", r"@duetds"],
    "@material/web": [r"@material/web", r"\bmd-(select|menu|sub-menu|dialog|slider|tabs|primary-tab|filled|outlined)"],
    "@ui5/webcomponents": [r"\bui5", r"@ui5", r"openui5", r"\bsapui"],
    # The held-out zoo's libraries.
    "flatpickr": [r"flatpickr"],
    "tom-select": [r"tom-?select", r"\bts-(control|dropdown|wrapper|hidden)"],
    "jquery-ui": [
        r"jquery[- ]?ui",
        r"\bui-(menu|widget|selectmenu|autocomplete|datepicker|slider|spinner|tabs|accordion|dialog|tooltip|state)",
    ],
    "bootstrap": [r"\bbootstrap", r"data-bs-", r"\bdropdown-(menu|item|toggle)\b", r"\bbs\.(dropdown|modal|collapse)"],
    "@shoelace-style/shoelace": [
        r"shoelace",
        r"\bsl-(select|option|menu|dropdown|dialog|input|range|tab|details|tooltip|alert)",
    ],
    "react-aria-components": [r"react-aria", r"data-rac\b"],
    "@ariakit/react": [r"\bariakit"],
    # The second zoo's libraries (#43). Prefixes are written out where a short one (q-, n-, rs-, ui)
    # would catch our own words.
    "@chakra-ui/": [r"chakra"],
    "@primer/": [r"@primer/", r"primer[- ]react", r"\bprc-[A-Z]\w*"],
    "@shopify/polaris": [r"polaris"],
    "@vaadin/": [r"vaadin"],
    "quasar": [r"quasar", r"\bq-(select|item|menu|btn|field|chip|date|dialog|virtual-scroll|option-group)\b"],
    "@quasar/": [r"@quasar/"],
    "naive-ui": [r"naive-?ui\b", r"\bn-(base-select|base-selection|select|cascader|date-picker|dropdown|popselect)\b"],
    "fomantic-ui-css": [r"fomantic", r"semantic-?ui", r"\bui (selection|search|multiple|floating) dropdown"],
    "@arco-design/": [r"\barco\b", r"arco-design"],
    "rsuite": [r"rsuite", r"\brs-(picker|dropdown|check|cascader|calendar)"],
    "evergreen-ui": [r"evergreen"],
    "grommet": [r"grommet"],
    "flowbite": [r"flowbite", r"data-dropdown-(toggle|trigger|placement)"],
    "react-window": [r"react-window"],
    "react-virtuoso": [r"virtuoso"],
    "react-infinite-scroll-component": [r"infinite-scroll-component"],
    "input-otp": [r"input-otp"],
    "@tiptap/": [r"tiptap"],
    "quill": [r"\bquill\b", r"\bql-(editor|toolbar|container|picker)"],
    "react-international-phone": [r"international-phone"],
}
SOURCE_SUFFIXES = {".py", ".js", ".cjs", ".mjs", ".json", ".md", ".txt", ".yaml", ".yml", ".toml"}


def _pattern() -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for tokens in TOKENS.values() for p in tokens), re.IGNORECASE)


def _zoo_libraries() -> set[str]:
    deps: set[str] = set()
    for zoo in ZOOS:
        deps |= set(json.loads((REPO / zoo / "package.json").read_text(encoding="utf-8"))["dependencies"])
    return deps - FRAMEWORKS


def test_every_zoo_library_has_its_tokens() -> None:
    """A library the zoo installs and this test does not know would slip through the grep."""
    unknown = sorted(lib for lib in _zoo_libraries() if not any(lib == key or lib.startswith(key) for key in TOKENS))
    assert not unknown, f"a zoo's package.json has libraries without tokens here: {unknown}"


def test_the_pattern_catches_each_library() -> None:
    """The grep below can fail: a line naming each library or using its classes is caught."""
    planted = [
        "MuiAutocomplete-option",
        "@mui/x-date-pickers",
        "[data-radix-popper-content-wrapper]",
        "data-headlessui-state",
        ".react-select__option",
        "react-datepicker__day",
        "downshift",
        "select2-results__option",
        "pika-button",
        "air-datepicker-cell",
        "datepicker-cell",
        "duet-date__day",
        "md-select-option",
        "ui5-option",
        "flatpickr-calendar",
        "ts-dropdown-content",
        "ui-menu-item-wrapper",
        "jQuery UI",
        "data-bs-toggle",
        "dropdown-item",
        "sl-menu-item",
        "react-aria-ComboBox",
        "ariakit",
        "chakra-select__trigger",
        "prc-ActionList-ActionListItem-uq6I7",
        "Polaris-Listbox-Option",
        "vaadin-combo-box-item",
        "q-virtual-scroll",
        "q-item",
        "n-base-select-option",
        "fomantic",
        "ui selection dropdown",
        "arco-cascader-list-item",
        "rs-picker-toggle",
        "evergreen-ui",
        "grommet",
        "data-dropdown-toggle",
        "react-window",
        "react-virtuoso",
        "infinite-scroll-component",
        "data-input-otp",
        "tiptap",
        "ql-editor",
        "react-international-phone-country-selector",
    ]
    pattern = _pattern()
    assert [p for p in planted if not pattern.search(p)] == []
    assert not pattern.search("a listbox whose options carry aria-selected; a date picker's grid of gridcells")
    # The short prefixes stay specific: our own words with q-, n-, rs- or "ui" in them are not caught.
    assert not pattern.search("a seq-select, an in-select hint, hrs-picker, gui dropdown, a naive guess, arcos")


def test_no_library_name_or_class_in_the_package() -> None:
    pattern = _pattern()
    found = []
    for path in sorted(PACKAGE.rglob("*")):
        if not path.is_file() or path.suffix not in SOURCE_SUFFIXES or "__pycache__" in path.parts:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            hit = pattern.search(line)
            if hit:
                found.append(f"{path.relative_to(REPO)}:{number}: {hit.group(0)!r} in {line.strip()[:100]}")
    assert not found, "library names or classes in the package (detect by roles and structure):\n" + "\n".join(found)
