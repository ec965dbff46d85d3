#!/usr/bin/env bash
# A throwaway PostgreSQL for the tests (ADR 0331).
#   eval "$(bash scripts/postgres-test-server.sh start)"   # exports TEST_DATABASE_URL, PG_TEST_DIR
#   bash scripts/postgres-test-server.sh stop "$PG_TEST_DIR"
# `start` does nothing when TEST_DATABASE_URL is already set (a server the caller provides).
# Otherwise it installs Debian's postgresql when no server binaries exist (as test-all.sh does
# for chromium), creates a cluster in a temp folder (trust auth, no fsync: the data is thrown
# away) listening on a free localhost port, and prints the export lines. Only the export lines
# go to stdout; progress goes to stderr.
set -euo pipefail

find_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

# postgres refuses to run as root: as root, run the server as the `postgres` system user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    echo "==> PostgreSQL for tests: using TEST_DATABASE_URL" >&2
    return 0
  fi
  local bin
  bin="$(find_bin || true)"
  if [ -z "$bin" ]; then
    echo "==> installing Debian's postgresql" >&2
    local sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >&2
    bin="$(find_bin)"
  fi
  local dir port
  dir="$(mktemp -d "${TMPDIR:-/tmp}/balimice-pg-XXXXXX")"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$dir"
  port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
  as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >&2 \
    || { cat "$dir/server.log" >&2; exit 1; }
  echo "==> PostgreSQL for tests on 127.0.0.1:$port ($dir)" >&2
  echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
  echo "export PG_TEST_DIR=$dir"
}

stop() {
  local dir="${1:-${PG_TEST_DIR:-}}"
  [ -n "$dir" ] && [ -d "$dir/data" ] || return 0
  local bin
  bin="$(find_bin)"
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}

case "${1:-start}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *) echo "usage: $0 start | stop [dir]" >&2; exit 2 ;;
esac
