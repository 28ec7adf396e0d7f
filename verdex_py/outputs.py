"""The one output folder (--output-dir), and the one function every file we write goes through.

A file name an agent gives resolves against the output folder, lexically (`place`): a path outside it is
INVALID_ARGUMENT on the argument, with the same name inside as the corrected call. Writing (`write`) walks
the folders below the root one directory descriptor at a time with O_NOFOLLOW, and creates the file with
O_CREAT|O_EXCL|O_NOFOLLOW: a symbolic link planted anywhere below the root (a folder or the file itself)
is never followed. A file is only ever replaced if this server wrote it (same device and inode as when it
did); any other file already there keeps its bytes and ours gets a fresh name (`report-2.csv`), which the
answer says. Files Playwright writes itself (videos, downloads, traces) are made in a private folder
(`private_dir`, 0700, outside the output folder) and copied in through `write`.

State files an agent names (a storage state to restore) are read only from the output folder or the auth
folder, through the same descriptor walk (`read_state`): a symbolic link is refused, not followed.
Answers name a file by its path relative to the working directory.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

from verdex_py.config import OUTPUT_DIR_NAME, Settings
from verdex_py.errors import CorrectionFacts, InvalidArgument

NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
DIRECTORY = getattr(os, "O_DIRECTORY", 0)
BINARY = getattr(os, "O_BINARY", 0)
DIR_FD = {os.open, os.stat, os.mkdir, os.replace, os.unlink} <= os.supports_dir_fd  # not on Windows
FRESH_NAMES = 1000  # report-2.csv ... report-1000.csv, then the write is refused
STATE_LISTED = 30  # files offered as allowed values when a state file is refused
_MADE: dict[str, tuple[int, int]] = {}  # files this server wrote: path -> (device, inode) when it did


class NotWritten(Exception):
    """A write refused (a symbolic link in the way, a file not ours where no other name may be taken)."""

    def __init__(self, message: str, *, taken: bool = False) -> None:
        super().__init__(message)
        self.taken = taken  # the name is a file of someone else's (not a link, not an I/O failure)


def output_dir(settings: Settings) -> Path:
    return settings.output_dir or (Path.cwd() / OUTPUT_DIR_NAME).resolve()


def stamped(stem: str, suffix: str) -> str:
    """A default file name: `page-2026-11-28T08-31-20-123.pdf`."""
    now = time.time()
    return f"{stem}-{time.strftime('%Y-%m-%dT%H-%M-%S', time.gmtime(now))}-{int(now * 1000) % 1000:03d}{suffix}"


def private_dir() -> Path:
    """A folder of this process only (0700, in the system's temporary folder), where Playwright writes."""
    return Path(tempfile.mkdtemp(prefix="verdex-py-"))


def _inside(root: Path, name: str | Path) -> Path | None:
    """`name` joined to `root` and normalised without following links; None when that leaves `root`."""
    try:
        path = Path(os.path.normpath(root / Path(name).expanduser()))
    except (ValueError, RuntimeError) as exc:  # ~unknown_user
        raise ValueError(str(exc)) from None
    return path if path.is_relative_to(root) and path != root else None


def resolve(settings: Settings, name: str, *, field: str, arguments: dict[str, Any]) -> Path:
    """Where a file named `name` is to be written: inside the output folder (no link is followed here:
    `write` refuses any it meets)."""
    root = output_dir(settings)
    try:
        path = _inside(root, name) if "\0" not in name else None
    except ValueError as exc:
        raise InvalidArgument(f"{name!r} is not a usable file name: {exc}.", field=field) from None
    if path is None:
        inside = Path(name.replace("\0", "")).name or "file"
        raise InvalidArgument(
            f"{name} is outside the output folder {root}.",
            field=field,
            allowed_values=[str(root)],
            suggested_value=inside,
            details={"path": name, "option": "--output-dir"},
            facts=CorrectionFacts({**arguments, field: inside}),
        )
    return path


class _Folder(NamedTuple):
    """A folder opened for writing: its descriptor (names resolve in it), or only its path where the system
    has no `dir_fd` (Windows: each folder was checked with lstat instead, which a racing swap can beat)."""

    path: Path
    fd: int | None

    def at(self, name: str) -> tuple[Any, dict[str, Any]]:
        return (name, {"dir_fd": self.fd}) if self.fd is not None else (self.path / name, {})

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)


