"""Tool modules, one per capability; `ALL_TOOLS` is what the server publishes."""

from verdex_py.server.tooling import ToolDef
from verdex_py.server.tools import auth, dialogs, failures, input, navigation, roles, snapshot

ALL_TOOLS: tuple[ToolDef, ...] = (
    *navigation.TOOLS,
    *snapshot.TOOLS,
    *input.TOOLS,
    *dialogs.TOOLS,
    *roles.TOOLS,
    *failures.TOOLS,
    *auth.TOOLS,
)
