"""The devtools capability's recordings through the MCP client on real Chromium: a trace that opens as
Playwright's zip, a video whose decoded frames show the page as it changed (at the size asked), both
where the answer says; starting twice changes nothing; stopping what does not record is NOT_RECORDING
whose plan, followed, records; a video without any ffmpeg is BROWSER_UNAVAILABLE naming the install."""

from __future__ import annotations

import sys
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote

import imageio_ffmpeg
import pytest

from tests.helpers import failure, ok, ok_text, ref_of, text_of
from verdex_py.browser.launch import ffmpeg
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
CAPS = frozenset({"devtools"})
EBML = b"\x1a\x45\xdf\xa3"  # a WebM file's first bytes
# A page that turns its background red, then blue; each time it says so once a frame showing it was drawn.
COLOURS = "data:text/html," + quote(
    "<title>Colours</title><style>html, body { margin: 0; height: 100% }</style>"
    '<button id="red">Red</button> <button id="blue">Blue</button> <p role="status" id="shown">white</p>'
    "<script>for (const b of document.querySelectorAll('button')) b.onclick = () => {"
    " document.body.style.background = b.id;"
    " requestAnimationFrame(() => requestAnimationFrame(() => { shown.textContent = 'painted ' + b.id; }));"
    "};</script>"
)
RGB = {"red": (255, 0, 0), "blue": (0, 0, 255)}


def colours_seen(video: Path) -> tuple[tuple[int, int], list[str]]:
    """The video's frame size, and the colour most of each frame shows (red, blue or other), in
    order and without repeats: decoded by the video extra's ffmpeg (every 16th pixel read)."""
    frames = imageio_ffmpeg.read_frames(str(video))
    size = next(frames)["size"]
    seen: list[str] = []
    for frame in frames:
        pixels = [frame[i : i + 3] for i in range(0, len(frame), 48)]
        counts = {
            name: sum(all(abs(p[k] - rgb[k]) < 60 for k in range(3)) for p in pixels) for name, rgb in RGB.items()
        }
        name, count = max(counts.items(), key=lambda item: item[1])
        colour = name if count > len(pixels) / 2 else "other"
        if not seen or seen[-1] != colour:
            seen.append(colour)
    return size, seen


async def test_trace_written_as_playwrights_zip(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    async with make_client(caps=CAPS, output_dir=out) as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("counter.html")})
        err = await failure(client, "browser_stop_tracing", {}, "NOT_RECORDING", None)
        assert [a["tool"] for a in err["next_actions"]] == ["browser_start_tracing", "browser_stop_tracing"], err
        assert err["next_actions"][0]["arguments"] == {"role": "default"}

        started = await ok(client, "browser_start_tracing", {})
        assert started.structured_content["already"] is False and "is now tracing" in text_of(started)
        again = await ok(client, "browser_start_tracing", {})
        assert again.structured_content["already"] is True and "nothing changed" in text_of(again)
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Add one")})

        await failure(client, "browser_stop_tracing", {"filename": "t.txt"}, "INVALID_ARGUMENT", "filename")
        err = await failure(client, "browser_stop_tracing", {"filename": "/tmp/t.zip"}, "INVALID_ARGUMENT", "filename")
        assert err["next_actions"][0]["arguments"]["filename"] == "t.zip" and not Path("/tmp/t.zip").exists()
        stopped = await ok(client, "browser_stop_tracing", {"filename": "run.zip"})
        trace = out / "run.zip"
        (saved,) = stopped.structured_content["files"]
        assert saved == {"file": str(trace), "size": trace.stat().st_size} and str(trace) in text_of(stopped)
        with zipfile.ZipFile(trace) as archive:
            assert "trace.trace" in archive.namelist() and "trace.network" in archive.namelist()
            assert b"Add one" in archive.read("trace.trace")  # the click is in it
        await failure(client, "browser_stop_tracing", {}, "NOT_RECORDING", None)  # stopped once: nothing records

        # The plan of NOT_RECORDING, followed: start, then stop again, writes a trace.
        await ok(client, "browser_start_tracing", {})
        default = await ok(client, "browser_stop_tracing", {})
        assert Path(default.structured_content["file"]).parent == out and zipfile.is_zipfile(
            default.structured_content["file"]
        )


