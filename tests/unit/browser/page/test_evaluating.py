"""The wrapped form of an agent's function (browser/page/evaluating.py): what is substituted, and which
SyntaxError means 'did not parse wrapped' (run it as given) rather than 'the function threw'."""

from __future__ import annotations

from verdex_py.browser.page.evaluating import _raced, _unparsed

PARSE = (
    "Page.evaluate: SyntaxError: Unexpected token ';'\n"
    "    at eval (<anonymous>)\n    at UtilityScript.evaluate (<anonymous>:370:30)"
)
THROWN = (
    "Page.evaluate: SyntaxError: Expected property name or '}' in JSON at position 1\n"
    "    at JSON.parse (<anonymous>)\n    at value (eval at evaluate (:370:30), <anonymous>:3:12)"
)


def test_the_function_and_the_bound_are_put_in_once() -> None:
    source = _raced("() => '__MS__ stays'", 1500)
    assert "() => '__MS__ stays'" in source and "), 1500);" in source
    assert "__FUNCTION__" not in source


def test_only_a_parse_error_of_the_wrapper_runs_the_function_again() -> None:
    assert _unparsed(PARSE)
    assert not _unparsed(THROWN), "a SyntaxError the function threw while running"
    assert not _unparsed("Page.evaluate: Error: boom\n    at eval (<anonymous>)")
    assert not _unparsed("Page.evaluate: SyntaxError: x")
