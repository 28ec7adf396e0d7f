"""The roles a server is configured with: the roles file (TOML or JSON) and `--role NAME[=AUTH][@URL]`.

Both become `RoleConfig`s, merged here with the auth folder and the starting role (`merge_roles`,
which config.py calls once into settings.roles). Auth files are confined to the auth profiles folder.
Problems are `ConfigError`s, one line each.
"""

from __future__ import annotations

import dataclasses
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from verdex_py.config_error import ConfigError

ROLE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
DEFAULT_ROLE = "default"


@dataclass(frozen=True)
class AuthCheck:
    """How to prove a session is still logged in: open `url`, expect text, refuse a URL pattern."""

    url: str
    expect_text: str | None = None
    reject_url_pattern: str | None = None


@dataclass(frozen=True)
class RoleConfig:
    name: str
    auth_file: Path | None = None
    default_url: str | None = None
    auth_required: bool = False
    auth_check: AuthCheck | None = None


def check_role_name(name: str) -> str:
    if not ROLE_NAME.match(name):
        raise ConfigError(f"role name {name!r} must match {ROLE_NAME.pattern}")
    return name


def confine(auth_dir: Path, file: str | Path) -> Path:
    """Resolve an auth file inside the auth profiles folder; refuse anything outside it."""
    path = (auth_dir / file).resolve()
    if not path.is_relative_to(auth_dir.resolve()):
        raise ConfigError(f"auth file {str(file)!r} is outside the auth profiles folder {auth_dir}")
    return path


def _role_from_mapping(name: str, data: dict[str, Any], auth_dir: Path) -> RoleConfig:
    known = {"auth", "default_url", "auth_required", "auth_check"}
    unknown = set(data) - known
    if unknown:
        raise ConfigError(f"role {name!r}: unknown keys {sorted(unknown)}; allowed: {sorted(known)}")
    check = data.get("auth_check")
    if check is not None:
        if not isinstance(check, dict) or "url" not in check:
            raise ConfigError(f"role {name!r}: auth_check needs at least a 'url'")
        check = AuthCheck(check["url"], check.get("expect_text"), check.get("reject_url_pattern"))
    auth = data.get("auth")
    return RoleConfig(
        name=check_role_name(name),
        auth_file=confine(auth_dir, auth) if auth else None,
        default_url=data.get("default_url"),
        auth_required=bool(data.get("auth_required", False)),
        auth_check=check,
    )


@dataclass(frozen=True)
class RolesFile:
    auth_dir: Path
    roles: dict[str, RoleConfig]
    default_role: str | None = None
    default_role_reason: str | None = None  # why it is the starting role, as list_roles shows it


def read_roles_file(path: Path, auth_dir: Path | None = None) -> RolesFile:
    """Read a TOML or JSON roles file; relative paths resolve against its folder.

    The auth folder: `auth_dir` when given (--auth-dir beats the file), else the file's own
    `auth_dir`, else `auth_profiles` beside the file.
    """
    import tomllib  # only a server given a roles file reads TOML: not imported at every start

    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    except (OSError, ValueError) as exc:
        raise ConfigError(f"cannot read roles file {path}: {exc}") from exc
    if not isinstance(data, dict) or not isinstance(data.get("roles", {}), dict):
        raise ConfigError(f"roles file {path}: expected an object with a 'roles' object")
    unknown = set(data) - {"auth_dir", "roles", "default_role"}
    if unknown:
        raise ConfigError(f"roles file {path}: unknown keys {sorted(unknown)}; allowed: auth_dir, default_role, roles")
    folder = auth_dir or (path.parent / data.get("auth_dir", "auth_profiles")).resolve()
    roles = {name: _role_from_mapping(name, spec or {}, folder) for name, spec in data.get("roles", {}).items()}
    default = data.get("default_role")
    if default is not None and default not in roles:
        raise ConfigError(f"roles file {path}: default_role {default!r} is not one of its roles ({', '.join(roles)})")
    return RolesFile(folder, roles, default)


def load_roles_file(path: Path) -> tuple[Path, dict[str, RoleConfig]]:
    """(auth folder, roles) of a roles file, for callers that need no starting role."""
    parsed = read_roles_file(path)
    return parsed.auth_dir, parsed.roles


_SHORTHAND = re.compile(r"^(?P<name>[^=@]+)(?:=(?P<auth>[^@]+))?(?:@(?P<url>.+))?$")


def parse_role_shorthand(text: str, auth_dir: Path) -> RoleConfig:
    """`NAME[=AUTH_FILE][@DEFAULT_URL]`, e.g. `admin=admin.json@http://127.0.0.1:8000/app`."""
    match = _SHORTHAND.match(text)
    if not match:
        raise ConfigError(f"--role {text!r}: expected NAME[=AUTH_FILE][@DEFAULT_URL]")
    auth = match["auth"]
    return RoleConfig(
        name=check_role_name(match["name"]),
        auth_file=confine(auth_dir, auth) if auth else None,
        default_url=match["url"],
        auth_required=False,
    )


def merge_roles(
    roles_file: Path | None, roles: dict[str, RoleConfig], role_flags: tuple[str, ...], auth_dir: Path | None
) -> RolesFile:
    """The roles file (or the roles given as such) and each --role merged, with the auth folder and the
    starting role and its reason: the first --role without an auth file, else the file's default_role."""
    default_role = default_role_reason = None
    if roles_file:
        parsed = read_roles_file(roles_file, auth_dir)
        auth_dir, roles = parsed.auth_dir, parsed.roles
        if parsed.default_role:
            default_role, default_role_reason = parsed.default_role, f"default_role in the roles file {roles_file}"
    elif auth_dir is None:
        auth_dir = Path("auth_profiles").resolve()
    roles = dict(roles)
    for text in role_flags:
        role = parse_role_shorthand(text, auth_dir)
        if role.auth_file is None and role.name in roles:  # selects a configured role, keeping its config
            if role.default_url:
                roles[role.name] = dataclasses.replace(roles[role.name], default_url=role.default_url)
        else:
            roles[role.name] = role
        if role.auth_file is None and not (default_role_reason or "").startswith("--role"):
            default_role, default_role_reason = role.name, f"--role {role.name} (the first --role without an auth file)"
    return RolesFile(auth_dir, roles, default_role, default_role_reason)
