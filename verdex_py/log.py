"""Structured logs, always on stderr: on stdio transport stdout is the JSON-RPC wire.

Our own events go through structlog; the libraries' stdlib logging (the MCP SDK, uvicorn)
is rendered by the same JSON renderer, so stderr is JSON lines only.
"""

from __future__ import annotations

import logging
import sys

import structlog

_configured = False
_SHARED = [structlog.processors.add_log_level, structlog.processors.TimeStamper(fmt="iso", utc=True)]


def configure(level: str = "INFO") -> None:
    global _configured
    _configured = True
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            processors=[
                structlog.stdlib.ProcessorFormatter.remove_processors_meta,
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
        processors=[*_SHARED, structlog.processors.JSONRenderer()],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(level)),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=False,
    )


def get(name: str = "verdex_py") -> structlog.stdlib.BoundLogger:
    if not _configured:  # embedded use (tests, in-process clients) must not log to stdout either
        configure()
    return structlog.get_logger(name)
