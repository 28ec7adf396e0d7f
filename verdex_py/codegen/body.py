"""What every handler of codegen writes into: one test's statements (`Body`), literals with
secrets read from the environment, and the locator of an element the recording describes.
"""

from __future__ import annotations

import json
import textwrap
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from verdex_py.codegen.locators import _q, locate
from verdex_py.codegen.reading import Call
from verdex_py.secrets import PLACEHOLDER

COMMENT_WIDTH = 84  # inside a test function, under the common 88/100/120-character limits


def text_expr(text: str) -> str:
    """A literal, or secrets ({{NAME}}) read from the environment: never their values."""
    parts, last = [], 0
    for match in PLACEHOLDER.finditer(text):
        if match.start() > last:
            parts.append(_q(text[last : match.start()]))
        parts.append(f"secret({_q(match.group(1))})")
        last = match.end()
    if last < len(text) or not parts:
        parts.append(_q(text[last:]))
    return " + ".join(parts)


def call_args(call: Call) -> str:
    shown = {k: v for k, v in call.arguments.items() if k != "role"}
    return ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in shown.items())


@dataclass
class Body:
    """The statements of one test, and what the module around them must provide."""

    base_origin: str
    lines: list[str] = field(default_factory=list)
    uses_secrets: bool = False
    uses_re: bool = False
    stopped: bool = False

    def say(self, comment: str) -> None:
        for line in textwrap.wrap(comment, COMMENT_WIDTH, break_long_words=False, break_on_hyphens=False):
            self.lines.append(f"# {line}")

    def do(self, statement: str, note: str | None = None) -> None:
        if note:
            self.say(note)
        self.lines.extend(statement.split("\n"))  # a block (a loop) keeps its own indentation
        self.uses_secrets |= "secret(" in statement

    def url(self, url: str) -> str:
        """Same origin as the base URL: a path Playwright resolves against it; else absolute."""
        parts = urlsplit(url)
        if f"{parts.scheme}://{parts.netloc}" == self.base_origin:
            return _q(url[len(self.base_origin) :] or "/")
        return _q(url)


def element(body: Body, call: Call, ref: str) -> str | None:
    facts = call.element(ref)
    if facts is None:
        body.say(f"call {call.number} {call.tool}: the recording does not say what {ref} was; left out.")
        return None
    return locate_facts(body, facts)


def locate_facts(body: Body, facts: dict[str, Any]) -> str:
    """The locator of an element the recording describes; why it is not the plain one, said above it."""
    located = locate(facts)
    if located.note:
        body.say(located.note)
    return located.expr
