"""Finding a Chromium-family browser to launch, the same way on Linux, macOS and Windows.

Order: `--executable-path`, then Playwright's own browsers (the revision this Playwright
expects, then any other `playwright install chromium` left in its cache), then Chrome,
Chromium and Edge in their standard install places, then names on `PATH`. Nothing found:
BROWSER_UNAVAILABLE with the install command for this platform (`playwright install
chromium` for pip users, the system's package manager as the alternative).

Headless, Chromium's headless shell comes before all of these when one is installed (Playwright's
cache, Debian's `chromium-headless-shell`, then on `PATH`): the same engine without the desktop
browser's window code, it costs about a third of the CPU per page (docs/PERFORMANCE.md), and
it is what Playwright itself launches headless. `--executable-path` still wins.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shutil
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from playwright.async_api import Playwright

from verdex_py.errors import BrowserUnavailable

PATH_NAMES = (
    "chromium",
    "chromium-browser",
    "google-chrome",
    "google-chrome-stable",
    "microsoft-edge",
    "microsoft-edge-stable",
    "msedge",
    "chrome",
)
LINUX_PLACES = (
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/snap/bin/chromium",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
    "/opt/google/chrome/chrome",
    "/usr/bin/microsoft-edge",
    "/usr/bin/microsoft-edge-stable",
    "/opt/microsoft/msedge/msedge",
)
MAC_APPS = (
    "Google Chrome.app/Contents/MacOS/Google Chrome",
    "Chromium.app/Contents/MacOS/Chromium",
    "Microsoft Edge.app/Contents/MacOS/Microsoft Edge",
)
WINDOWS_APPS = (
    r"Google\Chrome\Application\chrome.exe",
    r"Chromium\Application\chrome.exe",
    r"Microsoft\Edge\Application\msedge.exe",
)
# Inside a Playwright cache folder `chromium-<revision>/`, per platform.
PLAYWRIGHT_LAYOUT = {
    "linux": ("chrome-linux64/chrome", "chrome-linux/chrome"),
    "darwin": (
        "chrome-mac-arm64/Chromium.app/Contents/MacOS/Chromium",
        "chrome-mac/Chromium.app/Contents/MacOS/Chromium",
        "chrome-mac-x64/Chromium.app/Contents/MacOS/Chromium",
    ),
    "win32": (r"chrome-win64\chrome.exe", r"chrome-win\chrome.exe"),
}
# Headless shells, by the same sources. In a Playwright cache `chromium_headless_shell-<revision>/`.
SHELL_PATH_NAMES = ("chromium-headless-shell", "chrome-headless-shell")
SHELL_LINUX_PLACES = ("/usr/bin/chromium-headless-shell", "/usr/lib/chromium/chromium-headless-shell")
PLAYWRIGHT_SHELL_LAYOUT = {
    "linux": (
        "chrome-headless-shell-linux64/chrome-headless-shell",
        "chrome-headless-shell-linux-arm64/chrome-headless-shell",
        "chrome-linux/headless_shell",
    ),
    "darwin": (
        "chrome-headless-shell-mac-arm64/chrome-headless-shell",
        "chrome-headless-shell-mac-x64/chrome-headless-shell",
        "chrome-mac/headless_shell",
    ),
    "win32": (r"chrome-headless-shell-win64\chrome-headless-shell.exe", r"chrome-win\headless_shell.exe"),
}
SYSTEM_INSTALL = {
    "linux": "apt-get update && apt-get install -y chromium  (Debian/Ubuntu, as root)",
    "darwin": "brew install --cask google-chrome",
    "win32": "winget install Google.Chrome",
}


def system_of(platform: str) -> str:
    return "win32" if platform.startswith("win") else "darwin" if platform == "darwin" else "linux"


def install_command() -> str:
    """What a pip user runs to get Playwright's own Chromium (on any platform)."""
    return "python -m playwright install chromium"


def system_install_command(platform: str = sys.platform) -> str:
    return SYSTEM_INSTALL[system_of(platform)]


def playwright_cache(platform: str, env: Mapping[str, str], home: Path) -> Path:
    """Where `playwright install` puts browsers (PLAYWRIGHT_BROWSERS_PATH wins)."""
    if env.get("PLAYWRIGHT_BROWSERS_PATH") not in (None, "", "0"):
        return Path(env["PLAYWRIGHT_BROWSERS_PATH"])
    system = system_of(platform)
    if system == "darwin":
        return home / "Library" / "Caches" / "ms-playwright"
    if system == "win32":
        return Path(env.get("LOCALAPPDATA", home / "AppData" / "Local")) / "ms-playwright"
    return Path(env.get("XDG_CACHE_HOME", home / ".cache")) / "ms-playwright"


def _newest_first(folders: list[Path]) -> list[Path]:
    def revision(folder: Path) -> int:
        tail = folder.name.rpartition("-")[2]
        return int(tail) if tail.isdigit() else -1

    return sorted(folders, key=revision, reverse=True)


def _in_cache(cache: Path, pattern: str, inside: tuple[str, ...], source: str) -> list[tuple[str, str]]:
    """The executables inside Playwright's cache folders matching `pattern`, newest revision first."""
    if not cache.is_dir():
        return []
    folders = _newest_first([p for p in cache.glob(pattern) if p.is_dir()])
    return [(str(folder / part), source) for folder in folders for part in inside]


