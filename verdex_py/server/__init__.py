"""The MCP server layer: tools, transports and the boundary that renders errors as plans."""
