#!/usr/bin/env bash
# A private redis-server on 127.0.0.1 for tests and local runs.
# Usage: scripts/services/redis.sh start|stop|status
set -euo pipefail

REDIS_PORT=${REDIS_PORT:-6379}
DIR=${REDIS_DATA_DIR:-/tmp/telerawat-redis}
PIDFILE=$DIR/redis.pid
SERVICE=redis PROCESS=redis-server
source "$(dirname "$0")/lib.sh"

ping() { redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null | grep -q PONG; }

start() {
  command -v redis-server >/dev/null || { log "redis-server not found (apt-get install redis-server)"; exit 1; }
  if ping; then
    # Any Redis answering on the port will do: the app needs no setup in it.
    log "already answering on $REDIS_PORT"
  else
    mkdir -p "$DIR"
    # No snapshots: the data is disposable and background saves only cost time.
    redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --daemonize yes --dir "$DIR" \
      --pidfile "$PIDFILE" --logfile "$DIR/redis.log" --save '' --appendonly no
    for _ in $(seq 1 50); do ping && break; sleep 0.1; done
    ping || { log "did not start; see $DIR/redis.log"; tail -n 20 "$DIR/redis.log" >&2; exit 1; }
    log "started (dir $DIR)"
  fi
  echo "REDIS_URL=redis://127.0.0.1:$REDIS_PORT"
}

case "${1:-}" in
  start) start ;;
  stop) stop_service 50 0.1 ;;
  status) service_status "port $REDIS_PORT" ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
