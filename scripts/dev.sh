#!/usr/bin/env bash
# One entry point that sets up a fresh machine and runs a job:
#   bash scripts/dev.sh demo    # the watchable demo
#   bash scripts/dev.sh test    # the test suite (what CI runs)
#   bash scripts/dev.sh bench   # the latency benchmark
# Set-up is idempotent: Debian's Chromium when no browser is found, and a .venv with the project.
set -euo pipefail
cd "$(dirname "$0")/.."

# Headless, verdex-py prefers Chromium's headless shell (a third of the CPU per page,
# docs/PERFORMANCE.md); Debian packages it beside chromium. Best effort: not every apt mirror has it.
ensure_headless_shell() {
  if [ -n "${VERDEX_EXECUTABLE_PATH:-}" ] || command -v chromium-headless-shell >/dev/null 2>&1 \
     || [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    return
  fi
  echo "Installing Debian's chromium-headless-shell..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >&2 \
    || echo "No chromium-headless-shell package here: the full Chromium runs headless instead." >&2
}

ensure_chromium() {
  ensure_headless_shell
  if [ -n "${VERDEX_EXECUTABLE_PATH:-}" ] || command -v chromium >/dev/null 2>&1 \
     || command -v chromium-browser >/dev/null 2>&1 || command -v google-chrome >/dev/null 2>&1; then
    return
  fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "No Chromium found. Install it as root: apt-get update && apt-get install -y chromium" >&2
    echo "(or point VERDEX_EXECUTABLE_PATH at a Chromium/Chrome binary)" >&2
    exit 1
  fi
  echo "Installing Debian's chromium..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
}

# imageio_ffmpeg: the `video` extra's ffmpeg (in dev), linked where Playwright looks on the first video.
ensure_venv() {
  if [ -x .venv/bin/python ] \
     && .venv/bin/python -c "import verdex_py, pytest, jsonschema, xdist, importlinter, imageio_ffmpeg" 2>/dev/null; then
    return
  fi
  echo "Creating .venv and installing verdex-py with its dev dependencies..." >&2
  python3 -m venv .venv
  .venv/bin/pip install -q --upgrade pip >&2
  .venv/bin/pip install -q -e ".[dev]" >&2
}

job="${1:-}"
shift || true
case "$job" in
  demo)  ensure_chromium; ensure_venv; exec .venv/bin/verdex-py demo "$@" ;;
  # 3 workers on 2 cores: the suite is CPU-bound, and three keep both cores busy where two leave
  # some idle (docs/PERFORMANCE.md, "Test suite time"). loadfile keeps a module's tests on one
  # worker, so a module-wide fixture (a built wheel or image, one server) is set up once. (Not
  # loadgroup: pytest 9.2 ignores the group suffix pytest-xdist 3.8 writes into the node id.)
  # --no-loadscope-reorder: modules start in collection order, longest first (tests/helpers/schedule.py).
  # `-n 0` after `test` runs in this process.
  test)  ensure_chromium; ensure_venv; .venv/bin/lint-imports --no-cache; exec .venv/bin/python -m pytest -q -n 3 --dist loadfile --no-loadscope-reorder "$@" ;;
  bench) ensure_chromium; ensure_venv; exec .venv/bin/python bench/latency.py "$@" ;;
  *) echo "usage: bash scripts/dev.sh demo|test|bench [args]" >&2; exit 2 ;;
esac
