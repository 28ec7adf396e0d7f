"""Snapshots and refs: frames, short refs across navigations, scoping, invalidation, result shape.

frames.html holds three copies of frame_inner.html: a same-origin iframe, a cross-origin
one (second fixture port) and one nested inside frame_nested.html. Each copy has a
textbox "Inner name" and a button "Inner button" that writes "Inner clicked" in its own
document, so the frame an action reached is visible in the next snapshot.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from mcp import Client

from tests.helpers import error_of, ref_of, text_of
from verdex_py.refs import REF_ATTR, ref_attr, refs_in_text, refs_of, split_ref
from verdex_py.testing.fixture_server import FixtureServer

SNAPSHOT_KEYS = {"role", "url", "title", "snapshot", "element_count", "truncated", "warnings"}


def frame_of(ref: str) -> str:
    return ref[: ref.index("e")]


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def subtree(snapshot: str, ref: str) -> str:
    """The line of element `ref` and the lines nested under it."""
    lines = snapshot.splitlines()
    start = next(i for i, line in enumerate(lines) if ref_attr(ref) in line)
    block = [lines[start]]
    for line in lines[start + 1 :]:
        if _indent(line) <= _indent(lines[start]):
            break
        block.append(line)
    return "\n".join(block)


def owning_iframe(snapshot: str, ref: str) -> str:
    """The ref of the innermost iframe element that contains element `ref`."""
    lines = snapshot.splitlines()
    at = next(i for i, line in enumerate(lines) if ref_attr(ref) in line)
    level = _indent(lines[at])
    for line in reversed(lines[:at]):
        if _indent(line) < level:  # an ancestor
            level = _indent(line)
            if line.lstrip().startswith("- iframe"):
                found = REF_ATTR.search(line)
                assert found, line
                return found.group(1)
    raise AssertionError(f"{ref} is not inside an iframe:\n{snapshot}")


async def _full_snapshot(client: Client) -> str:
    r = await client.call_tool("browser_snapshot", {})
    assert not r.is_error, text_of(r)
    return r.structured_content["snapshot"]


async def _open_frames(client: Client, fixtures: FixtureServer) -> tuple[str, list[str], list[str]]:
    r = await client.call_tool("browser_navigate", {"url": fixtures.url("frames.html")})
    assert not r.is_error, text_of(r)
    text = text_of(r)
    buttons, boxes = refs_of(text, "button", "Inner button"), refs_of(text, "textbox", "Inner name")
    assert len(buttons) == len(boxes) == 3, text
    return text, buttons, boxes


@pytest.mark.parametrize(("which", "index"), [("same-origin", 0), ("cross-origin", 1), ("nested", 2)])
async def test_click_and_type_inside_frames(
    make_client: Callable[..., Any], fixtures: FixtureServer, which: str, index: int
) -> None:
    """Frame refs (fKeN) reach the right document, including cross-origin and nested frames."""
    async with make_client() as client:
        _, buttons, boxes = await _open_frames(client, fixtures)
        button, box = buttons[index], boxes[index]
        assert split_ref(button)[0] and frame_of(button) == frame_of(box)
        assert len({frame_of(b) for b in buttons}) == 3, buttons

        r = await client.call_tool("browser_type", {"ref": box, "text": f"typed {which}"})
        assert not r.is_error, text_of(r)
        snapshot = await _full_snapshot(client)
        assert f"typed {which}" in subtree(snapshot, owning_iframe(snapshot, box)), snapshot
        assert snapshot.count(f"typed {which}") == 1, "the text reached more than one frame"

        r = await client.call_tool("browser_click", {"ref": button})
        assert not r.is_error, text_of(r)
        snapshot = await _full_snapshot(client)
        assert "Inner clicked" in subtree(snapshot, owning_iframe(snapshot, button)), snapshot
        assert snapshot.count("Inner clicked") == 1, "the click changed another frame too"


@pytest.mark.parametrize("pattern", ["same-url", "alternating"])
async def test_refs_stay_short_across_navigations(
    make_client: Callable[..., Any], fixtures: FixtureServer, pattern: str
) -> None:
    """Six navigations later, frames.html has the very same refs as the first time (f1..f4, eN)."""
    async with make_client() as client:
        first, _, _ = await _open_frames(client, fixtures)
        first_refs = refs_in_text(first)
        assert {frame_of(r) for r in first_refs} == {"", "f1", "f2", "f3", "f4"}
        for i in range(6):
            page = "form.html" if pattern == "alternating" and i % 2 == 0 else "frames.html"
            r = await client.call_tool("browser_navigate", {"url": fixtures.url(page)})
            assert not r.is_error, text_of(r)
        assert r.structured_content["url"] == fixtures.url("frames.html")
        for result in (r, await client.call_tool("browser_snapshot", {})):
            refs = refs_in_text(text_of(result))
            prefixes = sorted({frame_of(ref) for ref in refs})
            assert set(prefixes) <= {"", "f1", "f2", "f3", "f4"}, f"frame prefixes: {prefixes}"
            assert sorted(refs) == sorted(first_refs)


async def test_snapshot_scoping(make_client: Callable[..., Any], fixtures: FixtureServer) -> None:
    """ref, depth and max_chars cut the view; a cut says so (truncated + warning), a full one does not."""
    async with make_client() as client:
        full, _, _ = await _open_frames(client, fixtures)
        r = await client.call_tool("browser_snapshot", {})
        whole = r.structured_content
        assert whole["truncated"] is False and whole["warnings"] is None
        assert whole["element_count"] == len(refs_in_text(whole["snapshot"]))

        # ref: the nested iframe element and everything inside it, nothing else.
        innermost = refs_of(whole["snapshot"], "button", "Inner button")[2]
        nested = owning_iframe(whole["snapshot"], owning_iframe(whole["snapshot"], innermost))
        assert split_ref(nested)[0] == "", nested
        r = await client.call_tool("browser_snapshot", {"ref": nested})
        assert not r.is_error, text_of(r)
        scoped = r.structured_content["snapshot"]
        assert scoped.startswith(f"- iframe {ref_attr(nested)}")
        block = subtree(whole["snapshot"], nested).splitlines()
        assert scoped.splitlines() == [line[_indent(block[0]) :] for line in block]  # same lines, dedented
        assert {frame_of(x) for x in refs_in_text(scoped)} == {"", "f3", "f4"}
        assert "Remove frames" not in scoped and "heading" not in scoped
        assert r.structured_content["element_count"] == len(refs_in_text(scoped))

        # depth: nothing deeper than the requested level survives.
        r = await client.call_tool("browser_snapshot", {"depth": 1})
        shallow = r.structured_content
        assert all(len(line) - len(line.lstrip(" ")) <= 2 for line in shallow["snapshot"].splitlines())
        assert shallow["truncated"] is True
        assert shallow["warnings"] and shallow["warnings"]["partial_content"] is True
        assert shallow["element_count"] < whole["element_count"]
        deeper = whole["element_count"] - shallow["element_count"]
        assert shallow["warnings"]["details"] == [  # what was really cut: levels, not characters
            f"Snapshot limited to depth 1: {deeper} ref(s) deeper than that are not shown. Call "
            "browser_snapshot(ref=<a container shown>) to see inside one, or leave depth out."
        ], shallow["warnings"]

        # max_chars: cut at a line boundary, flagged in data and in the text.
        r = await client.call_tool("browser_snapshot", {"max_chars": 300})
        cut = r.structured_content
        assert len(cut["snapshot"]) <= 300 and cut["snapshot"] and whole["snapshot"].startswith(cut["snapshot"])
        assert cut["truncated"] is True
        assert cut["warnings"]["partial_content"] is True and cut["warnings"]["details"]
        assert "Warnings" in text_of(r) and cut["warnings"]["details"][0] in text_of(r)
        assert cut["warnings"]["details"][0].startswith("Snapshot cut at 300 characters: showing "), cut["warnings"]

        # The refs hidden by a cut view are still usable: scoping never invalidates them.
        hidden = ref_of(full, "button", "Remove frames")
        assert ref_attr(hidden) not in cut["snapshot"]
        r = await client.call_tool("browser_click", {"ref": hidden})
        assert not r.is_error, text_of(r)

        error = error_of(await client.call_tool("browser_snapshot", {"ref": "e999"}))
        assert error["code"] == "UNKNOWN_REF" and error["field"] == "ref"


async def test_navigation_invalidates_refs(make_client: Callable[..., Any], fixtures: FixtureServer) -> None:
    """A ref from the previous page is UNKNOWN_REF, and the error names that page."""
    async with make_client() as client:
        old_text, buttons, _ = await _open_frames(client, fixtures)
        r = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
        assert not r.is_error, text_of(r)
        new_refs = set(refs_in_text(text_of(r)))
        gone = [ref for ref in refs_in_text(old_text) if ref not in new_refs]
        assert buttons[0] in gone
        for ref in (buttons[0], max(gone, key=lambda x: int(x.rsplit("e", 1)[1]))):
            error = error_of(await client.call_tool("browser_click", {"ref": ref}))
            assert error["code"] == "UNKNOWN_REF", error
            assert fixtures.url("frames.html") in error["message"], error["message"]
            assert error["field"] == "ref"
            assert any(step["tool"] == "browser_snapshot" for step in error["next_actions"])


async def test_snapshot_structured_content(make_client: Callable[..., Any], fixtures: FixtureServer) -> None:
    """structured_content carries the contract's snapshot keys, agreeing with the text."""
    async with make_client() as client:
        await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
        r = await client.call_tool("browser_snapshot", {})
        assert not r.is_error, text_of(r)
        data = r.structured_content
        assert set(data) >= SNAPSHOT_KEYS, set(data)
        assert (data["role"], data["url"], data["title"]) == ("default", fixtures.url("form.html"), "Sign up form")
        assert isinstance(data["snapshot"], str) and data["snapshot"] in text_of(r)
        assert data["element_count"] == len(refs_in_text(data["snapshot"])) > 0
        assert data["truncated"] is False and data["warnings"] is None
        for line in (f"URL: {data['url']}", "Sign up form", "default"):
            assert line in text_of(r)


