"""Process memory from /proc (Linux): RSS of one process, PSS of a process tree split by kind.

PSS (proportional set size) splits each shared page between the processes that map it, so
the sum over a tree is what the tree really costs; RSS would count shared libraries once
per process. "Chromium" is every process whose executable is a Chrome/Chromium binary; the
rest is the server itself (Python, Playwright's Node driver, or playwright-mcp's Node).
"""

from __future__ import annotations

import os
from pathlib import Path


def children_of(pid: int, recursive: bool = False) -> list[int]:
    parents: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found, frontier = [], [pid]
    while frontier:
        kids = parents.get(frontier.pop(), [])
        found += kids
        if recursive:
            frontier += kids
    return found


def _field(path: str, name: str) -> int:
    try:
        for line in Path(path).read_text().splitlines():
            if line.startswith(name):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def rss_kb(pid: int) -> int:
    return _field(f"/proc/{pid}/status", "VmRSS:")


def pss_kb(pid: int) -> int:
    return _field(f"/proc/{pid}/smaps_rollup", "Pss:")


def kind(pid: int) -> str:
    """chromium, node, python or other: what a process of a server's tree is."""
    try:
        exe = os.path.basename(os.readlink(f"/proc/{pid}/exe"))
    except OSError:
        return "other"
    if exe.startswith(("chrom", "chrome", "headless_shell")):
        return "chromium"
    if exe.startswith("node"):
        return "node"
    if exe.startswith("python"):
        return "python"
    return "other"


def tree_memory(pid: int) -> dict[str, float]:
    """PSS in MB of `pid` and its descendants: chromium, the rest, and the rest by kind; RSS of each kind
    (summed over Chromium's processes, RSS counts their shared pages once per process)."""
    out: dict[str, float] = {"chromium_pss_mb": 0.0, "server_pss_mb": 0.0}
    for proc in [pid, *children_of(pid, recursive=True)]:
        what = kind(proc)
        pss, rss = pss_kb(proc) / 1024, rss_kb(proc) / 1024
        if what == "chromium":
            out["chromium_pss_mb"] += pss
            out["chromium_rss_mb"] = out.get("chromium_rss_mb", 0.0) + rss
            continue
        out["server_pss_mb"] += pss
        out[f"{what}_pss_mb"] = out.get(f"{what}_pss_mb", 0.0) + pss
        out[f"{what}_rss_mb"] = out.get(f"{what}_rss_mb", 0.0) + rss
    return {k: round(v, 1) for k, v in out.items()}
