"""The steps an input took on the page, as data, while the session is recorded.

`browser_select_option` on a custom widget, or `browser_type` into an ARIA slider, is carried
out by opening, clicking, typing a search, pressing keys: a generated test that wrote
`select_option` there would fail. So, while a call is recorded, each such step is noted here
(the action, the element it acted on described the way Playwright finds it again, the text or
key), and codegen writes those steps instead (verdex_py/codegen/steps.py).

A step on the element the call names carries only its `ref`; a step on another element (an
option, a submenu item, a search box) carries that element's description, made before the
step acts (after it the element may be gone). Nothing is noted when the call is not recorded,
and noting never fails the call.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from playwright.async_api import ElementHandle

from verdex_py import log

Describe = Callable[[ElementHandle, str], Awaitable[dict[str, Any]]]  # (element, the text it shows)
logger = log.get(__name__)


@dataclass
class StepLog:
    """The steps noted for one recorded call."""

    describe: Describe  # how an element is described for the recording (browser/look/findable.py)
    steps: list[dict[str, Any]] = field(default_factory=list)
    ref: str | None = None  # the element the operation in progress acts on


_CURRENT: ContextVar[StepLog | None] = ContextVar("verdex_recorded_steps", default=None)


@contextmanager
def noting(describe: Describe) -> Iterator[StepLog]:
    """Note the steps taken inside this block (the recorded call's work)."""
    current = StepLog(describe)
    token = _CURRENT.set(current)
    try:
        yield current
    finally:
        _CURRENT.reset(token)


def acting_on(ref: str | None) -> None:
    """The element the next steps' `ref` names (each field of a fill_form in turn)."""
    current = _CURRENT.get()
    if current is not None:
        current.ref = ref


async def step(
    action: str,
    handle: ElementHandle | None = None,
    *,
    name: str = "",
    text: str | None = None,
    key: str | None = None,
) -> None:
    """Note one step: `action` (click, hover, fill, type, press, select, scroll; `opaque`: the value was set
    in ways not noted, `text` says how) on `handle` (None: the call's own element), with its text or
    key; `name` is the text the element shows, should it have no role."""
    current = _CURRENT.get()
    if current is None:
        return
    noted: dict[str, Any] = {"action": action, "ref": current.ref}
    if handle is not None:
        try:
            noted["element"] = await current.describe(handle, name)
        except Exception as exc:  # noqa: BLE001 - recording is a bystander: the step still happens
            logger.warning("step_describe_failed", error=f"{type(exc).__name__}: {exc}"[:200])
            noted["element"] = {"role": "", "name": name}
    if text is not None:
        noted["text"] = text
    if key is not None:
        noted["key"] = key
    last = current.steps[-1] if current.steps else None
    if last is not None and action == "press" and {**last, "times": 1} == {**noted, "times": 1}:
        last["times"] = last.get("times", 1) + 1  # a slider moved by 40 presses of one key: one step
        return
    current.steps.append(noted)


async def key_on_page(key: str) -> None:
    """A key pressed on the page (whatever has focus), not on an element."""
    current = _CURRENT.get()
    if current is not None:
        current.steps.append({"action": "press", "ref": current.ref, "key": key, "on_page": True})
