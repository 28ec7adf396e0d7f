"""The options model: every option from each source, precedence, help text, and every bad value.

Pure logic (no browser): `options.load`, and `cli.main` for the exit code and the one-line
message.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import REPO
from tests.helpers.server_process import server_command, server_env
from verdex_py import cli, options
from verdex_py.config import Settings
from verdex_py.config_error import ConfigError
from verdex_py.options import OPTIONS, OptionError

AUTH_DIR = REPO / "auth_profiles"


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No VERDEX_* variable of the developer's shell leaks in; relative paths land in tmp_path."""
    import os

    for key in list(os.environ):
        if key.upper().startswith("VERDEX_"):
            monkeypatch.delenv(key)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "init.js").write_text("window.__init = 1;")
    (tmp_path / "other.js").write_text("window.__other = 1;")


def settings(*argv: str) -> Settings:
    ns = cli.build_parser().parse_args(list(argv))
    return options.load(options.command_line_values(ns))


def refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """Run the command line; it must exit 2 with exactly one line on stderr, nothing on stdout."""
    with pytest.raises(SystemExit) as exit_info:
        cli.main(list(argv))
    out, err = capsys.readouterr()
    assert exit_info.value.code == 2, err
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("verdex-py: "), err
    return lines[0]


# (option, command-line value, environment value, config-file value, Settings attribute, expected)
T = "tmp"  # stands for tmp_path in expected paths
KNOWN_CAPS = "evaluate, storage, network, pdf, vision, testing, devtools, webmcp, all"
CASES: list[tuple[str, list[str], str, Any, str, Any]] = [
    ("transport", ["http"], "http", "http", "transport", "http"),
    ("host", ["0.0.0.0"], "0.0.0.0", "0.0.0.0", "host", "0.0.0.0"),
    ("port", ["9000"], "9000", 9000, "port", 9000),
    ("strict_roles", [], "1", True, "strict_roles", True),
    ("headed", [], "true", True, "headed", True),
    (
        "executable_path",
        ["/usr/bin/chromium"],
        "/usr/bin/chromium",
        "/usr/bin/chromium",
        "executable_path",
        "/usr/bin/chromium",
    ),
    ("no_sandbox", [], "yes", True, "no_sandbox", True),
    ("timeout_action", ["1234"], "1234", 1234, "timeout_action_ms", 1234),
    ("timeout_navigation", ["4321"], "4321", 4321, "timeout_navigation_ms", 4321),
    ("caps", ["evaluate"], "evaluate", ["evaluate"], "caps", frozenset({"evaluate"})),
    (
        "allowed_origins",
        ["http://a.test/,http://b.test"],
        "http://a.test/,http://b.test",
        ["http://a.test/", "http://b.test"],
        "allowed_origins",
        ("http://a.test", "http://b.test"),
    ),
    ("blocked_origins", ["http://c.test"], "http://c.test", ["http://c.test"], "blocked_origins", ("http://c.test",)),
    ("allow_file_urls", [], "on", True, "allow_file_urls", True),
    ("upload_dir", ["up1", "up2"], "up1,up2", ["up1", "up2"], "upload_dirs", (f"{T}/up1", f"{T}/up2")),
    ("auth_token", ["s3cret"], "s3cret", "s3cret", "auth_token", "s3cret"),
    ("allowed_hosts", ["myhost:8931"], "myhost:8931", ["myhost:8931"], "allowed_hosts", ("myhost:8931",)),
    ("session_idle_timeout", ["60"], "60", 60, "session_idle_timeout_s", 60.0),
    ("max_sessions", ["3"], "3", 3, "max_sessions", 3),
    ("max_sessions_per_token", ["2"], "2", 2, "max_sessions_per_token", 2),
    ("page_tool_description_chars", ["300"], "300", 300, "page_tool_description_chars", 300),
    ("page_tool_schema_bytes", ["4096"], "4096", 4096, "page_tool_schema_bytes", 4096),
    ("secrets", ["s.env"], "s.env", "s.env", "secrets_file", f"{T}/s.env"),
    ("record", ["r.jsonl"], "r.jsonl", "r.jsonl", "record_file", f"{T}/r.jsonl"),
    (
        "browser_endpoint",
        ["ws://127.0.0.1:3000/"],
        "ws://127.0.0.1:3000/",
        "ws://127.0.0.1:3000/",
        "browser_endpoint",
        "ws://127.0.0.1:3000/",
    ),
    (
        "cdp_endpoint",
        ["http://127.0.0.1:9222"],
        "http://127.0.0.1:9222",
        "http://127.0.0.1:9222",
        "cdp_endpoint",
        "http://127.0.0.1:9222",
    ),
    (
        "endpoint_header",
        ["X-Token: abc", "X-Other:d"],
        "X-Token: abc,X-Other:d",
        ["X-Token: abc", "X-Other:d"],
        "endpoint_headers",
        {"X-Token": "abc", "X-Other": "d"},
    ),
    ("connect_timeout", ["2500"], "2500", 2500, "connect_timeout_ms", 2500),
    ("device", ["Pixel 7"], "Pixel 7", "Pixel 7", "device", "Pixel 7"),
    ("viewport_size", ["800x600"], "800x600", "800x600", "viewport_size", (800, 600)),
    ("user_agent", ["UA/1"], "UA/1", "UA/1", "user_agent", "UA/1"),
    ("locale", ["fr-FR"], "fr-FR", "fr-FR", "locale", "fr-FR"),
    ("timezone", ["Europe/Paris"], "Europe/Paris", "Europe/Paris", "timezone", "Europe/Paris"),
    (
        "proxy_server",
        ["http://127.0.0.1:3128"],
        "http://127.0.0.1:3128",
        "http://127.0.0.1:3128",
        "proxy_server",
        "http://127.0.0.1:3128",
    ),
    ("proxy_bypass", ["localhost,.test"], "localhost,.test", "localhost,.test", "proxy_bypass", "localhost,.test"),
    ("ignore_https_errors", [], "1", True, "ignore_https_errors", True),
    ("uncondensed", [], "1", True, "uncondensed", True),
    ("output_dir", ["out"], "out", "out", "output_dir", f"{T}/out"),
    (
        "grant_permissions",
        ["geolocation,notifications"],
        "geolocation,notifications",
        ["geolocation", "notifications"],
        "grant_permissions",
        ("geolocation", "notifications"),
    ),
    (
        "init_script",
        ["init.js", "other.js"],
        "init.js,other.js",
        ["init.js", "other.js"],
        "init_scripts",
        (f"{T}/init.js", f"{T}/other.js"),
    ),
    ("user_data_dir", ["profiles"], "profiles", "profiles", "user_data_dir", f"{T}/profiles"),
    ("save_trace", ["traces"], "traces", "traces", "save_trace_dir", f"{T}/traces"),
    ("idle_timeout", ["90"], "90", 90, "idle_timeout_s", 90.0),
    ("max_download_mb", ["2.5"], "2.5", 2.5, "max_download_mb", 2.5),
    ("max_downloads", ["3"], "3", 3, "max_downloads", 3),
    ("max_console_chars", ["4000"], "4000", 4000, "max_console_chars", 4000),
    ("max_console_line", ["300"], "300", 300, "max_console_line", 300),
    ("max_adhoc_roles", ["2"], "2", 2, "max_adhoc_roles", 2),
    ("max_video_recorders", ["1"], "1", 1, "max_video_recorders", 1),
    ("log_level", ["debug"], "warning", "ERROR", None, None),  # checked on its own below
    ("roles", [], "", None, None, None),  # roles, role, auth_dir, config: tested on their own below
    ("role", [], "", None, None, None),
    ("auth_dir", [], "", None, None, None),
    ("config", [], "", None, None, None),
]


