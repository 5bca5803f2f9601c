import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../server/tests/helpers/app.mjs'
import { Client, eventually, patientPayload } from '../../server/tests/helpers/http-client.js'
import { appendRegistrations, consumerCaughtUp, startReplayProcess } from '../../server/tests/helpers/registrations.js'

let server: Awaited<ReturnType<typeof bootApp>>
const CONSUMER = 'identity.admin-users'

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => server?.stop())

/** Appends `n` registrations straight to the outbox and waits until they are projected. */
async function seedRegistrations(n: number) {
  await appendRegistrations(server, n)
  await eventually(() => consumerCaughtUp(server, CONSUMER, ['identity']), 30_000)
}

const userCount = async () => (await server.db.rawQuery('SELECT count(*)::int AS n FROM rm_admin_users')).rows[0].n as number

describe('replay into a shadow table', () => {
  it('readers never see an empty or partial list while a replay rebuilds it', async () => {
    await seedRegistrations(600)
    const before = await userCount()
    const { runtime, consumers } = await server.events()
    const { replayConsumer } = await server.import('#events/replay')
    const projection = consumers.find((c: { name: string }) => c.name === CONSUMER)
    const seen: number[] = []
    let replaying = true
    const reader = (async () => {
      while (replaying) seen.push(await userCount())
    })()
    const result = await replayConsumer(server.db, runtime, projection, { batchSize: 50 })
    replaying = false
    await reader
    expect(result.processed).toBeGreaterThanOrEqual(before)
    expect(seen.length).toBeGreaterThan(5)
    expect(seen.filter((n) => n < before)).toEqual([])
    expect(await userCount()).toBe(before)
    // Index names survive the swap (later migrations drop and create them by name).
    const { rows } = await server.db.rawQuery(`SELECT indexname FROM pg_indexes WHERE tablename = 'rm_admin_users' ORDER BY 1`)
    expect(rows.map((r: { indexname: string }) => r.indexname)).toContain('rm_admin_users_pkey')
    expect(rows.every((r: { indexname: string }) => !r.indexname.includes('__s'))).toBe(true)
  }, 120_000)

  it('a replay killed with SIGKILL is rolled back by the serving node within seconds: live delivery resumes without a restart', async () => {
    await seedRegistrations(3000)
    const expected = await userCount()
    const child = await startReplayProcess(CONSUMER, 20)
    await eventually(async () => {
      const { rows } = await server.db.rawQuery('SELECT processed FROM replay_runs WHERE consumer = ?', [CONSUMER])
      return Number(rows[0]?.processed ?? 0) > 100
    }, 60_000)
    child.kill('SIGKILL')
    const killedAt = Date.now()
    await new Promise((resolve) => child.once('exit', resolve))
    expect(await userCount()).toBe(expected) // the live table was never touched

    // this app (the one serving, not restarted) notices the free owner lock and rolls the run back
    const reg = await new Client(server.url).post('/api/register', patientPayload())
    expect(reg.status).toBe(201)
    // the rollback applies what live delivery skipped (this registration too), then resumes live delivery
    const resumed = async () =>
      (await server.db.rawQuery('SELECT replaying FROM consumer_state WHERE consumer = ?', [CONSUMER])).rows[0].replaying === false
    await eventually(
      async () => (await server.db.from('rm_admin_users').where('user_id', reg.body.id).first()) !== null && (await resumed()),
      30_000
    )
    expect(Date.now() - killedAt).toBeLessThan(30_000)
    const { rows } = await server.db.rawQuery(
      `SELECT (SELECT count(*) FROM replay_runs)::int AS runs, (SELECT replaying FROM consumer_state WHERE consumer = ?) AS replaying,
              (SELECT count(*)::int FROM pg_tables WHERE tablename LIKE '%__shadow') AS shadows`,
      [CONSUMER]
    )
    expect(rows[0]).toEqual({ runs: 0, replaying: false, shadows: 0 })
    expect(await userCount()).toBe(expected + 1)
  }, 180_000)

  it('events:replay --all killed with SIGKILL mid-pass: the serving node rolls every projection back; all take new events again', async () => {
    const expected = await userCount()
    const { spawn } = await import('node:child_process')
    const child = spawn(process.execPath, ['server/ace.js', 'events:replay', '--all', '--batch-size', '20'], {
      env: process.env,
      stdio: 'ignore',
    })
    await eventually(async () => {
      const { rows } = await server.db.rawQuery(
        'SELECT count(*)::int AS runs, COALESCE(max(processed), 0)::int AS most FROM replay_runs'
      )
      return rows[0].runs > 1 && rows[0].most > 100
    }, 60_000)
    child.kill('SIGKILL')
    const killedAt = Date.now()
    await new Promise((resolve) => child.once('exit', resolve))

    const reg = await new Client(server.url).post('/api/register', patientPayload())
    expect(reg.status).toBe(201)
    const settled = async () => {
      const { rows } = await server.db.rawQuery(
        `SELECT (SELECT count(*) FROM replay_runs)::int AS runs, (SELECT count(*) FROM consumer_state WHERE replaying)::int AS replaying,
                (SELECT count(*) FROM pg_tables WHERE tablename LIKE '%__shadow')::int AS shadows,
                (SELECT count(*) FROM rm_admin_users WHERE user_id = ?)::int AS listed,
                (SELECT count(*) FROM rm_admin_activity WHERE subject_id = ?)::int AS activity`,
        [reg.body.id, reg.body.id]
      )
      return rows[0].runs === 0 && rows[0].replaying === 0 && rows[0].shadows === 0 && rows[0].listed === 1 && rows[0].activity > 0
    }
    await eventually(settled, 30_000)
    expect(Date.now() - killedAt).toBeLessThan(30_000)
    expect(await userCount()).toBe(expected + 1)
  }, 180_000)
})
