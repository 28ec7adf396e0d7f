"""The `--record` file's first line: the server options a replay needs to end the same way.

A recording is JSON lines. The first is a header, `{"verdex_recording": 1, "options": {...}}`,
holding the roles (name, auth file name, default URL, auth checks), where their auth files
were, and the options that change outcomes (strict roles, starting role, caps, URL policy).
Never a secret: auth files are named, not read; secrets are listed by name only, so a
replay can say which `--secrets` file it needs. Every other line is one tool call
(server/recording.py). Files without a header (older recordings) still replay.

Lines are whatever a page names things, so they are written to survive any character: U+2028,
U+2029 and U+0085 (which `str.splitlines` and some editors take for line ends) and lone
surrogates (which UTF-8 cannot encode) are written as JSON escapes, and a file is split on
"\n" only (json.dumps escapes every other control character, NUL and CR included).

The auth folder is stored relative to the recording's own folder (as a roles file's paths
are relative to the roles file), so a recording kept next to the project replays from any
checkout.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

from verdex_py.config import Settings
from verdex_py.config_error import ConfigError
from verdex_py.roles_file import AuthCheck, RoleConfig

VERSION = 1
# Options replayed as recorded unless the replay's command line changed them from their default.
SCALARS = ("strict_roles", "default_role", "allow_file_urls")
ORIGIN_LISTS = ("allowed_origins", "blocked_origins")


# Characters json.dumps(ensure_ascii=False) leaves raw that are a line end to someone, or no UTF-8.
_UNSAFE = re.compile("[\u0085\u2028\u2029\ud800-\udfff]")


def json_line(entry: Any) -> str:
    """One recording line, "\n" included: readable UTF-8 whatever characters `entry` holds."""
    text = json.dumps(entry, ensure_ascii=False)
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text) + "\n"


def _relative(path: Path, start: Path) -> str:
    try:
        return os.path.relpath(path, start)
    except ValueError:  # another drive (Windows): keep it absolute
        return str(path)


def _role(role: RoleConfig, auth_dir: Path) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if role.auth_file is not None:
        auth = Path(role.auth_file)
        out["auth"] = _relative(auth, auth_dir) if auth.is_relative_to(auth_dir) else str(auth)
    if role.default_url:
        out["default_url"] = role.default_url
    if role.auth_required:
        out["auth_required"] = True
    if role.auth_check is not None:
        check = role.auth_check
        out["auth_check"] = {k: v for k, v in vars(check).items() if v is not None}
    return out


def header(settings: Settings, secret_names: list[str], record_file: Path) -> dict[str, Any]:
    """The first line of a recording made with these settings."""
    auth_dir = Path(settings.auth_dir).resolve()
    options: dict[str, Any] = {
        "auth_dir": _relative(auth_dir, record_file.resolve().parent),
        "roles": {name: _role(role, auth_dir) for name, role in settings.roles.items()},
        "caps": sorted(settings.caps),
        **{name: getattr(settings, name) for name in SCALARS},
        **{name: list(getattr(settings, name)) for name in ORIGIN_LISTS},
    }
    if secret_names:
        options["secrets"] = sorted(secret_names)
    return {"verdex_recording": VERSION, "options": options}


def read(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(recorded options, calls); a line that is not JSON is a ConfigError naming it."""
    try:
        lines = path.read_text(encoding="utf-8").split("\n")  # not splitlines: U+2028 in a name is no line end
    except OSError as exc:
        raise ConfigError(f"cannot read recording {path}: {exc.strerror or exc}") from None
    calls: list[dict[str, Any]] = []
    options: dict[str, Any] = {}
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
        except ValueError as exc:
            raise ConfigError(f"recording {path} line {number} is not JSON: {exc}") from None
        if number == 1 and isinstance(entry, dict) and "verdex_recording" in entry:
            options = entry.get("options") or {}
        elif isinstance(entry, dict) and "tool" in entry:
            calls.append(entry)
        else:
            raise ConfigError(f"recording {path} line {number} is not a tool call (no 'tool')")
    return options, calls


def _recorded_role(name: str, spec: dict[str, Any], auth_dirs: list[Path]) -> tuple[RoleConfig, str | None]:
    """The role as recorded, its auth file found in the recorded or the given auth folder."""
    auth_file, note = None, None
    if spec.get("auth"):
        tried = [(folder / spec["auth"]).resolve() for folder in auth_dirs]
        auth_file = next((p for p in tried if p.is_file()), tried[0])
        if not auth_file.is_file():
            note = f"role {name}: auth file {spec['auth']} not found in {' or '.join(str(p.parent) for p in tried)}"
    check = spec.get("auth_check")
    return (
        RoleConfig(
            name=name,
            auth_file=auth_file,
            default_url=spec.get("default_url"),
            auth_required=bool(spec.get("auth_required", False)),
            auth_check=AuthCheck(**check) if check else None,
        ),
        note,
    )


def apply(settings: Settings, options: dict[str, Any], recording: Path, rewrite: Any) -> list[str]:
    """Put the recorded options into `settings` (the command line wins); return notes for the user.

    Roles given on the replay's command line replace recorded roles of the same name; other
    options are taken as recorded while the command line left them at their default.
    `rewrite` maps recorded origins onto the replay's (URLs in roles and the URL policy).
    """
    notes: list[str] = []
    if not options:
        return notes
    recorded_dir = (recording.resolve().parent / options.get("auth_dir", ".")).resolve()
    auth_dirs = [recorded_dir, Path(settings.auth_dir).resolve()]
    roles: dict[str, RoleConfig] = {}
    for name, spec in (options.get("roles") or {}).items():
        role, note = _recorded_role(name, rewrite(spec), auth_dirs)
        roles[name] = role
        if note:
            notes.append(note)
    settings.roles = {**roles, **settings.roles}
    defaults = Settings()
    for name in SCALARS:
        if name in options and getattr(settings, name) == getattr(defaults, name):
            setattr(settings, name, options[name])
    for name in ORIGIN_LISTS:
        if options.get(name) and not getattr(settings, name):
            setattr(settings, name, tuple(rewrite(options[name])))
    if options.get("caps") and not settings.caps:
        settings.caps = frozenset(options["caps"])
    if options.get("secrets") and settings.secrets_file is None:
        notes.append(f"the recording typed secrets {', '.join(options['secrets'])}: pass --secrets FILE to replay them")
    return notes
