"""The faults table: what the agent gets when a page or the browser dies or misbehaves.

    python -m bench.faults [--json FILE]

For each fault: the code of the first answer that meets it, the time that answer took,
how many calls following its plan (next_actions, as given) took to get a working page,
and whether the next ordinary call (navigate + snapshot) works. Runs the server in this
process (so Chromium and Playwright's driver are children of this process, found and
killed with psutil) with --timeout-action 3000 --timeout-navigation 5000. Exits 1 when a
fault is answered with INTERNAL_ERROR or the next call does not work.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import psutil
from mcp import Client

from verdex_py.config import Settings
from verdex_py.refs import ref_of
from verdex_py.server.app import build_server
from verdex_py.testing.fixture_server import FixtureServer


@dataclass
class Row:
    fault: str
    answer: str
    seconds: float
    calls_to_recover: int
    next_call_works: bool


def _procs(match: Callable[[list[str]], bool]) -> list[psutil.Process]:
    found = []
    for proc in psutil.Process().children(recursive=True):
        try:
            if match(proc.cmdline()):
                found.append(proc)
        except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
            continue
    return found


def _renderers(argv: list[str]) -> bool:
    return "--type=renderer" in argv


def _browser(argv: list[str]) -> bool:
    return bool(argv) and "chrom" in Path(argv[0]).name and not any(a.startswith("--type=") for a in argv)


def _driver(argv: list[str]) -> bool:
    return bool(argv) and "node" in Path(argv[0]).name


async def kill(match: Callable[[list[str]], bool]) -> None:
    procs = _procs(match)
    if not procs:
        raise RuntimeError("process to kill not found below this process")
    for proc in procs:
        proc.kill()
    await asyncio.to_thread(psutil.wait_procs, procs, 10)


def ref(text: str, role: str, name: str) -> str:
    found = ref_of(text, role, name)
    if not found:
        raise RuntimeError(f"no {role} {name!r} in:\n{text}")
    return found


class Session:
    def __init__(self, client: Client, site: FixtureServer) -> None:
        self.client, self.site, self.text = client, site, ""

    async def call(self, tool: str, args: dict[str, Any], **options: Any) -> tuple[Any, float]:
        started = time.monotonic()
        result = await self.client.call_tool(tool, args, **options)
        if not result.is_error:
            self.text = result.content[0].text
        return result, time.monotonic() - started

    async def open(self, page: str) -> None:
        result, _ = await self.call("browser_navigate", {"url": self.site.url(page)})
        if result.is_error:
            raise RuntimeError(f"could not open {page}: {result.content[0].text}")


Trigger = Callable[[Session], Awaitable[tuple[Any, float]]]


async def _answer_then(session: Session, action: Awaitable[Any]) -> tuple[Any, float]:
    await action
    return await session.call("browser_snapshot", {})


def scenarios() -> dict[str, tuple[str, Trigger]]:
    """fault -> (page to open first, the call or calls that meet the fault)."""

    async def during_wait(s: Session) -> tuple[Any, float]:
        in_page = asyncio.Event()

        async def heard(*_: object) -> None:
            in_page.set()

        args = {"text": "never shown", "timeout_ms": 20000}
        waiting = asyncio.ensure_future(s.call("browser_wait_for", args, progress_callback=heard))
        await in_page.wait()  # the first progress notification: the wait runs in the page
        await kill(_renderers)
        return await waiting

    async def freeze_later(s: Session) -> tuple[Any, float]:
        seen = s.site.flaky_counts.get("freeze-later", 0)
        await s.call("browser_click", {"ref": ref(s.text, "button", "Freeze later")})
        while s.site.flaky_counts.get("freeze-later", 0) <= seen:  # the page's timer says when its loop starts
            await asyncio.sleep(0.05)
        return await s.call("browser_snapshot", {})

    async def alert_loop(s: Session) -> tuple[Any, float]:
        result, seconds = await s.call("browser_click", {"ref": ref(s.text, "button", "Start alerts")})
        total = seconds
        for _ in range(10):  # answer dialogs until the page stops opening them (or the server stops it)
            if not (result.structured_content or {}).get("modals"):
                break
            result, seconds = await s.call("browser_handle_dialog", {"accept": True})
            total += seconds
        return result, total

    def click(role: str, name: str) -> Trigger:
        return lambda s: s.call("browser_click", {"ref": ref(s.text, role, name)})

    def navigate(path: str) -> Trigger:
        return lambda s: s.call("browser_navigate", {"url": s.site.url(path)})

    return {
        "renderer killed between calls": ("form.html", lambda s: _answer_then(s, kill(_renderers))),
        "renderer killed during a call": ("form.html", during_wait),
        "browser process killed": ("form.html", lambda s: _answer_then(s, kill(_browser))),
        "Playwright driver killed": ("form.html", lambda s: _answer_then(s, kill(_driver))),
        "infinite loop in a click handler": ("faults/freeze.html", click("button", "Freeze now")),
        "page froze between calls (timer)": ("faults/freeze.html", freeze_later),
        "page keeps freezing (interval)": ("faults/freeze.html", click("button", "Freeze for good")),
        "infinite loop while loading": ("index.html", navigate("faults/loop_on_load.html")),
        "document that never arrives": ("index.html", navigate("hang")),
        "load event that never fires": ("index.html", navigate("faults/never_loads.html")),
        "link to a hanging page": ("faults/never_loads.html", click("link", "Hanging link")),
        "beforeunload prompt": ("faults/beforeunload.html", click("link", "Leave")),
        "download by navigation": ("index.html", navigate("faults/payload.bin")),
        "download by click": ("faults/download.html", click("link", "Get the file")),
        "window.open storm": ("faults/popup_storm.html", click("button", "Open forever")),
        "alert loop": ("faults/alert_loop.html", alert_loop),
        "huge DOM (60,000 rows)": ("index.html", navigate("faults/huge_dom.html")),
        "navigation loop": ("index.html", navigate("faults/nav_loop.html")),
        # slow, never frozen (1.5 s of script at a time): must be "ok", above all on a loaded machine
        "slow page (1.5 s script while loading)": ("index.html", navigate("faults/slow.html")),
        "slow click handler (1.5 s script)": ("faults/slow.html", click("button", "Slow work")),
    }


async def recover(session: Session, result: Any) -> int:
    """Follow the plan's steps as given, in order, until one succeeds; returns how many calls that took."""
    calls = 0
    if result.is_error:
        for step in result.structured_content["error"]["next_actions"]:
            result, _ = await session.call(step["tool"], step["arguments"])
            calls += 1
            if not result.is_error:
                break
    modals = (result.structured_content or {}).get("modals") or []
    while modals and calls < 10:  # a success that leaves a dialog open still needs it answered
        result, _ = await session.call("browser_handle_dialog", {"accept": True})
        calls += 1
        modals = (result.structured_content or {}).get("modals") or []
    return calls


