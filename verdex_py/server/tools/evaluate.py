"""browser_evaluate: runs arbitrary JavaScript in the page. Off unless `--caps evaluate`.

It is off by default because it gives the agent (and whoever steers it) the page's full
power: reading any data the page can see and acting as the logged-in user.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from pydantic import Field

from verdex_py.errors.fixes import modal_step
from verdex_py.server.tooling import REF_LOOKUP_ERRORS, ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import Evaluated

MAX_RESULT_CHARS = 20_000


class EvaluateArgs(RoleArgs):
    function: str = Field(description="A JavaScript function: `() => document.title`, or `(element) => ...` with ref.")
    ref: str | None = Field(default=None, description="Element to pass to the function.")


def _jsonable(value: Any, seen: tuple[int, ...] = ()) -> Any:
    """The page's value as JSON can carry it: a cycle (`o.o = o` comes back as a cyclic dict)
    becomes "[Circular]", anything else JSON has no type for becomes its text."""
    if isinstance(value, dict | list):
        if id(value) in seen:
            return "[Circular]"
        inner = (*seen, id(value))
        if isinstance(value, dict):
            return {str(k): _jsonable(v, inner) for k, v in value.items()}
        return [_jsonable(v, inner) for v in value]
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return str(value)


async def evaluate(ctx: ToolContext, args: EvaluateArgs) -> Evaluated:
    evaluated = await ctx.browser.evaluate(ctx.call, args.function, args.ref)
    modal = evaluated.modal
    if modal is not None:
        ctx.response.say(f"The function opened a {modal.type} dialog; it returns once the dialog is answered.")
        ctx.response.show_page(evaluated.url, evaluated.role)  # the boundary lists the modal
        ctx.response.data["next_actions"] = [
            modal_step(modal.kind, modal.type, f"answer the {modal.type} dialog the function opened")
        ]
        ctx.response.data["result"] = None
        return evaluated
    value = _jsonable(evaluated.value)
    text = json.dumps(value, ensure_ascii=False)
    cut = len(text) > MAX_RESULT_CHARS
    # the data is cut like the text: a 10 MB string would otherwise be sent whole in structuredContent
    data = ctx.response.data
    data.update(role=evaluated.role, url=evaluated.url, result=text[:MAX_RESULT_CHARS] if cut else value)
    if cut:
        ctx.response.data["result_cut_from_chars"] = len(text)
    ctx.response.say(f"Result:\n{text[:MAX_RESULT_CHARS]}" + (" …(cut)" if cut else ""))
    return evaluated


TOOLS = (
    ToolDef(
        name="browser_evaluate",
        title="Evaluate JavaScript",
        description=(
            "Run a JavaScript function in the role's page (or on one element) and return its JSON result. "
            "Runs arbitrary code with the page's rights: enabled only with --caps evaluate."
        ),
        args=EvaluateArgs,
        handler=evaluate,
        errors=(*REF_LOOKUP_ERRORS, *ROLE_LIKE_ERRORS),
        destructive=True,
        capability="evaluate",
        success_keys=("role", "result"),
    ),
)
