"""Soak benchmark: does a long session keep its memory and every call?

    python -m bench.soak                    # 1,000 calls over 4 roles; writes bench/soak.json
    python -m bench.soak --calls 100 --out -
    python -m bench.soak --trace            # also: whose live Python objects grew (slower)
    python -m bench.soak --churn --calls 10000   # against a single-page app that never stops failing

With --churn every role works on `fixtures_html/churn.html`, a single-page app that fires a
request the URL policy blocks, logs twice and creates and removes an iframe every 250 ms
(after a burst of 250 such requests and 25 frames at each load):
each role navigates there once every 24 of its calls and otherwise snapshots, clicks, types
and reads its failure log, console and network requests, so each document lives long enough
to overflow every per-tab bound. The RSS (and PSS) of Python, the Node driver and Chromium
is sampled 100 times; the report gives each one's growth per 1,000 calls over the last half
of the run (a least-squares slope), and the largest answer of each tool.

One stdio server (spawned as a host would), 4 roles, calls in rounds of navigate,
snapshot, click, type on generated pages (100 and 1,000 elements, alternating), each role
in turn. Reports the server's non-Chromium memory (PSS of Python + the Node driver) after
the first round and at 25%, 50% and 100% of the calls (goal: growth from 25% to 100%
<= 10 MB), and every lost call: one that raised, hung past its deadline or came back
without the contract's shape. Errors that are proper envelopes are counted by code apart.
`tests/e2e/test_soak.py` runs a short version.

With --trace the server runs under tracemalloc and, at each checkpoint, reports its live
Python memory by owner (the innermost frame of each allocation that belongs to verdex_py,
playwright or mcp; the JSON parser's allocations count for the Playwright transport that
called it) and how many objects Playwright's client keeps per kind (requests, responses,
frames: it frees them when their page closes, or past the newest 1000 of a kind that
verdex_py/browser/launch/driver_bounds.cjs keeps); and the Node
driver writes a heap snapshot (after a full GC): its live heap and its dispatchers by kind,
to tell retained objects from heap V8 has not given back. PSS is not comparable between a
traced and an untraced run (tracemalloc's records and the heap snapshots are in it).
"""

from __future__ import annotations

import argparse
import asyncio
import errno
import gc
import json
import os
import signal
import sys
import tempfile
import threading
import time
import tracemalloc
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from mcp import Client, StdioServerParameters

from bench.pages import write_pages
from bench.procinfo import children_of, kind, tree_memory
from verdex_py.refs import ref_of
from verdex_py.testing.fixture_server import FixtureServer

ROOT = Path(__file__).resolve().parent.parent
CHURN_PAGE = ROOT / "fixtures_html" / "churn.html"
OPERATIONS = ("navigate", "snapshot", "click", "type")
CALL_DEADLINE_S = 120  # a call slower than this on a loaded machine is lost, not slow
GROWTH_GOAL_MB = 10.0
CHURN_OPERATIONS = ("snapshot", "click", "type", "failures", "console_messages", "network_requests")
CHURN_NAVIGATE_EVERY = 24  # a role's calls per document on the churn site
CHURN_EVERY_MS = 250
CHURN_BURST = (250, 25)  # blocked requests and frames at each load: every per-document ring overflows
SAMPLES = 100
SAMPLED = ("python_rss_mb", "node_rss_mb", "chromium_rss_mb", "python_pss_mb", "node_pss_mb", "chromium_pss_mb")
TRACE_DIR_ENV = "SOAK_TRACE_DIR"  # where a traced server writes its checkpoint reports
TRACE_FRAMES_ENV = "SOAK_TRACE_FRAMES"
TRACE_FRAMES = 12  # deep enough to reach an owner's frame from inside json, asyncio or typing
DUMP_DEADLINE_S = 120.0
NODE_KINDS = ("Request", "Response", "Frame", "Page")  # server-side objects worth counting, with *Dispatcher
OWNERS = (("/verdex_py/", "verdex_py"), ("/playwright/", "playwright"), ("/mcp/", "mcp"), ("/mcp_types/", "mcp"))


