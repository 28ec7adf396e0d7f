"""Every server option, declared once: command line, `VERDEX_<NAME>`, `--config FILE`, defaults.

pydantic-settings reads the environment and the config file and validates everything; the
command line is generated from the same fields (help text shows each default and variable),
so a new option is one `Field` here. Precedence: command line > environment > config file >
defaults. `to_settings` turns the validated options into the runtime `Settings`.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tomllib
from contextvars import ContextVar
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, NoDecode, PydanticBaseSettingsSource, SettingsConfigDict

ENV_PREFIX = "VERDEX_"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
# Playwright's permission names (BrowserContext.grant_permissions).
PERMISSIONS = (
    "accelerometer",
    "ambient-light-sensor",
    "background-sync",
    "camera",
    "clipboard-read",
    "clipboard-write",
    "geolocation",
    "gyroscope",
    "local-fonts",
    "local-network-access",
    "magnetometer",
    "microphone",
    "midi",
    "midi-sysex",
    "notifications",
    "payment-handler",
    "storage-access",
)

_config_file: ContextVar[Path | None] = ContextVar("verdex_config_file", default=None)

# Lists: comma-separated in a variable or one flag (a JSON array works too), an array in a file.
CsvList = Annotated[tuple[str, ...], NoDecode]


def _opt(default: Any, help: str, metavar: str | None = None, *, repeat: bool = False, **bounds: Any) -> Any:
    """A field with what the command line needs: help text, metavar, whether the flag repeats."""
    return Field(default, description=help, json_schema_extra={"metavar": metavar, "repeat": repeat}, **bounds)


class Options(BaseSettings):
    """The options as a user gives them (flag names); `to_settings` derives the runtime Settings."""

    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, extra="forbid", env_ignore_empty=True)

    config: Path | None = _opt(None, "TOML or JSON file of options; keys are the flags' names in snake_case", "FILE")
    transport: Literal["stdio", "http"] = _opt("stdio", "stdio, or streamable HTTP at /mcp", "stdio|http")
    host: str = _opt("127.0.0.1", "HTTP bind address (non-loopback needs --auth-token)", "HOST")
    port: int = _opt(8931, "HTTP port", "PORT", ge=1, le=65535)
    roles: Path | None = _opt(None, "roles file (TOML or JSON)", "FILE")
    role: CsvList = _opt(
        (),
        "one role, repeatable; a --role without =AUTH_FILE is the starting role (the first such one)",
        "NAME[=AUTH_FILE][@DEFAULT_URL]",
        repeat=True,
    )
    auth_dir: Path | None = _opt(
        None,
        "auth profiles folder for roles; beats the roles file's auth_dir "
        "(unset: the roles file's auth_dir, else auth_profiles beside the roles file or in the working directory)",
        "DIR",
    )
    strict_roles: bool = _opt(False, "refuse roles that are not configured (UNKNOWN_ROLE)")
    headed: bool = _opt(False, "show the browser window")
    executable_path: str | None = _opt(None, "Chromium/Chrome to launch (unset: discovered)", "PATH")
    no_sandbox: bool = _opt(
        False, "launch Chromium without its sandbox (containers; implied as root); --sandbox turns it back on"
    )
    timeout_action: int = _opt(5000, "timeout of one browser action", "MS", gt=0)
    timeout_navigation: int = _opt(15000, "timeout of one navigation", "MS", gt=0)
    caps: CsvList = _opt((), "opt-in capabilities, comma-separated (known: evaluate)", "LIST")
    allowed_origins: CsvList = _opt((), "only these origins may be opened or loaded (comma-separated)", "LIST")
    blocked_origins: CsvList = _opt((), "these origins are refused (comma-separated)", "LIST")
    allow_file_urls: bool = _opt(False, "allow file: URLs")
    upload_dir: CsvList = _opt(
        (), "folder browser_file_upload may read from, repeatable (unset: uploads are refused)", "DIR", repeat=True
    )
    auth_token: str | None = _opt(
        None, "bearer token HTTP clients must send; several, comma-separated: one per client", "TOKEN[,TOKEN...]"
    )
    allowed_hosts: CsvList = _opt(
        (), "extra Host values accepted over HTTP, e.g. myhost:8931 (loopback always is)", "LIST"
    )
    session_idle_timeout: float = _opt(
        1800.0, "close an HTTP session and its browser contexts after this long unused", "SECONDS", gt=0
    )
    max_sessions: int = _opt(
        32,
        "HTTP sessions open at once; at the cap a new one evicts an idle one (gone clients, never-used, then least "
        "recently used); 503 only while all are mid-call",
        "N",
        ge=1,
    )
    secrets: Path | None = _opt(None, "dotenv file of secrets, typed as {{NAME}} and redacted everywhere", "FILE")
    record: Path | None = _opt(None, "record each tool call as a JSON line to this file", "FILE")
    log_level: str = _opt("INFO", f"stderr log level: {', '.join(LOG_LEVELS)} (any case)", "LEVEL")
    browser_endpoint: str | None = _opt(None, "remote Playwright browser server instead of launching", "ws://...")
    cdp_endpoint: str | None = _opt(None, "remote Chromium over the DevTools protocol", "http://HOST:9222|ws://...")
    endpoint_header: CsvList = _opt((), "header sent to either endpoint, repeatable", "NAME:VALUE", repeat=True)
    connect_timeout: int = _opt(10000, "timeout connecting to a remote browser", "MS", gt=0)
    device: str | None = _opt(None, "emulate a device from Playwright's device list, e.g. 'Pixel 7'", "NAME")
    viewport_size: str | None = _opt(None, "viewport in CSS pixels (unset: 1280x800, or the device's)", "WxH")
    user_agent: str | None = _opt(None, "user agent of every role's context", "UA")
    locale: str | None = _opt(None, "locale, e.g. fr-FR", "LOCALE")
    timezone: str | None = _opt(None, "IANA time zone, e.g. Europe/Paris", "TZ")
    proxy_server: str | None = _opt(None, "proxy for every role's context, e.g. http://127.0.0.1:3128", "URL")
    proxy_bypass: str | None = _opt(None, "hosts that skip the proxy, comma-separated", "LIST")
    ignore_https_errors: bool = _opt(False, "accept invalid HTTPS certificates")
    grant_permissions: CsvList = _opt((), "permissions granted to every role, comma-separated", "LIST")
    init_script: CsvList = _opt(
        (), "JavaScript file run in every page before its own scripts, repeatable", "FILE", repeat=True
    )
    user_data_dir: Path | None = _opt(None, "persistent profiles: role R keeps its profile in DIR/R", "DIR")
    save_trace: Path | None = _opt(None, "write a Playwright trace per role to DIR/<role>-<timestamp>.zip", "DIR")
    idle_timeout: float | None = _opt(
        None, "close the browser after this long without a call (unset: never)", "SECONDS", gt=0
    )

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return init_settings, env_settings, ConfigFileSource(settings_cls)

    @field_validator(
        "role", "caps", "allowed_origins", "blocked_origins", "upload_dir", "allowed_hosts",
        "endpoint_header", "grant_permissions", "init_script", mode="before",
    )  # fmt: skip
    @classmethod
    def _split_lists(cls, value: Any) -> Any:
        """A string is comma-separated (or a JSON array); a list (repeated flag, config array) is kept."""
        if isinstance(value, str):
            if value.lstrip().startswith("["):
                try:
                    value = json.loads(value)
                except ValueError as exc:
                    raise ValueError(f"not a valid JSON array ({exc})") from None
            else:
                value = value.split(",")
        if isinstance(value, list | tuple):
            return tuple(str(v).strip() for v in value if str(v).strip())
        return value

    @field_validator("allowed_origins", "blocked_origins", "allowed_hosts")
    @classmethod
    def _no_trailing_slash(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(v.rstrip("/") for v in value)

    @field_validator("caps")
    @classmethod
    def _known_caps(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        known = known_caps()
        unknown = [c for c in value if c not in known]
        if unknown:
            raise ValueError(
                f"unknown capabilit{'ies' if len(unknown) > 1 else 'y'} {', '.join(unknown)}; known: {', '.join(known)}"
            )
        return value

    @field_validator("log_level")
    @classmethod
    def _level(cls, value: str) -> str:
        if value.upper() not in LOG_LEVELS:
            raise ValueError(f"accepts {', '.join(LOG_LEVELS)} (any case)")
        return value.upper()

    @field_validator("viewport_size")
    @classmethod
    def _viewport(cls, value: str | None) -> str | None:
        if value is not None and not re.fullmatch(r"[1-9]\d{0,4}x[1-9]\d{0,4}", value):
            raise ValueError("accepts WIDTHxHEIGHT in CSS pixels, e.g. 1280x800")
        return value

    @field_validator("browser_endpoint")
    @classmethod
    def _ws_url(cls, value: str | None) -> str | None:
        if value is not None and not re.match(r"wss?://", value):
            raise ValueError("accepts a ws:// or wss:// URL (a Playwright browser server)")
        return value

    @field_validator("cdp_endpoint")
    @classmethod
    def _cdp_url(cls, value: str | None) -> str | None:
        if value is not None and not re.match(r"(https?|wss?)://", value):
            raise ValueError("accepts an http(s):// or ws(s):// URL (a Chromium DevTools endpoint)")
        return value

    @field_validator("endpoint_header")
    @classmethod
    def _headers(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for header in value:
            name, sep, _ = header.partition(":")
            if not sep or not re.fullmatch(r"[A-Za-z0-9!#$%&'*+.^_`|~-]+", name.strip()):
                raise ValueError(f"{header.split(':')[0]!r} is not NAME:VALUE (a header name, a colon, its value)")
        return value

    @field_validator("grant_permissions")
    @classmethod
    def _permissions(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        unknown = [p for p in value if p not in PERMISSIONS]
        if unknown:
            raise ValueError(f"unknown permission {', '.join(unknown)}; known: {', '.join(PERMISSIONS)}")
        return value

    @field_validator("locale")
    @classmethod
    def _locale(cls, value: str | None) -> str | None:
        if value is not None and not re.fullmatch(r"[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*", value):
            raise ValueError("accepts a BCP 47 language tag, e.g. en-US or fr-FR")
        return value

    @field_validator("timezone")
    @classmethod
    def _timezone(cls, value: str | None) -> str | None:
        import zoneinfo

        zones = zoneinfo.available_timezones()
        if value is not None and zones and value not in zones:
            raise ValueError("accepts an IANA time zone, e.g. Europe/Paris or America/New_York")
        return value


def known_caps() -> tuple[str, ...]:
    """Capabilities some tool is published under (the tool table is the one source)."""
    from verdex_py.server.tools import ALL_TOOLS

    return tuple(sorted({t.capability for t in ALL_TOOLS if t.capability}))


# Keys whose relative paths, in a config file, resolve against the file's folder.
PATH_KEYS = {"roles", "auth_dir", "secrets", "record", "upload_dir", "init_script", "user_data_dir", "save_trace"}


class OptionError(ValueError):
    """A bad option: one line naming the option, its source and what it accepts (exit code 2)."""


def read_config_file(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text) if path.suffix.lower() == ".toml" else json.loads(text)
    except (OSError, ValueError) as exc:
        raise OptionError(
            f"--config {path}: cannot read it as {'TOML' if path.suffix == '.toml' else 'JSON'}: {exc}"
        ) from None
    if not isinstance(data, dict):
        raise OptionError(f"--config {path}: expected a table/object of options")
    if "config" in data:
        raise OptionError(f"--config {path}: a config file cannot name another one ('config' key)")
    folder = path.parent
    for key in PATH_KEYS & data.keys():
        value = data[key]
        if isinstance(value, str):
            data[key] = str(folder / value)
        elif isinstance(value, list):
            data[key] = [str(folder / v) if isinstance(v, str) else v for v in value]
    return data


class ConfigFileSource(PydanticBaseSettingsSource):
    """The `--config` file (TOML or JSON), the lowest source above the defaults."""

    def __init__(self, settings_cls: type[BaseSettings]) -> None:
        super().__init__(settings_cls)
        path = _config_file.get()
        self.data = read_config_file(path) if path else {}

    def get_field_value(self, field: Any, field_name: str) -> tuple[Any, str, bool]:
        return self.data.get(field_name), field_name, False

    def __call__(self) -> dict[str, Any]:
        return dict(self.data)


# ---------------------------------------------------------------- command line


class _Parser(argparse.ArgumentParser):
    _argv: list[str] = []

    def parse_args(self, args: Any = None, namespace: Any = None) -> Any:  # type: ignore[override]
        self._argv = list(sys.argv[1:] if args is None else args)
        return super().parse_args(args, namespace)

    def error(self, message: str) -> None:  # type: ignore[override]
        """One line instead of argparse's usage block, same exit code."""
        if "invalid choice" in message:  # `--prot 3`: argparse blames "3"; the unknown flag is the news
            unknown = [a.split("=")[0] for a in self._argv if a.startswith("--")]
            unknown = [a for a in unknown if a not in self._option_string_actions]
            if unknown:
                message = f"unrecognized arguments: {unknown[0]}"
        raise OptionError(f"{message} (verdex-py --help lists the options)")


def flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def env_name(name: str) -> str:
    return ENV_PREFIX + name.upper()


def shown_default(name: str) -> str:
    default = Options.model_fields[name].default
    if isinstance(default, bool):
        return "on" if default else "off"
    if default in (None, ()):
        return "unset"
    return str(default)


def help_text(name: str) -> str:
    return f"{Options.model_fields[name].description} [default: {shown_default(name)}; env {env_name(name)}]"


def add_option_flags(parser: argparse.ArgumentParser) -> None:
    """One flag per Options field; values left out of the namespace when not given."""
    unset = argparse.SUPPRESS
    for name, field in Options.model_fields.items():
        extra = field.json_schema_extra or {}
        help = help_text(name).replace("%", "%%")
        if name == "no_sandbox":
            parser.add_argument("--no-sandbox", dest=name, action="store_const", const=True, help=help, default=unset)
            parser.add_argument(
                "--sandbox", dest=name, action="store_const", const=False, help=argparse.SUPPRESS, default=unset
            )
        elif field.annotation is bool:
            parser.add_argument(flag(name), action=argparse.BooleanOptionalAction, help=help, default=unset)
        else:
            action = "append" if extra.get("repeat") else "store"
            parser.add_argument(flag(name), action=action, metavar=extra.get("metavar"), help=help, default=unset)


