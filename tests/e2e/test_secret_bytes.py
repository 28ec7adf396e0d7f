"""A secret leaves the page in forms that are no plain text; none of them is published or written.

The page sends what was typed as a binary request body (bytes that are no UTF-8 around it) and as
an `Authorization: Basic` header (base64 of "alice:" and the password). The request's details,
the body saved to a file, and the trace saved by --save-trace (whose resources hold the body
as bytes) must hold none of: the raw value, its base64 (either alphabet, any alignment) or the
header's base64.
"""

from __future__ import annotations

import base64
import json
import zipfile
from pathlib import Path

from tests.helpers import ok, ref_of, text_of
from tests.helpers.server_process import mcp_stdio, server_command
from verdex_py.testing.fixture_server import FixtureServer

SECRET = "s3cret-Passw0rd!"


def leaked(data: bytes) -> list[str]:
    """Which forms of the secret `data` holds."""
    raw = SECRET.encode()
    forms = {"raw": raw}
    for prefix in (b"", b"a", b"ab", b"alice:"):
        for name, encode in (("base64", base64.b64encode), ("base64url", base64.urlsafe_b64encode)):
            whole = encode(prefix + raw).rstrip(b"=")
            forms[f"{name}({prefix.decode()}+secret)"] = whole[len(whole) - len(raw) : len(whole) - 2]
    return [name for name, form in forms.items() if form in data]


async def test_binary_bodies_basic_headers_and_traces_hold_no_secret(fixtures: FixtureServer, tmp_path: Path) -> None:
    secrets = tmp_path / "secrets.env"
    secrets.write_text(f"PW@{fixtures.origin}={SECRET}\n", encoding="utf-8")
    traces, out = tmp_path / "traces", tmp_path / "out"
    args = ["--secrets", str(secrets), "--caps", "network", "--save-trace", str(traces), "--output-dir", str(out)]
    shown: list[str] = []
    async with mcp_stdio(server_command(*args), cwd=tmp_path) as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("secrets/send.html")}))
        await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Password"), "text": "{{PW}}"})
        await ok(client, "browser_click", {"ref": ref_of(page, "button", "Send")})
        await ok(client, "browser_wait_for", {"text": "Sent"})
        listed = (await ok(client, "browser_network_requests", {})).structured_content["requests"]
        index = {r["url"].split("/")[-1]: r["index"] for r in listed}
        for part in (None, "request-headers", "request-body"):
            for name in ("upload-binary", "x-echo"):
                result = await client.call_tool(
                    "browser_network_request", {"index": index[name], **({"part": part} if part else {})}
                )
                shown += [text_of(result), json.dumps(result.structured_content)]
        saved = await ok(
            client,
            "browser_network_request",
            {"index": index["upload-binary"], "part": "request-body", "filename": "body.bin"},  # fmt: skip
        )
        shown.append(text_of(saved))
    assert "Basic " in "".join(shown), "the header is not shown at all"
    assert [leaked(text.encode()) for text in shown if leaked(text.encode())] == [], "a secret in an answer"
    body = (out / "body.bin").read_bytes()
    assert leaked(body) == [] and body.startswith(b"\xff\xfe") and b"{{PW}}" in body, body
    (trace,) = traces.glob("*.zip")
    with zipfile.ZipFile(trace) as saved_trace:
        entries = {name: saved_trace.read(name) for name in saved_trace.namelist()}
    assert any(data.startswith(b"\xff\xfe") for data in entries.values()), "the body is not in the trace"
    assert {name: leaked(data) for name, data in entries.items() if leaked(data)} == {}
