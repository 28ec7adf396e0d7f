"""Produce every error code for real, so docs/ERRORS.md shows what an agent actually receives.

`python -m verdex_py.docsgen.error_examples` starts the loopback fixture site, drives an
in-process server through an MCP client into each code (real Chromium, real pages),
normalizes what changes from run to run (ports, request ids), writes
`docs/error_examples.json` and regenerates docs/ERRORS.md from it. A test re-runs the
scenarios and fails when the file no longer matches (a plan or a message changed).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import re
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from verdex_py import refs

if TYPE_CHECKING:
    from verdex_py.browser.launch.launcher import Chromium

REPO = Path(__file__).resolve().parents[2]
EXAMPLES_FILE = REPO / "docs" / "error_examples.json"
REQUEST_ID = "0123456789ab"


def ref_of(text: str, role: str, name: str) -> str:
    ref = refs.ref_of(text, role, name)
    if ref is None:
        raise RuntimeError(f"no {role} {name!r} in the snapshot")
    return ref


class Run:
    """One scenario's server and client, plus what it needs to reach its code."""

    def __init__(self, client: Any, runner: Any, site: Any) -> None:
        self.client, self.runner, self.site = client, runner, site

    async def ok(self, tool: str, args: dict[str, Any]) -> str:
        result = await self.client.call_tool(tool, args)
        text = result.content[0].text
        if result.is_error:
            raise RuntimeError(f"{tool}({args}) failed while setting up an example:\n{text}")
        return text


@asynccontextmanager
async def serving(site: Any, chromium: Chromium | None = None, **overrides: Any) -> AsyncIterator[Run]:
    from mcp import Client

    from verdex_py.browser.launch.launcher import BrowserHost
    from verdex_py.config import Settings
    from verdex_py.server.app import ToolRunner, build_server

    settings = Settings(
        auth_dir=REPO / "auth_profiles", timeout_action_ms=5000, timeout_navigation_ms=15000, **overrides
    )
    runner = ToolRunner(settings, BrowserHost.from_settings(settings, chromium))
    async with Client(build_server(settings, runner)) as client:
        yield Run(client, runner, site)


Scenario = tuple[str, dict[str, Any], Callable[[Run], Awaitable[tuple[str, dict[str, Any]]]]]


async def _unknown_ref(run: Run) -> tuple[str, dict[str, Any]]:
    await run.ok("browser_navigate", {"url": run.site.url("form.html")})
    return "browser_click", {"ref": "e999"}


async def _stale_ref(run: Run) -> tuple[str, dict[str, Any]]:
    page = await run.ok("browser_navigate", {"url": run.site.url("rerender.html")})
    await run.ok("browser_click", {"ref": ref_of(page, "button", "Re-render")})
    return "browser_click", {"ref": ref_of(page, "button", "Save")}


async def _no_snapshot(run: Run) -> tuple[str, dict[str, Any]]:
    return "browser_click", {"ref": "e1", "role": "fresh"}


async def _frame_detached(run: Run) -> tuple[str, dict[str, Any]]:
    page = await run.ok("browser_navigate", {"url": run.site.url("frames.html")})
    await run.ok("browser_click", {"ref": ref_of(page, "button", "Remove frames")})
    return "browser_click", {"ref": ref_of(page, "button", "Inner button")}


async def _navigation_failed(run: Run) -> tuple[str, dict[str, Any]]:
    return "browser_navigate", {"url": "http://127.0.0.1:9/"}


async def _authentication_failed(run: Run) -> tuple[str, dict[str, Any]]:
    return "select_role", {"role": "admin"}


async def _unknown_role(run: Run) -> tuple[str, dict[str, Any]]:
    return "select_role", {"role": "custmer"}


async def _invalid_argument(run: Run) -> tuple[str, dict[str, Any]]:
    page = await run.ok("browser_navigate", {"url": run.site.url("form.html")})
    return "browser_click", {"reff": ref_of(page, "button", "Submit")}


async def _not_interactable(run: Run) -> tuple[str, dict[str, Any]]:
    page = await run.ok("browser_navigate", {"url": run.site.url("overlay.html")})
    return "browser_click", {"ref": ref_of(page, "button", "Buy now")}


