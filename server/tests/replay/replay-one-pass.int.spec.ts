import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../helpers/app.mjs'
import { Client, eventually, patientPayload } from '../helpers/http-client.js'
import { appendRegistrations, consumerCaughtUp } from '../helpers/registrations.js'
import { book, newPatient, newProvider, slotAt } from '../../../modules/scheduling/tests/fixtures.js'

// This file interrupts replays in-process and resumes them itself: no watchdog may roll them back meanwhile.
process.env.REPLAY_WATCHDOG_MS = '0'

let server: Awaited<ReturnType<typeof bootApp>>
let projections: any[]
let runtime: any
let replay: typeof import('../../../events/replay.js')

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  const events = await server.events()
  runtime = events.runtime
  projections = events.consumers.filter((c: { readModels?: string[] }) => (c.readModels ?? []).length > 0)
  replay = await server.import('#events/replay')

  // every projection gets work: bookings (one cancelled), registrations, a profile
  const provider = await newProvider(server.url)
  const patient = await newPatient(server.url)
  const first = await book(patient, provider.user.profile.id, slotAt(2, '09:00'))
  expect(first.status, first.text).toBe(201)
  const second = await book(patient, provider.user.profile.id, slotAt(3, '10:30'))
  expect(second.status, second.text).toBe(201)
  expect((await patient.client.patch(`/api/appointments/${first.body.id}/status`, { status: 'CANCELLED' })).status).toBe(200)
  await appendRegistrations(server, 400)
  await caughtUp()
})
afterAll(async () => server?.stop())

async function caughtUp() {
  const { modulesOf } = await server.import('#events/consumer-runtime')
  for (const p of projections) await eventually(() => consumerCaughtUp(server, p.name, modulesOf(p)), 60_000)
}

/** Every read model of every projection, each table's rows in a stable order. */
async function snapshot(names = projections.map((p) => p.name)) {
  const tables = projections.filter((p) => names.includes(p.name)).flatMap((p) => p.readModels as string[])
  const result: Record<string, unknown[]> = {}
  for (const table of tables) {
    const { rows } = await server.db.rawQuery(`SELECT row_to_json(t)::text AS r FROM "${table}" t ORDER BY 1`)
    result[table] = rows.map((r: { r: string }) => r.r)
  }
  return result
}

async function leftovers() {
  const { rows } = await server.db.rawQuery(
    `SELECT (SELECT count(*) FROM replay_runs)::int AS runs,
            (SELECT count(*) FROM consumer_state WHERE replaying)::int AS replaying,
            (SELECT count(*) FROM pg_tables WHERE tablename LIKE '%__shadow')::int AS shadows`
  )
  return rows[0]
}

const logReads = async () => {
  const { stageTimings } = await server.import('#events/stage-timing')
  return (stageTimings()['replay.read']?.calls ?? 0) as number
}

describe('events:replay --all in one pass', () => {
  it('reads the log once for every projection and rebuilds each read model equal to live', async () => {
    const live = await snapshot()
    expect(Object.values(live).filter((rows) => rows.length > 0).length).toBeGreaterThan(8)
    const { rows } = await server.db.rawQuery('SELECT count(*)::int AS n FROM event_log')
    const batchSize = 97
    const readsBefore = await logReads()
    const results = await replay.replayConsumers(server.db, runtime, projections, { batchSize })
    // one pass: about one read per page of the log, not one per page per projection
    expect((await logReads()) - readsBefore).toBeLessThanOrEqual(Math.ceil(rows[0].n / batchSize) + 2)
    expect(results.map((r) => r.consumer).sort()).toEqual(projections.map((p) => p.name).sort())
    expect(results.every((r) => r.processed > 0)).toBe(true)
    expect(await snapshot()).toEqual(live)
    expect(await leftovers()).toEqual({ runs: 0, replaying: 0, shadows: 0 })
  }, 180_000)

  it('a projection that fails mid-replay is rolled back on its own; the others are swapped in and all stay live', async () => {
    const live = await snapshot()
    const failing = projections.find((p) => p.name === 'identity.admin-activity')
    let pages = 0
    const broken = {
      ...failing,
      applyBatch: async (events: unknown[], trx: unknown, table: (t: string) => string) => {
        if (table('rm_admin_activity').includes('__shadow') && ++pages === 3) throw new Error('lipatan rusak')
        return failing.applyBatch(events, trx, table)
      },
    }
    const chosen = projections.map((p) => (p === failing ? broken : p))
    const failure = await replay.replayConsumers(server.db, runtime, chosen, { batchSize: 50 }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(replay.ReplayFailedError)
    const { failures, results } = failure as InstanceType<typeof replay.ReplayFailedError>
    expect(failures.map((f) => f.consumer)).toEqual(['identity.admin-activity'])
    expect((failures[0].error as Error).message).toBe('lipatan rusak')
    expect(results.length).toBe(projections.length - 1)
    expect(await leftovers()).toEqual({ runs: 0, replaying: 0, shadows: 0 })
    expect(await snapshot()).toEqual(live)

    // every projection, the rolled-back one too, takes new events live again
    const reg = await new Client(server.url).post('/api/register', patientPayload())
    expect(reg.status).toBe(201)
    await eventually(async () => {
      const { rows } = await server.db.rawQuery(
        `SELECT (SELECT count(*) FROM rm_admin_activity WHERE subject_id = ?)::int AS activity,
                (SELECT count(*) FROM rm_admin_users WHERE user_id = ?)::int AS users`,
        [reg.body.id, reg.body.id]
      )
      return rows[0].activity > 0 && rows[0].users === 1
    }, 30_000)
  }, 180_000)

  it('an interrupted pass resumes from each projection’s committed page and ends equal to live', async () => {
    await caughtUp()
    const live = await snapshot()
    let pages = 0
    const interrupted = await replay
      .replayConsumers(server.db, runtime, projections, {
        batchSize: 60,
        onProgress: () => {
          // the process "dies" after a few pages: nothing is rolled back, the runs stay for a resume
          if (++pages > projections.length * 4) throw new Error('proses mati')
        },
      })
      .catch((e: unknown) => e)
    expect((interrupted as Error).message).toBe('proses mati')
    const { rows: runs } = await server.db.rawQuery('SELECT consumer, last_position::text AS last, processed FROM replay_runs')
    expect(runs.length).toBe(projections.length)
    expect(runs.some((r: { processed: number }) => Number(r.processed) > 0)).toBe(true)
    expect(await snapshot()).toEqual(live) // live tables untouched meanwhile

    const resumed = await replay.replayConsumers(server.db, runtime, projections, { batchSize: 60 })
    // the resumed run applies only what was left: no projection starts again from the beginning
    const { rows: total } = await server.db.rawQuery('SELECT count(*)::int AS n FROM event_log')
    const adminActivity = resumed.find((r) => r.consumer === 'identity.admin-activity')!
    expect(adminActivity.processed).toBeLessThan(total[0].n)
    expect(await snapshot()).toEqual(live)
    expect(await leftovers()).toEqual({ runs: 0, replaying: 0, shadows: 0 })
  }, 180_000)
})
