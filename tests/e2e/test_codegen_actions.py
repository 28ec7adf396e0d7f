"""Codegen and replay of what the server does beyond clicks and typing (#34 item 5, #36 item 4).

Widget choices the server made by opening and clicking (a custom combobox, a portal listbox, a
search combobox typed then picked, a submenu walked two levels down, an ARIA slider moved by
keys) are recorded as the steps it took and written as those Playwright steps; the #36 tools
(drag, downloads, routes, offline, media, cookies, web storage, checks) become Playwright code;
a click at coordinates ends its test with a skip saying why. Each recording is made through the
MCP client, generated, and the modules RUN with pytest against the fixture pages (as a user's
project would); each recording is also replayed with `verdex-py replay`.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.test_codegen import client_for, project, run_pytest, unwrapped
from tests.e2e.test_menu_paths import seen_in_download_as
from tests.helpers import REPO, ok, ref_of, text_of
from tests.helpers.replay import run_replay
from verdex_py.codegen import generate
from verdex_py.testing.fixture_server import FixtureServer

CAPS = frozenset({"storage", "network", "testing", "vision", "pdf", "devtools"})


async def record_widgets(client: Any, site: FixtureServer) -> None:
    page = text_of(await ok(client, "browser_navigate", {"url": site.url("widgets/combobox.html")}))
    speed = ref_of(page, "combobox", "Delivery speed")
    await ok(client, "browser_select_option", {"ref": speed, "values": ["Express"]})
    await ok(client, "browser_select_option", {"ref": ref_of(page, "button", "Carrier"), "values": ["UPS Standard"]})
    await ok(client, "browser_wait_for", {"text": "Carrier: ups"})
    await ok(client, "browser_fill_form", {"fields": [{"ref": speed, "type": "combobox", "value": "Overnight"}]})
    await ok(client, "browser_wait_for", {"text": "Delivery speed: ovn"})

    page = text_of(await ok(client, "browser_navigate", {"url": site.url("widgets/autocomplete.html")}))
    city = ref_of(page, "combobox", "Destination city")
    await ok(client, "browser_select_option", {"ref": city, "values": ["Lisbon"]})
    await ok(client, "browser_wait_for", {"text": "Destination: LIS"})

    page = text_of(await ok(client, "browser_navigate", {"url": site.url("codegen/submenu.html")}))
    await ok(client, "browser_select_option", {"ref": ref_of(page, "button", "File"), "values": ["As PDF"]})
    await ok(client, "browser_wait_for", {"text": "Ran As PDF"})

    # radios, a switch, a styled list over a hidden <select>, entries with no roles, a shadow root
    page = text_of(await ok(client, "browser_navigate", {"url": site.url("widgets/choices.html")}))
    await ok(client, "browser_select_option", {"ref": ref_of(page, "radiogroup", "Plan"), "values": ["Enterprise"]})
    await ok(client, "browser_select_option", {"ref": ref_of(page, "group", "Billing period"), "values": ["Yearly"]})
    await ok(client, "browser_select_option", {"ref": ref_of(page, "switch", "Dark mode"), "values": ["on"]})
    await ok(client, "browser_wait_for", {"text": "dark: on"})
    page = text_of(await ok(client, "browser_navigate", {"url": site.url("widgets/styled_select.html")}))
    await ok(client, "browser_select_option", {"ref": ref_of(page, "button", "Size Medium"), "values": ["Large"]})
    await ok(client, "browser_select_option", {"ref": ref_of(page, "button", "Tint Sand"), "values": ["Slate"]})
    await ok(client, "browser_wait_for", {"text": "Tint: slate"})
    page = text_of(await ok(client, "browser_navigate", {"url": site.url("widgets/layered.html")}))
    await ok(client, "browser_select_option", {"ref": ref_of(page, "combobox", "Language"), "values": ["Nederlands"]})
    await ok(client, "browser_wait_for", {"text": "Language: nl"})
    page = text_of(await ok(client, "browser_navigate", {"url": site.url("widgets/virtual.html")}))
    await ok(client, "browser_select_option", {"ref": ref_of(page, "combobox", "Time zone"), "values": ["Tokyo"]})
    await ok(client, "browser_wait_for", {"text": "Time zone: Tokyo"})
    page = text_of(await ok(client, "browser_navigate", {"url": site.url("widgets/shadow.html")}))
    await ok(client, "browser_select_option", {"ref": ref_of(page, "button", "Colour"), "values": ["teal"]})
    await ok(client, "browser_wait_for", {"text": "Colour: Teal"})

    page = text_of(await ok(client, "browser_navigate", {"url": site.url("widgets/slider.html")}))
    volume = ref_of(page, "slider", "Volume")
    await ok(client, "browser_type", {"ref": volume, "text": "65"})
    await ok(client, "browser_type", {"ref": ref_of(page, "spinbutton", "Guests"), "text": "7"})
    await ok(client, "browser_wait_for", {"text": "volume=65 guests=7"})
    await ok(client, "browser_fill_form", {"fields": [{"ref": volume, "type": "slider", "value": "100"}]})
    await ok(client, "browser_wait_for", {"text": "volume=100 guests=7"})


async def record_zoo(client: Any, site: FixtureServer) -> None:
    """Widgets of real component libraries (fixtures_html/zoo): each page's result line is filled
    from the widgets' own state when Save is pressed."""
    page = text_of(await ok(client, "browser_navigate", {"url": site.url("zoo/mui.html")}))
    for name, values in (("Country", ["Japan"]), ("Toppings", ["Olives", "Pineapple"]), ("City", ["Lisbon"])):
        await ok(client, "browser_select_option", {"ref": ref_of(page, "combobox", name), "values": values})
    await ok(
        client, "browser_select_option", {"ref": ref_of(page, "combobox", "Airport"), "values": ["Lisbon Portela"]}
    )
    volume = {"ref": ref_of(page, "slider", "Volume"), "type": "slider", "value": "70"}
    await ok(client, "browser_fill_form", {"fields": [volume]})
    await ok(client, "browser_click", {"ref": ref_of(page, "button", "Save")})
    for shown in ("country=jp", "toppings=Olives,Pineapple", "city=Lisbon", "airport=Lisbon Portela", "volume=70"):
        await ok(client, "browser_wait_for", {"text": shown})
    page = text_of(await ok(client, "browser_navigate", {"url": site.url("zoo/react-select.html")}))
    for name, values in (
        ("Flavour", ["Vanilla"]),
        ("Colours", ["Purple", "Forest"]),
        ("Ship to country", ["Portugal"]),
    ):
        await ok(client, "browser_select_option", {"ref": ref_of(page, "combobox", name), "values": values})
    await ok(client, "browser_click", {"ref": ref_of(page, "button", "Save")})
    for shown in ("flavour=vanilla", "colours=purple,forest", "country=Portugal"):
        await ok(client, "browser_wait_for", {"text": shown})