async def _action_timeout(run: Run) -> tuple[str, dict[str, Any]]:
    page = await run.ok("browser_navigate", {"url": run.site.url("navigate.html")})
    run.runner.settings.timeout_navigation_ms = 3000  # the browser is up: now wait less for the hanging page
    return "browser_click", {"ref": ref_of(page, "link", "Never loads")}


async def _modal(run: Run) -> tuple[str, dict[str, Any]]:
    page = await run.ok("browser_navigate", {"url": run.site.url("dialogs.html")})
    await run.ok("browser_click", {"ref": ref_of(page, "button", "Confirm")})
    return "browser_navigate", {"url": run.site.url("form.html")}


async def _url_blocked(run: Run) -> tuple[str, dict[str, Any]]:
    return "browser_navigate", {"url": "file:///etc/passwd"}


async def _browser_unavailable(run: Run) -> tuple[str, dict[str, Any]]:
    return "browser_navigate", {"url": run.site.url("form.html")}


async def _page_closed(run: Run) -> tuple[str, dict[str, Any]]:
    await run.ok("browser_navigate", {"url": run.site.url("form.html")})
    role = run.runner.session.roles["default"]
    await role.tabs[role.active].page.close()  # what a user closing the tab does
    return "browser_snapshot", {}


async def _page_unresponsive(run: Run) -> tuple[str, dict[str, Any]]:
    page = await run.ok("browser_navigate", {"url": run.site.url("faults/freeze.html")})
    return "browser_click", {"ref": ref_of(page, "button", "Freeze now")}  # its handler never returns


async def _assertion_failed(run: Run) -> tuple[str, dict[str, Any]]:
    page = await run.ok("browser_navigate", {"url": run.site.url("verify.html")})
    return "browser_verify_value", {"ref": ref_of(page, "textbox", "Quantity"), "type": "textbox", "value": "4"}


async def _not_recording(run: Run) -> tuple[str, dict[str, Any]]:
    await run.ok("browser_navigate", {"url": run.site.url("form.html")})
    return "browser_stop_tracing", {}


async def _page_tool_failed(run: Run) -> tuple[str, dict[str, Any]]:
    await run.ok("browser_navigate", {"url": run.site.url("webmcp/desk.html")})
    return "webmcp_close_ticket", {"number": 7}


async def _internal_error(run: Run) -> tuple[str, dict[str, Any]]:
    async def bug(ctx: Any, args: Any) -> None:
        raise RuntimeError("simulated bug")

    original = run.runner.tools["browser_snapshot"]
    run.runner.tools["browser_snapshot"] = dataclasses.replace(original, handler=bug)
    await run.ok("browser_navigate", {"url": run.site.url("form.html")})
    return "browser_snapshot", {}


def _roles(site: Any) -> dict[str, Any]:
    from verdex_py.roles_file import RoleConfig

    auth = REPO / "auth_profiles"
    return {
        "admin": RoleConfig("admin", auth_file=auth / "broken.json", auth_required=True),
        "customer": RoleConfig("customer", auth_file=auth / "customer.json"),
        "guest": RoleConfig("guest"),
    }


SCENARIOS: dict[str, tuple[dict[str, Any], Callable[[Run], Awaitable[tuple[str, dict[str, Any]]]]]] = {
    "UNKNOWN_REF": ({}, _unknown_ref),
    "STALE_REF": ({}, _stale_ref),
    "NO_SNAPSHOT": ({}, _no_snapshot),
    "FRAME_DETACHED": ({}, _frame_detached),
    "NAVIGATION_FAILED": ({}, _navigation_failed),
    "AUTHENTICATION_FAILED": ({"roles": "roles"}, _authentication_failed),
    "UNKNOWN_ROLE": ({"roles": "roles", "strict_roles": True}, _unknown_role),
    "INVALID_ARGUMENT": ({}, _invalid_argument),
    "ELEMENT_NOT_INTERACTABLE": ({}, _not_interactable),
    "ACTION_TIMEOUT": ({}, _action_timeout),
    "MODAL_DIALOG_OPEN": ({}, _modal),
    "URL_BLOCKED": ({}, _url_blocked),
    "BROWSER_UNAVAILABLE": ({"executable_path": "/nonexistent/chromium"}, _browser_unavailable),
    "PAGE_CLOSED": ({}, _page_closed),
    "PAGE_UNRESPONSIVE": ({}, _page_unresponsive),
    "ASSERTION_FAILED": ({"caps": "testing"}, _assertion_failed),
    "NOT_RECORDING": ({"caps": "devtools"}, _not_recording),
    "PAGE_TOOL_FAILED": ({"caps": "webmcp"}, _page_tool_failed),
    "INTERNAL_ERROR": ({}, _internal_error),
}


