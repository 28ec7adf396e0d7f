"""`verdex-py`: serve MCP over stdio (default) or streamable HTTP; `verdex-py demo`, `replay`.

The options are declared once in config.py (`Settings`) and read by options.py (flags,
`VERDEX_*` variables, `--config`);
a bad one is one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import sys
import threading
from pathlib import Path
from typing import NoReturn

from verdex_py import __version__, log, options
from verdex_py.config import Settings
from verdex_py.config_error import ConfigError


def build_parser() -> argparse.ArgumentParser:
    """Every option (generated from `Settings`) plus the subcommands and their own arguments."""
    p = options.build_parser(description="MCP server driving a real browser, role by role.")
    p.add_argument("--version", action="version", version=f"verdex-py {__version__}")
    sub = p.add_subparsers(dest="command", parser_class=argparse.ArgumentParser)
    demo = sub.add_parser("demo", help="watch a scripted agent session against the bundled fixtures")
    demo.add_argument("--fixtures", type=Path, default=None, help="pages to serve (default: the bundled fixtures)")
    demo.add_argument("--record-to", type=Path, default=None, help="record the demo's tool calls to this file")
    replay = sub.add_parser("replay", help="re-run a --record file (its roles come with it); exit 1 on divergence")
    replay.add_argument("file", type=Path)
    replay.add_argument(
        "--fixtures", type=Path, default=None, help="pages served for unmapped loopback origins (default: bundled)"
    )
    replay.add_argument(
        "--origin",
        action="append",
        default=[],
        metavar="RECORDED=TARGET",
        help="replay calls recorded on origin RECORDED against TARGET, repeatable, "
        "e.g. http://127.0.0.1:8000=http://localhost:3000",
    )
    codegen = sub.add_parser(
        "codegen",
        help="turn a --record file into a pytest-playwright test module",
        description="Write one pytest-playwright test per recorded session and role. Roles' saved logins "
        "come from the recording's options line, else from `verdex-py --auth-dir DIR --role NAME=FILE "
        "codegen ...`; the module reads them from $VERDEX_AUTH_DIR when that is set.",
    )
    codegen.add_argument(
        "recording",
        type=Path,
        help="the JSON Lines file a server wrote while an agent used it: `verdex-py --record FILE` "
        "(one line per tool call, after an options line), or `verdex-py demo --record-to FILE`",
    )
    codegen.add_argument("-o", "--output", type=Path, default=None, help="test module to write (default: stdout)")
    codegen.add_argument(
        "--serve-fixtures",
        action="store_true",
        help="serve the recorded pages again while the tests run (the project's ini verdex_fixtures_dir "
        "folder when it holds them, else verdex-py's bundled demo pages) instead of using the recorded origin",
    )
    return p


def settings_from_args(ns: argparse.Namespace) -> Settings:
    """Settings from a parsed command line, the environment and --config (OptionError/ConfigError if bad)."""
    return options.load(options.command_line_values(ns))


HARD_EXIT_S = 20.0  # signal to exit, whatever hangs (a remote browser, a client not reading stdout)


async def _serve(settings: Settings) -> None:
    """Serve until EOF (stdio) or a signal; on SIGTERM/SIGINT/SIGHUP shut down in order, then return.

    The order: every call in flight is answered (server/shutdown.py), every context closes
    (traces written) and the browser goes, then the transport stops: stdio ends its input as
    at EOF, HTTP stops uvicorn. A second signal, or HARD_EXIT_S without finishing, exits at
    once (Playwright's driver then takes its Chromium down with it).
    """
    from verdex_py.server.app import ToolRunner, build_server
    from verdex_py.server.transports import serve_http, serve_stdio

    runner = ToolRunner(settings)
    server = build_server(settings, runner)
    loop = asyncio.get_running_loop()
    finished = asyncio.Event()  # calls answered, contexts and browser closed: the transport may stop
    stopping: list[asyncio.Task[None]] = []  # the shutdown, once signalled (held: a bare task may be collected)

    async def shut_down(reason: str) -> None:
        try:
            await runner.shutdown(reason)
        finally:
            finished.set()

    def on_signal(sig: signal.Signals) -> None:
        if stopping:
            _exit_now(f"second signal ({sig.name}) during shutdown")
        log.get(__name__).info("shutting_down", signal=sig.name, transport=settings.transport)
        watchdog = threading.Timer(HARD_EXIT_S, _exit_now, [f"shutdown took over {HARD_EXIT_S:.0f} s"])
        watchdog.daemon = True
        watchdog.start()
        stopping.append(loop.create_task(shut_down(sig.name)))

    # SIGHUP: the terminal or the session that started us went away; stop as cleanly as on SIGTERM
    for sig in (signal.SIGTERM, signal.SIGINT, *([signal.SIGHUP] if hasattr(signal, "SIGHUP") else [])):
        loop.add_signal_handler(sig, on_signal, sig)
    try:
        if settings.transport == "http":
            await serve_http(server, settings, finished, runner.sessions)
        else:
            await serve_stdio(server, finished)
    except asyncio.CancelledError:
        pass
    finally:
        await asyncio.shield(runner.close())  # no Chromium outlives us, however we were stopped


def _exit_now(why: str) -> None:
    log.get(__name__).warning("exit_now", reason=why)
    sys.stderr.flush()
    os._exit(1)


def _refuse(message: str) -> NoReturn:
    print(f"verdex-py: {message}", file=sys.stderr)
    raise SystemExit(2)


def main(argv: list[str] | None = None) -> None:
    try:
        ns = build_parser().parse_args(argv)
        settings = options.load(options.command_line_values(ns))
    except ConfigError as exc:  # OptionError too
        _refuse(str(exc))
    log.configure(settings.log_level)
    if ns.command == "demo":
        from verdex_py.demo import run_demo

        raise SystemExit(asyncio.run(run_demo(settings, ns.fixtures, ns.record_to)))
    if ns.command == "replay":
        from verdex_py.replay import replay

        try:
            raise SystemExit(asyncio.run(replay(settings, ns.file, ns.fixtures, ns.origin)))
        except (ConfigError, FileNotFoundError) as exc:
            print(f"verdex-py replay: {exc}", file=sys.stderr)
            raise SystemExit(2) from None
    if ns.command == "codegen":
        from verdex_py.codegen import run_codegen

        roles_auth = {name: role.auth_file for name, role in settings.roles.items()}
        raise SystemExit(run_codegen(ns.recording, ns.output, roles_auth, ns.serve_fixtures))
    from verdex_py.server.transports import ServeError

    try:
        asyncio.run(_serve(settings))
    except ConfigError as exc:
        _refuse(str(exc))
    except ServeError as exc:  # a valid option the machine refuses (port taken): exit 1
        print(f"verdex-py: {exc}", file=sys.stderr)
        raise SystemExit(1) from None
