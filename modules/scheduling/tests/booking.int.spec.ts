import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, eventually, patientPayload } from '../../../server/tests/helpers/http-client.js'
import { book, clinicDate, newPatient, newProvider, register, slotAt, type Account } from './fixtures.js'

let server: Awaited<ReturnType<typeof bootApp>>
let admin: Account
let provider: Account
let patient: Account

/** Everything a refused request must leave untouched. */
async function snapshot() {
  const appointments = await server.db.rawQuery(`SELECT id, status, scheduled_at, updated_at FROM appointments ORDER BY id`)
  const events = await server.db.rawQuery(`SELECT count(*)::int AS n FROM event_log`)
  return { appointments: appointments.rows, events: events.rows[0].n }
}

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  admin = await register(server.url, patientPayload({ role: 'ADMIN', fullName: 'Admin Jadwal' }))
  provider = await newProvider(server.url, { displayName: 'Ns. Sari Wulandari', specialization: 'Perawatan Luka' })
  await server.db.from('provider_profiles').where('id', provider.user.profile.id).update({ consultation_fee: 150000 })
  patient = await newPatient(server.url, { fullName: 'Andi Pratama' })
  await server.db
    .from('patient_profiles')
    .where('id', patient.user.profile.id)
    .update({ gender: 'Laki-laki', contact: '0812-3456-7890', dob: '1988-04-12' })
})
afterAll(async () => server?.stop())

describe('GET /api/providers', () => {
  it('401 without a session', async () => {
    expect((await new Client(server.url).get('/api/providers')).status).toBe(401)
  })

  it('lists active providers with their fee; suspended ones disappear', async () => {
    const other = await newProvider(server.url, { displayName: 'Bidan Rina', providerRole: 'Bidan', specialization: undefined })
    const res = await patient.client.get('/api/providers')
    expect(res.status).toBe(200)
    const sari = res.body.find((p: any) => p.id === provider.user.profile.id)
    expect(sari).toEqual({
      id: provider.user.profile.id,
      userId: provider.user.id,
      displayName: 'Ns. Sari Wulandari',
      providerRole: 'Perawat',
      specialization: 'Perawatan Luka',
      bio: null,
      consultationFee: 150000,
      // issue 22: video only until the provider turns chat on
      offersChat: false,
      chatFee: 0,
    })
    expect(res.body.find((p: any) => p.id === other.user.profile.id)).toMatchObject({ specialization: null, consultationFee: 75000 })
    expect((await admin.client.patch(`/api/admin/users/${other.user.id}`, { status: 'SUSPENDED' })).status).toBe(200)
    const after = await provider.client.get('/api/providers')
    expect(after.body.map((p: any) => p.id)).not.toContain(other.user.profile.id)
  })
})

