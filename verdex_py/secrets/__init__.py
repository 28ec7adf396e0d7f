"""Secrets from a dotenv file: typed by name, held to their origins, never shown.

An agent writes `{{NAME}}` in a string argument (a password field's `text`, say); the server
substitutes the value just before calling the browser, after checking that the page the call
acts on (or the URL it opens) is of an origin the secret is for, when the file scopes it
(dotenv.py). Every value is redacted back to `{{NAME}}` in results, errors, logs, tool lists,
recordings and files, in the forms it takes on its way back (forms.py), text or bytes. An
unknown `{{NAME}}` is refused rather than typed literally.
"""

from __future__ import annotations

import functools
from pathlib import Path

from verdex_py.secrets.dotenv import load_dotenv, read_entries
from verdex_py.secrets.store import PLACEHOLDER, Secrets
from verdex_py.secrets.trace import redact_trace

__all__ = ["PLACEHOLDER", "Secrets", "for_file", "load_dotenv", "redact_trace"]


@functools.cache
def for_file(path: Path | None) -> Secrets:
    """The secrets of a file, read once: the tool boundary, the browser layer and trace saving share them."""
    return Secrets.of(read_entries(path)) if path is not None else Secrets()
