"""Calls the agent can make run without end are bounded and answered with a plan that changes
the call (#25 items 2 and 4): a regular expression that backtracks without end in browser_find,
a browser_evaluate whose promise never settles."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from mcp import Client

from tests.helpers import ok, ok_text, ref_of, text_of
from tests.helpers.bounds import never_hangs
from tests.helpers.contract import assert_error_contract, tool_catalog

MakeClient = Callable[..., Any]
CATASTROPHIC = r"(x+x+)+y"
LONG_LINE_PAGE = "data:text/html," + quote(f"<title>Long</title><p>{'x' * 3000}</p><button>Save</button>")


async def fail(client: Client, tool: str, args: dict[str, Any], code: str, field: Any) -> dict[str, Any]:
    """Call, expect `code` with the whole contract; the envelope."""
    return assert_error_contract(await client.call_tool(tool, args), code, field, await tool_catalog(client), tool=tool)


async def test_a_catastrophic_regex_is_invalid_argument_fast_and_other_roles_go_on(make_client: MakeClient) -> None:
    async with make_client() as client:
        for role in ("finder", "other"):
            await ok(client, "browser_navigate", {"url": LONG_LINE_PAGE, "role": role})
        started = time.monotonic()
        finding = asyncio.ensure_future(client.call_tool("browser_find", {"regex": CATASTROPHIC, "role": "finder"}))
        # Another role's calls are answered while the pattern runs: the event loop is free.
        others = 0
        while not finding.done():
            await ok(client, "browser_find", {"text": "Save", "role": "other"})
            others += 1
        took = time.monotonic() - started
        result = finding.result()
        env = assert_error_contract(
            result, "INVALID_ARGUMENT", "regex", await tool_catalog(client), tool="browser_find"
        )
        assert took < never_hangs(0), f"browser_find took {took:.1f} s"  # unbounded, it would never answer
        assert others >= 2, f"only {others} calls of another role were answered while the regex ran"
        assert "ms limit" in env["message"] and env["details"]["regex"] == CATASTROPHIC
        assert len(text_of(result)) < 800
        retry = env["next_actions"][0]
        assert retry["tool"] == "browser_find" and retry["needs"] == ["regex"] and retry.get("retry")
        # Following the plan with a pattern that does not backtrack finds the line.
        found = await ok(client, "browser_find", {**retry["arguments"], "regex": r"x{100}"})
        assert found.structured_content["total"] == 1, text_of(found)
        assert "Save" in await ok_text(client, "browser_find", {"text": "save", "role": "finder"})


async def test_an_evaluate_that_never_settles_is_bounded_and_its_plan_changes_the_function(
    make_client: MakeClient,
) -> None:
    never = "() => new Promise(() => {})"
    async with make_client(caps=frozenset({"evaluate"}), timeout_action_ms=1500) as client:
        save = ref_of(text_of(await ok(client, "browser_navigate", {"url": LONG_LINE_PAGE})), "button", "Save")
        for args in ({"function": never}, {"function": "(e) => new Promise(() => {})", "ref": save}):
            started = time.monotonic()
            result = await client.call_tool("browser_evaluate", args)
            took = time.monotonic() - started
            env = assert_error_contract(
                result, "ACTION_TIMEOUT", "function", await tool_catalog(client), tool="browser_evaluate"
            )
            assert took < never_hangs(1.5), f"browser_evaluate took {took:.1f} s (action timeout 1.5 s)"
            assert "did not settle within 1500 ms" in env["message"], env["message"]
            plan = env["next_actions"]
            assert all(a["arguments"].get("function") != args["function"] for a in plan), "the same call again"
            retry = next(a for a in plan if a.get("retry"))
            assert retry["needs"] == ["function"] and "function" not in retry["arguments"]
            assert retry["arguments"].get("ref") == args.get("ref")
            assert len(text_of(result)) < 800
            # Following the plan with a function that settles works, on the same element.
            settled = await ok(client, "browser_evaluate", {**retry["arguments"], "function": "() => 42"})
            assert settled.structured_content["result"] == 42


async def test_the_bound_is_on_settling_and_every_form_of_function_runs_once(make_client: MakeClient) -> None:
    """The race runs in the page (the function wrapped); what does not parse wrapped (statements)
    runs as given; a function that throws a SyntaxError of its own (JSON.parse) ran once, not twice;
    a value that settles in time but is large comes over whole."""
    async with make_client(caps=frozenset({"evaluate"}), timeout_action_ms=1500) as client:
        await ok(client, "browser_navigate", {"url": LONG_LINE_PAGE})
        statements = await ok(client, "browser_evaluate", {"function": "window.__runs = 0; document.title"})
        assert statements.structured_content["result"] == "Long"
        thrown = "() => { window.__runs += 1; return JSON.parse('{') }"
        env = await fail(client, "browser_evaluate", {"function": thrown}, "INVALID_ARGUMENT", "function")
        assert "SyntaxError" in env["message"] and "JSON" in env["message"], env["message"]
        runs = await ok(client, "browser_evaluate", {"function": "() => window.__runs"})
        assert runs.structured_content["result"] == 1, "the function ran again after its own SyntaxError"
        late = "async () => { await new Promise(r => setTimeout(r, 300)); return 'x'.repeat(2e6) }"
        big = (await ok(client, "browser_evaluate", {"function": late})).structured_content
        assert big["result_cut_from_chars"] == 2_000_002 and big["result"].startswith('"xxx'), "all of it came over"
        bigint = await ok(client, "browser_evaluate", {"function": "() => 10n"})
        assert bigint.structured_content["result"] == 10, "a value Playwright serialises comes back as before"
