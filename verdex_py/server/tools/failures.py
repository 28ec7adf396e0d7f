"""The FailureLog as a tool: browser_failures.

The log keeps the role's latest 200 records; the answer shows the newest few in full and
counts the rest by kind, so a page that fails all day still gets a short answer.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from pydantic import Field

from verdex_py.server.tooling import ROLE_LIKE_ERRORS, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import RoleFacts

SHOWN = 10  # newest records answered in full
MESSAGE_CHARS = 300  # a record's message as shown in the text (the data keeps it whole)


class FailuresArgs(RoleArgs):
    clear: bool = Field(default=False, description="Empty the log after returning it.")


async def failures(ctx: ToolContext, args: FailuresArgs) -> RoleFacts:
    log = await ctx.browser.failures(ctx.call, args.clear)
    records, shown = log.records, log.records[-SHOWN:]
    kinds = Counter(f"{r['kind']}/{r['reason']}" for r in records)
    ctx.response.data.update(
        role=log.role, failures=shown, total=len(records), dropped=log.dropped, by_kind=dict(kinds), cleared=args.clear
    )
    if not records:
        ctx.response.say(f"No failures recorded for role '{log.role}'.")
        return log
    head = f"{len(records)} failure(s) recorded for role '{log.role}'"
    if len(records) > len(shown):
        head += f" ({', '.join(f'{k} {n}' for k, n in kinds.most_common())}); the newest {len(shown)}"
    lines = [head + ":"] + [f"- {r['kind']}/{r['reason']}: {_cut(r['message'])}" for r in shown]
    if log.dropped:
        lines.append(f"… and {log.dropped} older dropped (the log keeps the latest {len(records)}).")
    if args.clear:
        lines.append(f"The log is now empty ({len(records)} record(s) cleared).")
    ctx.response.say("\n".join(lines))
    return log


def _cut(message: str) -> str:
    return message if len(message) <= MESSAGE_CHARS else message[: MESSAGE_CHARS - 1] + "…"


TOOLS = (
    ToolDef(
        name="browser_failures",
        title="Failure log",
        description="The role's FailureLog: frame, auth, request and cleanup failures recorded so far, as data.",
        args=FailuresArgs,
        handler=failures,
        errors=ROLE_LIKE_ERRORS,
        read_only=True,
        open_world=False,
        success_keys=("role", "failures"),
    ),
)
