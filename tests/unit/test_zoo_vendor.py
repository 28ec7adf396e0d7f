"""The zoo's vendored files (#34 item 1): what its pages load is there, built, and licensed.

fixtures_html/zoo/vendor is made by zoo/build.mjs from zoo/package-lock.json (never by hand, never
node_modules): every script or stylesheet a page names exists, every chunk a bundle imports
exists, every package whose code is in vendor/ has its licence text, and every component library
the zoo installs is among them at the version the lock file pins. The held-out zoo
(fixtures_html/zoo_heldout, built by zoo_heldout/build.mjs) and the second zoo (fixtures_html/zoo2,
built by zoo2/build.mjs) are held to the same.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
# Each zoo: its folder (fixtures_html/<name>, built from <name>/package-lock.json), its least pages.
ZOOS = {"zoo": 12, "zoo_heldout": 6, "zoo2": 17}
LICENSE_ROW = re.compile(r"^\| (?P<pkg>\S+) \| (?P<version>\S+) \| (?P<licence>[^|]+) \| (?P<text>\S+) \|$", re.M)
# Kept small: the zoo is test data in the repository (and left out of the wheel). The second zoo
# holds twelve libraries' stylesheets and four frameworks' runtimes (React, Vue, Lit, jQuery).
MAX_VENDOR_BYTES = {"zoo": 6_000_000, "zoo_heldout": 6_000_000, "zoo2": 15_000_000}


zoos = pytest.mark.parametrize("zoo", sorted(ZOOS))


def _vendor(zoo: str) -> Path:
    return REPO / "fixtures_html" / zoo / "vendor"


def _licensed(zoo: str) -> dict[str, tuple[str, str]]:
    rows = LICENSE_ROW.finditer((_vendor(zoo) / "LICENSES.md").read_text(encoding="utf-8"))
    return {m["pkg"]: (m["version"], m["text"]) for m in rows if m["pkg"] != "package"}


@zoos
def test_every_file_a_page_loads_is_vendored(zoo: str) -> None:
    folder = REPO / "fixtures_html" / zoo
    pages = sorted(folder.glob("*.html"))
    assert len(pages) >= ZOOS[zoo]
    for page in pages:
        named = re.findall(r'(?:src|href)="(vendor/[^"]+)"', page.read_text(encoding="utf-8"))
        assert named, f"{page.name} loads nothing from vendor/"
        missing = [n for n in named if not (folder / n).is_file()]
        assert not missing, f"{page.name} loads {missing}, not in vendor/: run {zoo}/build.mjs"


@zoos
def test_every_chunk_a_bundle_imports_is_vendored(zoo: str) -> None:
    vendor = _vendor(zoo)
    imported = set()
    for bundle in vendor.glob("*.js"):
        imported |= set(re.findall(r'(?:from|import\()"\./([\w.-]+\.js)"', bundle.read_text(encoding="utf-8")))
    assert imported, "the React and web-component bundles share chunks"
    assert sorted(name for name in imported if not (vendor / name).is_file()) == []


@zoos
def test_every_vendored_package_has_its_licence_at_the_locked_version(zoo: str) -> None:
    vendor, licensed = _vendor(zoo), _licensed(zoo)
    lock = json.loads((REPO / zoo / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    for pkg, (version, text) in licensed.items():
        assert lock[f"node_modules/{pkg}"]["version"] == version, pkg
        body = (vendor / text).read_text(encoding="utf-8")
        assert len(body) > 40 and (pkg in body or re.search(r"licen[cs]e|copyright|permission", body, re.I)), pkg
    deps = json.loads((REPO / zoo / "package.json").read_text(encoding="utf-8"))["dependencies"]
    assert sorted(set(deps) - set(licensed)) == []  # every library the pages use is vendored, with its licence


@zoos
def test_vendor_is_built_files_only_and_small(zoo: str) -> None:
    files = [p for p in _vendor(zoo).rglob("*") if p.is_file()]
    assert not [p for p in files if "node_modules" in p.parts or p.name == "package.json"]
    assert sum(p.stat().st_size for p in files) < MAX_VENDOR_BYTES[zoo]
