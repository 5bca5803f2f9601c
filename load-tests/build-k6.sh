#!/usr/bin/env bash
# Builds k6 from source with Go (the Go module proxy is reachable; k6's release binaries are not).
# Prints K6=<path> on success. Usage: load-tests/build-k6.sh
set -euo pipefail

K6_VERSION=${K6_VERSION:-v1.8.1}
BIN=${TELERAWAT_CACHE:-$HOME/.cache/telerawat}/bin

if [[ -x $BIN/k6 ]] && "$BIN/k6" version 2>/dev/null | grep -q "^k6 $K6_VERSION "; then
  echo "[k6] $K6_VERSION already in $BIN" >&2
else
  command -v go >/dev/null || { echo "[k6] needs Go >= 1.25 (Debian 12's golang-go is too old)" >&2; exit 1; }
  echo "[k6] building $K6_VERSION into $BIN (a few minutes on a cold module cache)" >&2
  mkdir -p "$BIN"
  GOBIN=$BIN nice go install "go.k6.io/k6@$K6_VERSION"
fi
echo "K6=$BIN/k6"
