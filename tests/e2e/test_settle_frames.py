"""An action answers with what its handlers drew in the animation frames they asked for (#44: the
settle waits for those frames, then one more and the task after it, instead of two frames always):
an effect drawn in the next frame, two frames later, or two frames after a short timer is in the
answer, beside a page-long animation loop (whose frames are waited on two deep at most).

Fixture: fixtures_html/settle/frames.html.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.helpers import ok, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


@pytest.mark.parametrize(
    ("button", "drawn"),
    [
        ("Next frame", "Drawn in the next frame"),
        ("Two frames later", "Drawn two frames later"),
        ("After a timer and two frames", "Drawn after the timer"),
    ],
)
async def test_a_click_answers_with_what_its_frames_drew(
    make_client: MakeClient, fixtures: FixtureServer, button: str, drawn: str
) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("settle/frames.html")}))
        assert "Nothing yet" in page, page
        text = text_of(await ok(client, "browser_click", {"ref": ref_of(page, "button", button)}))
        assert drawn in text and "Nothing yet" not in text, text


async def test_typing_answers_with_what_its_frames_drew(make_client: MakeClient, fixtures: FixtureServer) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("settle/frames.html")}))
        text = text_of(await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Name"), "text": "Ada"}))
        assert "Hello Ada" in text, text
