#!/usr/bin/env bash
# Stops what up.sh started. Data directories stay, so up.sh resumes where you left off.
set -uo pipefail
here=$(dirname "$0")

bash "$here/turn.sh" stop
bash "$here/fhir.sh" stop
bash "$here/kafka.sh" stop
bash "$here/redis.sh" stop
bash "$here/postgres.sh" stop
