"""--caps webmcp without a browser: the names page tools are published under, and the page's
inputSchema judging arguments (server/page_tools.py)."""

from __future__ import annotations

import pytest

from verdex_py.browser.page.failures import FailureLog
from verdex_py.browser.page.webmcp import CUT, Bounds, PageTools
from verdex_py.errors import InvalidArgument
from verdex_py.server.page_tools import PAGE_MARK, SCHEMA_MARK, UNTRUSTED, check, framed, published, to_mcp_tool


def page(*reported: dict[str, object]) -> PageTools:
    tools = PageTools()
    tools.update(list(reported), "https://shop.example/basket?x=1")
    return tools


def test_names_are_sanitized_prefixed_and_never_collide() -> None:
    tools = page({"name": "add item"}, {"name": "add_item"}, {"name": "ünïcode"}, {"name": "snapshot"})
    names = [p.name for p in published(tools, {"webmcp_snapshot"})]
    assert names == ["webmcp_add_item", "webmcp_add_item_2", "webmcp__n_code", "webmcp_snapshot_2"]
    assert {p.origin for p in published(tools, set())} == {"https://shop.example"}


def test_what_the_page_reports_is_bounded_and_malformed_entries_dropped() -> None:
    tools = page({"name": ""}, {"description": "no name"}, {"name": "x" * 300, "description": "d" * 5000}, "junk")
    assert [(len(t.name), len(t.description)) for t in tools.tools] == [(128, 1000 + len(CUT))]
    assert tools.tools[0].description.endswith(CUT)
    assert published(None, set()) == []


def test_a_schema_over_the_bound_leaves_the_tool_out_once_in_the_failure_log() -> None:
    tools, log = PageTools(), FailureLog()
    big = {"type": "object", "properties": {"a": {"type": "string", "description": "x" * 200}}}
    reported = [{"name": "big", "inputSchema": big}, {"name": "small", "inputSchema": {"type": "object"}}]
    for _ in range(3):  # the page reports its whole set on every change: logged once
        tools.update(reported, "https://shop.example/", Bounds(description_chars=10, schema_bytes=100), log)
    assert [t.name for t in tools.tools] == ["small"]
    (entry,) = log.records("page")
    assert entry.reason == "page_tool_left_out" and entry.extra["page_tool"] == "big"
    assert "--page-tool-schema-bytes" in entry.message and entry.extra["bound"] == 100


def test_published_tool_says_it_is_page_data() -> None:
    tool = to_mcp_tool(
        published(page({"name": "go", "description": "Go.", "inputSchema": {"type": "string"}}), set())[0]
    )
    assert tool.description == f"{UNTRUSTED} Registered by https://shop.example: Go."
    assert tool.title == tool.annotations.title == f"{PAGE_MARK} go"
    # a schema that is no object schema is not published; the published one says whose it is
    assert tool.input_schema == {"type": "object", "description": SCHEMA_MARK}
    assert tool.meta["verdex/source"] == "page" and tool.annotations.destructive_hint


@pytest.mark.parametrize(
    ("arguments", "field", "constraint"),
    [
        ({}, "qty", "required"),
        ({"qty": "2"}, "qty", "type"),
        ({"qty": 0}, "qty", "minimum"),
        ({"qty": 1, "x": 1}, None, "additionalProperties"),
    ],
)
def test_arguments_are_judged_by_the_pages_schema(
    arguments: dict[str, object], field: str | None, constraint: str
) -> None:
    schema = {
        "type": "object",
        "properties": {"qty": {"type": "integer", "minimum": 1}},
        "required": ["qty"],
        "additionalProperties": False,
    }
    tool = page({"name": "t", "inputSchema": schema}).tools[0]
    with pytest.raises(InvalidArgument) as raised:
        check(tool, arguments)
    assert (raised.value.field, raised.value.details["constraint"]) == (field, constraint)
    check(tool, {"qty": 3})  # a valid call passes


def test_a_broken_page_schema_leaves_the_arguments_to_the_page() -> None:
    check(page({"name": "t", "inputSchema": {"type": "object", "properties": {"a": {"type": 7}}}}).tools[0], {"a": 1})


def test_output_is_framed_by_marks_with_a_fresh_code() -> None:
    first, second = framed("t", "https://shop.example", "x"), framed("t", "https://shop.example", "x")
    code = first.split("[page data ", 1)[1][:16]
    assert first.endswith(f"\n[page data {code}]\nx\n[end of page data {code}]") and code not in second
