import { spawn } from 'node:child_process'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * `npm test` says what it skipped: the real runner (scripts/test.mjs) on the Kafka suite with
 * KAFKA_BROKERS unset ends with the Kafka group and how to run it. It migrates a database of its
 * own on this run's PostgreSQL (dropped afterwards), so this run's tables are left alone.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const database = `telerawat_skips_${process.pid}`
const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL })

async function onServer(sql: string) {
  const client = admin()
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

function npmTest(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/test.mjs', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe('npm test ends with one line per skipped group', () => {
  beforeAll(() => onServer(`CREATE DATABASE ${database}`))
  afterAll(() => onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))

  it('with KAFKA_BROKERS unset the Kafka group is listed as skipped, with its instruction', async () => {
    const url = new URL(process.env.DATABASE_URL!)
    url.pathname = `/${database}`
    // a newcomer's shell: no Kafka, nothing of this vitest run (its loader, its workers' settings)
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(KAFKA_BROKERS|NODE_OPTIONS|VITEST.*|TELERAWAT_SKIPS_DIR)$/.test(name))
    )
    const { code, output } = await npmTest(['integration', 'events/tests/kafka.int.spec.ts'], { ...env, DATABASE_URL: url.href })
    const lines = stripVTControlCharacters(output).trim().split('\n')
    expect(code, output).toBe(0)
    expect(lines).toContain('integration: 0 passed, 0 failed, 2 skipped')
    expect(lines.filter((line) => line.startsWith('skipped: '))).toEqual([
      'skipped: Kafka, needs KAFKA_BROKERS: eval "$(bash scripts/services/up.sh)" (exports KAFKA_BROKERS), then npm test; or bash .ci/run for everything',
    ])
    expect(lines.at(-1)).toBe('0 passed, 0 failed, 2 skipped')
  }, 240_000)
})
