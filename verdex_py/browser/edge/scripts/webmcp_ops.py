"""The model-context tools a document registers (webmcp.js, an init script): what it reports of each
through its binding, and the operation that runs one (webmcp_call.js)."""

from typing import Any, TypedDict

from verdex_py.browser.edge.scripts.ops import Module, Op

MODULE = Module("webmcp_call")


class ModelTool(TypedDict):
    """One tool as the init script reports it (page-made: the reader checks each field)."""

    name: str
    description: str
    inputSchema: Any  # (the model-context API's names)
    readOnly: bool


class CallQuery(TypedDict):
    name: str
    input: dict[str, Any]


class Called(TypedDict):
    ok: bool
    result: Any  # a string, or plain JSON (null for none)


class Failed(TypedDict):
    error: str  # what it threw, bounded


class Missing(TypedDict):
    missing: bool  # no tool of that name (any more)


call = Op[CallQuery, Called | Failed | Missing](MODULE, "call")
