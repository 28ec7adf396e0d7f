"""Files stay where they belong (issue 41, item 5): through an MCP client on real Chromium.

A symbolic link planted in the output folder is never written through (a download, a second tab's video),
a file the server did not write is never replaced (a fresh name, said in the answer), state files are read
from the output and auth folders only, browser_save_auth never touches the roles file, and a trace whose
redaction fails leaves nothing unredacted. Each of these failed on the tree before (bdf22a2).
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import assert_plan_callable, error_of, ok, ref_of, text_of
from tests.helpers.contract import assert_error_contract, tool_catalog
from tests.helpers.plans import follow
from verdex_py import secrets
from verdex_py.testing.fixture_server import FixtureServer

MakeClient = Callable[..., Any]
SECRET = "s3cr3t-Parole-42"
REPO = Path(__file__).resolve().parents[2]


async def refused(client: Any, tool: str, args: dict[str, Any], field: str) -> dict[str, Any]:
    """INVALID_ARGUMENT on `field`, the whole error contract checked, its plan callable; the envelope."""
    result = await client.call_tool(tool, args)
    env = assert_error_contract(result, "INVALID_ARGUMENT", field, await tool_catalog(client), tool=tool)
    await assert_plan_callable(client, env)
    return env


def _planted(tmp_path: Path, out: Path, name: str) -> tuple[Path, Path]:
    """A dangling link `out/name` to a file outside every folder of the server: the link and its target."""
    outside = tmp_path / "outside"
    outside.mkdir(exist_ok=True)
    out.mkdir(parents=True, exist_ok=True)
    link, target = out / name, outside / f"target-{name}"
    link.symlink_to(target)
    return link, target


async def test_a_download_is_not_written_through_a_planted_link(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    link, target = _planted(tmp_path, out, "report.csv")
    async with make_client(output_dir=out) as client:
        page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("download.html")}))
        clicked = await ok(client, "browser_click", {"ref": ref_of(page, "link", "Download report")})
        (got,) = clicked.structured_content["downloads"]
    assert not target.exists(), "the download was written through the link"
    assert link.is_symlink() and link.readlink() == target
    assert got["file"] == "report-2.csv" and got["suggested"] == "report.csv", got
    assert (out / "report-2.csv").read_bytes() == (REPO / "fixtures_html" / "report.csv").read_bytes()


async def test_a_second_tabs_video_is_not_written_through_a_planted_link(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    link, target = _planted(tmp_path, out, "clip-1.webm")
    async with make_client(caps=frozenset({"devtools"}), output_dir=out) as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("counter.html")})
        await ok(client, "browser_start_video", {"filename": "clip.webm"})
        await ok(client, "browser_tabs", {"action": "new", "url": fixtures.url("form.html")})
        stopped = await ok(client, "browser_stop_video", {})
    assert not target.exists(), "the second tab's video was written through the link"
    assert link.is_symlink()
    files = [Path(f["file"]).name for f in stopped.structured_content["files"]]
    assert files == ["clip.webm", "clip-1-2.webm"], files
    assert "clip-1-2.webm is clip-1.webm under a fresh name" in text_of(stopped)
    assert not list(out.glob("*.part")) and (out / "clip-1-2.webm").stat().st_size > 100


async def test_a_file_the_server_did_not_write_is_never_replaced(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    """A file already in the output folder keeps its bytes: ours gets a fresh name, which the answer says;
    a file this server wrote is replaced when asked again; a link is refused, not followed."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "state.json").write_text("the user's own notes\n")
    async with make_client(caps=frozenset({"storage", "pdf"}), output_dir=out) as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("storage.html")})
        saved = await ok(client, "browser_storage_state", {"filename": "state.json"})
        assert (out / "state.json").read_text() == "the user's own notes\n"
        assert saved.structured_content["file"].endswith("state-2.json"), saved.structured_content
        assert "state.json was already there and is not this server's" in text_of(saved)
        again = await ok(client, "browser_storage_state", {"filename": "state-2.json"})  # ours: replaced
        assert again.structured_content["file"].endswith("state-2.json") and not (out / "state-2-2.json").exists()

        _, target = _planted(tmp_path, out, "page.pdf")
        (out / "sub").symlink_to(tmp_path / "outside", target_is_directory=True)
        pdf = await ok(client, "browser_pdf_save", {"filename": "page.pdf"})
        assert pdf.structured_content["file"].endswith("page-2.pdf") and not target.exists()
        err = await refused(client, "browser_pdf_save", {"filename": "sub/x.pdf"}, "filename")
        assert "not followed" in err["message"] and not (tmp_path / "outside" / "x.pdf").exists()
        _, calls = await follow(client, err)
        assert calls == 1 and list(out.glob("sub-*.pdf")) == [] and len(list(out.glob("x-*.pdf"))) == 1


