"""Each code's typed facts record, checked against the registry's recovery steps.

A step reads the facts it builds its call from by name; the names a code's exception can
carry are the fields of its `facts_type`, plus what every envelope has (tool, role, field,
suggested_value) and what its details publish. A step that reads anything else would
silently drop out of the plan, so this test runs every step of every code on a mapping that
refuses unknown names.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping
from dataclasses import fields
from typing import Any

import pytest

from verdex_py.errors import REGISTRY, VerdexError, exceptions
from verdex_py.errors.exceptions import (
    Facts,
    NavigationFacts,
    NotInteractableFacts,
    RetryFacts,
)

# Every plan also gets whether the tool takes a role, the failed call and the ref it used (format.py), and
# a dead ref's candidates or the other tab that issued it (dead_refs.py).
COMMON = frozenset(
    {"tool", "takes_role", "role", "field", "suggested_value", "call", "old_ref", "candidates", "in_tab"}
)
CLASSES = {
    cls.code: cls
    for cls in vars(exceptions).values()
    if isinstance(cls, type) and issubclass(cls, VerdexError) and "code" in vars(cls)
}


class Strict(Mapping[str, Any]):
    """Facts as a plan sees them; reading an undeclared name fails the test."""

    def __init__(self, allowed: frozenset[str]) -> None:
        self.allowed = allowed
        self.unknown: set[str] = set()

    def _value(self, key: str) -> Any:
        return {
            "retry_arguments": {"ref": "e1"},
            "corrected_arguments": {"ref": "e1"},
        }.get(key, "x")

    def __getitem__(self, key: str) -> Any:
        if key not in self.allowed:
            self.unknown.add(key)
            raise KeyError(key)
        return self._value(key)

    def get(self, key: str, default: Any = None) -> Any:
        return self[key] if key in self.allowed else self.unknown.add(key) or default

    def __contains__(self, key: object) -> bool:
        if key not in self.allowed:
            self.unknown.add(str(key))
        return key in self.allowed

    def __iter__(self) -> Iterator[str]:
        return iter(self.allowed)

    def __len__(self) -> int:
        return len(self.allowed)


def test_every_registry_code_has_one_exception_class() -> None:
    assert set(CLASSES) == set(REGISTRY)


@pytest.mark.parametrize("code", sorted(REGISTRY))
def test_registry_steps_read_only_declared_facts(code: str) -> None:
    cls = CLASSES[code]
    declared = frozenset(f.name for f in fields(cls.facts_type))
    # NAVIGATION_FAILED reads the url; it is a declared fact, not only a published detail
    facts = Strict(COMMON | declared)
    for step in REGISTRY[code].steps:
        for part in (step.when, step.args):
            with contextlib.suppress(KeyError, TypeError):
                part(facts)
    assert not facts.unknown, f"{code}'s plan reads {sorted(facts.unknown)}, not in {cls.facts_type.__name__}"


def test_an_exception_refuses_facts_of_another_code() -> None:
    with pytest.raises(TypeError, match="NavigationFacts"):
        exceptions.NavigationFailed("x", facts=RetryFacts({"url": "u"}))
    assert isinstance(exceptions.StaleRef("x").facts, RetryFacts), "no facts: the code's empty record"
    with pytest.raises(TypeError, match="cover_reff"):
        exceptions.ElementNotInteractable("x", facts={"cover_reff": "e7"})
    err = exceptions.NavigationFailed("x", facts={"kind": "unavailable", "retryable": True, "retry_after_ms": 2000})
    assert err.facts == NavigationFacts(kind="unavailable") and (err.retryable, err.retry_after_ms) == (True, 2000)


def test_unset_facts_stay_out_of_the_plan_input() -> None:
    assert NotInteractableFacts({"ref": "e1"}, "covered").as_mapping() == {
        "retry_arguments": {"ref": "e1"},
        "reason": "covered",
    }
    assert NavigationFacts().as_mapping() == {}
    assert issubclass(NotInteractableFacts, Facts) and issubclass(NotInteractableFacts, RetryFacts)
