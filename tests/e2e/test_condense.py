"""Condensed full snapshots: repetitive structure folded, nothing lost, nothing an agent needs hidden.

fixtures_html/repetitive.html has a menu of 30 links, a mega-menu of 8 columns of 15 links,
12 filter checkboxes, a tab list of 10 tabs, a grid of 40 product cards ("Add to cart"), a
table of 50 orders, a checkout form and a footer of 4 lists of 12 links.
"""

from __future__ import annotations

import re

from tests.helpers import ok, ok_text, page_text, ref_of, text_of
from verdex_py.refs import ref_attr, refs_of

INTERACTIVE = ("link", "button", "textbox", "checkbox", "combobox", "tab")
FOLD = re.compile(r"- … (\d+) more (\w+) like these: browser_snapshot\(ref=(\w+)\) shows them")


async def test_a_fold_names_the_one_call_that_shows_every_element_it_hides(make_client, fixtures) -> None:
    async with make_client() as client:
        page = await ok(client, "browser_navigate", {"url": fixtures.url("repetitive.html")})
        text, folds = text_of(page), page.structured_content["condensed"]
        assert [(int(n), items, ref) for n, items, ref in FOLD.findall(text)] == [
            (f["hidden"], f["items"], f["ref"]) for f in folds
        ], "the text and structuredContent say the same folds"
        assert {"links", "articles", "rows"} <= {f["items"] for f in folds}

        reachable = set(refs_of(text, INTERACTIVE))
        for fold in folds:
            zoom = await ok(client, "browser_snapshot", {"ref": fold["ref"]})
            assert "condensed" not in zoom.structured_content and not FOLD.search(text_of(zoom)), "shown whole"
            reachable |= set(refs_of(text_of(zoom), INTERACTIVE))
    async with make_client(uncondensed=True) as client:
        whole = await ok(client, "browser_navigate", {"url": fixtures.url("repetitive.html")})
        everything = set(refs_of(text_of(whole), INTERACTIVE))
        assert "condensed" not in whole.structured_content and not FOLD.search(text_of(whole))
    assert reachable == everything, "every control keeps its ref, at most one call away"
    assert len(text) < len(text_of(whole)) / 2


async def test_what_an_agent_needs_is_never_folded(make_client, fixtures) -> None:
    async with make_client() as client:
        text = await ok_text(client, "browser_navigate", {"url": fixtures.url("repetitive.html")})
        assert len(refs_of(text, "checkbox")) == 13, "12 filters and the terms box: fields are never folded"
        assert len(refs_of(text, "tab")) == 10, "a widget's insides are shown whole"
        for role, name in (("textbox", "Full name"), ("combobox", "Country"), ("button", "Place order")):
            assert ref_of(text, role, name), name
        assert 'option "Sweden"' in text


async def test_a_folded_element_works_and_stays_shown_once_used(make_client, fixtures) -> None:
    """browser_find finds a folded card; the fold's call shows its button, clicking it works, and
    from then on that card is shown in full snapshots (and in the diff after the click)."""
    async with make_client() as client:
        text = await ok_text(client, "browser_navigate", {"url": fixtures.url("repetitive.html")})
        found = (await ok(client, "browser_find", {"text": "Product 30"})).structured_content
        assert found["refs"] and ref_attr(found["refs"][0]) not in text, "found, though folded"
        grid = re.search(r"- … 37 more articles like these: browser_snapshot\(ref=(\w+)\)", text)
        assert grid, text
        cards = (await ok_text(client, "browser_snapshot", {"ref": grid[1]})).split('heading "Product 30"', 1)[1]
        add = ref_of(cards, "button", "Add to cart")
        assert ref_attr(add) not in text
        clicked = await ok(client, "browser_click", {"ref": add})
        assert "1 items" in text_of(clicked) and 'heading "Product 30"' in text_of(clicked), "the diff shows the card"
        whole = await page_text(client)
        assert re.search(r'heading "Product 30".*\n.*\n.*button "Added"', whole), "the card of the used button"
        assert "Cart: 1 items" in whole
        grid = next(f for f in (await ok(client, "browser_snapshot", {})).structured_content["condensed"]
                    if f["items"] == "articles")  # fmt: skip
        assert (grid["shown"], grid["hidden"]) == (4, 36)


async def test_diffs_after_actions_keep_working(make_client, fixtures) -> None:
    async with make_client() as client:
        text = await ok_text(client, "browser_navigate", {"url": fixtures.url("repetitive.html")})
        first_add = refs_of(text, "button", "Add to cart")[0]
        clicked = await ok(client, "browser_click", {"ref": first_add})
        assert clicked.structured_content["snapshot_mode"] in ("region", "diff", "unchanged")
        assert "Added" in text_of(clicked) and "1 items" in text_of(clicked)
        assert not FOLD.search(clicked.structured_content["snapshot"]), "nothing folded changed"
        name = ref_of(text, "textbox", "Full name")
        typed = await ok(client, "browser_type", {"ref": name, "text": "Ada"})
        assert ": Ada" in text_of(typed)
        again = await ok(client, "browser_snapshot", {})
        assert FOLD.findall(text_of(again)) == FOLD.findall(text), "the same folds: fields typed in were never folded"
