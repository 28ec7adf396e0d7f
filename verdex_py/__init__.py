"""verdex_py: an MCP server that drives a real browser and turns every failure into a recovery plan."""

__version__ = "0.1.0"
