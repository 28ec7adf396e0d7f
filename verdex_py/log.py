"""Structured logs, always on stderr: on stdio transport stdout is the JSON-RPC wire.

Our own events go through structlog; the libraries' stdlib logging (the MCP SDK, uvicorn)
is rendered by the same JSON renderer, so stderr is JSON lines only. Every line passes
through the secrets' redaction (`redact_with`) after exceptions are formatted, so a value
in a traceback or a library's message is masked like everywhere else.

structlog is imported on the first line logged, not at start: its package imports its console
renderer and, when installed, rich and pygments (about 90 modules), and a server that logs
nothing before tools/list must not wait for them (issue #44). `get` hands out a named logger
that resolves on its first use, and the stdlib handler's formatter is made on its first record.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

_configured = False
_level = "INFO"
_pending = False  # configure() ran and structlog is not yet set up for it (done on the first line logged)
_redact: Callable[[Any], Any] | None = None


def redact_with(redact_data: Callable[[Any], Any] | None) -> None:
    """Mask secrets in every log line from now on (None: stop)."""
    global _redact
    _redact = redact_data


def _redacted(_logger: Any, _method: str, event: dict[str, Any]) -> dict[str, Any]:
    return _redact(event) if _redact is not None else event


def _shared(structlog: ModuleType) -> list[Any]:
    return [structlog.processors.add_log_level, structlog.processors.TimeStamper(fmt="iso", utc=True)]


def _structlog() -> ModuleType:
    """structlog, set up for the configured level: imported here, on the first line logged."""
    global _pending
    import structlog

    if _pending:
        _pending = False
        structlog.configure(
            processors=[
                *_shared(structlog),
                structlog.processors.format_exc_info,
                _redacted,
                structlog.processors.JSONRenderer(),
            ],
            wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(_level)),
            logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
            cache_logger_on_first_use=False,
        )
    return structlog


class _JSONFormatter(logging.Formatter):
    """A library's stdlib record as the same JSON line: structlog's ProcessorFormatter, made on the first record."""

    _inner: logging.Formatter | None = None

    def format(self, record: logging.LogRecord) -> str:
        if self._inner is None:
            structlog = _structlog()
            self._inner = structlog.stdlib.ProcessorFormatter(
                processors=[
                    structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                    _redacted,
                    structlog.processors.JSONRenderer(),
                ],
                foreign_pre_chain=[
                    structlog.stdlib.add_logger_name,
                    *_shared(structlog),
                    structlog.processors.format_exc_info,
                ],
            )
        return self._inner.format(record)


def configure(level: str = "INFO") -> None:
    global _configured, _level, _pending
    _configured, _level, _pending = True, level, True
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_JSONFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    for noisy in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        logging.getLogger(noisy).handlers[:] = []
        logging.getLogger(noisy).propagate = True
    if "structlog" in sys.modules:  # already loaded (an embedding process, tests): set it up now
        _structlog()


class Logger:
    """A named structlog logger (`.info(event, **fields)`, `.warning`, `.exception`, ...), resolved on first use:
    modules take theirs at import time, long before anything is logged."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._proxy: Any = None

    def __getattr__(self, method: str) -> Any:
        if self._proxy is None:
            self._proxy = _structlog().get_logger(self._name)
        return getattr(self._proxy, method)


def get(name: str = "verdex_py") -> Logger:
    if not _configured:  # embedded use (tests, in-process clients) must not log to stdout either
        configure()
    return Logger(name)
