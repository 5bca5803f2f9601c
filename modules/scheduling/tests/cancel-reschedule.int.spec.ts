import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually, patientPayload } from '../../../server/tests/helpers/http-client.js'
import { book, clinicDate, newPatient, newProvider, register, slotAt, type Account } from './fixtures.js'

let server: Awaited<ReturnType<typeof bootApp>>
let admin: Account
let provider: Account
let otherProvider: Account
let patient: Account
let otherPatient: Account
let day = 3

/** Everything a refused request must leave untouched. */
async function snapshot() {
  const appointments = await server.db.rawQuery(`SELECT id, status, scheduled_at, sequence, updated_at FROM appointments ORDER BY id`)
  const events = await server.db.rawQuery(`SELECT count(*)::int AS n FROM event_log`)
  return { appointments: appointments.rows, events: events.rows[0].n }
}

const setCutoff = async (hours: number) => {
  const res = await admin.client.patch('/api/admin/settings', { cancelCutoffHours: hours })
  expect(res.status, res.text).toBe(200)
}

/** A fresh appointment of `patient` with `provider`, on its own day. */
async function booked(time = '09:00') {
  const res = await book(patient, provider.user.profile.id, slotAt(day++, time))
  expect(res.status, res.text).toBe(201)
  return res.body as { id: string; scheduledAt: string }
}

const eventsOf = async (appointmentId: string, type: string) =>
  (await server.db.from('event_log').where({ aggregate_id: appointmentId, type }).orderBy('position')).map((r: any) => r.payload)

const history = async (who: Account, id: string) => {
  const res = await who.client.get(`/api/appointments/${id}/history`)
  expect(res.status, res.text).toBe(200)
  return res.body.entries as any[]
}

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  admin = await register(server.url, patientPayload({ role: 'ADMIN', fullName: 'Admin Klinik' }))
  provider = await newProvider(server.url, { displayName: 'Ns. Sari Wulandari' })
  otherProvider = await newProvider(server.url, { displayName: 'Bidan Rina' })
  patient = await newPatient(server.url, { fullName: 'Andi Pratama' })
  otherPatient = await newPatient(server.url, { fullName: 'Budi Santoso' })
})
afterEach(async () => setCutoff(2))
afterAll(async () => server?.stop())

