"""Task-level benchmark: one 10-step checkout on the shop page (bench/shop.py), per system.

    python -m bench.task                  # ours, playwright-mcp (if bench/.node holds it), direct Playwright
    python -m bench.task --runs 3         # medians over 3 interleaved runs
    python -m bench.task --quick          # ours only, one run: what tests/e2e/test_task_bench.py runs

What an agent pays for is the whole task, so this counts what it reads, not what one call
costs. The agent is literal and keeps its conversation: it finds each ref in text a server
returned (by role and exact name; a product's "Add to cart" button is the first one after the
product's heading), and takes a full snapshot only when it has none that is current. A target
inside a condensed run is looked up with the one call the run's fold line names (the part it
shows is read, the full snapshot held stays current). An answer
carrying a full snapshot replaces the one it holds; an answer that links a snapshot file
(playwright-mcp writes them to its workspace) says the page has a newer one, which the
agent reads (the file's characters count as read, the read as a call); any other answer (a
diff, the element's new state, nothing) leaves it current. A click whose effect it must see
(the cart count, the confirmation) and did not see in what it got back costs one snapshot;
an error, or an effect still missing, fails the task loudly.

Characters read are all text content the agent got back (structured content is counted
apart: hosts differ in showing it). Direct Playwright-Python is the floor: the same steps by a
script that reads Playwright's own ai snapshot once for its refs and the checkout region once
at the end. The load average is printed with the figures: the machine is shared.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mcp import Client, StdioServerParameters
from playwright.async_api import async_playwright

from bench.compare import CHROMIUM, pwmcp_params, pwmcp_version, verdex_params
from bench.shop import SHOP_FILE, products, write_shop
from verdex_py.browser.launch.launcher import QUIET_FLAGS
from verdex_py.refs import REF_SHAPE, ref_of
from verdex_py.testing.fixture_server import FixtureServer

NAME, EMAIL, ADDRESS, CITY, COUNTRY = "Ada Lovelace", "ada@example.org", "12 Analytical Row", "London", "United Kingdom"
CART = ("Harbor Day Pack", "Glacier Trail Jacket")  # the 7th and the 33rd of 36 similar cards
FULL_SNAPSHOT = re.compile(r"(?:^|\n)(?:Snapshot:|### Snapshot)\n```yaml\n(.*?)\n```", re.S)
SNAPSHOT_FILE = re.compile(r"\[Snapshot\]\(([^)]+)\)")
# A condensed run (docs/CONTRACT.md section 2): the call that shows the elements it hides.
FOLD = re.compile(rf"- … \d+ more \w+ like these: browser_snapshot\(ref=({REF_SHAPE})\) shows them")


def confirmation() -> str:
    prices = dict(products())
    total = sum(prices[p] for p in CART)
    return f"Order placed: {len(CART)} items, ${total:.2f}, for {NAME} <{EMAIL}>, {ADDRESS}, {CITY}, {COUNTRY}"


@dataclass(frozen=True)
class Step:
    says: str  # what the step does, as the failure names it
    tool: str  # browser_click, browser_type or browser_select_option
    target: tuple[str, str]  # (role, exact name); role "card" means the "Add to cart" button of a product
    value: str | None = None  # text to type, or option to choose
    expect: str | None = None  # what the agent must see afterwards


STEPS = (
    Step(f"add {CART[0]} to the cart", "browser_click", ("card", CART[0]), expect="Cart (1)"),
    Step(f"add {CART[1]} to the cart", "browser_click", ("card", CART[1]), expect="Cart (2)"),
    Step("type the full name", "browser_type", ("textbox", "Full name"), NAME),
    Step("type the email", "browser_type", ("textbox", "Email"), EMAIL),
    Step("type the street address", "browser_type", ("textbox", "Street address"), ADDRESS),
    Step("type the city", "browser_type", ("textbox", "City"), CITY),
    Step("choose the country", "browser_select_option", ("combobox", "Country"), COUNTRY),
    Step("accept the terms", "browser_click", ("checkbox", "I accept the terms of sale")),
    Step("place the order", "browser_click", ("button", "Place order"), expect="Order placed"),
)


class TaskFailed(RuntimeError):
    """A step did not do what it says: the task fails, loudly."""


def find_ref(text: str, target: tuple[str, str]) -> str | None:
    role, name = target
    if role != "card":
        return ref_of(text, role, name)
    heading = re.search(rf'- heading "{re.escape(name)}"[^\n]*', text)
    if heading is None:
        return None
    button = re.search(rf'- button "Add to cart"[^\n]*?\[ref=({REF_SHAPE})\]', text[heading.end() :])
    return button.group(1) if button else None


def fold_for(text: str, target: tuple[str, str]) -> str | None:
    """The fold a literal agent opens for a target it does not see: the first one after an element
    like it (for a card, after an "Add to cart" button)."""
    role, _ = target
    like = text.find('- button "Add to cart"' if role == "card" else f"- {role} ")
    fold = FOLD.search(text, like) if like >= 0 else None
    return fold.group(1) if fold else None


@dataclass
class Tally:
    system: str
    chars: int = 0  # text content read
    structured_chars: int = 0
    calls: int = 0  # MCP calls (or Playwright API calls), snapshot file reads included
    snapshots: int = 0  # full snapshots read (inline, by file, or asked for)
    first_snapshot_chars: int = 0
    seconds: float = 0.0  # first call (its browser launch included) to the confirmation seen
    startup_seconds: float | None = None  # spawn to tools/list answered (none in-process)
    done: bool = False
    error: str = ""
    log: list[str] = field(default_factory=list)


class McpAgent:
    """The literal agent over one MCP server (spawned over stdio as its users do)."""

    def __init__(self, client: Client, tally: Tally, workspace: Path, target_arg: str) -> None:
        self.client, self.tally, self.workspace, self.target_arg = client, tally, workspace, target_arg
        self.view: str | None = None  # the newest full snapshot the agent holds
        self.since: list[str] = []  # answers read since then, newest last
        self.last_read = ""  # what the last call gave the agent to read (a linked snapshot file included)

    async def call(self, tool: str, args: dict[str, Any], scoped: bool = False) -> str:
        result = await self.client.call_tool(tool, args)
        text = "\n".join(c.text for c in result.content if getattr(c, "type", "") == "text")
        self.tally.calls += 1
        self.tally.chars += len(text)
        if result.structured_content:
            self.tally.structured_chars += len(json.dumps(result.structured_content, ensure_ascii=False))
        self.tally.log.append(f"{tool} {json.dumps(args)} -> {len(text)} chars: {text[:300]!r}")
        if result.is_error:
            raise TaskFailed(f"{tool} {args} answered an error: {text[:600]}")
        if scoped:  # one part of the page: read, and the full snapshot held stays current
            self.since.append(text)
            self.last_read = text
        else:
            self.last_read = text + self.absorb(text)
        return self.last_read

    def absorb(self, text: str) -> str:
        """Keep what the answer says about the page: a full snapshot, a newer one in a file (read here,
        and returned), or a change."""
        full = FULL_SNAPSHOT.search(text)
        linked = SNAPSHOT_FILE.search(text)
        if full:
            self.view, self.since = full.group(1), []
            self.tally.snapshots += 1
            self.tally.first_snapshot_chars = self.tally.first_snapshot_chars or len(full.group(1))
        elif linked:
            content = (self.workspace / linked.group(1)).read_text(encoding="utf-8")
            self.tally.calls += 1
            self.tally.chars += len(content)
            self.tally.snapshots += 1
            self.tally.first_snapshot_chars = self.tally.first_snapshot_chars or len(content)
            self.tally.log.append(f"read {linked.group(1)} -> {len(content)} chars")
            self.view, self.since = content, [text]
            return content
        else:
            self.since.append(text)
        return ""

    def seen(self) -> list[str]:
        """What the agent has read since its snapshot, newest first, then the snapshot."""
        return [*reversed(self.since), *([self.view] if self.view is not None else [])]

    async def ref_for(self, target: tuple[str, str]) -> str:
        if self.view is None:
            await self.call("browser_snapshot", {})
        for text in self.seen():
            ref = find_ref(text, target)
            if ref:
                return ref
        fold = fold_for(self.view or "", target)
        if fold is not None:  # condensed: the one call the fold names shows it
            ref = find_ref(await self.call("browser_snapshot", {"ref": fold}, scoped=True), target)
            if ref:
                return ref
        raise TaskFailed(f"{target} is nowhere in what the server showed")

    async def step(self, step: Step) -> None:
        ref = await self.ref_for(step.target)
        args: dict[str, Any] = {self.target_arg: ref, "element": step.target[1]}
        if step.tool == "browser_type":
            args["text"] = step.value
        elif step.tool == "browser_select_option":
            args["values"] = [step.value]
        read = await self.call(step.tool, args)
        if step.expect is None or step.expect in read:
            return
        read = await self.call("browser_snapshot", {})  # it did not see the effect: it looks, once
        if step.expect not in read:
            raise TaskFailed(f"{step.says}: {step.expect!r} not seen afterwards")


async def run_mcp(name: str, params: StdioServerParameters, url: str, workspace: Path) -> Tally:
    tally = Tally(name)
    params.cwd = str(workspace)
    spawned = time.perf_counter()
    async with Client(params) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        tally.startup_seconds = time.perf_counter() - spawned
        props = tools["browser_click"].input_schema.get("properties", {})
        agent = McpAgent(client, tally, workspace, "target" if "target" in props else "ref")
        start = time.perf_counter()
        try:  # inside the client: its task group would wrap the failure in an exception group
            await agent.call("browser_navigate", {"url": url})
            for step in STEPS:
                await agent.step(step)
            expected = confirmation()
            if expected not in agent.last_read:
                raise TaskFailed(f"the confirmation {expected!r} was not seen")
            tally.seconds = time.perf_counter() - start
            tally.done = True
        except TaskFailed as failed:
            tally.error = str(failed)
    return tally


async def run_playwright(url: str) -> Tally:
    """The same steps by a script on Playwright-Python: refs from its own ai snapshot, read once."""
    tally = Tally("direct Playwright")
    async with async_playwright() as pw:
        start = time.perf_counter()  # the browser's launch included, as the servers launch theirs on navigate
        browser = await pw.chromium.launch(executable_path=CHROMIUM, args=[*QUIET_FLAGS, "--no-sandbox"])
        page = await browser.new_page()
        await page.goto(url)
        view = await page.aria_snapshot(mode="ai")
        tally.calls, tally.chars, tally.snapshots, tally.first_snapshot_chars = 2, len(view), 1, len(view)
        try:
            for step in STEPS:
                ref = find_ref(view, step.target)
                if ref is None:
                    raise TaskFailed(f"{step.target} not in Playwright's snapshot")
                element = page.locator(f"aria-ref={ref}")
                if step.tool == "browser_type":
                    await element.fill(step.value or "")
                elif step.tool == "browser_select_option":
                    await element.select_option(step.value)
                else:
                    await element.click()
                tally.calls += 1
            region = ref_of(view, "region", "Checkout")
            final = await page.locator(f"aria-ref={region}").aria_snapshot()
            tally.calls += 1
            tally.chars += len(final)
            if confirmation() not in final:
                raise TaskFailed(f"the confirmation was not seen: {final[-400:]}")
            tally.seconds = time.perf_counter() - start
            tally.done = True
        except TaskFailed as failed:
            tally.error = str(failed)
        await browser.close()
    return tally


async def run_all(runs: int, quick: bool, verbose: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "load_before": [round(x, 1) for x in os.getloadavg()],
        "runs": runs,
    }
    tallies: dict[str, list[Tally]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        write_shop(folder)
        with FixtureServer(root=folder) as site:
            url = site.url(SHOP_FILE)
            for _ in range(runs):  # interleaved, so a burst of load hits every system alike
                systems: list[tuple[str, StdioServerParameters | None]] = [("verdex-py", verdex_params())]
                if not quick:
                    systems.append((f"playwright-mcp {pwmcp_version()}", pwmcp_params(folder)))
                for name, params in systems:
                    if params is None:
                        print(f"{name}: not installed in bench/.node, skipped", file=sys.stderr)
                        continue
                    with tempfile.TemporaryDirectory() as workspace:
                        tallies.setdefault(name, []).append(await run_mcp(name, params, url, Path(workspace)))
                if not quick:
                    tallies.setdefault("direct Playwright", []).append(await run_playwright(url))
    out["load_after"] = [round(x, 1) for x in os.getloadavg()]
    if verbose:
        for name, runs_of in tallies.items():
            print(f"{name}:", *(line for t in runs_of for line in t.log), sep="\n  ", file=sys.stderr)
    out["systems"] = {name: summary(runs_of) for name, runs_of in tallies.items()}
    return out


def summary(tallies: list[Tally]) -> dict[str, Any]:
    def median(attr: str) -> float:
        return round(statistics.median(getattr(t, attr) for t in tallies), 2)

    return {
        "succeeded": f"{sum(t.done for t in tallies)}/{len(tallies)}",
        "chars": median("chars"),
        "structured_chars": median("structured_chars"),
        "calls": median("calls"),
        "full_snapshots": median("snapshots"),
        "first_snapshot_chars": median("first_snapshot_chars"),
        "task_s": median("seconds"),
        "startup_s": None if tallies[0].startup_seconds is None else median("startup_seconds"),
        "errors": [t.error for t in tallies if t.error],
    }


def table(result: dict[str, Any]) -> str:
    lines = [
        f"{result['date']}, {result['runs']} run(s), load average {result['load_before']} before, "
        f"{result['load_after']} after",
        "",
        "| system | succeeded | characters read | calls | full snapshots read | first full snapshot, chars "
        "| task s (browser launch included) | spawn to tools/list s | structured content chars |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for name, s in result["systems"].items():
        startup = "–" if s["startup_s"] is None else f"{s['startup_s']:.2f}"
        lines.append(
            f"| {name} | {s['succeeded']} | {s['chars']:,.0f} | {s['calls']:.0f} | {s['full_snapshots']:.0f} "
            f"| {s['first_snapshot_chars']:,.0f} | {s['task_s']:.2f} | {startup} "
            f"| {s['structured_chars']:,.0f} |"
        )
    for name, s in result["systems"].items():
        lines += [f"{name} FAILED: {e}" for e in s["errors"]]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="ours only, one run (the CI variant)")
    parser.add_argument("--out", type=Path, help="also write the figures as JSON here")
    parser.add_argument("--verbose", action="store_true", help="log every call and its size to stderr")
    args = parser.parse_args()
    result = asyncio.run(run_all(1 if args.quick else args.runs, args.quick, args.verbose))
    result["command"] = "python -m bench.task " + " ".join(sys.argv[1:])
    if args.out:
        args.out.write_text(json.dumps(result, indent=2) + "\n")
    sys.stdout.write(table(result) + "\n")
    failed = [name for name, s in result["systems"].items() if s["errors"]]
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
