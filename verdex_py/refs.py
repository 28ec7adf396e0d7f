"""Refs as text: their one spelling, and every way we write, read, resolve or correct one.

A ref is `e5` in the top document and `f2e7` in a frame (ours and Playwright's alike). The
server, the browser layer, the error texts, the tests and the bench all read and write refs
through this module, so the shape is written once. It imports nothing of ours: every layer
may use it. The map of the refs a tab handed out is `browser/snapshot/ref_map.py`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

REF_SHAPE = r"(?:f\d+)?e\d+"
REF = re.compile(REF_SHAPE)  # `search` finds a ref in a typo
REF_PATTERN = f"^{REF_SHAPE}$"  # what a valid ref argument looks like (told to agents as is)
REF_ATTR = re.compile(rf"\[ref=(?P<ref>{REF_SHAPE})\]")  # the ref as a snapshot line carries it
# A snapshot line's key as we print it: `- role "name" [attr]…`, the name a JSON string
# (browser/snapshot/tree.py unquotes the keys Playwright's YAML quotes). A line's ref is read from its
# attributes only: a name or a value may hold text that looks like one.
# The name's pattern is the unrolled loop of `(?:[^"\\]|\\.)*` (the same strings, matched without a
# step per character); it stops at a line's end, so browser/snapshot/tree.py matches it over a whole text.
LINE_KEY_SHAPE = r'- (?P<role>[\w-]+)(?: "(?P<name>[^"\\\n]*(?:\\.[^"\\\n]*)*)")?(?P<attrs>(?: \[[^\]\n]*\])*)'
LINE_KEY = re.compile(LINE_KEY_SHAPE)
_DIGITS = re.compile(r"\d+")
_JSON_STRING = r'"(?:[^"\\\n]|\\.)*"'


def ref_attr(ref: str) -> str:
    """The ref as a snapshot line carries it: `[ref=e5]`."""
    return f"[ref={ref}]"


OWN_PREFIX = "v"  # an internal ref of ours (browser/snapshot/clickables.py): the element's data-verdex-ref


def aria_ref(internal: str) -> str:
    """Playwright's selector for the element of an internal ref: one of Playwright's own, or one of
    ours, which the element carries as its `data-verdex-ref` attribute."""
    if internal.startswith(OWN_PREFIX):
        return f'[data-verdex-ref="{internal[len(OWN_PREFIX) :]}"]'
    return f"aria-ref={internal}"


def split_ref(ref: str) -> tuple[str, int]:
    """`f2e7` -> ("2", 7); `e5` -> ("", 5): the frame number (none for the top document) and the element."""
    frame, _, number = ref.rpartition("e")
    return frame[1:], int(number)


def line_ref(line: str) -> str | None:
    """The ref of one snapshot line as we print it (indented or not), None if it has none."""
    m = LINE_KEY.match(line.lstrip())
    found = REF_ATTR.search(m["attrs"]) if m and "[ref=" in m["attrs"] else None
    return found["ref"] if found else None


def line_refs(text: str) -> list[str]:
    """The refs of a snapshot text's lines, in order (a name that looks like a ref is no ref)."""
    return [ref for line in text.split("\n") if (ref := line_ref(line)) is not None]


def refs_in_text(text: str) -> list[str]:
    """Every ref written in a text (`[ref=…]`), in order."""
    return [m["ref"] for m in REF_ATTR.finditer(text)]


def count_refs(text: str) -> int:
    """How many elements with refs a snapshot text shows."""
    return len(line_refs(text))


def refs_of(text: str, role: str | Iterable[str], name: str | None = None) -> list[str]:
    """Refs of the elements a snapshot text shows with this role (or one of these roles) and,
    when given, this exact accessible name: what a model reads off `- button "Save" [ref=e5]`."""
    roles = "|".join(re.escape(r) for r in ([role] if isinstance(role, str) else role))
    # The name as the line writes it, a JSON string, so one holding a quote or `[ref=…]` is passed whole.
    named = f" {re.escape(json.dumps(name, ensure_ascii=False))}" if name is not None else f"(?: {_JSON_STRING})?"
    return re.findall(rf"- (?:{roles})\b{named}[^\n]*?\[ref=({REF_SHAPE})\]", text)


def ref_of(text: str, role: str, name: str) -> str | None:
    """The ref of the first element shown with this role and exact name, if any."""
    found = refs_of(text, role, name)
    return found[0] if found else None


def correct_ref(value: object) -> str | None:
    """The ref an agent most likely meant by a value that is not one: `3` or "3" -> "e3",
    "[ref=e3]" or "ref e3" -> the ref inside; None when nothing in it looks like a ref."""
    if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
        return None
    if isinstance(value, int | float):
        return f"e{int(value)}"
    text = str(value)
    found = REF.search(text)
    if found:
        return found.group(0)
    number = _DIGITS.fullmatch(text.strip())
    return f"e{number.group(0)}" if number else None
