"""Browser discovery's search order on Linux, macOS and Windows, with fake paths (no browser)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from verdex_py.browser.launch import discovery
from verdex_py.errors import BrowserUnavailable

HOME = Path("/home/u")


def find(platform: str, present: set[str], env: dict[str, str] | None = None, on_path: dict[str, str] | None = None,
         expected: str | None = None, explicit: str | None = None,
         headless: bool = True) -> tuple[str, str]:  # fmt: skip
    pw = SimpleNamespace(chromium=SimpleNamespace(executable_path=expected)) if expected else None
    return discovery.find_executable(
        explicit, pw, headless=headless, platform=platform, env=env or {}, home=HOME, usable=present.__contains__,
        which=(on_path or {}).get,
    )  # fmt: skip


def test_explicit_path_first_and_a_missing_one_is_refused_with_both_commands() -> None:
    assert find("linux", {"/x/chrome", "/usr/bin/chromium"}, explicit="/x/chrome") == ("/x/chrome", "--executable-path")
    with pytest.raises(BrowserUnavailable) as info:
        find("linux", {"/usr/bin/chromium"}, explicit="/nope")
    assert info.value.details["install_command"] == "python -m playwright install chromium"
    assert "apt-get install -y chromium" in info.value.details["system_install_command"]


def test_linux_order(tmp_path: Path) -> None:
    cache = tmp_path / "ms-playwright"
    for revision in ("1100", "1205"):
        (cache / f"chromium-{revision}" / "chrome-linux64").mkdir(parents=True)
    old, new = (str(cache / f"chromium-{r}" / "chrome-linux64" / "chrome") for r in ("1100", "1205"))
    env = {"PLAYWRIGHT_BROWSERS_PATH": str(cache)}
    everything = {"/pw/expected/chrome", old, new, "/usr/bin/chromium", "/usr/bin/google-chrome"}
    path_hit = {"chromium": "/usr/local/bin/chromium"}
    assert find("linux", everything, env, path_hit, expected="/pw/expected/chrome") == (
        "/pw/expected/chrome",
        "playwright",
    )
    assert find("linux", everything - {"/pw/expected/chrome"}, env, path_hit, expected="/pw/expected/chrome") == (
        new,
        "playwright cache",
    )  # the newest revision another Playwright installed
    assert find("linux", {"/usr/bin/google-chrome", "/usr/bin/chromium"}, env, path_hit) == (
        "/usr/bin/chromium",
        "standard place",
    )
    assert find("linux", {"/opt/microsoft/msedge/msedge"}, env, path_hit) == (
        "/opt/microsoft/msedge/msedge",
        "standard place",
    )
    assert find("linux", set(), env, path_hit) == ("/usr/local/bin/chromium", "PATH")


def test_linux_default_cache_is_under_home() -> None:
    chrome = str(HOME / ".cache/ms-playwright/chromium-1/chrome-linux64/chrome")
    places = discovery.install_places("linux", {}, HOME)
    assert discovery.playwright_cache("linux", {}, HOME) == HOME / ".cache" / "ms-playwright"
    assert places[0][0] == "/usr/bin/chromium"  # no cache folder on this fake home: standard places only
    assert chrome not in [p for p, _ in places]


def test_macos_order() -> None:
    chrome = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
    edge = "/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge"
    user_chromium = str(HOME / "Applications/Chromium.app/Contents/MacOS/Chromium")
    assert find("darwin", {edge, chrome, user_chromium}) == (chrome, "standard place")
    assert find("darwin", {edge, user_chromium}) == (edge, "standard place")  # /Applications before ~/Applications
    assert find("darwin", {user_chromium}) == (user_chromium, "standard place")
    assert discovery.playwright_cache("darwin", {}, HOME) == HOME / "Library/Caches/ms-playwright"
    with pytest.raises(BrowserUnavailable) as info:
        find("darwin", set())
    assert info.value.details["system_install_command"] == "brew install --cask google-chrome"
    assert "python -m playwright install chromium" in info.value.message


def test_windows_order() -> None:
    env = {"PROGRAMFILES": r"C:\Program Files", "PROGRAMFILES(X86)": r"C:\Program Files (x86)",
           "LOCALAPPDATA": r"C:\Users\u\AppData\Local"}  # fmt: skip
    chrome = r"C:\Program Files\Google\Chrome\Application\chrome.exe"
    edge = r"C:\Program Files (x86)\Microsoft\Edge\Application\msedge.exe"
    user_chrome = r"C:\Users\u\AppData\Local\Google\Chrome\Application\chrome.exe"
    assert find("win32", {edge, chrome, user_chrome}, env) == (chrome, "standard place")
    assert find("win32", {edge, user_chrome}, env) == (edge, "standard place")
    assert find("win32", {user_chrome}, env) == (user_chrome, "standard place")
    assert find("win32", set(), env, {"msedge": r"D:\edge\msedge.exe"}) == (r"D:\edge\msedge.exe", "PATH")
    assert discovery.playwright_cache("win32", env, HOME) == Path(r"C:\Users\u\AppData\Local") / "ms-playwright"
    with pytest.raises(BrowserUnavailable) as info:
        find("win32", set(), env)
    assert info.value.details["system_install_command"] == "winget install Google.Chrome"
    assert chrome in info.value.details["searched"]


def test_nothing_found_message_is_short_and_names_the_pip_command() -> None:
    with pytest.raises(BrowserUnavailable) as info:
        find("linux", set())
    assert "`python -m playwright install chromium`" in info.value.message
    assert len(info.value.message) < 400


def test_headless_a_shell_comes_first_and_headed_never_gets_one(tmp_path: Path) -> None:
    cache = tmp_path / "ms-playwright"
    for revision in ("1100", "1205"):
        (cache / f"chromium_headless_shell-{revision}" / "chrome-headless-shell-linux64").mkdir(parents=True)
    old, new = (
        str(cache / f"chromium_headless_shell-{r}" / "chrome-headless-shell-linux64" / "chrome-headless-shell")
        for r in ("1100", "1205")
    )
    env = {"PLAYWRIGHT_BROWSERS_PATH": str(cache)}
    debian = "/usr/bin/chromium-headless-shell"
    everything = {"/pw/expected/chrome", old, new, debian, "/usr/bin/chromium"}
    assert find("linux", everything, env, expected="/pw/expected/chrome") == (new, "playwright cache, headless shell")
    assert find("linux", everything - {old, new}, env, expected="/pw/expected/chrome") == (
        debian,
        "standard place, headless shell",
    )
    on_path = {"chromium": "/opt/bin/chromium", "chrome-headless-shell": "/opt/bin/chrome-headless-shell"}
    assert find("linux", set(), env, on_path) == ("/opt/bin/chrome-headless-shell", "PATH, headless shell")
    # --headed needs the desktop browser; --executable-path is taken as given either way.
    assert find("linux", everything, env, on_path, expected="/pw/expected/chrome", headless=False) == (
        "/pw/expected/chrome",
        "playwright",
    )
    assert find("linux", set(), env, on_path, headless=False) == ("/opt/bin/chromium", "PATH")
    assert find("linux", everything, env, explicit="/usr/bin/chromium") == ("/usr/bin/chromium", "--executable-path")
    with pytest.raises(BrowserUnavailable) as info:
        find("linux", set(), env)
    assert debian in info.value.details["searched"] and "chrome-headless-shell" in info.value.details["searched"]
    # --headed with only a shell installed: the error says so, and how to get a browser
    with pytest.raises(BrowserUnavailable) as info:
        find("linux", {debian}, env, headless=False)
    assert info.value.details["headless_shell"] == debian
    assert "--headed needs" in info.value.message and "apt-get install -y chromium" in info.value.message


@pytest.mark.parametrize(
    ("platform", "inside"),
    [
        ("darwin", "chrome-headless-shell-mac-arm64/chrome-headless-shell"),
        ("win32", r"chrome-headless-shell-win64\chrome-headless-shell.exe"),
    ],
)
def test_playwrights_shell_is_found_on_every_platform(tmp_path: Path, platform: str, inside: str) -> None:
    folder = tmp_path / "chromium_headless_shell-1205"
    folder.mkdir()
    shell = str(folder / inside)
    env = {"PLAYWRIGHT_BROWSERS_PATH": str(tmp_path)}
    assert find(platform, {shell}, env) == (shell, "playwright cache, headless shell")
