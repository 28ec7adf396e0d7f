"""`verdex-py`: serve MCP over stdio (default) or streamable HTTP; `verdex-py demo`.

Every flag can also come from a `VERDEX_<FLAG>` environment variable (e.g.
`VERDEX_EXECUTABLE_PATH`, `VERDEX_TRANSPORT`); a flag on the command line wins.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import sys
from pathlib import Path

from verdex_py import __version__, log
from verdex_py.config import ConfigError, Settings, load_roles_file, parse_role_shorthand


def _env(flag: str, default: str | None = None) -> str | None:
    return os.environ.get("VERDEX_" + flag.upper().replace("-", "_"), default)


def _env_bool(flag: str) -> bool:
    return (_env(flag) or "").lower() in ("1", "true", "yes", "on")


def _csv(value: str | None) -> tuple[str, ...]:
    return tuple(v.strip().rstrip("/") for v in (value or "").split(",") if v.strip())


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="verdex-py", description="MCP server driving a real browser, role by role.")
    p.add_argument("--version", action="version", version=f"verdex-py {__version__}")
    p.add_argument("--transport", choices=("stdio", "http"), default=_env("transport", "stdio"))
    p.add_argument("--host", default=_env("host", "127.0.0.1"))
    p.add_argument("--port", type=int, default=int(_env("port", "8931") or 8931))
    p.add_argument("--roles", type=Path, default=_env("roles"), help="roles file (TOML or JSON)")
    p.add_argument(
        "--auth-dir",
        type=Path,
        default=_env("auth_dir", "auth_profiles"),
        help="auth profiles folder for --role shorthands (default ./auth_profiles)",
    )
    p.add_argument("--role", action="append", default=[], metavar="NAME[=AUTH_FILE][@DEFAULT_URL]")
    p.add_argument("--strict-roles", action="store_true", default=_env_bool("strict_roles"))
    p.add_argument("--headed", action="store_true", default=_env_bool("headed"))
    p.add_argument("--executable-path", default=_env("executable_path"))
    p.add_argument("--timeout-action", type=int, default=int(_env("timeout_action", "5000") or 5000), metavar="MS")
    p.add_argument(
        "--timeout-navigation", type=int, default=int(_env("timeout_navigation", "15000") or 15000), metavar="MS"
    )
    p.add_argument("--caps", default=_env("caps", ""), help="opt-in capabilities, comma-separated (e.g. evaluate)")
    p.add_argument("--allowed-origins", default=_env("allowed_origins", ""))
    p.add_argument("--blocked-origins", default=_env("blocked_origins", ""))
    p.add_argument("--allow-file-urls", action="store_true", default=_env_bool("allow_file_urls"))
    p.add_argument(
        "--upload-dir",
        action="append",
        type=Path,
        default=None,
        metavar="DIR",
        help="folder browser_file_upload may read from (repeatable; default: the working directory)",
    )
    p.add_argument("--auth-token", default=_env("auth_token"), help="bearer token HTTP clients must send")
    p.add_argument(
        "--allowed-hosts",
        default=_env("allowed_hosts", ""),
        help="extra Host header values accepted over HTTP, e.g. myhost:8931 (loopback always is)",
    )
    p.add_argument(
        "--session-idle-timeout",
        type=float,
        default=float(_env("session_idle_timeout", "1800") or 1800),
        metavar="SECONDS",
        help="close a client's browser contexts after this long unused",
    )
    p.add_argument("--max-sessions", type=int, default=int(_env("max_sessions", "32") or 32))
    p.add_argument("--secrets", type=Path, default=_env("secrets"), help="dotenv file of secrets, typed as {{NAME}}")
    p.add_argument("--record", type=Path, default=_env("record"), help="write each tool call as a JSON line")
    p.add_argument(
        "--no-sandbox",
        action="store_true",
        default=_env_bool("no_sandbox"),
        help="launch Chromium without its sandbox (containers; implied when running as root)",
    )
    p.add_argument("--log-level", default=_env("log_level", "INFO"))
    sub = p.add_subparsers(dest="command")
    demo = sub.add_parser("demo", help="watch a scripted agent session against the bundled fixtures")
    demo.add_argument("--fixtures", type=Path, default=None, help="fixtures_html folder (default: the repo's)")
    demo.add_argument("--record-to", type=Path, default=None, help="record the demo's tool calls to this file")
    replay = sub.add_parser("replay", help="re-run a --record file against fixtures_html; exit 1 on divergence")
    replay.add_argument("file", type=Path)
    replay.add_argument("--fixtures", type=Path, default=None, help="fixtures_html folder (default: the repo's)")
    return p


def settings_from_args(ns: argparse.Namespace) -> Settings:
    roles = {}
    auth_dir = Path(ns.auth_dir).resolve()
    if ns.roles:
        auth_dir, roles = load_roles_file(Path(ns.roles).resolve())
    for text in ns.role:
        role = parse_role_shorthand(text, auth_dir)
        roles[role.name] = role
    return Settings(
        transport=ns.transport,
        host=ns.host,
        port=ns.port,
        roles=roles,
        auth_dir=auth_dir,
        strict_roles=ns.strict_roles,
        headed=ns.headed,
        executable_path=ns.executable_path,
        timeout_action_ms=ns.timeout_action,
        timeout_navigation_ms=ns.timeout_navigation,
        caps=frozenset(_csv(ns.caps)),
        allowed_origins=_csv(ns.allowed_origins),
        blocked_origins=_csv(ns.blocked_origins),
        allow_file_urls=ns.allow_file_urls,
        auth_token=ns.auth_token,
        allowed_hosts=_csv(ns.allowed_hosts),
        session_idle_timeout_s=ns.session_idle_timeout,
        max_sessions=ns.max_sessions,
        secrets_file=ns.secrets,
        record_file=ns.record,
        no_sandbox=ns.no_sandbox,
        upload_dirs=tuple(p.resolve() for p in ns.upload_dir) if ns.upload_dir else (Path.cwd(),),
    )


async def _serve(settings: Settings) -> None:
    from verdex_py.server.app import ToolRunner, build_server
    from verdex_py.server.transports import serve_http, serve_stdio

    runner = ToolRunner(settings)
    server = build_server(settings, runner)
    loop = asyncio.get_running_loop()
    stopped = asyncio.Event()

    async def close_and_exit() -> None:
        # The SDK reads stdin in a worker thread that a signal cannot interrupt, and the stdio
        # task group waits for it: close the browser first, then leave without unwinding.
        await runner.close()
        sys.stderr.flush()
        os._exit(0)

    def stop() -> None:
        if stopped.is_set():
            return
        stopped.set()
        if settings.transport == "stdio":  # HTTP stops gracefully on the event instead
            loop.create_task(close_and_exit())

    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop)
    try:
        if settings.transport == "http":
            await serve_http(server, settings, stopped)
        else:
            await serve_stdio(server)
    except asyncio.CancelledError:
        pass
    finally:
        await asyncio.shield(runner.close())  # no Chromium outlives us, however we were stopped


def main(argv: list[str] | None = None) -> None:
    ns = build_parser().parse_args(argv)
    log.configure(ns.log_level)
    try:
        settings = settings_from_args(ns)
    except ConfigError as exc:
        print(f"verdex-py: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
    if ns.command == "demo":
        from verdex_py.demo import run_demo

        raise SystemExit(asyncio.run(run_demo(settings, ns.fixtures, ns.record_to)))
    if ns.command == "replay":
        from verdex_py.replay import replay

        raise SystemExit(asyncio.run(replay(settings, ns.file, ns.fixtures)))
    try:
        asyncio.run(_serve(settings))
    except ConfigError as exc:
        print(f"verdex-py: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
