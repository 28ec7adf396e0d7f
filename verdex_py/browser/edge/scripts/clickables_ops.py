"""The clickables script's operation (clickables.js): elements a person can click or type into that
the AI snapshot shows without a ref of their own, marked so a ref of ours resolves to them; and, in
the same call, whether the page has an editor (browser/page/editors.py's selector)."""

from typing import TypedDict

from verdex_py.browser.edge.scripts.ops import Module, Op

MODULE = Module("clickables")


class Clickable(TypedDict):
    id: int  # the value of its `data-verdex-ref` attribute
    kind: str  # "click" or "edit"
    name: str  # the best name the page gives it
    text: str  # its own text, as the line it was folded into shows it ("" for an editor)
    before: str  # the text just before it in the page, to place a line that shows no text


class Findings(TypedDict):
    clickables: list[Clickable]
    editor: bool  # whether the document (open shadow roots included) holds an element matching the selector given


find = Op[str, Findings](MODULE, "find")