async def measure(fault: str, page: str, trigger: Trigger, site: FixtureServer) -> Row:
    settings = Settings(timeout_action_ms=3000, timeout_navigation_ms=5000)
    async with Client(build_server(settings)) as client:
        session = Session(client, site)
        await session.open(page)
        result, seconds = await trigger(session)
        code = result.structured_content["error"]["code"] if result.is_error else "ok"
        calls = await recover(session, result)
        opened, _ = await session.call("browser_navigate", {"url": site.url("form.html")})
        snap, _ = await session.call("browser_snapshot", {})
        works = not opened.is_error and not snap.is_error and "Sign up form" in snap.content[0].text
        return Row(fault, code, round(seconds, 2), calls, works)


def table(rows: list[Row]) -> str:
    lines = [
        "| fault | answer | time to answer (s) | calls to recover | next call works |",
        "|---|---|---|---|---|",
    ]
    lines += [
        f"| {r.fault} | {r.answer} | {r.seconds:.1f} | {r.calls_to_recover} | {'yes' if r.next_call_works else 'NO'} |"
        for r in rows
    ]
    return "\n".join(lines)


async def main_async(only: str | None, out: Path | None) -> int:
    rows = []
    with FixtureServer() as site:
        for fault, (page, trigger) in scenarios().items():
            if only and only not in fault:
                continue
            try:
                rows.append(await measure(fault, page, trigger, site))
            except Exception as exc:  # noqa: BLE001 - a scenario that cannot run is a result too
                print(f"{fault}: could not run: {exc}", file=sys.stderr)
                rows.append(Row(fault, f"not run ({type(exc).__name__})", 0.0, 0, False))
            print(f"{fault}: {rows[-1]}", file=sys.stderr)
    print(table(rows))
    if out is not None:
        out.write_text(json.dumps([asdict(r) for r in rows], indent=1) + "\n", encoding="utf-8")
    bad = [r for r in rows if r.answer == "INTERNAL_ERROR" or not r.next_call_works]
    return 1 if bad else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="run the faults whose name contains this")
    parser.add_argument("--json", type=Path, help="also write the rows as JSON")
    args = parser.parse_args()
    sys.exit(asyncio.run(main_async(args.only, args.json)))


if __name__ == "__main__":
    main()
