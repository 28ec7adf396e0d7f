"""The one registry of error codes.

Every code an agent can see is defined in it and nowhere else: its title, how grave it
is, whether retrying helps, the usual causes and the recovery plan. Exceptions only
carry facts; `format.py` joins facts and registry into the agent-facing envelope, and
`docs/ERRORS.md` is generated from this table (`python -m verdex_py.docsgen.errors_doc`).
The table is written in two parts, `codes_calls.py` and `codes_state.py`, from the
building blocks of `plan_steps.py` (what a step is, and the facts every plan can rely on).
"""

from __future__ import annotations

from verdex_py.errors.codes_calls import CALL_CODES
from verdex_py.errors.codes_state import STATE_CODES
from verdex_py.errors.plan_steps import CodeSpec

REGISTRY: dict[str, CodeSpec] = {spec.code: spec for spec in (*CALL_CODES, *STATE_CODES)}


def spec_for(code: str) -> CodeSpec:
    return REGISTRY[code]
