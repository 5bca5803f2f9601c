#!/usr/bin/env bash
# A local FHIR R4 server: HAPI FHIR JPA (8.x, from Maven Central) on an in-memory H2 database,
# assembled by the small Spring Boot app in scripts/services/fhir-server (built once with Maven,
# the jar cached under ~/.cache/telerawat). The SATUSEHAT exchange tests send to it.
# Usage: scripts/services/fhir.sh start|stop|status   (start prints FHIR_BASE_URL=...)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
FHIR_PORT=${FHIR_PORT:-8090}
DATA=${FHIR_DATA_DIR:-/tmp/telerawat-fhir}
CACHE=${TELERAWAT_CACHE:-$HOME/.cache/telerawat}
SRC=$here/fhir-server
PIDFILE=$DATA/fhir.pid
BASE_URL=http://127.0.0.1:$FHIR_PORT/fhir
# HAPI's JPA start-up (Hibernate, batch jobs, search parameters) takes about a minute on an idle
# machine and up to ten on a 2-core machine shared by many jobs.
START_TIMEOUT=${FHIR_START_TIMEOUT:-600}

SERVICE=fhir PROCESS=telerawat-fhir-server
source "$here/lib.sh"

# The jar is cached per content of the app's sources: an edit to the pom or the Java builds a new one.
source_hash() { (cd "$SRC" && find pom.xml src -type f | LC_ALL=C sort | xargs sha256sum) | sha256sum | cut -c1-16; }
JAR=$CACHE/fhir-server/$(source_hash)/telerawat-fhir-server.jar

build_jar() {
  [[ -f $JAR ]] && return 0
  command -v mvn >/dev/null || { log "maven is required to build the FHIR server once"; exit 1; }
  log "building the HAPI FHIR server (Maven Central, first time only) into $JAR"
  local work
  work=$(mktemp -d)
  cp -r "$SRC/pom.xml" "$SRC/src" "$work/"
  mvn -B -q -f "$work/pom.xml" -Dmaven.repo.local="$CACHE/m2" -DskipTests package >"$work/mvn.log" 2>&1 ||
    { tail -n 40 "$work/mvn.log" >&2; exit 1; }
  mkdir -p "$(dirname "$JAR")"
  # Moved into place last, so an interrupted build is done again next time.
  mv "$work/target/telerawat-fhir-server.jar" "$JAR.partial" && mv "$JAR.partial" "$JAR"
  rm -rf "$work"
}

answers() { curl -sf -m 5 -o /dev/null "$BASE_URL/metadata"; }

start() {
  local pid
  if pid=$(running_pid); then
    log "already running (pid $pid)"
  else
    if port_open "$FHIR_PORT"; then log "port $FHIR_PORT is taken by another process"; exit 1; fi
    command -v java >/dev/null || { log "java (17+) is required"; exit 1; }
    build_jar
    mkdir -p "$DATA"
    FHIR_PORT=$FHIR_PORT nohup java -Xms256m -Xmx1g -XX:TieredStopAtLevel=1 -Djava.awt.headless=true \
      -jar "$JAR" >"$DATA/fhir.log" 2>&1 </dev/null &
    pid=$!
    echo "$pid" >"$PIDFILE"
    log "started pid $pid, log in $DATA/fhir.log"
  fi
  await_ready answers "$pid" "$START_TIMEOUT" 2 "$DATA/fhir.log"
  echo "FHIR_BASE_URL=$BASE_URL"
}

case "${1:-}" in
  start) start ;;
  stop) stop_service 30 1 ;;
  status) service_status "FHIR_BASE_URL=$BASE_URL" ;;
  build) build_jar; echo "$JAR" ;;
  *) echo "usage: $0 start|stop|status|build" >&2; exit 2 ;;
esac
