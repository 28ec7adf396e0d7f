"""The one output folder (--output-dir): where the files tools write go, and which paths a tool may use.

A file name an agent gives resolves against the output folder. A file a tool reads may be there or in
the working directory (the allowed roots, as playwright-mcp has them); a file it writes only in the
output folder (nothing the agent names overwrites the project's own files). A path outside is
INVALID_ARGUMENT on the argument, with the same name inside the output folder as the corrected call.
Answers name a file by its path relative to the working directory.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from verdex_py.config import OUTPUT_DIR_NAME, Settings
from verdex_py.errors import CorrectionFacts, InvalidArgument


def output_dir(settings: Settings) -> Path:
    return settings.output_dir or (Path.cwd() / OUTPUT_DIR_NAME).resolve()


def roots(settings: Settings) -> tuple[Path, ...]:
    return output_dir(settings), Path.cwd().resolve()


def stamped(stem: str, suffix: str) -> str:
    """A default file name: `page-2026-11-28T08-31-20-123.pdf`."""
    now = time.time()
    return f"{stem}-{time.strftime('%Y-%m-%dT%H-%M-%S', time.gmtime(now))}-{int(now * 1000) % 1000:03d}{suffix}"


def resolve(settings: Settings, name: str, *, field: str, arguments: dict[str, Any], must_exist: bool = False) -> Path:
    """The path `name` stands for, inside the allowed roots (a folder made for a file to write)."""
    allowed = roots(settings) if must_exist else roots(settings)[:1]
    try:
        path = (allowed[0] / Path(name).expanduser()).resolve()
    except (ValueError, RuntimeError, OSError) as exc:  # a NUL byte, a name too long
        raise InvalidArgument(f"{name!r} is not a usable file name: {exc}.", field=field) from None
    if not any(path.is_relative_to(root) for root in allowed):
        inside = Path(name).name or "file"
        raise InvalidArgument(
            f"{name} resolves to {path}, outside the allowed folders ({', '.join(map(str, allowed))}).",
            field=field,
            allowed_values=[str(r) for r in allowed],
            suggested_value=inside,
            details={"path": name, "resolved": str(path), "option": "--output-dir"},
            facts=CorrectionFacts({**arguments, field: inside}),
        )
    if must_exist and not path.is_file():
        raise InvalidArgument(
            f"There is no file {shown(path)}.",
            field=field,
            details={"path": name, "resolved": str(path)},
        )
    if not must_exist:
        path.parent.mkdir(parents=True, exist_ok=True)
    return path


def shown(path: Path) -> str:
    """A file as answers name it: relative to the working directory when inside it."""
    cwd = Path.cwd().resolve()
    return str(path.relative_to(cwd)) if path.is_relative_to(cwd) else str(path)
