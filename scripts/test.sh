#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

passed=0
step() {
  local name=$1; shift
  echo
  echo "==> $name"
  local started=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "<== $name: ok ($((SECONDS - started)) s)"
  else
    echo "<== $name: FAILED"
    echo "checks: $passed passed, 1 failed"
    exit 1
  fi
}

# One Vitest run for everything: with TEST_DATABASE_URL set, `testDatabases` runs every API test on PGlite
# and on PostgreSQL. A second run over `server` on PostgreSQL used to repeat every PGlite API test and every
# server unit test, and pay Vitest's start-up and imports again (issue #16, CI time).
all_vitest() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    npx vitest run
  elif [ "$(id -u)" -eq 0 ] || compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
    bash scripts/with-postgres.sh npx vitest run
  else
    echo "PostgreSQL is not installed (sudo apt-get install -y postgresql): API tests run on PGlite only"
    npx vitest run
  fi
}

step "Chromium present" bash scripts/ensure-chromium.sh
step "Type check" npx tsc -p tsconfig.json --noEmit
step "Lint" npx eslint . --max-warnings 0
step "Translations" node scripts/check-translations.mjs
step "Unit, component and API tests (API tests on PGlite and PostgreSQL)" all_vitest
step "Production build" npx vite build --logLevel warn
step "Size budget" node scripts/size-budget.mjs
step "End-to-end tests (Chromium)" npx playwright test
echo
echo "checks: $passed passed, 0 failed"
