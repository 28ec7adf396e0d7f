"""Turn bench/results.json into docs/PERFORMANCE.md and docs/performance.png."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

GOALS = """Goals (issue "Fast and lean"): snapshot latency within 1.10x of Playwright's own
`aria_snapshot`; click and type at most 0.3x playwright-mcp's; default snapshot at most 0.5x
playwright-mcp's tokens; server memory (browser excluded) at most 90 MB after the largest page;
each added role at most 40 MB; cold start no slower than playwright-mcp."""


def _ratio(a: float | None, b: float | None) -> str:
    return f"{a / b:.2f}x" if a and b else "n/a"


def _plot(results: dict[str, Any], path: Path) -> bool:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    sizes = results["sizes"]
    systems = [
        ("verdex-py", results["verdex"]),
        ("playwright-mcp", results.get("playwright_mcp")),
        ("Playwright aria_snapshot", results["playwright"]),
    ]
    fig, (lat, tok) = plt.subplots(1, 2, figsize=(11, 4))
    for label, data in systems:
        if not data:
            continue
        lat.plot(sizes, [data["pages"][str(n)]["snapshot_ms"] for n in sizes], marker="o", label=f"{label} snapshot")
        if "click_ms" in data["pages"][str(sizes[0])] and label != "Playwright aria_snapshot":
            lat.plot(
                sizes,
                [data["pages"][str(n)]["click_ms"] for n in sizes],
                marker="x",
                linestyle="--",
                label=f"{label} click",
            )
        tok.plot(sizes, [data["pages"][str(n)]["snapshot_tokens"] for n in sizes], marker="o", label=label)
    for ax, title, unit in ((lat, "Latency (median)", "ms"), (tok, "Snapshot size", "tokens (proxy)")):
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("elements on the page")
        ax.set_ylabel(unit)
        ax.set_title(title)
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    return True


WHY = {
    "snapshot": "our work after Playwright's call (ref map, compaction, frame probe, page title) and a "
    "larger JSON-RPC message than a bare call; it is linear in page size",
    "click": "the result snapshots only the region the click changed (MutationObserver), not the page",
    "type": "playwright-mcp returns no snapshot after typing; we return the field's new state, and pay "
    "one DOM-observer round trip plus MCP framing (~20-40 ms) that a small page does not amortise",
    "tokens": "compaction keeps every ref an agent can act on and link targets; above ~60k characters the "
    "snapshot is cut and names the refs left out",
    "memory": "the Python MCP SDK, pydantic and Playwright's client cost ~70 MB before any page; the "
    "largest page adds the snapshot text and a 20k-entry ref map",
    "role": "each role is a real isolated context with its own renderer process (Chromium's cost, not ours)",
    "cold": "Python start-up and imports (mcp, pydantic, playwright: ~0.8 s) before the browser starts",
}


def _goal_rows(results: dict[str, Any]) -> list[str]:
    v, p, m = results["verdex"], results["playwright"], results.get("playwright_mcp")
    sizes = list(map(str, results["sizes"]))
    snap = max(v["pages"][n]["snapshot_ms"] / p["pages"][n]["snapshot_ms"] for n in sizes)
    rows = [("snapshot latency <= 1.10x Playwright", f"up to {snap:.2f}x", snap <= 1.10, WHY["snapshot"])]
    if m:
        click = max(v["pages"][n]["click_ms"] / m["pages"][n]["click_ms"] for n in sizes)
        typ = max(v["pages"][n]["type_ms"] / m["pages"][n]["type_ms"] for n in sizes)
        tokens = max(v["pages"][n]["snapshot_tokens"] / m["pages"][n]["snapshot_tokens"] for n in sizes)
        cold = v["cold_start_ms"] / m["cold_start_ms"]
        rows += [
            ("click <= 0.3x playwright-mcp", f"up to {click:.2f}x", click <= 0.3, WHY["click"]),
            ("type <= 0.3x playwright-mcp", f"up to {typ:.2f}x", typ <= 0.3, WHY["type"]),
            ("tokens <= 0.5x playwright-mcp", f"up to {tokens:.2f}x", tokens <= 0.5, WHY["tokens"]),
            ("cold start <= playwright-mcp", f"{cold:.2f}x", cold <= 1.0, WHY["cold"]),
        ]
    rss = v.get("server_rss_mb_after_largest") or 0
    per_role = v.get("per_role_mb", {})
    role_total = (per_role.get("server_mb") or 0) + (per_role.get("browser_mb") or 0)
    rows += [
        ("server memory <= 90 MB after the largest page", f"{rss} MB", rss <= 90, WHY["memory"]),
        ("each added role <= 40 MB", f"{role_total:.1f} MB (server + browser)", role_total <= 40, WHY["role"]),
    ]
    return [f"| {g} | {value} | {'yes' if ok else 'no'} | {'' if ok else why} |" for g, value, ok, why in rows]


def write_report(results: dict[str, Any], docs: Path) -> None:
    results = json.loads(json.dumps(results))  # page keys as strings, as in results.json
    v, p, m = results["verdex"], results["playwright"], results.get("playwright_mcp")
    lines = [
        "# Performance",
        "",
        "Measured by `python -m bench.compare` (see its docstring) on the 2-core dev machine, "
        f"{results['date']}, {results['runs']} runs per figure (medians). Raw figures: `bench/results.json`.",
        "",
        GOALS,
        "",
        "| elements | verdex snapshot ms | Playwright aria_snapshot ms | ratio | verdex click ms | "
        "playwright-mcp click ms | ratio | verdex type ms | playwright-mcp type ms | ratio | "
        "verdex tokens | playwright-mcp tokens | ratio |",
        "|" + "---|" * 13,
    ]
    for n in map(str, results["sizes"]):
        vp, pp, mp = v["pages"][n], p["pages"][n], (m["pages"][n] if m else {})
        lines.append(
            f"| {n} | {vp['snapshot_ms']} | {pp['snapshot_ms']} | {_ratio(vp['snapshot_ms'], pp['snapshot_ms'])} "
            f"| {vp['click_ms']} | {mp.get('click_ms', 'n/a')} | {_ratio(vp['click_ms'], mp.get('click_ms'))} "
            f"| {vp['type_ms']} | {mp.get('type_ms', 'n/a')} | {_ratio(vp['type_ms'], mp.get('type_ms'))} "
            f"| {vp['snapshot_tokens']} | {mp.get('snapshot_tokens', 'n/a')} "
            f"| {_ratio(vp['snapshot_tokens'], mp.get('snapshot_tokens'))} |"
        )
    lines += [
        "",
        "- Raw Playwright click (no MCP, no snapshot): "
        + ", ".join(f"{n}: {p['pages'][n]['click_ms']} ms" for n in map(str, results["sizes"]))
        + ".",
        f"- Cold start to first snapshot: verdex-py {v['cold_start_ms']} ms, "
        f"playwright-mcp {m['cold_start_ms'] if m else 'n/a'} ms.",
        f"- Server RSS after the largest page (browser excluded): verdex-py {v['server_rss_mb_after_largest']} MB, "
        f"playwright-mcp {m['server_rss_mb_after_largest'] if m else 'n/a'} MB (node process).",
        f"- Each added role (verdex-py): {v.get('per_role_mb', {}).get('server_mb')} MB in the server, "
        f"{v.get('per_role_mb', {}).get('browser_mb')} MB in the browser (PSS).",
    ]
    lines += ["", "## Goals against the measurements", "", "| goal | measured | met | why |", "|---|---|---|---|"]
    lines += _goal_rows(results)
    if _plot(results, docs / "performance.png"):
        lines += ["", "![latency and tokens against page size](performance.png)"]
    (docs / "PERFORMANCE.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write_report(json.loads(Path(sys.argv[1]).read_text()), Path(sys.argv[2]))
