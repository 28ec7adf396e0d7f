"""Secrets never leak, whatever characters they hold and whatever form they come back in.

The server runs as a real stdio child with `--secrets`, `--record` and debug logs. Values
are full of JSON, regex and URL metacharacters; the page echoes them back through its
text, title, URL, console and errors. No result (text or structuredContent), recording
line or log line may hold a value raw, JSON-escaped, percent-encoded or HTML-escaped.
"""

from __future__ import annotations

import html
import json
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote, quote_plus, unquote

from mcp import Client

from tests.helpers import REPO, error_of, ok, ref_of, text_of
from tests.helpers.server_process import mcp_stdio, server_command, server_env
from verdex_py.config import Settings
from verdex_py.server.app import build_server
from verdex_py.testing.fixture_server import FixtureServer

PW = "q\"u\\o{t}e.*+?|[x]^$ é😀<&>'%20"
TOKEN = '{"a": [1, "b\\\\"], "c": null}'
SECRETS = {"PW": PW, "API_TOKEN": TOKEN}


def leak_forms(value: str) -> set[str]:
    """Every form in which a value could be seen again."""
    forms = {value, unquote(value), json.dumps(value)[1:-1], json.dumps(value, ensure_ascii=False)[1:-1]}
    forms.add(html.escape(value))
    for encoded in (quote(value, safe=""), quote(value), quote_plus(value)):
        forms |= {encoded, encoded.lower()}
    return forms


def leaks(text: str) -> list[str]:
    return [f"{name}: {form!r}" for name, value in SECRETS.items() for form in leak_forms(value) if form in text]


