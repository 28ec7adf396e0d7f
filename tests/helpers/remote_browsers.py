"""Real remote browsers on loopback, started with the commands docs/DEPLOY.md shows.

- `browser_server(...)`: `python -m playwright launch-server --config cfg.json` (Playwright's
  browser-server protocol), optionally with a DevTools port so a test can count the
  contexts the shared browser holds (`contexts_on`).
- `run_server(...)`: `python -m playwright run-server`, which launches a browser per client.
- `cdp_chromium(...)`: Chromium with `--remote-debugging-port`, its port read from
  `DevToolsActivePort`.
- `TcpProxy`: a relay in front of an endpoint whose connections a test can cut.

Each runs in its own session; `kill()` SIGKILLs the whole process tree (a crash, as a
grid node dies), `start()` brings it back on the same address. Processes are found by
walking /proc, so nothing here needs psutil.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO, Any

from playwright.async_api import async_playwright

from tests.helpers import REPO, free_port
from tests.helpers.server_process import server_command

DEPLOY = REPO / "docs" / "DEPLOY.md"
START_DEADLINE_S = 30.0


def snippet(marker: str, doc: Path = DEPLOY) -> str:
    """The fenced block right after `<!-- snippet:MARKER -->` in a doc: what the test runs."""
    text = doc.read_text(encoding="utf-8")
    match = re.search(rf"<!-- snippet:{re.escape(marker)} -->\s*```\w*\n(.*?)```", text, re.S)
    assert match, f"{doc.name} has no fenced block after <!-- snippet:{marker} -->"
    return match.group(1)


def command(marker: str, replace: dict[str, str], doc: Path = DEPLOY) -> list[str]:
    """A one-command snippet as argv, with the doc's example values replaced (ports, paths)."""
    return command_env(marker, replace, doc)[0]


def command_env(marker: str, replace: dict[str, str], doc: Path = DEPLOY) -> tuple[list[str], dict[str, str]]:
    """A one-command snippet as (argv, the `NAME=value` assignments that lead it)."""
    text = snippet(marker, doc).replace("\\\n", " ")
    for old, new in replace.items():
        assert old in text, f"{marker}: the doc's command no longer contains {old!r}"
        text = text.replace(old, new)
    argv = shlex.split(text)
    env = {}
    while argv and re.fullmatch(r"[A-Z_]+=.*", argv[0]):
        name, _, value = argv.pop(0).partition("=")
        env[name] = value
    if argv[0] == "python":
        argv[0] = sys.executable
    elif argv[0] == "verdex-py":
        argv[:1] = server_command()
    return argv, env


# -- processes --------------------------------------------------------------------------------


def _stat(pid: int) -> tuple[int, str, int] | None:
    """(parent pid, state, start time) of a process, or None if it is gone."""
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = raw[raw.rindex(")") + 2 :].split()
    return int(fields[1]), fields[0], int(fields[19])


