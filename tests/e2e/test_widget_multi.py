"""Multi-selects and role-less sliders in one call, through the MCP client on real Chromium.

Three classes of widget a library draws: a combobox over a visually hidden native <select multiple>
(two lists of the same names, the native one state and not UI; picks shown as chips beside an
empty search field; a popup that closes after each pick), a multi-select listbox that stays open
after a pick inside a shadow root (the trigger is not clicked again), and a slider with no ARIA
role (a focusable handle on a track). The page's own result line, filled from the widget's state,
proves each; a value the widget cannot take is an error with a plan, never a silent ok.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mcp import Client

from tests.helpers import failure, ok, ok_text, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def open_page(client: Client, fixtures: FixtureServer, name: str) -> str:
    return text_of(await ok(client, "browser_navigate", {"url": fixtures.url(f"widgets/{name}")}))


async def choose(client: Client, ref: str, *values: str) -> str:
    return await ok_text(client, "browser_select_option", {"ref": ref, "values": list(values)})


async def test_combobox_over_hidden_native_multi_select(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Chips beside an empty field, a popup that closes after each pick: every value in one call."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "tags.html")
        labels = ref_of(page, "combobox", "Labels")
        await choose(client, labels, "Bug", "Performance", "UI")
        assert "labels=bug,perf,ui " in await page_text(client)
        await choose(client, labels, "docs")  # exactly what is asked: the others come off
        assert "labels=docs " in await page_text(client)
        team = ref_of(page, "combobox", "Team")
        await choose(client, team, "Ben", "Dee")
        assert "team=ben,dee" in await page_text(client)
        await choose(client, team, "Cy", "Ana")  # its chips have no remove control: clicked, then Backspace
        assert "team=ana,cy" in await page_text(client)
        kind = ref_of(page, "combobox", "Kind")  # opens from the keyboard only; its own state, not the native one
        await choose(client, kind, "Owl", "Cat")
        assert "kind=owl,cat" in await page_text(client)
        err = await failure(
            client, "browser_select_option", {"ref": team, "values": ["Ann"]}, "INVALID_ARGUMENT", "values"
        )
        assert err["suggested_value"] == "Ana", err
        owners = ref_of(page, "combobox", "Owners")  # a choice its chip offers no way to take off
        err = await failure(
            client, "browser_select_option", {"ref": owners, "values": ["You"]}, "INVALID_ARGUMENT", "values"
        )
        assert err["details"]["also_held"] == ["Me"] and "holds Me as well" in err["message"], err


async def test_shadow_multi_select_that_stays_open(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """The list stays open after each pick: the rest are picked in it, then it is closed (Escape)."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "shadow_multi.html")
        toppings = ref_of(page, "combobox", "Toppings")
        await choose(client, toppings, "Olives", "Chili", "ham")
        now = await page_text(client)
        assert "toppings=ham,olives,chili opened=1 " in now, now  # opened once: its trigger not clicked again
        assert 'option "Basil"' not in now, "closed at the end"
        await choose(client, toppings, "Basil")
        assert "toppings=basil opened=2 " in await page_text(client)
        days = ref_of(page, "button", "Days")
        await choose(client, days, "Tuesday", "Friday")
        now = await page_text(client)
        assert "days=tue,fri" in now and 'option "Monday"' not in now, now


def slider(ref: str, value: str) -> dict[str, Any]:
    return {"fields": [{"ref": ref, "name": "slider", "type": "slider", "value": value}]}


async def test_slider_with_no_role_is_set_and_read_back(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """A track named 'Volume' (its number beside it) and a link handle (its number in a tooltip): the
    keys set each, read back from the number that moves with the handle; outside its bounds or between
    its steps, an error names the value it can take, and that value works. One that takes no keys is
    set by clicks on its track."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "track.html")
        volume, balance = ref_of(page, "generic", "Volume"), ref_of(page, "link", "Balance")
        await ok(client, "browser_fill_form", slider(volume, "60"))
        await ok(client, "browser_fill_form", slider(balance, "-15"))
        assert "volume=60 balance=-15 " in await page_text(client)
        outside = await failure(
            client, "browser_fill_form", slider(volume, "150"), "INVALID_ARGUMENT", "fields.0.value"
        )
        assert "from 0 to 100" in outside["message"] and outside["suggested_value"] == "100", outside
        assert "volume=60 " in await page_text(client), "put back where it was"
        between = await failure(
            client, "browser_fill_form", slider(balance, "12"), "INVALID_ARGUMENT", "fields.0.value"
        )
        assert between["suggested_value"] in ("10", "15") and "steps of 5" in between["message"], between
        await ok(client, "browser_fill_form", slider(balance, between["suggested_value"]))
        assert f"balance={between['suggested_value']} " in await page_text(client)
        opacity = ref_of(page, "generic", "Opacity")  # keys do nothing: its track is clicked
        await ok(client, "browser_fill_form", slider(opacity, "130"))
        assert "opacity=130 " in await page_text(client)
        pan = ref_of(page, "generic", "Pan")  # its number only far away, beside another one
        await ok(client, "browser_fill_form", slider(pan, "8"))
        assert "pan=8" in await page_text(client)


async def test_slider_that_shows_no_number_says_how_it_was_read(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """Only the handle's place tells the value: read on the bounds the track gives, on a 0-100 scale
    when one key is 1% of the track (each said in the answer), and refused with a plan (a percent of
    the track) when nothing tells its scale."""
    async with make_client() as client:
        page = await open_page(client, fixtures, "track.html")
        brightness, zoom, speed = (ref_of(page, "generic", n) for n in ("Brightness", "Zoom", "Speed"))
        save = ref_of(page, "button", "Save")  # the page writes these out only when saved
        said = await ok_text(client, "browser_fill_form", slider(brightness, "7.5"))
        assert "on the bounds it gives (0 to 10)" in said, said
        said = await ok_text(client, "browser_fill_form", slider(zoom, "60"))
        assert "0-100 scale" in said, said
        err = await failure(client, "browser_fill_form", slider(speed, "3"), "INVALID_ARGUMENT", "fields.0.value")
        assert "percent of its track" in err["message"], err
        assert "saved brightness=7.5 zoom=60 speed=1" in await ok_text(client, "browser_click", {"ref": save})
        said = await ok_text(client, "browser_fill_form", slider(speed, "75%"))
        assert "as a percent of its track" in said, said
        assert "speed=3" in await ok_text(client, "browser_click", {"ref": save})