async def test_video_written_as_webm(make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path) -> None:
    out = tmp_path / "out"
    async with make_client(caps=CAPS, output_dir=out) as client:
        page = await ok_text(client, "browser_navigate", {"url": COLOURS})
        err = await failure(client, "browser_stop_video", {}, "NOT_RECORDING", None)
        assert [a["tool"] for a in err["next_actions"]] == ["browser_start_video", "browser_stop_video"], err

        for bad, field in (
            ({"filename": "v.mp4"}, "filename"),
            ({"filename": "../v.webm"}, "filename"),
            ({"size": {"width": 0, "height": 600}}, "size.width"),
            ({"size": {"width": 800}}, "size.height"),
        ):
            await failure(client, "browser_start_video", bad, "INVALID_ARGUMENT", field)
        started = await ok(
            client, "browser_start_video", {"filename": "clip.webm", "size": {"width": 640, "height": 480}}
        )
        assert started.structured_content["files"] == [str(out / "clip.webm")], started.structured_content
        again = await ok(client, "browser_start_video", {"filename": "other.webm"})
        assert again.structured_content["already"] is True and again.structured_content["files"] == [
            str(out / "clip.webm")
        ]
        for colour in ("red", "blue"):
            await ok(client, "browser_click", {"ref": ref_of(page, "button", colour.title())})
            await ok(client, "browser_wait_for", {"text": f"painted {colour}"})
        stopped = await ok(client, "browser_stop_video", {})
        video = out / "clip.webm"
        assert stopped.structured_content["files"] == [{"file": str(video), "size": video.stat().st_size}]
        assert video.read_bytes().startswith(EBML)
        size, seen = colours_seen(video)
        assert size == (640, 480), size
        # White at first, then red, then blue: the frames follow the page (a stub's file would not).
        assert seen[0] == "other" and [c for c in seen if c != "other"] == ["red", "blue"], f"the frames show {seen}"
        assert not (out / "other.webm").exists()
        await failure(client, "browser_stop_video", {}, "NOT_RECORDING", None)


async def test_video_of_tabs_opened_and_closed(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    """A tab opened while recording gets its own file (-1, -2); one closed before the stop is said lost
    (Playwright writes a video when it is stopped, and a closed tab's cannot be)."""
    out = tmp_path / "out"
    async with make_client(caps=CAPS, output_dir=out) as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("counter.html")})
        await ok(client, "browser_start_video", {"filename": "tabs.webm"})
        await ok(client, "browser_tabs", {"action": "new", "url": fixtures.url("form.html")})
        await ok(client, "browser_tabs", {"action": "new", "url": fixtures.url("names.html")})
        await ok(client, "browser_tabs", {"action": "close", "index": 2})
        stopped = await ok(client, "browser_stop_video", {})
        files = [f["file"] for f in stopped.structured_content["files"]]
        assert files == [str(out / name) for name in ("tabs.webm", "tabs-1.webm")], files
        assert stopped.structured_content["lost"] == 1 and "1 tab(s) closed while recording" in text_of(stopped)
        assert not (out / "tabs-2.webm").exists()
        for name in files:
            assert Path(name).read_bytes().startswith(EBML), name


async def test_video_without_ffmpeg_names_the_install(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No ffmpeg where Playwright looks (an empty cache) and no `video` extra to link: refused before the browser."""
    monkeypatch.setenv("PLAYWRIGHT_BROWSERS_PATH", str(tmp_path / "empty-cache"))
    monkeypatch.setitem(sys.modules, "imageio_ffmpeg", None)  # as when the extra is not installed
    async with make_client(caps=CAPS, output_dir=tmp_path / "out") as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("counter.html")})
        err = await failure(client, "browser_start_video", {}, "BROWSER_UNAVAILABLE", None)
        assert [a["tool"] for a in err["next_actions"]] == ["browser_start_video"], err
        assert err["details"]["missing"] == "ffmpeg" and err["details"]["install_command"] == ffmpeg.INSTALL
        assert ffmpeg.INSTALL in err["message"] and err["severity"] == "error", err
        assert err["details"]["expected"] == str(ffmpeg.expected())
        await failure(client, "browser_stop_video", {}, "NOT_RECORDING", None)  # nothing was left recording


async def test_trace_with_save_trace_is_a_chunk(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    """--save-trace traces each role from its start: the agent's trace is a chunk of it, and the
    --save-trace file is still written when the role closes, with what came after."""
    out, traces = tmp_path / "out", tmp_path / "traces"
    async with make_client(caps=CAPS, output_dir=out, save_trace_dir=traces) as client:
        page = await ok_text(client, "browser_navigate", {"url": fixtures.url("counter.html")})
        await ok(client, "browser_start_tracing", {})
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Add one")})
        await ok(client, "browser_stop_tracing", {"filename": "chunk.zip"})
        with zipfile.ZipFile(out / "chunk.zip") as archive:
            assert b"Add one" in archive.read("trace.trace")
        await ok(client, "browser_navigate", {"url": fixtures.url("form.html")})
        await failure(client, "browser_stop_tracing", {}, "NOT_RECORDING", None)
    (saved,) = traces.glob("default-*.zip")
    with zipfile.ZipFile(saved) as archive:
        assert b"form.html" in archive.read("trace.trace")
