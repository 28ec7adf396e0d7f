"""bench/planted_bugs.py's own machinery: where the canary goes, and how a scheme is dropped.

The mutation run is only as sound as its canary (a line that must run in the copy before the
bug's statement) and its bugs (each a real one-line edit); a canary that landed elsewhere, or
a drop that left the line as it was, would let a blind test file or a no-op bug pass unseen.
"""

from __future__ import annotations

import pytest

from bench.planted_bugs import BUGS, CANARY, SCHEME_DROPS, SCHEME_LISTS, _dropped, canary_at, stale, with_canary

SOURCE = """def f(x):
    if x == 1:
        return 1
    elif x == 2:
        return 2
    y = g(
        x,
        key=x + 1,
    )
    return y
"""


def canary_line(planted: str) -> int:
    """The 1-based line the canary was put on."""
    (found,) = [i for i, line in enumerate(planted.splitlines(), 1) if CANARY in line]
    return found


@pytest.mark.parametrize(
    ("old", "before"),
    [
        ("return 2", "        return 2"),  # the statement itself, at its indentation
        ("key=x + 1,", "    y = g("),  # an argument: the statement that holds it
        ("elif x == 2:", "    if x == 1:"),  # nothing can stand before an elif: the whole if
    ],
)
def test_the_canary_goes_right_before_the_statement_holding_the_line(old: str, before: str) -> None:
    planted = with_canary(SOURCE, old)
    compile(planted, "<planted>", "exec")
    lines = planted.splitlines()
    at = canary_line(planted)
    assert lines[at] == before, planted
    assert lines[at - 1] == " " * (len(before) - len(before.lstrip())) + CANARY


def test_canary_at_takes_a_line_number_not_the_first_match() -> None:
    """The same text can occur twice (a `try:` in two functions): a line number says which."""
    function = "    try:\n        pass\n    finally:\n        pass\n"
    source = f"def a():\n{function}\ndef b():\n{function}"
    assert canary_line(canary_at(source, 8)) == 8


@pytest.mark.parametrize(("line", "scheme", "dropped"), [
    ('("http", "https", "about", "data")', "http", '("https", "about", "data")'),
    ('("http", "https", "about", "data")', "data", '("http", "https", "about")'),
    ('("about", "data")', "data", '("about",)'),  # still a tuple, not the string "about"
    ('ALLOWED_SCHEMES + ("file",)', "file", "ALLOWED_SCHEMES + ()"),
])  # fmt: skip
def test_a_dropped_scheme_leaves_a_tuple_without_it(line: str, scheme: str, dropped: str) -> None:
    assert _dropped(line, scheme) == dropped


def test_every_scheme_policy_names_is_dropped_somewhere() -> None:
    schemes = {scheme for _, _, listed in SCHEME_LISTS for scheme in listed}
    assert schemes == {"http", "https", "ws", "wss", "about", "data", "file"}  # blob: has a bug of its own
    assert len(SCHEME_DROPS) == sum(len(listed) for _, _, listed in SCHEME_LISTS)
    assert all(bug.new != bug.old and bug in BUGS for bug in SCHEME_DROPS)
    assert len({bug.name for bug in BUGS}) == len(BUGS), "two bugs share a name: --only could not tell them apart"


def test_every_bug_applies_to_this_tree() -> None:
    """Each bug's line occurs once and each test file it names exists: a tree that moved one (a module
    split into a package) makes the run stop with exit 2, so CI says so first, in a second."""
    assert {bug.name: why for bug in BUGS if (why := stale(bug))} == {}
