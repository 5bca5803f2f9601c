import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { missingService, skipSummary } from './services.mjs'

/** The skip summary `npm test` ends with (scripts/test.mjs prints skipSummary's lines). */
describe('service groups a run lacks', () => {
  const dirs: string[] = []
  const skipsDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'telerawat-skips-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('with KAFKA_BROKERS unset the Kafka group is listed as skipped, with its instruction', () => {
    const dir = skipsDir()
    expect(missingService('kafka', { TELERAWAT_SKIPS_DIR: dir })).toBe(true)
    expect(skipSummary(dir)).toEqual([
      'skipped: Kafka, needs KAFKA_BROKERS: eval "$(bash scripts/services/up.sh)" (exports KAFKA_BROKERS), then npm test; or bash .ci/run for everything',
    ])
  })

  it('a group whose settings are all there is neither skipped nor listed', () => {
    const dir = skipsDir()
    expect(missingService('kafka', { TELERAWAT_SKIPS_DIR: dir, KAFKA_BROKERS: '127.0.0.1:9092' })).toBe(false)
    expect(missingService('redis-restart', { TELERAWAT_SKIPS_DIR: dir, REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(true)
    const lines = skipSummary(dir)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^skipped: Redis stopped and restarted, needs REDIS_URL and REDIS_DATA_DIR: .*REDIS_DATA_DIR=/)
  })

  it('one line per group however many files skipped it, in a fixed order', () => {
    const dir = skipsDir()
    for (const group of ['turn', 'fhir', 'kafka', 'fhir', 'kafka'] as const) missingService(group, { TELERAWAT_SKIPS_DIR: dir })
    expect(skipSummary(dir).map((line) => line.split(',')[0])).toEqual([
      'skipped: Kafka',
      'skipped: FHIR server (HAPI',
      'skipped: coturn (calls through a TURN relay)',
    ])
  })

  it('outside npm test (no TELERAWAT_SKIPS_DIR) it only answers', () => {
    expect(missingService('fhir', {})).toBe(true)
    expect(skipSummary(path.join(tmpdir(), 'telerawat-no-such-dir'))).toEqual([])
  })
})
