"""The page scripts' operations say the same on both sides, and the scripts stay small.

Each operation is declared once in Python (`Op[Arg, Answer](MODULE, "name")` in a `*_ops.py`,
with TypedDicts); its script says what it takes and answers in JSDoc (`@operation`, `@param`,
`@returns`, `@typedef`). Here the two are read and held equal: the operations each module offers,
every TypedDict's keys (required and optional) against its `@typedef`'s, and each operation's
argument and answer types. Sizes: no script file over 400 lines, no function over 80.

`python -m tests.unit.browser.edge.test_page_ops` prints the five biggest scripts and longest functions.
"""

from __future__ import annotations

import re
import types
import typing
from pathlib import Path
from typing import Any, get_args, get_origin, is_typeddict

from playwright.async_api import JSHandle

from verdex_py.browser.edge.scripts import (
    calendar_ops,
    clickables_ops,
    diagnose_ops,
    left_open_ops,
    popup_ops,
    reveal_ops,
    segments_ops,
    storage_ops,
    track_ops,
    webmcp_ops,
    widget_ops,
)
from verdex_py.browser.edge.scripts.ops import ElementOp, HandleOp, Module, Op

SCRIPTS = Path(widget_ops.__file__).parent
OPS_MODULES = (
    widget_ops,
    popup_ops,
    calendar_ops,
    diagnose_ops,
    track_ops,
    webmcp_ops,
    reveal_ops,
    clickables_ops,
    segments_ops,
    left_open_ops,
    storage_ops,
)
MAX_FILE_LINES = 400
MAX_FUNCTION_LINES = 80
_BLOCK = re.compile(r"/\*\*(.*?)\*/", re.S)
# an arrow's or a function's block, or a method's (`name(args) {`, not `if (...) {`)
_FUNCTION = re.compile(
    r"(=>\s*\{|\bfunction\b[^{]*\{|^\s*(async\s+)?(?!(if|for|while|switch|catch)\b)\w+\s*\([^)]*\)\s*\{)\s*(//.*)?$"
)


def _jsdoc(files: list[Path]) -> tuple[dict[str, dict[str, bool]], dict[str, dict[str, str]]]:
    """The typedefs (name: key: required) and operations (name: param, returns) the files' JSDoc declare."""
    typedefs: dict[str, dict[str, bool]] = {}
    operations: dict[str, dict[str, str]] = {}
    for path in files:
        for block in _BLOCK.findall(path.read_text(encoding="utf-8")):
            lines = [line.strip().lstrip("*").strip() for line in block.splitlines()]
            tags = [line for line in lines if line.startswith("@")]
            if typedef := next((re.match(r"@typedef \{Object\} (\w+)", t) for t in tags if t.startswith("@typedef")), None):
                keys = [re.match(r"@property \{[^}]*\} (\[?)(\w+)", t) for t in tags if t.startswith("@property")]
                typedefs[typedef[1]] = {m[2]: not m[1] for m in keys if m}
            elif operation := next((re.match(r"@operation (\w+)", t) for t in tags if t.startswith("@operation")), None):
                said = {t.split()[0]: re.search(r"\{([^}]*)\}", t) for t in tags}
                operations[operation[1]] = {tag[1:]: m[1] for tag, m in said.items() if m and tag != "@operation"}
    return typedefs, operations


def _js_type(tp: Any) -> str:
    """A Python type as the JSDoc of the scripts writes it."""
    if tp is None or tp is type(None):
        return "null"
    if get_origin(tp) in (typing.Union, types.UnionType):
        return "|".join(_js_type(t) for t in get_args(tp))
    if get_origin(tp) is list:
        return f"{_js_type(get_args(tp)[0])}[]"
    if is_typeddict(tp):
        return tp.__name__
    return {bool: "boolean", int: "number", float: "number", str: "string", JSHandle: "Element[]"}[tp]


def _operations(module: Module) -> dict[str, tuple[str | None, str]]:
    """Each Python operation of `module`: its argument's JSDoc type (None: takes none) and its answer's."""
    out: dict[str, tuple[str | None, str]] = {}
    for op in module.operations:
        arg, *answer = op.types
        if isinstance(op, ElementOp):
            returns = "Element|null"
        elif isinstance(op, HandleOp):
            returns = "Element[]"
        else:
            returns = _js_type(answer[0])
        out[op.name] = (None if arg is type(None) else _js_type(arg), returns)
    return out


def _modules() -> list[Module]:
    return [m.MODULE for m in OPS_MODULES]


def test_each_operation_is_declared_alike_on_both_sides() -> None:
    for module in _modules():
        _, js = _jsdoc([SCRIPTS / f"{name}.js" for name in module.files])
        python = _operations(module)
        assert sorted(js) == sorted(python), module.files
        for name, (arg, returns) in python.items():
            assert js[name].get("param") == arg, (module.files, name)
            assert js[name]["returns"] == returns, (module.files, name)
            assert re.search(rf"^const {name} = ", module.text, re.M), f"{name}: no `const {name} =` in {module.files}"


def test_each_typeddict_has_the_keys_of_its_typedef() -> None:
    typedefs, _ = _jsdoc(sorted(SCRIPTS.glob("*.js")))
    declared = {
        name: tp for m in OPS_MODULES for name, tp in vars(m).items() if is_typeddict(tp) and tp.__module__ == m.__name__
    }
    assert sorted(declared) == sorted(typedefs)
    for name, tp in declared.items():
        keys = {key: key in tp.__required_keys__ for key in tp.__annotations__}
        assert keys == typedefs[name], name


def test_an_operation_runs_its_modules_text_then_its_name() -> None:
    op = widget_ops.describe
    assert isinstance(op, Op) and op.script == f"{widget_ops.MODULE.text}\ndescribe"
    assert "/**" not in widget_ops.MODULE.text  # JSDoc is for readers and these tests, not sent on every call
    assert "__INTERNALS__" not in widget_ops.MODULE.text  # placeholders filled in


def functions(path: Path) -> list[tuple[int, int]]:
    """(lines, first line) of each function in a script, as its block runs: from the line that opens
    it to the first line after at the same indent that closes a brace (the scripts are indented so)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    out = []
    for i, line in enumerate(lines):
        if not _FUNCTION.search(line):
            continue
        indent = len(line) - len(line.lstrip())
        for j in range(i + 1, len(lines)):
            later = lines[j]
            if later.strip() and len(later) - len(later.lstrip()) == indent and later.lstrip().startswith("}"):
                out.append((j - i + 1, i + 1))
                break
    return out


def test_no_script_is_over_400_lines_nor_a_function_over_80() -> None:
    for path in sorted(SCRIPTS.glob("*.js")):
        assert len(path.read_text(encoding="utf-8").splitlines()) <= MAX_FILE_LINES, path.name
        assert [(n, at) for n, at in functions(path) if n > MAX_FUNCTION_LINES] == [], path.name


def test_the_function_measure_sees_a_long_one(tmp_path: Path) -> None:
    long = tmp_path / "long.js"
    long.write_text("const f = (x) => {\n" + "  x++;\n" * 90 + "};\n", encoding="utf-8")
    assert functions(long) == [(92, 1)]


if __name__ == "__main__":
    files = sorted(SCRIPTS.glob("*.js"))
    print("biggest scripts:", sorted(((len(f.read_text().splitlines()), f.name) for f in files), reverse=True)[:5])
    longest = sorted(((n, f"{f.name}:{at}") for f in files for n, at in functions(f)), reverse=True)[:5]
    print("longest functions:", longest)
