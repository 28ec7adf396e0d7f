"""Error texts stay one short plan whatever values the failed call carried (found by tests/e2e/test_fuzz.py)."""

from __future__ import annotations

from verdex_py.errors import InvalidArgument, UnknownRef
from verdex_py.errors.exceptions import CorrectionFacts
from verdex_py.errors.format import build_envelope, one_line, render_text


def test_one_line_escapes_line_breaks_and_terminal_escapes_and_cuts_long_tokens() -> None:
    assert one_line("ref 'a\nb\x1b[31m\u2028' bad") == "ref 'a\\nb\\x1b[31m\\u2028' bad"
    cut = one_line("no scheme: " + "A" * 100_000 + " end")
    assert cut.startswith("no scheme: AAAA") and cut.endswith("…(100,000 chars) end") and len(cut) < 200


def test_the_text_plan_cuts_a_long_typed_text_but_shows_a_url_whole() -> None:
    url = "http://127.0.0.1:8000/" + "p" * 150
    err = UnknownRef("Ref e999 is not on the page.", field="ref")
    call = {"ref": "e999", "text": "A" * 100_000}
    env = build_envelope(err, tool="browser_type", role="default", request_id="r", arguments=call)
    text = render_text(env)
    assert len(text) < 1000 and "100,002 chars, whole in next_actions" in text
    retry = next(a for a in env["next_actions"] if a["tool"] == "browser_type")
    assert retry["arguments"]["text"] == "A" * 100_000  # the data stays whole

    nav = InvalidArgument("bad", field="url", facts=CorrectionFacts({"url": url}))
    shown = render_text(build_envelope(nav, tool="browser_navigate", role="default", request_id="r"))
    assert f'url="{url}"' in shown
