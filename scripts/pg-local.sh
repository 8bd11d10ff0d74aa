#!/usr/bin/env bash
# A throw-away real PostgreSQL (Debian's) for tests and benchmarks, on 127.0.0.1 only.
#   scripts/pg-local.sh start       init (first time) + start; prints the DATABASE_URL
#   scripts/pg-local.sh url [db]    prints the URL of database db (default storefront), creating it
#   scripts/pg-local.sh fresh db    drops database db if it exists, creates it empty, prints its URL
#   scripts/pg-local.sh stop        stops the server (the folder stays; delete it to start afresh)
# Only the URL goes to stdout, so `DATABASE_URL=$(scripts/pg-local.sh start)` works.
# initdb refuses to run as root, so as root the cluster belongs to the `postgres` user.
set -euo pipefail

PG_DIR=${PG_DIR:-/tmp/storefront-pg}
PG_PORT=${PG_PORT:-5433}
DATA="$PG_DIR/data"
DEFAULT_DB=storefront

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed: run scripts/install-system-deps.sh --postgres" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

running() {
  as_owner "$bin/pg_ctl" -D "$DATA" status >/dev/null 2>&1
}

psql_run() {
  as_owner "$bin/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt "$@"
}

url_of() {
  local db=$1
  if [ "$(psql_run -c "SELECT 1 FROM pg_database WHERE datname = '$db'")" != 1 ]; then
    psql_run -c "CREATE DATABASE \"$db\"" >&2
  fi
  echo "postgres://postgres@127.0.0.1:$PG_PORT/$db"
}

start() {
  if [ ! -s "$DATA/PG_VERSION" ]; then
    mkdir -p "$PG_DIR"
    [ "$(id -u)" -ne 0 ] || chown postgres:postgres "$PG_DIR"
    as_owner "$bin/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >&2
  fi
  if ! running; then
    # Socket in our own folder: /var/run/postgresql may not exist or be writable.
    as_owner "$bin/pg_ctl" -D "$DATA" -l "$PG_DIR/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >&2
  fi
  url_of "$DEFAULT_DB"
}

case "${1:-}" in
  start) start ;;
  url)
    running || { echo "PostgreSQL is not running: scripts/pg-local.sh start" >&2; exit 1; }
    url_of "${2:-$DEFAULT_DB}"
    ;;
  fresh)
    [ -n "${2:-}" ] || { echo "usage: $0 fresh <database>" >&2; exit 2; }
    running || { echo "PostgreSQL is not running: scripts/pg-local.sh start" >&2; exit 1; }
    psql_run -c "DROP DATABASE IF EXISTS \"$2\" WITH (FORCE)" >&2
    url_of "$2"
    ;;
  stop)
    if running; then as_owner "$bin/pg_ctl" -D "$DATA" -m fast -w stop >&2; fi
    ;;
  *) echo "usage: $0 start|stop|url [database]|fresh <database>" >&2; exit 2 ;;
esac
