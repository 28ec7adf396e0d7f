"""Input tools through the MCP client on real Chromium: hover, keys, selects, forms, checkboxes, uploads.

Each test checks the effect on the page (what the page itself shows), then the error paths:
the envelope names the field, and the recovery plan is a call the tool accepts and that
works when followed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers import assert_plan_callable, error_of, failure, ok, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


# -- hover and keys ----------------------------------------------------------------------------


async def test_hover_opens_the_menu_it_controls(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """The page's own mouseenter handler must run: the menu appears in the returned snapshot."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("hover.html")}))
        assert "Sign out" not in page and "Not hovered" in page
        account = ref_of(page, "button", "Account")
        hovered = await ok(client, "browser_hover", {"ref": account})
        assert 'menuitem "Sign out"' in text_of(hovered) and "Hovering Account" in text_of(hovered)
        assert hovered.structured_content["action"] == "hover"
        assert hovered.structured_content["element"]["name"] == "Account"

        await ok(client, "browser_hover", {"ref": ref_of(page, "heading", "Hover menu")})
        away = await page_text(client)
        assert "Not hovered" in away and "Sign out" not in away  # mouseleave ran too

        await failure(client, "browser_hover", {"ref": "e999"}, "UNKNOWN_REF", "ref")
        pasted = f"[ref={account}]"  # copied with the snapshot's brackets
        err = await failure(client, "browser_hover", {"ref": pasted}, "INVALID_ARGUMENT", "ref")
        assert err["suggested_value"] == account
        plan = err["next_actions"][0]
        assert "Hovering Account" in text_of(await ok(client, plan["tool"], plan["arguments"]))


