#!/usr/bin/env bash
# A private coturn TURN server on 127.0.0.1 for the call tests and local runs (TURN REST scheme:
# use-auth-secret; the app mints per-user credentials from TURN_SECRET, docs/video.md).
# Usage: scripts/services/turn.sh start|stop|status
set -euo pipefail

TURN_PORT=${TURN_PORT:-3478}
TURN_SECRET=${TURN_SECRET:-telerawat-local-turn-secret}
TURN_MIN_PORT=${TURN_MIN_PORT:-49160}
TURN_MAX_PORT=${TURN_MAX_PORT:-49560}
DIR=${TURN_DATA_DIR:-/tmp/telerawat-turn}
PIDFILE=$DIR/turnserver.pid
SERVICE=turn PROCESS=turnserver
source "$(dirname "$0")/lib.sh"

listening() { port_open "$TURN_PORT"; }

start() {
  command -v turnserver >/dev/null || { log "turnserver not found (apt-get install coturn)"; exit 1; }
  if running_pid >/dev/null; then
    log "already running on $TURN_PORT"
  else
    mkdir -p "$DIR"
    # Loopback peers are allowed because every test peer is on 127.0.0.1; a real deployment
    # listens on public addresses and never sets allow-loopback-peers (docs/scaling.md).
    cat >"$DIR/turnserver.conf" <<CONF
listening-ip=127.0.0.1
relay-ip=127.0.0.1
listening-port=$TURN_PORT
min-port=$TURN_MIN_PORT
max-port=$TURN_MAX_PORT
realm=telerawat.local
use-auth-secret
static-auth-secret=$TURN_SECRET
fingerprint
no-tls
no-dtls
no-cli
no-multicast-peers
allow-loopback-peers
pidfile=$PIDFILE
userdb=$DIR/turndb
log-file=$DIR/turnserver.log
simple-log
CONF
    turnserver -c "$DIR/turnserver.conf" --daemon
    for _ in $(seq 1 50); do listening && break; sleep 0.1; done
    listening || { log "did not start; see $DIR/turnserver.log"; tail -n 20 "$DIR/turnserver.log" >&2 || true; exit 1; }
    log "started (dir $DIR)"
  fi
  echo "TURN_URLS=turn:127.0.0.1:$TURN_PORT?transport=udp,turn:127.0.0.1:$TURN_PORT?transport=tcp"
  echo "TURN_SECRET=$TURN_SECRET"
}

case "${1:-}" in
  start) start ;;
  stop) stop_service 50 0.1 ;;
  status) service_status "port $TURN_PORT" ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
