"""A saved Playwright trace, rewritten with every secret redacted before anyone is told of it.

Its event logs are JSON lines, redacted string by string so they stay valid JSON; every other
entry (DOM snapshots, response bodies, resources in any encoding) is redacted as bytes. Trace
screenshots are left out when there are secrets (context_options.py): a typed field is masked
on the page (browser/page/masking.py), but a frame of the trace's own screencast may be taken
between a page's re-render and the mask's return.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from verdex_py.secrets.store import Secrets

EVENT_LOGS = (".trace", ".network", ".stacks")


def redact_trace(path: Path, secrets: Secrets) -> None:
    """Rewrite a trace zip with every secret redacted, in place."""
    if not secrets:
        return
    scratch = path.with_name(path.name + ".redacting")
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(scratch, "w", zipfile.ZIP_DEFLATED) as target:
        for entry in source.infolist():
            target.writestr(entry, redact_entry(entry.filename, source.read(entry), secrets))
    scratch.replace(path)


def redact_entry(name: str, data: bytes, secrets: Secrets) -> bytes:
    """One entry redacted: an event log line by line as JSON, anything else as bytes."""
    if name.endswith(EVENT_LOGS):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            return secrets.redact_bytes(data)
        return "".join(_redact_json_line(line, secrets) for line in text.splitlines(keepends=True)).encode("utf-8")
    return secrets.redact_bytes(data)


def _redact_json_line(line: str, secrets: Secrets) -> str:
    try:
        event = json.loads(line)
    except ValueError:
        return secrets.redact(line)
    return json.dumps(secrets.redact_data(event), ensure_ascii=False) + ("\n" if line.endswith("\n") else "")
