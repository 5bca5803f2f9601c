import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { book, newPatient, newProvider, slotAt, type Account } from './fixtures.js'

let server: Awaited<ReturnType<typeof bootApp>>

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => server?.stop())

describe('one slot, fifty patients at once', () => {
  it('exactly one booking wins (201); the other 49 get 409; one row, one event', async () => {
    const provider = await newProvider(server.url)
    const patients: Account[] = []
    for (let i = 0; i < 50; i += 10) {
      patients.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, j) => newPatient(server.url, { fullName: `Pasien ${i + j}` }))))
      )
    }
    const slot = slotAt(3, '10:30')
    const results = await Promise.all(patients.map((p) => book(p, provider.user.profile.id, slot)))

    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const losers = results.filter((r) => r.status === 409)
    for (const loser of losers) {
      expect(loser.body.message).toBe('Jadwal ini sudah dipesan. Silakan pilih waktu lain.')
      // refused before the lock or by the unique index under it: one body
      expect(loser.body).toEqual(losers[0].body)
    }
    const rows = await server.db.from('appointments').where({ provider_id: provider.user.profile.id, scheduled_at: new Date(slot) })
    expect(rows).toHaveLength(1)
    const winner = results.find((r) => r.status === 201)!
    expect(rows[0].id).toBe(winner.body.id)
    const events = await server.db.from('event_log').where('type', 'AppointmentBooked')
    expect(events).toHaveLength(1)
    expect(events[0].aggregate_id).toBe(winner.body.id)
  }, 90_000) // fifty registrations, each completing the profile booking needs (PATCH /api/profile)
})

describe('a taken slot is refused before the provider’s schedule lock', () => {
  it('answers 409 while the lock is held elsewhere; a free slot waits for the lock, one attempt per slot on a node, and a booking another node commits meanwhile wins it', async () => {
    const provider = await newProvider(server.url)
    const providerId = provider.user.profile.id
    const [first, second, third, elsewhere] = await Promise.all([
      newPatient(server.url),
      newPatient(server.url),
      newPatient(server.url),
      newPatient(server.url),
    ])
    const taken = slotAt(4, '14:00')
    expect((await book(first, providerId, taken)).status).toBe(201)

    // the provider's schedule lock, exclusively, as a schedule change, a waitlist offer or another
    // node's booking holds it; that booking's row is in, not yet committed
    const holder = await server.db.transaction()
    let released = false
    try {
      await holder.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?))', [`scheduling:provider-schedule:${providerId}`])
      const contested = slotAt(4, '15:30')
      await holder.rawQuery(
        `INSERT INTO appointments (id, patient_id, provider_id, patient_user_id, provider_user_id, scheduled_at, status, meet_link, reason, consultation_fee)
         VALUES (gen_random_uuid(), ?, ?, ?, ?, ?, 'SCHEDULED', 'http://localhost:3333/consultation/x', 'Kontrol rutin', 75000)`,
        [elsewhere.user.profile.id, providerId, elsewhere.user.id, provider.user.id, contested]
      )
      // two patients race for it here: both pass the early read (the row is not committed); one
      // attempt per slot goes on to the lock, the other waits on this node for its outcome
      let settled = 0
      const race = [book(second, providerId, contested), book(third, providerId, contested)].map((p) =>
        p.finally(() => (settled += 1))
      )
      const waiting = `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`
      await eventually(async () => (await server.db.rawQuery(waiting)).rows[0].n === 1)
      await new Promise((r) => setTimeout(r, 200))
      expect((await server.db.rawQuery(waiting)).rows[0].n).toBe(1)

      const early = await book(second, providerId, taken)
      expect(early.status).toBe(409)
      expect(settled).toBe(0) // the contested slot's bookings are still behind the lock

      await holder.commit()
      released = true
      // one refused under the lock (its re-read or the unique index), the other by its read after it: one body
      const refusals = await Promise.all(race)
      expect(refusals.map((r) => r.status)).toEqual([409, 409])
      for (const refusal of refusals) expect(refusal.body).toEqual(early.body)
      expect(early.body.message).toBe('Jadwal ini sudah dipesan. Silakan pilih waktu lain.')
    } finally {
      if (!released) await holder.rollback()
    }
    const rows = await server.db.from('appointments').where('provider_id', providerId)
    expect(rows).toHaveLength(2)
  }, 60_000)

  it('a free slot raced on one node: one attempt takes the lock, the other waits for its outcome (201, then 409)', async () => {
    const provider = await newProvider(server.url)
    const providerId = provider.user.profile.id
    const [second, third] = await Promise.all([newPatient(server.url), newPatient(server.url)])
    const holder = await server.db.transaction()
    let released = false
    try {
      await holder.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?))', [`scheduling:provider-schedule:${providerId}`])
      const free = slotAt(4, '10:30')
      const race = [book(second, providerId, free), book(third, providerId, free)]
      const waiting = `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`
      await eventually(async () => (await server.db.rawQuery(waiting)).rows[0].n === 1)
      await holder.commit()
      released = true
      const statuses = (await Promise.all(race)).map((r) => r.status).sort()
      expect(statuses).toEqual([201, 409])
    } finally {
      if (!released) await holder.rollback()
    }
    expect(await server.db.from('appointments').where('provider_id', providerId)).toHaveLength(1)
  }, 60_000)
})
