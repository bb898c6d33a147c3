#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: TEST_DATABASE_URL points at a fresh database,
# and the cluster is stopped and deleted afterwards whatever the command does.
#   bash scripts/with-postgres.sh npx vitest run server
# PGTEST_PORT overrides the port (default 54329). PGTEST_STATEMENT_STATS=1 loads pg_stat_statements (every
# statement, nested ones too) where the installed PostgreSQL has it (Debian's postgresql package does), so a bench
# can read what each statement cost; off by default, as it adds its bookkeeping to every statement.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

port="${PGTEST_PORT:-54329}"
database=console_test

# The newest installed major version; empty when there is none.
find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ]; then echo "$dir"; fi
  done | sort -V | tail -n 1
}

bin="$(find_bin)"
if [ -z "$bin" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "with-postgres: PostgreSQL is not installed; install it with 'sudo apt-get install -y postgresql' to run: $*"
    exit 0
  fi
  echo "with-postgres: installing PostgreSQL with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y postgresql >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y postgresql >/dev/null; }
  bin="$(find_bin)"
  [ -n "$bin" ] || { echo "with-postgres: apt-get installed no /usr/lib/postgresql/*/bin" >&2; exit 1; }
fi

# initdb refuses to run as root, so as root the cluster belongs to the postgres user.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  as_owner=(runuser -u postgres --)
fi

dir="$(mktemp -d -t with-postgres.XXXXXX)"
[ "${#as_owner[@]}" -eq 0 ] || chown postgres "$dir"

cleanup() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
if [ "${PGTEST_STATEMENT_STATS:-}" = 1 ]; then
  if [ -f "$(dirname "$bin")/lib/pg_stat_statements.so" ]; then
    options="$options -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all -c pg_stat_statements.max=5000"
  else
    echo "with-postgres: PostgreSQL $(basename "$(dirname "$bin")") has no pg_stat_statements; started without it" >&2
  fi
fi

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
if ! "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
  -o "$options" start >/dev/null; then
  echo "with-postgres: PostgreSQL did not start on 127.0.0.1:$port (is the port taken? set PGTEST_PORT)" >&2
  cat "$dir/server.log" >&2
  exit 1
fi
"$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres "$database"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/$database"
echo "with-postgres: PostgreSQL $(basename "$(dirname "$bin")") at $TEST_DATABASE_URL" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
