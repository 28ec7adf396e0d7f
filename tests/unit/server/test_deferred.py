"""server/deferred.py: every name the server reads from it is one it imports.

A name missing from `_load` fails only when its tool is called (browser_route's RouteSpec, the
vision tools' Mouse), so the server's source is read for each `deferred.<name>` instead.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import verdex_py.server
from verdex_py.server import deferred

SERVER = Path(verdex_py.server.__file__).parent


def read_names() -> dict[str, str]:
    """Each `deferred.<name>` read in server/, with the first file that reads it."""
    names: dict[str, str] = {}
    for path in sorted(SERVER.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "deferred":
                names.setdefault(node.attr, path.name)
    return names


def test_every_name_the_server_reads_is_loaded() -> None:
    read = read_names()
    assert {"Call", "Browser", "BrowserHost", "operations", "jsonschema"} <= set(read), read  # the scan sees them
    loaded = deferred._load()
    missing = {name: where for name, where in read.items() if name not in loaded}
    assert not missing, f"read from server/deferred.py but not imported by its _load: {missing}"
    unused = sorted(set(loaded) - set(read))
    assert not unused, f"imported by server/deferred.py but read nowhere in server/: {unused}"


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        _ = deferred.Nothing
    with pytest.raises(AttributeError):
        _ = deferred.__wrapped__  # a dunder probe loads nothing
