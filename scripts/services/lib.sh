# Shared by the service scripts (sourced, not run). The script sets SERVICE (the log prefix),
# PIDFILE and PROCESS (a pattern of its process's command line) before sourcing it.

log() { echo "[$SERVICE] $*" >&2; }

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The pid in $PIDFILE, if that process is ours: a stale pid file may point at a recycled pid.
running_pid() {
  local pid
  [[ -f $PIDFILE ]] || return 1
  pid=$(cat "$PIDFILE")
  [[ -r /proc/$pid/cmdline ]] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q "$PROCESS" && echo "$pid"
}

# SIGTERM (a server's controlled shutdown), polled `tries` times every `interval` seconds; then SIGKILL.
stop_service() {
  local tries=$1 interval=$2 pid
  if ! pid=$(running_pid); then
    rm -f "$PIDFILE"; log "not running"; return 0
  fi
  kill "$pid"
  for _ in $(seq 1 "$tries"); do
    kill -0 "$pid" 2>/dev/null || break
    sleep "$interval"
  done
  if kill -0 "$pid" 2>/dev/null; then log "still alive after SIGTERM, killing"; kill -9 "$pid"; fi
  rm -f "$PIDFILE"
  log "stopped"
}

# "running (pid N) <what>", or "stopped" with status 3.
service_status() {
  local pid
  if pid=$(running_pid); then echo "running (pid $pid) $1"; else echo "stopped"; return 3; fi
}

# Until `probe` (a command) succeeds: fails when process `pid` exits (showing the end of `logfile`)
# or after `timeout` seconds; polls every `interval` seconds.
await_ready() {
  local probe=$1 pid=$2 timeout=$3 interval=$4 logfile=$5
  local deadline=$((SECONDS + timeout))
  until $probe; do
    # kill -0, not running_pid: right after the fork the child may not have exec'd yet.
    if ! kill -0 "$pid" 2>/dev/null; then
      log "exited during start; last log lines:"; tail -n 30 "$logfile" >&2; exit 1
    fi
    if ((SECONDS >= deadline)); then log "not ready after ${timeout}s; see $logfile"; exit 1; fi
    sleep "$interval"
  done
}
