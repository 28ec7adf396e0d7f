"""outputs.write and outputs.read_state on a real file system: no link followed anywhere below the root,
nothing replaced that this server did not write, fresh names counted from 2; with folder descriptors and,
as on a system without dir_fd, with paths."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from verdex_py import outputs
from verdex_py.config import Settings
from verdex_py.errors import InvalidArgument


@pytest.fixture(autouse=True, params=["dir_fd", "paths"])
def walk(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test with descriptors (POSIX) and with paths checked by lstat (systems without dir_fd)."""
    if request.param == "paths":
        monkeypatch.setattr(outputs, "DIR_FD", False)


def test_a_new_file_is_created_and_ours_is_replaced(tmp_path: Path) -> None:
    root = tmp_path / "out"
    first = outputs.write(root / "a" / "b.txt", b"one", root=root)
    assert first == root / "a" / "b.txt" and first.read_bytes() == b"one"
    again = outputs.write(root / "a" / "b.txt", b"two", root=root)
    assert again == first and first.read_bytes() == b"two"
    assert sorted(p.name for p in (root / "a").iterdir()) == ["b.txt"]  # no scratch file left


def test_someone_elses_file_gets_a_fresh_name(tmp_path: Path) -> None:
    root = tmp_path / "out"
    root.mkdir()
    (root / "r.csv").write_bytes(b"theirs")
    (root / "r-2.csv").write_bytes(b"theirs too")
    written = outputs.write(root / "r.csv", b"ours", root=root)
    assert written.name == "r-3.csv" and (root / "r.csv").read_bytes() == b"theirs"
    assert outputs.renamed(root / "r.csv", written).startswith(" (r.csv was already there")
    assert outputs.write(root / "r.csv", b"next", root=root, replace_own=False).name == "r-4.csv"
    with pytest.raises(outputs.NotWritten) as refused:
        outputs.write(root / "r.csv", b"x", root=root, rename=False)
    assert refused.value.taken


def test_no_link_is_followed_in_a_folder_or_as_the_file(tmp_path: Path) -> None:
    root, outside = tmp_path / "out", tmp_path / "outside"
    root.mkdir()
    outside.mkdir()
    (root / "sub").symlink_to(outside, target_is_directory=True)
    with pytest.raises(outputs.NotWritten):
        outputs.write(root / "sub" / "x.txt", b"x", root=root)
    (root / "f.txt").symlink_to(outside / "f.txt")  # dangling: O_EXCL refuses it all the same
    assert outputs.write(root / "f.txt", b"x", root=root).name == "f-2.txt"
    assert list(outside.iterdir()) == []


def test_a_replaced_file_must_still_be_the_one_written(tmp_path: Path) -> None:
    """A file this server wrote, swapped for a link or another file since, is not replaced."""
    root, outside = tmp_path / "out", tmp_path / "outside"
    outside.mkdir()
    path = outputs.write(root / "s.json", b"1", root=root)
    path.unlink()
    path.symlink_to(outside / "s.json")
    assert outputs.write(root / "s.json", b"2", root=root).name == "s-2.json"
    assert not (outside / "s.json").exists()


def test_a_mode_is_kept(tmp_path: Path) -> None:
    path = outputs.write(tmp_path / "o" / "k.json", b"{}", root=tmp_path / "o", mode=0o600)
    assert path.stat().st_mode & 0o777 == 0o600


def test_state_files_come_from_the_two_folders_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    out, auth = tmp_path / "out", tmp_path / "auth"
    out.mkdir()
    auth.mkdir()
    (out / "mine.json").write_text("{}")
    (auth / "admin.json").write_text('{"cookies": []}')
    (tmp_path / "x.json").write_text("{}")
    (out / "link.json").symlink_to(tmp_path / "x.json")
    settings = Settings(output_dir=out, auth_dir=auth)
    assert outputs.read_state(settings, "mine.json", field="f") == (out / "mine.json", b"{}")
    assert outputs.read_state(settings, "admin.json", field="f")[1] == b'{"cookies": []}'
    for name in ("../x.json", str(tmp_path / "x.json"), "x.json", "link.json", "\0.json"):
        with pytest.raises(InvalidArgument) as refused:
            outputs.read_state(settings, name, field="f")
        assert refused.value.allowed_values == ["mine.json", "admin.json"], name
    assert os.path.islink(out / "link.json")