describe('POST /api/appointments/:id/cancel', () => {
  it('the patient cancels before the cut-off: CANCELLED, the slot is free, the event carries the reason and the actor', async () => {
    const appt = await booked()
    const res = await patient.client.post(`/api/appointments/${appt.id}/cancel`, { reason: 'Ada urusan keluarga' })
    expect(res.status, res.text).toBe(200)
    expect(res.body.status).toBe('CANCELLED')
    const [event] = await eventsOf(appt.id, 'AppointmentCancelled')
    expect(event).toMatchObject({ cancelledBy: 'PATIENT', cancelledByUserId: patient.user.id, reason: 'Ada urusan keluarga' })
    const row = await server.db.from('appointments').where('id', appt.id).first()
    expect(row.sequence).toBe(1)
    // the slot is free again
    expect((await book(otherPatient, provider.user.profile.id, appt.scheduledAt)).status).toBe(201)
    // the provider's list shows it cancelled (read model)
    await eventually(async () => (await provider.client.get(`/api/appointments/${appt.id}`)).body.status === 'CANCELLED', 10_000)
  })

  it('after the cut-off the patient is refused with 422 naming it, and nothing changes (also through PATCH /status)', async () => {
    const appt = await booked()
    await setCutoff(168) // a week: the appointment a few days ahead is past it
    const before = await snapshot()
    const res = await patient.client.post(`/api/appointments/${appt.id}/cancel`, {})
    expect(res.status, res.text).toBe(422)
    expect(res.body.message).toContain('168 jam')
    expect(res.body.errors).toEqual([{ field: 'scheduledAt', message: expect.stringContaining('168 jam') }])
    const patch = await patient.client.patch(`/api/appointments/${appt.id}/status`, { status: 'CANCELLED' })
    expect(patch.status).toBe(422)
    const moved = await patient.client.post(`/api/appointments/${appt.id}/reschedule`, { scheduledAt: slotAt(day + 1, '10:30') })
    expect(moved.status).toBe(422)
    expect(await snapshot()).toEqual(before)
    // in English too
    const en = await patient.client.request('POST', `/api/appointments/${appt.id}/cancel`, {}, { 'Accept-Language': 'en' })
    expect(en.body.message).toContain('168 hours')
  })

  it('the provider needs a reason (422 naming `reason`), and may cancel after the cut-off with one', async () => {
    const appt = await booked('10:30')
    await setCutoff(168)
    const before = await snapshot()
    for (const body of [{}, { reason: '   ' }, { reason: null }]) {
      const res = await provider.client.post(`/api/appointments/${appt.id}/cancel`, body)
      expect(res.status, res.text).toBe(422)
      expect(res.body.errors.map((e: any) => e.field)).toEqual(['reason'])
    }
    const long = await provider.client.post(`/api/appointments/${appt.id}/cancel`, { reason: 'x'.repeat(501) })
    expect(long.status).toBe(422)
    expect(long.body.errors[0].field).toBe('reason')
    expect(await snapshot()).toEqual(before)

    const res = await provider.client.post(`/api/appointments/${appt.id}/cancel`, { reason: 'Saya sedang sakit' })
    expect(res.status, res.text).toBe(200)
    const [event] = await eventsOf(appt.id, 'AppointmentCancelled')
    expect(event).toMatchObject({ cancelledBy: 'PROVIDER', cancelledByUserId: provider.user.id, reason: 'Saya sedang sakit' })
    // a cancelled appointment cannot be cancelled again
    expect((await patient.client.post(`/api/appointments/${appt.id}/cancel`, {})).status).toBe(409)
  })

  it("someone else's appointment: 404 for another patient and another provider, admins 403; nothing changes", async () => {
    const appt = await booked('14:00')
    const before = await snapshot()
    for (const who of [otherPatient, otherProvider]) {
      expect((await who.client.post(`/api/appointments/${appt.id}/cancel`, { reason: 'Bukan milik saya' })).status).toBe(404)
      expect((await who.client.post(`/api/appointments/${appt.id}/reschedule`, { scheduledAt: slotAt(day, '16:00') })).status).toBe(
        404
      )
      expect((await who.client.get(`/api/appointments/${appt.id}/history`)).status).toBe(404)
    }
    expect((await admin.client.post(`/api/appointments/${appt.id}/cancel`, { reason: 'Admin' })).status).toBe(403)
    expect((await patient.client.post(`/api/appointments/not-a-uuid/cancel`, {})).status).toBe(422)
    expect(await snapshot()).toEqual(before)
  })
})

