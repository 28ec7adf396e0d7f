"""The settings model: every option, declared once, and what the runtime reads.

Settings are read once at start-up (command line, `VERDEX_*` environment variables, a
`--config` file: options.py) and never change while serving. The roles it holds come from the
roles file and --role (roles_file.py). Problems in the options or the roles file are start-up
errors (`ConfigError`), one line on stderr before any client connects.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from contextvars import ContextVar
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BeforeValidator, Field, PrivateAttr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, PydanticBaseSettingsSource, SettingsConfigDict

from verdex_py import config_values as values
from verdex_py.config_error import ConfigError
from verdex_py.devices import check_device
from verdex_py.origins import parse_entry
from verdex_py.roles_file import RoleConfig, merge_roles

# Opt-in capabilities a tool may be published under (server/tools declares which tool needs which;
# tests/unit/test_options.py holds the two lists equal). Declared here so that validating --caps
# needs nothing above this module.
# playwright-mcp's groups keep its names; `all` is all of them and `webmcp` (the tools pages register:
# part of playwright-mcp's core), never `evaluate` (ours, asked by name).
PW_GROUPS = ("storage", "network", "pdf", "vision", "testing", "devtools")
ALL_CAPS = (*PW_GROUPS, "webmcp")
CAPABILITIES = ("evaluate", *ALL_CAPS)
CAPS_ACCEPTED = (*CAPABILITIES, "all")
OUTPUT_DIR_NAME = ".verdex-py"  # the default output folder, inside the working directory
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
ENV_PREFIX = "VERDEX_"

# The sources beyond the constructor's own arguments (environment, --config file). Only
# options.load sets them: a Settings built in code never reads the shell's VERDEX_* variables.
SourcesHook = Callable[[type[BaseSettings]], tuple[PydanticBaseSettingsSource, ...]]
OUTSIDE_SOURCES: ContextVar[SourcesHook | None] = ContextVar("verdex_outside_sources", default=None)


def _absolute(path: Path) -> Path:
    return path.expanduser().resolve()


AbsPath = Annotated[Path, AfterValidator(_absolute)]


def _opt(
    default: Any, help: str, metavar: str | None = None, *, option: str | None = None, repeat: bool = False, **kw: Any
) -> Any:
    """One option: help text and metavar for the command line, whether its flag repeats, and its
    user-facing name when the attribute the runtime reads is named differently (`option`)."""
    extra = {"metavar": metavar, "repeat": repeat}
    return Field(default, description=help, validation_alias=option, json_schema_extra=extra, **kw)  # type: ignore[arg-type]


def _split(value: Any) -> Any:
    """A string is comma-separated (or a JSON array); a list (repeated flag, config array) is kept."""
    if isinstance(value, str):
        if value.lstrip().startswith("["):
            try:
                value = json.loads(value)
            except ValueError as exc:
                raise ValueError(f"not a valid JSON array ({exc})") from None
        else:
            value = value.split(",")
    if isinstance(value, list | tuple | set | frozenset):
        return tuple(str(v).strip() for v in value if str(v).strip())
    return value


# Lists: comma-separated in a variable or one flag (a JSON array works too), an array in a file.
CsvList = Annotated[tuple[str, ...], NoDecode, BeforeValidator(_split)]
PathList = Annotated[tuple[AbsPath, ...], NoDecode, BeforeValidator(_split)]


class Settings(BaseSettings):
    """Every option, declared once, and what the runtime reads; read once at start-up, then fixed.

    A field's option name (flag `--x-y`, variable `VERDEX_X_Y`, config key `x_y`) is its alias
    when the runtime attribute differs (`timeout_action` -> `timeout_action_ms`). Values the
    runtime needs in another shape are converted by the validators, once: paths made absolute,
    lists split, the roles file and `--role` merged into `roles` with the auth folder and the
    starting role. Built in code (`Settings(timeout_action_ms=3000)`) it reads its arguments
    only; options.load adds the environment and the --config file, and the command line.
    """

    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX, env_prefix_target="all", env_ignore_empty=True, extra="forbid", validate_by_name=False
    )

    config: Path | None = _opt(None, "TOML or JSON file of options; keys are the flags' names in snake_case", "FILE")
    transport: Literal["stdio", "http"] = _opt("stdio", "stdio, or streamable HTTP at /mcp", "stdio|http")
    host: str = _opt("127.0.0.1", "HTTP bind address (non-loopback needs --auth-token)", "HOST")
    port: int = _opt(8931, "HTTP port", "PORT", ge=1, le=65535)
    # Given as a file (the option), held as the roles it configures plus those of --role.
    roles: Annotated[dict[str, RoleConfig] | AbsPath, NoDecode] = _opt({}, "roles file (TOML or JSON)", "FILE")
    role: CsvList = _opt(
        (),
        "one role, repeatable; a --role without =AUTH_FILE is the starting role (the first such one)",
        "NAME[=AUTH_FILE][@DEFAULT_URL]",
        repeat=True,
    )
    auth_dir: AbsPath | None = _opt(
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
    uncondensed: bool = _opt(
        False, "full snapshots show long runs of similar siblings whole instead of folding them into one line"
    )
    timeout_action_ms: int = _opt(5000, "timeout of one browser action", "MS", option="timeout_action", gt=0)
    timeout_navigation_ms: int = _opt(15000, "timeout of one navigation", "MS", option="timeout_navigation", gt=0)
    caps: Annotated[frozenset[str], NoDecode] = _opt(
        frozenset(),
        "opt-in tools, comma-separated: storage, network, pdf, vision, testing, devtools (playwright-mcp's "
        "groups), webmcp (tools the shown page registers), all (those seven), evaluate",
        "LIST",
    )
    output_dir: AbsPath | None = _opt(
        None, f"folder for the files tools write (unset: {OUTPUT_DIR_NAME} in the working directory)", "DIR"
    )
    allowed_origins: CsvList = _opt((), "only these origins may be opened or loaded (comma-separated)", "LIST")
    blocked_origins: CsvList = _opt((), "these origins are refused (comma-separated)", "LIST")
    allow_file_urls: bool = _opt(False, "allow file: URLs")
    upload_dirs: PathList = _opt(
        (),
        "folder browser_file_upload may read from, repeatable (unset: uploads are refused)",
        "DIR",
        option="upload_dir",
        repeat=True,
    )
    auth_token: str | None = _opt(
        None, "bearer token HTTP clients must send; several, comma-separated: one per client", "TOKEN[,TOKEN...]"
    )
    allowed_hosts: CsvList = _opt(
        (), "extra Host values accepted over HTTP, e.g. myhost:8931 (loopback always is)", "LIST"
    )
    session_idle_timeout_s: float = _opt(
        1800.0,
        "close an HTTP session and its browser contexts after this long unused",
        "SECONDS",
        option="session_idle_timeout",
        gt=0,
    )
    max_sessions: int = _opt(
        32,
        "HTTP sessions open at once, every token's; at the cap a token's new session evicts an idle one of its own "
        "(gone clients, never-used, then least recently used), never another token's; else 503",
        "N",
        ge=1,
    )
    max_sessions_per_token: int = _opt(
        0, "HTTP sessions one token may hold; 0: --max-sessions shared evenly among the tokens", "N", ge=0
    )
    page_tool_description_chars: int = _opt(
        1000, "--caps webmcp: characters of a page tool's description published; longer ones are cut", "N", ge=1
    )
    page_tool_schema_bytes: int = _opt(
        8192, "--caps webmcp: bytes of a page tool's inputSchema as JSON; over it, the tool is left out", "N", ge=2
    )
    secrets_file: AbsPath | None = _opt(
        None,
        "dotenv file of secrets, typed as {{NAME}}, redacted everywhere; NAME@https://site=value: only for that origin",
        "FILE",
        option="secrets",
    )
    record_file: AbsPath | None = _opt(
        None, "record each tool call as a JSON line to this file", "FILE", option="record"
    )
    log_level: str = _opt("INFO", f"stderr log level: {', '.join(LOG_LEVELS)} (any case)", "LEVEL")
    browser_endpoint: str | None = _opt(None, "remote Playwright browser server instead of launching", "ws://...")
    cdp_endpoint: str | None = _opt(None, "remote Chromium over the DevTools protocol", "http://HOST:9222|ws://...")
    endpoint_headers: Annotated[dict[str, str], NoDecode] = _opt(
        {}, "header sent to either endpoint, repeatable", "NAME:VALUE", option="endpoint_header", repeat=True
    )
    connect_timeout_ms: int = _opt(
        10000, "timeout connecting to a remote browser", "MS", option="connect_timeout", gt=0
    )
    device: str | None = _opt(None, "emulate a device from Playwright's device list, e.g. 'Pixel 7'", "NAME")
    viewport_size: Annotated[tuple[int, int] | None, NoDecode] = _opt(
        None, "viewport in CSS pixels (unset: 1280x800, or the device's)", "WxH"
    )
    user_agent: str | None = _opt(None, "user agent of every role's context", "UA")
    locale: str | None = _opt(None, "locale, e.g. fr-FR", "LOCALE")
    timezone: str | None = _opt(None, "IANA time zone, e.g. Europe/Paris", "TZ")
    proxy_server: str | None = _opt(None, "proxy for every role's context, e.g. http://127.0.0.1:3128", "URL")
    proxy_bypass: str | None = _opt(None, "hosts that skip the proxy, comma-separated", "LIST")
    ignore_https_errors: bool = _opt(False, "accept invalid HTTPS certificates")
    grant_permissions: CsvList = _opt((), "permissions granted to every role, comma-separated", "LIST")
    init_scripts: PathList = _opt(
        (),
        "JavaScript file run in every page before its own scripts, repeatable",
        "FILE",
        option="init_script",
        repeat=True,
    )
    user_data_dir: AbsPath | None = _opt(None, "persistent profiles: role R keeps its profile in DIR/R", "DIR")
    save_trace_dir: AbsPath | None = _opt(
        None, "write a Playwright trace per role to DIR/<role>-<timestamp>.zip", "DIR", option="save_trace"
    )
    idle_timeout_s: float | None = _opt(
        None, "close the browser after this long without a call (unset: never)", "SECONDS", option="idle_timeout", gt=0
    )
    # Bounds (docs/CONTRACT.md, "Bounds"): what one page or agent can make the server hold, spawn or answer.
    max_download_mb: float = _opt(100.0, "a download larger than this is cut and deleted", "MB", gt=0)
    max_downloads: int = _opt(10, "downloads kept per action; the others are cancelled", "N", ge=1)
    max_console_chars: int = _opt(
        20000, "characters of console messages one answer shows (the newest; the rest counted)", "CHARS", ge=200
    )
    max_console_line: int = _opt(2000, "characters kept of one console message", "CHARS", ge=80)
    max_adhoc_roles: int = _opt(8, "ad-hoc roles open at once (each a browser context)", "N", ge=1)
    max_video_recorders: int = _opt(4, "tabs filmed at once (each an ffmpeg process); more are not filmed", "N", ge=1)

    # The role a call without `role` acts as until select_role (None: "default", or the first
    # configured role), and why, as list_roles shows it. Derived from the roles, never an option.
    _default_role: str | None = PrivateAttr(None)
    _default_role_reason: str | None = PrivateAttr(None)

    def __init__(self, **values: Any) -> None:
        """Code names fields by their attribute (`timeout_action_ms=`); the sources by option name."""
        super().__init__(**{_OPTION_OF.get(key, key): value for key, value in values.items()})

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        outside = OUTSIDE_SOURCES.get()
        return (init_settings, *(outside(settings_cls) if outside else ()))

    @property
    def default_role(self) -> str | None:
        return self._default_role

    @default_role.setter
    def default_role(self, value: str | None) -> None:
        self._default_role = value

    @property
    def default_role_reason(self) -> str | None:
        return self._default_role_reason

    @default_role_reason.setter
    def default_role_reason(self, value: str | None) -> None:
        self._default_role_reason = value

    @property
    def call_timeout_s(self) -> float:
        """The hard ceiling of one tool call: the slowest thing it may wait for, plus slack. With a
        remote browser a call may first (re)connect: the ceiling must outlast the connect timeout, or
        a slow endpoint answers ACTION_TIMEOUT instead of its own BROWSER_UNAVAILABLE and plan."""
        connecting = self.connect_timeout_ms if self.browser_endpoint or self.cdp_endpoint else 0
        return (max(self.timeout_action_ms, self.timeout_navigation_ms) * 2 + connecting + 5000) / 1000

    # ------------------------------------------------------------ one value at a time

    @field_validator("allowed_hosts")
    @classmethod
    def _no_trailing_slash(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(v.rstrip("/") for v in value)

    @field_validator("allowed_origins", "blocked_origins")
    @classmethod
    def _origins(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        """Canonical from the start (origins.py): `HTTPS://Example.com:443/` is `https://example.com`."""
        return tuple(dict.fromkeys(parse_entry(v).text for v in value))

    @field_validator("caps", mode="before")
    @classmethod
    def _known_caps(cls, value: Any) -> Any:
        value = _split(value)
        unknown = [c for c in value if c not in CAPS_ACCEPTED] if isinstance(value, tuple) else []
        if unknown:
            raise ValueError(
                f"unknown capabilit{'ies' if len(unknown) > 1 else 'y'} {', '.join(unknown)}; "
                f"known: {', '.join(CAPS_ACCEPTED)}"
            )
        if isinstance(value, tuple | frozenset | set) and "all" in value:
            value = (*(c for c in value if c != "all"), *ALL_CAPS)
        return value

    @field_validator("log_level")
    @classmethod
    def _level(cls, value: str) -> str:
        if value.upper() not in LOG_LEVELS:
            raise ValueError(f"accepts {', '.join(LOG_LEVELS)} (any case)")
        return value.upper()

    # one value at a time (config_values.py); in `mode="before"` where the raw text is read
    _viewport = field_validator("viewport_size", mode="before")(classmethod(lambda cls, v: values.viewport(v)))
    _ws_url = field_validator("browser_endpoint")(classmethod(lambda cls, v: values.ws_url(v)))
    _cdp_url = field_validator("cdp_endpoint")(classmethod(lambda cls, v: values.cdp_url(v)))
    _permissions = field_validator("grant_permissions")(classmethod(lambda cls, v: values.permissions(v)))
    _locale = field_validator("locale")(classmethod(lambda cls, v: values.locale(v)))
    _timezone = field_validator("timezone")(classmethod(lambda cls, v: values.timezone(v)))
    _scripts_exist = field_validator("init_scripts")(classmethod(lambda cls, v: values.files_exist(v)))

    @field_validator("endpoint_headers", mode="before")
    @classmethod
    def _headers(cls, value: Any) -> Any:
        return value if isinstance(value, dict) else values.headers(_split(value))

    # ------------------------------------------------------------ what needs several values

    @model_validator(mode="after")
    def _derive(self) -> Settings:
        """Checks across options, then the roles: problems are ConfigError, one line each."""
        if self.browser_endpoint and self.cdp_endpoint:
            raise ConfigError("--browser-endpoint and --cdp-endpoint name two remote browsers: give one")
        if (self.browser_endpoint or self.cdp_endpoint) and self.user_data_dir:
            raise ConfigError("--user-data-dir needs a browser launched here; it cannot go with a remote endpoint")
        if self.device is not None:
            check_device(self.device)
        self._resolve_roles()
        return self

    def _resolve_roles(self) -> None:
        """Roles from the roles file and --role, the auth folder, and the starting role with its reason."""
        roles_file = self.roles if isinstance(self.roles, Path) else None
        given = {} if roles_file else dict(self.roles)  # type: ignore[arg-type]
        merged = merge_roles(roles_file, given, self.role, self.auth_dir)
        self.auth_dir, self.roles = merged.auth_dir, merged.roles
        self._default_role, self._default_role_reason = merged.default_role, merged.default_role_reason


# Attribute name -> option name, for the fields whose runtime name is not the option's.
_OPTION_OF = {name: str(f.validation_alias) for name, f in Settings.model_fields.items() if f.validation_alias}
