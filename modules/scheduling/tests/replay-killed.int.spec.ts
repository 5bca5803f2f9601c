import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { appendRegistrations, consumerCaughtUp, startReplayProcess } from '../../../server/tests/helpers/registrations.js'
import { book, newPatient, newProvider, slotAt } from './fixtures.js'
import { recountSql } from '../projections/appointment-counts.js'

let server: Awaited<ReturnType<typeof bootApp>>
const CONSUMER = 'scheduling.appointment-views'

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => server?.stop())

const listed = async (id: string) => (await server.db.from('rm_appointment_views').where('id', id).first()) !== null

describe('a replay of the appointment views killed while the app serves bookings', () => {
  it('the serving node rolls it back; a new booking reaches the read model within 30 s, counters equal a recount', async () => {
    const provider = await newProvider(server.url)
    const patient = await newPatient(server.url)
    const first = await book(patient, provider.user.profile.id, slotAt(2, '09:00'))
    expect(first.status, first.text).toBe(201)
    // work for the replay: thousands of identity events (the projection keeps people's names)
    await appendRegistrations(server, 3000)
    await eventually(() => consumerCaughtUp(server, CONSUMER, ['identity', 'scheduling']), 60_000)

    const child = await startReplayProcess(CONSUMER, 20)
    await eventually(async () => {
      const { rows } = await server.db.rawQuery('SELECT processed FROM replay_runs WHERE consumer = ?', [CONSUMER])
      return Number(rows[0]?.processed ?? 0) > 100
    }, 60_000)
    child.kill('SIGKILL')
    const killedAt = Date.now()
    await new Promise((resolve) => child.once('exit', resolve))

    const second = await book(patient, provider.user.profile.id, slotAt(2, '10:30'))
    expect(second.status, second.text).toBe(201)
    const state = async () =>
      (
        await server.db.rawQuery(
          `SELECT (SELECT count(*) FROM replay_runs)::int AS runs, (SELECT replaying FROM consumer_state WHERE consumer = ?) AS replaying`,
          [CONSUMER]
        )
      ).rows[0]
    // the rollback applies what live delivery skipped (this booking too), then resumes live delivery
    await eventually(async () => (await listed(second.body.id)) && (await state()).replaying === false, 30_000)
    expect(Date.now() - killedAt).toBeLessThan(30_000)
    expect(await state()).toEqual({ runs: 0, replaying: false })
    expect(await listed(first.body.id)).toBe(true)
    const third = await book(patient, provider.user.profile.id, slotAt(2, '14:00'))
    expect(third.status, third.text).toBe(201)
    await eventually(() => listed(third.body.id), 15_000)
    const counts = await server.db.rawQuery('SELECT * FROM rm_appointment_counts ORDER BY user_id, role')
    expect(counts.rows).toEqual((await server.db.rawQuery(recountSql())).rows)
    const overview = await provider.client.get('/api/appointments/overview')
    expect(overview.body.counts).toMatchObject({ ALL: 3, SCHEDULED: 3 })
  }, 240_000)
})
