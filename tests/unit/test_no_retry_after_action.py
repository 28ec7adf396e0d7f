"""A plan never offers to re-do an action that already ran (#25 item 10).

tests/unit/errors/test_registry.py asserts that a retry step is there where one must be; this asserts
the converse for the plans whose action already happened (an action that timed out after it
was performed, a click that started a navigation that failed, a call that froze the page):
re-doing them would act twice. Bug caught: a registry `when` that forgets `performed`.
"""

from __future__ import annotations

import pytest

from tests.unit.errors.test_registry import CALLS, CASES, TOOLS, no_retry_expected
from verdex_py.errors import exceptions as exc
from verdex_py.errors.format import build_envelope

ALREADY_RAN = (
    "the action was performed: re-doing it would do it twice",
    "the action that started the navigation was performed",
    "the call froze the page: repeating it would freeze it again",
)
RAN = [
    (code, tool, label, error)
    for code, tool, label, error in CASES
    if no_retry_expected(code, tool, label, CALLS[tool]) in ALREADY_RAN
]


def test_every_kind_of_action_that_already_ran_is_covered() -> None:
    assert {no_retry_expected(c, t, lbl, CALLS[t]) for c, t, lbl, _ in RAN} == set(ALREADY_RAN)


@pytest.mark.parametrize(("code", "tool", "label", "error"), RAN, ids=[f"{c}-{t}-{lbl}" for c, t, lbl, _ in RAN])
def test_no_step_re_does_an_action_that_already_ran(code: str, tool: str, label: str, error: exc.VerdexError) -> None:
    call = CALLS[tool]
    env = build_envelope(
        error, tool=tool, role="default", request_id="0123456789ab", arguments=call, takes_role=TOOLS[tool].uses_role
    )
    plan = env["next_actions"]
    assert not [a for a in plan if a.get("retry")], plan
    if not TOOLS[tool].read_only:  # (looking again is no second action: a plan may well snapshot)
        same = {**call, "role": "default"}
        assert not [a for a in plan if a["tool"] == tool and a["arguments"] in (call, same)], plan
