"""Reading the `Settings` (config.py) from outside: command line, `VERDEX_*`, `--config FILE`.

pydantic-settings reads the environment (`EnvSettingsSource`) and the config file
(`TomlConfigSettingsSource` / `JsonConfigSettingsSource`) and validates everything.
Precedence: command line > environment > config file > defaults.

The command line stays a thin argparse layer generated from the same fields, rather than
pydantic-settings' `CliSettingsSource`, because that source cannot give what verdex-py
promises: the subcommands (`demo`, `replay`, `codegen`) carry their own arguments that are
no options; `--no-sandbox` is an option whose opposite is `--sandbox` (implicit flags would
make `--no-no-sandbox`); help reads `[default: X; env VERDEX_X]`; and every mistake is one
line naming the option and its source, exit code 2 (`describe`).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError
from pydantic.fields import FieldInfo
from pydantic_settings import (
    BaseSettings,
    EnvSettingsSource,
    JsonConfigSettingsSource,
    PydanticBaseSettingsSource,
    TomlConfigSettingsSource,
)

from verdex_py.config import ENV_PREFIX, OUTSIDE_SOURCES, Settings
from verdex_py.config_error import ConfigError

# Option name (flag, variable and config key) -> the Settings field that holds it.
OPTIONS = {str(f.validation_alias or name): name for name, f in Settings.model_fields.items()}
# Options whose relative paths, in a config file, resolve against the file's folder.
PATH_KEYS = {
    "roles",
    "auth_dir",
    "secrets",
    "record",
    "upload_dir",
    "init_script",
    "user_data_dir",
    "save_trace",
    "output_dir",
}


class OptionError(ConfigError):
    """A bad option: one line naming the option, its source and what it accepts (exit code 2)."""


def field(name: str) -> FieldInfo:
    return Settings.model_fields[OPTIONS[name]]


def flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def env_name(name: str) -> str:
    return ENV_PREFIX + name.upper()


def shown_default(name: str) -> str:
    default = field(name).get_default(call_default_factory=True)
    if isinstance(default, bool):
        return "on" if default else "off"
    if default is None or (not default and not isinstance(default, int | float)):
        return "unset"
    return str(default)


def help_text(name: str) -> str:
    return f"{field(name).description} [default: {shown_default(name)}; env {env_name(name)}]"


# ---------------------------------------------------------------- the config file


class _ConfigFile:
    """What verdex-py adds to pydantic-settings' file sources: one-line errors, paths relative
    to the file, and no `config` key (a file cannot name another one)."""

    path: Path

    def _read_file(self, file_path: Path) -> dict[str, Any]:  # the sources' reading hook
        try:
            data = super()._read_file(file_path)  # type: ignore[misc]
        except (OSError, ValueError) as exc:
            kind = "TOML" if file_path.suffix.lower() == ".toml" else "JSON"
            raise OptionError(f"--config {file_path}: cannot read it as {kind}: {exc}") from None
        if not isinstance(data, dict):
            raise OptionError(f"--config {file_path}: expected a table/object of options")
        if "config" in data:
            raise OptionError(f"--config {file_path}: a config file cannot name another one ('config' key)")
        for key in PATH_KEYS & data.keys():
            value = data[key]
            if isinstance(value, str):
                data[key] = str(file_path.parent / value)
            elif isinstance(value, list):
                data[key] = [str(file_path.parent / v) if isinstance(v, str) else v for v in value]
        return data


class _TomlFile(_ConfigFile, TomlConfigSettingsSource):
    pass


class _JsonFile(_ConfigFile, JsonConfigSettingsSource):
    pass


def config_file_source(settings_cls: type[BaseSettings], path: Path) -> PydanticBaseSettingsSource:
    try:  # pydantic-settings skips a missing file; a --config that names one is a mistake
        path.read_bytes()
    except OSError as exc:
        kind = "TOML" if path.suffix.lower() == ".toml" else "JSON"
        raise OptionError(f"--config {path}: cannot read it as {kind}: {exc}") from None
    if path.suffix.lower() == ".toml":
        return _TomlFile(settings_cls, toml_file=path)
    return _JsonFile(settings_cls, json_file=path)


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


def add_option_flags(parser: argparse.ArgumentParser) -> None:
    """One flag per option; values left out of the namespace when not given."""
    unset = argparse.SUPPRESS
    for name in OPTIONS:
        info = field(name)
        extra: dict[str, Any] = info.json_schema_extra or {}  # type: ignore[assignment]
        help = help_text(name).replace("%", "%%")
        if name == "no_sandbox":
            parser.add_argument("--no-sandbox", dest=name, action="store_const", const=True, help=help, default=unset)
            parser.add_argument(
                "--sandbox", dest=name, action="store_const", const=False, help=argparse.SUPPRESS, default=unset
            )
        elif info.annotation is bool:
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
    return {k: v for k, v in vars(ns).items() if k in OPTIONS}


# ---------------------------------------------------------------- loading and errors


def load(cli: dict[str, Any]) -> Settings:
    """Settings from the command line values `cli` (by option name), the environment and
    --config; OptionError (a ConfigError) with one line about the first problem."""
    config = cli.get("config") or os.environ.get(env_name("config")) or None
    path = Path(config).expanduser().resolve() if config else None

    def outside(settings_cls: type[BaseSettings]) -> tuple[PydanticBaseSettingsSource, ...]:
        env = EnvSettingsSource(settings_cls)
        return (env, config_file_source(settings_cls, path)) if path else (env,)

    token = OUTSIDE_SOURCES.set(outside)
    try:
        return Settings(**cli)
    except ValidationError as exc:
        raise OptionError(describe(exc, cli, path)) from None
    finally:
        OUTSIDE_SOURCES.reset(token)


def accepts(name: str) -> str:
    """What an option accepts, from its type and bounds."""
    info = field(name)
    annotation = info.annotation
    if getattr(annotation, "__origin__", None) is Literal:
        return "one of " + ", ".join(annotation.__args__)  # type: ignore[union-attr]
    if annotation is bool:
        return "true or false (also 1/0, yes/no, on/off)"
    low = high = None
    for meta in info.metadata:
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


def describe(exc: ValidationError, cli: dict[str, Any], config: Path | None) -> str:
    """The first problem as one line: where the value came from, and what the option accepts."""
    error = exc.errors()[0]
    name = str(error["loc"][0]) if error["loc"] else ""
    more = f" (and {exc.error_count() - 1} more problem(s))" if exc.error_count() > 1 else ""
    if not name:  # a check across options, or the roles file: its message is the whole line
        return str(error["msg"]).removeprefix("Value error, ") + more
    if error["type"] == "extra_forbidden":
        return f"--config {config}: {name!r} is not an option (keys are the flags' names in snake_case){more}"
    if name in cli:
        value = cli[name]
        where = f"{flag(name)} {','.join(value) if isinstance(value, list | tuple) else value}"
    elif env_name(name) in {k.upper() for k in os.environ}:
        where = f"{env_name(name)}={os.environ.get(env_name(name), '')}"
    else:
        where = f"{name} = {error.get('input')!r} in {config}"
    if error["type"] == "value_error":
        reason = str(error["msg"]).removeprefix("Value error, ")
    else:
        reason = f"{'' if where.startswith(flag(name)) else flag(name) + ' '}accepts {accepts(name)}"
    return f"{where}: {reason}{more}"
