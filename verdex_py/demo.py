"""`verdex-py demo`: a scripted agent session a newcomer can watch.

It starts the fixture site on loopback, launches verdex-py as a real stdio MCP server
subprocess, and plays an agent: navigate, snapshot, act, meet a stale ref, print the
recovery plan it got, follow it, then switch role and see a different login state.
The demo's own output goes to stdout (it is the client here, not the server).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

from mcp import Client, StdioServerParameters

from verdex_py.config import Settings
from verdex_py.testing.fixture_server import FixtureServer

REPO = Path(__file__).resolve().parent.parent
write = sys.stdout.write


def _banner(step: str) -> None:
    write(f"\n\033[1m== {step}\033[0m\n")


def _ref(text: str, role: str, name: str) -> str:
    match = re.search(rf'- {role} "{re.escape(name)}"[^\n]*?\[ref=((?:f\d+)?e\d+)\]', text)
    if not match:
        raise RuntimeError(f"demo: no {role} {name!r} on the page")
    return match.group(1)


async def _call(client: Client, tool: str, args: dict[str, Any], *, show: bool = True) -> Any:
    write(f"\n→ {tool}({', '.join(f'{k}={v!r}' for k, v in args.items())})\n")
    result = await client.call_tool(tool, args)
    if show:
        write(result.content[0].text + "\n")
    return result


DEMO_ROLES = ["--role", "customer=customer.json"]


def _server_params(settings: Settings, auth_dir: Path, record_to: Path | None) -> StdioServerParameters:
    args = ["-m", "verdex_py", "--auth-dir", str(auth_dir), *DEMO_ROLES, "--log-level", "WARNING"]
    if record_to:
        args += ["--record", str(record_to.resolve())]
    if settings.executable_path:
        args += ["--executable-path", settings.executable_path]
    return StdioServerParameters(command=sys.executable, args=args, cwd=str(REPO))


async def run_demo(settings: Settings, fixtures: Path | None = None, record_to: Path | None = None) -> int:
    with FixtureServer(root=fixtures) as site:
        async with Client(_server_params(settings, REPO / "auth_profiles", record_to)) as client:
            tools = await client.list_tools()
            write(f"Connected to verdex-py over stdio: {len(tools.tools)} tools.\n")

            _banner("1. Navigate: the result carries a snapshot with refs")
            page = await _call(client, "browser_navigate", {"url": site.url("rerender.html")})
            save = _ref(page.content[0].text, "button", "Save")

            _banner("2. Act on a ref")
            await _call(client, "browser_click", {"ref": save}, show=False)
            write("Clicked Save.\n")

            _banner("3. The page re-renders its button; the old ref goes stale")
            page = await _call(client, "browser_snapshot", {}, show=False)
            await _call(client, "browser_click", {"ref": _ref(page.content[0].text, "button", "Re-render")}, show=False)
            failed = await _call(client, "browser_click", {"ref": save})
            plan = failed.structured_content["error"]["next_actions"]

            _banner("4. Follow the recovery plan exactly as given")
            step = plan[0]
            done = await _call(client, step["tool"], step["arguments"], show=False)
            saved = re.search(r"Saved \d+ times", done.content[0].text)
            write(f"Recovered: {'isError' if done.is_error else 'success'}; page now says '{saved.group(0)}'.\n")

            _banner("5. Switch role: customer has a saved login, guest has none")
            await _call(client, "select_role", {"role": "customer"}, show=False)
            app = site.url("app/dashboard.html")
            customer = await _call(client, "browser_navigate", {"url": app}, show=False)
            write(f"customer lands on: {_where(customer)}\n")
            guest = await _call(client, "browser_navigate", {"url": app, "role": "guest"}, show=False)
            write(f"guest lands on:    {_where(guest)}\n")
            roles = await _call(client, "list_roles", {})
            ok = not done.is_error and not roles.is_error
    write("\nDemo finished " + ("successfully.\n" if ok else "with problems.\n"))
    return 0 if ok else 1


def _where(result: Any) -> str:
    data = result.structured_content
    if result.is_error:
        return f"error {data['error']['code']}: {data['error']['message']}"
    return f"'{data['title']}' ({data['url']})"
