#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

passed=0
times=()
# Seconds each part may take on the 2-core machine CI runs on (the type check and the lint share its cores
# with the build, so each takes longer than alone); the whole suite's budget is 25 minutes
# (issue #34). A part over its budget is printed as such, not failed: a timing is no test result, but
# the suite's growth must be seen in every run before it nears CI's 90-minute limit.
TOTAL_BUDGET=1500
budget_of() {
  case $1 in
    "Type check") echo 75 ;;
    "Lint") echo 75 ;;
    "Unit, component and API tests"*) echo 450 ;;
    "Production build") echo 30 ;;
    "End-to-end tests"*) echo 870 ;;
    *) echo 15 ;;
  esac
}

print_times() {
  local total=$SECONDS line name took budget
  echo
  echo "Time by part (budget on the 2-core CI machine; parts marked ‖ ran side by side):"
  for line in "${times[@]}"; do
    name=${line%%|*}
    took=${line##*|}
    budget=$(budget_of "${name#‖ }")
    printf '  %5d s / %4d s  %s%s\n' "$took" "$budget" "$name" "$([ "$took" -gt "$budget" ] && echo '  OVER BUDGET')"
  done
  printf '  %5d s / %4d s  total, as the clock ran%s\n' "$total" "$TOTAL_BUDGET" "$([ "$total" -gt "$TOTAL_BUDGET" ] && echo '  OVER BUDGET')"
}

step() {
  local name=$1; shift
  echo
  echo "==> $name"
  local started=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    times+=("$name|$((SECONDS - started))")
    echo "<== $name: ok ($((SECONDS - started)) s)"
  else
    times+=("$name|$((SECONDS - started))")
    echo "<== $name: FAILED"
    print_times
    echo "checks: $passed passed, 1 failed"
    exit 1
  fi
}

# Runs "name|command" checks side by side and then prints each one's output whole, in the order given.
# The type check, the lint and the build each keep one core busy for most of their time; one after
# another they left CI's second core idle for about two minutes.
side_by_side() {
  local dir spec i failed=0 code took
  dir=$(mktemp -d)
  i=0
  for spec in "$@"; do
    (
      started=$SECONDS
      set +e
      bash -c "${spec#*|}" >"$dir/$i.out" 2>&1
      echo "$? $((SECONDS - started))" >"$dir/$i.end"
    ) &
    i=$((i + 1))
  done
  wait
  i=0
  for spec in "$@"; do
    read -r code took <"$dir/$i.end"
    echo
    echo "==> ${spec%%|*}"
    cat "$dir/$i.out"
    times+=("‖ ${spec%%|*}|$took")
    if [ "$code" -eq 0 ]; then
      passed=$((passed + 1))
      echo "<== ${spec%%|*}: ok ($took s)"
    else
      failed=$((failed + 1))
      echo "<== ${spec%%|*}: FAILED"
    fi
    i=$((i + 1))
  done
  rm -rf "$dir"
  if [ "$failed" -gt 0 ]; then
    print_times
    echo "checks: $passed passed, $failed failed"
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
side_by_side \
  "Type check|npx tsc -p tsconfig.json --noEmit" \
  "Lint|npx eslint . --max-warnings 0" \
  "Production build|npx vite build --logLevel warn"
step "Translations" node scripts/check-translations.mjs
step "Import cycles" node scripts/import-cycles.mjs
step "Size budget" node scripts/size-budget.mjs
step "Unit, component and API tests (API tests on PGlite and PostgreSQL)" all_vitest
step "End-to-end tests (Chromium)" npx playwright test
print_times
echo
echo "checks: $passed passed, 0 failed"
