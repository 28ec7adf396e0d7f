"""`verdex-py replay FILE`: re-run a recorded session against fixtures_html, fail on divergence.

The recording's loopback origins are mapped, in order of appearance, onto the fixture
server's two origins (ports differ between runs). Refs are replayed as recorded (the
fixture pages number them the same way every time) and each call must end the same way:
same outcome, same error code, and a ref must point at the same element (role + name).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

from mcp import Client

from verdex_py.config import Settings
from verdex_py.server.app import build_server
from verdex_py.server.recording import target_of
from verdex_py.testing.fixture_server import FixtureServer

LOOPBACK_ORIGIN = re.compile(r"http://127\.0\.0\.1:\d+")


class OriginMap:
    def __init__(self, site: FixtureServer) -> None:
        self._free = [site.origin, site.cross_origin]
        self._map: dict[str, str] = {}

    def rewrite(self, value: Any) -> Any:
        if isinstance(value, str):
            return LOOPBACK_ORIGIN.sub(self._origin, value)
        if isinstance(value, list):
            return [self.rewrite(v) for v in value]
        if isinstance(value, dict):
            return {k: self.rewrite(v) for k, v in value.items()}
        return value

    def _origin(self, match: re.Match[str]) -> str:
        recorded = match.group(0)
        if recorded not in self._map:
            self._map[recorded] = self._free.pop(0) if self._free else recorded
        return self._map[recorded]


def _compare(number: int, recorded: dict[str, Any], result: Any, origins: OriginMap) -> str | None:
    data = result.structured_content or {}
    outcome = "error" if result.is_error else "ok"
    code = (data.get("error") or {}).get("code")
    if (outcome, code) != (recorded["outcome"], recorded["code"]):
        return (
            f"call {number} {recorded['tool']}: recorded {recorded['outcome']} {recorded['code']}, got {outcome} {code}"
        )
    if recorded.get("target") and target_of(data) != recorded["target"]:
        return f"call {number} {recorded['tool']}: ref pointed at {recorded['target']}, now at {target_of(data)}"
    if recorded.get("url") and origins.rewrite(recorded["url"]) != data.get("url"):
        return f"call {number} {recorded['tool']}: recorded page {recorded['url']}, now {data.get('url')}"
    return None


async def replay(settings: Settings, path: Path, fixtures: Path | None = None) -> int:
    calls = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    divergences = []
    with FixtureServer(root=fixtures) as site:
        origins = OriginMap(site)
        async with Client(build_server(settings)) as client:
            for number, recorded in enumerate(calls, 1):
                result = await client.call_tool(recorded["tool"], origins.rewrite(recorded["arguments"]))
                problem = _compare(number, recorded, result, origins)
                status = "ok " if problem is None else "DIVERGED"
                sys.stderr.write(
                    f"{status} {number:3} {recorded['tool']} -> {recorded['outcome']} {recorded['code'] or ''}\n"
                )
                if problem:
                    divergences.append(problem)
    summary = f"replayed {len(calls)} calls: {len(calls) - len(divergences)} passed, {len(divergences)} failed"
    sys.stderr.write("\n".join(divergences + [summary]) + "\n")
    return 1 if divergences else 0
