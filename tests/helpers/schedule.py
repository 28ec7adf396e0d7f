"""Which test modules start first under `pytest -n N --dist loadfile` (scripts/dev.sh test).

A module runs whole on one worker, so the run lasts as long as its busiest worker. pytest-xdist's
default hands out modules with the most tests first, which leaves the modules with few but long
tests (a Docker image, a wheel in a fresh venv, remote browsers, codegen in a pytest subprocess)
for the end, where one of them alone keeps a worker busy while the others are idle. Started
longest first instead (dev.sh passes `--no-loadscope-reorder`, so xdist keeps the collection
order that tests/conftest.py sorts by this list), the short modules fill the gaps at the end.

Seconds each module took (setup + call + teardown) in whole runs of `pytest -n 3 --dist loadfile`
on the shared 2-core machine, the longer of two runs; under load, so only their order matters.
A module not listed runs after these, in the usual order: only a long new module needs listing.
"""

from __future__ import annotations

from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]

LONGEST_FIRST = (
    "e2e/test_docker.py",  # builds the image first (minutes when nothing is cached)
    "e2e/test_remote.py",  # 336
    "e2e/test_literal_agent.py",  # 309
    "e2e/test_codegen.py",  # 184
    "e2e/test_plugin_project.py",  # 168
    "e2e/test_bounded.py",  # 164
    "e2e/test_values.py",  # 153
    "e2e/test_codegen_fresh_folder.py",  # 147
    "e2e/test_faults.py",  # 124
    "e2e/test_error_codes.py",  # 123
    "e2e/test_http_security.py",  # 121
    "e2e/test_deploy.py",  # 121
    "e2e/test_lifecycle.py",  # 110
    "e2e/test_covers.py",  # 106
    "e2e/test_installed_wheel.py",  # 95
    "e2e/test_widgets.py",  # 93
    "e2e/test_tools_pages.py",  # 92
    "e2e/test_snapshot_refs.py",  # 92
    "e2e/test_context_options.py",  # 86
    "e2e/test_transports.py",  # 82
    "e2e/test_http_status.py",  # 78
    "e2e/test_no_empty_blocks.py",  # 74
    "e2e/test_http_sessions.py",  # 70
    "e2e/test_soak.py",  # 60
    "e2e/test_fuzz.py",  # 54
    "unit/test_options.py",  # 49
    "e2e/test_policy_secrets.py",  # 48
    "e2e/test_replay_plugin.py",  # 46
    "e2e/test_roles.py",  # 44
    "e2e/test_fleet.py",  # 39
    "e2e/test_wire.py",  # 38
    "e2e/test_shutdown.py",  # 37
    "e2e/test_tools_input.py",  # 36
    "e2e/test_concurrency.py",  # 35
    "e2e/test_frames_auth.py",  # 33
    "e2e/test_replay_origin.py",  # 32
    "e2e/test_shared_browser.py",  # 27
    "e2e/test_error_examples.py",  # 27
    "e2e/test_compact.py",  # 25
    "e2e/test_recovery_pages.py",  # 25
    "e2e/test_schemas.py",  # 22
    "e2e/test_load_dialogs.py",  # 21
)


def rank(path: Path) -> int:
    """Where a test file starts: listed ones longest first, then the rest (in their usual order)."""
    relative = path.relative_to(TESTS).as_posix() if path.is_relative_to(TESTS) else None
    return LONGEST_FIRST.index(relative) if relative in LONGEST_FIRST else len(LONGEST_FIRST)
