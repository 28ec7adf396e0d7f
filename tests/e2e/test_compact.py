"""The compact and incremental forms lose nothing an agent needs to act.

Compaction may drop wrappers, text-container refs and duplicated labels, but every
interactive element must keep its ref; after an action, the result carries only what
changed and the full page stays one browser_snapshot away.
"""

from __future__ import annotations

import re

from tests.helpers import ref_of, text_of
from verdex_py.browser.snapshot.compact import compact, count_tokens, diff
from verdex_py.refs import REF_SHAPE, ref_attr, refs_of

INTERACTIVE = ("button", "link", "textbox", "checkbox", "combobox", "radio")


def _refs(text: str, roles: tuple[str, ...] = INTERACTIVE) -> set[str]:
    return set(refs_of(text, roles))


def test_compaction_keeps_every_interactive_ref_and_drops_noise() -> None:
    full = "\n".join(
        [
            "- generic [active] [ref=e1]:",
            '  - heading "Orders" [level=1] [ref=e2]',
            "  - generic [ref=e3]:",
            "    - paragraph [ref=e4]:",
            "      - text: Email",
            '      - textbox "Email" [ref=e5]',
            '    - link "Help" [ref=e6] [cursor=pointer]:',
            "      - /url: /help",
            '    - link "Top" [ref=e7] [cursor=pointer]:',
            '      - /url: "#top"',
            '  - table "Orders" [ref=e8]:',
            "    - rowgroup [ref=e9]:",
            "      - row [ref=e10]:",
            '        - cell "A-1" [ref=e11]',
            '        - cell "3" [ref=e12]',
            "  - generic [ref=e13] [cursor=pointer]: Custom clickable",
        ]
    )
    out = compact(full)
    assert _refs(out) == _refs(full) == {"e5", "e6", "e7"}
    assert "[ref=e8]" in out and "[ref=e2]" in out, "containers and headings keep refs for scoping"
    assert "[ref=e13]" in out, "a clickable generic keeps its ref"
    assert "- row: A-1 | 3" in out, "plain rows are one line"
    assert "text: Email" not in out, "a label repeating the field's name is dropped"
    assert 'link "Help" [ref=e6] -> /help' in out and "#top" not in out
    assert "[ref=e3]" not in out and "[ref=e4]" not in out and "rowgroup" not in out
    assert count_tokens(out) < count_tokens(full)


def test_diff_shows_changes_with_context_and_what_is_gone() -> None:
    old = '- list [ref=e1]:\n  - button "Save" [ref=e4]\n  - paragraph: Saved 0 times'
    new = '- list [ref=e1]:\n  - button "Save" [ref=e9]\n  - paragraph: Saved 1 times'
    changes = diff(old, new, alive={"e1", "e9"})
    assert changes is not None
    assert "- list [ref=e1]:" in changes.splitlines()[0], "the changed lines come with their ancestors"
    assert 'button "Save" [ref=e9]  # new/changed' in changes and "Saved 1 times  # new/changed" in changes
    assert '# - button "Save" [ref=e4]' in changes
    assert diff(new, new) is None
    assert "gone" not in (diff(old, old.replace("[ref=e4]", "[ref=e4] [active]"), alive={"e1", "e4"}) or "")


async def test_big_page_snapshot_keeps_every_control(make_client, fixtures) -> None:
    """Every control keeps its ref: in the snapshot, or (in a long run of similar siblings, condensed)
    in the one snapshot its `- … N more` line names; with --uncondensed, all in the snapshot."""
    async with make_client() as client:
        page = await client.call_tool("browser_navigate", {"url": fixtures.url("big.html?n=600")})
        text = text_of(page)
        reachable = _refs(text)
        for fold in page.structured_content["condensed"]:
            assert f"{fold['hidden']} more {fold['items']} like these: browser_snapshot(ref={fold['ref']})" in text
            reachable |= _refs(text_of(await client.call_tool("browser_snapshot", {"ref": fold["ref"]})))
        assert len(reachable) == 600 * 3 // 5, "120 links + 120 buttons + 120 inputs, each with a ref"
        assert page.structured_content["truncated"] is False
    async with make_client(uncondensed=True) as client:
        page = await client.call_tool("browser_navigate", {"url": fixtures.url("big.html?n=600")})
        text = text_of(page)
        assert len(_refs(text)) == 600 * 3 // 5, "120 links + 120 buttons + 120 inputs, each with a ref"
        assert page.structured_content["truncated"] is False and "condensed" not in page.structured_content


async def test_a_cut_snapshot_names_what_it_left_out(make_client, fixtures) -> None:
    async with make_client() as client:
        await client.call_tool("browser_navigate", {"url": fixtures.url("big.html?n=2000")})
        cut = await client.call_tool("browser_snapshot", {"max_chars": 2000})
        warning = next(d for d in cut.structured_content["warnings"]["details"] if "Snapshot cut" in d)
        left_out = re.findall(rf"({REF_SHAPE}) \(", warning.split("Not shown:", 1)[1])
        assert cut.structured_content["truncated"] is True and left_out
        zoom = await client.call_tool("browser_snapshot", {"ref": left_out[0]})
        assert not zoom.is_error and zoom.structured_content["element_count"] > 0


async def test_action_results_carry_only_what_changed(make_client, fixtures) -> None:
    async with make_client() as client:
        page = await client.call_tool("browser_navigate", {"url": fixtures.url("rerender.html")})
        full_tokens = count_tokens(text_of(page))
        saved = await client.call_tool("browser_click", {"ref": ref_of(text_of(page), "button", "Save")})
        assert saved.structured_content["snapshot_mode"] in ("region", "diff")
        assert "Saved 1 times" in text_of(saved) and count_tokens(saved.structured_content["snapshot"]) < full_tokens

        form = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
        full_name = ref_of(text_of(form), "textbox", "Full name")
        typed = await client.call_tool("browser_type", {"ref": full_name, "text": "Ada"})
        assert typed.structured_content["snapshot_mode"] == "unchanged"
        assert f'textbox "Full name" {ref_attr(full_name)}: Ada' in text_of(typed), "the field's new value is shown"

        moved = await client.call_tool("browser_click", {"ref": ref_of(text_of(form), "checkbox", "Accept terms")})
        assert 'checkbox "Accept terms" [checked]' in text_of(moved)
        whole = await client.call_tool("browser_snapshot", {})
        assert whole.structured_content["snapshot_mode"] == "full" and ": Ada" in text_of(whole)
