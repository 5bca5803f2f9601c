import { DateTime } from 'luxon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually, patientPayload } from '../../../server/tests/helpers/http-client.js'
import { listeningSocket, roomJoin } from '../../../server/realtime/tests/socket-fixtures.js'
import { ZONE, book, newPatient, newProvider, register, type Account } from './fixtures.js'

let server: Awaited<ReturnType<typeof bootApp>>
let admin: Account
let provider: Account
let otherProvider: Account
let patient: Account

const CLINIC = ['09:00', '10:30', '14:00', '15:30', '16:00']
const FULL_WEEK = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, CLINIC]))

/** The clinic-local date of the n-th Monday from next week on (always at least two days ahead). */
function monday(n = 0): DateTime {
  const today = DateTime.now().setZone(ZONE).startOf('day')
  return today.plus({ days: 8 - today.weekday + 7 * n })
}
const at = (day: DateTime, time: string) => {
  const [hour, minute] = time.split(':').map(Number)
  return day.set({ hour, minute }).toUTC().toISO()!
}
const availability = (who: Account, day: DateTime, providerId = provider.user.profile.id) =>
  who.client.get(`/api/providers/${providerId}/availability?date=${day.toISODate()}`)

/** Everything a refused change must leave untouched. */
async function snapshot() {
  const q = (sql: string) => server.db.rawQuery(sql).then((r: any) => r.rows)
  return {
    schedules: await q(`SELECT provider_id, updated_at FROM provider_schedules ORDER BY provider_id`),
    slots: await q(`SELECT * FROM provider_weekly_slots ORDER BY provider_id, weekday, slot_time`),
    daysOff: await q(`SELECT provider_id, day::text, reason FROM provider_days_off ORDER BY provider_id, day`),
    appointments: await q(`SELECT id, status FROM appointments ORDER BY id`),
    events: (await q(`SELECT count(*)::int AS n FROM event_log`))[0].n,
  }
}

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  admin = await register(server.url, patientPayload({ role: 'ADMIN', fullName: 'Admin Jadwal' }))
  provider = await newProvider(server.url, { displayName: 'Ns. Sari Wulandari' })
  otherProvider = await newProvider(server.url, { displayName: 'Bidan Rina' })
  patient = await newPatient(server.url, { fullName: 'Andi Pratama' })
})
afterAll(async () => {
  await admin?.client.patch('/api/admin/settings', { slots: CLINIC })
  await server?.stop()
})