def shell_places(platform: str, env: Mapping[str, str], home: Path) -> list[tuple[str, str]]:
    """Headless shells (path, source) in search order: Playwright's cache, newest first, then the system's."""
    system = system_of(platform)
    cache = playwright_cache(platform, env, home)
    found = _in_cache(
        cache, "chromium_headless_shell-*", PLAYWRIGHT_SHELL_LAYOUT[system], "playwright cache, headless shell"
    )
    if system == "linux":
        found += [(place, "standard place, headless shell") for place in SHELL_LINUX_PLACES]
    return found


def install_places(platform: str, env: Mapping[str, str], home: Path) -> list[tuple[str, str]]:
    """(path, source) in search order, after --executable-path and Playwright's expected revision."""
    system = system_of(platform)
    found = _in_cache(
        playwright_cache(platform, env, home), "chromium-*", PLAYWRIGHT_LAYOUT[system], "playwright cache"
    )
    if system == "linux":
        found += [(place, "standard place") for place in LINUX_PLACES]
    elif system == "darwin":
        for apps in (Path("/Applications"), home / "Applications"):
            found += [(str(apps / app), "standard place") for app in MAC_APPS]
    else:
        roots = [env.get(v) for v in ("PROGRAMFILES", "PROGRAMFILES(X86)", "LOCALAPPDATA")]
        found += [(f"{root}\\{app}", "standard place") for root in roots if root for app in WINDOWS_APPS]
    return found


def _usable(path: str) -> bool:
    return Path(path).is_file() and os.access(path, os.X_OK)


def find_executable(
    explicit: str | None,
    playwright: Playwright | None,
    *,
    headless: bool = True,
    platform: str = sys.platform,
    env: Mapping[str, str] | None = None,
    home: Path | None = None,
    usable: Callable[[str], bool] = _usable,
    which: Callable[[str], str | None] = shutil.which,
) -> tuple[str, str]:
    """Return (path, how it was found) or raise BrowserUnavailable naming the fix."""
    install = {"install_command": install_command(), "system_install_command": system_install_command(platform)}
    if explicit:
        if usable(explicit):
            return explicit, "--executable-path"
        raise BrowserUnavailable(
            f"The browser given by --executable-path / VERDEX_EXECUTABLE_PATH does not exist: {explicit}.",
            details={"executable_path": explicit, **install},
        )
    env = os.environ if env is None else env
    home = Path.home() if home is None else home
    expected = playwright.chromium.executable_path if playwright is not None else None
    shells = shell_places(platform, env, home)
    shell_names = [(name, "PATH, headless shell") for name in SHELL_PATH_NAMES]
    candidates = (shells if headless else []) + ([(expected, "playwright")] if expected else [])
    candidates += install_places(platform, env, home)
    names = (shell_names if headless else []) + [(name, "PATH") for name in PATH_NAMES]
    found = _first(candidates, names, usable, which)
    if found:
        return found
    searched = [p for p, _ in candidates] + [n for n, _ in names]
    shell = None if headless else _first(shells, shell_names, usable, which)
    if shell:
        raise BrowserUnavailable(
            f"--headed needs Chrome, Chromium or Edge; only Chromium's headless shell is installed ({shell[0]}). "
            f"A human must run `{install['system_install_command']}`, or start without --headed.",
            details={"headless_shell": shell[0], "searched": searched, **install},
        )
    raise BrowserUnavailable(
        f"No Chromium, Chrome or Edge found (Playwright's browsers, the standard install places, "
        f"{', '.join(PATH_NAMES[:4])}... on PATH). A human must run `{install['install_command']}` "
        f"(or `{install['system_install_command']}`), or pass --executable-path.",
        details={"searched": searched, **install},
    )


def _first(
    places: list[tuple[str, str]],
    names: list[tuple[str, str]],
    usable: Callable[[str], bool],
    which: Callable[[str], str | None],
) -> tuple[str, str] | None:
    """The first usable place, else the first name found on PATH: (path, source), or None."""
    for path, source in places:
        if usable(path):
            return path, source
    for name, source in names:
        if found := which(name):
            return found, source
    return None


VERSION_NUMBER = re.compile(r"\b\d+\.\d+\.\d+\.\d+\b")  # every Chromium-family browser: 131.0.6778.85


async def version_problem(path: str, platform: str = sys.platform, within_s: float = 15.0) -> str | None:
    """Why `path --version` shows it is no working browser, or None; costs one short process, no window.

    A browser missing one of its libraries, or an executable that is no browser at all, fails here
    without a launch. Windows' Chrome prints no version on a console, so there only its exit counts.
    """
    try:
        proc = await asyncio.create_subprocess_exec(
            path,
            "--version",
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
    except OSError as exc:
        return f"{path} cannot run: {exc.strerror or exc}"
    try:
        async with asyncio.timeout(within_s):
            out, _ = await proc.communicate()
    except TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            proc.kill()
        await proc.wait()
        return f"{path} --version did not answer within {within_s:.0f} s"
    text = out.decode("utf-8", "replace").strip()
    last = text.splitlines()[-1][:200] if text else "nothing"
    if proc.returncode != 0:
        return f"{path} --version exited with {proc.returncode}: {last}"
    if system_of(platform) != "win32" and not VERSION_NUMBER.search(text):
        return f"{path} --version printed no browser version (is it a Chromium?): {last}"
    return None
