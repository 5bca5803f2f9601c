import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
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
    for (const loser of results.filter((r) => r.status === 409)) {
      expect(loser.body.message).toBe('Jadwal ini sudah dipesan. Silakan pilih waktu lain.')
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
