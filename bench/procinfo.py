"""Process memory from /proc (Linux): RSS of one process, PSS of a process tree."""

from __future__ import annotations

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