@dataclass
class SoakResult:
    calls: int
    roles: int
    memory_mb: dict[str, float] = field(default_factory=dict)  # checkpoint -> non-Chromium PSS
    split_mb: dict[str, str] = field(default_factory=dict)  # checkpoint -> "python X / node Y"
    lost: list[str] = field(default_factory=list)
    errors: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    load: list[float] = field(default_factory=list)
    # --trace: checkpoint -> live Python MB by owner, and Playwright's client objects by kind
    live_mb: dict[str, dict[str, float]] = field(default_factory=dict)
    playwright_objects: dict[str, dict[str, int]] = field(default_factory=dict)
    node_heap: dict[str, dict[str, float]] = field(default_factory=dict)  # live heap MB and objects by kind
    churn: bool = False
    samples: list[dict[str, float]] = field(default_factory=list)  # {"calls": i, <SAMPLED>...}
    max_answer_chars: dict[str, int] = field(default_factory=dict)  # tool -> text + structured content

    @property
    def growth_per_1000(self) -> dict[str, float]:
        """MB per 1,000 calls over the last half of the run, by process kind (least-squares slope)."""
        done = self.samples[-1]["calls"] if self.samples else 0  # (a run cut short: its own last half)
        half = [s for s in self.samples if s["calls"] >= done / 2]
        if len(half) < 2:
            return {}
        xs = [s["calls"] for s in half]
        mean_x = sum(xs) / len(xs)
        spread = sum((x - mean_x) ** 2 for x in xs)
        out = {}
        for key in SAMPLED:
            ys = [s.get(key, 0.0) for s in half]
            mean_y = sum(ys) / len(ys)
            slope = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True)) / spread
            out[key.removesuffix("_mb")] = round(slope * 1000, 2)
        return out

    @property
    def growth_mb(self) -> float:
        if "100%" not in self.memory_mb or "25%" not in self.memory_mb:
            return 0.0
        return round(self.memory_mb["100%"] - self.memory_mb["25%"], 1)

    @property
    def live_growth_mb(self) -> dict[str, float]:
        """--trace: growth of live Python memory from 25% to 100%, by owner."""
        if not self.live_mb:
            return {}
        start, end = self.live_mb["25%"], self.live_mb["100%"]
        return {owner: round(end.get(owner, 0.0) - start.get(owner, 0.0), 2) for owner in end | start}


def _server_pid() -> int:
    for pid in children_of(os.getpid()):
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"verdex_py" in cmdline or b"--serve-traced" in cmdline:
            return pid
    raise RuntimeError("the verdex-py server process was not found")


def _owner(trace: tracemalloc.Trace) -> str:
    for frame in reversed(trace.traceback):  # innermost first
        for marker, owner in OWNERS:
            if marker in frame.filename:
                return owner
    return "other"


def _write_report(folder: Path, number: int) -> None:
    """In the traced server: live Python memory by owner and Playwright's objects, as JSON."""
    gc.collect()
    by_owner: Counter[str] = Counter()
    ours: Counter[str] = Counter()  # verdex_py's share by file, to see which of our structures holds it
    for trace in tracemalloc.take_snapshot().traces:
        owner = _owner(trace)
        by_owner[owner] += trace.size
        if owner == "verdex_py":
            frame = next(f for f in reversed(trace.traceback) if "/verdex_py/" in f.filename)
            ours[frame.filename.rpartition("/verdex_py/")[2]] += trace.size
    kinds: Counter[str] = Counter()
    for obj in gc.get_objects():
        objects = getattr(obj, "_objects", None) if type(obj).__name__ == "Connection" else None
        if isinstance(objects, dict):  # Playwright's client: every object the driver has not disposed
            kinds.update(type(o).__name__ for o in list(objects.values()))
    live = {k: round(v / 2**20, 2) for k, v in by_owner.items()}
    live |= {f"verdex_py/{name}": round(size / 2**20, 2) for name, size in ours.most_common(6)}
    report = {"live_mb": live, "playwright_objects": kinds}
    partial = folder / f"{number}.part"
    partial.write_text(json.dumps(report))
    partial.rename(folder / f"{number}.json")


def serve_traced(server_args: list[str]) -> None:
    """Run the stdio server under tracemalloc; a report number written to $SOAK_TRACE_DIR/ask gets that report.

    A thread blocked on the FIFO answers, not a signal handler: Python runs those only in the
    main thread, which may sleep in the event loop's poll while another thread took the signal.
    """
    folder = Path(os.environ[TRACE_DIR_ENV])
    tracemalloc.start(int(os.environ.get(TRACE_FRAMES_ENV, TRACE_FRAMES)))

    def answer() -> None:
        while True:
            with open(folder / "ask", encoding="utf-8") as asked:  # blocks until the soak writes
                for line in asked:
                    _write_report(folder, int(line))

    threading.Thread(target=answer, name="soak-trace", daemon=True).start()
    from verdex_py.cli import main

    main(server_args)