async def test_press_key_enter_submits_and_a_bad_key_is_corrected(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """Enter on the focused field submits the form; a misspelt key suggests Enter, and the plan works."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("form.html")}))
        await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Full name"), "text": "Ada"})

        err = await failure(client, "browser_press_key", {"key": "Entr"}, "INVALID_ARGUMENT", "key")
        assert err["suggested_value"] == "Enter" and "Enter" in err["allowed_values"]
        assert "Submitted:" not in await page_text(client)  # the bad key did nothing
        plan = err["next_actions"][0]
        assert (plan["tool"], plan["arguments"]) == ("browser_press_key", {"key": "Enter", "role": "default"})
        assert plan["retry"] is True
        pressed = await ok(client, plan["tool"], plan["arguments"])
        assert "Submitted: Ada /" in text_of(pressed)

        await failure(client, "browser_press_key", {}, "INVALID_ARGUMENT", "key")


# -- selects -----------------------------------------------------------------------------------


async def test_select_option_by_label_and_by_value(make_client: MakeClient, fixtures: FixtureServer) -> None:
    """Labels and values both select; the page's change handler sees the value."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("select.html")}))
        size = ref_of(page, "combobox", "Size")
        by_label = await ok(client, "browser_select_option", {"ref": size, "values": ["Large"]})
        assert "Size: l (Large)" in text_of(by_label)
        by_value = await ok(client, "browser_select_option", {"ref": size, "values": ["m"]})
        assert "Size: m (Medium)" in text_of(by_value)


async def test_select_option_miss_lists_options_and_the_plan_selects(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """A misspelt option lists the real options and suggests the close one; following the plan selects it."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("select.html")}))
        size = ref_of(page, "combobox", "Size")
        await ok(client, "browser_select_option", {"ref": size, "values": ["Large"]})

        err = await failure(
            client, "browser_select_option", {"ref": size, "values": ["Smal"]}, "INVALID_ARGUMENT", "values"
        )
        assert err["allowed_values"] == ["Small", "Medium", "Large"] and err["suggested_value"] == "Small"
        assert "Size: l (Large)" in await page_text(client)  # nothing was selected
        plan = err["next_actions"][0]
        assert (plan["tool"], plan["arguments"]) == (
            "browser_select_option",
            {"ref": size, "values": ["Small"], "role": "default"},
        )
        assert "Size: s (Small)" in text_of(await ok(client, plan["tool"], plan["arguments"]))

        heading = ref_of(page, "heading", "Select")
        await failure(client, "browser_select_option", {"ref": heading, "values": ["Small"]}, "INVALID_ARGUMENT", "ref")
        await failure(client, "browser_select_option", {"ref": size, "values": []}, "INVALID_ARGUMENT", "values")


# -- forms and checkboxes ----------------------------------------------------------------------


def form_fields(page: str) -> dict[str, str]:
    names = {"Full name": "textbox", "Email": "textbox", "Plan": "combobox", "Accept terms": "checkbox"}
    return {name: ref_of(page, role, name) for name, role in {**names, "Account ID": "textbox"}.items()}


async def test_fill_form_fills_every_kind_then_submit_shows_them(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """Textbox, checkbox and combobox in one call; the form then submits exactly those values."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("form.html")}))
        refs = form_fields(page)
        fields = [
            {"ref": refs["Full name"], "name": "Full name", "type": "textbox", "value": "Ada Lovelace"},
            {"ref": refs["Email"], "name": "Email", "type": "textbox", "value": "ada@example.com"},
            {"ref": refs["Accept terms"], "name": "Accept terms", "type": "checkbox", "value": "true"},
            {"ref": refs["Plan"], "name": "Plan", "type": "combobox", "value": "Team"},
        ]
        filled = await ok(client, "browser_fill_form", {"fields": fields})
        assert [f["ref"] for f in filled.structured_content["filled"]] == [f["ref"] for f in fields]
        text = text_of(filled)
        assert 'checkbox "Accept terms" [checked]' in text and 'option "Team" [selected]' in text
        submitted = await ok(client, "browser_click", {"ref": ref_of(page, "button", "Submit")})
        assert "Submitted: Ada Lovelace / ada@example.com / Team" in text_of(submitted)


async def test_fill_form_failure_names_the_field_and_what_was_filled(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """The read-only Account ID fails as field 3; the two before it are filled, and the plan is callable."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("form.html")}))
        refs = form_fields(page)
        fields = [
            {"ref": refs["Full name"], "name": "Full name", "type": "textbox", "value": "Grace"},
            {"ref": refs["Email"], "name": "Email", "type": "textbox", "value": "grace@example.com"},
            {"ref": refs["Account ID"], "name": "Account ID", "type": "textbox", "value": "ACC-9"},
        ]
        err = error_of(await client.call_tool("browser_fill_form", {"fields": fields}))
        assert (err["code"], err["field"]) == ("ELEMENT_NOT_INTERACTABLE", "ref")
        assert err["details"]["reason"] == "not_editable"
        assert err["details"]["failed_field"] == {"index": 2, **fields[2]}
        assert err["details"]["filled"] == [{k: f[k] for k in ("ref", "name", "type")} for f in fields[:2]]
        assert "Field 3 of 3 (Account ID)" in err["message"] and "already filled: Full name, Email" in err["message"]
        now = await page_text(client)
        assert 'textbox "Full name"' in now and ": Grace" in now and ": ACC-1042" in now and "ACC-9" not in now

        await assert_plan_callable(client, err)
        editable = {refs["Full name"], refs["Email"]}
        assert err["suggested_value"] in editable, f"{err['suggested_value']} is not an editable field"


async def test_fill_form_bad_field_type_plan_keeps_the_other_fields(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """A typo in fields[1].type names the nested field; the corrected call keeps field 0 and fills both."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("form.html")}))
        fields = [
            {"ref": ref_of(page, "textbox", "Full name"), "type": "textbox", "value": "Lin"},
            {"ref": ref_of(page, "textbox", "Email"), "type": "texbox", "value": "lin@example.com"},
        ]
        err = error_of(await client.call_tool("browser_fill_form", {"fields": fields}))
        assert (err["code"], err["field"]) == ("INVALID_ARGUMENT", "fields.1.type")
        assert "textbox" in err["allowed_values"] and err["suggested_value"] == "textbox"
        await assert_plan_callable(client, err)
        plan = err["next_actions"][0]
        assert plan["arguments"]["fields"] == [fields[0], {**fields[1], "type": "textbox"}]
        filled = text_of(await ok(client, plan["tool"], plan["arguments"]))
        assert ": Lin" in filled and ": lin@example.com" in filled
        await failure(client, "browser_fill_form", {"fields": []}, "INVALID_ARGUMENT", "fields")


async def test_checkbox_checks_and_unchecks_through_click_and_fill_form(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("form.html")}))
        terms = ref_of(page, "checkbox", "Accept terms")
        assert 'checkbox "Accept terms" [checked]' not in page
        assert 'checkbox "Accept terms" [checked]' in text_of(await ok(client, "browser_click", {"ref": terms}))
        await ok(client, "browser_click", {"ref": terms})
        unchecked = await page_text(client)
        assert 'checkbox "Accept terms" [checked]' not in unchecked and 'checkbox "Accept terms"' in unchecked

        checked = await ok(
            client, "browser_fill_form", {"fields": [{"ref": terms, "type": "checkbox", "value": "true"}]}
        )
        assert 'checkbox "Accept terms" [checked]' in text_of(checked)
        await ok(client, "browser_fill_form", {"fields": [{"ref": terms, "type": "checkbox", "value": "false"}]})
        assert 'checkbox "Accept terms" [checked]' not in await page_text(client)

        # a field typed checkbox whose element is a textbox: a coded error on that field, not INTERNAL_ERROR
        name = ref_of(page, "textbox", "Full name")
        wrong = [{"ref": name, "type": "checkbox", "value": "true"}]
        err = error_of(await client.call_tool("browser_fill_form", {"fields": wrong}))
        assert (err["code"], err["field"]) == ("INVALID_ARGUMENT", "fields.0.type"), err
        assert "not a checkbox or radio button" in err["message"] and "textbox" in err["allowed_values"], err
        await assert_plan_callable(client, err)


# -- file upload -------------------------------------------------------------------------------


async def test_file_upload_through_the_chooser(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    """The click reports the chooser; other tools refuse with a plan naming browser_file_upload;
    paths are confined to the upload folders; the page receives the file; paths=[] cancels."""
    report = tmp_path / "report.txt"
    report.write_text("quarterly numbers\n", encoding="utf-8")
    async with make_client(upload_dirs=(tmp_path,)) as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("upload.html")}))
        attachment = ref_of(page, "button", "Attachment")
        err = await failure(client, "browser_file_upload", {"paths": [str(report)]}, "INVALID_ARGUMENT", "paths")
        assert "No file chooser is open" in err["message"]

        clicked = await ok(client, "browser_click", {"ref": attachment})
        assert [m["kind"] for m in clicked.structured_content["modals"]] == ["file_chooser"]
        assert clicked.structured_content["modals"][0]["clear_with"] == "browser_file_upload"
        assert "browser_file_upload" in text_of(clicked)
        blocked = await failure(client, "browser_snapshot", {}, "MODAL_DIALOG_OPEN", None)
        assert [a["tool"] for a in blocked["next_actions"]] == ["browser_file_upload", "browser_snapshot"]
        assert blocked["next_actions"][-1]["retry"], "then the call the chooser blocked"
        await failure(client, "browser_click", {"ref": attachment}, "MODAL_DIALOG_OPEN", None)

        plan = blocked["next_actions"][0]  # paths=[]: cancel
        cancelled = await ok(client, plan["tool"], plan["arguments"])
        assert cancelled.structured_content["modals"] == [] and "Chosen:" not in text_of(cancelled)
        assert "No file chosen" in await page_text(client)

        await ok(client, "browser_click", {"ref": attachment})
        outside = await failure(client, "browser_file_upload", {"paths": [__file__]}, "INVALID_ARGUMENT", "paths")
        assert outside["allowed_values"] == [str(tmp_path)] and __file__ in outside["message"]
        missing = str(tmp_path / "nope.txt")
        await failure(client, "browser_file_upload", {"paths": [missing]}, "INVALID_ARGUMENT", "paths")
        uploaded = await ok(client, "browser_file_upload", {"paths": [str(report)]})
        size = len(report.read_bytes())
        assert f"Chosen: report.txt ({size} bytes)" in text_of(uploaded)
        assert uploaded.structured_content["files"] == ["report.txt"] and uploaded.structured_content["modals"] == []


