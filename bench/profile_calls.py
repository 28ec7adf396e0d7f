"""Where a call's time goes (not a test): spans and Playwright round trips per tool call, by stop.

    python -m bench.profile_calls --sizes 100 1000 5000 --runs 5

Spawns the server through this module's `--serve` mode (`--serve-trips`: round trips only, for
bench/guard.py), which wraps every function of
`verdex_py.browser` (and the server's tool layer) in a timing span and counts each message the
Playwright client sends to its driver (one round trip each), attributed to the innermost span.
Then it drives browser_snapshot, browser_click and browser_type on the generated perf pages
(bench/pages.py) and prints, per tool and page size, the client's median wall time, the server's
median time per span (inclusive, summed over a call) and round trips per method. Wrapping costs
a few microseconds per span: absolute figures are a little high, the shape is right.
"""

from __future__ import annotations

import argparse
import asyncio
import contextvars
import functools
import importlib
import inspect
import json
import os
import pkgutil
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

OUT_ENV = "VERDEX_PROFILE_OUT"
_stack: contextvars.ContextVar[tuple[str, ...]] = contextvars.ContextVar("profile_stack", default=())
_call: contextvars.ContextVar[dict[str, Any] | None] = contextvars.ContextVar("profile_call", default=None)


# -- server side --------------------------------------------------------------------------------


def _record(name: str, elapsed: float) -> None:
    call = _call.get()
    if call is not None:
        span = call["spans"].setdefault(name, [0.0, 0])
        span[0] += elapsed
        span[1] += 1


def _wrap(name: str, fn: Any) -> Any:
    if getattr(fn, "_profiled", False):
        return fn
    if inspect.iscoroutinefunction(fn):

        @functools.wraps(fn)
        async def async_span(*args: Any, **kwargs: Any) -> Any:
            token = _stack.set((*_stack.get(), name))
            start = time.perf_counter()
            try:
                return await fn(*args, **kwargs)
            finally:
                _record(name, time.perf_counter() - start)
                _stack.reset(token)

        async_span._profiled = True  # type: ignore[attr-defined]
        return async_span

    @functools.wraps(fn)
    def sync_span(*args: Any, **kwargs: Any) -> Any:
        token = _stack.set((*_stack.get(), name))
        start = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            _record(name, time.perf_counter() - start)
            _stack.reset(token)

    sync_span._profiled = True  # type: ignore[attr-defined]
    return sync_span


def _instrument(spans: bool = True) -> None:
    """Count the Playwright client's messages to its driver per tool call and (`spans`) wrap every
    function and method defined in verdex_py.browser and the tool layer, everywhere it was imported."""
    if spans:
        _wrap_everything()
    _count_trips()


def _wrap_everything() -> None:
    import verdex_py.browser
    import verdex_py.server.tools

    modules = []
    for package in (verdex_py.browser, verdex_py.server.tools):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            modules.append(importlib.import_module(info.name))
    import verdex_py.server.app  # noqa: F401  (so that its imports are patched too)

    originals: dict[int, Any] = {}
    for module in modules:
        short = module.__name__.rsplit(".", 1)[-1]
        for attr, value in list(vars(module).items()):
            if inspect.isfunction(value) and value.__module__ == module.__name__:
                originals[id(value)] = _wrap(f"{short}.{attr}", value)
                setattr(module, attr, originals[id(value)])
            elif inspect.isclass(value) and value.__module__ == module.__name__:
                for mattr, method in list(vars(value).items()):
                    if inspect.isfunction(method) and not mattr.startswith("__"):
                        setattr(value, mattr, _wrap(f"{value.__name__}.{mattr}", method))
    for module in list(sys.modules.values()):  # `from x import f` copies: patch them as well
        if module is None or not getattr(module, "__name__", "").startswith("verdex_py"):
            continue
        for attr, value in list(vars(module).items()):
            if inspect.isfunction(value) and id(value) in originals:
                setattr(module, attr, originals[id(value)])


def _count_trips() -> None:
    """Each message to the driver is one round trip of the call running (its innermost span, if any);
    one JSON line per call through `Browser._run` goes to the file OUT_ENV names."""
    from playwright._impl.connection import Connection

    send = Connection.send_message_to_server

    def counted(self: Any, object: Any, method: str, params: Any, options: Any) -> Any:
        future = send(self, object, method, params, options)
        call = _call.get()
        if call is None or method == "__waitInfo__":
            return future
        call["sent"] = call.get("sent", 0) + 1  # counted when sent: one still in flight as the call ends counts too
        where = (_stack.get() or ("?",))[-1]
        start = time.perf_counter()

        def done(_: Any) -> None:
            trips = call["trips"].setdefault(f"{where} {object._type}.{method}", [0.0, 0])
            trips[0] += time.perf_counter() - start
            trips[1] += 1

        future.add_done_callback(done)
        return future

    Connection.send_message_to_server = counted  # type: ignore[method-assign]

    from verdex_py.browser.calls.facade import Browser

    run = Browser._run
    out = Path(os.environ[OUT_ENV])

    async def traced_run(self: Any, call: Any, work: Any, **kwargs: Any) -> Any:
        record: dict[str, Any] = {"tool": call.tool, "spans": {}, "trips": {}}
        token = _call.set(record)
        start = time.perf_counter()
        try:
            return await run(self, call, work, **kwargs)
        finally:
            record["total"] = time.perf_counter() - start
            _call.reset(token)
            with out.open("a") as f:
                f.write(json.dumps(record) + "\n")

    Browser._run = traced_run  # type: ignore[method-assign]