async def _traced_report(folder: Path, number: int) -> dict[str, Any]:
    """Ask the traced server for report `number` and wait for it, never past DUMP_DEADLINE_S."""
    deadline = time.monotonic() + DUMP_DEADLINE_S
    report = folder / f"{number}.json"
    asked = False
    while not report.exists():
        if time.monotonic() > deadline:
            raise RuntimeError(f"the traced server wrote no report {report} within {DUMP_DEADLINE_S} s")
        if not asked:
            try:  # non-blocking: with no reader (the server gone, or between two reads) this fails, not hangs
                fifo = os.open(folder / "ask", os.O_WRONLY | os.O_NONBLOCK)
            except OSError as exc:
                if exc.errno != errno.ENXIO:
                    raise
            else:
                os.write(fifo, f"{number}\n".encode())
                os.close(fifo)
                asked = True
        await asyncio.sleep(0.1)
    return json.loads(report.read_text())


async def _node_heap(server: int, folder: Path) -> dict[str, float]:
    """Have the server's Node driver write a heap snapshot (SIGUSR2); its live size and counts by kind."""
    node = next(pid for pid in children_of(server, recursive=True) if kind(pid) == "node")
    before = set(folder.glob("*.heapsnapshot"))
    os.kill(node, signal.SIGUSR2)
    deadline = time.monotonic() + DUMP_DEADLINE_S
    while True:  # written once it exists and the driver no longer holds it open
        new = set(folder.glob("*.heapsnapshot")) - before
        if new and not _holds_open(node, next(iter(new))):
            break
        if time.monotonic() > deadline:
            raise RuntimeError(f"the Node driver wrote no heap snapshot within {DUMP_DEADLINE_S} s")
        await asyncio.sleep(0.2)
    path = next(iter(new))
    data = json.loads(path.read_bytes())
    path.unlink()
    meta = data["snapshot"]["meta"]
    fields, width = meta["node_fields"], len(meta["node_fields"])
    name_at, size_at, type_at = fields.index("name"), fields.index("self_size"), fields.index("type")
    an_object = meta["node_types"][type_at].index("object")  # not the class's own function or its code
    names, nodes, strings = Counter(), data["nodes"], data["strings"]
    total = 0
    for i in range(0, len(nodes), width):
        total += nodes[i + size_at]
        if nodes[i + type_at] != an_object:
            continue
        name = strings[nodes[i + name_at]].lstrip("_").rstrip("0123456789")  # the bundler's renames
        if name.removesuffix("Dispatcher") in NODE_KINDS:
            names[name] += 1
    return {"live_heap_mb": round(total / 2**20, 1), **dict(sorted(names.items()))}


def _holds_open(pid: int, path: Path) -> bool:
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            if os.readlink(fd) == str(path):
                return True
        except OSError:
            continue
    return False


