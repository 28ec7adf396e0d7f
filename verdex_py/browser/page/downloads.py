"""Downloads an action started: each kept in the output folder under the name the site suggests (a fresh
name when that one is taken), and described for the action's answer (file, saved path, size, or why not).

Bounded (docs/CONTRACT.md): at most --max-downloads are kept per action (the others are cancelled), and a
download that grows past --max-download-mb is cancelled while it arrives (its partial file deleted) or,
from a remote browser whose file cannot be watched, refused once it has arrived. Playwright copies a
finished download into a private folder; outputs.write moves it in (never through a symbolic link, never
over a file it did not write).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
from pathlib import Path
from typing import Any

from playwright.async_api import Download

from verdex_py import outputs
from verdex_py.browser.edge.playwright_errors import quietly

WATCH_S = 0.05  # how often an arriving download's size is read


def _local_files(download: Download) -> tuple[Path, ...]:
    """The file Chromium writes while the download arrives (`<path>.crdownload`) and once it has, where
    Playwright's own Video.path reads it from; none when the browser is remote."""
    artifact = getattr(getattr(download, "_impl_obj", download), "_artifact", None)
    path = getattr(artifact, "_initializer", {}).get("absolutePath")
    return (Path(f"{path}.crdownload"), Path(path)) if path else ()


async def _finished(download: Download, cap: int) -> int | None:
    """Wait until the download ends; cancel it once its file holds more than `cap` bytes (the size then)."""
    ended = asyncio.ensure_future(download.failure())
    growing = _local_files(download)
    try:
        while not ended.done():
            size = max(map(_size, growing), default=0)
            if size > cap:
                await download.cancel()
                return size
            await asyncio.wait({ended}, timeout=WATCH_S)
        return None
    finally:
        if not ended.done():
            ended.cancel()
        with contextlib.suppress(BaseException):
            await ended


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:  # not there (yet, or any more)
        return 0


async def _keep(download: Download, folder: Path, cap: int, fact: dict[str, Any]) -> None:
    """Save one finished download into the output folder (through outputs.write), or say why not."""
    cut = await _finished(download, cap)
    if cut is not None:
        fact["failure"] = f"cut at {cut:,} bytes: larger than the {cap:,}-byte cap (--max-download-mb); deleted"
        fact["cut"] = True
        with quietly():
            await download.delete()
        return
    scratch = outputs.private_dir()
    try:
        arrived = scratch / (Path(download.suggested_filename).name or "download")
        with quietly() as failed:
            await download.save_as(arrived)
        if failed or not arrived.is_file():
            fact["failure"] = failed.first_line or "the download did not finish"
            return
        size = arrived.stat().st_size
        if size > cap:
            fact.update(failure=f"{size:,} bytes: larger than the {cap:,}-byte cap (--max-download-mb)", cut=True)
            return
        try:
            path = await asyncio.to_thread(
                outputs.write, folder / arrived.name, arrived, root=folder, replace_own=False
            )
        except outputs.NotWritten as exc:
            fact["failure"] = str(exc)
            return
        if path.name != download.suggested_filename:  # a fresh name in the folder: what the site named it
            fact["suggested"] = download.suggested_filename
        fact.update(file=path.name, path=outputs.shown(path), size=size)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        with quietly():
            await download.delete()  # Playwright's own copy


async def save_downloads(
    downloads: list[Download], folder: Path, timeout_ms: float, *, cap_bytes: int, most: int
) -> list[dict[str, Any]]:
    """Keep the first `most` downloads (each at most `cap_bytes`); cancel the rest and count them."""
    saved = []
    for download in downloads[:most]:
        fact: dict[str, Any] = {
            "file": os.path.basename(download.suggested_filename) or "download",
            "url": download.url,
        }
        try:
            async with asyncio.timeout(timeout_ms / 1000):
                await _keep(download, folder, cap_bytes, fact)
        except TimeoutError:
            fact["failure"] = "the download did not finish in time"
            with quietly():
                await download.cancel()
        saved.append(fact)
    for download in downloads[most:]:
        with quietly():
            await download.cancel()
            await download.delete()
    if len(downloads) > most:
        saved.append({"skipped": len(downloads) - most, "most": most})
    return saved
