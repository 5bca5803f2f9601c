/**
 * The real services some tests need besides PostgreSQL, and how to give them to `npm test`.
 * A test asks `missingService('kafka')` for its `skipIf`; when a setting is missing the skip is
 * noted in TELERAWAT_SKIPS_DIR (scripts/test.mjs sets it), and `npm test` ends with one line per
 * skipped group (skipSummary). Plain JavaScript: the runner reads it outside vitest.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const UP = 'eval "$(bash scripts/services/up.sh)"'

/** Group → the variables its tests need and how to have them. */
export const SERVICE_GROUPS = {
  kafka: { label: 'Kafka', needs: ['KAFKA_BROKERS'], how: `${UP} (exports KAFKA_BROKERS)` },
  redis: { label: 'Redis (two nodes)', needs: ['REDIS_URL'], how: `${UP} (exports REDIS_URL)` },
  'redis-restart': {
    label: 'Redis stopped and restarted',
    needs: ['REDIS_URL', 'REDIS_DATA_DIR'],
    how: `${UP}, then REDIS_DATA_DIR=/tmp/telerawat-redis (redis.sh's data folder)`,
  },
  'postgres-restart': {
    label: 'PostgreSQL stopped and restarted',
    needs: ['PG_DATA_DIR'],
    how: `${UP}, then PG_DATA_DIR=/tmp/telerawat-pg (postgres.sh's data folder)`,
  },
  fhir: { label: 'FHIR server (HAPI, SATUSEHAT exchange)', needs: ['FHIR_BASE_URL'], how: `${UP} (exports FHIR_BASE_URL)` },
  turn: {
    label: 'coturn (calls through a TURN relay)',
    needs: ['TURN_URLS', 'TURN_SECRET'],
    how: 'bash scripts/services/turn.sh start, then TURN_URLS and TURN_SECRET',
  },
}

/**
 * True when a setting of `group` is missing (the caller skips); the skip is then noted for the
 * summary. `env` is for tests of this module.
 */
export function missingService(group, env = process.env) {
  const spec = SERVICE_GROUPS[group]
  if (!spec) throw new Error(`unknown service group ${group}`)
  const missing = spec.needs.some((name) => !env[name])
  if (missing && env.TELERAWAT_SKIPS_DIR) {
    mkdirSync(env.TELERAWAT_SKIPS_DIR, { recursive: true })
    writeFileSync(path.join(env.TELERAWAT_SKIPS_DIR, group), '')
  }
  return missing
}

/** One line per group skipped in this run (noted under `dir`), each with how to run it. */
export function skipSummary(dir) {
  const skipped = existsSync(dir) ? readdirSync(dir).filter((group) => group in SERVICE_GROUPS) : []
  return Object.keys(SERVICE_GROUPS)
    .filter((group) => skipped.includes(group))
    .map((group) => {
      const { label, needs, how } = SERVICE_GROUPS[group]
      return `skipped: ${label}, needs ${needs.join(' and ')}: ${how}, then npm test; or bash .ci/run for everything`
    })
}