def serve(argv: list[str], spans: bool = True) -> None:
    _instrument(spans)
    from verdex_py.cli import main

    sys.argv = ["verdex_py", *argv]
    main()


# -- client side --------------------------------------------------------------------------------


async def drive(sizes: list[int], runs: int, out: Path) -> dict[str, Any]:
    from mcp import Client, StdioServerParameters

    from bench.compare import TIMEOUTS, _ref, _text
    from bench.pages import write_pages
    from verdex_py.testing.fixture_server import FixtureServer

    wall: dict[str, list[float]] = defaultdict(list)
    env = {**os.environ, OUT_ENV: str(out)}
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "bench.profile_calls", "--serve", "--log-level", "WARNING", *TIMEOUTS],
        env=env,
        cwd=str(Path(__file__).resolve().parent.parent),
    )
    with tempfile.TemporaryDirectory() as tmp:
        write_pages(Path(tmp), sizes)
        with FixtureServer(root=Path(tmp)) as site:
            async with Client(params) as client:

                async def timed(tool: str, args: dict[str, Any], n: int) -> str:
                    start = time.perf_counter()
                    result = await client.call_tool(tool, args)
                    wall[f"{tool} {n}"].append((time.perf_counter() - start) * 1000)
                    if result.is_error:
                        raise RuntimeError(f"{tool} failed: {_text(result)[:300]}")
                    return _text(result)

                for n in sizes:
                    await client.call_tool("browser_navigate", {"url": site.url(f"page_{n}.html")})
                    out.write_text("")  # only the measured calls
                    text = ""
                    for _ in range(runs):
                        text = await timed("browser_snapshot", {}, n)
                    go, query = _ref(text, "button", "Go"), _ref(text, "textbox", "Query")
                    for i in range(runs):
                        await timed("browser_click", {"ref": go, "element": "Go"}, n)
                        await timed("browser_type", {"ref": query, "text": f"q{i}", "element": "Query"}, n)
                    _report(n, out, wall)
    return {k: round(statistics.median(v), 1) for k, v in wall.items()}


def _report(n: int, out: Path, wall: dict[str, list[float]]) -> None:
    records = [json.loads(line) for line in out.read_text().splitlines() if line.strip()]
    for tool in ("browser_snapshot", "browser_click", "browser_type"):
        mine = [r for r in records if r["tool"] == tool]
        if not mine:
            continue
        total = statistics.median(r["total"] for r in mine) * 1000
        client = statistics.median(wall[f"{tool} {n}"])
        lines = [f"\n== {tool} n={n}: client {client:.1f} ms, server _run {total:.1f} ms ({len(mine)} calls)"]
        spans: dict[str, list[float]] = defaultdict(list)
        counts: dict[str, list[int]] = defaultdict(list)
        for r in mine:
            for name, (secs, count) in r["spans"].items():
                spans[name].append(secs * 1000)
                counts[name].append(count)
        for name, ms in sorted(spans.items(), key=lambda kv: -statistics.median(kv[1])):
            med = statistics.median(ms + [0.0] * (len(mine) - len(ms)))
            if med >= 0.3:
                lines.append(f"  {med:8.1f} ms  x{statistics.median(counts[name]):<4g} {name}")
        trips: dict[str, list[float]] = defaultdict(list)
        trip_counts: dict[str, int] = defaultdict(int)
        for r in mine:
            for name, (secs, count) in r["trips"].items():
                trips[name].append(secs * 1000)
                trip_counts[name] += count
        per_call = sum(trip_counts.values()) / len(mine)
        lines.append(f"  round trips per call: {per_call:.1f}")
        for name, ms in sorted(trips.items(), key=lambda kv: -sum(kv[1])):
            lines.append(f"  {sum(ms) / len(mine):8.1f} ms  x{trip_counts[name] / len(mine):<4.1f} {name}")
        print("\n".join(lines), file=sys.stderr)


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] in ("--serve", "--serve-trips"):  # --serve-trips: no spans (bench/guard.py)
        serve(sys.argv[2:], spans=sys.argv[1] == "--serve")
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 5000])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()}", file=sys.stderr)
    with tempfile.NamedTemporaryFile(suffix=".jsonl") as out:
        medians = asyncio.run(drive(args.sizes, args.runs, Path(out.name)))
    print(f"load average after: {os.getloadavg()}", file=sys.stderr)
    sys.stdout.write(json.dumps(medians, indent=2) + "\n")


if __name__ == "__main__":
    main()
