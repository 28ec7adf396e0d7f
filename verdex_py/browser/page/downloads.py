"""Downloads an action started: each saved in the output folder under the name the site suggests
(made unique there), and described for the action's answer (file, saved path, size, or why not)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from playwright.async_api import Download

from verdex_py import outputs
from verdex_py.browser.edge.playwright_errors import quietly


def _free(folder: Path, suggested: str) -> Path:
    """`report.csv`, else `report-1.csv`, `report-2.csv`...: never over a file already kept."""
    name = Path(suggested).name or "download"
    path, stem, suffix, n = folder / name, Path(name).stem, Path(name).suffix, 0
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}{suffix}"
    return path


async def save_downloads(downloads: list[Download], folder: Path, timeout_ms: float) -> list[dict[str, Any]]:
    saved = []
    folder.mkdir(parents=True, exist_ok=True)
    for download in downloads:
        path = _free(folder, download.suggested_filename)
        fact: dict[str, Any] = {"file": path.name, "url": download.url}
        if path.name != download.suggested_filename:  # made unique in the folder: what the site named it
            fact["suggested"] = download.suggested_filename
        with quietly() as failed:
            async with asyncio.timeout(timeout_ms / 1000):
                await download.save_as(path)
        if failed or not path.is_file():
            fact["failure"] = failed.first_line or "the download did not finish in time"
        else:
            fact.update(path=outputs.shown(path), size=path.stat().st_size)
        saved.append(fact)
    return saved