describe('GET/PUT /api/provider/schedule', () => {
  it('without a stored schedule the seed value is shown: every clinic slot, every day', async () => {
    const res = await provider.client.get('/api/provider/schedule')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      providerId: provider.user.profile.id,
      weekly: FULL_WEEK,
      daysOff: [],
      saved: false,
      updatedAt: null,
      clinicSlots: CLINIC,
      timezone: 'Asia/Jakarta',
    })
  })

  it('a seeded available_slots value stays what the provider offers until they save', async () => {
    await server.db
      .from('provider_profiles')
      .where('id', otherProvider.user.profile.id)
      .update({
        available_slots: JSON.stringify({ senin: ['09:00', '14:00'] }),
      })
    const res = await otherProvider.client.get('/api/provider/schedule')
    expect(res.body.weekly).toMatchObject({ 1: ['09:00', '14:00'], 2: [] })
    const slots = (await availability(patient, monday(), otherProvider.user.profile.id)).body.slots
    expect(slots.map((s: any) => s.time)).toEqual(['09:00', '14:00'])
  })

  it('saves the week and days off, publishes ProviderScheduleUpdated, and reads it back', async () => {
    const dayOff = monday(1).toISODate()!
    const res = await provider.client.put('/api/provider/schedule', {
      weekly: { 1: ['14:00', '09:00'], 3: ['16:00'] },
      daysOff: [{ date: dayOff, reason: 'Seminar luka kronis' }],
    })
    expect(res.status, res.text).toBe(200)
    expect(res.headers.get('x-event-position')).toMatch(/^\d+$/)
    expect(res.body).toMatchObject({
      weekly: { 1: ['09:00', '14:00'], 2: [], 3: ['16:00'], 4: [], 5: [], 6: [], 7: [] },
      daysOff: [{ date: dayOff, reason: 'Seminar luka kronis' }],
      saved: true,
    })
    expect((await provider.client.get('/api/provider/schedule')).body).toEqual(res.body)
    const events = await server.db.rawQuery(
      `SELECT payload FROM event_log WHERE type = 'ProviderScheduleUpdated' ORDER BY position DESC LIMIT 1`
    )
    expect(events.rows[0].payload).toMatchObject({
      providerId: provider.user.profile.id,
      providerUserId: provider.user.id,
      weekly: { 1: ['09:00', '14:00'], 3: ['16:00'] },
      daysOff: [{ date: dayOff, reason: 'Seminar luka kronis' }],
      timezone: 'Asia/Jakarta',
    })
  })

  it('422 names the field for every bad input, and nothing changes', async () => {
    const today = DateTime.now().setZone(ZONE).startOf('day')
    const cases: Array<[unknown, string]> = [
      [{ weekly: { 1: ['11:00'] }, daysOff: [] }, 'weekly.1.0'],
      [{ weekly: { 2: ['09:00', '9am'] }, daysOff: [] }, 'weekly.2.1'],
      [{ weekly: { 8: ['09:00'] }, daysOff: [] }, 'weekly'],
      [{ weekly: { 1: '09:00' }, daysOff: [] }, 'weekly.1'],
      [{ daysOff: [] }, 'weekly'],
      [{ weekly: {} }, 'daysOff'],
      [{ weekly: {}, daysOff: [{ date: today.minus({ days: 1 }).toISODate() }] }, 'daysOff.0.date'],
      [{ weekly: {}, daysOff: [{ date: '2027-02-30' }] }, 'daysOff.0.date'],
      [{ weekly: {}, daysOff: [{ date: '01-12-2026' }] }, 'daysOff.0.date'],
      [{ weekly: {}, daysOff: [{ date: today.plus({ days: 400 }).toISODate() }] }, 'daysOff.0.date'],
      [{ weekly: {}, daysOff: [{ date: monday(2).toISODate() }, { date: monday(2).toISODate() }] }, 'daysOff.1.date'],
      [{ weekly: {}, daysOff: [{ date: monday(2).toISODate(), reason: 'x'.repeat(201) }] }, 'daysOff.0.reason'],
      [{ weekly: {}, daysOff: Array.from({ length: 61 }, (_, i) => ({ date: today.plus({ days: i }).toISODate() })) }, 'daysOff'],
      [{ weekly: {}, daysOff: [], providerId: otherProvider.user.profile.id }, 'body'],
    ]
    const before = await snapshot()
    for (const [body, field] of cases) {
      const res = await provider.client.put('/api/provider/schedule', body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(
        res.body.errors.map((e: any) => e.field),
        JSON.stringify(body)
      ).toContain(field)
    }
    const notSlot = await provider.client.put('/api/provider/schedule', { weekly: { 1: ['11:00'] }, daysOff: [] })
    expect(notSlot.body.errors[0].message).toBe('Jam harus salah satu slot klinik: 09:00, 10:30, 14:00, 15:30, 16:00')
    expect(await snapshot()).toEqual(before)
  })

  it('patients and admins may not read or change a schedule; another provider changes only their own', async () => {
    const before = await snapshot()
    for (const who of [patient, admin]) {
      expect((await who.client.get('/api/provider/schedule')).status).toBe(403)
      expect((await who.client.put('/api/provider/schedule', { weekly: {}, daysOff: [] })).status).toBe(403)
    }
    expect(await snapshot()).toEqual(before)
    const mine = (await provider.client.get('/api/provider/schedule')).body
    const other = await otherProvider.client.put('/api/provider/schedule', { weekly: { 5: ['10:30'] }, daysOff: [] })
    expect(other.status).toBe(200)
    expect(other.body.providerId).toBe(otherProvider.user.profile.id)
    expect((await provider.client.get('/api/provider/schedule')).body).toEqual(mine)
  })
})

