"""Tool modules, one per capability; `ALL_TOOLS` is what the server can publish."""

from verdex_py.server.tooling import ToolDef
from verdex_py.server.tools import (
    auth,
    devtools,
    dialogs,
    evaluate,
    failures,
    forms,
    input,
    navigation,
    network,
    pdf,
    roles,
    seeing,
    snapshot,
    storage,
    tabs,
    testing,
    tracing,
    vision,
    waiting,
    window,
)

ALL_TOOLS: tuple[ToolDef, ...] = tuple(
    tool
    for module in (
        navigation,
        snapshot,
        input,
        forms,
        dialogs,
        waiting,
        seeing,
        tabs,
        devtools,
        window,
        evaluate,
        roles,
        failures,
        auth,
        storage,
        testing,
        network,
        vision,
        pdf,
        tracing,
    )
    for tool in module.TOOLS
)
