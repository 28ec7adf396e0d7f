"""Structured logs, always on stderr: on stdio transport stdout is the JSON-RPC wire.

Our own events go through structlog; the libraries' stdlib logging (the MCP SDK, uvicorn)
is rendered by the same JSON renderer, so stderr is JSON lines only. Every line passes
through the secrets' redaction (`redact_with`) after exceptions are formatted, so a value
in a traceback or a library's message is masked like everywhere else.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from typing import Any

import structlog

_configured = False
_SHARED = [structlog.processors.add_log_level, structlog.processors.TimeStamper(fmt="iso", utc=True)]
_redact: Callable[[Any], Any] | None = None


def redact_with(redact_data: Callable[[Any], Any] | None) -> None:
    """Mask secrets in every log line from now on (None: stop)."""
    global _redact
    _redact = redact_data


def _redacted(_logger: Any, _method: str, event: dict[str, Any]) -> dict[str, Any]:
    return _redact(event) if _redact is not None else event


def configure(level: str = "INFO") -> None:
    global _configured
    _configured = True
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            processors=[
                structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                _redacted,
                structlog.processors.JSONRenderer(),
            ],
            foreign_pre_chain=[structlog.stdlib.add_logger_name, *_SHARED, structlog.processors.format_exc_info],
        )
    )
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    for noisy in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        logging.getLogger(noisy).handlers[:] = []
        logging.getLogger(noisy).propagate = True
    structlog.configure(
        processors=[*_SHARED, structlog.processors.format_exc_info, _redacted, structlog.processors.JSONRenderer()],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(level)),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=False,
    )


def get(name: str = "verdex_py") -> structlog.stdlib.BoundLogger:
    if not _configured:  # embedded use (tests, in-process clients) must not log to stdout either
        configure()
    return structlog.get_logger(name)
