import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerAccount, keepSignedIn, type Account } from '../helpers/accounts.js'
import { bootApp, resetDatabase } from '../helpers/app.mjs'
import { eventually } from '../helpers/http-client.js'
import { casesOf, changesState, type FuzzCase, type SessionName } from './fuzz-cases.js'
import { changedCounts, filesUnder, rowCounts, writeTables } from './fuzz-checks.js'
import { describeResult, sendAll, type FuzzResult } from './fuzz-runner.js'
import { loadRouteSchemas, type RouteSchemas } from './route-schemas.js'
import { routesOf, type FuzzRoute } from './route-table.js'

/**
 * Issue 10's fuzz suite (docs/testing-suites.md): every route of the booted router, FUZZ_REQUESTS
 * generated requests (default 10,000) within FUZZ_SECONDS (default 180), hostile ones first in
 * batches whose row counts are compared, then schema-shaped ones. Reproduce a run with FUZZ_SEED.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000)
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 180)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8)
const BATCH = 32
/** Share of the requests (and of the time) given to hostile cases; the rest are schema-shaped. */
const HOSTILE_SHARE = 0.6

let server: Awaited<ReturnType<typeof bootApp>>
let tmp: string
const previousTmp = process.env.TMPDIR
const sessions = new Map<SessionName, Account>()
let routes: FuzzRoute[]
let schemas: Map<string, RouteSchemas>
let victimIds: string[] = []

beforeAll(async () => {
  // The body parser's temp folder is os.tmpdir(): a private one makes "no file left" exact.
  tmp = mkdtempSync(path.join(os.tmpdir(), 'telerawat-fuzz-'))
  process.env.TMPDIR = tmp
  server = await bootApp()
  await resetDatabase(server.db)
  sessions.set('patient', await registerAccount(server.url, 'PATIENT'))
  sessions.set('provider', await registerAccount(server.url, 'PROVIDER'))
  sessions.set('admin', await registerAccount(server.url, 'ADMIN'))
  // Ids of accounts only the fuzzer's requests touch: an admin request may suspend or delete them.
  const victimPatient = await registerAccount(server.url, 'PATIENT')
  const victimProvider = await registerAccount(server.url, 'PROVIDER')
  victimIds = [victimPatient.user.id, victimProvider.user.id, victimProvider.user.profile?.id, victimPatient.user.profile?.id].filter(
    Boolean
  ) as string[]
  routes = await routesOf(server)
  schemas = await loadRouteSchemas(server)
}, 120_000)

afterAll(async () => {
  process.env.TMPDIR = previousTmp
  if (previousTmp === undefined) delete process.env.TMPDIR
  await server?.stop()
  rmSync(tmp, { recursive: true, force: true })
})

/** Ids a session's requests may carry: its own (non-admin) plus the victims'. */
function hintsFor(session: SessionName) {
  const own =
    session === 'admin' || session === 'anonymous' ? [] : [sessions.get(session)!.user.id, sessions.get(session)!.user.profile?.id]
  return { knownIds: [...victimIds, ...own].filter(Boolean) as string[] }
}

function generate(kind: 'valid' | 'hostile', total: number, seed: number): FuzzCase[] {
  const perRoute = Math.ceil(total / routes.length)
  const all = routes.flatMap((route, i) =>
    fc.sample(casesOf(route, schemas.get(route.key), hintsFor, kind), { numRuns: perRoute, seed: seed + i })
  )
  const shuffled = fc.sample(fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }), { numRuns: 1, seed })[0]
  return shuffled.slice(0, total)
}

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size))
const cookieOf = (c: FuzzCase) => (c.session === 'anonymous' ? '' : sessions.get(c.session)!.client.cookieHeader)
const incomingFolder = () => path.resolve(process.env.DATA_DIR || '.data', 'uploads', '.incoming')

