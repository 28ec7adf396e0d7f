"""docs/ERRORS.md's examples are real: every scenario is run again and must give the stored result.

A plan, message or envelope that changed makes this fail until the examples are made
again with `python -m verdex_py.docsgen.error_examples` (which also regenerates docs/ERRORS.md).
"""

from __future__ import annotations

import json

from tests.helpers import shared_browser
from verdex_py.docsgen.error_examples import EXAMPLES_FILE, capture_all
from verdex_py.errors.registry import REGISTRY


async def test_error_examples_come_from_real_runs_and_are_fresh() -> None:
    stored = json.loads(EXAMPLES_FILE.read_text(encoding="utf-8"))
    fresh = await capture_all(shared_browser.current())
    assert sorted(fresh) == sorted(REGISTRY) == sorted(stored)
    stale = [code for code in REGISTRY if fresh[code] != stored[code]]
    assert not stale, (
        f"docs/error_examples.json is stale for {stale}: run python -m verdex_py.docsgen.error_examples\n"
        + "\n".join(f"--- {code} now:\n{fresh[code]['text']}" for code in stale)
    )
    for code, example in fresh.items():
        envelope = example["envelope"]
        assert envelope["code"] == code and envelope["request_id"] == "0123456789ab", envelope


def test_readme_opening_example_is_the_real_stale_ref_result() -> None:
    readme = (EXAMPLES_FILE.parents[1] / "README.md").read_text(encoding="utf-8")
    block = readme.split("```text\n", 1)[1].split("```", 1)[0]
    stored = json.loads(EXAMPLES_FILE.read_text(encoding="utf-8"))
    stale = "README's opening example is stale: run python -m verdex_py.docsgen.error_examples"
    assert block == stored["STALE_REF"]["text"] + "\n", stale
