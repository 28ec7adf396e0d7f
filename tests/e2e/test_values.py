"""Postconditions (#21): after typing, filling, selecting, ticking or uploading, the server reads the
element back, and the result says what the page holds, never only what was sent.

Every case runs on fixtures_html/values.html through the MCP client: the value the page holds
is checked through the page itself (its snapshot or its own status line), the error envelope
names the field and the reason, and the plan, followed, does what the agent meant.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

from tests.helpers import assert_plan_callable, failure, ok, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
EVALUATE = frozenset({"evaluate"})


async def open_values(client: Client, fixtures: FixtureServer) -> str:
    return text_of(await ok(client, "browser_navigate", {"url": fixtures.url("values.html")}))


async def follow(client: Client, err: dict[str, Any]) -> Any:
    """Run the plan's steps up to its retry (which must succeed); return that result."""
    await assert_plan_callable(client, err)
    for step in err["next_actions"]:
        result = await client.call_tool(step["tool"], step["arguments"])
        if step.get("retry"):
            assert not result.is_error, text_of(result)
            return result
    raise AssertionError(f"the plan has no retry: {err['next_actions']}")


def line_of(page: str, role: str, name: str) -> str:
    found = re.search(rf'^\s*- {role} "{re.escape(name)}".*$', page, re.M)
    assert found, f"no {role} {name!r} in:\n{page}"
    return found.group(0)


# -- formats: converted when one reading exists, refused with the reading when several do -----


@pytest.mark.parametrize(
    ("name", "text", "typed"),
    [
        ("Delivery date", "Dec 1, 2026", "2026-12-01"),
        ("Delivery date", "1 December 2026", "2026-12-01"),
        ("Birth date", "12/01/2026", "2026-01-12"),  # its hint says DD/MM/YYYY
        ("Start time", "3:30 PM", "15:30"),
        ("Meeting", "Dec 1, 2026 at 9:05 am", "2026-12-01T09:05"),
        ("Billing month", "December 2026", "2026-12"),
        ("Week", "week 49 2026", "2026-W49"),
        ("Colour", "red", "#ff0000"),
    ],
)
async def test_text_in_one_reading_is_converted_and_the_result_says_what_was_typed(
    make_client: MakeClient, fixtures: FixtureServer, name: str, text: str, typed: str
) -> None:
    async with make_client() as client:
        page = await open_values(client, fixtures)
        ref = ref_of(page, "textbox", name)
        result = await ok(client, "browser_type", {"ref": ref, "text": text})
        said = text_of(result)
        assert said.startswith(f'Typed "{typed}" into {ref}') and f'"{text}"' in said, said
        notes = result.structured_content["warnings"]["values"]
        assert notes == [{**notes[0], "ref": ref, "sent": text, "holds": typed, "reason": "converted"}]
        assert f"{ref}]: {typed}" in line_of(await page_text(client), "textbox", name).replace('"', "")


