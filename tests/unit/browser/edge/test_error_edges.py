"""The exception edge, without a browser: Playwright's failures are read in one module
(browser/edge/playwright_errors.py), our errors are facts that enrichment copies instead of
editing, and a plan step whose facts are missing fails the test suite."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

import verdex_py
from verdex_py.browser.edge.action_context import ActionContext
from verdex_py.browser.edge.playwright_errors import (
    is_crash,
    is_target_closed,
    quietly,
    script_errors,
    translated_unless_transient,
)
from verdex_py.errors import ActionTimeout, ElementNotInteractable, InvalidArgument, NavigationFailed, PageClosed
from verdex_py.errors.exceptions import NavigationFacts, NotInteractableFacts, RetryFacts
from verdex_py.errors.format import STRICT_PLANS_ENV, PlanFactMissing, build_envelope

# -- enrichment copies -------------------------------------------------------------------------


def test_enriched_is_a_richer_copy_and_the_raised_error_is_unchanged() -> None:
    raised = ElementNotInteractable(
        "e4 is covered.", field="ref", details={"reason": "covered"}, facts={"reason": "covered"}
    )
    richer = raised.enriched(
        message="e4 is covered by a dialog; e9 dismisses it.",
        details={"fixes": [{"ref": "e9"}]},
        facts={"fixes": [{"tool": "browser_click", "arguments": {"ref": "e9"}, "why": "dismiss"}]},
        suggested_value="e9",
    )
    assert type(richer) is ElementNotInteractable and richer is not raised
    assert str(richer) == richer.message == "e4 is covered by a dialog; e9 dismisses it."
    assert richer.details == {"reason": "covered", "fixes": [{"ref": "e9"}]}
    assert isinstance(richer.facts, NotInteractableFacts) and richer.facts.reason == "covered"
    assert richer.facts.fixes and richer.suggested_value == "e9" and richer.field == "ref"
    assert (raised.message, raised.details, raised.facts.fixes, raised.suggested_value) == (
        "e4 is covered.",
        {"reason": "covered"},
        None,
        None,
    )


def test_enriched_refuses_what_is_not_a_fact_of_the_error() -> None:
    raised = NavigationFailed("x", facts=NavigationFacts("dns", "http://a.test/"))
    with pytest.raises(TypeError):
        raised.enriched(code="OTHER")
    with pytest.raises(TypeError):
        raised.enriched(facts=RetryFacts({}))
    with pytest.raises(TypeError):
        raised.enriched(facts={"no_such_fact": 1})


# -- a plan step whose facts are missing -----------------------------------------------------


def _navigate_timeout_without_url() -> NavigationFailed:
    # "retry the same URL" reads the url fact; this error never recorded one
    return NavigationFailed("Loading took too long.", field="url", facts=NavigationFacts("timeout", None))


def test_a_missing_plan_fact_fails_under_the_test_suite(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(STRICT_PLANS_ENV, "1")
    with pytest.raises(PlanFactMissing, match="NAVIGATION_FAILED step browser_navigate"):
        build_envelope(_navigate_timeout_without_url(), tool="browser_navigate", role=None, request_id="r1")


def test_a_missing_plan_fact_drops_only_that_step_in_production(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(STRICT_PLANS_ENV, raising=False)
    envelope = build_envelope(_navigate_timeout_without_url(), tool="browser_navigate", role=None, request_id="r1")
    assert envelope["code"] == "NAVIGATION_FAILED"
    assert all(a["tool"] != "browser_navigate" or "url" not in a["arguments"] for a in envelope["next_actions"])


def test_the_suite_runs_strict() -> None:
    import os

    assert os.environ.get(STRICT_PLANS_ENV) == "1", "tests/conftest.py turns strict plans on for every test"


# -- Playwright's failures, read once ----------------------------------------------------------


def test_quietly_swallows_browser_failures_and_says_what_failed() -> None:
    with quietly() as failed:
        raise PlaywrightError("Target page, context or browser has been closed\nCall log:\n  - x")
    assert failed and failed.closed and failed.first_line == "Target page, context or browser has been closed"
    with quietly() as failed:
        raise TimeoutError
    assert failed and not failed.closed
    with quietly() as failed:
        pass
    assert not failed and failed.message == ""


def test_quietly_lets_everything_else_through() -> None:
    with pytest.raises(TimeoutError), quietly(timeouts=False):
        raise TimeoutError
    with pytest.raises(PageClosed), quietly():
        raise PageClosed("gone")
    with pytest.raises(ValueError), quietly():
        raise ValueError


def test_crash_and_close_are_read_from_playwright_or_our_typed_error() -> None:
    assert is_crash(PlaywrightError("Page crashed"))
    assert is_crash(PageClosed("The page crashed while the action ran.", details={"crashed": True}))
    assert not is_crash(PageClosed("The page or browser was closed while the action ran."))
    assert not is_crash(ActionTimeout("the page crashed?"))  # our own words are not read
    assert is_target_closed(PlaywrightError("Browser has been closed"))
    assert is_target_closed(PageClosed("gone"))
    assert not is_target_closed(ActionTimeout("closed"))


def test_script_errors_tell_the_functions_fault_from_the_pages() -> None:
    ctx = ActionContext("evaluate", timeout_ms=1000)
    with pytest.raises(InvalidArgument) as thrown, script_errors(ctx):
        raise PlaywrightError("ReferenceError: nope is not defined\n    at eval")
    assert thrown.value.field == "function" and thrown.value.details == {"error": "ReferenceError: nope is not defined"}
    with pytest.raises(ActionTimeout), script_errors(ctx):
        raise PlaywrightTimeoutError("Timeout 1000ms exceeded.")
    with pytest.raises(PageClosed), script_errors(ctx):
        raise PlaywrightError("Target page, context or browser has been closed")


def test_a_race_with_a_navigation_is_no_failure_while_settling() -> None:
    with translated_unless_transient(ActionContext("settle")):
        raise PlaywrightError("Execution context was destroyed, most likely because of a navigation")
    with pytest.raises(PageClosed), translated_unless_transient(ActionContext("settle")):
        raise PlaywrightError("Target closed")


# -- the edge holds ------------------------------------------------------------------------------


def test_only_the_translation_module_imports_playwrights_exceptions() -> None:
    """Catching Playwright's Error or TimeoutError anywhere else needs importing it: so no other
    module may (a raw catch crept back twice: actions.py and element_eval.py, session 9)."""
    package = Path(verdex_py.__file__).parent
    edge = package / "browser" / "edge" / "playwright_errors.py"
    offenders = []
    for module in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "playwright":
                names = {alias.name for alias in node.names} & {"Error", "TimeoutError"}
                if names and module != edge:
                    offenders.append(f"{module.relative_to(package)}:{node.lineno} {sorted(names)}")
    assert offenders == [], offenders
