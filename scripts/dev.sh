#!/usr/bin/env bash
# One entry point that sets up a fresh machine and runs a job:
#   bash scripts/dev.sh demo    # the watchable demo
#   bash scripts/dev.sh test    # the test suite (what CI runs)
#   bash scripts/dev.sh bench   # the latency benchmark
#   bash scripts/dev.sh guard [--quick]   # the performance guard (bench/guard.py; CI runs --quick)
#   bash scripts/dev.sh test-busy [pytest args]   # tests beside a CPU burner (no test named: BUSY_TESTS)
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

# The tests that wait on timers: a page's debounce, delayed reveal, polling timer or freeze, a call's
# own action or navigation timeout, a process's stop. On a busy machine these went red (issue #42),
# so test-busy runs them beside a CPU burner; the rest wait on events and only get slower.
BUSY_TESTS=(
  tests/e2e/test_bounded.py          # pages that loop, storm, freeze: every call bounded by its timeouts
  tests/e2e/test_faults.py           # a renderer killed mid-wait, a page frozen by its own timer
  tests/e2e/test_requests.py         # endpoints that answer after N ms, a polling page, an action timeout
  tests/e2e/test_widget_classes.py   # suggestions after a debounce and a fetch, a page that stays quiet
  tests/e2e/test_resync.py           # a component that writes its old value back a moment later
  tests/e2e/test_load_dialogs.py     # a dialog opened while loading: answered at once, not at the timeout
  tests/e2e/test_runaway_calls.py    # a regex and an evaluate ended by their limits
  tests/e2e/test_shutdown.py         # calls in flight answered on a signal, processes gone
  "tests/e2e/test_remote.py::test_connect_timeout_and_headers"  # a connect timeout (the rest: minutes)
)

ensure_stress_ng() {
  command -v stress-ng >/dev/null 2>&1 && return
  if [ "$(id -u)" -ne 0 ]; then
    echo "No stress-ng found. Install it as root: apt-get update && apt-get install -y stress-ng" >&2
    exit 1
  fi
  echo "Installing Debian's stress-ng..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stress-ng >&2
}

# Two CPU workers per core, at this shell's nice (the tests' priority: the burner neither yields
# to them nor wins), the 1-minute load average sampled every 5 s; the burner is stopped on any
# exit (its own --timeout is the net should this script be killed outright).
test_busy() {
  ensure_chromium; ensure_venv; ensure_stress_ng
  local samples burner sampler status
  samples=$(mktemp)
  stress-ng --cpu $((2 * $(nproc))) --cpu-method matrixprod --timeout 3600s --quiet &
  burner=$!
  (while sleep 5; do cut -d' ' -f1 /proc/loadavg >>"$samples"; done) &
  sampler=$!
  # shellcheck disable=SC2064  # the PIDs and file are fixed now
  # (each step `|| true`: under set -e a failing command in an EXIT trap becomes the script's status)
  trap "kill $sampler $burner 2>/dev/null || true; wait $burner 2>/dev/null || true; rm -f '$samples'" EXIT
  echo "test-busy: stress-ng --cpu $((2 * $(nproc))) (pid $burner) beside the tests" >&2
  status=0
  local arg named=""
  for arg in "$@"; do [ -e "${arg%%::*}" ] && named=1; done
  if [ -z "$named" ]; then set -- "${BUSY_TESTS[@]}" "$@"; fi  # options alone (-x, -k ...): the default tests
  .venv/bin/python -m pytest -q -n 3 --dist loadfile --no-loadscope-reorder "$@" || status=$?
  kill "$sampler" "$burner" 2>/dev/null || true
  wait "$burner" 2>/dev/null || true
  sort -n "$samples" | awk '{v[NR] = $1} END {
    if (NR == 0) { print "test-busy: no load sample (the run took under 5 s)"; exit }
    printf "test-busy: load average (1 min, %d samples every 5 s): min %.2f, median %.2f, max %.2f\n",
      NR, v[1], (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), v[NR]
  }'
  return "$status"
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
  guard) ensure_chromium; ensure_venv; exec .venv/bin/python -m bench.guard "$@" ;;
  test-busy) test_busy "$@" ;;
  *) echo "usage: bash scripts/dev.sh demo|test|test-busy|bench|guard [args]" >&2; exit 2 ;;
esac
