#!/usr/bin/env bash
# Real PostgreSQL, Redis and Kafka on this machine, without Docker.
# Usage: eval "$(scripts/services/up.sh)"   (stdout carries only the export lines)
set -euo pipefail
here=$(dirname "$0")

bash "$here/packages.sh"
{
  bash "$here/postgres.sh" start
  bash "$here/redis.sh" start
  bash "$here/kafka.sh" start
} | grep -E '^(DATABASE_URL|REDIS_URL|KAFKA_BROKERS)=' | sed 's/^/export /'
