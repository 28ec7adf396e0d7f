"""The facade's calls of the devtools capability's recordings: a Playwright trace of the role's browser
context, and a video of its pages, each started and stopped by the agent and written where the tool says.

A base of `Browser` (facade.py). What records is kept per browser context: a role whose context was
reopened (a crash, a closed browser) records nothing, and its stop says so (NOT_RECORDING). Starting
what already records changes nothing and says since when. With --save-trace the context is traced
from its start: the agent's trace is then a chunk of it, and the --save-trace file keeps what follows.
Screenshots are left out of a trace when there are secrets (pixels cannot be redacted), as for
--save-trace. Playwright writes traces and videos into a private folder (outputs.private_dir); a trace is
redacted there and only then copied into the output folder through outputs.write (a failed redaction
leaves nothing), a video at its stop. At most --max-video-recorders screencasts (ffmpeg processes) run in
the process: a tab past them is not filmed, which the answer and the FailureLog say.
"""

from __future__ import annotations

import asyncio
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from weakref import WeakKeyDictionary

from playwright.async_api import BrowserContext, Page

from verdex_py import outputs, secrets
from verdex_py.browser.calls.answers import Recorded, Recording
from verdex_py.browser.calls.call import Call, CallRunner
from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import map_playwright_errors, quietly
from verdex_py.browser.launch import ffmpeg
from verdex_py.browser.page.failures import Failure, FailureLog
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.errors import NotRecording

FRAMES_S = 1.0  # a page drawing no frame in this time (hidden, frozen) is stopped as it is


@dataclass(eq=False)
class _Video:
    path: Path  # the first page's file in the output folder; pages opened later get -1, -2, ...
    size: dict[str, int] | None
    failures: FailureLog
    scratch: Path = field(default_factory=outputs.private_dir)  # where Playwright writes, until the stop
    pages: list[tuple[Page, Path]] = field(default_factory=list)  # each page and its file in the output folder
    limit: int = 4  # --max-video-recorders
    unfilmed: int = 0  # tabs not filmed: `limit` screencasts were running already
    refused: list[str] = field(default_factory=list)  # files not moved in (a link in the way)
    on_page: Any = None  # the context's listener that films a tab opened while recording

    def next_path(self) -> Path:
        n = len(self.pages)
        return self.path if not n else self.path.with_name(f"{self.path.stem}-{n}{self.path.suffix}")


@dataclass
class _State:
    tracing: bool = False
    video: _Video | None = None


_STATE: WeakKeyDictionary[BrowserContext, _State] = WeakKeyDictionary()
_LIVE: set[_Video] = set()  # the videos recording in this process, all roles and sessions


def _recorders() -> int:
    """Screencasts running in this process (each an ffmpeg process)."""
    return sum(not page.is_closed() for video in _LIVE for page, _ in video.pages)