# Scenarios that freeze the page get a browser of their own even when the others share one.
OWN_BROWSER = {"PAGE_UNRESPONSIVE"}


def normalize(value: Any, site: Any) -> Any:
    """What differs between runs: the fixture site's ports and the request id."""
    text = json.dumps(value, ensure_ascii=False)
    text = text.replace(site.url("").rstrip("/"), "http://127.0.0.1:8000")
    text = text.replace(site.cross_url("").rstrip("/"), "http://127.0.0.1:8001")
    text = re.sub(r"request_id: [0-9a-f]{12}", f"request_id: {REQUEST_ID}", text)
    text = re.sub(r'"request_id": "[0-9a-f]{12}"', f'"request_id": "{REQUEST_ID}"', text)
    return json.loads(text)


async def capture(code: str, site: Any, attempts: int = 3, chromium: Chromium | None = None) -> dict[str, Any]:
    """The scenario's result, normalized. A busy machine can turn a short wait into ACTION_TIMEOUT
    instead of the scenario's code: such a run is repeated (up to `attempts`), never kept."""
    overrides, make = SCENARIOS[code]
    settings = {k: (_roles(site) if v == "roles" else v) for k, v in overrides.items()}
    chromium = None if code in OWN_BROWSER else chromium
    for _ in range(attempts):
        async with serving(site, chromium, **settings) as run:
            tool, args = await make(run)
            result = await run.client.call_tool(tool, args)
        if result.is_error and result.structured_content["error"]["code"] == code:
            error = result.structured_content["error"]
            return normalize({"tool": tool, "arguments": args, "text": result.content[0].text, "envelope": error}, site)
    raise RuntimeError(f"the {code} scenario did not produce {code}:\n{result.content[0].text}")


async def capture_all(chromium: Chromium | None = None) -> dict[str, dict[str, Any]]:
    """Every code's example, each from a server of its own; `chromium`: a driver and browser the
    servers may share (the test suite's, see browser/launch/launcher.py), except OWN_BROWSER's."""
    from verdex_py.errors.registry import REGISTRY
    from verdex_py.testing.fixture_server import FixtureServer

    missing = set(REGISTRY) - set(SCENARIOS)
    if missing:
        raise RuntimeError(f"no scenario produces {sorted(missing)}: add one to verdex_py/docsgen/error_examples.py")
    with FixtureServer() as site:
        return {code: await capture(code, site, chromium=chromium) for code in REGISTRY}


def dump(examples: dict[str, dict[str, Any]]) -> str:
    return json.dumps(examples, indent=2, ensure_ascii=False) + "\n"


def readme_with(example: str) -> str:
    """README.md with its opening example (its first text block) replaced by `example`."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    head, _, rest = readme.partition("```text\n")
    return f"{head}```text\n{example}\n```{rest.split('```', 1)[1]}"


def main() -> None:
    from verdex_py.docsgen import errors_doc as docs

    examples = asyncio.run(capture_all())
    EXAMPLES_FILE.write_text(dump(examples), encoding="utf-8")
    docs.DOC.write_text(docs.render(), encoding="utf-8")
    (REPO / "README.md").write_text(readme_with(examples["STALE_REF"]["text"]), encoding="utf-8")
    print(f"wrote {EXAMPLES_FILE.relative_to(REPO)}, {docs.DOC.relative_to(REPO)} and README.md", file=sys.stderr)


if __name__ == "__main__":
    main()
