"""Issue 13 item 8: SIGTERM or SIGINT while calls are in flight, against the real process.

Three roles are busy when the signal comes: one navigating to a server that never answers,
one in `browser_wait_for` for text that never comes, one clicking a button whose handler
freezes the page. Each in-flight call must be answered (the shutdown's JSON-RPC error, or its
own result if it finished first), every context closed (its `--save-trace` zip complete, the
`--record` file whole JSON lines) and every process of the server's tree gone, in seconds.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import time
import zipfile
from pathlib import Path
from typing import Any

import psutil
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError

from tests.helpers import ref_of, text_of
from tests.helpers.bounds import never_hangs
from tests.helpers.server_process import Hang, StdioServer, alive, call, chromium, http_server, stdio_server, tree
from verdex_py.testing.fixture_server import FixtureServer

SHUTTING_DOWN = -32000
# Signal to exit, traces written and Chromium gone included: past HARD_EXIT_S the server exits at once
# with code 1, so the clean exit code (not this bound) says the shutdown was orderly.
EXIT_DEADLINE_S = never_hangs(3)
GONE_DEADLINE_S = never_hangs(0)  # Chromium below the exited server (a wait on the condition)
ARGS = ("--timeout-navigation", "30000", "--timeout-action", "20000")


def start_busy_roles(server: StdioServer, fixtures: FixtureServer, hang: Hang) -> list[str]:
    """Put three roles mid-call; the ids of the calls in flight."""
    server.send(call("open-wait", "browser_navigate", {"url": fixtures.url("form.html"), "role": "waiter"}))
    server.send(call("open-freeze", "browser_navigate", {"url": fixtures.url("faults/freeze.html"), "role": "freezer"}))
    assert "result" in server.reply("open-wait")
    opened = server.reply("open-freeze")["result"]
    freeze = ref_of(opened["content"][0]["text"], "button", "Freeze now")
    server.send(call("hang", "browser_navigate", {"url": hang.url, "role": "navigator"}))
    wait = call("wait", "browser_wait_for", {"text": "never shown", "timeout_ms": 30000, "role": "waiter"})
    wait["params"]["_meta"] = {"progressToken": "wait"}
    server.send(wait)
    server.send(call("click", "browser_click", {"ref": freeze, "role": "freezer"}))
    assert hang.connected.wait(15), "the navigation never reached the network"
    server.progress("wait")  # the wait is running
    return ["hang", "wait", "click"]


def progressed(event: asyncio.Event) -> Any:
    """A progress callback that sets `event`: the call reporting progress is running in the server."""

    async def report(progress: float, total: float | None, message: str | None) -> None:
        event.set()

    return report


def assert_shutdown_answer(message: dict[str, Any], what: str) -> None:
    assert message.get("error", {}).get("code") == SHUTTING_DOWN, (what, message)
    assert "shutting down" in message["error"]["message"], (what, message)


def assert_clean_exit(code: int, stderr: str, traced: list[str]) -> None:
    """Exit code 0, no error logged, and a trace saved for each of these roles."""
    assert code == 0, stderr[-3000:]
    events = [json.loads(line) for line in stderr.splitlines() if line.startswith("{")]
    errors = [e for e in events if e.get("level") in ("error", "critical") or "exception" in e]
    assert errors == [], json.dumps(errors, indent=1)
    assert sorted(e["role"] for e in events if e.get("event") == "trace_saved") == traced, stderr[-3000:]


def assert_traces_complete(folder: Path, roles: set[str]) -> None:
    zips = sorted(folder.glob("*.zip"))
    assert {z.name.split("-", 1)[0] for z in zips} == roles, zips
    for path in zips:
        with zipfile.ZipFile(path) as archive:
            assert archive.testzip() is None, path
            names = archive.namelist()
            assert any(n.endswith(".trace") for n in names), (path, names)
            events = archive.read(next(n for n in names if n.endswith(".trace"))).decode().splitlines()
            assert events and all(json.loads(e) for e in events), path


def assert_recording_whole(path: Path, click_finished: bool) -> None:
    """Every line complete JSON, the last one included: the calls that finished, not those cancelled."""
    header, *calls = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert "tool" not in header, header
    finished = [("browser_navigate", "freezer"), ("browser_navigate", "waiter")]
    finished += [("browser_click", "freezer")] if click_finished else []
    assert sorted((c["tool"], c["role"]) for c in calls) == sorted(finished), calls


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_signal_stdio_under_load(sig: signal.Signals, fixtures: FixtureServer, tmp_path: Path) -> None:
    traces, record = tmp_path / "traces", tmp_path / "calls.jsonl"
    hang = Hang()
    try:
        with stdio_server(*ARGS, "--save-trace", str(traces), "--record", str(record)) as server:
            server.initialize()
            in_flight = start_busy_roles(server, fixtures, hang)
            procs = tree(server.proc.pid)
            assert chromium(procs), [p.name() for p in procs]

            signalled = time.monotonic()
            server.proc.send_signal(sig)
            answers = {request_id: server.reply(request_id) for request_id in in_flight}
            code = server.proc.wait(timeout=EXIT_DEADLINE_S)
            exited = time.monotonic() - signalled
            _, left = psutil.wait_procs(alive(procs), timeout=GONE_DEADLINE_S)
            gone = time.monotonic() - signalled
            server.assert_only_jsonrpc_on_stdout()
            stderr = server.stderr(tail=0)
    finally:
        hang.close()
    summary = {
        k: v.get("error") or v["result"].get("structuredContent", {}).get("error", {}).get("code")
        for k, v in answers.items()
    }
    print(f"{sig.name}->exit {exited:.2f} s, tree gone {gone:.2f} s; answers {summary}")
    assert_clean_exit(code, stderr, ["freezer", "navigator", "waiter"])
    assert left == [], f"left running: {[(p.pid, p.name()) for p in left]}"
    assert_shutdown_answer(answers["hang"], "navigation in flight")
    assert_shutdown_answer(answers["wait"], "wait_for in flight")
    # the frozen click is either stopped by the shutdown or, if the freeze was detected first, answered
    click = answers["click"]
    assert "error" in click or click["result"]["structuredContent"]["error"]["code"] == "PAGE_UNRESPONSIVE", click
    assert_traces_complete(traces, {"navigator", "waiter", "freezer"})
    assert_recording_whole(record, click_finished="result" in click)


async def test_sigterm_http_under_load(fixtures: FixtureServer, tmp_path: Path) -> None:
    traces, record = tmp_path / "traces", tmp_path / "calls.jsonl"
    hang = Hang()
    try:
        with http_server(*ARGS, "--save-trace", str(traces), "--record", str(record)) as server:
            # the handshake era: a session with its GET stream open, which a graceful stop must not wait on
            async with Client(server.url, mode="legacy") as client:
                await client.call_tool("browser_navigate", {"url": fixtures.url("form.html"), "role": "waiter"})
                opened = await client.call_tool(
                    "browser_navigate", {"url": fixtures.url("faults/freeze.html"), "role": "freezer"}
                )
                freeze = ref_of(text_of(opened), "button", "Freeze now")
                calls = {
                    "hang": ("browser_navigate", {"url": hang.url, "role": "navigator"}),
                    "wait": ("browser_wait_for", {"text": "never shown", "timeout_ms": 30000, "role": "waiter"}),
                    "click": ("browser_click", {"ref": freeze, "role": "freezer"}),
                }
                waiting = asyncio.Event()
                tasks = {
                    k: asyncio.ensure_future(client.call_tool(t, a, progress_callback=progressed(waiting)))
                    for k, (t, a) in calls.items()
                }
                assert await asyncio.to_thread(hang.connected.wait, never_hangs(0)), (
                    "the navigation never reached the network"
                )
                await asyncio.wait_for(waiting.wait(), never_hangs(0))  # the wait is running (only it reports progress)
                procs = tree(server.proc.pid)
                assert chromium(procs), [p.name() for p in procs]

                signalled = time.monotonic()
                server.proc.send_signal(signal.SIGTERM)
                done, pending = await asyncio.wait(tasks.values(), timeout=EXIT_DEADLINE_S)
                answered = time.monotonic() - signalled
                assert not pending, f"calls unanswered {EXIT_DEADLINE_S} s after SIGTERM"
                code = await asyncio.to_thread(server.proc.wait, EXIT_DEADLINE_S)
                exited = time.monotonic() - signalled
                _, left = psutil.wait_procs(alive(procs), timeout=GONE_DEADLINE_S)
                stderr = server.stderr(tail=0)
    finally:
        hang.close()
    answers = {k: t.exception() or t.result() for k, t in tasks.items()}
    print(f"SIGTERM->answers {answered:.2f} s, exit {exited:.2f} s; answers {answers}")
    assert_clean_exit(code, stderr, ["freezer", "navigator", "waiter"])
    assert left == [], f"left running: {[(p.pid, p.name()) for p in left]}"
    for what in ("hang", "wait"):
        assert isinstance(answers[what], MCPError) and answers[what].error.code == SHUTTING_DOWN, answers[what]
    click = answers["click"]  # stopped by the shutdown, or answered first if the freeze was detected first
    assert isinstance(click, MCPError) or click.structured_content["error"]["code"] == "PAGE_UNRESPONSIVE", click
    assert_traces_complete(traces, {"navigator", "waiter", "freezer"})
    assert_recording_whole(record, click_finished=not isinstance(click, MCPError))


async def test_sigint_to_the_group_http(fixtures: FixtureServer, tmp_path: Path) -> None:
    """Ctrl-C in a terminal: SIGINT to the whole process group (Playwright's driver gets it too)."""
    traces = tmp_path / "traces"
    with http_server(*ARGS, "--save-trace", str(traces), own_group=True) as server:
        async with Client(server.url) as client:  # the stateless (2026-07-28) era: no session, no stream
            r = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
            assert not r.is_error, text_of(r)
            procs = tree(server.proc.pid)
            assert chromium(procs), [p.name() for p in procs]
            waiting = asyncio.Event()
            arguments = {"text": "never shown", "timeout_ms": 30000}
            wait = asyncio.ensure_future(
                client.call_tool("browser_wait_for", arguments, progress_callback=progressed(waiting))
            )
            await asyncio.wait_for(waiting.wait(), never_hangs(0))  # the wait is running

            signalled = time.monotonic()
            os.killpg(server.proc.pid, signal.SIGINT)
            done, _ = await asyncio.wait({wait}, timeout=EXIT_DEADLINE_S)
            assert done, f"wait_for unanswered {EXIT_DEADLINE_S} s after SIGINT"
            code = await asyncio.to_thread(server.proc.wait, EXIT_DEADLINE_S)
            exited = time.monotonic() - signalled
            _, left = psutil.wait_procs(alive(procs), timeout=GONE_DEADLINE_S)
            stderr = server.stderr(tail=0)
    print(f"SIGINT->exit {exited:.2f} s; answer {wait.exception() or wait.result()}")
    error = wait.exception()
    assert isinstance(error, MCPError) and error.error.code == SHUTTING_DOWN, wait
    assert "(SIGINT)" in error.error.message
    assert_clean_exit(code, stderr, ["default"])
    assert left == [], f"left running: {[(p.pid, p.name()) for p in left]}"
    assert_traces_complete(traces, {"default"})
