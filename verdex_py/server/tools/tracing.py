"""The devtools capability's recordings (`--caps devtools`), under playwright-mcp's names: a Playwright
trace of the role (actions, DOM snapshots, screenshots, network) and a video of its pages, each started
and stopped by the agent, written to the output folder and named with their size. Starting what
already records changes nothing (the answer says so); stopping what does not is NOT_RECORDING.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

from verdex_py import outputs
from verdex_py.errors import CorrectionFacts, InvalidArgument, NotRecording
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import Recorded, Recording


class NoArgs(RoleArgs):
    pass


class StopTracingArgs(RoleArgs):
    filename: str | None = Field(default=None, description="A .zip in the output folder; default trace-<time>.zip.")


class VideoSize(BaseModel):
    width: int = Field(ge=16, le=3840)
    height: int = Field(ge=16, le=3840)


class StartVideoArgs(RoleArgs):
    filename: str | None = Field(default=None, description="A .webm in the output folder; default video-<time>.webm.")
    size: VideoSize | None = Field(default=None, description="Frame bounds; default: the viewport, within 800x800.")


def _file(ctx: ToolContext, name: str | None, stem: str, suffix: str) -> Path:
    """The file to write, a `suffix` one in the output folder (another suffix is refused with it added)."""
    if name is not None and Path(name).suffix.lower() != suffix:
        fixed = f"{Path(name).name or stem}{suffix}"
        raise InvalidArgument(
            f"{name!r} is no {suffix} file: the recording is written as one.",
            field="filename",
            allowed_values={"pattern": f"\\{suffix}$"},
            suggested_value=fixed,
            details={"filename": name},
            facts=CorrectionFacts({**ctx.retry_arguments(), "filename": fixed}),
        )
    name = name or outputs.stamped(stem, suffix)
    return outputs.resolve(ctx.settings, name, field="filename", arguments=ctx.retry_arguments())


def _saved(ctx: ToolContext, recorded: Recorded, what: str) -> list[str]:
    files = [{"file": outputs.shown(Path(p)), "size": size} for p, size in recorded.files]
    ctx.response.data.update(role=recorded.role, url=recorded.url, files=files)
    return [f"{what} saved: {f['file']} ({f['size']:,} bytes)." for f in files]


async def start_tracing(ctx: ToolContext, args: NoArgs) -> Recording:
    started = await ctx.browser.start_tracing(ctx.call)
    ctx.response.data.update(role=started.role, url=started.url, tracing=True, already=started.already)
    ctx.response.say(
        f"Role '{started.role}' {'was already tracing: nothing changed' if started.already else 'is now tracing'} "
        "(actions, DOM snapshots, screenshots, network). browser_stop_tracing writes the trace."
    )
    return started


async def stop_tracing(ctx: ToolContext, args: StopTracingArgs) -> Recorded:
    path = _file(ctx, args.filename, "trace", ".zip")
    recorded = await ctx.browser.stop_tracing(ctx.call, path)
    (line,) = _saved(ctx, recorded, "Trace")
    written = outputs.shown(Path(recorded.files[0][0]))
    ctx.response.data.update(file=written)
    ctx.response.say(" ".join([line, *recorded.notes, f"Open it with `npx playwright show-trace {written}`."]))
    return recorded


async def start_video(ctx: ToolContext, args: StartVideoArgs) -> Recording:
    path = _file(ctx, args.filename, "video", ".webm")
    size = args.size.model_dump() if args.size else None
    started = await ctx.browser.start_video(ctx.call, path, size)
    files = [outputs.shown(Path(p)) for p in started.files]
    ctx.response.data.update(role=started.role, url=started.url, recording=True, already=started.already, files=files)
    state = "was already recording video: nothing changed" if started.already else "is now recording video"
    ctx.response.say(f"Role '{started.role}' {state}, to {', '.join(files)}. browser_stop_video writes it.")
    if started.unfilmed:
        ctx.response.data["unfilmed"] = started.unfilmed
        ctx.response.say(f"{started.unfilmed} tab(s) not filmed: the --max-video-recorders cap is reached.")
    return started


async def stop_video(ctx: ToolContext, args: NoArgs) -> Recorded:
    recorded = await ctx.browser.stop_video(ctx.call)
    lines = _saved(ctx, recorded, "Video")
    ctx.response.data["lost"] = recorded.lost
    if recorded.lost:
        lines.append(f"{recorded.lost} tab(s) closed while recording: their video is not kept (stop before closing).")
    lines += recorded.notes
    ctx.response.say("\n".join(lines))
    return recorded


_tool = partial(
    ToolDef,
    errors=(NotRecording, *ROLE_LIKE_ERRORS),
    capability="devtools",
    open_world=False,
    while_modal=True,
)

TOOLS = (
    _tool(
        "browser_start_tracing",
        "Start tracing",
        "Start a Playwright trace of the role.",
        NoArgs,
        start_tracing,
        idempotent=True,
        success_keys=("role", "tracing"),
    ),
    _tool(
        "browser_stop_tracing",
        "Stop tracing",
        "Stop the trace; write it to a .zip.",
        StopTracingArgs,
        stop_tracing,
        success_keys=("role", "file"),
    ),
    _tool(
        "browser_start_video",
        "Start video",
        "Start a video of the role's pages.",
        StartVideoArgs,
        start_video,
        idempotent=True,
        success_keys=("role", "recording"),
    ),
    _tool(
        "browser_stop_video",
        "Stop video",
        "Stop the video; write the .webm file(s).",
        NoArgs,
        stop_video,
        success_keys=("role", "files"),
    ),
)