async def record_tools(client: Any, site: FixtureServer) -> None:
    page = text_of(await ok(client, "browser_navigate", {"url": site.url("drag.html")}))
    task, done = ref_of(page, "article", "Write report"), ref_of(page, "region", "Done")
    await ok(client, "browser_drag", {"start_ref": task, "end_ref": done})
    await ok(client, "browser_wait_for", {"text": "Board: Write report in Done"})
    alpha, gamma = ref_of(page, "button", "Alpha"), ref_of(page, "button", "Gamma")
    await ok(client, "browser_drag", {"startTarget": alpha, "endTarget": gamma})  # playwright-mcp's names
    await ok(client, "browser_wait_for", {"text": "Order: Beta, Gamma, Alpha"})

    page = text_of(await ok(client, "browser_navigate", {"url": site.url("download.html")}))
    link = ref_of(page, "link", "Download report")
    await ok(client, "browser_click", {"ref": link})
    again = await ok(client, "browser_click", {"ref": link})
    assert again.structured_content["downloads"][0]["suggested"] == "report.csv"  # kept as report-2.csv
    await ok(client, "browser_click", {"ref": ref_of(page, "button", "Export notes")})

    page = text_of(await ok(client, "browser_navigate", {"url": site.url("network.html")}))
    user = ref_of(page, "button", "Load user")
    route = {"pattern": "**/api/user", "status": 201, "body": "user Ada", "content_type": "text/plain"}
    await ok(client, "browser_route", route)
    await ok(client, "browser_route_list", {})
    await ok(client, "browser_click", {"ref": user})
    await ok(client, "browser_wait_for", {"text": "Got 201 text/plain: user Ada"})
    await ok(client, "browser_unroute", {"pattern": "**/api/user"})
    await ok(
        client, "browser_route", {"pattern": "**/x-echo", "headers": ["x-added: yes"], "remove_headers": "x-trace"}
    )
    await ok(client, "browser_click", {"ref": ref_of(page, "button", "Echo headers")})
    await ok(client, "browser_wait_for", {"text": "x-added=yes; x-client=page"})
    await ok(client, "browser_unroute", {})
    await ok(client, "browser_network_state_set", {"state": "offline"})
    await ok(client, "browser_click", {"ref": user})
    await ok(client, "browser_wait_for", {"text": "Failed: TypeError"})
    await ok(client, "browser_network_state_set", {"state": "online"})
    await ok(client, "browser_click", {"ref": user})
    await ok(client, "browser_wait_for", {"text": "Got 404"})

    await ok(client, "browser_navigate", {"url": site.url("pointer.html")})
    await ok(client, "browser_emulate_media", {"colorScheme": "dark", "reducedMotion": "reduce"})
    await ok(client, "browser_wait_for", {"text": "Media: dark, reduced, screen"})
    await ok(client, "browser_mouse_wheel", {"delta_x": 0, "delta_y": 40})
    await ok(client, "browser_pdf_save", {"filename": "pointer.pdf"})

    page = text_of(await ok(client, "browser_navigate", {"url": site.url("storage.html")}))
    await ok(client, "browser_cookie_set", {"name": "flavour", "value": "oat"})
    await ok(client, "browser_localstorage_set", {"key": "a", "value": "1"})
    await ok(client, "browser_sessionstorage_set", {"key": "s", "value": "2"})
    await ok(client, "browser_click", {"ref": ref_of(page, "button", "Refresh")})
    await ok(client, "browser_wait_for", {"text": "Cookies: flavour=oat"})
    await ok(client, "browser_wait_for", {"text": "Local: a=1"})
    await ok(client, "browser_cookie_delete", {"name": "flavour"})
    await ok(client, "browser_localstorage_delete", {"key": "a"})
    await ok(client, "browser_sessionstorage_clear", {})
    await ok(client, "browser_click", {"ref": ref_of(page, "button", "Refresh")})
    await ok(client, "browser_wait_for", {"text": "Cookies: none"})
    await ok(client, "browser_wait_for", {"text": "Session: none"})

    page = text_of(await ok(client, "browser_navigate", {"url": site.url("verify.html")}))
    await ok(client, "browser_click", {"ref": ref_of(page, "button", "Reveal")})
    await ok(client, "browser_verify_element_visible", {"role": "button", "accessibleName": "Continue"})
    await ok(client, "browser_verify_text_visible", {"text": "Saved at noon"})
    await ok(client, "browser_verify_list_visible", {"ref": ref_of(page, "list", "Fruits"), "items": ["Apple"]})
    await ok(
        client, "browser_verify_value", {"ref": ref_of(page, "textbox", "Quantity"), "type": "textbox", "value": "3"}
    )
    gift = ref_of(page, "checkbox", "Gift wrap")
    await ok(client, "browser_verify_value", {"ref": gift, "type": "checkbox", "value": "true"})
    await ok(
        client, "browser_verify_value", {"ref": ref_of(page, "combobox", "Size"), "type": "combobox", "value": "m"}
    )