class Role:
    """One role's state in the soak: which page it is on and the refs it last saw."""

    def __init__(self, name: str) -> None:
        self.name, self.visits, self.go, self.query, self.calls = name, 0, None, None, 0

    def operation(self, i: int, roles: int, churn: bool) -> str:
        """The next operation: in turn; on the churn site a navigation only every CHURN_NAVIGATE_EVERY calls."""
        self.calls += 1
        if not churn:
            return OPERATIONS[((i - 1) // roles) % len(OPERATIONS)]
        if self.calls % CHURN_NAVIGATE_EVERY == 1:
            return "navigate"
        return CHURN_OPERATIONS[self.calls % len(CHURN_OPERATIONS)]

    def arguments(self, operation: str, site: FixtureServer, i: int, churn: bool = False) -> dict[str, Any]:
        args: dict[str, Any] = {"role": self.name}
        if operation == "navigate" and churn:
            self.visits += 1
            burst, frames = CHURN_BURST
            args["url"] = site.url(
                f"churn.html?blocked={quote(site.cross_origin)}&every={CHURN_EVERY_MS}&burst={burst}&frames={frames}"
            )
        elif operation == "navigate":
            self.visits += 1
            args["url"] = site.url(f"page_{100 if self.visits % 2 else 1000}.html")
        elif operation == "click":
            args |= {"ref": self.go or "e1", "element": "Go"}
        elif operation == "type":
            args |= {"ref": self.query or "e1", "text": f"soak {i}", "element": "Query"}
        return args

    def saw(self, text: str) -> None:
        self.go = ref_of(text, "button", "Go") or self.go
        self.query = ref_of(text, "textbox", "Query") or self.query


async def soak(
    calls: int = 1000,
    roles: int = 4,
    progress: bool = True,
    trace: bool = False,
    node_heap: bool = True,
    trace_frames: int = TRACE_FRAMES,
    churn: bool = False,
    on_sample: Callable[[SoakResult], None] | None = None,
    server_env: dict[str, str] | None = None,
) -> SoakResult:
    """Run the soak; with `trace`, also the live Python figures and (with `node_heap`) the driver's heap.

    Fewer `trace_frames` cost the server less time, but an allocation made for us by a library
    (json, asyncio) then counts as "other": with 1, only what our own lines allocate is "verdex_py".
    `server_env`: variables the traced server gets besides its own (an untraced one gets none).
    """
    result = SoakResult(calls=calls, roles=roles, churn=churn)
    every = max(1, calls // SAMPLES)
    checkpoints = {roles * 4: "first round", max(1, calls // 4): "25%", max(1, calls // 2): "50%", calls: "100%"}
    server_args = ["--log-level", "WARNING"]
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        reports = Path(tmp) / "reports"
        reports.mkdir()
        write_pages(Path(tmp), [100, 1000])
        (Path(tmp) / CHURN_PAGE.name).write_bytes(CHURN_PAGE.read_bytes())
        with FixtureServer(root=Path(tmp)) as site:
            if churn:  # the churn page's refused requests go to the site's second origin
                server_args += ["--blocked-origins", site.cross_origin]
            if trace:
                os.mkfifo(reports / "ask")
                params = StdioServerParameters(
                    command=sys.executable,
                    args=["-m", "bench.soak", "--serve-traced", *server_args],
                    cwd=ROOT,
                    env={TRACE_DIR_ENV: str(reports), TRACE_FRAMES_ENV: str(trace_frames)}
                    | (server_env or {})
                    | (
                        {"NODE_OPTIONS": f"--heapsnapshot-signal=SIGUSR2 --diagnostic-dir={reports}"}
                        if node_heap
                        else {}
                    ),
                )
            else:
                params = StdioServerParameters(command=sys.executable, args=["-m", "verdex_py", *server_args])
            async with Client(params) as client:
                pid = _server_pid()
                team = [Role(f"soak{r}") for r in range(roles)]
                for i in range(1, calls + 1):
                    role = team[(i - 1) % roles]
                    operation = role.operation(i, roles, churn)
                    tool = "browser_" + operation
                    try:
                        async with asyncio.timeout(CALL_DEADLINE_S):
                            answer = await client.call_tool(tool, role.arguments(operation, site, i, churn))
                    except Exception as exc:  # noqa: BLE001 - a lost call is what this counts
                        result.lost.append(f"call {i} {tool} ({role.name}): {type(exc).__name__}: {exc}")
                        continue
                    content = answer.structured_content or {}
                    size = sum(len(getattr(c, "text", "")) for c in answer.content) + len(json.dumps(content))
                    result.max_answer_chars[tool] = max(result.max_answer_chars.get(tool, 0), size)
                    if i % every == 0:
                        result.samples.append(
                            {"calls": i}
                            | {k: v for k, v in tree_memory(pid).items() if k in SAMPLED}
                            | {"load1": round(os.getloadavg()[0], 1)}
                        )
                        result.seconds = round(time.perf_counter() - started, 1)
                        if on_sample is not None:  # a long run's figures so far survive its end
                            on_sample(result)
                    if answer.is_error:
                        code = content.get("error", {}).get("code")
                        if not code:
                            result.lost.append(f"call {i} {tool}: an error without the contract's envelope")
                        else:
                            result.errors[code] = result.errors.get(code, 0) + 1
                    elif not answer.content or answer.content[0].type != "text":
                        result.lost.append(f"call {i} {tool}: a success without text")
                    else:
                        role.saw(answer.content[0].text)
                    if i in checkpoints:
                        memory = tree_memory(pid)
                        result.memory_mb[checkpoints[i]] = memory["server_pss_mb"]
                        result.split_mb[checkpoints[i]] = (
                            f"python {memory.get('python_pss_mb')} / node {memory.get('node_pss_mb')}"
                        )
                        if trace:
                            report = await _traced_report(reports, len(result.memory_mb))
                            result.live_mb[checkpoints[i]] = report["live_mb"]
                            result.playwright_objects[checkpoints[i]] = report["playwright_objects"]
                            if node_heap:
                                result.node_heap[checkpoints[i]] = await _node_heap(pid, reports)
                        if progress:
                            point = checkpoints[i]
                            live = (
                                f", live Python MB {result.live_mb[point]}, Node {result.node_heap.get(point)}"
                                if trace
                                else ""
                            )
                            print(f"  {checkpoints[i]} ({i} calls): {result.memory_mb[checkpoints[i]]} MB "
                                  f"({result.split_mb[checkpoints[i]]}){live}, "
                                  f"lost {len(result.lost)}, errors {result.errors}", file=sys.stderr)  # fmt: skip
    result.seconds = round(time.perf_counter() - started, 1)
    result.load = [round(x, 1) for x in os.getloadavg()]
    return result


def summary(result: SoakResult) -> dict[str, Any]:
    data = {**asdict(result), "growth_mb": result.growth_mb, "growth_goal_mb": GROWTH_GOAL_MB}
    data["growth_per_1000_calls_last_half_mb"] = result.growth_per_1000
    if result.live_mb:
        counts = result.playwright_objects  # only the kinds whose number moved: the rest are one per context
        moved = {k for k in counts["100%"] if len({c.get(k) for c in counts.values()}) > 1}
        data["playwright_objects"] = {point: {k: c.get(k, 0) for k in sorted(moved)} for point, c in counts.items()}
        data["live_growth_mb"] = result.live_growth_mb
    return data


def growth_line(result: SoakResult) -> str:
    """The plateau figures, one process each: RSS (PSS) MB per 1,000 calls over the run's last half."""
    growth = result.growth_per_1000
    done = result.samples[-1]["calls"] if result.samples else 0
    parts = [
        f"{name} {growth.get(key + '_rss', 0.0):+.2f} ({growth.get(key + '_pss', 0.0):+.2f})"
        for name, key in (("Python", "python"), ("Node driver", "node"), ("Chromium", "chromium"))
    ]
    return f"growth per 1,000 calls, calls {done // 2}-{done}, RSS (PSS) MB: " + ", ".join(parts)


def main() -> None:
    if sys.argv[1:2] == ["--serve-traced"]:  # the server side of --trace: the rest are verdex-py's flags
        serve_traced(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=1000)
    parser.add_argument("--roles", type=int, default=4)
    parser.add_argument("--out", default=str(ROOT / "bench" / "soak.json"), help="'-' for stdout only")
    parser.add_argument("--trace", action="store_true", help="report whose live Python memory grew (tracemalloc)")
    parser.add_argument("--churn", action="store_true", help="on a single-page app that never stops failing")
    args = parser.parse_args()
    stamp = {"command": "python -m bench.soak " + " ".join(sys.argv[1:]), "date": time.strftime(
        "%Y-%m-%d %H:%M UTC", time.gmtime())}  # fmt: skip

    def so_far(result: SoakResult) -> None:
        if args.out != "-":
            partial = summary(result) | stamp | {"calls_done": result.samples[-1]["calls"], "load": os.getloadavg()}
            Path(args.out).write_text(json.dumps(partial, indent=2) + "\n")

    result = asyncio.run(soak(args.calls, args.roles, trace=args.trace, churn=args.churn, on_sample=so_far))
    data = summary(result) | stamp | {"calls_done": result.calls}
    sys.stdout.write(json.dumps(data, indent=2) + "\n")
    print(growth_line(result), file=sys.stderr)
    if args.out != "-":
        Path(args.out).write_text(json.dumps(data, indent=2) + "\n")
    # Traced, PSS carries tracemalloc's own records: only the live figures and lost calls mean anything.
    if result.lost or (not args.trace and result.growth_mb > GROWTH_GOAL_MB):
        raise SystemExit(f"soak failed: {len(result.lost)} lost calls, growth {result.growth_mb} MB")


if __name__ == "__main__":
    main()
