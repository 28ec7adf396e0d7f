"""--caps webmcp without a browser: the names page tools are published under, and the page's
inputSchema judging arguments (server/page_tools.py)."""

from __future__ import annotations

import pytest

from verdex_py.browser.page.webmcp import PageTools
from verdex_py.errors import InvalidArgument
from verdex_py.server.page_tools import UNTRUSTED, check, published, to_mcp_tool


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
    assert [(len(t.name), len(t.description)) for t in tools.tools] == [(128, 1000)]
    assert published(None, set()) == []


def test_published_tool_says_it_is_page_data() -> None:
    tool = to_mcp_tool(
        published(page({"name": "go", "description": "Go.", "inputSchema": {"type": "string"}}), set())[0]
    )
    assert tool.description == f"{UNTRUSTED} Registered by https://shop.example: Go."
    assert tool.input_schema == {"type": "object"}  # a schema that is no object schema is not published
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