def _expected(value: Any, tmp_path: Path) -> Any:
    def fix(v: Any) -> Any:
        if isinstance(v, str) and v.startswith(f"{T}/"):
            return (tmp_path / v[len(T) + 1 :]).resolve()
        return v

    return tuple(fix(v) for v in value) if isinstance(value, tuple) else fix(value)


def test_every_option_has_a_case() -> None:
    assert sorted(c[0] for c in CASES) == sorted(OPTIONS)


def _flag_args(name: str, values: list[str]) -> list[str]:
    if not values:  # a boolean switch
        return [options.flag(name)]
    return [arg for v in values for arg in (options.flag(name), v)]


@pytest.mark.parametrize("case", [c for c in CASES if c[4]], ids=lambda c: c[0])
def test_each_option_from_each_source(case: tuple, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Command line, VERDEX_<NAME> and the config file each set the option to the same value."""
    name, cli_values, env_value, file_value, attr, expected = case
    expected = _expected(expected, tmp_path)
    default = getattr(Settings(), attr)
    assert getattr(settings(), attr) == default

    assert getattr(settings(*_flag_args(name, cli_values)), attr) == expected, "command line"

    monkeypatch.setenv(options.env_name(name), env_value)
    assert getattr(settings(), attr) == expected, "environment"
    monkeypatch.delenv(options.env_name(name))

    conf = tmp_path / "conf" / "verdex.json"
    conf.parent.mkdir(exist_ok=True)
    conf.write_text(json.dumps({name: file_value}))
    for script in ("init.js", "other.js"):  # paths in a config file resolve against its folder
        (conf.parent / script).write_text("1;")
    from_file = getattr(settings("--config", str(conf)), attr)
    assert from_file == _expected(case[5], conf.parent), "config file"


def test_log_level_is_case_insensitive(monkeypatch: pytest.MonkeyPatch) -> None:
    assert options.load({"log_level": "debug"}).log_level == "DEBUG"
    monkeypatch.setenv("VERDEX_LOG_LEVEL", "warning")
    assert options.load({}).log_level == "WARNING"


def test_precedence_command_line_then_environment_then_file_then_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    conf = tmp_path / "verdex.toml"
    conf.write_text('port = 7001\nhost = "10.0.0.1"\ntimeout_action = 777\nheaded = true\n')
    monkeypatch.setenv("VERDEX_CONFIG", str(conf))
    monkeypatch.setenv("VERDEX_PORT", "7002")
    monkeypatch.setenv("VERDEX_HOST", "10.0.0.2")
    s = settings("--port", "7003")
    assert (s.port, s.host, s.timeout_action_ms, s.headed, s.timeout_navigation_ms) == (
        7003,
        "10.0.0.2",
        777,
        True,
        15000,
    )


def test_booleans_turn_off_from_the_command_line(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("VERDEX_HEADED", "1")
    monkeypatch.setenv("VERDEX_NO_SANDBOX", "1")
    monkeypatch.setenv("VERDEX_STRICT_ROLES", "1")
    s = settings("--no-headed", "--sandbox", "--no-strict-roles")
    assert (s.headed, s.no_sandbox, s.strict_roles) == (False, False, False)
    conf = tmp_path / "c.json"
    conf.write_text('{"ignore_https_errors": true, "allow_file_urls": true}')
    s = settings("--config", str(conf), "--no-ignore-https-errors", "--no-allow-file-urls")
    assert (s.ignore_https_errors, s.allow_file_urls) == (False, False)


def test_help_shows_every_option_with_its_default_and_variable() -> None:
    text = " ".join(cli.build_parser().format_help().split())
    for name in OPTIONS:
        assert options.field(name).description, name
        assert options.flag(name) in text, name
        assert f"env {options.env_name(name)}]" in text, name
        assert f"[default: {options.shown_default(name)};" in options.help_text(name)
    assert "[default: 8931; env VERDEX_PORT]" in text


BAD = [
    (["--port", "99999"], {}, "verdex-py: --port 99999: accepts an integer from 1 to 65535"),
    (["--port", "0"], {}, "verdex-py: --port 0: accepts an integer from 1 to 65535"),
    ([], {"VERDEX_PORT": "abc"}, "verdex-py: VERDEX_PORT=abc: --port accepts an integer from 1 to 65535"),
    (
        ["--log-level", "loud"],
        {},
        "verdex-py: --log-level loud: accepts DEBUG, INFO, WARNING, ERROR, CRITICAL (any case)",
    ),
    (
        ["--caps", "vison,pdff"],
        {},
        f"verdex-py: --caps vison,pdff: unknown capabilities vison, pdff; known: {KNOWN_CAPS}",
    ),
    ([], {"VERDEX_CAPS": "core"}, f"verdex-py: VERDEX_CAPS=core: unknown capability core; known: {KNOWN_CAPS}"),
    (["--transport", "sse"], {}, "verdex-py: --transport sse: accepts one of stdio, http"),
    ([], {"VERDEX_HEADED": "maybe"}, "verdex-py: VERDEX_HEADED=maybe: --headed accepts true or false"),
    (["--timeout-action", "-5"], {}, "verdex-py: --timeout-action -5: accepts an integer > 0"),
    (["--timeout-navigation", "soon"], {}, "verdex-py: --timeout-navigation soon: accepts an integer > 0"),
    (["--session-idle-timeout", "0"], {}, "verdex-py: --session-idle-timeout 0: accepts a number > 0"),
    (["--max-sessions", "0"], {}, "verdex-py: --max-sessions 0: accepts an integer >= 1"),
    (["--connect-timeout", "x"], {}, "verdex-py: --connect-timeout x: accepts an integer > 0"),
    (["--idle-timeout", "-1"], {}, "verdex-py: --idle-timeout -1: accepts a number > 0"),
    (["--viewport-size", "800"], {}, "verdex-py: --viewport-size 800: accepts WIDTHxHEIGHT in CSS pixels"),
    (["--browser-endpoint", "http://x"], {}, "verdex-py: --browser-endpoint http://x: accepts a ws:// or wss:// URL"),
    (["--cdp-endpoint", "host:9222"], {}, "verdex-py: --cdp-endpoint host:9222: accepts an http(s):// or ws(s)://"),
    (["--endpoint-header", "token"], {}, "verdex-py: --endpoint-header token: 'token' is not NAME:VALUE"),
    (
        ["--grant-permissions", "geolocation,teleport"],
        {},
        "verdex-py: --grant-permissions geolocation,teleport: unknown permission teleport; known: accelerometer,",
    ),
    (["--locale", "french!"], {}, "verdex-py: --locale french!: accepts a BCP 47 language tag"),
    (["--timezone", "Mars/Olympus"], {}, "verdex-py: --timezone Mars/Olympus: accepts an IANA time zone"),
    (
        ["--device", "Pixl 7"],
        {},
        "verdex-py: --device 'Pixl 7' is not in Playwright's device list; did you mean 'Pixel 7'",
    ),
    (["--init-script", "missing.js"], {}, "verdex-py: --init-script "),
    (["--roles", "nope.json"], {}, "verdex-py: cannot read roles file "),
    (["--role", "bad name!"], {}, "verdex-py: role name 'bad name!' must match"),
    (["--config", "nope.toml"], {}, "verdex-py: --config "),
    (["--bogus"], {}, "verdex-py: unrecognized arguments: --bogus (verdex-py --help lists the options)"),
    (["--prot", "3"], {}, "verdex-py: unrecognized arguments: --prot (verdex-py --help lists the options)"),
    (["--headed=maybe"], {}, "verdex-py: argument --headed/--no-headed: ignored explicit argument 'maybe'"),
]


@pytest.mark.parametrize(("argv", "env", "expected"), BAD, ids=[" ".join(b[0]) or str(b[1]) for b in BAD])
def test_each_bad_value_is_one_line_and_exit_2(
    argv: list[str],
    env: dict[str, str],
    expected: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    line = refusal(capsys, *argv)
    assert line.startswith(expected), line
    assert len(line) < 400, line


def test_config_file_refusals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    conf = tmp_path / "c.toml"
    conf.write_text("prot = 3\n")
    assert refusal(capsys, "--config", str(conf)) == (
        f"verdex-py: --config {conf}: 'prot' is not an option (keys are the flags' names in snake_case)"
    )
    conf.write_text("port = 70000\n")
    assert refusal(capsys, "--config", str(conf)) == (
        f"verdex-py: port = 70000 in {conf}: --port accepts an integer from 1 to 65535"
    )
    conf.write_text("port = \n")
    assert refusal(capsys, "--config", str(conf)).startswith(f"verdex-py: --config {conf}: cannot read it as TOML")
    conf.write_text('config = "other.toml"\n')
    assert "cannot name another one" in refusal(capsys, "--config", str(conf))


def test_a_bad_value_never_shows_a_traceback(tmp_path: Path) -> None:
    """The installed command, not only main(): exit code 2, one line, no traceback."""
    done = subprocess.run(
        server_command(),
        env=server_env({"VERDEX_PORT": "abc"}),
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "verdex-py: VERDEX_PORT=abc: --port accepts an integer from 1 to 65535\n"


# ---------------------------------------------------------------- roles, auth folder, starting role


def _roles_file(folder: Path, data: dict[str, Any]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "roles.json"
    path.write_text(json.dumps(data))
    return path


def test_auth_dir_flag_is_used_by_a_roles_file_without_auth_dir(tmp_path: Path) -> None:
    roles = _roles_file(tmp_path / "conf", {"roles": {"customer": {"auth": "customer.json"}}})
    s = settings("--roles", str(roles), "--auth-dir", str(AUTH_DIR))
    assert s.auth_dir == AUTH_DIR and s.roles["customer"].auth_file == AUTH_DIR / "customer.json"
    s = settings("--roles", str(roles))  # no flag: auth_profiles beside the roles file
    assert s.auth_dir == tmp_path / "conf" / "auth_profiles"


def test_auth_dir_flag_beats_the_roles_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    roles = _roles_file(tmp_path / "conf", {"auth_dir": "elsewhere", "roles": {"c": {"auth": "customer.json"}}})
    assert settings("--roles", str(roles)).auth_dir == tmp_path / "conf" / "elsewhere"
    monkeypatch.setenv("VERDEX_AUTH_DIR", str(AUTH_DIR))
    assert settings("--roles", str(roles)).roles["c"].auth_file == AUTH_DIR / "customer.json"


def test_bare_role_is_the_starting_role_and_keeps_a_configured_role(tmp_path: Path) -> None:
    s = settings("--role", "guest")
    assert (s.default_role, set(s.roles)) == ("guest", {"guest"})
    assert s.default_role_reason == "--role guest (the first --role without an auth file)"
    roles = _roles_file(
        tmp_path,
        {"auth_dir": str(AUTH_DIR), "roles": {"customer": {"auth": "customer.json", "default_url": "http://x/"}}},
    )
    s = settings("--roles", str(roles), "--role", "admin=admin.json", "--role", "customer", "--role", "other")
    assert s.default_role == "customer"
    assert (
        s.roles["customer"].auth_file == AUTH_DIR / "customer.json" and s.roles["customer"].default_url == "http://x/"
    )
    assert set(s.roles) == {"customer", "admin", "other"}
    s = settings("--role", "customer=customer.json", "--auth-dir", str(AUTH_DIR))
    assert s.default_role is None  # a role defined with its auth file is not a selection


def test_roles_file_default_role(tmp_path: Path) -> None:
    roles = _roles_file(tmp_path, {"default_role": "guest", "roles": {"guest": {}, "admin": {}}})
    s = settings("--roles", str(roles))
    assert s.default_role == "guest" and s.default_role_reason == f"default_role in the roles file {roles}"
    assert settings("--roles", str(roles), "--role", "admin").default_role == "admin"  # the command line wins
    roles.write_text(json.dumps({"default_role": "root", "roles": {"guest": {}}}))
    with pytest.raises(ConfigError, match="default_role 'root' is not one of its roles \\(guest\\)"):
        settings("--roles", str(roles))


def test_options_module_loads_without_a_command_line() -> None:
    """Other modules (the demo, the plugin) can load Settings from keyword values alone."""
    assert options.load({"port": 1234, "role": ["guest"]}).port == 1234
    with pytest.raises(OptionError, match="^--port 0: accepts"):
        options.load({"port": 0})


def test_settings_built_in_code_read_only_their_arguments(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """`Settings(...)` in code (tests, the plugin) never picks up the shell's VERDEX_* or a config file."""
    conf = tmp_path / "c.json"
    conf.write_text('{"port": 7001}')
    monkeypatch.setenv("VERDEX_PORT", "7002")
    monkeypatch.setenv("VERDEX_CONFIG", str(conf))
    s = Settings(timeout_action_ms=1234, upload_dirs=("up",))
    assert (s.port, s.config, s.timeout_action_ms, s.upload_dirs) == (8931, None, 1234, (tmp_path / "up",))
    assert options.load({}).port == 7002


def test_runtime_attribute_names_are_no_options(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """`timeout_action_ms` is what the runtime reads; only `timeout_action` is an option."""
    monkeypatch.setenv("VERDEX_TIMEOUT_ACTION_MS", "1")
    assert options.load({}).timeout_action_ms == 5000
    conf = tmp_path / "c.toml"
    conf.write_text("timeout_action_ms = 1\n")
    with pytest.raises(OptionError, match="'timeout_action_ms' is not an option"):
        options.load({"config": str(conf)})


def test_known_capabilities_are_the_tools_capabilities() -> None:
    """--caps is checked against config.CAPABILITIES (no import of the tool table): every tool's
    capability is one of them; playwright-mcp's groups are accepted even while one has no tool yet."""
    from verdex_py.config import CAPABILITIES
    from verdex_py.server.tools import ALL_TOOLS

    assert {t.capability for t in ALL_TOOLS if t.capability} <= set(CAPABILITIES)
    assert "evaluate" in {t.capability for t in ALL_TOOLS}


def test_caps_all_is_playwright_mcps_groups_and_never_evaluate() -> None:
    assert Settings(caps="all").caps == {"storage", "network", "pdf", "vision", "testing", "devtools", "webmcp"}
    assert Settings(caps="all,evaluate").caps == {
        "storage",
        "network",
        "pdf",
        "vision",
        "testing",
        "devtools",
        "webmcp",
        "evaluate",
    }
    assert Settings(caps="storage").caps == {"storage"}


# ---------------------------------------------------------------- README


def test_readme_options_table_is_generated_from_the_model() -> None:
    check = subprocess.run(
        [sys.executable, "-m", "verdex_py.options_readme", "--check"], cwd=REPO, capture_output=True, text=True
    )
    assert check.returncode == 0, check.stderr


def test_readme_refusal_examples_are_what_the_command_prints() -> None:
    """The `$ ...` lines under README's Options section, run for real; the next line is their stderr."""
    import re
    import shlex

    section = (REPO / "README.md").read_text(encoding="utf-8").split("### Options", 1)[1]
    block = re.search(r"```text\n(.*?)```", section, re.S)
    assert block, "README's Options section has no example block"
    lines = block.group(1).splitlines()
    examples = [(lines[i][2:], lines[i + 1]) for i in range(len(lines) - 1) if lines[i].startswith("$ ")]
    assert len(examples) >= 3, lines
    for command, expected in examples:
        words = shlex.split(command)
        assigned = {}
        while "=" in words[0]:
            key, _, value = words.pop(0).partition("=")
            assigned[key] = value
        assert words[0] == "verdex-py", command
        done = subprocess.run(
            server_command(*words[1:]), env=server_env(assigned), capture_output=True, text=True, timeout=60,
            stdin=subprocess.DEVNULL,
        )  # fmt: skip
        assert (done.returncode, done.stderr) == (2, expected + "\n"), (command, done.stderr)


def test_a_missing_auth_file_names_the_path_tried(tmp_path: Path) -> None:
    from verdex_py.browser.role.auth import AuthProfileError, load_storage_state

    s = settings("--role", "admin=admin-missing.json", "--auth-dir", str(tmp_path / "profiles"))
    tried = s.roles["admin"].auth_file
    assert tried == (tmp_path / "profiles" / "admin-missing.json").resolve()
    with pytest.raises(AuthProfileError) as info:
        load_storage_state(tried)
    assert info.value.reason == "missing"
    assert info.value.message == f"auth profile admin-missing.json does not exist (looked for {tried})"


def test_a_calls_ceiling_outlasts_the_remote_connect_timeout() -> None:
    """A first call to a slow remote endpoint must end in the connect's own answer, not the ceiling."""
    local = Settings(timeout_action_ms=3000, timeout_navigation_ms=8000, connect_timeout_ms=30000)
    remote = Settings(
        timeout_action_ms=3000, timeout_navigation_ms=8000, connect_timeout_ms=30000, cdp_endpoint="http://127.0.0.1:9"
    )
    assert local.call_timeout_s == 21.0
    assert remote.call_timeout_s == 51.0 > remote.connect_timeout_ms / 1000 + 2 * remote.timeout_navigation_ms / 1000
