#!/usr/bin/env bash
# Single-node Apache Kafka in KRaft mode, run straight from Maven Central jars (no Docker needed).
# Usage: scripts/services/kafka.sh start|stop|status
set -euo pipefail

KAFKA_VERSION=${KAFKA_VERSION:-3.9.2}
KAFKA_PORT=${KAFKA_PORT:-9092}
KAFKA_CONTROLLER_PORT=${KAFKA_CONTROLLER_PORT:-9093}
DATA=${KAFKA_DATA_DIR:-/tmp/telerawat-kafka}
CACHE=${TELERAWAT_CACHE:-$HOME/.cache/telerawat}
LIBS=$CACHE/kafka-libs/$KAFKA_VERSION
PIDFILE=$DATA/kafka.pid
BOOTSTRAP=127.0.0.1:$KAFKA_PORT
START_TIMEOUT=${KAFKA_START_TIMEOUT:-90}

SERVICE=kafka PROCESS='kafka\.Kafka'
source "$(dirname "$0")/lib.sh"

fetch_libs() {
  [[ -f $LIBS/.complete ]] && return 0
  log "fetching kafka_2.13:$KAFKA_VERSION from Maven Central into $LIBS"
  local work
  work=$(mktemp -d)
  cat >"$work/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.telerawat</groupId>
  <artifactId>kafka-libs</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka_2.13</artifactId><version>$KAFKA_VERSION</version></dependency>
    <!-- the console/admin tools (topics, console producer/consumer, consumer groups) live here since 3.5 -->
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka-tools</artifactId><version>$KAFKA_VERSION</version></dependency>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-reload4j</artifactId><version>1.7.36</version></dependency>
  </dependencies>
  <build><plugins><plugin>
    <groupId>org.apache.maven.plugins</groupId><artifactId>maven-dependency-plugin</artifactId><version>3.8.1</version>
  </plugin></plugins></build>
</project>
POM
  rm -rf "$LIBS.partial"
  mvn -B -q -f "$work/pom.xml" -Dmaven.repo.local="$CACHE/m2" \
    dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$LIBS.partial" \
    >"$work/mvn.log" 2>&1 || { cat "$work/mvn.log" >&2; exit 1; }
  rm -rf "$work" "$LIBS"
  # .complete is written last, so an interrupted download is fetched again next time.
  mv "$LIBS.partial" "$LIBS"
  cat >"$LIBS/tools-log4j.properties" <<PROPS
log4j.rootLogger=WARN, stderr
log4j.appender.stderr=org.apache.log4j.ConsoleAppender
log4j.appender.stderr.Target=System.err
log4j.appender.stderr.layout=org.apache.log4j.PatternLayout
log4j.appender.stderr.layout.ConversionPattern=%p %m%n
PROPS
  touch "$LIBS/.complete"
}

write_config() {
  mkdir -p "$DATA/logs"
  cat >"$DATA/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$DATA/data
num.partitions=3
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
auto.create.topics.enable=false
group.initial.rebalance.delay.ms=0
# After a kill -9 the broker cannot re-register until its old session expires (default 9 s);
# a shorter session makes crash-restart tests quicker.
broker.heartbeat.interval.ms=1000
broker.session.timeout.ms=4000
PROPS
  cat >"$DATA/log4j.properties" <<PROPS
log4j.rootLogger=INFO, stdout, file
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.Threshold=WARN
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.appender.file=org.apache.log4j.RollingFileAppender
log4j.appender.file.File=$DATA/logs/server.log
log4j.appender.file.MaxFileSize=20MB
log4j.appender.file.MaxBackupIndex=2
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.org.apache.kafka=INFO
log4j.logger.kafka=INFO
log4j.logger.state.change.logger=WARN
log4j.logger.kafka.request.logger=WARN
PROPS
}

# Runs a Kafka command-line class (StorageTool, TopicCommand, ...) with quiet logging.
java_cp() {
  java -Dlog4j.configuration="file:$LIBS/tools-log4j.properties" -cp "$LIBS/*" "$@"
}

format_storage() {
  [[ -f $DATA/data/meta.properties ]] && return 0
  local id
  id=$(java_cp kafka.tools.StorageTool random-uuid)
  log "formatting $DATA/data (cluster id $id)"
  java_cp kafka.tools.StorageTool format -t "$id" -c "$DATA/server.properties" >/dev/null
}

broker_answers() {
  port_open "$KAFKA_PORT" && java_cp org.apache.kafka.tools.TopicCommand --bootstrap-server "$BOOTSTRAP" --list >/dev/null 2>&1
}

start() {
  local pid
  if pid=$(running_pid); then
    log "already running (pid $pid)"
  else
    if port_open "$KAFKA_PORT" || port_open "$KAFKA_CONTROLLER_PORT"; then
      log "port $KAFKA_PORT or $KAFKA_CONTROLLER_PORT is taken by another process"; exit 1
    fi
    command -v java >/dev/null || { log "java (17+) is required"; exit 1; }
    fetch_libs
    write_config
    format_storage
    nohup java -Xms256m -Xmx512m -Djava.awt.headless=true \
      -Dlog4j.configuration="file:$DATA/log4j.properties" -Dkafka.logs.dir="$DATA/logs" \
      -cp "$LIBS/*" kafka.Kafka "$DATA/server.properties" >"$DATA/logs/kafka.out" 2>&1 </dev/null &
    pid=$!
    echo "$pid" >"$PIDFILE"
    log "started pid $pid, logs in $DATA/logs"
  fi
  await_ready broker_answers "$pid" "$START_TIMEOUT" 1 "$DATA/logs/kafka.out"
  echo "KAFKA_BROKERS=$BOOTSTRAP"
}

case "${1:-}" in
  start) start ;;
  # SIGTERM runs a controlled shutdown that flushes logs; only force it if that hangs
  stop) stop_service 30 1 ;;
  status) service_status "KAFKA_BROKERS=$BOOTSTRAP" ;;
  # e.g. tool org.apache.kafka.tools.consumer.group.ConsumerGroupCommand --bootstrap-server 127.0.0.1:9092 --list
  tool) shift; fetch_libs; java_cp "$@" ;;
  *) echo "usage: $0 start|stop|status|tool <main-class> [args]" >&2; exit 2 ;;
esac
