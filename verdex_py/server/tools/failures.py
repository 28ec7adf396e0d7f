"""The FailureLog as a tool: browser_failures."""

from __future__ import annotations

from pydantic import Field

from verdex_py.browser.answers import RoleFacts
from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef


class FailuresArgs(RoleArgs):
    clear: bool = Field(default=False, description="Empty the log after returning it.")


async def failures(ctx: ToolContext, args: FailuresArgs) -> RoleFacts:
    log = await ctx.browser.failures(ctx.call, args.clear)
    records = log.records
    ctx.response.data.update(role=log.role, failures=records, cleared=args.clear)
    if not records:
        ctx.response.say(f"No failures recorded for role '{log.role}'.")
        return log
    lines = [f"{len(records)} failure(s) recorded for role '{log.role}':"]
    lines += [f"- {r['kind']}/{r['reason']}: {r['message']}" for r in records]
    ctx.response.say("\n".join(lines))
    return log


TOOLS = (
    ToolDef(
        name="browser_failures",
        title="Failure log",
        description="The role's FailureLog: frame, auth and cleanup failures recorded so far, as data.",
        args=FailuresArgs,
        handler=failures,
        errors=ROLE_LIKE_ERRORS,
        read_only=True,
        open_world=False,
        success_keys=("role", "failures"),
    ),
)
