"""Reading a `--record` file: the calls, who made them, and which failures the agent repaired.

The file is parsed by `verdex_py.recordings.read`, as replay parses it: the options line
(roles and their auth profiles, starting role) and the calls. Every call is attributed to a
role: the one the line names, else its `role` argument, else the current role as
`select_role` calls left it, else the recorded starting role.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from verdex_py import recordings
from verdex_py.config_error import ConfigError
from verdex_py.roles_file import DEFAULT_ROLE


class RecordingError(ValueError):
    """The file is not a recording codegen can read; the message says which line and why."""


@dataclass
class Call:
    number: int  # 1-based position among the file's calls, as comments cite it
    tool: str
    arguments: dict[str, Any]
    ok: bool
    code: str | None
    role: str
    url: str | None = None
    title: str | None = None
    target: dict[str, str] | None = None
    elements: dict[str, dict[str, Any]] = field(default_factory=dict)
    modals: list[dict[str, Any]] = field(default_factory=list)
    session: str | None = None
    plan: list[dict[str, Any]] = field(default_factory=list)  # the recovery plan a failed call got
    new_tabs: int = 0  # tabs the call opened (popups)
    tab: int | None = None  # the current tab after a browser_tabs call
    repaired_by: int | None = None  # a failed call the agent then did right: the call that did
    steps: list[dict[str, Any]] = field(default_factory=list)  # what a widget input did (input/recorded_steps.py)
    downloads: list[dict[str, Any]] = field(default_factory=list)  # files the action downloaded

    def element(self, ref: str) -> dict[str, Any] | None:
        """What the recording knows of a ref's element: its facts, or at least role and name."""
        if ref in self.elements:
            return self.elements[ref]
        if self.target and self.arguments.get("ref") == ref:
            return dict(self.target)
        return None


@dataclass
class Recording:
    path: Path
    calls: list[Call]
    roles_auth: dict[str, str | None]  # role -> auth profile path, from the header line
    auth_dir: str | None = None


def read_recording(path: Path) -> Recording:
    """The calls of a recording (read by `recordings.read`, as replay reads it), each given its role."""
    try:
        options, rows = recordings.read(path)
    except ConfigError as exc:
        raise RecordingError(str(exc)) from None
    roles = {name: (spec or {}).get("auth") for name, spec in (options.get("roles") or {}).items()}
    default_role = options.get("default_role")
    current: dict[str | None, str] = {}
    calls = []
    for number, row in enumerate(rows, 1):
        arguments = row.get("arguments") or {}
        session = row.get("session")
        role = row.get("role") or arguments.get("role") or current.get(session) or default_role or DEFAULT_ROLE
        call = Call(
            number=number,
            tool=row["tool"],
            arguments=arguments,
            ok=row.get("outcome") == "ok",
            code=row.get("code"),
            role=role,
            url=row.get("url"),
            title=row.get("title"),
            target=row.get("target"),
            elements=row.get("elements") or {},
            modals=row.get("modals") or [],
            session=session,
            plan=row.get("plan") or [],
            new_tabs=row.get("new_tabs") or 0,
            tab=row.get("tab"),
            steps=row.get("steps") or [],
            downloads=row.get("downloads") or [],
        )
        if call.tool == "select_role" and call.ok:
            current[session] = arguments.get("role", role)
            call.role = current[session]
        calls.append(call)
    _mark_repairs(calls)
    return Recording(path=path, calls=calls, roles_auth=roles, auth_dir=options.get("auth_dir"))


def _repairs(failed: Call, later: Call) -> bool:
    """`later` did what `failed` meant: the same element, or a call its recovery plan named."""
    if failed.target is not None and later.target == failed.target:
        return True
    strip = {k: v for k, v in later.arguments.items() if k != "role"}
    return any(
        step["tool"] == later.tool and {k: v for k, v in step["arguments"].items() if k != "role"} == strip
        for step in failed.plan
    )


def _mark_repairs(calls: list[Call]) -> None:
    """A failed call is repaired by the next call of the same tool, by the same role, if that one
    succeeded on the same element or as the recovery plan said: the agent did what it meant."""
    for index, failed in enumerate(calls):
        if failed.ok:
            continue
        for later in calls[index + 1 :]:
            if later.tool == failed.tool and later.role == failed.role and later.session == failed.session:
                if later.ok and _repairs(failed, later):
                    failed.repaired_by = later.number
                break
