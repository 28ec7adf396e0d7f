"""A field whose component writes its own value back over the first fill (it is still settling) is
typed once more, as a user would, and takes the text; a field that refuses every value is still an
error after the second try (never a silent ok)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.helpers import failure, ok, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer


async def test_a_value_written_back_once_is_typed_again(
    make_client: Callable[..., Any], fixtures: FixtureServer
) -> None:
    async with make_client() as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("widgets/resync.html")}))
        typed = text_of(await ok(client, "browser_type", {"ref": ref_of(page, "textbox", "Seats"), "text": "4"}))
        assert typed.startswith("Typed 1 characters into") and "seats=4" in typed, typed
        err = await failure(
            client, "browser_type", {"ref": ref_of(page, "textbox", "Fixed"), "text": "4"}, "INVALID_ARGUMENT", "text"
        )
        assert err["details"]["reason"] == "page_script" and err["details"]["holds"] == "1", err["details"]