async def test_results_that_proceed_under_a_file_chooser_still_list_it(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """Issue 5 item 7: every result lists open modals, also from the tools allowed to run while one is open."""
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("upload.html")}))
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Attachment")})
        for tool, args in (
            ("browser_console_messages", {}),
            ("browser_network_requests", {}),
            ("browser_tabs", {"action": "list"}),
        ):
            result = await ok(client, tool, args)
            modals = result.structured_content.get("modals")
            assert modals and modals[0]["kind"] == "file_chooser", f"{tool} hides the open chooser: {text_of(result)}"
        await ok(client, "browser_file_upload", {"paths": []})


async def test_the_element_description_is_logged_with_the_call(
    make_client: MakeClient, fixtures: FixtureServer
) -> None:
    """`element` (ElementArgs) is what the agent meant by the ref: the call's log line carries it."""
    import structlog

    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("form.html")}))
        with structlog.testing.capture_logs() as logs:
            await ok(client, "browser_click", {"ref": ref_of(page, "button", "Submit"), "element": "the Submit button"})
            await ok(client, "browser_snapshot", {})
        calls = [e for e in logs if e.get("event") == "tool_call"]
        assert [(c["tool"], c.get("element")) for c in calls] == [
            ("browser_click", "the Submit button"),
            ("browser_snapshot", None),
        ], calls
