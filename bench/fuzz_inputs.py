"""What the fuzz sends (bench/fuzz.py): hand-picked nasties, hypothesis strategies, regressions.

Each tool's arguments come from its published inputSchema (hypothesis-jsonschema), the same
arguments broken one way (a nasty or arbitrary JSON in one argument, a required one missing,
an unknown key) or arbitrary JSON objects. REGRESSIONS are the inputs that once broke the
contract, with what they did then and the answer they must get now.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st
from hypothesis_jsonschema import from_schema

ROLE_POOL = ("default", "fuzz")
SECRET_NAME, SECRET_VALUE = "FUZZ_PW", 'p"w\\{$1}.*'

# -- hand-picked nasties ---------------------------------------------------------------------

BIG = "A" * 100_000
STRINGS = [
    BIG,
    "a\x00b\x1b[31mred\x07\u2028\u2029\r\n\t\x7f\ud7ff",
    "\u202eevil\u202c שלום مرحبا",
    "👩‍👩‍👧‍👦🏳️‍🌈\ufe0f\U0010ffff",
    "NaN",
    "Infinity",
    "-1e999",
    "",
    " ",
    "null",
    "<script>alert(1)</script>",
    "{{UNKNOWN}}",
    f"{{{{{SECRET_NAME}}}}}",
    "{{ FUZZ_PW }}{{}}{{A-B}}",
    "%s%n%x{0}${x}`id`",
]
URLS = [
    "javascript:alert(1)",
    "file:///etc/passwd",
    "chrome://settings",
    "about:blank",
    "http://[::1",
    "http://%zz",
    "data:text/html,<h1>hi</h1><script>alert(1)</script>",
    "http://127.0.0.1:1/",
    "http://127.0.0.1:99999/",
    "http://example.invalid/",
    "view-source:http://127.0.0.1/",
    "//127.0.0.1/x",
    "HTTP://127.0.0.1:1",
    " http://127.0.0.1:1/ ",
    "http://" + "a" * 300 + ".test/",
    "http://127.0.0.1/" + "x" * 100_000,
    "blob:null/abc",
    "ws://127.0.0.1:1/",
    "http://u:p@127.0.0.1:1/\x00",
]
REFS = [
    "f9e1",
    "e0",
    "e-1",
    "../../etc/passwd",
    "e99999999999999999999",
    "f99999999999999999999e1",
    "E1",
    "[ref=e1]",
    "e1 ",
    "f0e1",
    "e\u0661",  # an Arabic-Indic digit: \d matches it
    "ref=e1",
]
PATHS = [
    "../../etc/passwd",
    "/etc/passwd",
    "~/.ssh/id_rsa",
    "~no_such_user_xyz/x",
    "a\x00b",
    "x" * 5000,
    "ok.txt/../../../etc/passwd",
    "",
    ".",
    "C:\\Windows\\win.ini",
    "file:///etc/passwd",
]
ROLES = ["a/b", "../admin", "", " ", "default\n", "x" * 65, "Ä", "with space", "-x", "a" * 64, "\x00", "{{UNKNOWN}}"]
REGEXES = ["(", "[z-a]", "(?P<x", "\\", "(a|a|aa)*b", "(.*a){24}", "(?i)" + "a" * 10_000, "\\p{L}"]
KEYS = ["", "+", "Control+", "Shift+Shift+Shift", "F99", "Enter" * 100, "\x00", "a" * 1000, "Control+Alt+Delete"]
FUNCTIONS = [
    "() => { throw new Error('x') }",
    "() => new Promise(() => {})",
    "() => { while (true) {} }",
    "() => window.close()",
    "() => alert(1)",
    "() => { location.href = 'chrome://settings' }",
    "() => { for (let i = 0; i < 50; i++) window.open('about:blank') }",
    "() => document.documentElement.remove()",
    "() => { const o = {}; o.o = o; return o }",
    "() => 'x'.repeat(1e7)",
    "() => Symbol('x')",
    "() => 10n",
    "() => undefined",
    "(",
]
NUMBERS: list[Any] = [2**63, -1, -(2**63), 1e308, -1e308, 0, 0.5, 2**1024, True, "7", "1e999", "NaN"]
NESTED: list[Any] = [
    {"a": {"b": {"c": [1, {"d": None}]}}},
    {"$ref": "#", "__proto__": {"polluted": 1}},
    [[[[["deep"]]]]],
    json.loads("[" * 90 + "]" * 90),
    None,
    [],
    {},
]


def nasties_for(name: str, prop: dict[str, Any]) -> list[Any]:
    """Hand-picked values for one argument, by what it means (its name) and its type."""
    kind = prop.get("type")
    by_name: dict[str, list[Any]] = {
        "url": URLS,
        "ref": REFS,
        "role": ROLES,
        "regex": REGEXES,
        "key": KEYS,
        "function": FUNCTIONS,
        "name": PATHS,
        "paths": [[p] for p in PATHS] + [PATHS, [BIG], [1], "ok.txt"],
        "values": [[s] for s in STRINGS[:4]] + [[""], ["Pro"] * 1000, "Pro"],
        "fields": [[{"ref": r, "type": "textbox", "value": BIG} for r in REFS[:6]], [{"ref": "e1"}], [[]], "e1"],
    }
    own = by_name.get(name, [])
    if kind in ("integer", "number"):
        return own + NUMBERS
    if kind == "boolean":
        return own + ["true", 1, 0, None, "yes", [True]]
    if kind == "string":
        return own + STRINGS
    return own + NESTED


# -- strategies --------------------------------------------------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)


def _pooled(arguments: dict[str, Any]) -> dict[str, Any]:
    """The schema says only "string" for `role`: a valid new name opens one more browser context
    per example, an invalid one stops every call at INVALID_ARGUMENT. Generated roles are mapped
    to a small pool so that examples exercise the other arguments; the hostile role names
    (ROLES, and arbitrary JSON in `role`) come in through the nasties and the broken calls."""
    if "role" in arguments:
        return {**arguments, "role": ROLE_POOL[len(str(arguments["role"])) % len(ROLE_POOL)]}
    return arguments


# The home page's elements: its refs start at e1 or, on alternate loads, higher (a role's ref numbering).
REAL_REFS = [f"e{i}" for i in range(1, 41)]


def _plausible(arguments: dict[str, Any], urls: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    """As generated, or with refs and URLs that reach real elements and pages, so that valid
    calls also act on the page rather than all stopping at UNKNOWN_REF or a missing scheme."""
    real: dict[str, st.SearchStrategy[Any]] = {"ref": st.sampled_from(REAL_REFS), "url": st.sampled_from(urls)}
    real["fields"] = st.lists(
        st.fixed_dictionaries(
            {"ref": real["ref"], "type": st.sampled_from(["textbox", "checkbox", "combobox"]), "value": st.text()}
        ),
        min_size=1,
        max_size=3,
    )
    swaps = [real[k].map(lambda v, k=k: {k: v}) for k in arguments if k in real]
    if not swaps:
        return st.just(arguments)
    swap = st.tuples(*swaps).map(lambda parts: {k: v for part in parts for k, v in part.items()})
    return st.one_of(swap, swap, swap, st.just({})).map(lambda real_values: {**arguments, **real_values})


def arguments_for(schema: dict[str, Any], urls: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    """Valid arguments from the published schema, the same broken one way, or arbitrary JSON."""
    props: dict[str, Any] = schema.get("properties", {})
    required: list[str] = schema.get("required", [])
    nasty = {name: st.sampled_from(nasties_for(name, prop)) for name, prop in props.items()}

    def broken(base: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
        ways = [st.just(base), st.just(base)]  # about a third of the calls are valid
        if props:
            names = st.sampled_from(sorted(props))
            ways.append(names.flatmap(lambda n: nasty[n].map(lambda v: {**base, n: v})))
            ways.append(names.flatmap(lambda n: JSON.map(lambda v: {**base, n: v})))
        if required:
            ways.append(st.sampled_from(required).map(lambda r: {k: v for k, v in base.items() if k != r}))
        ways.append(st.tuples(st.text(max_size=12), JSON).map(lambda kv: {**base, kv[0]: kv[1]}))
        return st.one_of(ways)

    valid = from_schema(schema).map(_pooled).flatmap(lambda a: _plausible(a, urls))
    garbage = st.dictionaries(st.text(max_size=10), JSON, max_size=4)
    return st.one_of(valid.flatmap(broken), valid.flatmap(broken), valid.flatmap(broken), garbage)


def every_nasty(schema: dict[str, Any]) -> list[dict[str, Any]]:
    """Each hand-picked value in each argument, the other required ones set to plain values."""
    props: dict[str, Any] = schema.get("properties", {})
    plain = {"string": "e1", "integer": 300, "number": 0.2, "boolean": False, "array": ["e1"]}
    base = {r: plain.get(props[r].get("type"), "e1") for r in schema.get("required", [])}
    if "action" in base:
        base["action"] = "new"
    if "fields" in base:
        base["fields"] = [{"ref": "e3", "type": "textbox", "value": "x"}]
    return [{**base, name: value} for name, prop in props.items() for value in nasties_for(name, prop)]


def asked_wait_s(arguments: dict[str, Any]) -> float:
    """browser_wait_for may wait as long as asked (time, timeout_ms): its call's deadline grows by that."""
    wait = 0.0
    for key, scale in (("time", 1), ("timeout_ms", 1000)):
        value = arguments.get(key)
        if isinstance(value, int | float | str) and not isinstance(value, bool):
            with contextlib.suppress(ValueError, OverflowError):  # "abc", 2**1024
                wait += min(max(float(value), 0), 60 * scale) / scale
    return wait if wait == wait else 0.0  # NaN


