"""The published tool surface: metadata, input schemas, error lists, and output schemas that admit errors.

Strict clients (TypeScript SDK v1, MCP Inspector) validate structuredContent against a
tool's outputSchema even when isError is true (docs/CONTRACT.md §3, output schemas). So each
outputSchema is checked here against results produced for real: one success and at least
one error per tool.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import mcp_types as types
import pytest
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError
from mcp import Client

from tests.helpers import ref_of, text_of
from verdex_py.config import Settings
from verdex_py.errors.registry import REGISTRY
from verdex_py.server.app import INSTRUCTIONS, build_server
from verdex_py.server.catalog import ERRORS_META
from verdex_py.server.tooling import ROLE_LIKE_ERRORS
from verdex_py.testing.fixture_server import FixtureServer

SHARED_CODES = [e.code for e in ROLE_LIKE_ERRORS]  # the tool lists hold error classes

ENVELOPE = {
    "code",
    "title",
    "message",
    "field",
    "allowed_values",
    "suggested_value",
    "hint",
    "causes",
    "next_actions",
    "retryable",
    "retry_after_ms",
    "severity",
    "category",
    "expected",
    "details",
    "related_codes",
    "request_id",
}
NOT_ROLE_TOOLS = {"list_roles", "get_current_role", "select_role"}  # take no `role` / take it as the target


async def _call(client: Client, name: str, args: dict[str, Any]) -> types.CallToolResult:
    result = await client.call_tool(name, args)
    assert not result.is_error, f"{name}({args}) failed:\n{text_of(result)}"
    return result


async def _form_ref(client: Client, fixtures: FixtureServer, role: str, name: str) -> str:
    r = await _call(client, "browser_navigate", {"url": fixtures.url("form.html")})
    return ref_of(text_of(r), role, name)


async def _open_dialog(client: Client, fixtures: FixtureServer) -> dict[str, Any]:
    r = await _call(client, "browser_navigate", {"url": fixtures.url("dialogs.html")})
    await _call(client, "browser_click", {"ref": ref_of(text_of(r), "button", "Alert")})
    return {"accept": True}


async def _open_file_chooser(client: Client, upload: Path) -> dict[str, Any]:
    page = 'data:text/html,<title>Upload</title><input type="file" aria-label="Attachment">'
    r = await _call(client, "browser_navigate", {"url": page})
    await _call(client, "browser_click", {"ref": ref_of(text_of(r), "button", "Attachment")})
    return {"paths": [str(upload)]}


async def success_args(name: str, client: Client, fixtures: FixtureServer, upload: Path) -> dict[str, Any] | None:
    """Set the page up for a real success of `name` and return its arguments (None: no sample yet)."""
    match name:
        case "browser_navigate":
            return {"url": fixtures.url("form.html")}
        case "browser_click" | "browser_hover":
            return {"ref": await _form_ref(client, fixtures, "button", "Submit")}
        case "browser_type":
            return {"ref": await _form_ref(client, fixtures, "textbox", "Full name"), "text": "x"}
        case "browser_handle_dialog":
            return await _open_dialog(client, fixtures)
        case "browser_file_upload":
            return await _open_file_chooser(client, upload)
        case "browser_navigate_back" | "browser_navigate_forward":
            for page in ("form.html", "index.html"):
                await _call(client, "browser_navigate", {"url": fixtures.url(page)})
            if name == "browser_navigate_forward":
                await _call(client, "browser_navigate_back", {})
            return {}
        case "browser_press_key":
            return {"key": "Tab"}
        case "browser_select_option":
            return {"ref": await _form_ref(client, fixtures, "combobox", "Plan"), "values": ["Pro"]}
        case "browser_fill_form":
            ref = await _form_ref(client, fixtures, "textbox", "Full name")
            return {"fields": [{"ref": ref, "type": "textbox", "value": "Ada"}]}
        case "browser_wait_for" | "browser_find":
            await _form_ref(client, fixtures, "button", "Submit")
            return {"text": "Submit"}
        case "browser_tabs":
            return {"action": "list"}
        case "browser_resize":
            return {"width": 800, "height": 600}
        case "browser_close":
            return {"role": "to-close"}  # its own role, so later samples keep their page
        case "select_role":
            return {"role": "other"}
        case "browser_save_auth":
            return {"name": "schema-test.json"}
        case _ if name.startswith(("browser_cookie_", "browser_localstorage_", "browser_sessionstorage_")):
            await _call(client, "browser_navigate", {"url": fixtures.url("storage.html")})
            if name.startswith("browser_cookie_"):
                await _call(client, "browser_cookie_set", {"name": "k", "value": "v"})
                return (
                    {"name": "k", "value": "v"}
                    if name.endswith("_set")
                    else {}
                    if name.endswith(("_list", "_clear"))
                    else {"name": "k"}
                )
            area = name.split("_")[1]
            await _call(client, f"browser_{area}_set", {"key": "k", "value": "v"})
            return (
                {"key": "k", "value": "v"}
                if name.endswith("_set")
                else {}
                if name.endswith(("_list", "_clear"))
                else {"key": "k"}
            )
        case "browser_verify_element_visible":
            await _call(client, "browser_navigate", {"url": fixtures.url("verify.html")})
            return {"element_role": "button", "accessible_name": "Reveal"}
        case "browser_verify_text_visible":
            await _call(client, "browser_navigate", {"url": fixtures.url("verify.html")})
            return {"text": "Apple"}
        case "browser_verify_list_visible":
            page = text_of(await _call(client, "browser_navigate", {"url": fixtures.url("verify.html")}))
            return {"ref": ref_of(page, "list", "Fruits"), "items": ["Apple"]}
        case "browser_verify_value":
            page = text_of(await _call(client, "browser_navigate", {"url": fixtures.url("verify.html")}))
            return {"ref": ref_of(page, "textbox", "Quantity"), "type": "textbox", "value": "3"}
        case "browser_generate_locator":
            page = text_of(await _call(client, "browser_navigate", {"url": fixtures.url("verify.html")}))
            return {"ref": ref_of(page, "button", "Reveal")}
        case "browser_route":
            return {"pattern": "**/never-requested", "status": 204}
        case "browser_route_list" | "browser_unroute":
            return {}
        case "browser_network_state_set":
            return {"state": "online"}
        case "browser_network_request":
            await _call(client, "browser_navigate", {"url": fixtures.url("form.html")})
            listed = await _call(client, "browser_network_requests", {})
            return {"index": listed.structured_content["requests"][-1]["index"]}
        case "browser_drag":
            page = text_of(await _call(client, "browser_navigate", {"url": fixtures.url("drag.html")}))
            return {"start_ref": ref_of(page, "button", "Alpha"), "end_ref": ref_of(page, "button", "Gamma")}
        case "browser_mouse_click_xy" | "browser_mouse_move_xy":
            await _call(client, "browser_navigate", {"url": fixtures.url("pointer.html")})
            return {"x": 50, "y": 50}
        case "browser_mouse_drag_xy":
            return {"start_x": 10, "start_y": 10, "end_x": 60, "end_y": 60}
        case "browser_mouse_down" | "browser_mouse_up":
            return {}
        case "browser_mouse_wheel":
            return {"delta_y": 100}
        case "browser_pdf_save":
            return {"filename": "schema.pdf"}
        case "browser_emulate_media":
            return {"color_scheme": "dark"}
        case "browser_highlight" | "browser_hide_highlight":
            return {"ref": await _form_ref(client, fixtures, "button", "Submit")}
        case "browser_start_tracing":
            return {}
        case "browser_stop_tracing":
            await _call(client, "browser_start_tracing", {})
            return {"filename": "schema.zip"}
        case "browser_start_video":
            return {"filename": "schema.webm"}
        case "browser_stop_video":
            await _call(client, "browser_start_video", {})
            return {}
        case "browser_storage_state":
            return {"filename": "schema-state.json"}
        case "browser_set_storage_state":
            await _call(client, "browser_storage_state", {"filename": "schema-state.json"})
            return {"filename": "schema-state.json"}
        case (
            "browser_snapshot"
            | "browser_reload"
            | "browser_take_screenshot"
            | "browser_console_messages"
            | "browser_network_requests"
            | "list_roles"
            | "get_current_role"
            | "browser_failures"
        ):
            return {}
    return None


def listed_codes(tool: types.Tool) -> list[str]:
    """The codes the tool declares in its `_meta` ([] when it declares none)."""
    codes = (tool.meta or {}).get(ERRORS_META)
    return list(codes) if isinstance(codes, list) else []


def lean_problems(name: str, node: Any, path: str = "inputSchema") -> list[str]:
    """What a model would read for nothing: pydantic titles, `anyOf [X, null]`, `$ref`s, null defaults."""
    problems: list[str] = []
    if isinstance(node, list):
        for i, item in enumerate(node):
            problems += lean_problems(name, item, f"{path}[{i}]")
    elif isinstance(node, dict):
        if "title" in node and not path.endswith(".properties"):
            problems.append(f"{name}: {path} has a title")
        if {"type": "null"} in node.get("anyOf", []):
            problems.append(f"{name}: {path} is an anyOf with null (an optional argument is just not required)")
        if "$ref" in node or "$defs" in node:
            problems.append(f"{name}: {path} uses $ref/$defs")
        if "default" in node and node["default"] in (None, False, []):
            problems.append(f"{name}: {path} has an uninformative default {node['default']!r}")
        for key, value in node.items():
            problems += lean_problems(name, value, f"{path}.{key}")
    return problems


@dataclass
class Collected:
    """Everything the server published and returned during one scripted session."""

    tools: dict[str, types.Tool]
    samples: dict[str, list[tuple[str, dict[str, Any]]]]  # tool -> [("success" | error code, structuredContent)]
    input_problems: list[str] = field(default_factory=list)


@pytest.fixture(scope="module")
async def collected(fixtures: FixtureServer, tmp_path_factory: pytest.TempPathFactory) -> Collected:
    """One server, one browser: a real success and real errors of every published tool."""
    folder = tmp_path_factory.mktemp("schemas")
    upload = folder / "upload.txt"
    upload.write_text("hello")
    settings = Settings(auth_dir=folder, upload_dirs=(folder,), timeout_action_ms=3000, timeout_navigation_ms=8000)
    settings.caps, settings.output_dir = (
        frozenset({"storage", "testing", "network", "vision", "pdf", "devtools"}),
        folder / "out",
    )
    async with Client(build_server(settings)) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        found = Collected(tools, {name: [] for name in tools})
        for name, tool in tools.items():
            args = await success_args(name, client, fixtures, upload)
            if args is None:
                found.input_problems.append(f"{name}: no success sample; add one to success_args()")
                args = {}
            elif errors := list(Draft202012Validator(tool.input_schema).iter_errors(args)):
                found.input_problems.append(f"{name}: inputSchema rejects working arguments: {errors[0].message}")
            else:
                found.samples[name].append(("success", (await _call(client, name, args)).structured_content))

            bogus = {**args, "bogus_argument": 1}
            if Draft202012Validator(tool.input_schema).is_valid(bogus):
                found.input_problems.append(f"{name}: inputSchema admits unknown arguments")
            bad = await client.call_tool(name, bogus)
            if not bad.is_error or not bad.structured_content or "error" not in bad.structured_content:
                found.input_problems.append(f"{name}: unknown argument not refused with an envelope: {text_of(bad)}")
            else:
                found.samples[name].append((bad.structured_content["error"]["code"], bad.structured_content))

        # Errors met in the browser, not only in validation.
        await _call(client, "browser_navigate", {"url": fixtures.url("form.html")})
        for name, args in (
            ("browser_click", {"ref": "e9999"}),
            ("browser_type", {"ref": "f9e1", "text": "x"}),
            ("browser_snapshot", {"ref": "e9999"}),
            ("browser_navigate", {"url": fixtures.url("status/500")}),
        ):
            r = await client.call_tool(name, args)
            assert r.is_error, text_of(r)
            found.samples[name].append((r.structured_content["error"]["code"], r.structured_content))
    if "browser_save_auth" in tools:
        assert (folder / "schema-test.json").is_file()  # its success was real, written in the tmp folder
    return found


def test_tool_metadata(collected: Collected) -> None:
    """Title, annotations, a closed and lean input schema, and the list of registered codes it can return."""
    tools = collected.tools
    assert {"browser_navigate", "browser_snapshot", "browser_click", "browser_type"} <= set(tools)
    problems: list[str] = []
    for name, tool in tools.items():
        schema = tool.input_schema
        Draft202012Validator.check_schema(schema)
        if not tool.title:
            problems.append(f"{name}: no title")
        if tool.annotations is None or not isinstance(tool.annotations.read_only_hint, bool):
            problems.append(f"{name}: no annotations with readOnlyHint")
        if schema.get("type") != "object" or schema.get("additionalProperties") is not False:
            problems.append(f"{name}: inputSchema must be an object with additionalProperties false")
        if name not in NOT_ROLE_TOOLS and "role" not in schema.get("properties", {}):
            problems.append(f"{name}: browser tool without the optional `role` argument")
        if "role" in schema.get("required", []) and name != "select_role":
            problems.append(f"{name}: `role` must be optional")
        if name not in NOT_ROLE_TOOLS and schema["properties"]["role"] != {"type": "string"}:
            problems.append(f"{name}: `role` is explained once, in the server instructions, not per tool")
        problems += lean_problems(name, schema)
        codes = listed_codes(tool)
        own = [code for code in codes if code not in SHARED_CODES]
        errors_section = (tool.description or "").rpartition("\n\n## Errors\n")[2]
        if "## Errors" not in (tool.description or "") or errors_section != (", ".join(own) or "the shared ones"):
            problems.append(
                f"{name}: the description must end with `## Errors` naming {own} (the shared codes "
                "are named once, in the server instructions)"
            )
        if not codes:
            problems.append(f"{name}: no error codes in _meta[{ERRORS_META!r}]")
        if unknown := [code for code in codes if code not in REGISTRY]:
            problems.append(f"{name}: _meta lists codes missing from the registry: {unknown}")
        if len(codes) != len(set(codes)):
            problems.append(f"{name}: _meta repeats codes: {codes}")
    assert "`role`" in INSTRUCTIONS and "list_roles" in INSTRUCTIONS
    assert all(code in INSTRUCTIONS for code in SHARED_CODES)
    assert tools["browser_snapshot"].annotations.read_only_hint is True
    assert tools["browser_click"].annotations.read_only_hint is False
    assert not problems, "\n".join(problems)


def test_input_schemas_agree_with_the_server(collected: Collected) -> None:
    """What the inputSchema admits is what the server accepts, and unknown arguments fail both."""
    assert not collected.input_problems, "\n".join(collected.input_problems)


def test_output_schemas_admit_success_and_error(collected: Collected) -> None:
    """Real success and real error results of every tool validate against its outputSchema."""
    problems: list[str] = []
    for name, tool in collected.tools.items():
        kinds = [kind for kind, _ in collected.samples[name]]
        if "success" not in kinds or len(kinds) < 2:
            problems.append(f"{name}: needs a real success and a real error sample, got {kinds}")
        schema = tool.output_schema
        if schema is None:
            continue  # allowed by the contract: no schema, nothing for a client to reject
        Draft202012Validator.check_schema(schema)
        if schema.get("type") != "object" or "error" not in schema.get("properties", {}):
            problems.append(f"{name}: outputSchema must be an object with an `error` property")
        if schema.get("required"):
            problems.append(f"{name}: outputSchema requires {schema['required']} at the top level unconditionally")
        for kind, content in collected.samples[name]:
            try:
                Draft202012Validator(schema).validate(content)
            except ValidationError as exc:
                problems.append(f"{name}: outputSchema rejects a real {kind} result: {exc.message}")
    assert not problems, "\n".join(problems)


def test_error_results_carry_the_contract_envelope(collected: Collected) -> None:
    """Every error sample has exactly the CONTRACT's members, the code registered."""
    problems = [
        f"{name}/{kind}: members differ from CONTRACT by {set(content['error']) ^ ENVELOPE}"
        for name, samples in collected.samples.items()
        for kind, content in samples
        if kind != "success" and set(content["error"]) != ENVELOPE
    ]
    codes = {kind for samples in collected.samples.values() for kind, _ in samples} - {"success"}
    assert codes <= set(REGISTRY) and {"INVALID_ARGUMENT", "UNKNOWN_REF", "NAVIGATION_FAILED"} <= codes
    assert not problems, "\n".join(problems)


def test_returned_codes_are_declared(collected: Collected) -> None:
    """A code a tool really returned appears in the codes that tool declares."""
    problems = [
        f"{name}: returned {kind} but its declared codes omit it"
        for name, samples in collected.samples.items()
        for kind, _ in samples
        if kind != "success" and kind not in listed_codes(collected.tools[name])
    ]
    assert not problems, "\n".join(problems)