describe('availability and booking follow the schedule', () => {
  it('offers and accepts only the weekly slots', async () => {
    expect((await provider.client.put('/api/provider/schedule', { weekly: { 1: ['09:00', '14:00'] }, daysOff: [] })).status).toBe(200)
    const mon = await availability(patient, monday())
    expect(mon.body).toMatchObject({ date: monday().toISODate(), timezone: 'Asia/Jakarta', dayOff: false })
    expect(mon.body.slots.map((s: any) => s.time)).toEqual(['09:00', '14:00'])
    const tue = await availability(patient, monday().plus({ days: 1 }))
    expect(tue.body.slots).toEqual([])

    const off = await book(patient, provider.user.profile.id, at(monday(), '10:30'))
    expect(off.status).toBe(422)
    expect(off.body.errors).toEqual([{ field: 'scheduledAt', message: expect.stringContaining('tidak praktik') }])
    const ok = await book(patient, provider.user.profile.id, at(monday(), '14:00'))
    expect(ok.status, ok.text).toBe(201)
  })

  it('a day off offers nothing and refuses a booking with a clear message', async () => {
    const day = monday(3)
    const put = await provider.client.put('/api/provider/schedule', {
      weekly: { 1: CLINIC },
      daysOff: [{ date: day.toISODate(), reason: 'Cuti' }],
    })
    expect(put.status, put.text).toBe(200)
    const res = await availability(patient, day)
    expect(res.body).toMatchObject({ dayOff: true, slots: [] })
    expect(JSON.stringify(res.body)).not.toContain('Cuti') // the provider's reason stays private
    const refused = await book(patient, provider.user.profile.id, at(day, '09:00'))
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe('Tenaga kesehatan libur pada tanggal ini. Silakan pilih tanggal lain.')
    expect(refused.body.errors[0].field).toBe('scheduledAt')
    // the week after is open
    expect((await availability(patient, day.plus({ weeks: 1 }))).body.slots).toHaveLength(5)
  })

  it('a slot an admin adds to the clinic becomes schedulable and bookable', async () => {
    const before = await provider.client.put('/api/provider/schedule', { weekly: { 1: ['11:00'] }, daysOff: [] })
    expect(before.status).toBe(422)
    const patch = await admin.client.patch('/api/admin/settings', { slots: ['09:00', '10:30', '11:00', '14:00', '15:30', '16:00'] })
    expect(patch.status, patch.text).toBe(200)
    expect((await provider.client.get('/api/provider/schedule')).body.clinicSlots).toContain('11:00') // the grid's new column
    const put = await provider.client.put('/api/provider/schedule', { weekly: { 1: ['11:00'] }, daysOff: [] })
    expect(put.status, put.text).toBe(200)
    expect((await availability(patient, monday(4))).body.slots.map((s: any) => s.time)).toEqual(['11:00'])
    expect((await book(patient, provider.user.profile.id, at(monday(4), '11:00'))).status).toBe(201)
    // removed again by the admin: no longer offered, though stored
    await admin.client.patch('/api/admin/settings', { slots: CLINIC })
    expect((await availability(patient, monday(5))).body.slots).toEqual([])
    expect((await book(patient, provider.user.profile.id, at(monday(5), '11:00'))).status).toBe(422)
  })
})

describe('live', () => {
  it("a patient's screen in availability:<providerId> hears the change; the private reason never travels", async () => {
    const { socket, heard } = await listeningSocket(server.url, patient.client.cookieHeader)
    try {
      expect(await roomJoin(socket, `availability:${provider.user.profile.id}`)).toBe(true)
      const put = await provider.client.put('/api/provider/schedule', {
        weekly: FULL_WEEK,
        daysOff: [{ date: monday(10).toISODate(), reason: 'Urusan keluarga' }],
      })
      expect(put.status, put.text).toBe(200)
      const push = await eventually(() => heard.find((h) => h.event === 'availability.changed'))
      expect(push?.data).toEqual({
        type: 'ProviderScheduleUpdated',
        providerId: provider.user.profile.id,
        position: put.headers.get('x-event-position'),
        at: expect.any(String),
      })
      expect(JSON.stringify(heard)).not.toContain('keluarga')
    } finally {
      socket.disconnect()
    }
  })
})