def capped(arguments: dict[str, Any], max_wait_s: float) -> dict[str, Any]:
    """A valid wait longer than `max_wait_s` shortened to it (a short run's budget); invalid ones stay."""
    out = dict(arguments)
    for key, scale in (("time", 1), ("timeout_ms", 1000)):
        value = out.get(key)
        if isinstance(value, int | float) and not isinstance(value, bool) and max_wait_s * scale < value <= 60 * scale:
            out[key] = type(value)(max_wait_s * scale)
    return out


@dataclass(frozen=True)
class Regression:
    """An input that once broke the property, what it did then, and what it must do now."""

    tool: str
    arguments: dict[str, Any]
    was: str
    code: str | None  # None: a success
    field: str | None = None
    in_fuzz: bool = True  # also an @example of the fuzz run (False: too slow for its CI share)


REGRESSIONS = (
    Regression(
        "browser_snapshot",
        {"ref": "e999", "depth": None},
        "retry step with depth null, which the published schema refuses",
        "UNKNOWN_REF",
        "ref",
    ),
    Regression(
        "browser_fill_form",
        {"fields": [{"ref": "3", "type": "checkbox", "value": "true"}]},
        'corrected call browser_fill_form(ref="e3"): a top-level ref the tool does not take, no fields',
        "INVALID_ARGUMENT",
        "fields.0.ref",
    ),
    Regression(
        "browser_fill_form",
        {"fields": [{"ref": "e3", "type": "textbox", "value": "x"}], "role": BIG},
        "1,019-character error text: the 100 KB role shown to 300 characters in the plan",
        "INVALID_ARGUMENT",
        "role",
    ),
    Regression(
        "browser_navigate",
        {"url": BIG},
        "1,006-character error text: a 300-character URL in the plan, a 200-character token in the message",
        "INVALID_ARGUMENT",
        "url",
    ),
    Regression(
        "browser_evaluate",
        {"function": "2\u00e8\u00a2", "ref": "e5"},
        "INTERNAL_ERROR (Locator.evaluate: SyntaxError) where the same function without ref is INVALID_ARGUMENT",
        "INVALID_ARGUMENT",
        "function",
    ),
    # 8 s is past the call ceiling of tests/e2e/test_fuzz.py's regression server (action timeout 1000 ms: 7 s)
    Regression(
        "browser_wait_for",
        {"time": 8},
        "ACTION_TIMEOUT at the call ceiling, a plan repeating it (60 s waits vs a 35 s default ceiling)",
        None,
        in_fuzz=False,
    ),
    Regression(
        "browser_navigate",
        {"url": "http://[::1"},
        "INTERNAL_ERROR (urlsplit: Invalid IPv6 URL)",
        "INVALID_ARGUMENT",
        "url",
    ),
    Regression(
        "browser_navigate",
        {"url": "http://127.0.0.1:99999/"},
        "INTERNAL_ERROR (Chromium: invalid URL)",
        "INVALID_ARGUMENT",
        "url",
    ),
    Regression(
        "browser_navigate", {"url": "http://%zz"}, "INTERNAL_ERROR (Chromium: invalid URL)", "INVALID_ARGUMENT", "url"
    ),
    Regression(
        "browser_navigate",
        {"url": "javascript:alert(1)"},
        "INVALID_ARGUMENT 'has no scheme', suggesting https://javascript:alert(1)",
        "URL_BLOCKED",
        "url",
    ),
    Regression(
        "browser_navigate", {"x": 1}, "plan dropped x but not the missing url: invalid step", "INVALID_ARGUMENT", "x"
    ),
    Regression(
        "browser_snapshot",
        {"a": 1, "b\n2": 2},
        "plan kept the second unknown key; message had a line break",
        "INVALID_ARGUMENT",
        "a",
    ),
    Regression(
        "browser_click",
        {"ref": "a\nb\x1b[31m"},
        "message with a raw line break and terminal escape",
        "INVALID_ARGUMENT",
        "ref",
    ),
    Regression(
        "browser_type",
        {"ref": "e999", "text": BIG},
        "100 KB error text (the retry step shown whole)",
        "UNKNOWN_REF",
        "ref",
    ),
    Regression(
        "browser_type",
        {"ref": "e999", "text": "x", "submit": "true"},
        "retry step with submit 'true', not a boolean",
        "UNKNOWN_REF",
        "ref",
    ),
    Regression(
        "browser_tabs",
        {"action": "new", "url": "example.test"},
        "corrected call without action",
        "INVALID_ARGUMENT",
        "url",
    ),
    Regression(
        "browser_evaluate",
        {"function": "() => 1", "none": None},
        "unknown 'none' renamed to role=null in the plan",
        "INVALID_ARGUMENT",
        "none",
    ),
    Regression(
        "browser_evaluate",
        {"function": "(e) => 1", "ref": "[ref=e1]"},
        "corrected call without function",
        "INVALID_ARGUMENT",
        "ref",
    ),
    Regression(
        "browser_evaluate",
        {"function": "() => { const o = {}; o.o = o; return o }"},
        "INTERNAL_ERROR: Circular reference detected",
        None,
    ),
    Regression(
        "browser_evaluate",
        {"function": "() => alert(1)"},
        "hung until the call timeout (ACTION_TIMEOUT after 13 s)",
        None,
    ),
    Regression("browser_evaluate", {"function": "() => 'x'.repeat(1e7)"}, "10 MB result in structuredContent", None),
    Regression(
        "browser_evaluate",
        {"function": "() => document.documentElement.remove()"},
        "every later snapshot ACTION_TIMEOUT, its plan repeating it",
        None,
    ),
    Regression(
        "browser_file_upload", {"paths": ["a\x00b"]}, "INTERNAL_ERROR (embedded null byte)", "INVALID_ARGUMENT", "paths"
    ),
    Regression(
        "browser_file_upload",
        {"paths": ["~no_such_user_xyz/x"]},
        "INTERNAL_ERROR (Could not determine home directory)",
        "INVALID_ARGUMENT",
        "paths",
    ),
    Regression(
        "browser_file_upload",
        {"paths": ["x" * 5000]},
        "INTERNAL_ERROR (File name too long)",
        "INVALID_ARGUMENT",
        "paths",
    ),
)
