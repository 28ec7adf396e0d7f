"""`verdex-py replay FILE` as CI runs it: the installed command in a subprocess."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from tests.helpers import REPO, console_script

REPLAY_DEADLINE_S = 180


def run_replay(recording: Path, *flags: str, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    """The README's CI command (`verdex-py replay FILE`, no other flags needed), as a subprocess."""
    cmd = [console_script(), "--log-level", "WARNING", "replay", str(recording), *flags]
    env = {k: v for k, v in os.environ.items() if not k.startswith("VERDEX_")}
    return subprocess.run(
        cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=REPLAY_DEADLINE_S, stdin=subprocess.DEVNULL
    )