def build_parser(prog: str = "verdex-py", description: str | None = None) -> argparse.ArgumentParser:
    parser = _Parser(prog=prog, description=description, allow_abbrev=False)
    add_option_flags(parser)
    return parser


def command_line_values(ns: argparse.Namespace) -> dict[str, Any]:
    """The options given on the command line (never the subcommand's own arguments)."""
    return {k: v for k, v in vars(ns).items() if k in Options.model_fields}


# ---------------------------------------------------------------- loading and errors


def load(cli: dict[str, Any], environ: dict[str, str] | None = None) -> Options:
    """Validate every source into Options, or raise OptionError with one line about the first problem."""
    environ = os.environ if environ is None else environ
    config = cli.get("config") or environ.get(env_name("config")) or None
    token = _config_file.set(Path(config).expanduser().resolve() if config else None)
    try:
        return Options(**cli)
    except ValidationError as exc:
        raise OptionError(describe(exc, cli, environ)) from None
    finally:
        _config_file.reset(token)


def accepts(name: str) -> str:
    """What a field accepts, from its type and bounds."""
    field = Options.model_fields[name]
    annotation = field.annotation
    if getattr(annotation, "__origin__", None) is Literal:
        return "one of " + ", ".join(annotation.__args__)
    if annotation is bool:
        return "true or false (also 1/0, yes/no, on/off)"
    low = high = None
    for meta in field.metadata:
        if getattr(meta, "ge", None) is not None:
            low = f">= {meta.ge}"
        if getattr(meta, "gt", None) is not None:
            low = f"> {meta.gt}"
        if getattr(meta, "le", None) is not None:
            high = meta.le
    kind = "an integer" if annotation is int else "a number" if "float" in str(annotation) else "a value"
    if low and high is not None:
        return f"{kind} from {low.removeprefix('>= ')} to {high}"
    return f"{kind} {low}" if low else kind


def describe(exc: ValidationError, cli: dict[str, Any], environ: dict[str, str]) -> str:
    error = exc.errors()[0]
    name = str(error["loc"][0]) if error["loc"] else ""
    more = f" (and {exc.error_count() - 1} more problem(s))" if exc.error_count() > 1 else ""
    if error["type"] == "extra_forbidden":
        return (
            f"--config {_config_file.get()}: {name!r} is not an option (keys are the flags' names in snake_case){more}"
        )
    if name in cli:
        value = cli[name]
        where = f"{flag(name)} {','.join(value) if isinstance(value, list | tuple) else value}"
    elif env_name(name) in {k.upper() for k in environ}:
        where = f"{env_name(name)}={environ.get(env_name(name), '')}"
    else:
        where = f"{name} = {error.get('input')!r} in {_config_file.get()}"
    if error["type"] == "value_error":
        reason = str(error["msg"]).removeprefix("Value error, ")
    else:
        reason = f"{'' if where.startswith(flag(name)) else flag(name) + ' '}accepts {accepts(name)}"
    return f"{where}: {reason}{more}"
