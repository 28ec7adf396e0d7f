"""`verdex-py replay FILE [--origin RECORDED=TARGET ...]`: re-run a recording, exit 1 on divergence.

Origins: each `--origin` maps a recorded origin onto a running app (your staging server,
a dev server on another port). Recorded loopback origins left unmapped are served from the
bundled fixture site (or `--fixtures DIR`), in order of first appearance onto its two origins,
so a recording of the demo or of the test fixtures replays with no flags at all. Any other
origin is replayed as recorded.

Options: the recording's first line (verdex_py/recordings.py) brings back the roles and the
options that change outcomes; the replay's command line wins where it sets them.

Each call must end the same way: same outcome and error code, a ref pointing at the same
element (role + name), the same page. A divergence says what happened then and what now.
"""

from __future__ import annotations

import re
import sys
from contextlib import nullcontext
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from mcp import Client

from verdex_py import recordings
from verdex_py.config import Settings
from verdex_py.config_error import ConfigError
from verdex_py.server.app import build_server
from verdex_py.server.recording import target_of
from verdex_py.server.wire import scrubbed
from verdex_py.testing.fixture_server import FixtureServer

ORIGIN = re.compile(r"https?://[^/\s\"'?#]+")
LOOPBACK = re.compile(r"^http://(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$")


def parse_origin(text: str) -> tuple[str, str]:
    """`RECORDED=TARGET`, both `scheme://host[:port]`; ConfigError naming the flag otherwise."""
    recorded, sep, target = text.partition("=")
    pair = (recorded.strip().rstrip("/"), target.strip().rstrip("/"))
    for value in pair:
        parts = urlsplit(value)
        if not sep or parts.scheme not in ("http", "https") or not parts.netloc or parts.path or parts.query:
            raise ConfigError(
                f"--origin {text!r}: expected RECORDED=TARGET, two origins like "
                "http://127.0.0.1:8000=http://localhost:3000"
            )
    return pair


class OriginMap:
    """Recorded origin -> replay origin, applied to every string in arguments and expectations."""

    def __init__(self, explicit: dict[str, str]) -> None:
        self.map = dict(explicit)

    def rewrite(self, value: Any) -> Any:
        if isinstance(value, str):
            return ORIGIN.sub(lambda m: self.map.get(m.group(0), m.group(0)), value)
        if isinstance(value, list):
            return [self.rewrite(v) for v in value]
        if isinstance(value, dict):
            return {k: self.rewrite(v) for k, v in value.items()}
        return value


def recorded_origins(value: Any) -> list[str]:
    """Every origin in the recording, in order of first appearance."""
    found: dict[str, None] = {}
    if isinstance(value, str):
        found.update(dict.fromkeys(ORIGIN.findall(value)))
    elif isinstance(value, list | dict):
        for item in value.values() if isinstance(value, dict) else value:
            found.update(dict.fromkeys(recorded_origins(item)))
    return list(found)


def _call_text(recorded: dict[str, Any]) -> str:
    args = ", ".join(f"{k}={v!r}" for k, v in (recorded.get("arguments") or {}).items())
    return f"{recorded['tool']}({args})"


def _element(target: dict[str, str] | None) -> str:
    return f'{target["role"]} "{target["name"]}"' if target else "nothing"


def _now(result: Any) -> str:
    data = result.structured_content or {}
    if result.is_error:
        error = data.get("error") or {}
        return f"error {error.get('code')}: {error.get('message', '')}"
    where = f" on {data['url']}" if data.get("url") else ""
    return f"ok{where}" + (f" ('{data['title']}')" if data.get("title") else "")


def compare(number: int, recorded: dict[str, Any], result: Any, origins: OriginMap) -> str | None:
    """None when the call ended as recorded, else what happened then and what now."""
    data = result.structured_content or {}
    outcome = "error" if result.is_error else "ok"
    code = (data.get("error") or {}).get("code")
    head = f"call {number} {_call_text(recorded)}"
    if (outcome, code) != (recorded["outcome"], recorded.get("code")):
        then = f"{recorded['outcome']} {recorded.get('code') or ''}".strip()
        return f"{head}\n    then: {then}\n    now:  {_now(result)}"
    if recorded.get("target") and target_of(data) != scrubbed(recorded["target"]):  # as answers carry it
        return (
            f"{head}\n    then: the ref pointed at {_element(recorded['target'])}\n"
            f"    now:  it points at {_element(target_of(data))}"
        )
    expected = origins.rewrite(recorded.get("url"))
    if expected and expected != data.get("url"):
        return f"{head}\n    then: ended on {expected}\n    now:  {_now(result)}"
    return None


def _site_for(unmapped: list[str], fixtures: Path | None) -> FixtureServer | None:
    if not unmapped and fixtures is None:
        return None
    return FixtureServer(root=fixtures)


async def replay(
    settings: Settings, path: Path, fixtures: Path | None = None, origins: list[str] | tuple[str, ...] = ()
) -> int:
    """Replay `path`; 0 when every call ended as recorded, 1 on any divergence (printed on stderr)."""
    options, calls = recordings.read(path)
    explicit = dict(parse_origin(text) for text in origins)
    unmapped = [o for o in recorded_origins([options, calls]) if LOOPBACK.match(o) and o not in explicit]
    site = _site_for(unmapped, fixtures)
    say = sys.stderr.write
    divergences: list[str] = []
    with site if site is not None else nullcontext():
        origin_map = OriginMap(explicit)
        if site is not None:
            for recorded, served in zip(unmapped, (site.origin, site.cross_origin), strict=False):
                origin_map.map[recorded] = served
        served = {site.origin, site.cross_origin} if site is not None else set()
        for recorded, target in origin_map.map.items():
            say(f"origin {recorded} -> {target}" + (f" (serving {site.root})\n" if target in served else "\n"))
        settings.record_file = None
        for note in recordings.apply(settings, options, path, origin_map.rewrite):
            say(f"note: {note}\n")
        async with Client(build_server(settings)) as client:
            for number, recorded in enumerate(calls, 1):
                result = await client.call_tool(recorded["tool"], origin_map.rewrite(recorded.get("arguments") or {}))
                problem = compare(number, recorded, result, origin_map)
                status = "ok " if problem is None else "DIVERGED"
                code = f" {recorded['code']}" if recorded.get("code") else ""
                say(f"{status} {number:3} {recorded['tool']} -> {recorded['outcome']}{code}\n")
                if problem:
                    say(problem + "\n")
                    divergences.append(problem)
    summary = f"replayed {len(calls)} calls: {len(calls) - len(divergences)} passed, {len(divergences)} failed"
    say("\n".join([*(["", "Divergences:"] if divergences else []), *divergences, summary]) + "\n")
    return 1 if divergences else 0
