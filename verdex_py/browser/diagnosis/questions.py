"""A cover that asks something (a confirm, an alert dialog, a form, a consent choice), named as such.

Its answer is the user's, never the server's (#41): a plan that "dismissed" a "Delete project?"
modal with its red Delete button deleted the project. So a cover that asks comes back with its
question and its choices with their refs; the plan either closes it with a control whose
structure says it only closes it (asks.js), or asks the agent to choose (`Fix("decide")`: a click
whose `ref` the agent supplies, one of the error's allowed_values). Which covers ask, and what only
closes them, is decided in the page by structure alone (asks.js, dismisser.js), never by words.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from verdex_py.errors.fixes import Fix


@dataclass(frozen=True)
class Question:
    """What a cover asks, and the choices it offers, each with its ref."""

    text: str
    choices: list[dict[str, str]]  # [{ref, name}]

    @property
    def refs(self) -> list[str]:
        return [c["ref"] for c in self.choices]

    def listed(self) -> str:
        return ", ".join(f'{c["ref"]} "{c["name"][:25]}"' for c in self.choices)

    def details(self) -> dict[str, Any]:
        return {"question": self.text, "choices": self.choices}

    def said(self, cover: str) -> str:
        """The cover and its question, as a sentence names it."""
        return f'{cover}, which asks "{self.text[:90]}"' if self.text else f"{cover}, which asks for an answer"

    def decide(self) -> Fix:
        """The step that leaves the answer to the agent: click the choice it (or its user) makes."""
        refs = ", ".join(self.refs)
        return Fix("decide", f"click the answer you (or your user) choose, one of {refs}: never ours to pick")


def answered(question: Question, cover: str, closer: Fix | None) -> tuple[str, list[Fix]]:
    """What follows "<element> is covered by " for a cover that asks, and the plan's fixes: the
    control that only closes it, else the agent's own choice among the choices (none: a look)."""
    if closer is not None:
        fix = replace(closer, why=f"close {cover} without answering it")
        return f"{question.said(cover)} (choices: {question.listed()}); {closer.ref} only closes it.", [fix]
    if not question.choices:
        return f"{question.said(cover)}.", []
    return (
        f"{question.said(cover)}: {question.listed()}. Nothing only closes it: which to click is "
        "yours (or your user's) to decide.",
        [question.decide()],
    )