async def record_coordinates(client: Any, site: FixtureServer) -> None:
    await ok(client, "browser_navigate", {"url": site.url("pointer.html")})
    await ok(client, "browser_mouse_click_xy", {"x": 50, "y": 60})
    await ok(client, "browser_navigate", {"url": site.url("verify.html")})


async def record_calendar(client: Any, site: FixtureServer) -> None:
    """A read-only date field filled from its calendar: its steps are not recorded (the calendar opens
    on today's month, so recorded arrow clicks would land elsewhere another day), so the test ends
    there with a skip saying so (never a fill() that would fail on a read-only field)."""
    page = text_of(await ok(client, "browser_navigate", {"url": site.url("widgets/kalender.html")}))
    await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Anreise"), "text": "13.03.2027"})


async def record_sections(client: Any, site: FixtureServer) -> None:
    """A date typed into spinbutton sections: each section clicked and typed, in the test too."""
    page = text_of(await ok(client, "browser_navigate", {"url": site.url("widgets/kalender.html")}))
    await ok(client, "browser_type", {"ref": ref_of(page, "group", "Geburtsdatum"), "text": "04.05.1990"})
    await ok(client, "browser_wait_for", {"text": "geburt=1990-05-04"})


async def record_menus(client: Any, site: FixtureServer) -> None:
    """A click on an item whose menu closed and was removed: the server reopens its path (#43)."""
    held = await seen_in_download_as(client, site)
    await ok(client, "browser_click", {"ref": held})
    await ok(client, "browser_wait_for", {"text": "ran=download-web"})


