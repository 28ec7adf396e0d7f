"""Serving the MCP server over stdio or streamable HTTP."""

from __future__ import annotations

from typing import Any

import uvicorn
from mcp.server import Server
from mcp.server.stdio import stdio_server

from verdex_py.config import Settings


async def serve_stdio(server: Server[Any]) -> None:
    # While this runs, the SDK points fd 1 at stderr: stray prints cannot corrupt the wire.
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


async def serve_http(server: Server[Any], settings: Settings) -> None:
    """Streamable HTTP at /mcp; the SDK adds Host/Origin checks for loopback binds."""
    app = server.streamable_http_app(streamable_http_path="/mcp", host=settings.host)
    config = uvicorn.Config(app, host=settings.host, port=settings.port, log_level="warning", lifespan="on")
    await uvicorn.Server(config).serve()
