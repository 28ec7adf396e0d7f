"""A page script's named operations: what each takes and answers, declared once, in Python.

A script with several jobs is a module: a few `.js` files read together, shared helpers first,
each holding top-level `const` declarations. An operation is one of them, a function expression
marked `@operation <name>` in its JSDoc, with its argument (`@param`) and answer (`@returns`)
named by the `@typedef`s of the file. Its script is the module's text followed by its name:
Playwright evaluates that text and calls the function it ends with, so the helpers live only for
the one call and nothing is left on `window` (but the state a module keeps between calls on
purpose, under a `window.__verdex*` name its header comment declares, as reveal.js's path).

The Python side declares each operation once, as `Op[Arg, Answer](MODULE, "name")` in the
script's `*_ops.py`, with TypedDicts for the argument and the answer; callers call it
(`await widget_ops.describe(locator, None)`) and get the answer's type. Nothing else says what a
script offers: tests/unit/browser/edge/test_page_ops.py holds the JSDoc and the TypedDicts equal,
and tests/e2e/test_page_ops.py runs every operation on a real page and sees each of its answers.
"""

from __future__ import annotations

import re
from typing import Any, Generic, TypeVar, cast, get_args

from playwright.async_api import ElementHandle, Frame, JSHandle, Locator, Page

from verdex_py.browser.edge.scripts import _load

A = TypeVar("A")
R = TypeVar("R")
Target = Locator | ElementHandle | Page | Frame
_JSDOC = re.compile(r"^[ \t]*/\*\*.*?\*/[ \t]*\n", re.S | re.M)  # for readers and the tests, not for every call


class Module:
    """The `.js` files of one script, read once and joined (helpers first): the text every operation runs."""

    def __init__(self, *files: str) -> None:
        self.files = files
        self.text = _JSDOC.sub("", "\n".join(_load(name) for name in files))
        self.operations: list[Op[Any, Any] | ElementOp[Any] | HandleOp[Any]] = []


class _Operation(Generic[A]):
    def __init__(self, module: Module, name: str) -> None:
        self.module, self.name = module, name
        module.operations.append(self)  # type: ignore[arg-type]

    @property
    def script(self) -> str:
        """The module's text, then the operation's name: joined per call (a module of 30 KB and 20
        operations would otherwise hold its text 20 times, for the server's life)."""
        return f"{self.module.text}\n{self.name}"

    @property
    def types(self) -> tuple[Any, ...]:
        """The argument and answer types it was declared with (`Op[Arg, Answer]`), for the tests."""
        return get_args(self.__orig_class__)  # type: ignore[attr-defined]


class Op(_Operation[A], Generic[A, R]):
    """An operation whose answer is a value (JSON-like, by `evaluate`)."""

    async def __call__(self, target: Target, arg: A) -> R:
        return cast(R, await target.evaluate(self.script, arg))


class ElementOp(_Operation[A]):
    """An operation whose answer is an element of the page (held by a handle), or None."""

    async def __call__(self, target: Target, arg: A) -> ElementHandle | None:
        return (await target.evaluate_handle(self.script, arg)).as_element()


class HandleOp(_Operation[A]):
    """An operation whose answer stays in the page (a list of elements), held by a handle to pass back."""

    async def __call__(self, target: Target, arg: A) -> JSHandle:
        return await target.evaluate_handle(self.script, arg)
