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
  it('answers 409 while the lock is held elsewhere, with the body the locked path gives; a free slot waits for the lock', async () => {
    const provider = await newProvider(server.url)
    const providerId = provider.user.profile.id
    const [first, second, third] = await Promise.all([newPatient(server.url), newPatient(server.url), newPatient(server.url)])
    const taken = slotAt(4, '14:00')
    expect((await book(first, providerId, taken)).status).toBe(201)

    // the provider's schedule lock, exclusively, as a schedule change or a waitlist offer holds it
    const holder = await server.db.transaction()
    let released = false
    try {
      await holder.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?))', [`scheduling:provider-schedule:${providerId}`])
      // two patients race for a free slot: both pass the early read and wait for the lock (so both are decided under it)
      const free = slotAt(4, '15:30')
      let settled = 0
      const race = [book(second, providerId, free), book(third, providerId, free)].map((p) => p.finally(() => (settled += 1)))
      const waiting = `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`
      await eventually(async () => (await server.db.rawQuery(waiting)).rows[0].n === 2)

      const early = await book(second, providerId, taken)
      expect(early.status).toBe(409)
      expect(settled).toBe(0) // the free slot's bookings are still behind the lock

      await holder.commit()
      released = true
      const statuses = (await Promise.all(race)).map((r) => r.status).sort()
      expect(statuses).toEqual([201, 409])
      // the race's loser was refused under the lock (the re-read or the unique index): the same body
      const locked = (await Promise.all(race)).find((r) => r.status === 409)!
      expect(early.body).toEqual(locked.body)
      expect(early.body.message).toBe('Jadwal ini sudah dipesan. Silakan pilih waktu lain.')
    } finally {
      if (!released) await holder.rollback()
    }
    const rows = await server.db.from('appointments').where('provider_id', providerId)
    expect(rows).toHaveLength(2)
  }, 60_000)
})
