"""The ffmpeg Playwright encodes videos with, provided without a download of Playwright's own.

Playwright looks for it in its cache only (`ffmpeg-<revision>/ffmpeg-linux`, the revision in its
driver's browsers.json), where `playwright install ffmpeg` would download it. The `video` extra
(imageio-ffmpeg, a wheel that ships a static ffmpeg with the VP8 encoder Playwright asks for) is linked
there instead, once; without either, BROWSER_UNAVAILABLE names both installs (the video encoder is
one of Playwright's browser downloads).
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from collections.abc import Mapping
from pathlib import Path

import playwright

from verdex_py.browser.launch.discovery import playwright_cache, system_of
from verdex_py.errors import BrowserUnavailable

EXECUTABLE = {"linux": "ffmpeg-linux", "darwin": "ffmpeg-mac", "win32": "ffmpeg-win64.exe"}
INSTALL = "pip install 'verdex-py[video]'"
PLAYWRIGHT_INSTALL = "python -m playwright install ffmpeg"


def revision() -> str:
    """The ffmpeg revision this Playwright's driver expects."""
    listed = Path(playwright.__file__).parent / "driver" / "package" / "browsers.json"
    browsers = json.loads(listed.read_text(encoding="utf-8"))["browsers"]
    return next(b["revision"] for b in browsers if b["name"] == "ffmpeg")


def expected(platform: str = sys.platform, env: Mapping[str, str] | None = None, home: Path | None = None) -> Path:
    """Where Playwright's driver looks for ffmpeg."""
    cache = playwright_cache(platform, os.environ if env is None else env, Path.home() if home is None else home)
    return cache / f"ffmpeg-{revision()}" / EXECUTABLE[system_of(platform)]


def ensure() -> Path:
    """Playwright's ffmpeg, linked from the `video` extra when Playwright has none; else BROWSER_UNAVAILABLE."""
    place = expected()
    if place.is_file():
        return place
    try:
        import imageio_ffmpeg  # the `video` extra  # noqa: PLC0415

        source = Path(imageio_ffmpeg.get_ffmpeg_exe())
    except (ImportError, RuntimeError) as exc:  # not installed, or no binary for this platform
        raise BrowserUnavailable(
            f"Video needs ffmpeg, and there is none at {place} ({exc}). "
            f"A human must run `{INSTALL}` (or `{PLAYWRIGHT_INSTALL}`), then call browser_start_video again.",
            details={
                "missing": "ffmpeg",
                "expected": str(place),
                "install_command": INSTALL,
                "playwright_install_command": PLAYWRIGHT_INSTALL,
            },  # fmt: skip
            causes=["No ffmpeg where Playwright looks", "The video extra (imageio-ffmpeg) is not installed"],
            severity="error",
            facts={"missing": "ffmpeg"},
        ) from None
    place.parent.mkdir(parents=True, exist_ok=True)
    scratch = place.with_name(place.name + f".{os.getpid()}")
    try:
        scratch.symlink_to(source)
    except OSError:  # no symlinks here (Windows without the right): a copy
        shutil.copy2(source, scratch)
    os.replace(scratch, place)  # another server linking at once: one of the two wins, both work
    return place