async def test_an_ambiguous_date_is_not_typed_and_the_plan_types_the_reading(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """12/01/2026 with nothing on the page saying day or month first: INVALID_ARGUMENT on text, the
    month-first reading suggested, the other named; the field stays as it was; the plan fills it."""
    async with make_client() as client:
        page = await open_values(client, fixtures)
        ref = ref_of(page, "textbox", "Delivery date")
        err = await failure(client, "browser_type", {"ref": ref, "text": "12/01/2026"}, "INVALID_ARGUMENT", "text")
        assert err["suggested_value"] == "2026-12-01" and "2026-01-12" in err["message"], err
        assert err["allowed_values"]["format"] == "YYYY-MM-DD" and "Nothing was typed" in err["message"]
        assert "Nothing changed yet" in await page_text(client), "the page saw no change event"
        plan = err["next_actions"][0]
        assert plan["arguments"] == {"ref": ref, "text": "2026-12-01", "role": "default"} and plan["retry"]
        assert "Typed 10 characters into" in text_of(await follow(client, err))
        assert "delivery: 2026-12-01" in await page_text(client)

        err = await failure(client, "browser_type", {"ref": ref, "text": "next Tuesday"}, "INVALID_ARGUMENT", "text")
        assert err["suggested_value"] is None and [a.get("needs") for a in err["next_actions"]] == [["text"]]


async def test_a_value_the_fields_limits_refuse_is_said_with_the_value_that_fits(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """A number field keeps 50 past max=10 (a warning: the page will refuse it, with the call that
    types 10); a slider moves to 100 instead of 150 (an error: the value did not take)."""
    async with make_client() as client:
        page = await open_values(client, fixtures)
        quantity, volume = ref_of(page, "spinbutton", "Quantity"), ref_of(page, "slider", "Volume")
        kept = await ok(client, "browser_type", {"ref": quantity, "text": "50"})
        said = text_of(kept)
        assert "the page will refuse it (Value must be less than or equal to 10)" in said.splitlines()[0], said
        [note] = kept.structured_content["warnings"]["values"]
        assert (note["reason"], note["fits"], note["allowed"]) == (
            "invalid",
            "10",
            {"min": "1", "max": "10", "step": "1"},
        )
        [step] = kept.structured_content["next_actions"]
        assert step["tool"] == "browser_type" and step["arguments"] == {
            "ref": quantity,
            "text": "10",
            "role": "default",
        }
        fixed = await ok(client, step["tool"], step["arguments"])
        assert "refuse" not in text_of(fixed) and "warnings" not in str(fixed.structured_content.get("warnings") or "")
        assert line_of(await page_text(client), "spinbutton", "Quantity").endswith(': "10"')

        err = await failure(client, "browser_type", {"ref": quantity, "text": "1,234"}, "INVALID_ARGUMENT", "text")
        assert err["suggested_value"] == "1234" and "1.234" in err["message"]  # no INTERNAL_ERROR any more

        err = await failure(client, "browser_type", {"ref": volume, "text": "150"}, "INVALID_ARGUMENT", "text")
        assert "moved to 100" in err["message"] and err["suggested_value"] == "100"
        assert err["allowed_values"] == {"min": "0", "max": "100", "step": "5"}
        err = await failure(client, "browser_type", {"ref": volume, "text": "42"}, "INVALID_ARGUMENT", "text")
        assert err["suggested_value"] == "40"  # the nearest step
        await follow(client, err)
        assert "volume: 40" in await page_text(client)


async def test_a_pattern_the_value_misses_is_said_with_the_near_value_that_fits(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        code = ref_of(await open_values(client, fixtures), "textbox", "Code")
        kept = await ok(client, "browser_type", {"ref": code, "text": "abc"})
        [note] = kept.structured_content["warnings"]["values"]
        assert note["allowed"] == {"pattern": "[A-Z]{3}", "title": "Three capital letters"} and note["fits"] == "ABC"
        assert '"ABC" would fit' in text_of(kept)
        [step] = kept.structured_content["next_actions"]
        await ok(client, step["tool"], step["arguments"])
        assert line_of(await page_text(client), "textbox", "Code").endswith(": ABC")


# -- partial takes: a success whose warnings say what the field holds and why -----------------


@pytest.mark.parametrize(
    ("name", "text", "holds", "reason"),
    [
        ("Zip code", "1234567", "12345", "maxlength"),
        ("Phone", "5551234567", "(555) 123-4567", "reformatted"),
        ("Email", "  ada@example.com ", "ada@example.com", "trimmed"),
    ],
)
async def test_a_value_that_took_partly_is_a_success_that_says_what_the_field_holds(
    make_client: MakeClient, fixtures: FixtureServer, name: str, text: str, holds: str, reason: str
) -> None:
    async with make_client() as client:
        ref = ref_of(await open_values(client, fixtures), "textbox", name)
        result = await ok(client, "browser_type", {"ref": ref, "text": text})
        said = text_of(result)
        assert f'it holds "{holds}"' in said.splitlines()[0], said
        warnings = result.structured_content["warnings"]
        assert [(v["ref"], v["sent"], v["holds"], v["reason"]) for v in warnings["values"]] == [
            (ref, text, holds, reason)
        ]
        assert any(holds in d for d in warnings["details"]) and "⚠️ Warnings:" in said
        assert holds in line_of(await page_text(client), "textbox", name)


# -- refusals: nothing kept, or a state or choice the page puts back ---------------------------


async def test_a_value_a_script_clears_is_an_error_whose_plan_reads_the_page_first(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        coupon = ref_of(await open_values(client, fixtures), "textbox", "Coupon")
        err = await failure(client, "browser_type", {"ref": coupon, "text": "HELLO"}, "INVALID_ARGUMENT", "text")
        assert "it is empty" in err["message"] and err["details"]["reason"] == "page_script"
        look, retry = err["next_actions"]
        assert look["tool"] == "browser_snapshot" and "Coupon not recognised" in await page_text(client)
        assert retry == {**retry, "tool": "browser_type", "needs": ["text"], "retry": True}
        typed = await ok(client, "browser_type", {**retry["arguments"], "text": "SAVE10"})
        assert "holds" not in text_of(typed).splitlines()[0]


@pytest.mark.parametrize(("text", "holds"), [("100", "0"), ("abc", "a")])
async def test_a_shorter_value_a_script_puts_back_is_an_error_not_a_reformat(
    make_client: MakeClient, fixtures: FixtureServer, text: str, holds: str
) -> None:
    """What the field holds has fewer of the characters sent: no mask did that, a script did."""
    async with make_client() as client:
        tip = ref_of(await open_values(client, fixtures), "textbox", "Tip")
        err = await failure(client, "browser_type", {"ref": tip, "text": text}, "INVALID_ARGUMENT", "text")
        assert err["details"]["reason"] == "page_script" and err["details"]["holds"] == holds
        assert f'it holds "{holds}"' in err["message"]


async def test_a_checkbox_or_select_the_page_sets_back_is_an_error_not_checked_or_selected(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = await open_values(client, fixtures)
        newsletter, carrier = ref_of(page, "checkbox", "Newsletter"), ref_of(page, "combobox", "Carrier")
        fields = [{"ref": newsletter, "name": "Newsletter", "type": "checkbox", "value": "true"}]
        err = await failure(client, "browser_fill_form", {"fields": fields}, "INVALID_ARGUMENT", "fields.0.value")
        assert "script on the page" in err["message"] and err["next_actions"][0]["tool"] == "browser_snapshot"
        assert 'checkbox "Newsletter" [checked]' not in await page_text(client)

        err = await failure(client, "browser_select_option", {"ref": carrier, "values": ["Courier"]},
                            "INVALID_ARGUMENT", "values")  # fmt: skip
        assert "shows Post" in err["message"] and err["details"]["holds"] == [{"value": "Post", "label": "Post"}]
        assert "Only Post delivers here" in await page_text(client)


# -- #21 item 5: a rich-text editor's text is in every snapshot, as a field's value is ---------------


async def test_an_editors_text_is_on_its_snapshot_line_whoever_wrote_it(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = await open_values(client, fixtures)
        note, write = ref_of(page, "textbox", "Note"), ref_of(page, "button", "Write summary")
        assert line_of(page, "textbox", "Summary").endswith("]")  # empty: nothing to show
        await ok(client, "browser_type", {"ref": note, "text": "Leave it at the door"})
        assert line_of(await page_text(client), "textbox", "Note").endswith("]: Leave it at the door")

        clicked = text_of(await ok(client, "browser_click", {"ref": write}))  # the page's script writes it
        assert line_of(clicked, "textbox", "Summary").endswith(']: "Two boxes: fragile"'), clicked
        page = await page_text(client)
        assert line_of(page, "textbox", "Summary").endswith(']: "Two boxes: fragile"')
        assert line_of(page, "textbox", "Note").endswith("]: Leave it at the door")
        assert line_of(page, "textbox", "Motto").endswith("]")  # still empty: it refuses input


# -- #25 item 9: a checkbox typed into ----------------------------------------------------------


async def test_typing_into_a_checkbox_is_not_interactable_and_the_plan_ticks_it(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = await open_values(client, fixtures)
        gift = ref_of(page, "checkbox", "Gift wrap")
        err = await failure(client, "browser_type", {"ref": gift, "text": "yes"}, "ELEMENT_NOT_INTERACTABLE", "ref")
        assert err["details"]["input_type"] == "checkbox" and "not a text field" in err["message"]
        assert [(a["tool"], a["arguments"]) for a in err["next_actions"]] == [
            ("browser_fill_form", {"fields": [{"ref": gift, "type": "checkbox", "value": "true"}], "role": "default"})
        ]
        ticked = await follow(client, err)
        assert re.search(rf'checkbox "Gift wrap" \[checked\].* \[ref={gift}\]', text_of(ticked)), text_of(ticked)

        err = await failure(client, "browser_type", {"ref": gift, "text": "hello"}, "ELEMENT_NOT_INTERACTABLE", "ref")
        assert [(a["tool"], a["arguments"]) for a in err["next_actions"]] == [
            ("browser_click", {"ref": gift, "role": "default"})
        ]
        fields = [{"ref": gift, "type": "textbox", "value": "x"}]
        err = await failure(client, "browser_fill_form", {"fields": fields}, "ELEMENT_NOT_INTERACTABLE", "ref")
        assert "Field 1 of 1" in err["message"] and err["next_actions"][0]["tool"] == "browser_click"


# -- editors and shadow roots -------------------------------------------------------------------


async def test_rich_text_editors_and_shadow_fields_are_typed_into_and_verified(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = await open_values(client, fixtures)
        note, motto = ref_of(page, "textbox", "Note"), ref_of(page, "textbox", "Motto")
        typed = text_of(await ok(client, "browser_type", {"ref": note, "text": "Ring twice"}))
        assert typed.startswith(f'Typed 10 characters into {note} (textbox "Note")') and "holds" not in typed
        err = await failure(client, "browser_type", {"ref": motto, "text": "carpe diem"}, "INVALID_ARGUMENT", "text")
        assert "it is empty" in err["message"], err  # the editor cancels every input: "Typed" would be a lie

        street = ref_of(page, "textbox", "Street")  # inside an open shadow root
        await ok(client, "browser_type", {"ref": street, "text": "1 Main St"})
        checked = await ok(client, "browser_click", {"ref": ref_of(page, "button", "Check street")})
        assert "Street: 1 Main St" in text_of(checked)


# -- forms and uploads --------------------------------------------------------------------------


async def test_fill_form_converts_warns_and_corrects_inside_fields(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = await open_values(client, fixtures)
        date, zipcode = ref_of(page, "textbox", "Delivery date"), ref_of(page, "textbox", "Zip code")
        fields = [
            {"ref": date, "name": "Delivery date", "type": "textbox", "value": "Dec 24, 2026"},
            {"ref": zipcode, "name": "Zip code", "type": "textbox", "value": "9021012"},
        ]
        filled = await ok(client, "browser_fill_form", {"fields": fields})
        said = text_of(filled)
        assert f'{date} holds "2026-12-24"' in said and f'{zipcode} holds "90210"' in said
        assert [v["reason"] for v in filled.structured_content["warnings"]["values"]] == ["converted", "maxlength"]

        fields[0]["value"] = "12/24/26"
        err = await failure(client, "browser_fill_form", {"fields": fields}, "INVALID_ARGUMENT", "fields.0.value")
        assert err["suggested_value"] == "2026-12-24"
        corrected = err["next_actions"][0]["arguments"]["fields"]
        assert corrected == [{**fields[0], "value": "2026-12-24"}, fields[1]]
        await follow(client, err)


async def test_upload_reads_back_the_files_the_input_holds(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    for name in ("notes.txt", "scan.pdf"):
        (tmp_path / name).write_text(name, encoding="utf-8")
    async with make_client(upload_dirs=(tmp_path,)) as client:
        page = await open_values(client, fixtures)
        doc, photo = ref_of(page, "button", "Document"), ref_of(page, "button", "Photo")
        await ok(client, "browser_click", {"ref": doc})
        paths = [str(tmp_path / "notes.txt")]
        err = await failure(client, "browser_file_upload", {"paths": paths}, "INVALID_ARGUMENT", "paths")
        assert err["allowed_values"] == {"accept": ".pdf"} and "notes.txt" in err["message"]
        assert "Rejected notes.txt: PDF only" in await page_text(client)

        await ok(client, "browser_click", {"ref": photo})
        both = [str(tmp_path / "notes.txt"), str(tmp_path / "scan.pdf")]
        err = await failure(client, "browser_file_upload", {"paths": both}, "INVALID_ARGUMENT", "paths")
        assert err["suggested_value"] == both[:1], err  # the chooser stays open for the retry
        uploaded = await follow(client, err)
        assert uploaded.structured_content["files"] == ["notes.txt"]
        assert "Photo: notes.txt" in await page_text(client)

        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Avatar")})
        taken = await ok(client, "browser_file_upload", {"paths": [str(tmp_path / "scan.pdf")]})
        said = text_of(taken)  # the widget took the file and emptied its input: said, not hidden, not an error
        assert "The file input holds no file now." in said and "Uploading scan.pdf" in said, said
        assert [v["reason"] for v in taken.structured_content["warnings"]["values"]] == ["emptied"]


# -- no result claims what the page does not hold -----------------------------------------------

TEXTS = ("12/01/2026", "Dec 1, 2026", "5551234567", "  Ada  ", "abc", "150", "HELLO")


async def test_no_typed_result_claims_a_value_the_page_does_not_hold(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """Every text into every field: a success's first line is either the bare claim (and the field
    holds exactly what was sent), or names what the field holds, as the page itself reports it."""
    async with make_client(caps=EVALUATE) as client:
        page = await open_values(client, fixtures)
        names = re.findall(r'- (?:textbox|spinbutton|slider) "([^"]+)"', page)
        checked = 0
        for name in names:
            role = re.search(rf'- (\w+) "{re.escape(name)}"', page).group(1)  # type: ignore[union-attr]
            ref = ref_of(page, role, name)
            for text in TEXTS:
                result = await client.call_tool("browser_type", {"ref": ref, "text": text})
                if result.is_error:
                    continue
                read = await ok(client, "browser_evaluate", {"ref": ref, "function": READ_VALUE})
                actual = str(read.structured_content["result"]).replace("\xa0", " ")  # an editor's spaces
                first = text_of(result).splitlines()[0]
                if "could not be read back" in first:
                    continue  # no claim made: the result says it could not check
                holds = re.search(r'it holds "(.*?)":', first) or re.match(r'Typed "(.*?)" into', first)
                claimed = holds.group(1) if holds else text
                assert actual == claimed, f"{name} <- {text!r}: the result says {first!r}; the page holds {actual!r}"
                checked += 1
        assert checked >= 25, checked  # successes compared; the refusals are errors, checked above


READ_VALUE = "(el) => el.isContentEditable ? el.innerText : el.value"