describe('GET /api/providers/:id/availability', () => {
  it('the five clinic slots of a day, in UTC, free until booked', async () => {
    const date = clinicDate(3)
    const res = await patient.client.get(`/api/providers/${provider.user.profile.id}/availability?date=${date}`)
    expect(res.status).toBe(200)
    expect(res.body.date).toBe(date)
    expect(res.body.timezone).toBe('Asia/Jakarta')
    expect(res.body.slots.map((s: any) => s.time)).toEqual(['09:00', '10:30', '14:00', '15:30', '16:00'])
    expect(res.body.slots[0]).toEqual({
      time: '09:00',
      scheduledAt: new Date(`${date}T09:00:00+07:00`).toISOString(),
      available: true,
    })

    const booked = await book(patient, provider.user.profile.id, slotAt(3, '10:30'))
    expect(booked.status).toBe(201)
    const after = await patient.client.get(`/api/providers/${provider.user.profile.id}/availability?date=${date}`)
    expect(after.body.slots.map((s: any) => s.available)).toEqual([true, false, true, true, true])
  })

  it("today's and past slots are not available", async () => {
    for (const offset of [0, -1]) {
      const res = await patient.client.get(`/api/providers/${provider.user.profile.id}/availability?date=${clinicDate(offset)}`)
      expect(res.status).toBe(200)
      expect(res.body.slots.every((s: any) => s.available === false)).toBe(true)
    }
  })

  it("narrowed by the provider's availableSlots", async () => {
    const narrow = await newProvider(server.url)
    await server.db
      .from('provider_profiles')
      .where('id', narrow.user.profile.id)
      .update({ available_slots: JSON.stringify(['09:00', '16:00']) })
    const res = await patient.client.get(`/api/providers/${narrow.user.profile.id}/availability?date=${clinicDate(2)}`)
    expect(res.body.slots.map((s: any) => s.time)).toEqual(['09:00', '16:00'])
    const before = await snapshot()
    const refused = await book(patient, narrow.user.profile.id, slotAt(2, '10:30'))
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/tidak praktik/)
    expect(await snapshot()).toEqual(before)
  })

  it('422 for a bad date, 422 for a malformed id, 404 for an unknown provider', async () => {
    const base = `/api/providers/${provider.user.profile.id}/availability`
    for (const query of ['', '?date=', '?date=2026-13-01', '?date=2026-02-30', '?date=besok', '?date=23-11-2026']) {
      const res = await patient.client.get(base + query)
      expect(res.status, query).toBe(422)
      expect(res.body.errors[0].field).toBe('date')
    }
    expect((await patient.client.get(`/api/providers/abc/availability?date=${clinicDate(2)}`)).status).toBe(422)
    const unknown = await patient.client.get(`/api/providers/00000000-0000-4000-8000-000000000000/availability?date=${clinicDate(2)}`)
    expect(unknown.status).toBe(404)
  })
})