async def test_storage_state_is_read_from_the_output_and_auth_folders_only(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`../x.json` and a file of the working directory outside both folders are refused, the files there
    offered; one of those, given, is restored."""
    monkeypatch.chdir(tmp_path)  # a desktop host may start the server anywhere: here, beside the state file
    out = tmp_path / "out"
    out.mkdir()
    host = fixtures.url("").split("/")[2].split(":")[0]
    state = {"cookies": [{"name": "stolen", "value": "1", "domain": host, "path": "/", "expires": -1,
                          "httpOnly": False, "secure": False, "sameSite": "Lax"}], "origins": []}  # fmt: skip
    (tmp_path / "x.json").write_text(json.dumps(state))
    (out / "mine.json").write_text(json.dumps(state))
    async with make_client(caps=frozenset({"storage"}), output_dir=out, auth_dir=tmp_path / "auth") as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("storage.html")})
        for given in ("../x.json", str(tmp_path / "x.json"), "x.json"):
            err = await refused(client, "browser_set_storage_state", {"filename": given}, "filename")
            assert err["allowed_values"] == ["mine.json"], err
            assert str(out) in err["message"] and "auth" in err["message"], err
        cookies = await ok(client, "browser_cookie_list", {})
        assert "stolen" not in text_of(cookies)
        restored = await ok(client, "browser_set_storage_state", {"filename": "mine.json"})
        assert "stolen=1" in text_of(restored)


async def test_save_auth_never_replaces_the_roles_file(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    auth = tmp_path / "auth"
    auth.mkdir()
    roles = auth / "roles.json"
    roles.write_text('{"roles": {"admin": {"auth": "admin.json"}}}')
    async with make_client(auth_dir=auth) as client:
        await ok(client, "browser_navigate", {"url": fixtures.url("storage.html")})
        err = await refused(client, "browser_save_auth", {"name": "roles"}, "name")
        assert roles.read_text() == '{"roles": {"admin": {"auth": "admin.json"}}}'
        assert err["suggested_value"] == "roles-2.json", err
        text, _ = await follow(client, err)
        assert "roles-2.json" in text and (auth / "roles-2.json").is_file()
        await ok(client, "browser_save_auth", {"name": "roles-2"})  # a profile it wrote: refreshed


async def _trace_on_a_secret(client: Any, fixtures: FixtureServer) -> None:
    page = text_of(await ok(client, "browser_navigate", {"url": fixtures.url("form.html")}))
    await ok(client, "browser_start_tracing", {})
    line = next(line for line in page.splitlines() if "textbox" in line)
    ref = line.split("[ref=")[1].split("]")[0]
    await ok(client, "browser_type", {"ref": ref, "text": "{{PAROLE}}"})


async def test_a_trace_whose_redaction_cannot_write_is_kept_redacted(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path
) -> None:
    """The old tree redacted in the output folder: a folder in the way of its scratch file failed the
    redaction and left the unredacted trace there. Redacted in a private folder, it is not in the way."""
    out, env = tmp_path / "out", tmp_path / "secrets.env"
    env.write_text(f"PAROLE={SECRET}\n")
    (out / "trace.zip.redacting").mkdir(parents=True)
    async with make_client(caps=frozenset({"devtools"}), output_dir=out, secrets_file=env) as client:
        await _trace_on_a_secret(client, fixtures)
        await client.call_tool("browser_stop_tracing", {"filename": "trace.zip"})
    with zipfile.ZipFile(out / "trace.zip") as archive:
        assert all(SECRET.encode() not in archive.read(e) for e in archive.infolist()), "an unredacted trace"
    assert (out / "trace.zip.redacting").is_dir()


async def test_a_trace_whose_redaction_fails_leaves_nothing(
    make_client: MakeClient, fixtures: FixtureServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out, env = tmp_path / "out", tmp_path / "secrets.env"
    env.write_text(f"PAROLE={SECRET}\n")

    def broken(path: Path, hidden: secrets.Secrets) -> None:
        raise OSError("redaction failed")

    monkeypatch.setattr(secrets, "redact_trace", broken)
    async with make_client(caps=frozenset({"devtools"}), output_dir=out, secrets_file=env) as client:
        await _trace_on_a_secret(client, fixtures)
        result = await client.call_tool("browser_stop_tracing", {"filename": "trace.zip"})
        assert result.is_error, text_of(result)
        assert error_of(result)["code"] == "INTERNAL_ERROR"
    assert sorted(p.name for p in out.rglob("*") if p.is_file()) == [], "a trace is on disk unredacted"
