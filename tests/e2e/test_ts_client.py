"""The official TypeScript SDK client accepts our results, errors included.

That client validates `structuredContent` against each tool's outputSchema even when
`isError` is true (docs/CONTRACT.md §3, output schemas): a schema that described only the success
shape would make it reject every recovery plan with -32602.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.helpers import REPO
from tests.helpers.server_process import server_command, server_env

CLIENT_DIR = REPO / "tests" / "ts_client"


@pytest.fixture(scope="module")
def ts_client() -> Path:
    if not shutil.which("node") or not shutil.which("npm"):
        pytest.skip("node/npm not installed: the TypeScript SDK check needs them")
    if not (CLIENT_DIR / "node_modules" / "@modelcontextprotocol" / "sdk").exists():
        done = subprocess.run(
            ["npm", "ci", "--no-audit", "--no-fund"], cwd=CLIENT_DIR, capture_output=True, text=True, timeout=600
        )
        if done.returncode != 0:
            pytest.skip(f"npm could not install @modelcontextprotocol/sdk: {done.stderr[-300:]}")
    return CLIENT_DIR / "check.mjs"


def test_typescript_sdk_client_accepts_success_and_error_results(ts_client: Path, fixtures) -> None:
    run = subprocess.run(
        ["node", str(ts_client), fixtures.url("form.html"), *server_command("--log-level", "WARNING")],
        env=server_env(),
        capture_output=True,
        text=True,
        timeout=180,
    )
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert run.returncode == 0 and "rejected" not in seen, seen
    assert seen["tools"] == seen["withOutputSchema"] > 0
    assert seen["navigate"] == {"isError": False, "title": "Sign up form"}
    assert seen["click"]["isError"] is True and seen["click"]["code"] == "UNKNOWN_REF"
    assert seen["click"]["text"].startswith("❌ Unknown Element Reference")
    assert seen["invalid"] == {"isError": True, "code": "INVALID_ARGUMENT"}