@pytest.fixture(scope="module")
async def recorded(fixtures: FixtureServer, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    tmp = tmp_path_factory.mktemp("codegen_actions")
    sessions = {
        "widgets": record_widgets,
        "zoo": record_zoo,
        "tools": record_tools,
        "coordinates": record_coordinates,
        "calendar": record_calendar,
        "sections": record_sections,
        "menus": record_menus,
    }
    files = {name: tmp / f"{name}.jsonl" for name in sessions}
    for name, record in sessions.items():
        async with client_for(record_file=files[name], caps=CAPS, output_dir=tmp / "out") as client:
            await record(client, fixtures)
    return files


def flat(source: str) -> str:
    """The module with comments on one line and statements the formatter split joined again."""
    joined = re.sub(r",?\n\s*(?=[)\]}])|(?<=[(\[{])\n\s*", "", unwrapped(source))
    return re.sub(r",\n\s*", ", ", joined)


@pytest.fixture(scope="module")
def generated(recorded: dict[str, Path]) -> dict[str, str]:
    out = next(iter(recorded.values())).parent / "project"
    return {f"test_{n}.py": generate(p, out / f"test_{n}.py", serve_fixtures=True) for n, p in recorded.items()}


def test_widget_steps_are_recorded_as_data(recorded: dict[str, Path]) -> None:
    rows = [json.loads(line) for line in recorded["widgets"].read_text().splitlines()[1:]]
    submenu = next(r for r in rows if r["tool"] == "browser_select_option" and r["arguments"]["values"] == ["As PDF"])
    walked = [(s["action"], (s.get("element") or {}).get("name")) for s in submenu["steps"]]
    assert walked == [("click", None), ("hover", "Share"), ("hover", "Export"), ("click", "As PDF")], walked
    native = next(r for r in rows if r["tool"] == "browser_navigate")
    assert "steps" not in native


def test_a_reopened_menu_is_recorded_as_its_steps(recorded: dict[str, Path], generated: dict[str, str]) -> None:
    rows = [json.loads(line) for line in recorded["menus"].read_text().splitlines()[1:]]
    click = [r for r in rows if r["tool"] == "browser_click"][-1]
    walked = [(s["action"], (s.get("element") or {}).get("name")) for s in click["steps"]]
    assert walked == [("click", "Document"), ("click", "Download as"), ("click", None)], walked
    menus = flat(generated["test_menus.py"])
    assert menus.count('get_by_role("menuitem", name="Download as", exact=True).click()') == 2, menus


def test_generated_modules_do_what_the_server_did(generated: dict[str, str], tmp_path: Path) -> None:
    widgets, tools, coordinates = (flat(generated[f"test_{n}.py"]) for n in ("widgets", "tools", "coordinates"))
    calendar = flat(generated["test_calendar.py"])
    assert "calendar), steps the recording does not hold" in calendar and "typed into" not in calendar, calendar
    assert ".fill(" not in calendar, calendar
    sections = flat(generated["test_sections.py"])
    for name, typed in (("Tag", "04"), ("Monat", "05"), ("Jahr", "1990")):
        assert f'get_by_label("{name}", exact=True).press_sequentially("{typed}")' in sections, sections
    # each widget choice is the steps, not a native select (but the one hidden behind swatches with no text)
    assert widgets.count("select_option(") == 1, widgets
    assert '.locator("select").select_option("slate", force=True)' in widgets, widgets
    assert 'page.get_by_text("Nederlands", exact=True).click()' in widgets, widgets  # a layer entry with no role
    row = 'scrolled_to(page.get_by_role("option", name="Tokyo", exact=True), page.get_by_role("option")).click()'
    assert row in widgets, widgets  # a virtual list's row, drawn once scrolled to
    assert 'page.get_by_role("option", name="Express", exact=True).click()' in widgets, widgets
    assert 'get_by_role("combobox", name="Destination city", exact=True).click()' in widgets, widgets
    assert '.fill("Lisbon")' in widgets, widgets
    assert 'page.get_by_role("menuitem", name="Share", exact=True).hover()' in widgets, widgets
    assert 'page.get_by_role("menuitem", name="As PDF", exact=True).click()' in widgets, widgets
    assert 'page.get_by_role("slider", name="Volume", exact=True).press("End")' in widgets, widgets
    assert re.search(
        r'for _ in range\(\d+\):\n\s+page\.get_by_role\("spinbutton", name="Guests", exact=True\)\.press\("ArrowUp"\)',
        widgets,
    )
    zoo = flat(generated["test_zoo.py"])
    assert "select_option(" not in zoo and '.fill("Lisbon Portela")' in zoo, zoo  # library widgets: their steps
    assert ".drag_to(page.get_by_role(" in tools, tools
    assert "with page.expect_download() as download:" in tools, tools
    assert tools.count('assert download.value.suggested_filename == "report.csv"') == 2, tools
    assert 'page.context.route("**/api/user", lambda route: route.fulfill(status=201' in tools, tools
    assert 'page.context.unroute("**/api/user")' in tools and "page.context.unroute_all()" in tools
    assert "page.context.set_offline(True)" in tools and "page.context.set_offline(False)" in tools
    assert 'page.emulate_media(color_scheme="dark", reduced_motion="reduce")' in tools, tools
    assert "page.context.add_cookies([" in tools and 'page.context.clear_cookies(name="flavour")' in tools
    assert 'expect(page.get_by_role("button", name="Continue", exact=True).first).to_be_visible()' in tools
    assert 'to_have_value("3")' in tools and "to_be_checked(checked=True)" in tools
    assert "the agent saved the page as a PDF" in tools
    assert re.search(
        r'pytest\.skip\(\s*"call 2 browser_mouse_click_xy\(x=50, y=60\) acts at screen coordinates', coordinates
    )

    where = project(tmp_path / "project", REPO / "fixtures_html", generated)
    result = run_pytest(where, "-rs")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "5 passed, 2 skipped" in result.stdout, result.stdout
    assert "acts at screen coordinates" in result.stdout


@pytest.mark.parametrize("name", ["widgets", "zoo", "tools"])
def test_recordings_replay(recorded: dict[str, Path], name: str, tmp_path: Path) -> None:
    """Every call is made again and ends as recorded (the new tools too: each is named in the log)."""
    done = run_replay(recorded[name], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    tools = [json.loads(line)["tool"] for line in recorded[name].read_text().splitlines()[1:]]
    assert f"{len(tools)} passed, 0 failed" in done.stderr, done.stderr
    for tool in set(tools):
        assert f" {tool} -> ok" in done.stderr, (tool, done.stderr)
    if name == "tools":  # the downloads and the PDF are made again, in the replay's output folder
        assert {"report.csv", "report-2.csv", "notes.txt", "pointer.pdf"} <= {p.name for p in tmp_path.rglob("*")}
