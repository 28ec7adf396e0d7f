"""The second zoo (bench/zoo2.py): every page loads and reports its widgets' state.

A smoke test only: the second zoo's matrix is a measurement (docs/ZOO2.md), not a gate, so no
case's pass is asserted here. What must hold is that the pages work: each draws its form with a
Save button and, on submit, fills its result line with one `key=value` per widget the matrix reads
(the state the page takes from the library, before any change).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bench import zoo, zoo2, zoo_heldout
from tests.helpers import ok, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
PAGES = sorted({case.page for case in zoo2.CASES})


@pytest.mark.parametrize("page", PAGES)
async def test_every_zoo2_page_loads_and_reports_its_state(
    page: str, make_client: MakeClient, fixtures: FixtureServer
) -> None:
    async with make_client(caps=zoo.HARNESS_CAPS) as client:
        url = fixtures.url(f"{zoo2.FOLDER}/{page}.html")
        text = text_of(await ok(client, "browser_navigate", {"url": url}))
        ref_of(text, "button", "Save")
        expected = {case.expect.split("=", 1)[0] for case in zoo2.CASES if case.page == page and case.expect}
        line = await zoo.read_result(client)
        keys = {part.split("=", 1)[0] for part in line.split("; ")}
        assert expected and expected <= keys, (page, line)


def test_zoo2_libraries_are_in_neither_other_zoo() -> None:
    """Not used so far means unseen: no page and no library is shared with the first or held-out zoo."""
    others = zoo.CASES + zoo_heldout.CASES
    assert not {c.page for c in zoo2.CASES} & {c.page for c in others}
    assert not {c.library for c in zoo2.CASES} & {c.library for c in others}
