"""docs/CONTRACT.md stays true: its tables are compared with the server and the schema.

The tables are read from the page itself (tool names, envelope members, next_actions item
members, codes), so an edit to either side without the other fails here.
"""

from __future__ import annotations

import re
import subprocess

from tests.helpers import REPO
from tests.helpers.contract import SCHEMA
from verdex_py.config import Settings
from verdex_py.errors.registry import REGISTRY
from verdex_py.server.catalog import ENVELOPE_KEYS, enabled_tools

DOC = (REPO / "docs" / "CONTRACT.md").read_text(encoding="utf-8")


def table_after(heading: str) -> list[str]:
    """First-column names (in backticks) of the first table after `heading`."""
    section = DOC.split(heading, 1)[1]
    rows = re.findall(r"^\| `([a-zA-Z_]+)` \|", section.split("\n\n|", 1)[1].split("\n\n", 1)[0], flags=re.M)
    assert rows, f"no table under {heading!r}"
    return rows


def test_tools_table_is_the_published_tools() -> None:
    published = set(enabled_tools(Settings(caps="all,evaluate")))
    assert set(table_after("## 1. Tools")) == published


def test_envelope_table_is_the_envelope() -> None:
    members = table_after('`structuredContent` is `{"error": {...}}`')
    assert members == list(ENVELOPE_KEYS), "the order of the table is the order of the envelope"
    assert set(members) == set(SCHEMA["required"]) == set(SCHEMA["properties"])


def test_next_actions_items_table_is_the_item_shape() -> None:
    members = table_after("### Items of `next_actions`")
    assert set(members) == set(SCHEMA["$defs"]["action"]["properties"])
    assert set(SCHEMA["$defs"]["action"]["required"]) == {"tool", "arguments", "why"}


def test_codes_table_is_the_registry() -> None:
    assert table_after("### Codes") == list(REGISTRY)


def test_nothing_points_outside_the_repository() -> None:
    """The contract lives here: no file refers to a contract beside the checkout."""
    files = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True, check=True).stdout.split()
    offenders = [
        name
        for name in files
        if name.endswith((".md", ".py", ".json", ".toml"))
        and "shared/design" in (REPO / name).read_text(encoding="utf-8", errors="replace")
        and name != "tests/unit/test_contract_doc.py"
    ]
    assert not offenders, offenders
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "docs/CONTRACT.md" in readme
