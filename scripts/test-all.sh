#!/usr/bin/env bash
# `npm test`: installs what is missing (npm packages, Debian's chromium and postgresql), starts a
# throwaway PostgreSQL for the PostgreSQL tests unless TEST_DATABASE_URL is given, then runs the
# type check, the lint rules, the unit tests (Vitest) on SQLite and on PostgreSQL, and the end-to-end
# tests (Playwright, JS on and off; again on PostgreSQL with two app instances).
# Ends non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

# What a fresh machine lacks comes in side by side: Debian's chromium (headless shell) and
# postgresql through one apt-get in the background while npm installs (both wait on the network most of the time; one
# after the other they took the first minutes of a CI run). apt's log is printed if it fails.
# The e2e suite runs Debian's chromium-headless-shell (ADR 0431; playwright.config.ts falls back
# to /usr/bin/chromium where the shell is not installed). CHROMIUM_PATH names another browser.
DEBIAN_PACKAGES=()
if [ -n "${CHROMIUM_PATH:-}" ]; then [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable"; exit 1; }
elif [ ! -x /usr/bin/chromium-headless-shell ]; then DEBIAN_PACKAGES+=(chromium-headless-shell); fi
if [ -z "${TEST_DATABASE_URL:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then DEBIAN_PACKAGES+=(postgresql); fi
INSTALL_LOGS="$(mktemp -d)"
APT_PID=""
REBUILD_PID=""
if [ "${#DEBIAN_PACKAGES[@]}" -gt 0 ]; then
  echo "==> [${SECONDS}s] installing Debian's ${DEBIAN_PACKAGES[*]} (in the background)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  ( $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${DEBIAN_PACKAGES[@]}" ) \
    > "$INSTALL_LOGS/apt.log" 2>&1 & APT_PID=$!
fi

SQLITE_BUILD_PID=""
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # better-sqlite3 compiles SQLite (its prebuilt binary comes from GitHub, which CI cannot reach):
  # about a minute of one core. It compiles from its own tarball, the locked version checked
  # against the lock's integrity, while npm install waits on the network and the cores are idle
  # (ADR 0452); the addon is copied in before the unit tests. If that fails, npm rebuild compiles
  # it there. SQLite at -O2, the optimisation its own build uses, instead of node-gyp's -O3 (gcc
  # takes the last -O): 51 instead of 78 core-seconds, the tests as fast.
  SQLITE_BUILD="$INSTALL_LOGS/better-sqlite3"
  ROOT="$(pwd)"
  ( set -e
    mkdir -p "$SQLITE_BUILD" && cd "$SQLITE_BUILD"
    locked="$(node -p "const p = require('$ROOT/package-lock.json').packages['node_modules/better-sqlite3']; p.version + ' ' + p.integrity")"
    npm pack --json "better-sqlite3@${locked%% *}" > pack.json
    node -e "const [p] = require('./pack.json'); if (p.integrity !== process.argv[1]) { console.error('integrity ' + p.integrity + ' is not the lock\'s'); process.exit(1) }" "${locked#* }"
    tar xzf "better-sqlite3-${locked%% *}.tgz"
    cd package && CFLAGS="-O2" npm run build-release
  ) > "$INSTALL_LOGS/sqlite-build.log" 2>&1 & SQLITE_BUILD_PID=$!
  # `npm ci` refuses this lock file: the registry here lacks tailwind's optional packages
  # for other platforms, so npm sees the lock as out of sync. `npm install` honours the
  # locked versions all the same.
  echo "==> [${SECONDS}s] npm install (better-sqlite3 compiling beside it; the other install scripts later, beside the type check)"
  npm install --no-audit --no-fund --ignore-scripts
  # The other packages with install scripts are esbuild's copies (they check their binary).
  REBUILD_LOG="$INSTALL_LOGS/rebuild.log"
  npm rebuild esbuild > "$REBUILD_LOG" 2>&1 & REBUILD_PID=$!
fi

if [ -n "$APT_PID" ]; then
  APT_RC=0; wait "$APT_PID" || APT_RC=$?
  echo "==> [${SECONDS}s] Debian packages installed (exit ${APT_RC})"
  if [ "$APT_RC" -ne 0 ]; then cat "$INSTALL_LOGS/apt.log"; exit 1; fi
fi

# The PostgreSQL tests read TEST_DATABASE_URL (ADR 0331); the cluster goes when the run ends.
echo "==> [${SECONDS}s] PostgreSQL for the tests"
PG_EXPORTS="$(bash ./scripts/postgres-test-server.sh start)"
eval "$PG_EXPORTS"
trap 'bash ./scripts/postgres-test-server.sh stop "${PG_TEST_DIR:-}"' EXIT

# The type check (TypeScript 7, ADR 0434) and the lint rules read the same files and need nothing
# else: side by side, beside the rest of better-sqlite3's compile if npm install ended first.
echo "==> [${SECONDS}s] type check and lint (layering rules; awaited queries on engine-neutral tables, ADR 0339, 0451)"
npm run -s typecheck & TSC_PID=$!
npm run -s lint & LINT_PID=$!
wait "$TSC_PID"; wait "$LINT_PID"
if [ -n "$REBUILD_PID" ]; then
  REBUILD_RC=0; wait "$REBUILD_PID" || REBUILD_RC=$?
  echo "==> [${SECONDS}s] install scripts (npm rebuild esbuild) ended (exit ${REBUILD_RC})"
  if [ "$REBUILD_RC" -ne 0 ]; then cat "$REBUILD_LOG"; exit 1; fi
fi
if [ -n "$SQLITE_BUILD_PID" ]; then
  SQLITE_BUILD_RC=0; wait "$SQLITE_BUILD_PID" || SQLITE_BUILD_RC=$?
  ADDON="$SQLITE_BUILD/package/build/Release/better_sqlite3.node"
  if [ "$SQLITE_BUILD_RC" -eq 0 ] && [ -f "$ADDON" ]; then
    mkdir -p node_modules/better-sqlite3/build/Release && cp "$ADDON" node_modules/better-sqlite3/build/Release/
    echo "==> [${SECONDS}s] better-sqlite3 compiled beside npm install"
  else
    echo "==> [${SECONDS}s] better-sqlite3's compile beside npm install failed (exit ${SQLITE_BUILD_RC}); npm rebuild compiles it"
    tail -n 20 "$INSTALL_LOGS/sqlite-build.log"
    CFLAGS="-O2" npm rebuild better-sqlite3 > "$INSTALL_LOGS/rebuild-sqlite.log" 2>&1 || { cat "$INSTALL_LOGS/rebuild-sqlite.log"; exit 1; }
  fi
  node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()" || { echo "better-sqlite3 does not load"; exit 1; }
fi
rm -rf "$INSTALL_LOGS"

# The unit tests on SQLite, and beside them the same suite with every test's database copied
# into PostgreSQL (ADR 0339, 0340; tests of SQLite's own file, stores and readers, of the dev
# command, and files that read no database skip there). The PostgreSQL pass waits on the server
# much of the time: side by side they take about 150 s instead of 180-210. Each pass's output is printed when both have ended.
# The end-to-end tests wait for both (ADR 0435: started beside the PostgreSQL pass's tail, they ran
# slower by more than the tail).
echo "==> [${SECONDS}s] unit tests on SQLite and on PostgreSQL, side by side"
UNIT_LOGS="$(mktemp -d)"
npx vitest run > "$UNIT_LOGS/sqlite.log" 2>&1 & SQLITE_UNIT_PID=$!
TEST_ENGINE=postgres npx vitest run > "$UNIT_LOGS/postgres.log" 2>&1 & PG_UNIT_PID=$!
SQLITE_UNIT_RC=0; wait "$SQLITE_UNIT_PID" || SQLITE_UNIT_RC=$?
echo "==> [${SECONDS}s] unit tests on SQLite ended (exit ${SQLITE_UNIT_RC}); waiting for the PostgreSQL pass"
PG_UNIT_RC=0; wait "$PG_UNIT_PID" || PG_UNIT_RC=$?
echo "==> [${SECONDS}s] unit tests on SQLite (exit ${SQLITE_UNIT_RC})"
cat "$UNIT_LOGS/sqlite.log"
echo "==> unit tests on PostgreSQL (exit ${PG_UNIT_RC})"
cat "$UNIT_LOGS/postgres.log"
rm -rf "$UNIT_LOGS"
# An `a && b` list does not stop the script under `set -e` when `a` fails: the run went on to the
# end-to-end tests and ended 0 with a unit test failing. Stop here explicitly.
if [ "$SQLITE_UNIT_RC" -ne 0 ] || [ "$PG_UNIT_RC" -ne 0 ]; then
  echo "==> unit tests failed (SQLite exit ${SQLITE_UNIT_RC}, PostgreSQL exit ${PG_UNIT_RC})"
  exit 1
fi

# After the unit tests: ops-dev-server.test.ts runs `remix dev`, which writes a development build
# into the same folders.
echo "==> [${SECONDS}s] build"
npm run build

# The JavaScript-on tests the PostgreSQL pass below runs (desktop size, specs that are neither
# markup-only nor SQLite-only) are left out here (ADR 0450): each runs on one engine with
# JavaScript on, and on SQLite with JavaScript off.
echo "==> [${SECONDS}s] end-to-end tests"
E2E_BEHAVIOUR_JS_ON=postgres npx playwright test

# The suite again (JavaScript on, desktop size: ADR 0400) on PostgreSQL with two app instances behind a
# round-robin proxy, their files in one local S3 bucket (scripts/e2e-postgres-stack.ts; ADR 0343,
# 0344). The axe and phone-layout audits read markup the engine does not change: they run on
# SQLite only (the run stays under 30 min).
echo "==> [${SECONDS}s] end-to-end tests on PostgreSQL, two app instances"
E2E_MARKUP_AUDITS=skip E2E_DATABASE_URL="$TEST_DATABASE_URL" npx playwright test

echo "==> [${SECONDS}s] all passed"