async def test_a_roles_tabs_never_share_a_ref(make_client: Callable[..., Any], fixtures: FixtureServer) -> None:
    """A ref kept from another tab is dead in the active one, never a different element there."""
    async with make_client() as client:
        first = text_of(await client.call_tool("browser_navigate", {"url": fixtures.url("recovery/opener.html")}))
        held = ref_of(first, "link", "Home")
        opened = await client.call_tool("browser_click", {"ref": ref_of(first, "button", "Open in new window")})
        assert not opened.is_error, text_of(opened)
        assert [t["index"] for t in opened.structured_content["new_tabs"]] == [1], text_of(opened)
        selected = await client.call_tool("browser_tabs", {"action": "select", "index": 1})
        assert not selected.is_error, text_of(selected)
        second = text_of(await client.call_tool("browser_snapshot", {}))
        assert "Order (window)" in second, second
        assert set(refs_in_text(first)).isdisjoint(refs_in_text(second)), f"{first}\n---\n{second}"

        wrong_tab = await client.call_tool("browser_click", {"ref": held})
        error = error_of(wrong_tab)
        assert error["code"] == "UNKNOWN_REF" and error["field"] == "ref", error
        assert error["details"]["element"]["name"] == "Home" and error["details"]["in_tab"]["index"] == 0, error
        assert "is on tab 0" in error["message"] and error["suggested_value"] is None, error
        select, retry = error["next_actions"]
        assert select == {
            "tool": "browser_tabs",
            "arguments": {"action": "select", "index": 0, "role": "default"},
            "why": "make the tab that issued the ref active",
        }, select
        assert retry["retry"] is True and retry["arguments"] == {"ref": held, "role": "default"}, retry
        assert "Order confirmed" not in text_of(await client.call_tool("browser_snapshot", {}))

        for step in (select, retry):  # the plan works as given
            done = await client.call_tool(step["tool"], step["arguments"])
            assert not done.is_error, text_of(done)
        assert done.structured_content["url"].endswith("#a"), done.structured_content
        again = text_of(await client.call_tool("browser_snapshot", {}))
        assert ref_of(again, "link", "Home") == held, "a tab's own refs outlive a visit to the other tab"
