#!/usr/bin/env bash
# Installs the Debian packages the real services and browser tests need, if any is missing.
set -euo pipefail

missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v chromium >/dev/null || missing+=(chromium)
command -v java >/dev/null || missing+=(default-jre-headless)   # Kafka runs on Java 17+
command -v mvn >/dev/null || missing+=(maven)                   # fetches the Kafka jars
command -v turnserver >/dev/null || missing+=(coturn)               # TURN relay of the call tests
command -v pdftoppm >/dev/null || missing+=(poppler-utils)       # renders the Resume Medis PDF in its test

if ((${#missing[@]} == 0)); then
  echo "[packages] all present" >&2
  exit 0
fi

sudo=()
[[ $EUID -eq 0 ]] || sudo=(sudo)
echo "[packages] installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
# Wait for a concurrent apt/dpkg (unattended upgrades, another setup step) instead of failing.
"${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update -q
"${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -q "${missing[@]}"
