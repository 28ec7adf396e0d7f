"""`verdex-py replay FILE` as CI runs it: the installed command in a subprocess."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.helpers import REPO
from tests.helpers.server_process import server_command, server_env

REPLAY_DEADLINE_S = 180


def run_replay(recording: Path, *flags: str, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    """The README's CI command (`verdex-py replay FILE`, no other flags needed), as a subprocess."""
    cmd = server_command("--log-level", "WARNING", "replay", str(recording), *flags, script="verdex-py")
    return subprocess.run(
        cmd,
        cwd=cwd,
        env=server_env(),
        capture_output=True,
        text=True,
        timeout=REPLAY_DEADLINE_S,
        stdin=subprocess.DEVNULL,
    )
