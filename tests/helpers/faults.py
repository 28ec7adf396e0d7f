"""Helpers for the fault tests: Chromium's processes in this process tree, and timed calls.

The in-process server (conftest `make_client`) launches Chromium below the test process,
so the renderer, the browser and Playwright's Node driver are found by walking our own
process tree with psutil, then killed as an out-of-memory killer would (SIGKILL).
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import Any

import psutil
from mcp import Client

POLL_S = 0.05


def _tree() -> list[psutil.Process]:
    return psutil.Process().children(recursive=True)


def _cmdline(proc: psutil.Process) -> list[str]:
    try:
        return proc.cmdline()
    except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
        return []


def renderers() -> list[psutil.Process]:
    """Chromium renderer processes below us (pages' renderers; extensions have none here)."""
    return [p for p in _tree() if "--type=renderer" in _cmdline(p)]


def browsers() -> list[psutil.Process]:
    """Chromium's main (browser) processes below us: a chrom* binary without --type."""
    found = []
    for proc in _tree():
        argv = _cmdline(proc)
        if argv and "chrom" in argv[0].rsplit("/", 1)[-1].lower() and not any(a.startswith("--type=") for a in argv):
            found.append(proc)
    return found


def drivers() -> list[psutil.Process]:
    """Playwright's Node driver processes below us."""
    return [p for p in _tree() if (argv := _cmdline(p)) and "node" in argv[0].rsplit("/", 1)[-1]]


async def kill(procs: list[psutil.Process], deadline_s: float = 10.0) -> None:
    assert procs, "nothing to kill: the process was not found below the server"
    for proc in procs:
        try:
            proc.kill()
        except psutil.NoSuchProcess:
            continue
    deadline = time.monotonic() + deadline_s
    while any(_alive(p) for p in procs):
        assert time.monotonic() < deadline, "killed processes are still running"
        await asyncio.sleep(POLL_S)


async def flaky_hit(fixtures: Any, key: str, seen: int, deadline_s: float = 60.0) -> None:
    """Wait until the fixture server has seen more than `seen` requests of /flaky?key=`key`:
    a page says "now" that way (a synchronous XHR right before it does something)."""
    deadline = time.monotonic() + deadline_s
    while fixtures.flaky_counts.get(key, 0) <= seen:
        assert time.monotonic() < deadline, f"the page never requested /flaky?key={key}"
        await asyncio.sleep(POLL_S)


def _alive(proc: psutil.Process) -> bool:
    try:
        return proc.is_running() and proc.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


@dataclass
class Timed:
    result: Any
    seconds: float

    @property
    def code(self) -> str:
        if not self.result.is_error:
            return "ok"
        return self.result.structured_content["error"]["code"]

    @property
    def error(self) -> dict[str, Any]:
        assert self.result.is_error, self.result.content[0].text
        return self.result.structured_content["error"]

    @property
    def text(self) -> str:
        return self.result.content[0].text


async def timed(client: Client, tool: str, args: dict[str, Any], **options: Any) -> Timed:
    """A call and how long it took; `options` go to call_tool (a progress_callback)."""
    started = time.monotonic()
    result = await client.call_tool(tool, args, **options)
    return Timed(result, time.monotonic() - started)


async def opened(client: Client, url: str, **args: Any) -> Timed:
    """A test's first navigation, which launches the browser: on a busy machine (load 20 on two cores)
    the launch can take the call past its ceiling, and ACTION_TIMEOUT is then retryable with a plan;
    followed as an agent would, it opens the page. The last answer, a success (its text has the refs)."""
    answer = await timed(client, "browser_navigate", {"url": url, **args})
    if answer.code == "ACTION_TIMEOUT" and answer.error["retryable"]:
        answer = (await follow_plan(client, answer.error))[-1]
    assert answer.code == "ok", answer.text
    return answer


async def follow_plan(client: Client, error: dict[str, Any], *, retry: bool = True) -> list[Timed]:
    """Run every next_actions step as given (the step re-doing the failed call only if `retry`);
    each must succeed."""
    done = []
    for step in error["next_actions"]:
        if step.get("retry") and not retry:
            continue
        outcome = await timed(client, step["tool"], step["arguments"])
        assert outcome.code == "ok", f"plan step {step} failed: {outcome.text}"
        done.append(outcome)
    return done
