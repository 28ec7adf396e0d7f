"""From validated options to the runtime `Settings`: roles, the starting role, files, device.

What needs the file system or Playwright (a roles file, init scripts, the device list) is
checked here, once, at start-up; problems are `ConfigError`, one line on stderr, exit 2.
"""

from __future__ import annotations

import dataclasses
import difflib
from pathlib import Path
from typing import Any

from verdex_py.config import ConfigError, RoleConfig, Settings, parse_role_shorthand, read_roles_file
from verdex_py.options import Options


def _role_settings(opts: Options) -> dict[str, Any]:
    """Roles from the roles file and --role, the auth folder, and the starting role with its reason."""
    explicit_dir = opts.auth_dir.expanduser().resolve() if opts.auth_dir else None
    roles: dict[str, RoleConfig] = {}
    default_role = reason = None
    if opts.roles:
        parsed = read_roles_file(opts.roles.expanduser().resolve(), explicit_dir)
        auth_dir, roles = parsed.auth_dir, parsed.roles
        if parsed.default_role:
            default_role, reason = parsed.default_role, f"default_role in the roles file {opts.roles}"
    else:
        auth_dir = explicit_dir or Path("auth_profiles").resolve()
    for text in opts.role:
        role = parse_role_shorthand(text, auth_dir)
        if role.auth_file is None and role.name in roles:  # selects a configured role, keeping its config
            if role.default_url:
                roles[role.name] = dataclasses.replace(roles[role.name], default_url=role.default_url)
        else:
            roles[role.name] = role
        if role.auth_file is None and not (reason or "").startswith("--role"):
            default_role, reason = role.name, f"--role {role.name} (the first --role without an auth file)"
    return {"roles": roles, "auth_dir": auth_dir, "default_role": default_role, "default_role_reason": reason}


def _existing_files(opts: Options) -> tuple[Path, ...]:
    scripts = tuple(Path(p).expanduser().resolve() for p in opts.init_script)
    for script in scripts:
        if not script.is_file():
            raise ConfigError(f"--init-script {script}: no such file")
    return scripts


def device_names() -> list[str]:
    """Playwright's device list (asks its driver, so only when --device is used)."""
    from concurrent.futures import ThreadPoolExecutor

    from playwright.sync_api import sync_playwright

    def read() -> list[str]:
        with sync_playwright() as pw:
            return list(pw.devices)

    with ThreadPoolExecutor(1) as pool:  # sync Playwright refuses to run inside an event loop
        return pool.submit(read).result()


def _check_device(name: str | None) -> None:
    if name is None:
        return
    names = device_names()
    if name not in names:
        close = difflib.get_close_matches(name, names, n=3, cutoff=0.5)
        hint = f"did you mean {', '.join(repr(c) for c in close)}?" if close else f"e.g. {', '.join(names[:3])}"
        raise ConfigError(f"--device {name!r} is not in Playwright's device list; {hint}")


def _absolute(path: Path | None) -> Path | None:
    return path.expanduser().resolve() if path else None


def _check_remote(opts: Options) -> None:
    """A remote browser is the only browser: nothing that needs a local launch goes with it."""
    if opts.browser_endpoint and opts.cdp_endpoint:
        raise ConfigError("--browser-endpoint and --cdp-endpoint name two remote browsers: give one")
    if (opts.browser_endpoint or opts.cdp_endpoint) and opts.user_data_dir:
        raise ConfigError("--user-data-dir needs a browser launched here; it cannot go with a remote endpoint")


# Options that go to Settings unchanged, under the same name; every other field is derived below.
_SAME = tuple(
    f.name
    for f in dataclasses.fields(Settings)
    if f.name in Options.model_fields and f.name not in ("roles", "auth_dir", "caps", "viewport_size", "user_data_dir")
)


def to_settings(opts: Options) -> Settings:
    """The runtime Settings; ConfigError (one line) when a file or a role is unusable."""
    _check_device(opts.device)
    _check_remote(opts)
    width, _, height = (opts.viewport_size or "").partition("x")
    return Settings(
        **{name: getattr(opts, name) for name in _SAME},
        **_role_settings(opts),
        caps=frozenset(opts.caps),
        viewport_size=(int(width), int(height)) if opts.viewport_size else None,
        timeout_action_ms=opts.timeout_action,
        timeout_navigation_ms=opts.timeout_navigation,
        session_idle_timeout_s=opts.session_idle_timeout,
        idle_timeout_s=opts.idle_timeout,
        connect_timeout_ms=opts.connect_timeout,
        upload_dirs=tuple(Path(p).expanduser().resolve() for p in opts.upload_dir),  # none: uploads are refused
        secrets_file=_absolute(opts.secrets),
        record_file=_absolute(opts.record),
        user_data_dir=_absolute(opts.user_data_dir),
        save_trace_dir=_absolute(opts.save_trace),
        init_scripts=_existing_files(opts),
        endpoint_headers={k.strip(): v.strip() for k, _, v in (h.partition(":") for h in opts.endpoint_header)},
    )
