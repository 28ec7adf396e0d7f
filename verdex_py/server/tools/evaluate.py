"""browser_evaluate: runs arbitrary JavaScript in the page. Off unless `--caps evaluate`.

It is off by default because it gives the agent (and whoever steers it) the page's full
power: reading any data the page can see and acting as the logged-in user.
"""

from __future__ import annotations

import json
from typing import Any

from playwright.async_api import Error as PlaywrightError
from pydantic import Field

from verdex_py.browser.actions import resolve
from verdex_py.errors import InvalidArgument
from verdex_py.errors.translate import ActionContext, map_playwright_errors
from verdex_py.server.tooling import REF_LOOKUP_ERRORS, ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

MAX_RESULT_CHARS = 20_000


class EvaluateArgs(RoleArgs):
    function: str = Field(description="A JavaScript function: `() => document.title`, or `(element) => ...` with ref.")
    ref: str | None = Field(default=None, description="Element to pass to the function.")


async def evaluate(ctx: ToolContext, args: EvaluateArgs) -> None:
    tab = await ctx.tab()
    actx = ActionContext("evaluate", timeout_ms=ctx.settings.timeout_action_ms)
    try:
        if args.ref:
            target = await resolve(tab, args.ref, actx, ctx.settings.timeout_action_ms)
            with map_playwright_errors(actx):
                value: Any = await target.locator.evaluate(args.function)
        else:
            value = await tab.page.evaluate(args.function)
    except PlaywrightError as exc:
        first = exc.message.splitlines()[0]
        if "Execution context was destroyed" in first or "Target" in first:
            with map_playwright_errors(actx):
                raise
        raise InvalidArgument(
            f"The function threw in the page: {first}", field="function", details={"error": first}
        ) from None
    text = json.dumps(value, ensure_ascii=False, default=str)
    ctx.response.data.update(role=ctx.role.name, url=tab.page.url, result=value)
    ctx.response.say(f"Result:\n{text[:MAX_RESULT_CHARS]}" + (" …(cut)" if len(text) > MAX_RESULT_CHARS else ""))


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
