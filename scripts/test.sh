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

api_on_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    npx vitest run server
  else
    bash scripts/with-postgres.sh npx vitest run server
  fi
}

step "Chromium present" bash scripts/ensure-chromium.sh
step "Type check" npx tsc -p tsconfig.json --noEmit
step "Lint" npx eslint . --max-warnings 0
step "Translations" node scripts/check-translations.mjs
step "Unit, component and API tests (PGlite)" npx vitest run
step "API tests on PostgreSQL" api_on_postgres
step "Production build" npx vite build --logLevel warn
step "Size budget" node scripts/size-budget.mjs
step "End-to-end tests (Chromium)" npx playwright test
echo
echo "checks: $passed passed, 0 failed"