def cmdline(pid: int) -> list[str]:
    with suppress(OSError):
        return [p.decode(errors="replace") for p in Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0") if p]
    return []


def is_chromium(pid: int) -> bool:
    argv = cmdline(pid)
    return bool(argv) and "chrom" in Path(argv[0]).name.lower() and "crashpad" not in argv[0]


def descendants(root: int) -> list[tuple[int, int]]:
    """(pid, start time) of every live process below `root`."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit() and (stat := _stat(int(entry))) is not None and stat[1] != "Z":
            children.setdefault(stat[0], []).append(int(entry))
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            stat = _stat(child)
            if stat is not None:
                found.append((child, stat[2]))
                todo.append(child)
    return found


def alive(procs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    live = []
    for pid, started in procs:
        stat = _stat(pid)
        if stat is not None and stat[2] == started and stat[1] != "Z":
            live.append((pid, started))
    return live


def wait_gone(procs: list[tuple[int, int]], deadline_s: float = 15.0) -> list[tuple[int, int]]:
    deadline = time.monotonic() + deadline_s
    while (left := alive(procs)) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left


def chromium_below(root: int) -> list[int]:
    return [pid for pid, _ in descendants(root) if is_chromium(pid)]


# -- endpoints --------------------------------------------------------------------------------


class EndpointProcess:
    """One endpoint command; `start()` and `kill()` may alternate (restarts on the same address)."""

    def __init__(self, argv: list[str], url: str, ready: Any, cwd: Path) -> None:
        self.argv, self.url, self._ready, self.cwd = argv, url, ready, cwd
        self.proc: subprocess.Popen[bytes] | None = None
        self._seen: list[tuple[int, int]] = []
        self._log: IO[bytes] | None = None

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def start(self) -> EndpointProcess:
        self._log = open(self.cwd / f"endpoint-{int(time.time() * 1000)}.log", "w+b")  # noqa: SIM115
        self.proc = subprocess.Popen(
            self.argv,
            cwd=self.cwd,
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        deadline = time.monotonic() + START_DEADLINE_S
        while not self._ready(self):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"{shlex.join(self.argv)} did not come up:\n{self.output()}")
            time.sleep(0.05)
        return self

    def output(self) -> str:
        if self._log is None:
            return ""
        self._log.flush()
        return Path(self._log.name).read_text(errors="replace")

    def tree(self) -> list[tuple[int, int]]:
        """The endpoint and everything below it (remembered, so orphans are still found)."""
        now = [(self.pid, _stat(self.pid)[2])] + descendants(self.pid) if _stat(self.pid) else []
        self._seen = alive(self._seen) + [p for p in now if p not in self._seen]
        return self._seen

    def kill(self) -> None:
        """SIGKILL the whole tree at once: the endpoint crashes, its browser with it."""
        procs = self.tree()
        for pid, _ in alive(procs):
            with suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        if self.proc is not None:
            self.proc.wait(10)
        left = wait_gone(procs)
        assert not left, f"endpoint processes survived SIGKILL: {left}"
        self._seen = []


@contextmanager
def endpoint(process: EndpointProcess) -> Iterator[EndpointProcess]:
    try:
        yield process.start()
    finally:
        if process.proc is not None and (process.proc.poll() is None or alive(process.tree())):
            process.kill()


def _printed(text: str) -> Any:
    return lambda p: text in p.output()


def _listening(port: int) -> Any:
    def ready(_: EndpointProcess) -> bool:
        with socket.socket() as sock:
            return sock.connect_ex(("127.0.0.1", port)) == 0

    return ready


def browser_server(tmp: Path, devtools_port: int | None = None) -> EndpointProcess:
    """DEPLOY.md's `launch-server` config and command on a free port; `url` is its ws endpoint."""
    config = json.loads(snippet("browser-server-config"))
    config["port"] = free_port()
    if devtools_port is not None:  # lets a test count the shared browser's contexts over CDP
        config["args"] = [*config["args"], f"--remote-debugging-port={devtools_port}"]
    (tmp / "cfg.json").write_text(json.dumps(config))
    argv = command("browser-server", {})
    url = f"ws://{config['host']}:{config['port']}{config['wsPath']}"
    return EndpointProcess(argv, url, _printed(url), tmp)


def run_server(tmp: Path) -> EndpointProcess:
    """DEPLOY.md's `run-server` command on a free port (it launches a browser per client)."""
    port = free_port()
    argv = command("run-server", {"3000": str(port)})
    return EndpointProcess(argv, f"ws://127.0.0.1:{port}/", _printed("Listening on"), tmp)


def cdp_chromium(tmp: Path, port: int = 0) -> EndpointProcess:
    """DEPLOY.md's CDP Chromium; port 0 picks a free one, read from DevToolsActivePort (`url`)."""
    profile = tmp / "cdp-profile"
    profile.mkdir(exist_ok=True)
    active = profile / "DevToolsActivePort"
    active.unlink(missing_ok=True)
    argv = command("cdp-chromium", {"9222": str(port), "/tmp/cdp-profile": str(profile)})
    process = EndpointProcess(argv, f"http://127.0.0.1:{port}", lambda p: False, tmp)

    def ready(p: EndpointProcess) -> bool:
        if port:  # a fixed port: Chromium writes no DevToolsActivePort, it prints the address
            return f"DevTools listening on ws://127.0.0.1:{port}/" in p.output()
        lines = active.read_text().split() if active.exists() else []
        if len(lines) < 2:
            return False
        p.url = f"http://127.0.0.1:{lines[0]}"
        return True

    process._ready = ready
    return process


async def contexts_on(devtools_port: int) -> dict[str, Any]:
    """What the shared browser holds, seen by a third client over CDP: our contexts and pages."""
    async with async_playwright() as pw:
        # The observer waits as long as the server may (test_remote: a loaded machine, a fresh Chromium).
        spy = await pw.chromium.connect_over_cdp(f"http://127.0.0.1:{devtools_port}", timeout=30000)
        try:
            cdp = await spy.new_browser_cdp_session()
            ids = (await cdp.send("Target.getBrowserContexts"))["browserContextIds"]
            targets = (await cdp.send("Target.getTargets"))["targetInfos"]
        finally:
            await spy.close()
    pages = [t for t in targets if t["type"] == "page" and t.get("browserContextId") in ids]
    return {"contexts": ids, "pages": [t["url"] for t in pages]}


class TcpProxy:
    """A loopback TCP relay in front of an endpoint, whose live connections a test can cut
    (`drop()`: both sides see the connection close, as when a proxy drops it) or freeze, while
    both ends keep running and new connections still go through."""

    def __init__(self, target_port: int) -> None:
        self.target = target_port
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen()
        self.port = self.sock.getsockname()[1]
        self._pairs: list[tuple[socket.socket, socket.socket]] = []
        self._frozen: set[tuple[socket.socket, socket.socket]] = set()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.sock.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self.target))
            self._pairs.append((client, upstream))
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, src: socket.socket, dst: socket.socket) -> None:
        with suppress(OSError):
            while data := src.recv(65536):
                if (src, dst) not in self._frozen and (dst, src) not in self._frozen:
                    dst.sendall(data)
        for s in (src, dst):
            with suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)

    def freeze(self) -> int:
        """Stop forwarding on every live connection without closing it (a partition, a dead NAT
        entry): nothing tells either end. New connections still go through."""
        pairs, self._pairs = self._pairs, []
        self._frozen.update(pairs)
        return len(pairs)

    def drop(self) -> int:
        """Cut every live connection; returns how many were cut."""
        pairs, self._pairs = self._pairs, []
        for pair in pairs:
            for s in pair:
                with suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)
                s.close()
        return len(pairs)

    def close(self) -> None:
        self._pairs += list(self._frozen)
        self.drop()
        self.sock.close()
