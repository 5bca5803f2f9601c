#!/usr/bin/env bash
# A throw-away PostgreSQL cluster (Debian's packaged binaries) for tests and local runs.
# Usage: scripts/services/postgres.sh start|stop|status
set -euo pipefail

PGPORT=${PGPORT:-5432}
DIR=${PG_DATA_DIR:-/tmp/telerawat-pg}
PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
URL_BASE=postgres://telerawat:telerawat@127.0.0.1:$PGPORT

log() { echo "[postgres] $*" >&2; }

# initdb and postgres refuse to run as root, so as root the cluster belongs to the postgres user.
as_owner() {
  if [[ $EUID -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

[[ -x $PG_BIN/pg_ctl ]] || { log "PostgreSQL binaries not found (apt-get install postgresql, or set PG_BIN)"; exit 1; }

our_cluster_running() { [[ -f $DIR/data/PG_VERSION ]] && as_owner "$PG_BIN/pg_ctl" status -D "$DIR/data" >/dev/null 2>&1; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$PGPORT") 2>/dev/null; }
url_works() { "$PG_BIN/psql" "$URL_BASE/telerawat" -Atqc 'select 1' >/dev/null 2>&1; }

psql_admin() { as_owner "$PG_BIN/psql" -h "$DIR" -p "$PGPORT" -d postgres -v ON_ERROR_STOP=1 -Atq; }

ensure_schema_owner() {
  psql_admin <<'SQL' >/dev/null
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'telerawat') THEN
    CREATE ROLE telerawat LOGIN PASSWORD 'telerawat' CREATEDB;
  END IF;
END $$;
SELECT format('CREATE DATABASE %I OWNER telerawat', d)
  FROM unnest(ARRAY['telerawat', 'telerawat_test']) AS d
 WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = d) \gexec
SQL
}

start() {
  if our_cluster_running; then
    log "already running in $DIR"
  elif port_open; then
    # Someone else's server on the port is fine as long as our role and database are there.
    url_works || { log "port $PGPORT is taken by a server without the telerawat role/db; stop it or set PGPORT"; exit 1; }
    log "using the server already listening on $PGPORT"
    print_urls; return
  else
    mkdir -p "$DIR"
    [[ $EUID -eq 0 ]] && chown postgres: "$DIR"
    if [[ ! -f $DIR/data/PG_VERSION ]]; then
      as_owner "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
        -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log"
      # Throw-away data: trade crash safety for speed.
      cat >>"$DIR/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
unix_socket_directories = '$DIR'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
CONF
    fi
    as_owner "$PG_BIN/pg_ctl" start -D "$DIR/data" -o "-p $PGPORT" -l "$DIR/postgres.log" -w -t 60 >/dev/null
    log "started in $DIR (log $DIR/postgres.log)"
  fi
  ensure_schema_owner
  print_urls
}

print_urls() {
  echo "DATABASE_URL=$URL_BASE/telerawat"
  echo "TEST_DATABASE_URL=$URL_BASE/telerawat_test"
}

stop() {
  if our_cluster_running; then
    as_owner "$PG_BIN/pg_ctl" stop -D "$DIR/data" -m fast -w >/dev/null
    log "stopped"
  else
    log "not running"
  fi
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) if our_cluster_running; then echo "running (port $PGPORT, $DIR)"; else echo "stopped"; exit 3; fi ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
