"""A code typed into a run of one-character boxes: box by box, as a user types it, and read back whole.

A one-time code is often drawn as four to eight boxes, each an <input> taking one character, the
page moving focus on as each is typed. Filled like one field, the first box keeps its first
character and the rest is lost, though the fill "worked". So when the field the agent names is one
of such a run (scripts/segments.js tells from structure: one-character boxes side by side in one
group) and the text is longer than one character, each character is typed into its own box, from
the one named (or from the first, for a code as long as the run), whatever the page does with
focus; then the whole run is read back and joined. A run that does not hold the code is an error
that says what each box holds.
"""

from __future__ import annotations

import re

from playwright.async_api import Locator

from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.edge.scripts import segments_ops
from verdex_py.browser.edge.scripts.segments_ops import BoxQuery, SegmentRun
from verdex_py.browser.input import recorded_steps
from verdex_py.browser.input.readback import Subject, ValueNote
from verdex_py.errors import CorrectionFacts, InvalidArgument


async def run_of(locator: Locator, text: str) -> SegmentRun | None:
    """The run of boxes the field is one of, when `text` is meant for more than one box; else None."""
    if len(text) < 2:
        return None
    with quietly():
        return await segments_ops.run(locator, None)
    return None


def _chars(text: str, count: int) -> str:
    """The characters to type: a code written with spaces or dashes ("482 913") loses them when they
    are what makes it longer than the run."""
    bare = re.sub(r"[\s\-]", "", text)
    return bare if len(text) > count >= len(bare) else text


async def type_run(locator: Locator, run: SegmentRun, text: str, timeout: float, subject: Subject) -> None:
    """Type `text` box by box into the run and read it back whole."""
    chars = _chars(text, run["count"])
    start = 0 if len(chars) == run["count"] else run["index"]
    if start + len(chars) > run["count"]:
        raise _too_long(subject, run, text, chars)
    await recorded_steps.step("opaque", text=f"typed box by box into its {run['count']} one-character boxes")
    for n, char in enumerate(chars, start):
        box = await segments_ops.box(locator, BoxQuery(n=n))
        if box is None:
            break
        try:
            await box.type(char, timeout=timeout)
        finally:
            await box.dispose()
    after = await run_of(locator, text)
    holds = after["values"] if after else []
    typed = "".join(holds[start : start + len(chars)])
    if typed != chars:
        raise _not_held(subject, run, text, holds)
    whole = "".join(holds)
    why = f'its run of {run["count"]} one-character boxes holds "{whole}" (typed box by box)'
    subject.notes.append(ValueNote(subject.ref, text, whole, "segments", why))


def _shown(holds: list[str]) -> str:
    return " ".join(f'"{v}"' if v else "(empty)" for v in holds)


def _not_held(subject: Subject, run: SegmentRun, text: str, holds: list[str]) -> InvalidArgument:
    boxes = _shown(holds) if holds else "nothing that could be read"
    return InvalidArgument(
        f"{subject.label} is one of {run['count']} one-character boxes: typed into them one by one, they hold "
        f'{boxes}, not "{text}". A script on the page refused or moved the characters.',
        field="text",
        details={"element": subject.element, "sent": text, "holds": holds, "reason": "page_script"},
        facts=CorrectionFacts(page_refused=True),
        causes=["A script on the page refuses these characters (it often says why on the page)"],
    )


def _too_long(subject: Subject, run: SegmentRun, text: str, chars: str) -> InvalidArgument:
    room = run["count"] - run["index"]
    return InvalidArgument(
        f'{subject.label} is box {run["index"] + 1} of {run["count"]} one-character boxes: "{text}" has '
        f"{len(chars)} characters, {room} fit from there. Nothing was typed.",
        field="text",
        allowed_values={"characters": run["count"]},
        details={"element": subject.element, "sent": text, "boxes": run["count"], "reason": "too_long"},
        causes=[f"The code has {run['count']} characters, one a box"],
    )