class Seen:
    """Everything the client was shown, in every serialisation a client could use."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def keep(self, result: Any) -> Any:
        self.texts.extend(c.text for c in result.content if hasattr(c, "text"))
        self.texts.append(json.dumps(result.structured_content))
        self.texts.append(json.dumps(result.structured_content, ensure_ascii=False))
        return result


async def test_secret_values_with_metacharacters_never_leak(fixtures: FixtureServer, tmp_path: Path) -> None:
    secrets = tmp_path / "secrets.env"
    secrets.write_text("".join(f"{k}={v}\n" for k, v in SECRETS.items()), encoding="utf-8")
    record = tmp_path / "calls.jsonl"
    traces = tmp_path / "traces"
    args = ["--secrets", str(secrets), "--record", str(record), "--log-level", "DEBUG", "--save-trace", str(traces)]
    args += ["--caps", "network"]
    seen = Seen()
    echo = fixtures.url("faults/echo.html")
    with tempfile.TemporaryFile("w+", encoding="utf-8") as errlog:
        async with mcp_stdio(server_command(*args), cwd=tmp_path, errlog=errlog) as client:
            page = seen.keep(await client.call_tool("browser_navigate", {"url": echo}))
            field = ref_of(text_of(page), "textbox", "Field")

            both = "{{PW}} and {{API_TOKEN}}"
            typed = seen.keep(await client.call_tool("browser_type", {"ref": field, "text": both}))
            assert not typed.is_error, text_of(typed)
            shown = seen.keep(await client.call_tool("browser_snapshot", {}))
            assert "Typed: {{PW}} and {{API_TOKEN}}" in text_of(shown), text_of(shown)
            assert "{{PW}} and {{API_TOKEN}}" in shown.structured_content["snapshot"]

            # In the URL (percent-encoded by the browser), the title and the console.
            opened = seen.keep(await client.call_tool("browser_navigate", {"url": echo + "?q={{PW}}#{{API_TOKEN}}"}))
            assert not opened.is_error, text_of(opened)
            # The page decodes the query, so PW's own "%20" becomes a space: that form is masked too.
            assert opened.structured_content["title"] == "Echo {{PW}}/ {{API_TOKEN}}", opened.structured_content
            assert "{{PW}}" in opened.structured_content["url"], opened.structured_content["url"]
            console = seen.keep(await client.call_tool("browser_console_messages", {}))
            echoed = [line for line in text_of(console).splitlines() if "echo query {{PW}}" in line]
            assert echoed and "{{API_TOKEN}}" in echoed[0], text_of(console)
            seen.keep(await client.call_tool("browser_take_screenshot", {}))
            listed = seen.keep(await client.call_tool("browser_network_requests", {}))
            secret = [r for r in listed.structured_content["requests"] if "{{PW}}" in r["url"]]
            assert secret, listed.structured_content
            detail = seen.keep(await client.call_tool("browser_network_request", {"index": secret[-1]["index"]}))
            assert "{{PW}}" in detail.structured_content["request"]["url"], detail.structured_content

            # In errors: a failed navigation echoes its URL in the message, details and plan.
            gone = seen.keep(await client.call_tool("browser_navigate", {"url": "http://127.0.0.1:9/{{PW}}"}))
            assert error_of(gone)["details"]["url"] == "http://127.0.0.1:9/{{PW}}", error_of(gone)
            assert "{{PW}}" in error_of(gone)["message"], error_of(gone)
            seen.keep(await client.call_tool("browser_navigate", {"url": echo}))
            stale = seen.keep(await client.call_tool("browser_type", {"ref": "e9999", "text": "{{API_TOKEN}}"}))
            assert error_of(stale)["code"] == "UNKNOWN_REF"
            wrong = seen.keep(await client.call_tool("browser_type", {"ref": field, "text": "{{PW}}", "submit": "x"}))
            assert error_of(wrong)["code"] == "INVALID_ARGUMENT"

            # A misspelt name is refused with the known names, and the plan's corrected call works.
            refs = text_of(seen.keep(await client.call_tool("browser_snapshot", {})))
            field = ref_of(refs, "textbox", "Field")
            typo = seen.keep(await client.call_tool("browser_type", {"ref": field, "text": "<{{PWW}}>"}))
            error = error_of(typo)
            assert error["code"] == "INVALID_ARGUMENT" and error["field"] == "text", error
            assert error["allowed_values"] == ["API_TOKEN", "PW"] and error["suggested_value"] == "{{PW}}", error
            assert "{{PWW}}" in error["message"] and "API_TOKEN, PW" in error["message"]
            (step,) = error["next_actions"]
            assert step["tool"] == "browser_type" and step["retry"] is True, step
            assert step["arguments"] == {"ref": field, "text": "<{{PW}}>", "role": "default"}, step
            fixed = seen.keep(await client.call_tool(step["tool"], step["arguments"]))
            assert not fixed.is_error, text_of(fixed)
            assert "Typed: <{{PW}}>" in text_of(seen.keep(await client.call_tool("browser_snapshot", {})))
        errlog.seek(0)
        logs = errlog.read()

    assert [text for text in seen.texts if leaks(text)] == [], "secret value in results"
    recorded = record.read_text(encoding="utf-8")
    assert leaks(recorded) == [], recorded
    lines = [json.loads(line) for line in recorded.splitlines()]
    typed = [line for line in lines if line.get("tool") == "browser_type"]
    assert typed[0]["arguments"]["text"] == "{{PW}} and {{API_TOKEN}}", typed[0]
    assert "tool_call" in logs and leaks(logs) == [], leaks(logs)
    (trace,) = traces.glob("*.zip")
    with zipfile.ZipFile(trace) as saved:
        entries = {entry: saved.read(entry) for entry in saved.namelist()}
    assert not [name for name in entries if name.endswith((".jpeg", ".png"))], "a trace with secrets has pixels"
    events = entries["trace.trace"].decode("utf-8")
    assert [json.loads(line) for line in events.splitlines()], "the redacted trace is not JSON lines"
    assert "{{PW}} and {{API_TOKEN}}" in events, "the typed text is not in the trace, redacted"
    for name, data in entries.items():
        text = data.decode("utf-8", errors="replace")
        assert leaks(text) == [], f"{name}: {leaks(text)}"
        assert not any(value.encode() in data for value in SECRETS.values()), name


def test_log_lines_are_redacted(tmp_path: Path) -> None:
    """Our structlog events, library (stdlib) records and tracebacks all pass through redaction."""
    secrets = tmp_path / "secrets.env"
    secrets.write_text(f"PW={PW}\n", encoding="utf-8")
    script = f"""
import logging
from pathlib import Path
from verdex_py import log
from verdex_py.secrets import Secrets, load_dotenv
value = load_dotenv(Path({str(secrets)!r}))["PW"]
log.configure("DEBUG")
log.redact_with(Secrets({{"PW": value}}).redact_data)
log.get("t").warning("ours", detail=value, nested={{"list": [value]}})
logging.getLogger("library").warning("theirs %s", value)
try:
    raise ValueError(value)
except ValueError:
    log.get("t").exception("boom")
    logging.getLogger("library").exception("boom too")
