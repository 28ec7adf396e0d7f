"""browser_select_option on custom widgets (#22 item 1), through the MCP client on real Chromium.

The pages in fixtures_html/widgets follow the WAI-ARIA Authoring Practices patterns and the
markup styles of UI libraries (portals drawn only while open, aria-activedescendant, options
marked aria-selected, a native select hidden under a styled button, options fetched after
typing). Each widget kind: chosen in one call (the page's own status line shows it), a miss
lists the options and suggests the close one (the plan's retry works), and a combobox that
lists nothing until typed plans the typing into that combobox, then the retry.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mcp import Client

from tests.helpers import assert_plan_callable, failure, ok, ok_text, page_text, ref_of, text_of
from verdex_py.refs import REF_ATTR
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def open_page(client: Client, fixtures: FixtureServer, name: str) -> str:
    return text_of(await ok(client, "browser_navigate", {"url": fixtures.url(f"widgets/{name}")}))


async def choose(client: Client, ref: str, *values: str) -> str:
    return await ok_text(client, "browser_select_option", {"ref": ref, "values": list(values)})


async def follow_retry(client: Client, err: dict[str, Any]) -> str:
    """Run the plan as given: every step in order, the last one the retry; the retry's text."""
    steps = err["next_actions"]
    assert steps and steps[-1].get("retry") is True, steps
    assert all("needs" not in s for s in steps), steps
    for step in steps[:-1]:
        await ok(client, step["tool"], step["arguments"])
    return await ok_text(client, steps[-1]["tool"], steps[-1]["arguments"])


