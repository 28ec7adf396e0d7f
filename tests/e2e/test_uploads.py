"""Uploads are off unless a folder is configured, and paths cannot escape it (symlinks, `..`).

A desktop client may start the server in `/` or the home folder: with no --upload-dir,
no file may be read by a page. With one, every path is resolved before it is checked.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from mcp import Client

from tests.helpers import error_of, page_text, ref_of, text_of
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]


async def open_chooser(client: Client, fixtures: FixtureServer) -> None:
    page = await client.call_tool("browser_navigate", {"url": fixtures.url("upload.html")})
    clicked = await client.call_tool("browser_click", {"ref": ref_of(text_of(page), "button", "Attachment")})
    assert [m["kind"] for m in clicked.structured_content["modals"]] == ["file_chooser"], text_of(clicked)


async def test_uploads_refused_without_upload_dir(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    """No folder configured: any file is refused, the error names --upload-dir, and its plan
    (paths=[]) cancels the chooser so the page works again."""
    secret = tmp_path / "id_rsa"
    secret.write_text("PRIVATE KEY", encoding="utf-8")
    async with make_client() as client:
        await open_chooser(client, fixtures)
        error = error_of(await client.call_tool("browser_file_upload", {"paths": [str(secret)]}))
        assert error["code"] == "INVALID_ARGUMENT" and error["field"] == "paths", error
        assert "--upload-dir" in error["message"] and error["details"]["option"] == "--upload-dir", error
        assert error["allowed_values"] == [], error
        cancel = ("browser_file_upload", {"paths": [], "role": "default"})
        assert [(a["tool"], a["arguments"]) for a in error["next_actions"]] == [cancel], error["next_actions"]
        step = error["next_actions"][0]
        cancelled = await client.call_tool(step["tool"], step["arguments"])
        assert not cancelled.is_error, text_of(cancelled)
        assert cancelled.structured_content["modals"] == []
        text = await page_text(client)
        assert "No file chosen" in text and "PRIVATE" not in text

        # Without a chooser open, the refusal offers no cancel step (there is nothing to cancel).
        error = error_of(await client.call_tool("browser_file_upload", {"paths": [str(secret)]}))
        assert "--upload-dir" in error["message"], error
        assert not [a for a in error["next_actions"] if a["arguments"].get("paths")], error["next_actions"]


async def test_paths_resolved_inside_the_folder(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    """Symlinks and `..` are resolved before the check; a relative path resolves in the folder."""
    folder, outside = tmp_path / "uploads", tmp_path / "private"
    folder.mkdir()
    outside.mkdir()
    (outside / "secret.txt").write_text("do not send", encoding="utf-8")
    (folder / "report.txt").write_text("quarterly numbers\n", encoding="utf-8")
    (folder / "link.txt").symlink_to(outside / "secret.txt")
    (folder / "linked_dir").symlink_to(outside, target_is_directory=True)
    escapes = [
        str(folder / "link.txt"),
        str(folder / "linked_dir" / "secret.txt"),
        str(folder / ".." / "private" / "secret.txt"),
        "../private/secret.txt",
        "/etc/passwd",
    ]
    async with make_client(upload_dirs=(folder,)) as client:
        await open_chooser(client, fixtures)
        for path in escapes:
            error = error_of(await client.call_tool("browser_file_upload", {"paths": [path]}))
            assert error["code"] == "INVALID_ARGUMENT" and error["field"] == "paths", (path, error)
            assert error["allowed_values"] == [str(folder.resolve())], error
            resolved = Path(error["details"]["resolved"])
            assert not resolved.is_relative_to(folder.resolve()), (path, resolved)
            assert "outside the upload folders" in error["message"], error
        uploaded = await client.call_tool("browser_file_upload", {"paths": ["report.txt"]})
        assert not uploaded.is_error, text_of(uploaded)
        assert uploaded.structured_content["files"] == ["report.txt"]
        assert "Chosen: report.txt (18 bytes)" in await page_text(client)