"""
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO, env=server_env(), capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    lines = [json.loads(line) for line in done.stderr.splitlines()]
    assert [line["event"] for line in lines] == ["ours", "theirs {{PW}}", "boom", "boom too"], lines
    assert lines[0]["detail"] == "{{PW}}" and lines[0]["nested"] == {"list": ["{{PW}}"]}
    assert all("ValueError: {{PW}}" in line["exception"] for line in lines[2:]), lines[2:]
    assert leaks(done.stderr) == [], done.stderr


async def test_a_secret_in_a_long_value_is_redacted_before_it_is_cut(tmp_path: Path) -> None:
    """Error texts cut long values; the cut must never fall inside a secret still in clear."""
    secret = "S3cretValueThatIsLong_abcdefghij"
    secrets = tmp_path / "secrets.env"
    secrets.write_text(f"TOKEN={secret}\n", encoding="utf-8")
    async with Client(build_server(Settings(secrets_file=secrets, timeout_navigation_ms=3000))) as client:
        for pad in (20, 30, 40):  # the cut falls before, inside and after the secret
            url = "http://127.0.0.1:9/" + "a" * pad + "?t={{TOKEN}}" + "b" * 100
            failed = await client.call_tool("browser_navigate", {"url": url})
            assert error_of(failed)["code"] == "NAVIGATION_FAILED", text_of(failed)
            shown = text_of(failed) + json.dumps(failed.structured_content)
            prefixes = [secret[:n] for n in range(4, len(secret) + 1) if secret[:n] in shown]
            assert prefixes == [], f"pad {pad}: {prefixes[-1]!r} of the secret is shown"
            assert "{{TOKEN}}" in shown, shown


async def test_a_recording_redacts_a_secret_the_agent_passed_in_clear(
    make_client: Callable[..., Any], fixtures: FixtureServer, tmp_path: Path
) -> None:
    """The recorder redacts each line itself (server/recording.py): its arguments are the agent's own,
    not the redacted result, and an agent may pass a secret's value in clear instead of {{NAME}}.
    Every other test passes names, so a recorder that skipped redaction went unseen (#37)."""
    secrets = tmp_path / "secrets.env"
    secrets.write_text("".join(f"{k}={v}\n" for k, v in SECRETS.items()), encoding="utf-8")
    record = tmp_path / "calls.jsonl"
    echo = fixtures.url("faults/echo.html")
    async with make_client(secrets_file=secrets, record_file=record) as client:
        page = await ok(client, "browser_navigate", {"url": f"{echo}?q={PW}"})
        assert "{{PW}}" in page.structured_content["url"], page.structured_content  # the result is redacted
        field = ref_of(text_of(page), "textbox", "Field")
        typed = await ok(client, "browser_type", {"ref": field, "text": f"{PW} and {TOKEN}"})
        assert "{{PW}} and {{API_TOKEN}}" in text_of(typed), text_of(typed)
    recorded = record.read_text(encoding="utf-8")
    assert leaks(recorded) == [], recorded
    calls = {line["tool"]: line for line in map(json.loads, recorded.splitlines()[1:])}
    assert calls["browser_navigate"]["arguments"]["url"] == f"{echo}?q={{{{PW}}}}", calls["browser_navigate"]
    assert calls["browser_type"]["arguments"]["text"] == "{{PW}} and {{API_TOKEN}}", calls["browser_type"]


async def test_a_secret_in_an_offered_elements_name_is_redacted_before_it_is_cut(
    make_client: Callable[..., Any], tmp_path: Path
) -> None:
    """An error's details are redacted before its text is made (server/redacting.py `error`): the text
    cuts a candidate's name at 60 characters, and a cut secret is past recognising in the final result."""
    secret = "S3cretValueThatIsLong_abcdefghij"
    secrets = tmp_path / "secrets.env"
    secrets.write_text(f"TOKEN={secret}\n", encoding="utf-8")
    label = f"Press here to confirm the order {secret} now"  # the secret straddles the cut at 60
    page = "data:text/html," + quote(f"<title>Order</title><button>{label}</button>")
    async with make_client(secrets_file=secrets) as client:
        await ok(client, "browser_navigate", {"url": page})
        failed = await client.call_tool("browser_click", {"ref": "e9999"})
    error = error_of(failed)
    assert error["details"]["candidates"][0]["name"] == "Press here to confirm the order {{TOKEN}} now", error
    shown = text_of(failed) + json.dumps(failed.structured_content)
    prefixes = [secret[:n] for n in range(4, len(secret) + 1) if secret[:n] in shown]
    assert prefixes == [], f"{prefixes[-1]!r} of the secret is shown:\n{text_of(failed)}"
    assert 'The page offers: button "Press here to confirm the order {{TOKEN}} now"' in text_of(failed)