describe('POST /api/appointments', () => {
  it('201: the fee comes from the provider, a fresh room link, patient and provider objects', async () => {
    const res = await book(patient, provider.user.profile.id, slotAt(4, '14:00'), {
      complaint: 'Luka di kaki belum kering',
      paymentMethod: 'QRIS',
      patientId: patient.user.profile.id,
    })
    expect(res.status, res.text).toBe(201)
    expect(res.headers.get('x-event-position')).toMatch(/^\d+$/)
    expect(res.body).toMatchObject({
      patientId: patient.user.profile.id,
      providerId: provider.user.profile.id,
      scheduledAt: slotAt(4, '14:00'),
      status: 'SCHEDULED',
      reason: 'Konsultasi umum',
      complaint: 'Luka di kaki belum kering',
      paymentMethod: 'QRIS',
      consultationFee: 150000,
      patient: {
        id: patient.user.profile.id,
        userId: patient.user.id,
        fullName: 'Andi Pratama',
        gender: 'Laki-laki',
        contact: '0812-3456-7890',
        dob: '1988-04-12',
        medicalRecordNumber: expect.stringMatching(/^RM-\d+$/),
      },
      provider: {
        id: provider.user.profile.id,
        userId: provider.user.id,
        displayName: 'Ns. Sari Wulandari',
        providerRole: 'Perawat',
        specialization: 'Perawatan Luka',
      },
    })
    // the built-in call (no MEET_BASE_URL): the appointment's own consultation page, nothing foreign
    expect(res.body.meetLink).toMatch(new RegExp(`^https?://[^/]+/consultation/${res.body.id}$`))
    expect(res.body.media).toEqual({ patient: null, provider: null })
    const event = await server.db.from('event_log').where({ type: 'AppointmentBooked', aggregate_id: res.body.id }).first()
    expect(event.payload).toMatchObject({ patientUserId: patient.user.id, providerUserId: provider.user.id, consultationFee: 150000 })
    expect(event.module).toBe('scheduling')
  })

  it('time zone: 09:00 Asia/Jakarta is stored as 02:00 UTC and reads 09.00 in id-ID', async () => {
    const date = clinicDate(5)
    const res = await book(patient, provider.user.profile.id, `${date}T09:00:00+07:00`)
    expect(res.status, res.text).toBe(201)
    const { rows } = await server.db.rawQuery(
      `SELECT to_char(scheduled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS utc FROM appointments WHERE id = ?`,
      [res.body.id]
    )
    expect(rows[0].utc).toBe(`${date} 02:00`)
    expect(res.body.scheduledAt).toBe(`${date}T02:00:00.000Z`)
    const shown = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' }).format(
      new Date(res.body.scheduledAt)
    )
    expect(shown).toBe('09.00')
  })

  const badInputs: Array<[string, () => Record<string, unknown>, number, string?]> = [
    ['a past date', () => ({ scheduledAt: slotAt(-2) }), 422, 'scheduledAt'],
    ['today', () => ({ scheduledAt: slotAt(0, '16:00') }), 422, 'scheduledAt'],
    ['a time that is not a slot', () => ({ scheduledAt: slotAt(6, '11:00') }), 422, 'scheduledAt'],
    ['a slot time plus seconds', () => ({ scheduledAt: slotAt(6, '09:00').replace(':00.000Z', ':30.000Z') }), 422, 'scheduledAt'],
    ['a date more than a year ahead', () => ({ scheduledAt: slotAt(400) }), 422, 'scheduledAt'],
    ['no scheduledAt', () => ({ scheduledAt: undefined }), 422, 'scheduledAt'],
    ['a scheduledAt that is not ISO', () => ({ scheduledAt: 'besok jam 9' }), 422, 'scheduledAt'],
    ['no providerId', () => ({ providerId: undefined }), 422, 'providerId'],
    ['a malformed providerId', () => ({ providerId: 'dokter-1' }), 422, 'providerId'],
    ['an unknown provider', () => ({ providerId: '00000000-0000-4000-8000-000000000000' }), 404, 'providerId'],
    ["someone else's patientId", () => ({ patientId: otherPatientProfileId }), 403, 'patientId'],
    ['a malformed patientId', () => ({ patientId: 'x' }), 422, 'patientId'],
    ['a reason longer than 500 characters', () => ({ reason: 'x'.repeat(501) }), 422, 'reason'],
  ]
  let otherPatientProfileId: string

  for (const [name, override, status, field] of badInputs) {
    it(`${status} for ${name}; nothing changes`, async () => {
      otherPatientProfileId ??= (await newPatient(server.url)).user.profile.id
      const before = await snapshot()
      const body = { providerId: provider.user.profile.id, scheduledAt: slotAt(6, '15:30'), ...override() }
      const res = await patient.client.post('/api/appointments', JSON.parse(JSON.stringify(body)))
      expect(res.status, res.text).toBe(status)
      expect(typeof res.body.message).toBe('string')
      if (field) expect(res.body.errors.map((e: any) => e.field)).toContain(field)
      expect(await snapshot()).toEqual(before)
    })
  }

  it('422 for a suspended provider; nothing changes', async () => {
    const gone = await newProvider(server.url)
    await admin.client.patch(`/api/admin/users/${gone.user.id}`, { status: 'SUSPENDED' })
    const before = await snapshot()
    const res = await book(patient, gone.user.profile.id, slotAt(6))
    expect(res.status).toBe(422)
    expect(res.body.message).toMatch(/tidak aktif/)
    expect(await snapshot()).toEqual(before)
  })

  it('401 without a session, 403 for providers and admins; nothing changes', async () => {
    const before = await snapshot()
    const body = { providerId: provider.user.profile.id, scheduledAt: slotAt(6) }
    expect((await new Client(server.url).post('/api/appointments', body)).status).toBe(401)
    for (const who of [provider, admin]) {
      const res = await who.client.post('/api/appointments', body)
      expect(res.status).toBe(403)
      expect(res.body.message).toMatch(/Akses ditolak/)
    }
    expect(await snapshot()).toEqual(before)
  })

  it('409 when the slot is taken; 409 when the patient already has that time; free again after a cancel', async () => {
    const slot = slotAt(7, '15:30')
    const first = await book(patient, provider.user.profile.id, slot)
    expect(first.status).toBe(201)
    const rival = await newPatient(server.url)
    let before = await snapshot()
    const taken = await book(rival, provider.user.profile.id, slot)
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe('Jadwal ini sudah dipesan. Silakan pilih waktu lain.')
    expect(await snapshot()).toEqual(before)

    const elsewhere = await newProvider(server.url)
    before = await snapshot()
    const busy = await book(patient, elsewhere.user.profile.id, slot)
    expect(busy.status).toBe(409)
    expect(busy.body.message).toMatch(/Anda sudah memiliki janji temu pada waktu ini/)
    expect(await snapshot()).toEqual(before)

    expect((await patient.client.patch(`/api/appointments/${first.body.id}/status`, { status: 'CANCELLED' })).status).toBe(200)
    expect((await book(rival, provider.user.profile.id, slot)).status).toBe(201)
  })
})

