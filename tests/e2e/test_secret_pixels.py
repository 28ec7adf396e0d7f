"""Pixels never show a secret: a field it is typed into is masked in screenshots and in video.

The page (fixtures_html/secrets/fields.html) is white but for three fields in a 96 px bold font,
so the number of dark pixels sees any text they show: a field holding a secret must count no
more than it did empty, while a field holding an ordinary text of the same length counts
thousands more (the measure can see text). Frames are decoded with ffmpeg (imageio-ffmpeg).
"""

from __future__ import annotations

import base64
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import imageio_ffmpeg

from tests.helpers import ok, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

SECRET = "W#W#W#W#"
PLAIN = "M#M#M#M#"  # as long and as dark as the secret
DARK = 60  # a grey level below which a pixel is ink (the masks Playwright paints are brighter)
TEXT_INK = 2000  # dark pixels that 8 characters of 96 px bold show, at least
VIDEO = {"width": 640, "height": 360}


def dark_pixels(image: bytes) -> int:
    """Dark pixels of a PNG, decoded by ffmpeg as 8-bit grey."""
    raw = subprocess.run(
        [imageio_ffmpeg.get_ffmpeg_exe(), "-v", "error", "-i", "-", "-f", "rawvideo", "-pix_fmt", "gray", "-"],
        input=image,
        capture_output=True,
        check=True,
    ).stdout
    return sum(1 for b in raw if b < DARK)


def video_darkness(path: Path) -> list[int]:
    """Dark pixels of each frame of a video, every frame scaled to the size it was asked at."""
    width, height = VIDEO["width"], VIDEO["height"]
    raw = subprocess.run(
        [imageio_ffmpeg.get_ffmpeg_exe(), "-v", "error", "-i", str(path), "-vf", f"scale={width}:{height}"]
        + ["-f", "rawvideo", "-pix_fmt", "gray", "-"],
        capture_output=True,
        check=True,
    ).stdout
    size = width * height
    return [sum(1 for b in raw[i : i + size] if b < DARK) for i in range(0, len(raw) - size + 1, size)]


async def shot(client: Any, ref: str | None = None) -> int:
    result = await ok(client, "browser_take_screenshot", {"ref": ref} if ref else {})
    (image,) = [c for c in result.content if getattr(c, "type", "") == "image"]
    return dark_pixels(base64.b64decode(image.data))


async def test_a_typed_secret_is_masked_in_screenshots_and_video(
    make_client: Callable[..., Any], fixtures: FixtureServer, tmp_path: Path
) -> None:
    secrets = tmp_path / "secrets.env"
    secrets.write_text(f"PW@{fixtures.origin}={SECRET}\n", encoding="utf-8")
    out = tmp_path / "out"
    async with make_client(secrets_file=secrets, caps=frozenset({"devtools"}), output_dir=out) as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("secrets/fields.html")}))
        password, note = ref_of(page, "textbox", "Password"), ref_of(page, "textbox", "Note")
        plain = ref_of(page, "textbox", "Plain")
        empty = {ref: await shot(client, ref) for ref in (password, note, plain)}

        # On video (no screenshot meanwhile: taking one changes the frames' size), then in screenshots.
        await ok(client, "browser_start_video", {"filename": "typed.webm", "size": VIDEO})
        await ok(client, "browser_type", {"ref": password, "text": "{{PW}}"})
        await ok(client, "browser_fill_form", {"fields": [{"ref": note, "type": "textbox", "value": "{{PW}}"}]})
        await ok(client, "browser_type", {"ref": plain, "text": PLAIN})
        await ok(client, "browser_stop_video", {})
        masked = {ref: await shot(client, ref) for ref in (password, note)}
        assert masked == {ref: empty[ref] for ref in masked}, (masked, empty)
        shown = await shot(client, plain)
        assert shown > empty[plain] + TEXT_INK, (shown, empty[plain])  # the measure sees typed text

        # A page that re-renders the field (a new element, the same value) has it masked again by the
        # end of the call (a video shows it from the re-render to then: docs/CONTRACT.md says so).
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Re-render")})
        fresh = ref_of(text_of(await ok(client, "browser_snapshot", {})), "textbox", "Password")
        assert await shot(client, fresh) <= empty[password], "the re-rendered field shows the secret"

        # A page that copies it into plain text (a paragraph) has that element masked too.
        before = await shot(client)
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Echo")})
        assert "{{PW}}" in text_of(await ok(client, "browser_snapshot", {}))  # the page shows it, as text
        assert await shot(client) <= before + 50, "the copied text shows the secret"

    frames = video_darkness(out / "typed.webm")
    assert len(frames) > 2, frames
    # Every frame is as dark as the empty page until the plain text shows, and it does show.
    ink = next(i for i, n in enumerate(frames) if n > frames[0] + TEXT_INK // 8)
    assert ink > 0 and max(frames[:ink]) <= frames[0] + 50, frames
    assert frames[-1] > frames[0] + TEXT_INK // 8, frames