class RecordingCalls(CallRunner):
    """Tracing and video of one role's context."""

    async def _recording(self, call: Call, work: Any) -> Any:
        async def run(runtime: RoleRuntime) -> Any:
            tab = await self._tab(runtime, call)
            context = tab.page.context
            with map_playwright_errors(ActionContext("record", url=tab.page.url, retry_arguments=call.arguments)):
                return await work(runtime, tab.page.url, context, _STATE.setdefault(context, _State()))

        return await self._run(call, run)

    async def start_tracing(self, call: Call) -> Recording:
        settings = self._session.settings

        async def work(runtime: RoleRuntime, url: str, context: BrowserContext, state: _State) -> Recording:
            if state.tracing:
                return Recording(runtime.name, url, already=True)
            if settings.save_trace_dir is not None:  # traced since it opened: a chunk of its own
                await context.tracing.start_chunk()
            else:
                screenshots = not secrets.for_file(settings.secrets_file)
                await context.tracing.start(screenshots=screenshots, snapshots=True, sources=False)
            state.tracing = True
            return Recording(runtime.name, url, already=False)

        return await self._recording(call, work)

    async def stop_tracing(self, call: Call, path: Path) -> Recorded:
        settings = self._session.settings

        async def work(runtime: RoleRuntime, url: str, context: BrowserContext, state: _State) -> Recorded:
            if not state.tracing:
                raise NotRecording(f"Role '{runtime.name}' records no trace: browser_start_tracing starts one.")
            scratch = outputs.private_dir()  # the unredacted trace never reaches the output folder
            try:
                raw = scratch / path.name
                if settings.save_trace_dir is not None:
                    await context.tracing.stop_chunk(path=raw)
                    await context.tracing.start_chunk()  # --save-trace goes on
                else:
                    await context.tracing.stop(path=raw)
                state.tracing = False
                await asyncio.to_thread(secrets.redact_trace, raw, secrets.for_file(settings.secrets_file))
                written = await asyncio.to_thread(
                    outputs.save, settings, path, raw, field="filename", arguments=call.arguments
                )
            finally:
                shutil.rmtree(scratch, ignore_errors=True)
            size = written.stat().st_size
            return Recorded(runtime.name, url, ((str(written), size),), notes=_renamed(path, written))

        return await self._recording(call, work)

    async def start_video(self, call: Call, path: Path, size: dict[str, int] | None) -> Recording:
        async def work(runtime: RoleRuntime, url: str, context: BrowserContext, state: _State) -> Recording:
            if state.video is not None:
                return Recording(runtime.name, url, True, tuple(str(p) for _, p in state.video.pages))
            await asyncio.to_thread(ffmpeg.ensure)
            video = state.video = _Video(path, size, runtime.failures, limit=self._session.settings.max_video_recorders)
            _LIVE.add(video)
            try:
                for page in context.pages:
                    await _film(video, page)
            except BaseException:
                state.video = None
                await _stop(video)
                _LIVE.discard(video)
                shutil.rmtree(video.scratch, ignore_errors=True)
                raise

            def on_page(page: Page) -> None:  # a tab opened while recording is recorded too
                asyncio.get_running_loop().create_task(_film_quietly(video, page))

            video.on_page = on_page
            context.on("page", on_page)
            return Recording(runtime.name, url, False, tuple(str(p) for _, p in video.pages), unfilmed=video.unfilmed)

        return await self._recording(call, work)

    async def stop_video(self, call: Call) -> Recorded:
        async def work(runtime: RoleRuntime, url: str, context: BrowserContext, state: _State) -> Recorded:
            video = state.video
            if video is None:
                raise NotRecording(f"Role '{runtime.name}' records no video: browser_start_video starts one.")
            state.video = None
            context.remove_listener("page", video.on_page)
            closed = sum(page.is_closed() for page, _ in video.pages)
            try:
                await _stop(video)
                kept = await asyncio.to_thread(_keep, video, outputs.output_dir(self._session.settings))
            finally:
                _LIVE.discard(video)
                shutil.rmtree(video.scratch, ignore_errors=True)
            files = tuple((str(p), p.stat().st_size) for _, p in kept)
            notes = (*(n for asked, p in kept for n in _renamed(asked, p)), *video.refused)
            if video.unfilmed:
                notes += (f"{video.unfilmed} tab(s) were not filmed: {video.limit} recorders were running "
                          "(--max-video-recorders).",)  # fmt: skip
            return Recorded(runtime.name, url, files, lost=closed, notes=notes)

        return await self._recording(call, work)


async def _film(video: _Video, page: Page) -> None:
    """Film `page` into the private folder, unless --max-video-recorders screencasts run already."""
    if _recorders() >= video.limit:
        video.unfilmed += 1
        message = f"{page.url}: not filmed, {video.limit} video recorders (ffmpeg) run already"
        video.failures.record(Failure("bound", "video_recorders", message, url=page.url))
        return
    path = video.next_path()
    video.pages.append((page, path))
    await page.screencast.start(path=video.scratch / path.name, size=video.size)  # type: ignore[arg-type]


async def _film_quietly(video: _Video, page: Page) -> None:
    with quietly():  # the tab closed at once: nothing to record
        await _film(video, page)


def _keep(video: _Video, root: Path) -> list[tuple[Path, Path]]:
    """Each written video moved into the output folder: (the name announced, the file kept)."""
    kept = []
    for _, path in video.pages:
        made = video.scratch / path.name
        if made.is_file():
            try:
                kept.append((path, outputs.write(path, made, root=root)))
            except outputs.NotWritten as exc:
                video.refused.append(f"{path.name} was not kept: {exc}.")
                video.failures.record(Failure("cleanup", "video_not_kept", str(exc), extra={"file": path.name}))
    return kept


def _renamed(asked: Path, written: Path) -> tuple[str, ...]:
    return (f"{written.name} is {asked.name} under a fresh name{outputs.renamed(asked, written)}",) * (asked != written)


async def _stop(video: _Video) -> None:
    """Each open page's screencast stopped, which writes its file (a closed page's is lost with it).
    What the page shows as the video stops is in it: two animation frames are waited for first (a frame
    drawn since the last action is sent to the screencast), at most FRAMES_S on a page that does not draw."""
    for page, _ in video.pages:
        if not page.is_closed():
            with quietly():
                async with asyncio.timeout(FRAMES_S):
                    await page.evaluate(scripts.RAF)
            with quietly(timeouts=False):
                await page.screencast.stop()