describe('reading appointments', () => {
  let mine: string
  let stranger: Account
  let otherProvider: Account

  beforeAll(async () => {
    stranger = await newPatient(server.url)
    otherProvider = await newProvider(server.url)
    const res = await book(patient, provider.user.profile.id, slotAt(8, '09:00'), { reason: 'Kontrol gula darah' })
    mine = res.body.id
    // Kafka partitions by aggregate: seeing one appointment's position says nothing about another's.
    await patient.client.get('/api/appointments', { 'x-min-position': res.headers.get('x-event-position')! })
  })

  it('GET /api/appointments: the patient and the provider each see their own, by time; X-Min-Position reads your write', async () => {
    const res = await book(patient, provider.user.profile.id, slotAt(8, '10:30'))
    const position = res.headers.get('x-event-position')!
    const list = await patient.client.get('/api/appointments', { 'x-min-position': position })
    expect(list.status).toBe(200)
    const ids = list.body.map((a: any) => a.id)
    expect(ids).toContain(res.body.id)
    expect(ids).toContain(mine)
    const times = list.body.map((a: any) => a.scheduledAt)
    expect(times).toEqual([...times].sort())
    expect(list.body.every((a: any) => a.patient.userId === patient.user.id)).toBe(true)
    expect(list.body.find((a: any) => a.id === mine)).toMatchObject({
      reason: 'Kontrol gula darah',
      consultationFee: 150000,
      patient: { fullName: 'Andi Pratama', gender: 'Laki-laki' },
      provider: { displayName: 'Ns. Sari Wulandari', providerRole: 'Perawat' },
    })

    const forProvider = await provider.client.get('/api/appointments', { 'x-min-position': position })
    expect(forProvider.body.map((a: any) => a.id)).toContain(res.body.id)
    expect(forProvider.body.every((a: any) => a.provider.userId === provider.user.id)).toBe(true)

    expect((await stranger.client.get('/api/appointments', { 'x-min-position': position })).body).toEqual([])
    expect((await otherProvider.client.get('/api/appointments', { 'x-min-position': position })).body).toEqual([])
  })

  it('GET /api/appointments: 403 for admins, 401 without a session', async () => {
    expect((await admin.client.get('/api/appointments')).status).toBe(403)
    expect((await new Client(server.url).get('/api/appointments')).status).toBe(401)
  })

  it('GET /api/appointments/:id: participants only; others 404 as if it did not exist; 422 for a malformed id', async () => {
    for (const who of [patient, provider]) {
      const res = await who.client.get(`/api/appointments/${mine}`)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ id: mine, reason: 'Kontrol gula darah', status: 'SCHEDULED' })
    }
    const missing = await stranger.client.get('/api/appointments/00000000-0000-4000-8000-000000000000')
    for (const who of [stranger, otherProvider]) {
      const res = await who.client.get(`/api/appointments/${mine}`)
      expect(res.status).toBe(404)
      expect(res.body).toEqual(missing.body)
    }
    expect((await admin.client.get(`/api/appointments/${mine}`)).status).toBe(403)
    const malformed = await patient.client.get('/api/appointments/abc')
    expect(malformed.status).toBe(422)
    expect(malformed.body.errors[0].field).toBe('id')
  })
})