async def test_comboboxes_choose_by_label_or_value_in_one_call(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """A select-only combobox (listbox hidden while closed) and a button whose listbox is a portal."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "combobox.html")
        speed = ref_of(page, "combobox", "Delivery speed")
        assert "Delivery speed: exp" in await choose(client, speed, "Express")
        assert "Delivery speed: ovn" in await choose(client, speed, "ovn")  # by value (data-value)
        carrier = ref_of(page, "button", "Carrier")
        assert "Carrier: ups" in await choose(client, carrier, "ups standard")  # label, any case
        now = await page_text(client)
        assert 'option "DHL Parcel"' not in now and "UPS Standard" in now  # closed: the portal is gone


async def test_multi_select_popup_keeps_what_is_chosen(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Urgent is on already: asking for Urgent and Billing adds Billing and leaves Urgent on; then
    asking for Feedback alone turns the other two off."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "combobox.html")
        labels = ref_of(page, "button", "Labels")
        assert "Labels: Urgent, Billing" in await choose(client, labels, "Urgent", "Billing")
        assert 'option "Feedback"' not in await page_text(client)  # closed again
        assert "Labels: Feedback" in await choose(client, labels, "Feedback")  # exactly what was asked


async def test_fill_form_chooses_in_a_custom_combobox(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "combobox.html")
        field = {"ref": ref_of(page, "combobox", "Delivery speed"), "type": "combobox", "value": "Express"}
        await ok(client, "browser_fill_form", {"fields": [field]})
        assert "Delivery speed: exp" in await page_text(client)


async def test_combobox_miss_suggests_and_the_plan_chooses(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "combobox.html")
        carrier = ref_of(page, "button", "Carrier")
        err = await failure(
            client, "browser_select_option", {"ref": carrier, "values": ["UPS Standrd"]}, "INVALID_ARGUMENT", "values"
        )
        assert err["allowed_values"] == ["DHL Parcel", "UPS Standard", "National Post"]
        assert err["suggested_value"] == "UPS Standard"
        assert 'option "DHL Parcel"' not in await page_text(client)  # the miss closed what it opened
        assert "Carrier: ups" in await follow_retry(client, err)


async def test_editable_combobox_list_autocomplete(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Opened by click (the whole list), or already filtered by what the agent typed: both choose."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "autocomplete.html")
        country = ref_of(page, "combobox", "Country")
        assert "Country: Portugal" in await choose(client, country, "Portugal")
        await ok(client, "browser_type", {"ref": country, "text": "Sp"})
        assert "Country: Spain" in await choose(client, country, "Spain")
        await ok(client, "browser_type", {"ref": country, "text": ""})
        err = await failure(
            client, "browser_select_option", {"ref": country, "values": ["Frnace"]}, "INVALID_ARGUMENT", "values"
        )
        assert err["suggested_value"] == "France" and "Germany" in err["allowed_values"]
        assert "Country: France" in await follow_retry(client, err)


async def test_input_with_datalist_takes_a_suggestion(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "autocomplete.html")
        airline = ref_of(page, "combobox", "Airline")
        assert "Airline: KL" in await choose(client, airline, "KLM Royal Dutch Airlines")
        err = await failure(
            client, "browser_select_option", {"ref": airline, "values": ["Iberai"]}, "INVALID_ARGUMENT", "values"
        )
        assert err["suggested_value"] == "Iberia"
        assert "Airline: IB" in await follow_retry(client, err)


async def test_search_combobox_is_searched_then_chosen(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Nothing is listed until text is typed: the server types the value as the search and picks (#34);
    a search that finds nothing is undone and plans another search text, then the retry."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "autocomplete.html")
        city = ref_of(page, "combobox", "Destination city")
        assert "Destination: LIS" in await choose(client, city, "Lisbon")
        err = await failure(
            client, "browser_select_option", {"ref": city, "values": ["Lisboa Oriente"]}, "INVALID_ARGUMENT", "values"
        )
        assert err["message"].startswith("Searched the combobox for 'Lisboa Oriente'"), err["message"]
        assert len(text_of_error(err)) < 800
        typing, retry = err["next_actions"]
        # the option asked for is the search text (never asked of the agent), typed key by key
        assert (typing["tool"], typing["arguments"]["ref"], typing.get("needs")) == ("browser_type", city, None)
        assert (typing["arguments"]["text"], typing["arguments"]["slowly"]) == ("Lisboa Oriente", True)
        assert (retry["tool"], retry["arguments"]["values"], retry["retry"]) == (
            "browser_select_option",
            ["Lisboa Oriente"],
            True,
        )
        await ok(client, typing["tool"], typing["arguments"])
        again = await failure(client, retry["tool"], retry["arguments"], "INVALID_ARGUMENT", "values")
        assert all(a["tool"] != "browser_type" for a in again["next_actions"]), again  # not offered twice
        await ok(client, "browser_type", {"ref": city, "text": "mad"})
        assert "Destination: MAD" in await ok_text(client, retry["tool"], {**retry["arguments"], "values": ["Madrid"]})


def text_of_error(err: dict[str, Any]) -> str:
    return " ".join([err["message"], *(a["why"] for a in err["next_actions"])])


async def test_listboxes_single_and_multi(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "listbox.html")
        theme = ref_of(page, "listbox", "Theme")
        assert "Theme: contrast" in await choose(client, theme, "High contrast")
        topics = ref_of(page, "listbox", "Topics")
        # exactly what was asked: News (selected before) is toggled off, Sport and Science on
        assert "topics: sport, science" in await choose(client, topics, "Sport", "science")
        await choose(client, topics, "Sport", "Science")  # asked again: nothing is toggled off
        assert "topics: sport, science" in await page_text(client)
        err = await failure(
            client, "browser_select_option", {"ref": theme, "values": ["Drak"]}, "INVALID_ARGUMENT", "values"
        )
        assert (err["allowed_values"], err["suggested_value"]) == (["Light", "Dark", "High contrast"], "Dark")
        assert "Theme: dark" in await follow_retry(client, err)


async def test_a_choice_the_widget_does_not_show_is_an_error(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """The Digest listbox ignores clicks: never "Selected"."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "listbox.html")
        digest = ref_of(page, "listbox", "Digest")
        err = await failure(
            client, "browser_select_option", {"ref": digest, "values": ["Weekly"]}, "INVALID_ARGUMENT", "values"
        )
        assert "did not take" in err["message"] and err["details"]["shown"] == "Daily"
        assert err["next_actions"][0]["tool"] == "browser_snapshot"  # what the page says about it


async def test_a_short_label_beside_the_widget_is_not_a_choice_shown(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """The Size combobox ignores the chosen option; "S" inside the label "Size" is not "S" shown."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "stubborn.html")
        size = ref_of(page, "combobox", "Size")
        err = await failure(
            client, "browser_select_option", {"ref": size, "values": ["S"]}, "INVALID_ARGUMENT", "values"
        )
        assert "did not take" in err["message"] and err["details"]["shown"] == "Choose", err


async def test_fill_form_combobox_miss_plans_the_field_value(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A fill_form combobox field whose value is no option: the plan asks for fields.0.value (fill_form
    has no `values`), and the plan followed literally chooses the suggested option."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "combobox.html")
        field = {"ref": ref_of(page, "combobox", "Delivery speed"), "type": "combobox", "value": "Expres"}
        err = await failure(client, "browser_fill_form", {"fields": [field]}, "INVALID_ARGUMENT", "fields.0.value")
        assert err["suggested_value"] == "Express", err
        await follow_retry(client, err)
        assert "Delivery speed: exp" in await page_text(client)


async def test_menu_buttons_choice_and_command(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "menu.html")
        sort = ref_of(page, "button", "Sort order")
        assert "Sorted by price" in await choose(client, sort, "Price")
        actions = ref_of(page, "button", "Actions")
        assert "Ran Export as CSV" in await choose(client, actions, "Export as CSV")
        err = await failure(
            client, "browser_select_option", {"ref": actions, "values": ["Archiv"]}, "INVALID_ARGUMENT", "values"
        )
        assert err["suggested_value"] == "Archive"
        assert 'menuitem "Duplicate"' not in await page_text(client)  # the miss closed the menu
        assert "Ran Archive" in await follow_retry(client, err)


async def test_radio_groups_and_switches(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "choices.html")
        assert "Plan: enterprise" in await choose(client, ref_of(page, "radiogroup", "Plan"), "Enterprise")
        billing = ref_of(page, "group", "Billing period")  # native radios sharing a name, inputs invisible
        assert "billing: yearly" in await choose(client, billing, "Yearly")
        assert "newsletter: on" in await choose(client, ref_of(page, "switch", "Email newsletter"), "on")
        dark = ref_of(page, "switch", "Dark mode")
        assert "dark: on" in await choose(client, dark, "true")
        assert 'switch "Dark mode" [checked]' in await choose(client, dark, "on")  # already on: not clicked off
        assert "dark: on" in await page_text(client)
        err = await failure(
            client, "browser_select_option", {"ref": dark, "values": ["of"]}, "INVALID_ARGUMENT", "values"
        )
        assert (err["allowed_values"], err["suggested_value"]) == (["on", "off"], "off")
        assert "dark: off" in await follow_retry(client, err)
        err = await failure(
            client, "browser_select_option", {"ref": billing, "values": ["Yaerly"]}, "INVALID_ARGUMENT", "values"
        )
        assert err["suggested_value"] == "Yearly"


async def test_native_select_hidden_under_a_styled_button(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """The styled list has no ARIA roles: the select's options are matched, the styled entry is clicked."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "styled_select.html")
        size = ref_of(page, "button", "Size Medium")
        assert "Size: l" in await choose(client, size, "Large")
        page = await page_text(client)
        size = ref_of(page, "button", "Size Large")
        err = await failure(
            client, "browser_select_option", {"ref": size, "values": ["Smal"]}, "INVALID_ARGUMENT", "values"
        )
        assert (err["allowed_values"], err["suggested_value"]) == (["Small", "Medium", "Large"], "Small")
        assert "Size: s" in await follow_retry(client, err)
        hidden = re.search(rf"combobox \[aria-hidden\] {REF_ATTR.pattern}", await page_text(client))
        assert hidden, "the hidden select is in the snapshot"  # its own ref works too (the native path)
        assert "Size: m" in await choose(client, hidden["ref"], "Medium")
        # swatches with no text: the choice is made in the hidden select, which the control follows
        tint = ref_of(await page_text(client), "button", "Tint Sand")
        assert "Tint: slate" in await choose(client, tint, "Slate")


async def test_drop_down_layer_whose_entries_have_no_roles(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A read-only combobox field whose visible entries (a layer at the end of <body>) carry no roles;
    its ARIA listbox is out of sight and holds the current entry only."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "layered.html")
        language = ref_of(page, "combobox", "Language")
        assert "Language: nl" in await choose(client, language, "Nederlands")
        err = await failure(
            client, "browser_select_option", {"ref": language, "values": ["Portugues"]}, "INVALID_ARGUMENT", "values"
        )
        assert err["allowed_values"] == ["English", "Português", "Nederlands", "Suomi"]
        assert "Language: pt" in await follow_retry(client, err)


async def test_virtual_list_is_scrolled_through(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Only the rows in view exist: the option is found by scrolling, and a miss lists every option."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "virtual.html")
        zone = ref_of(page, "combobox", "Time zone")
        assert "Time zone: Tokyo" in await choose(client, zone, "Tokyo")
        err = await failure(
            client, "browser_select_option", {"ref": zone, "values": ["Reykjavk"]}, "INVALID_ARGUMENT", "values"
        )
        assert len(err["allowed_values"]) == 72 and err["suggested_value"] == "Reykjavik"
        assert "Time zone: Reykjavik" in await follow_retry(client, err)


async def test_combobox_inside_an_open_shadow_root(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "shadow.html")
        assert "Colour: Teal" in await choose(client, ref_of(page, "button", "Colour"), "teal")


async def test_other_elements_are_still_refused_on_ref(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = await open_page(client, fixtures, "menu.html")
        heading = ref_of(page, "heading", "Orders")
        err = await failure(
            client, "browser_select_option", {"ref": heading, "values": ["x"]}, "INVALID_ARGUMENT", "ref"
        )
        assert "radio group" in err["message"]


async def test_aria_sliders_and_spinbuttons_are_set_from_the_keyboard(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """A slider or spinbutton drawn without an <input> takes `browser_type` and a fill_form slider
    field (#34): the server moves it with the keys the APG gives it, and reads the value back."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "slider.html")
        volume, guests = ref_of(page, "slider", "Volume"), ref_of(page, "spinbutton", "Guests")
        await ok(client, "browser_type", {"ref": volume, "text": "65"})
        await ok(client, "browser_type", {"ref": guests, "text": "7"})
        assert "volume=65 guests=7" in await page_text(client)
        fields = [{"ref": volume, "name": "Volume", "type": "slider", "value": "100"}]
        await ok(client, "browser_fill_form", {"fields": fields})
        assert "volume=100 guests=7" in await page_text(client)
        between = await failure(client, "browser_type", {"ref": volume, "text": "42"}, "INVALID_ARGUMENT", "text")
        assert between["suggested_value"] in ("40", "45") and "holds" in between["message"], between
        outside = await failure(client, "browser_type", {"ref": guests, "text": "30"}, "INVALID_ARGUMENT", "text")
        assert outside["suggested_value"] == "12" and "from 1 to 12" in outside["message"], outside
        assert "guests=12" in await follow_retry(client, outside)


async def test_a_button_a_menu_names_as_its_opener_is_a_menu_button(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """A button that says nothing of a popup, named by a menu as its opener (#34), is operated as a
    menu button; one whose click shows no menu is refused as any other non-widget is."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "opener.html")
        assert "sort=oldest" in await choose(client, ref_of(page, "button", "Sort"), "Oldest")
        help_ref = ref_of(page, "button", "Help")
        err = await failure(
            client, "browser_select_option", {"ref": help_ref, "values": ["x"]}, "INVALID_ARGUMENT", "ref"
        )
        assert "not a select" in err["message"] and "browser_click" in err["message"], err
        assert "sort=oldest" in await page_text(client), "the refused call chose nothing"
        await assert_plan_callable(client, err)
