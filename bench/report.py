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


def write_report(results: dict[str, Any], docs: Path) -> None:
    results = json.loads(json.dumps(results))  # page keys as strings, as in results.json
    v, p, m = results["verdex"], results["playwright"], results.get("playwright_mcp")
    lines = [
        "# Performance",
        "",
        "Measured by `python bench/compare.py` (see its docstring) on the 2-core dev machine, "
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
    if _plot(results, docs / "performance.png"):
        lines += ["", "![latency and tokens against page size](performance.png)"]
    (docs / "PERFORMANCE.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write_report(json.loads(Path(sys.argv[1]).read_text()), Path(sys.argv[2]))
