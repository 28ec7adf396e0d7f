"""Structured logs, always on stderr: on stdio transport stdout is the JSON-RPC wire."""

from __future__ import annotations

import logging
import sys

import structlog

_configured = False


def configure(level: str = "INFO") -> None:
    global _configured
    _configured = True
    logging.basicConfig(stream=sys.stderr, level=level, format="%(message)s")
    structlog.configure(
        processors=[
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.JSONRenderer(),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(level)),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=False,
    )


def get(name: str = "verdex_py") -> structlog.stdlib.BoundLogger:
    if not _configured:  # embedded use (tests, in-process clients) must not log to stdout either
        configure()
    return structlog.get_logger(name)
