"""Generated docs are never stale, and the registry covers every code the contract requires."""

from __future__ import annotations

import re
import subprocess
import sys

from tests.helpers import REPO
from verdex_py.errors.registry import REGISTRY

CONTRACT = REPO / "docs" / "CONTRACT.md"


def test_errors_md_is_generated_from_the_registry() -> None:
    check = subprocess.run(
        [sys.executable, "-m", "verdex_py.docsgen.errors_doc", "--check"], cwd=REPO, capture_output=True, text=True
    )
    assert check.returncode == 0, check.stderr
    text = (REPO / "docs" / "ERRORS.md").read_text(encoding="utf-8")
    for code in REGISTRY:
        assert f"## {code}" in text and f'"code": "{code}"' in text, f"{code} has no section with an example"


def test_registry_covers_the_contract_codes() -> None:
    table = CONTRACT.read_text(encoding="utf-8").split("### Codes", 1)[1]
    required = set(re.findall(r"^\| `([A-Z_]+)` \|", table, flags=re.M))
    assert required and required <= set(REGISTRY), required - set(REGISTRY)