describe('POST /api/appointments/:id/reschedule', () => {
  it('moves to a free slot of the same provider: old slot freed, sequence bumped, event complete, lists updated', async () => {
    const appt = await booked('09:00')
    const target = slotAt(day + 1, '14:00')
    const res = await patient.client.post(`/api/appointments/${appt.id}/reschedule`, { scheduledAt: target })
    expect(res.status, res.text).toBe(200)
    expect(res.body.scheduledAt).toBe(target)
    expect(res.body.status).toBe('SCHEDULED')
    const [event] = await eventsOf(appt.id, 'AppointmentRescheduled')
    expect(event).toEqual({
      appointmentId: appt.id,
      fromScheduledAt: appt.scheduledAt,
      scheduledAt: target,
      durationMinutes: 30,
      timezone: 'Asia/Jakarta',
      rescheduledBy: 'PATIENT',
      rescheduledByUserId: patient.user.id,
      sequence: 1,
      patientId: patient.user.profile.id,
      patientUserId: patient.user.id,
      providerId: provider.user.profile.id,
      providerUserId: provider.user.id,
    })
    // the old slot is free, the new one taken
    const oldDay = await patient.client.get(`/api/providers/${provider.user.profile.id}/availability?date=${clinicDate(day - 1)}`)
    expect(oldDay.body.slots.find((s: any) => s.time === '09:00').available).toBe(true)
    const newDay = await patient.client.get(`/api/providers/${provider.user.profile.id}/availability?date=${clinicDate(day + 1)}`)
    expect(newDay.body.slots.find((s: any) => s.time === '14:00').available).toBe(false)
    // both sides' read model has the new time
    for (const who of [patient, provider]) {
      await eventually(async () => (await who.client.get(`/api/appointments/${appt.id}`)).body.scheduledAt === target, 10_000)
    }
  })

  it('a taken slot is 409; an off-slot time or a bad body 422; nothing changes', async () => {
    const mine = await booked('09:00')
    const theirs = await book(otherPatient, provider.user.profile.id, slotAt(day + 2, '10:30'))
    expect(theirs.status).toBe(201)
    const before = await snapshot()
    const taken = await patient.client.post(`/api/appointments/${mine.id}/reschedule`, { scheduledAt: theirs.body.scheduledAt })
    expect(taken.status, taken.text).toBe(409)
    expect(taken.body.errors[0].field).toBe('scheduledAt')
    const offSlot = await patient.client.post(`/api/appointments/${mine.id}/reschedule`, { scheduledAt: slotAt(day + 2, '11:00') })
    expect(offSlot.status).toBe(422)
    const past = await patient.client.post(`/api/appointments/${mine.id}/reschedule`, { scheduledAt: slotAt(-1, '09:00') })
    expect(past.status).toBe(422)
    for (const body of [{}, { scheduledAt: 'besok' }]) {
      const res = await patient.client.post(`/api/appointments/${mine.id}/reschedule`, body)
      expect(res.status).toBe(422)
      expect(res.body.errors[0].field).toBe('scheduledAt')
    }
    // the provider does not move appointments
    expect((await provider.client.post(`/api/appointments/${mine.id}/reschedule`, { scheduledAt: slotAt(day + 3) })).status).toBe(403)
    expect(await snapshot()).toEqual(before)
  })

  it('a double click books one slot: the same move twice at once gives one event and one appointment', async () => {
    const appt = await booked('15:30')
    const target = slotAt(day + 3, '16:00')
    const answers = await Promise.all([
      patient.client.post(`/api/appointments/${appt.id}/reschedule`, { scheduledAt: target }),
      patient.client.post(`/api/appointments/${appt.id}/reschedule`, { scheduledAt: target }),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    expect(await eventsOf(appt.id, 'AppointmentRescheduled')).toHaveLength(1)
    const rows = await server.db.from('appointments').where('patient_id', patient.user.profile.id).whereNot('status', 'CANCELLED')
    expect(rows.filter((r: any) => new Date(r.scheduled_at).toISOString() === target)).toHaveLength(1)
    expect(rows.filter((r: any) => new Date(r.scheduled_at).toISOString() === appt.scheduledAt)).toHaveLength(0)
  })
})

describe('GET /api/appointments/:id/history', () => {
  it('keeps every change: booked, moved twice, cancelled, with who, when, from and to, and the reason', async () => {
    const appt = await booked('09:00')
    const first = slotAt(day + 4, '10:30')
    const second = slotAt(day + 5, '14:00')
    expect((await patient.client.post(`/api/appointments/${appt.id}/reschedule`, { scheduledAt: first })).status).toBe(200)
    expect((await patient.client.post(`/api/appointments/${appt.id}/reschedule`, { scheduledAt: second })).status).toBe(200)
    expect((await provider.client.post(`/api/appointments/${appt.id}/cancel`, { reason: 'Klinik tutup' })).status).toBe(200)
    const entries: any[] = (await eventually(async () => {
      const e = await history(patient, appt.id)
      return e.length === 4 ? e : false
    }, 10_000)) as any[]
    expect(entries.map((e) => [e.action, e.actor.role, e.fromScheduledAt, e.toScheduledAt, e.reason])).toEqual([
      ['BOOKED', 'PATIENT', null, appt.scheduledAt, null],
      ['RESCHEDULED', 'PATIENT', appt.scheduledAt, first, null],
      ['RESCHEDULED', 'PATIENT', first, second, null],
      ['CANCELLED', 'PROVIDER', second, null, 'Klinik tutup'],
    ])
    expect(entries[0].actor).toEqual({ userId: patient.user.id, role: 'PATIENT', name: 'Andi Pratama' })
    expect(entries[3].actor).toEqual({ userId: provider.user.id, role: 'PROVIDER', name: 'Ns. Sari Wulandari' })
    expect(new Date(entries[3].at).getTime()).toBeGreaterThanOrEqual(new Date(entries[0].at).getTime())
    expect(await history(provider, appt.id)).toEqual(entries)
    const row = await server.db.from('appointments').where('id', appt.id).first()
    expect(row.sequence).toBe(3)
  })
})
