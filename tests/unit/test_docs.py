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


def test_module_map_names_every_module() -> None:
    """docs/ARCHITECTURE.md's module map names every module of verdex_py: a module added without a
    row leaves a reader of the map lost. Tool modules are listed on the tools/ row by name; every
    other module by its file name."""
    section = (REPO / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8").split("## Module map", 1)[1]
    section = section.split("\n## ", 1)[0]
    tools_row = next(line for line in section.splitlines() if line.strip().startswith("tools/"))
    tools_row += " " + section.split(tools_row, 1)[1].splitlines()[1]  # the row's second line
    files = subprocess.run(
        ["git", "ls-files", "verdex_py"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.split()
    missing = []
    for name in files:
        path = name.split("/")
        if not name.endswith(".py") or path[-1] == "__init__.py":
            continue
        if path[-2] == "tools":
            if not re.search(rf"\b{path[-1][:-3]}\b", tools_row):
                missing.append(name)
        elif path[-1] not in section:
            missing.append(name)
    assert not missing, f"docs/ARCHITECTURE.md's module map has no row for {missing}"
