"""Secrets taken out of everything the server publishes: tool lists, results, progress, errors.

The one place the tool boundary redacts (app.py calls it); what the browser layer writes to files
is redacted where it is written (secrets/).
"""

from __future__ import annotations

from typing import Any

import mcp_types as types

from verdex_py.errors import VerdexError
from verdex_py.secrets import Secrets


def tools(secrets: Secrets, listed: list[types.Tool]) -> list[types.Tool]:
    """tools/list as published: a page tool's title, description or schema may hold what was typed."""
    if not secrets:
        return listed
    dumped = (t.model_dump(by_alias=True, exclude_none=True) for t in listed)
    return [types.Tool.model_validate(secrets.redact_data(t)) for t in dumped]


def progress(secrets: Secrets, report: Any) -> Any:
    async def redacted(done: float, total: float | None, message: str | None) -> None:
        await report(done, total, secrets.redact(message) if message else message)

    return redacted


def result(secrets: Secrets, answer: types.CallToolResult) -> types.CallToolResult:
    content = [
        types.TextContent(type="text", text=secrets.redact(c.text)) if isinstance(c, types.TextContent) else c
        for c in answer.content
    ]
    return types.CallToolResult(
        content=content,
        structured_content=secrets.redact_data(answer.structured_content),
        is_error=answer.is_error,
        meta=answer.meta,
    )


def error(secrets: Secrets, err: VerdexError) -> VerdexError:
    """Secrets out of an error before it is formatted: formatting cuts long values, and a cut
    value could no longer be recognised (and redacted) in the finished result."""
    if not secrets:
        return err
    return err.enriched(
        message=secrets.redact(err.message),
        causes=secrets.redact_data(err.causes),
        details=secrets.redact_data(err.details),
        allowed_values=secrets.redact_data(err.allowed_values),
        suggested_value=secrets.redact_data(err.suggested_value),
    )
