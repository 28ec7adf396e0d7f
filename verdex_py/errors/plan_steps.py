"""What a recovery plan is made of: `Step`, `CodeSpec` and the step builders every code's plan uses.

A recovery step is data: the tool to call, how to build its arguments from the error's
facts, which arguments only the agent knows (`needs`: left out of the arguments, never
filled with a placeholder), whether it re-does the failed call (`retry`), and a condition
for steps that only make sense with some facts. Facts every plan can rely on (set by
`format.build_envelope`): `tool` (the failed call's tool), `takes_role` (False for a tool
that takes no `role`), `call` (its arguments without `role`), `role`, `old_ref` (the ref
the call used, if any), `suggested_value`, `field`.
Diagnosed fixes (the checkbox a disabled button waits for, the control that dismisses a
cover) arrive as `fixes`, typed data (`fixes.Fix`) made into calls (`fixes.fix_call`) and
placed before the retry.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Severity = Literal["info", "warning", "error", "fatal"]
Category = Literal["validation", "state", "navigation", "auth", "timeout", "dependency", "policy", "internal"]
Facts = Mapping[str, Any]


def role_args(f: Facts) -> dict[str, Any]:
    """Most steps repeat the role the failing call acted on, so the plan is exact."""
    return {"role": f["role"]} if f.get("role") else {}


def retry_role(f: Facts) -> dict[str, Any]:
    """The role for a re-done call: none for the tools that take no `role` (fact `takes_role`)."""
    return role_args(f) if f.get("takes_role", True) else {}


def _no_needs(f: Facts) -> list[str]:
    return []


@dataclass(frozen=True)
class Step:
    tool: str  # a tool name, or "{tool}" for the tool that failed
    why: str
    args: Callable[[Facts], dict[str, Any]] = role_args
    when: Callable[[Facts], bool] = lambda f: True
    retry: bool = False  # re-does the failed call: when it succeeds, the agent's intent is done
    needs: Callable[[Facts], list[str]] = _no_needs  # arguments only the agent can supply
    expand: str | None = None  # a facts key holding ready-made steps (diagnosed fixes) to place here


@dataclass(frozen=True)
class CodeSpec:
    code: str
    title: str
    severity: Severity
    category: Category
    summary: str
    causes: tuple[str, ...]
    steps: tuple[Step, ...]
    hint: str
    retryable: bool = False
    retry_after_ms: int | None = None
    expected: bool = False
    related: tuple[str, ...] = field(default_factory=tuple)


def with_role(f: Facts, **extra: Any) -> dict[str, Any]:
    return {**extra, **role_args(f)}


def replace_ref(value: Any, old: str | None, new: str) -> Any:
    """The call's arguments with the ref `old` swapped for `new`, wherever it sits
    (`ref` of a click, `fields[i].ref` of a form fill, `start_ref`/`end_ref` of a drag)."""
    if isinstance(value, dict):
        return {
            k: (new if (k == "ref" and old is None) or (k.endswith("ref") and v == old) else replace_ref(v, old, new))
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [replace_ref(v, old, new) for v in value]
    return value


def drop(value: Any, names: list[str]) -> Any:
    return {k: v for k, v in value.items() if k not in names} if isinstance(value, dict) else value


def call_with_ref(f: Facts, ref: str) -> dict[str, Any]:
    return {**replace_ref(f["call"], f.get("old_ref"), ref), **retry_role(f)}


def _call_without_ref(f: Facts) -> dict[str, Any]:
    """The failed call with its ref left for the agent to fill in (a top-level `ref` only)."""
    return {**drop(f["call"], ["ref"]), **retry_role(f)}


def _top_level_ref(f: Facts) -> bool:
    return "ref" in f.get("call", {})


def _needs_ref(f: Facts) -> list[str]:
    return ["ref"]


def retry_with_fresh_ref(why: str) -> Step:
    """The failed call again, on the same element under the ref the server found for it."""
    return Step(
        "{tool}",
        why,
        args=lambda f: call_with_ref(f, f["suggested_value"]),
        when=lambda f: bool(f.get("suggested_value")) and f.get("old_ref") is not None,
        retry=True,
    )


def retry_choosing_ref(why: str, when: Callable[[Facts], bool] = lambda f: True) -> Step:
    """The failed call again with a ref the agent picks (the server found no unique match)."""
    return Step(
        "{tool}",
        why,
        args=_call_without_ref,
        when=lambda f: not f.get("suggested_value") and _top_level_ref(f) and when(f),
        retry=True,
        needs=_needs_ref,
    )


def _has_candidates(f: Facts) -> bool:
    return bool(f.get("candidates"))


def _in_other_tab(f: Facts) -> bool:
    return isinstance(f.get("in_tab"), dict)


def ref_recovery(fresh: str, look: str) -> tuple[Step, ...]:
    """The plan of every dead-ref code: the same element's new ref when the server found it;
    the tab that issued the ref when it is another open tab and the element is not here;
    else the retry with a ref the agent picks from the candidates listed (or from a snapshot)."""
    return (
        retry_with_fresh_ref(fresh),
        Step(
            "browser_tabs",
            "make the tab that issued the ref active",
            args=lambda f: {"action": "select", "index": f["in_tab"]["index"], **role_args(f)},
            when=_in_other_tab,
        ),
        retry_as_is("retry there with the same ref", when=_in_other_tab),
        retry_choosing_ref("retry with the ref of the element you meant (candidates above)", when=_has_candidates),
        Step("browser_snapshot", look, when=lambda f: not f.get("suggested_value") and not _in_other_tab(f)),
        retry_choosing_ref(
            "retry with the ref of the element you meant",
            when=lambda f: not _has_candidates(f) and not _in_other_tab(f),
        ),
    )


def retry_as_is(why: str, when: Callable[[Facts], bool] = lambda f: True) -> Step:
    return Step("{tool}", why, args=lambda f: {**f["call"], **retry_role(f)}, when=when, retry=True)


SNAPSHOT = Step("browser_snapshot", "get fresh refs for the current page")
FIXES = Step("{tool}", "", expand="fixes")  # the diagnosed fixes, in order, before the retry