def _walk(root: Path, parts: tuple[str, ...], *, make: bool) -> _Folder:
    """The folder `root/parts...`, opened one level at a time without following a link."""
    if make:
        root.mkdir(parents=True, exist_ok=True)
    folder = _Folder(root, os.open(root, os.O_RDONLY | DIRECTORY) if DIR_FD else None)
    try:
        for part in parts:
            where, at = folder.at(part)
            if make:
                with contextlib.suppress(FileExistsError):
                    os.mkdir(where, 0o777, **at)
            try:
                if folder.fd is None:
                    if not stat.S_ISDIR(os.stat(where, follow_symlinks=False).st_mode):
                        raise NotADirectoryError(where)
                    inner = _Folder(folder.path / part, None)
                else:
                    inner = _Folder(folder.path / part, os.open(where, os.O_RDONLY | DIRECTORY | NOFOLLOW, **at))
            except FileNotFoundError:
                raise
            except OSError as exc:  # ELOOP: a link; ENOTDIR: a file (or a link to one) where a folder goes
                raise NotWritten(f"{part} (in {root}) is a symbolic link or not a folder: it is not followed") from exc
            folder.close()
            folder = inner
    except BaseException:
        folder.close()
        raise
    return folder


def _names(name: str) -> Iterator[str]:
    """`report.csv`, then `report-2.csv`, `report-3.csv`, ..."""
    yield name
    stem, suffix = os.path.splitext(name)
    for n in range(2, FRESH_NAMES + 1):
        yield f"{stem}-{n}{suffix}"


def _lstat(folder: _Folder, name: str) -> os.stat_result | None:
    where, at = folder.at(name)
    try:
        return os.stat(where, follow_symlinks=False, **at)
    except FileNotFoundError:
        return None


def _ours(folder: _Folder, name: str, full: Path) -> bool:
    st = _lstat(folder, name)
    return st is not None and stat.S_ISREG(st.st_mode) and _MADE.get(str(full)) == (st.st_dev, st.st_ino)


def _regular(folder: _Folder, name: str) -> bool:
    st = _lstat(folder, name)
    return st is not None and stat.S_ISREG(st.st_mode)


def _create(folder: _Folder, name: str, data: bytes | Path, mode: int) -> None:
    """A new file `name` in `folder` holding `data`; a failed copy leaves nothing behind."""
    where, at = folder.at(name)
    out = os.open(where, os.O_WRONLY | os.O_CREAT | os.O_EXCL | NOFOLLOW | BINARY, mode, **at)
    try:
        with os.fdopen(out, "wb") as sink:
            if isinstance(data, Path):
                with data.open("rb") as source:
                    shutil.copyfileobj(source, sink)
            else:
                sink.write(data)
    except BaseException:
        os.unlink(where, **at)
        raise


def write(
    path: Path,
    data: bytes | Path,
    *,
    root: Path,
    mode: int = 0o666,
    replace_own: bool = True,
    rename: bool = True,
    replaceable: frozenset[Path] = frozenset(),
) -> Path:
    """Write `data` (bytes, or a file's content) as `path` inside `root`; the path written, maybe renamed.

    Never through a symbolic link, never over a file this server did not write (`replace_own`: a file it
    wrote is replaced; `replaceable`: others it may replace, e.g. a known role's auth profile). A name held
    by someone else's file gives a fresh one (`rename`) or NotWritten (taken=True).
    """
    relative = path.relative_to(root).parts
    folder = _walk(root, relative[:-1], make=True)
    try:
        for name in _names(relative[-1]) if rename else (relative[-1],):
            full = path.with_name(name)
            if (replace_own and _ours(folder, name, full)) or (full in replaceable and _regular(folder, name)):
                scratch = f".{name}.{uuid.uuid4().hex}.part"
                _create(folder, scratch, data, mode)
                (source, at), (target, _) = folder.at(scratch), folder.at(name)
                fds = {"src_dir_fd": folder.fd, "dst_dir_fd": folder.fd} if at else {}
                os.replace(source, target, **fds)  # replaces the entry, never a link's target
            else:
                try:
                    _create(folder, name, data, mode)
                except FileExistsError:  # a file, a folder or a link (even a dangling one): not ours to touch
                    continue
            st = _lstat(folder, name)
            assert st is not None
            _MADE[str(full)] = (st.st_dev, st.st_ino)
            return full
    finally:
        folder.close()
    raise NotWritten(f"{path.name} in {path.parent} is someone else's file: it is not replaced", taken=True)


