"""`verdex-py demo`: a scripted agent session a newcomer can watch.

It starts the fixture site on loopback, launches verdex-py as a real stdio MCP server
subprocess, and plays an agent: navigate, act, meet a stale ref, print the recovery plan it
got, follow it, then switch role and see a different login state. The site and the auth
profile it needs ship inside the package (verdex_py/testing/bundled.py).

Every step checks that what it narrates really happened (the page, the code, the landing
URL); the first one that did not stops the demo with exit 1, naming the step and the reason.
The demo's own output goes to stdout (it is the client here, not the server).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from mcp import Client, StdioServerParameters

from verdex_py.config import Settings
from verdex_py.refs import ref_of
from verdex_py.testing.bundled import bundled
from verdex_py.testing.fixture_server import FixtureServer

write = sys.stdout.write
DEMO_ROLES = ["--role", "customer=customer.json"]


class DemoFailed(Exception):
    """A step did not do what the demo says it does."""


class Steps:
    """Numbered steps; `check` fails the current one with its reason."""

    def __init__(self) -> None:
        self.current = "connect to the server"

    def start(self, number: int, title: str) -> None:
        self.current = f"{number}. {title}"
        write(f"\n\033[1m== {self.current}\033[0m\n")

    def check(self, ok: Any, reason: str) -> None:
        if not ok:
            raise DemoFailed(reason)


def _text(result: Any) -> str:
    return result.content[0].text if result.content else ""


def _problem(result: Any) -> str:
    """What an unexpected error result said, in one line."""
    error = (result.structured_content or {}).get("error") or {}
    return f"{error.get('code', 'error')}: {error.get('message', _text(result)[:300])}"


async def _call(client: Client, tool: str, args: dict[str, Any], *, show: bool = True) -> Any:
    write(f"\n→ {tool}({', '.join(f'{k}={v!r}' for k, v in args.items())})\n")
    result = await client.call_tool(tool, args)
    if show:
        write(_text(result) + "\n")
    return result


async def _ok(steps: Steps, client: Client, tool: str, args: dict[str, Any], *, show: bool = True) -> Any:
    result = await _call(client, tool, args, show=show)
    steps.check(not result.is_error, f"{tool} failed: {_problem(result)}")
    return result


def _server_params(settings: Settings, auth_dir: Path, record_to: Path | None) -> StdioServerParameters:
    args = ["-m", "verdex_py", "--auth-dir", str(auth_dir), *DEMO_ROLES, "--log-level", "WARNING"]
    if record_to:
        args += ["--record", str(record_to.resolve())]
    if settings.executable_path:
        args += ["--executable-path", settings.executable_path]
    if settings.headed:
        args.append("--headed")
    if settings.no_sandbox:
        args.append("--no-sandbox")
    return StdioServerParameters(command=sys.executable, args=args)


async def _play(steps: Steps, client: Client, site: FixtureServer) -> None:
    tools = await client.list_tools()
    write(f"Connected to verdex-py over stdio: {len(tools.tools)} tools.\n")

    steps.start(1, "Navigate: the result carries a snapshot with refs")
    page = await _ok(steps, client, "browser_navigate", {"url": site.url("rerender.html")})
    save = ref_of(_text(page), "button", "Save")
    steps.check(save, 'the snapshot has no button "Save" with a ref')

    steps.start(2, "Act on a ref")
    clicked = await _ok(steps, client, "browser_click", {"ref": save}, show=False)
    steps.check("Saved 1 times" in _text(clicked), f"the click did not change the count:\n{_text(clicked)}")
    write("Clicked Save: the page now says 'Saved 1 times'.\n")

    steps.start(3, "The page re-renders its button; the old ref goes stale")
    page = await _ok(steps, client, "browser_snapshot", {}, show=False)
    rerender = ref_of(_text(page), "button", "Re-render")
    steps.check(rerender, 'the snapshot has no button "Re-render" with a ref')
    await _ok(steps, client, "browser_click", {"ref": rerender}, show=False)
    failed = await _call(client, "browser_click", {"ref": save})
    error = (failed.structured_content or {}).get("error") or {}
    steps.check(error.get("code") == "STALE_REF", f"expected a STALE_REF error, got {_problem(failed)}")
    plan = error.get("next_actions") or []
    steps.check(plan, "the STALE_REF error carried no next_actions to follow")

    steps.start(4, "Follow the recovery plan exactly as given")
    done = await _ok(steps, client, plan[0]["tool"], plan[0]["arguments"], show=False)
    steps.check("Saved 2 times" in _text(done), f"following the plan did not save again:\n{_text(done)}")
    write("Recovered: the page now says 'Saved 2 times'.\n")

    steps.start(5, "Switch role: customer has a saved login, guest has none")
    await _ok(steps, client, "select_role", {"role": "customer"}, show=False)
    app = site.url("app/dashboard.html")
    customer = await _ok(steps, client, "browser_navigate", {"url": app}, show=False)
    write(f"customer lands on: {_where(customer)}\n")
    steps.check(
        customer.structured_content.get("url") == app,
        f"customer should reach the dashboard with its saved login, but landed on {_where(customer)}; "
        f"warnings: {customer.structured_content.get('warnings') or 'none'}",
    )
    guest = await _ok(steps, client, "browser_navigate", {"url": app, "role": "guest"}, show=False)
    write(f"guest lands on:    {_where(guest)}\n")
    steps.check(
        "/login.html" in (guest.structured_content.get("url") or ""),
        f"guest has no login and should land on the sign-in page, but landed on {_where(guest)}",
    )
    roles = await _ok(steps, client, "list_roles", {})
    names = {r.get("role") for r in roles.structured_content.get("roles", [])}
    steps.check({"customer", "guest"} <= names, f"list_roles should show customer and guest, shows {sorted(names)}")


async def run_demo(settings: Settings, fixtures: Path | None = None, record_to: Path | None = None) -> int:
    """Play the demo; 0 when every step did what it says, else 1 with the step and the reason on stderr."""
    if fixtures is not None and not fixtures.is_dir():
        sys.stderr.write(f"verdex-py demo: --fixtures {fixtures} is not a folder\n")
        return 2
    steps = Steps()
    try:
        with FixtureServer(root=fixtures) as site:
            async with Client(_server_params(settings, bundled("auth_profiles"), record_to)) as client:
                await _play(steps, client, site)
    except Exception as exc:  # noqa: BLE001 - a failed check, a server that died, a missing folder: no traceback
        leaf = _leaf(exc)
        reason = str(leaf) if isinstance(leaf, DemoFailed) else f"{type(leaf).__name__}: {leaf}"
        sys.stdout.flush()
        sys.stderr.write(f"\nDemo FAILED at step {steps.current}: {reason}\n")
        return 1
    write("\nDemo finished: every step did what it says.\n")
    return 0


def _leaf(exc: BaseException) -> BaseException:
    """The first real exception inside the task groups' ExceptionGroups."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return exc


def _where(result: Any) -> str:
    data = result.structured_content or {}
    if result.is_error:
        return f"error {_problem(result)}"
    return f"'{data.get('title')}' ({data.get('url')})"
