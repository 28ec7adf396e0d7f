"""Which files an upload may choose: only inside the --upload-dir folders."""

from __future__ import annotations

from pathlib import Path

from verdex_py.errors import InvalidArgument


def confined(paths: list[str], roots: tuple[Path, ...], chooser_open: bool) -> list[Path]:
    """Resolve every path (symlinks and `..` included) and refuse any that lands outside the folders.

    No folder configured means no upload at all: a desktop client's working directory may be
    the home folder or `/`, so nothing is readable by default.
    """
    cancel = {"corrected_arguments": {"paths": []}} if chooser_open else {}
    if paths and not roots:
        raise InvalidArgument(
            "File uploads are off: the server was started without --upload-dir, so no file may be chosen. "
            "A human must restart it with --upload-dir FOLDER"
            + ("; meanwhile paths=[] cancels the open file chooser." if chooser_open else "."),
            field="paths",
            allowed_values=[],
            details={"option": "--upload-dir", "paths": paths},
            facts=cancel,
        )
    real_roots = [root.resolve() for root in roots]
    files = []
    for raw in paths:
        try:
            given = Path(raw).expanduser()
            candidates = [given] if given.is_absolute() else [root / given for root in real_roots]
            resolved = [c.resolve() for c in candidates]
            inside = [p for p in resolved if any(p.is_relative_to(root) for root in real_roots)]
            path = next((p for p in inside if p.is_file()), None)
        except (ValueError, RuntimeError, OSError) as exc:  # a NUL byte, ~unknown_user, a name too long
            raise InvalidArgument(
                f"{raw} is not a usable path: {exc}.", field="paths", details={"path": raw, "reason": str(exc)}
            ) from None
        if not inside:
            raise InvalidArgument(
                f"{raw} resolves to {resolved[0]}, outside the upload folders ({', '.join(map(str, real_roots))}).",
                field="paths",
                allowed_values=[str(r) for r in real_roots],
                details={"path": raw, "resolved": str(resolved[0]), "option": "--upload-dir"},
            )
        if path is None:
            raise InvalidArgument(f"{raw} is not a file in the upload folders.", field="paths", details={"path": raw})
        files.append(path)
    return files
