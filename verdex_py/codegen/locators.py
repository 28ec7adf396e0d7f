"""From what the recording knows of an element to a Playwright locator expression.

Preference order, as Playwright's own guides recommend: a form field by its label, else
role + accessible name, inside the chain of iframes it lives in. When role + name matched
several elements at recording time, the locator is narrowed (to the landmark around the
element if that makes it unique, else by position) and the narrowing is said in a comment,
because a position is the first thing a page change breaks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

LABELLED_ROLES = frozenset({"textbox", "searchbox", "spinbutton", "combobox", "listbox", "checkbox", "radio", "slider"})


@dataclass
class Located:
    expr: str  # a Python expression, e.g. page.get_by_role("button", name="Save", exact=True)
    note: str | None = None  # why the locator is not the plain one, for a comment above it


def _q(text: str) -> str:
    """A Python string literal, quoted the way ruff format writes it (double, unless that needs escapes)."""
    quote = "'" if '"' in text and "'" not in text else '"'
    escaped = text.replace("\\", "\\\\").replace(quote, "\\" + quote)
    # a page's names may hold NUL, CR, U+2028 or a lone surrogate: escaped, as repr() writes them
    return quote + "".join(c if c.isprintable() else repr(c)[1:-1] for c in escaped) + quote


def by_role(role: str, name: str) -> str:
    return f"get_by_role({_q(role)}, name={_q(name)}, exact=True)" if name else f"get_by_role({_q(role)})"


def frame_scope(page: str, frames: list[dict[str, Any]]) -> str:
    scope = page
    for frame in frames:
        scope += f".frame_locator({_q(frame['selector'])})"
        if frame.get("nth") is not None:
            scope += f".nth({frame['nth']})"
    return scope


def locate(facts: dict[str, Any], page: str = "page") -> Located:
    role, name = facts.get("role", ""), facts.get("name", "")
    frames = facts.get("frames") or []
    scope = frame_scope(page, frames)
    notes = [
        f"iframe #{f['nth'] + 1} of its document (no title, name, id or src told it apart)"
        for f in frames
        if f.get("nth") is not None
    ]
    labels = facts.get("labels") or []
    if role in LABELLED_ROLES and labels and facts.get("label_matches") == 1:
        return Located(f"{scope}.get_by_label({_q(labels[0])}, exact=True)", "; ".join(notes) or None)
    matches = facts.get("matches")
    if matches is None and "frames" in facts:  # the recorder's get_by_role count failed: not a role it takes
        note = f'"{role}" is not a role Playwright can look up' if role else "it has no role"
        text = f"{scope}.get_by_text({_q(name)}, exact=True)"
        if (facts.get("text_matches") or 0) > 1:
            where = facts.get("text_index", 0)
            notes.append(f"{note}: found by its text, number {where + 1} of {facts['text_matches']} (fragile)")
            return Located(f"{text}.nth({where})", "; ".join(notes))
        return Located(text, "; ".join([*notes, f"{note}: found by its text"]))
    plain = f"{scope}.{by_role(role, name)}"
    what = f'{role} "{name}"' if name else role
    if matches is None:
        if "frames" not in facts:  # an older recording: role and name only
            notes.append(f"{what}: the recording did not say whether this is unique on the page")
        return Located(plain, "; ".join(notes) or None)
    if matches <= 1:
        return Located(plain, "; ".join(notes) or None)
    landmark = facts.get("landmark") or {}
    if landmark.get("matches") == 1 and landmark.get("inner_matches") == 1:
        where = f'{landmark["role"]} "{landmark["name"]}"' if landmark.get("name") else landmark["role"]
        notes.append(f"{matches} elements are {what}: narrowed to the one in the {where}")
        return Located(
            f"{scope}.{by_role(landmark['role'], landmark.get('name', ''))}.{by_role(role, name)}", "; ".join(notes)
        )
    index = facts.get("index", 0)
    notes.append(f"{matches} elements are {what}: the recorded one was number {index + 1} (by position, fragile)")
    return Located(f"{plain}.nth({index})", "; ".join(notes))