def renamed(asked: Path, written: Path) -> str:
    """What an answer adds when a file was given a fresh name ("" when it kept the one asked)."""
    if asked == written:
        return ""
    return f" ({asked.name} was already there and is not this server's: it was left as it was.)"


def save(
    settings: Settings, path: Path, data: bytes | Path, *, field: str, arguments: dict[str, Any], mode: int = 0o666
) -> Path:
    """`write` into the output folder, its refusal (a link in the way) an INVALID_ARGUMENT on `field`."""
    try:
        return write(path, data, root=output_dir(settings), mode=mode)
    except NotWritten as exc:
        fresh = stamped(path.stem, path.suffix)
        raise InvalidArgument(
            f"Nothing was written: {exc}.",
            field=field,
            suggested_value=fresh,
            details={"path": str(path)},
            facts=CorrectionFacts({**arguments, field: fresh}),
        ) from None


def read_state(settings: Settings, name: str, *, field: str) -> tuple[Path, bytes]:
    """A state file's path and bytes, from the output folder or the auth folder; a link is not followed."""
    roots = [r for r in (output_dir(settings), settings.auth_dir) if r is not None]
    problem = "is outside the folders state files are read from"
    for root in roots:
        try:
            path = _inside(root, name) if "\0" not in name else None
        except ValueError:
            path = None
        if path is None:
            continue
        try:
            folder = _walk(root, path.relative_to(root).parts[:-1], make=False)
            try:
                where, at = folder.at(path.name)
                if folder.fd is None and stat.S_ISLNK(os.stat(where, follow_symlinks=False).st_mode):
                    raise IsADirectoryError(path.name)  # no O_NOFOLLOW here: refused by lstat
                inner = os.open(where, os.O_RDONLY | NOFOLLOW | BINARY, **at)
            finally:
                folder.close()
            with os.fdopen(inner, "rb") as source:
                if not stat.S_ISREG(os.fstat(source.fileno()).st_mode):
                    raise IsADirectoryError(path.name)
                return path, source.read()
        except FileNotFoundError:
            problem = "is not a file in those folders"
        except (NotWritten, OSError):  # ELOOP: a link, not followed; a folder; unreadable
            problem = "is a symbolic link, a folder or unreadable there: it is not read"
            break
    listed = _listed(roots)
    raise InvalidArgument(
        f"{name} {problem}. State files are read from the output folder and the auth folder only "
        f"({', '.join(map(str, roots))})" + (f"; there: {', '.join(listed[:10])}." if listed else "; both are empty."),
        field=field,
        allowed_values=listed,
        details={"path": name, "folders": [str(r) for r in roots]},
    )


def _listed(roots: list[Path]) -> list[str]:
    """The JSON files in the folders, by the names a call gives them (the output folder's first)."""
    found: list[str] = []
    for root in roots:
        try:
            files = sorted(p for p in root.glob("*.json") if p.is_file() and not p.is_symlink())
        except OSError:
            continue
        found += [p.name for p in files if p.name not in found]
    return found[:STATE_LISTED]


def shown(path: Path) -> str:
    """A file as answers name it: relative to the working directory when inside it."""
    cwd = Path.cwd().resolve()
    return str(path.relative_to(cwd)) if path.is_relative_to(cwd) else str(path)
