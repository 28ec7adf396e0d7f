"""Soak benchmark: does a long session keep its memory and every call?

    python -m bench.soak                    # 1,000 calls over 4 roles; writes bench/soak.json
    python -m bench.soak --calls 100 --out -

One stdio server (spawned as a host would), 4 roles, calls in rounds of navigate,
snapshot, click, type on generated pages (100 and 1,000 elements, alternating), each role
in turn. Reports the server's non-Chromium memory (PSS of Python + the Node driver) after
the first round and at 25%, 50% and 100% of the calls (goal: growth from 25% to 100%
<= 10 MB), and every lost call: one that raised, hung past its deadline or came back
without the contract's shape. Errors that are proper envelopes are counted by code apart.
`tests/test_soak.py` runs a short version.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from mcp import Client, StdioServerParameters

from bench.pages import write_pages
from bench.procinfo import children_of, tree_memory
from verdex_py.testing.fixture_server import FixtureServer

ROOT = Path(__file__).resolve().parent.parent
OPERATIONS = ("navigate", "snapshot", "click", "type")
CALL_DEADLINE_S = 120  # a call slower than this on a loaded machine is lost, not slow
GROWTH_GOAL_MB = 10.0


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

    @property
    def growth_mb(self) -> float:
        return round(self.memory_mb["100%"] - self.memory_mb["25%"], 1)


def _ref(text: str, role: str, name: str) -> str | None:
    match = re.search(rf'- {role} "{re.escape(name)}"[^\n]*?\[ref=((?:f\d+)?e\d+)\]', text)
    return match.group(1) if match else None


def _server_pid() -> int:
    for pid in children_of(os.getpid()):
        try:
            if b"verdex_py" in Path(f"/proc/{pid}/cmdline").read_bytes():
                return pid
        except OSError:
            continue
    raise RuntimeError("the verdex-py server process was not found")


class Role:
    """One role's state in the soak: which page it is on and the refs it last saw."""

    def __init__(self, name: str) -> None:
        self.name, self.visits, self.go, self.query = name, 0, None, None

    def arguments(self, operation: str, site: FixtureServer, i: int) -> dict[str, Any]:
        args: dict[str, Any] = {"role": self.name}
        if operation == "navigate":
            self.visits += 1
            args["url"] = site.url(f"page_{100 if self.visits % 2 else 1000}.html")
        elif operation == "click":
            args |= {"ref": self.go or "e1", "element": "Go"}
        elif operation == "type":
            args |= {"ref": self.query or "e1", "text": f"soak {i}", "element": "Query"}
        return args

    def saw(self, text: str) -> None:
        self.go = _ref(text, "button", "Go") or self.go
        self.query = _ref(text, "textbox", "Query") or self.query


async def soak(calls: int = 1000, roles: int = 4, progress: bool = True) -> SoakResult:
    result = SoakResult(calls=calls, roles=roles)
    checkpoints = {roles * 4: "first round", max(1, calls // 4): "25%", max(1, calls // 2): "50%", calls: "100%"}
    params = StdioServerParameters(command=sys.executable, args=["-m", "verdex_py", "--log-level", "WARNING"])
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        write_pages(Path(tmp), [100, 1000])
        with FixtureServer(root=Path(tmp)) as site:
            async with Client(params) as client:
                pid = _server_pid()
                team = [Role(f"soak{r}") for r in range(roles)]
                for i in range(1, calls + 1):
                    role = team[(i - 1) % roles]
                    operation = OPERATIONS[((i - 1) // roles) % len(OPERATIONS)]
                    tool = "browser_" + operation
                    try:
                        async with asyncio.timeout(CALL_DEADLINE_S):
                            answer = await client.call_tool(tool, role.arguments(operation, site, i))
                    except Exception as exc:  # noqa: BLE001 - a lost call is what this counts
                        result.lost.append(f"call {i} {tool} ({role.name}): {type(exc).__name__}: {exc}")
                        continue
                    content = answer.structured_content or {}
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
                        if progress:
                            print(f"  {checkpoints[i]} ({i} calls): {result.memory_mb[checkpoints[i]]} MB "
                                  f"({result.split_mb[checkpoints[i]]}), "
                                  f"lost {len(result.lost)}, errors {result.errors}", file=sys.stderr)  # fmt: skip
    result.seconds = round(time.perf_counter() - started, 1)
    result.load = [round(x, 1) for x in os.getloadavg()]
    return result


def summary(result: SoakResult) -> dict[str, Any]:
    return {**asdict(result), "growth_mb": result.growth_mb, "growth_goal_mb": GROWTH_GOAL_MB}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=1000)
    parser.add_argument("--roles", type=int, default=4)
    parser.add_argument("--out", default=str(ROOT / "bench" / "soak.json"), help="'-' for stdout only")
    args = parser.parse_args()
    result = asyncio.run(soak(args.calls, args.roles))
    data = summary(result) | {"command": "python -m bench.soak " + " ".join(sys.argv[1:]), "date": time.strftime(
        "%Y-%m-%d %H:%M UTC", time.gmtime())}  # fmt: skip
    sys.stdout.write(json.dumps(data, indent=2) + "\n")
    if args.out != "-":
        Path(args.out).write_text(json.dumps(data, indent=2) + "\n")
    if result.lost or result.growth_mb > GROWTH_GOAL_MB:
        raise SystemExit(f"soak failed: {len(result.lost)} lost calls, growth {result.growth_mb} MB")


if __name__ == "__main__":
    main()
