"""Which snapshot lines are asked for an editor's text, and how that text is written (#21 item 5)."""

from __future__ import annotations

from verdex_py.browser.page.editors import _bare_textboxes, _value
from verdex_py.browser.snapshot.tree import parse


def test_only_textbox_lines_with_neither_value_nor_children_are_asked() -> None:
    raw = (
        '- textbox "Name" [ref=e2]: Ada\n'
        '- textbox "Note" [active] [ref=e3]\n'
        '- textbox "Rich" [ref=e4]:\n'
        "  - paragraph [ref=e5]: Hello\n"
        '  - textbox "Inner" [ref=f1e6]\n'
        '- button "Go" [ref=e7]\n'
        "- 'textbox \"Step 2: Notes\" [ref=e8]'\n"  # YAML quotes a key holding ": "
        "- 'textbox \"C#: code\" [ref=e9]': int x"
    )
    assert [node.ref for node in _bare_textboxes(parse(raw))] == ["e3", "f1e6", "e8"]


def test_text_that_yaml_would_misread_is_quoted() -> None:
    assert _value("Leave it at the door") == "Leave it at the door"
    assert _value("Two boxes: fragile") == '"Two boxes: fragile"'
    assert _value('say "hi"') == '"say \\"hi\\""'
    assert _value("- a list?") == '"- a list?"'


class _PageWithoutEditors:
    """Answers "no editor in the top document" and records which refs were asked for their text."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def locator(self, selector: str) -> _PageWithoutEditors._Locator:
        return self._Locator(self, selector)

    class _Locator:
        def __init__(self, page: _PageWithoutEditors, selector: str) -> None:
            self.page, self.selector = page, selector

        async def count(self) -> int:
            return 0

        async def evaluate(self, *_: object, **__: object) -> None:
            self.page.asked.append(self.selector)


async def test_a_page_without_editors_asks_only_its_frames_even_after_navigating() -> None:
    """Once a tab has navigated, Playwright prefixes the top document's refs too (f3e5): those are
    still the top document's, which has no editor; only the iframe's own textbox is asked."""
    from verdex_py.browser.page.editors import add_editor_text

    for top, frame in (("", "f1"), ("f3", "f4")):
        raw = (
            f'- textbox "Query" [ref={top}e5]\n'
            f'- textbox "Input 2" [ref={top}e6]\n'
            f"- iframe [ref={top}e7]:\n"
            f'  - textbox "Frame field" [ref={frame}e2]'
        )
        page = _PageWithoutEditors()
        tree = parse(raw)
        await add_editor_text(page, tree)  # type: ignore[arg-type]
        assert [node.body for _, node in tree.order] == [line.strip() for line in raw.splitlines()]
        assert page.asked == [f"aria-ref={frame}e2"]
