"""Downloads through the MCP client on real Chromium: the action that starts one says so in its answer
(file, saved path, size) and the file is kept in the output folder, with the bytes the site sent."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers import ok, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
REPO = Path(__file__).resolve().parents[2]


async def test_a_download_is_reported_and_kept(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    async with make_client(output_dir=out) as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("download.html")}))
        link = ref_of(page, "link", "Download report")
        clicked = await ok(client, "browser_click", {"ref": link})
        sent = (REPO / "fixtures_html" / "report.csv").read_bytes()
        assert (out / "report.csv").read_bytes() == sent
        got = clicked.structured_content["downloads"]
        assert got == [
            {
                "file": "report.csv",
                "url": fixtures.url("report.csv"),
                "path": str(out / "report.csv"),
                "size": len(sent),
            }
        ]
        assert f"Downloaded report.csv: saved as {out / 'report.csv'} ({len(sent)} bytes)." in text_of(clicked)

        again = await ok(client, "browser_click", {"ref": link})
        assert again.structured_content["downloads"][0]["file"] == "report-2.csv"
        assert again.structured_content["downloads"][0]["suggested"] == "report.csv"  # the site's name for it
        assert (  # the text says it too, not only structuredContent
            f"Downloaded report.csv (the site's name; kept as report-2.csv): saved as {out / 'report-2.csv'}"
            in text_of(again)
        )
        assert (out / "report-2.csv").read_bytes() == sent and (out / "report.csv").read_bytes() == sent

        made = await ok(client, "browser_click", {"ref": ref_of(page, "button", "Export notes")})
        assert made.structured_content["downloads"][0]["file"] == "notes.txt"
        assert (out / "notes.txt").read_text() == "made in the page\n"

        plain = await ok(client, "browser_snapshot", {})
        assert "downloads" not in plain.structured_content
