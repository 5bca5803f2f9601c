#!/usr/bin/env bash
# Real PostgreSQL, Redis, Kafka, a FHIR R4 server (HAPI) and a TURN server (coturn) on this machine, without Docker.
# Usage: eval "$(scripts/services/up.sh)"   (stdout carries only the export lines)
set -euo pipefail
here=$(dirname "$0")

bash "$here/packages.sh"
{
  bash "$here/postgres.sh" start
  bash "$here/redis.sh" start
  bash "$here/kafka.sh" start
  bash "$here/fhir.sh" start
  bash "$here/turn.sh" start
} | grep -E '^(DATABASE_URL|REDIS_URL|KAFKA_BROKERS|FHIR_BASE_URL|TURN_URLS|TURN_SECRET)=' | sed 's/^/export /'
