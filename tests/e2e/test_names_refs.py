"""Every ref an answer prints acts, whatever the element's name does to its snapshot line (#32).

Playwright writes a snapshot line as YAML: a key holding `: `, ` #`, a backtick, braces or a quote
is single-quoted (`- 'link "Issue #12" [ref=e2]':`), names are JSON strings, a name past 900
characters is left out. Hypothesis builds pages (fixtures_html/names.html) of elements of every
role the snapshot names, some inside an iframe, with names drawn from those characters; for every
ref printed by a navigation, a full snapshot, a scoped one, `browser_find` and an error's list of
candidates, a click (or typing, for fields) must reach the element its line describes, as the
page itself records. The fixture pages are walked the same way.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import quote

import pytest
from anyio.from_thread import BlockingPortal, start_blocking_portal
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mcp import Client

from tests.helpers import error_of, ok, ok_text, text_of
from tests.helpers.shared_browser import OWN_BROWSER
from verdex_py.refs import REF_ATTR, refs_in_text
from verdex_py.testing.fixture_server import FixtureServer

pytestmark = OWN_BROWSER  # Hypothesis drives a synchronous test: its server runs on a loop of its own

CLICKED = ["button", "link", "checkbox", "radio", "switch", "tab", "menuitem", "option", "treeitem", "heading", "img"]
TYPED = ["textbox", "searchbox", "combobox", "spinbutton"]
# What YAML and JSON make of a name: quotes, YAML indicators, `: ` and ` #`, escapes, a ref look-alike,
# non-ASCII (accents, CJK, emoji, right-to-left), line breaks and tabs.
PIECES = [
    "'", '"', "\\", "#", ": ", " #", "-", "*", "&", "!", "%", "@", "`", "{", "}", "[", "]", "|", ">", "?",
    ",", "~", "[ref=e1]", "é", "中文", "🙂", "א", "\n", "\t", "Save", "Issue", "12", "yes", "null", " ",
]  # fmt: skip
NAME = st.lists(st.sampled_from(PIECES), min_size=1, max_size=8).map("".join).filter(lambda n: n.strip())
LONG_NAME = st.integers(min_value=880, max_value=1000).map(lambda n: ("Long: #name ' " * 80)[:n])
ITEM = st.fixed_dictionaries({"role": st.sampled_from(CLICKED + TYPED), "name": st.one_of(NAME, NAME, LONG_NAME)})
SPEC = st.fixed_dictionaries(
    {"items": st.lists(ITEM, min_size=1, max_size=6), "frame": st.lists(ITEM, min_size=0, max_size=3)}
)


def _shown(name: str) -> str:
    """The accessible name as the snapshot gives it: white space collapsed and trimmed."""
    return " ".join(name.split())


class Page:
    """One server and one browser, reached from the synchronous Hypothesis test through a portal."""

    def __init__(self, portal: BlockingPortal, client: Client, fixtures: FixtureServer) -> None:
        self.portal, self.client, self.fixtures = portal, client, fixtures
        self.pages = 0

    def call(self, tool: str, args: dict[str, Any]) -> Any:
        return self.portal.call(self.client.call_tool, tool, args)

    def ok(self, tool: str, args: dict[str, Any]) -> Any:
        return self.portal.call(ok, self.client, tool, args)

    def hits(self) -> list[str]:
        result = self.ok("browser_evaluate", {"function": "() => JSON.stringify(window.hits)"})
        return json.loads(result.structured_content["result"])


@contextmanager
def page_server(make_client: Callable[..., Any], fixtures: FixtureServer) -> Iterator[Page]:
    with start_blocking_portal("asyncio") as portal:
        cm = make_client(caps=frozenset({"evaluate"}))
        with portal.wrap_async_context_manager(cm) as client:
            yield Page(portal, client, fixtures)


def _lines_by_ref(text: str) -> dict[str, tuple[str, str | None]]:
    """Each printed ref with its line's role and name, read here without the server's parser."""
    return {found[0]: found[1:] for line in text.splitlines() if (found := _read_line(line))}


def _read_line(line: str) -> tuple[str, str, str | None] | None:
    """(ref, role, name) of a snapshot line, whether YAML quoted its key or not: the ref is the
    attribute after the name (a JSON string, which may hold `[ref=e1]`)."""
    body = line.strip().removeprefix("- ")
    if body.startswith("'"):  # a single-quoted YAML key: '' stands for '
        key = re.match(r"'((?:[^']|'')*)'", body)
        if key is None:
            return None
        body = key[1].replace("''", "'")
    m = re.match(r"([\w-]+) ?", body)
    if m is None:
        return None
    role, rest, name = m[1], body[m.end() :], None
    if rest.startswith('"'):
        name, end = json.JSONDecoder().raw_decode(rest)
        rest = rest[end:]
    attrs = re.match(r"(?: ?\[[^\]]*\])*", rest)
    found = REF_ATTR.search(attrs.group(0)) if attrs else None
    return (found["ref"], role, name) if found else None


def _act_on_every_ref(page: Page, spec: dict[str, Any], printed: dict[str, str]) -> set[str]:
    """Click or type into every printed ref whose line names one of the spec's roles; return what the
    page recorded, checking each hit is the element the line describes (role, and name when shown)."""
    reached: set[str] = set()
    for ref, (role, shown_name) in printed.items():
        if role not in CLICKED + TYPED:
            continue
        before = len(page.hits())
        if role in TYPED:
            page.ok("browser_type", {"ref": ref, "text": "7"})
        else:
            page.ok("browser_click", {"ref": ref})
        hits = page.hits()[before:]
        assert hits, f"{ref} ({role} {shown_name!r}) was acted on and the page recorded nothing"
        hit = hits[0].removeprefix("click:").removeprefix("input:")
        in_frame = hit.startswith("f:")
        index = int(hit.split(":")[-1])
        item = (spec["frame"] if in_frame else spec["items"])[index]
        assert item["role"] == role, f"{ref} ({role} {shown_name!r}) reached {item}"
        name = _shown(item["name"])
        assert shown_name == (name if len(name) <= 900 else None), f"{ref} shows {shown_name!r} for {name!r}"
        reached.add(("f:" if in_frame else "") + str(index))
    return reached


def _check_page(page: Page, spec: dict[str, Any]) -> None:
    page.pages += 1  # a new query each time: a new fragment alone would not load a new document
    url = page.fixtures.url(f"names.html?page={page.pages}") + "#" + quote(json.dumps(spec))
    shown = text_of(page.ok("browser_navigate", {"url": url}))  # the load waits for the iframe's
    full = page.ok("browser_snapshot", {}).structured_content["snapshot"]
    printed = _lines_by_ref(shown) | _lines_by_ref(full)
    main = next(ref for ref, (role, _) in printed.items() if role == "main")
    printed |= _lines_by_ref(page.ok("browser_snapshot", {"ref": main}).structured_content["snapshot"])
    for item in spec["items"][:2]:
        word = next((w for w in _shown(item["name"]).split() if len(w) > 1), None)
        if word:
            found = ok_text_sync(page, "browser_find", {"text": word[:40]})
            printed |= _lines_by_ref(found)
    wanted = {str(i) for i in range(len(spec["items"]))} | {f"f:{i}" for i in range(len(spec["frame"]))}
    reached = _act_on_every_ref(page, spec, printed)
    assert reached == wanted, f"elements no printed ref reached: {wanted - reached}\n{full}"
    err = error_of(page.call("browser_click", {"ref": "e99999"}))
    for ref in err.get("allowed_values") or []:  # the elements the error offers instead are stored too
        assert ref in refs_in_text(full), (ref, full)


def ok_text_sync(page: Page, tool: str, args: dict[str, Any]) -> str:
    return page.portal.call(ok_text, page.client, tool, args)


def test_every_printed_ref_reaches_its_element_whatever_its_name(
    make_client: Callable[..., Any], fixtures: FixtureServer
) -> None:
    with page_server(make_client, fixtures) as page:

        @settings(
            max_examples=15,
            deadline=None,
            derandomize=True,
            suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
        )
        @given(SPEC)
        def check(spec: dict[str, Any]) -> None:
            _check_page(page, spec)

        check()


@pytest.mark.parametrize(
    "name",
    ["Issue #12", "Save: draft", "Step 2: Shipping", "Sort by: Price", "C#", "Tab #3", "it's: {x}", "- [ref=e1] `x`"],
)
def test_the_names_from_the_bug_report(make_client: Callable[..., Any], fixtures: FixtureServer, name: str) -> None:
    """The report's own examples, each as a link and a button, one server for all."""
    spec = {"items": [{"role": "link", "name": name}, {"role": "button", "name": name}], "frame": []}
    with page_server(make_client, fixtures) as page:
        _check_page(page, spec)
