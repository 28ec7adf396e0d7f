"""A file input after its chooser is answered: the files it holds, against the files chosen.

Read back like any field (readback.py's `Held`, through `scripts/readback.js`), but from the
chooser, which knows its element and not its ref. A file the input's `accept` list refuses is an
error; an input that empties itself after the change is a note (upload widgets that read the
files at once do this). Several files for an input without `multiple` are refused before the
chooser is answered, so that it stays open for the corrected call.
"""

from __future__ import annotations

import asyncio
from typing import Any

from playwright.async_api import FileChooser

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.input.readback import READ_MS, Held, Subject, ValueNote
from verdex_py.errors import CorrectionFacts, InvalidArgument


async def read_files(chooser: FileChooser) -> Held | None:
    """The file input a chooser answered, read back (the chooser knows its element, not its ref)."""
    with quietly():
        async with asyncio.timeout(READ_MS / 1000 * 2):
            return Held.of(await chooser.element.evaluate(scripts.READBACK, None))
    return None


def expect_files(held: Held | None, subject: Subject, names: list[str]) -> None:
    """A file input that does not hold the files chosen: an error when its accept list explains it,
    a note otherwise (widgets that upload at once often empty their input on purpose)."""
    if held is None or held.files is None or sorted(held.files) == sorted(names) or not names:
        return
    accept = held.limits.get("accept")
    refused = [n for n in names if n not in held.files and accept and not _accepted(n, accept)]
    if refused:
        raise InvalidArgument(
            f"{subject.label} takes only {accept}; the page dropped {', '.join(refused)} (it holds "
            f"{', '.join(held.files) or 'no file'}).",
            field="paths",
            allowed_values={"accept": accept},
            details={"element": subject.element, "sent": names, "holds": held.files, "reason": "accept"},
            facts=CorrectionFacts(page_refused=True),
            causes=[f"The file input accepts only {accept}"],
        )
    holds = ", ".join(held.files) or "no file"
    subject.notes.append(
        ValueNote(
            subject.ref,
            ", ".join(names),
            holds,
            "emptied",
            "the page emptied the input after it changed (upload widgets that read the files at once do this); "
            "check the page shows them",
        )
    )


def one_file_only(open_choosers: list[Any], paths: list[str], retry: dict[str, Any]) -> None:
    """Several files for an input that holds one: refused before the chooser is answered, so it stays open."""
    chooser = open_choosers[0] if open_choosers else None
    if len(paths) < 2 or not isinstance(chooser, FileChooser) or chooser.is_multiple():
        return
    return_one = {**retry, "paths": paths[:1]}
    raise InvalidArgument(
        f"The open file chooser takes one file, and {len(paths)} were given.",
        field="paths",
        allowed_values={"max_items": 1},
        suggested_value=paths[:1],
        details={"paths": paths, "multiple": False},
        facts=CorrectionFacts(return_one),
        causes=["The file input has no `multiple` attribute"],
    )


def _accepted(name: str, accept: str) -> bool:
    """The file name fits an accept list by its extension (MIME types such as image/* are not judged)."""
    kinds = [a.strip().lower() for a in accept.split(",") if a.strip()]
    if any(not k.startswith(".") for k in kinds):
        return True
    return any(name.lower().endswith(k) for k in kinds)