describe('fuzz: every route of the router', () => {
  it('the schema map names only routes the router has', () => {
    const keys = new Set(routes.map((r) => r.key))
    expect([...schemas.keys()].filter((k) => !keys.has(k))).toEqual([])
    expect(routes.length).toBeGreaterThan(30)
  })

  it(
    `${REQUESTS} generated requests: no 5xx, no stack trace, no temp file, no row written by a refused request`,
    async () => {
      const query = (sql: string) => server.db.rawQuery(sql)
      const tables = await writeTables(query)
      const hostileCases = generate('hostile', Math.round(REQUESTS * HOSTILE_SHARE), SEED)
      const validCases = generate('valid', REQUESTS - hostileCases.length, SEED + 7919)
      const started = Date.now()
      const deadline = started + SECONDS * 1000
      const hostileDeadline = started + SECONDS * 1000 * HOSTILE_SHARE
      const results: FuzzResult[] = []
      const countChanges: string[] = []
      let comparedBatches = 0
      let mixedBatches = 0

      // Hostile cases, state-changing and reading ones in separate batches so most batches are refused entirely.
      const hostileBatches = [
        ...chunks(
          hostileCases.filter((c) => changesState(c.method)),
          BATCH
        ),
        ...chunks(
          hostileCases.filter((c) => !changesState(c.method)),
          BATCH
        ),
      ]
      for (const batch of hostileBatches) {
        if (Date.now() > hostileDeadline) break
        const before = await rowCounts(query, tables)
        const batchResults = await sendAll(server.url, batch, cookieOf, CONCURRENCY)
        results.push(...batchResults)
        const refused = (r: FuzzResult) => r.status === 0 || r.status >= 400
        if (batchResults.every((r) => refused(r) || !changesState(r.fuzzCase.method))) {
          comparedBatches++
          // A read that was answered is audited (record_access_log; an answered CSV export appends
          // AdminUsersExported to event_log); nothing else may change.
          const answered = batchResults.filter((r) => !refused(r))
          const audited = answered.length ? ['record_access_log'] : []
          if (answered.some((r) => r.fuzzCase.route === 'GET /api/admin/users/export.csv')) audited.push('event_log')
          const changed = changedCounts(before, await rowCounts(query, tables)).filter(
            (c) => !audited.some((t) => c.startsWith(`${t}:`))
          )
          if (changed.length)
            countChanges.push(`${changed.join(', ')} after: ${batchResults.slice(0, 3).map(describeResult).join(' | ')}`)
        } else {
          mixedBatches++
          if (process.env.FUZZ_DEBUG)
            console.log(
              batchResults
                .filter((r) => !refused(r))
                .map(describeResult)
                .join('\n')
            )
        }
        for (const account of sessions.values()) await keepSignedIn(account)
      }
      for (const batch of chunks(validCases, BATCH)) {
        if (Date.now() > deadline) break
        results.push(...(await sendAll(server.url, batch, cookieOf, CONCURRENCY)))
        for (const account of sessions.values()) await keepSignedIn(account)
      }

      // Node's own compile cache (ts-node) also lives in os.tmpdir(); it is not a request body.
      const leftOver = () => [...filesUnder(tmp), ...filesUnder(incomingFolder())].filter((f) => !f.includes('v8-compile-cache'))
      await eventually(() => leftOver().length === 0, 5000).catch(() => {})
      const leftFiles = leftOver()
      const byClass = (c: number) => results.filter((r) => Math.floor(r.status / 100) === c).length
      // The readiness probe answers 503 by design when a check is slow on a loaded machine: that is its answer, not a crash.
      const probeAnswer = (r: FuzzResult) => r.fuzzCase.route === 'GET /api/health/ready' && r.status === 503
      const serverErrors = results.filter((r) => r.status >= 500 && !probeAnswer(r))
      const leaks = results.filter((r) => r.leak)
      const timeouts = results.filter((r) => r.error?.includes('Timeout'))
      const noAnswer = results.filter((r) => r.status === 0).length
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(
        `fuzz: ${results.length} requests sent over ${routes.length} routes in ${seconds} s (seed ${SEED}): ` +
          `2xx ${byClass(2)}, 3xx ${byClass(3)}, 4xx ${byClass(4)}, 5xx ${serverErrors.length}, no answer ${noAnswer}; ` +
          `stack traces ${leaks.length}; temp files left ${leftFiles.length}; ` +
          `refused batches compared ${comparedBatches} (mixed ${mixedBatches}), row-count changes ${countChanges.length}`
      )

      expect(serverErrors.slice(0, 10).map(describeResult)).toEqual([])
      expect(leaks.slice(0, 10).map(describeResult)).toEqual([])
      expect(timeouts.slice(0, 10).map(describeResult)).toEqual([])
      expect(leftFiles).toEqual([])
      expect(countChanges.slice(0, 5)).toEqual([])
      expect(results.length).toBe(REQUESTS)
      expect(new Set(results.map((r) => r.fuzzCase.route)).size).toBe(routes.length)
      expect(comparedBatches).toBeGreaterThan(hostileBatches.length / 2)
    },
    (SECONDS + 120) * 1000
  )
})
