"""The zoo's vendored files (#34 item 1): what its pages load is there, built, and licensed.

fixtures_html/zoo/vendor is made by zoo/build.mjs from zoo/package-lock.json (never by hand, never
node_modules): every script or stylesheet a page names exists, every chunk a bundle imports
exists, every package whose code is in vendor/ has its licence text, and every component library
the zoo installs is among them at the version the lock file pins.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
ZOO = REPO / "fixtures_html" / "zoo"
VENDOR = ZOO / "vendor"
LICENSE_ROW = re.compile(r"^\| (?P<pkg>\S+) \| (?P<version>\S+) \| (?P<licence>[^|]+) \| (?P<text>\S+) \|$", re.M)
# Kept small: the zoo is test data in the repository (and left out of the wheel).
MAX_VENDOR_BYTES = 6_000_000


def _licensed() -> dict[str, tuple[str, str]]:
    rows = LICENSE_ROW.finditer((VENDOR / "LICENSES.md").read_text(encoding="utf-8"))
    return {m["pkg"]: (m["version"], m["text"]) for m in rows if m["pkg"] != "package"}


def test_every_file_a_page_loads_is_vendored() -> None:
    pages = sorted(ZOO.glob("*.html"))
    assert len(pages) >= 12
    for page in pages:
        named = re.findall(r'(?:src|href)="(vendor/[^"]+)"', page.read_text(encoding="utf-8"))
        assert named, f"{page.name} loads nothing from vendor/"
        missing = [n for n in named if not (ZOO / n).is_file()]
        assert not missing, f"{page.name} loads {missing}, not in vendor/: run zoo/build.mjs"


def test_every_chunk_a_bundle_imports_is_vendored() -> None:
    imported = set()
    for bundle in VENDOR.glob("*.js"):
        imported |= set(re.findall(r'(?:from|import\()"\./([\w.-]+\.js)"', bundle.read_text(encoding="utf-8")))
    assert imported, "the React and web-component bundles share chunks"
    assert sorted(name for name in imported if not (VENDOR / name).is_file()) == []


def test_every_vendored_package_has_its_licence_at_the_locked_version() -> None:
    licensed = _licensed()
    lock = json.loads((REPO / "zoo" / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    for pkg, (version, text) in licensed.items():
        assert lock[f"node_modules/{pkg}"]["version"] == version, pkg
        body = (VENDOR / text).read_text(encoding="utf-8")
        assert len(body) > 40 and (pkg in body or re.search(r"licen[cs]e|copyright|permission", body, re.I)), pkg
    deps = json.loads((REPO / "zoo" / "package.json").read_text(encoding="utf-8"))["dependencies"]
    assert sorted(set(deps) - set(licensed)) == []  # every library the pages use is vendored, with its licence


def test_vendor_is_built_files_only_and_small() -> None:
    files = [p for p in VENDOR.rglob("*") if p.is_file()]
    assert not [p for p in files if "node_modules" in p.parts or p.name == "package.json"]
    assert sum(p.stat().st_size for p in files) < MAX_VENDOR_BYTES
