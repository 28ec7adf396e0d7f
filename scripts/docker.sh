#!/usr/bin/env bash
# The Docker image, on a machine that may have no engine and no image registry:
#   bash scripts/docker.sh engine        # start a Docker engine if none answers (as root; installs docker.io if missing)
#   bash scripts/docker.sh engine-stop   # stop the engine `engine` started (by its PID), nothing else
#   bash scripts/docker.sh base          # a Debian bookworm base image made with debootstrap, once (cached)
#   bash scripts/docker.sh build [ARGS]  # engine + base, then `docker build ARGS` (default: -t verdex-py .)
# With registry access none of this is needed: `docker build -t verdex-py .` uses debian:bookworm-slim.
# The engine runs with --bridge=none --iptables=false, and everything builds and runs with --network host.
set -euo pipefail
cd "$(dirname "$0")/.."

BASE_TAG="${VERDEX_DOCKER_BASE:-verdex-base:bookworm}"
STATE="${VERDEX_DOCKER_STATE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/verdex-py/docker}"
PIDFILE="$STATE/dockerd.pid"
say() { echo "docker.sh: $*" >&2; }

engine_up() { docker info >/dev/null 2>&1; }

engine() {
  if engine_up; then return; fi
  if [ "$(id -u)" -ne 0 ]; then
    say "no Docker engine answers; start one as root: bash scripts/docker.sh engine"
    exit 1
  fi
  if ! command -v dockerd >/dev/null 2>&1; then
    say "installing docker.io and debootstrap..."
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io debootstrap >&2
  fi
  mkdir -p "$STATE"
  # No bridge and no iptables rules: this engine only ever runs containers on the host's network.
  setsid dockerd --bridge=none --iptables=false >"$STATE/dockerd.log" 2>&1 </dev/null 9>&- &
  echo $! >"$PIDFILE"
  for _ in $(seq 1 120); do
    if engine_up; then say "engine started (pid $(cat "$PIDFILE"), log $STATE/dockerd.log)"; return; fi
    if ! kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then break; fi
    sleep 0.5
  done
  say "the engine did not come up; its log:"
  tail -n 20 "$STATE/dockerd.log" >&2
  exit 1
}

engine_stop() {
  [ -f "$PIDFILE" ] || return 0
  local pid
  pid="$(cat "$PIDFILE")"
  rm -f "$PIDFILE"
  kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid"
  for _ in $(seq 1 60); do
    kill -0 "$pid" 2>/dev/null || { say "engine stopped (pid $pid)"; return 0; }
    sleep 0.5
  done
  say "engine (pid $pid) still running after 30 s; killing it"
  kill -KILL "$pid" 2>/dev/null || true
}

# The Debian mirrors this machine's apt uses (its sources), so the base fetches from the same place.
apt_uris() {
  cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null \
    | grep -v '^\s*#' | grep -oE 'https?://[^ ]+' | sed 's:/*$::' || true
}

base() {
  engine
  if docker image inspect "$BASE_TAG" >/dev/null 2>&1; then return; fi
  local tarball="$STATE/bookworm-minbase.tar"
  if [ ! -s "$tarball" ]; then
    command -v debootstrap >/dev/null 2>&1 || {
      say "debootstrap missing (apt-get install -y debootstrap)"
      exit 1
    }
    local mirror security root
    mirror="${VERDEX_DEBIAN_MIRROR:-$(apt_uris | grep -E '/debian$' | head -n 1)}"
    security="${VERDEX_DEBIAN_SECURITY_MIRROR:-$(apt_uris | grep -E '/debian-security$' | head -n 1)}"
    [ -n "$mirror" ] || {
      say "no Debian mirror in /etc/apt/sources*; set VERDEX_DEBIAN_MIRROR"
      exit 1
    }
    root="$(mktemp -d)"
    say "debootstrap bookworm (minbase) from $mirror ..."
    debootstrap --variant=minbase bookworm "$root" "$mirror" >"$STATE/debootstrap.log" 2>&1 || {
      tail -n 20 "$STATE/debootstrap.log" >&2
      rm -rf "$root"
      exit 1
    }
    {
      echo "deb $mirror bookworm main"
      echo "deb $mirror bookworm-updates main"
      if [ -n "$security" ]; then echo "deb $security bookworm-security main"; fi
    } >"$root/etc/apt/sources.list"
    # As Debian's slim images: packages installed later leave out docs, manuals and translations,
    # and the base keeps no package lists or apt caches.
    printf 'path-exclude %s\n' '/usr/share/doc/*' '/usr/share/man/*' '/usr/share/info/*' '/usr/share/locale/*' \
      '/usr/share/groff/*' '/usr/share/lintian/*' >"$root/etc/dpkg/dpkg.cfg.d/slim"
    echo 'path-include /usr/share/doc/*/copyright' >>"$root/etc/dpkg/dpkg.cfg.d/slim"
    find "$root"/usr/share/doc -mindepth 2 ! -name copyright ! -type d -delete
    rm -rf "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/locale/* \
      "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb
    tar -C "$root" -cf "$tarball.part" .
    mv "$tarball.part" "$tarball"
    rm -rf "$root"
  fi
  docker import --change 'CMD ["bash"]' "$tarball" "$BASE_TAG" >/dev/null
  say "base image $BASE_TAG ready"
}

build() {
  if [ $# -eq 0 ]; then set -- -t verdex-py .; fi
  base
  # pip inside the build trusts what this machine trusts (a TLS-inspecting proxy's CA, say): the
  # bundle is copied into the context's docker/ca/ for the build stage only, never the final image.
  local bundle="${PIP_CERT:-/etc/ssl/certs/ca-certificates.crt}"
  rm -f docker/ca/*.crt
  trap 'rm -f docker/ca/host.crt' EXIT
  if [ -s "$bundle" ]; then cp "$bundle" docker/ca/host.crt; fi
  local args=(--network host --build-arg "BASE=$BASE_TAG")
  if [ -n "${PIP_INDEX_URL:-}" ]; then args+=(--build-arg "PIP_INDEX_URL=$PIP_INDEX_URL"); fi
  docker build "${args[@]}" "$@"
}

# One base and one build at a time (parallel test workers share the cache and docker/ca/).
locked() {
  mkdir -p "$STATE"
  exec 9>"$STATE/lock"
  flock 9
  "$@"
}

job="${1:-}"
shift || true
case "$job" in
  engine) engine ;;
  engine-stop) engine_stop ;;
  base) locked base ;;
  build) locked build "$@" ;;
  *)
    echo "usage: bash scripts/docker.sh engine|engine-stop|base|build [docker build args]" >&2
    exit 2
    ;;
esac