describe('PATCH /api/appointments/:id/status', () => {
  let stranger: Account
  beforeAll(async () => {
    stranger = await newPatient(server.url)
  })

  const bookOne = async (offset: number, time: string) => {
    const res = await book(patient, provider.user.profile.id, slotAt(offset, time))
    expect(res.status).toBe(201)
    return res.body.id as string
  }

  it('the provider completes: SessionEnded, and the list shows COMPLETED', async () => {
    const id = await bookOne(9, '09:00')
    const res = await provider.client.patch(`/api/appointments/${id}/status`, { status: 'COMPLETED' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id, status: 'COMPLETED' })
    const event = await server.db.from('event_log').where({ type: 'SessionEnded', aggregate_id: id }).first()
    expect(event.payload).toMatchObject({ status: 'COMPLETED', endedBy: 'PROVIDER' })
    const position = res.headers.get('x-event-position')!
    await eventually(async () => {
      const list = await patient.client.get('/api/appointments', { 'x-min-position': position })
      return list.body.find((a: any) => a.id === id).status === 'COMPLETED'
    })
    const again = await provider.client.patch(`/api/appointments/${id}/status`, { status: 'COMPLETED' })
    expect(again.status).toBe(200) // idempotent: no second event
    expect(await server.db.from('event_log').where({ type: 'SessionEnded', aggregate_id: id })).toHaveLength(1)
  })

  it('the patient cancels: AppointmentCancelled', async () => {
    const id = await bookOne(9, '10:30')
    const res = await patient.client.patch(`/api/appointments/${id}/status`, { status: 'CANCELLED' })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('CANCELLED')
    const event = await server.db.from('event_log').where({ type: 'AppointmentCancelled', aggregate_id: id }).first()
    expect(event.payload).toMatchObject({ cancelledBy: 'PATIENT', patientUserId: patient.user.id })
  })

  it('refusals change nothing: patient completing 403, stranger 404, finished 409, bad status 422, admin 403', async () => {
    const id = await bookOne(9, '14:00')
    const done = await bookOne(9, '15:30')
    await provider.client.patch(`/api/appointments/${done}/status`, { status: 'COMPLETED' })
    const cases: Array<[Client, string, unknown, number]> = [
      [patient.client, id, { status: 'COMPLETED' }, 403],
      [stranger.client, id, { status: 'CANCELLED' }, 404],
      [admin.client, id, { status: 'CANCELLED' }, 403],
      [provider.client, done, { status: 'CANCELLED' }, 409],
      [provider.client, done, { status: 'SCHEDULED' }, 409],
      [patient.client, done, { status: 'CANCELLED' }, 409],
      [provider.client, id, { status: 'DONE' }, 422],
      [provider.client, id, {}, 422],
      [provider.client, 'abc', { status: 'CANCELLED' }, 422],
      [provider.client, '00000000-0000-4000-8000-000000000000', { status: 'CANCELLED' }, 404],
    ]
    for (const [client, target, body, status] of cases) {
      const before = await snapshot()
      const res = await client.patch(`/api/appointments/${target}/status`, body)
      expect(res.status, `${JSON.stringify(body)} -> ${res.text}`).toBe(status)
      expect(typeof res.body.message).toBe('string')
      expect(await snapshot()).toEqual(before)
    }
    const finished = await provider.client.patch(`/api/appointments/${done}/status`, { status: 'CANCELLED' })
    expect(finished.body.message).toMatch(/sudah selesai/)
  })
})