describe('a day off that has bookings', () => {
  it('409 lists the bookings and nothing changes; keeping the day open saves the rest', async () => {
    const day = monday(6)
    expect((await provider.client.put('/api/provider/schedule', { weekly: FULL_WEEK, daysOff: [] })).status).toBe(200)
    const second = await newPatient(server.url, { fullName: 'Siti Aminah' })
    const a1 = await book(patient, provider.user.profile.id, at(day, '09:00'))
    const a2 = await book(second, provider.user.profile.id, at(day, '14:00'))
    expect(a1.status).toBe(201)
    expect(a2.status).toBe(201)

    const before = await snapshot()
    const res = await provider.client.put('/api/provider/schedule', {
      weekly: { 1: ['09:00'] },
      daysOff: [{ date: day.toISODate(), reason: 'Pelatihan' }, { date: monday(7).toISODate() }],
    })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      message: expect.stringContaining('2 janji temu'),
      code: 'DAY_OFF_HAS_BOOKINGS',
      conflicts: [
        {
          appointmentId: a1.body.id,
          scheduledAt: at(day, '09:00').replace(/\.\d+Z$/, '.000Z'),
          date: day.toISODate(),
          time: '09:00',
          patientName: 'Andi Pratama',
        },
        {
          appointmentId: a2.body.id,
          scheduledAt: expect.any(String),
          date: day.toISODate(),
          time: '14:00',
          patientName: 'Siti Aminah',
        },
      ],
    })
    expect(await snapshot()).toEqual(before)

    // 'Tetap buka hari ini': the same change without that day off
    const kept = await provider.client.put('/api/provider/schedule', {
      weekly: { 1: ['09:00'] },
      daysOff: [{ date: monday(7).toISODate() }],
    })
    expect(kept.status, kept.text).toBe(200)
    expect(kept.body.daysOff).toEqual([{ date: monday(7).toISODate(), reason: null }])
    const rows = await server.db.from('appointments').whereIn('id', [a1.body.id, a2.body.id]).select('status')
    expect(rows.map((r: any) => r.status)).toEqual(['SCHEDULED', 'SCHEDULED'])
  })

  it("'Batalkan janji temu': the provider cancels them with a reason, then the day off saves; a move onto it is refused", async () => {
    const day = monday(9)
    const a = await book(patient, provider.user.profile.id, at(day, '09:00'))
    expect(a.status).toBe(201)
    const body = { weekly: { 1: ['09:00'] }, daysOff: [{ date: day.toISODate(), reason: 'Pelatihan' }] }
    const refused = await provider.client.put('/api/provider/schedule', body)
    expect(refused.status).toBe(409)
    for (const c of refused.body.conflicts) {
      const cancel = await provider.client.post(`/api/appointments/${c.appointmentId}/cancel`, {
        reason: 'Tenaga kesehatan libur (pelatihan)',
      })
      expect(cancel.status, cancel.text).toBe(200)
    }
    const saved = await provider.client.put('/api/provider/schedule', body)
    expect(saved.status, saved.text).toBe(200)
    const row = await server.db.from('appointments').where('id', a.body.id).first()
    expect(row.status).toBe('CANCELLED')

    // another booking cannot be moved onto the day off
    const other = await book(patient, provider.user.profile.id, at(day.plus({ weeks: 1 }), '09:00'))
    expect(other.status, other.text).toBe(201)
    const moved = await patient.client.post(`/api/appointments/${other.body.id}/reschedule`, { scheduledAt: at(day, '09:00') })
    expect(moved.status).toBe(422)
    expect(moved.body.errors[0]).toMatchObject({ field: 'scheduledAt', message: expect.stringContaining('libur') })
  })

  it('a cancelled booking does not block the day off', async () => {
    const day = monday(8)
    const a = await book(patient, provider.user.profile.id, at(day, '09:00'))
    expect(a.status).toBe(201)
    await server.db.from('appointments').where('id', a.body.id).update({ status: 'CANCELLED' })
    const res = await provider.client.put('/api/provider/schedule', { weekly: { 1: ['09:00'] }, daysOff: [{ date: day.toISODate() }] })
    expect(res.status, res.text).toBe(200)
  })
})
