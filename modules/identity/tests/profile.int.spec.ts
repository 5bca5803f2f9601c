import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, eventually, incompletePatientPayload, patientPayload } from '../../../server/tests/helpers/http-client.js'
import { FIXTURE_PHONE_E164, validNik } from '../../../server/tests/helpers/patient-profile.js'
import { connectSocket } from '../../../server/tests/helpers/socket.js'
import { book, newPatient, newProvider, register, slotAt, type Account } from '../../scheduling/tests/fixtures.js'

let server: Awaited<ReturnType<typeof bootApp>>
let admin: Account
let provider: Account
let patient: Account

/** Everything a refused request must leave untouched. */
async function snapshot() {
  const profiles = await server.db.rawQuery(`SELECT * FROM patient_profiles ORDER BY id`)
  const providers = await server.db.rawQuery(`SELECT * FROM provider_profiles ORDER BY id`)
  const appointments = await server.db.rawQuery(`SELECT id FROM appointments ORDER BY id`)
  const events = await server.db.rawQuery(`SELECT count(*)::int AS n FROM event_log`)
  return { profiles: profiles.rows, providers: providers.rows, appointments: appointments.rows, events: events.rows[0].n }
}

async function eventsOf(type: string, aggregateId: string) {
  const { rows } = await server.db.rawQuery(`SELECT payload FROM event_log WHERE type = ? AND aggregate_id = ? ORDER BY position`, [
    type,
    aggregateId,
  ])
  return rows.map((r: any) => r.payload)
}

const fullPatientBody = () => ({
  fullName: 'Siti Rahmawati',
  nik: validNik('1992-07-21', 'Perempuan'),
  dob: '1992-07-21',
  gender: 'Perempuan',
  phone: '+62 813-2222-3333',
  province: 'Jawa Barat',
  city: 'Kota Bandung',
  street: 'Jl. Dago 12',
  occupation: 'Guru',
  emergencyContactName: 'Budi Rahmawan',
  emergencyContactRelationship: 'Suami',
  emergencyContactPhone: '62811-2233-4455',
})

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  admin = await register(server.url, patientPayload({ role: 'ADMIN', fullName: 'Admin Profil' }))
  provider = await newProvider(server.url, { displayName: 'Ns. Sari Dewi, S.Kep.' })
  patient = await newPatient(server.url, { fullName: 'Siti Aminah' })
})
afterAll(async () => server?.stop())

describe('GET /api/profile', () => {
  it("answers the patient's own profile with the medical record number; 401 without a session; 403 for an admin", async () => {
    const res = await patient.client.get('/api/profile')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      role: 'PATIENT',
      id: patient.user.profile.id,
      userId: patient.user.id,
      fullName: 'Siti Aminah',
      medicalRecordNumber: expect.stringMatching(/^RM-\d{6,}$/),
      gender: 'Laki-laki',
      phone: FIXTURE_PHONE_E164,
      missingForBooking: [],
    })
    expect((await new Client(server.url).get('/api/profile')).status).toBe(401)
    expect((await admin.client.get('/api/profile')).status).toBe(403)
    expect((await admin.client.patch('/api/profile', { fullName: 'Admin' })).status).toBe(403)
  })

  it("answers the provider's own profile", async () => {
    const res = await provider.client.get('/api/profile')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ role: 'PROVIDER', displayName: 'Ns. Sari Dewi, S.Kep.', providerRole: 'Perawat', verified: true })
  })
})

describe('PATCH /api/profile (patient)', () => {
  it('saves every field, stores phones E.164 and publishes PatientProfileUpdated without the NIK value', async () => {
    const body = fullPatientBody()
    const res = await patient.client.patch('/api/profile', body)
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({
      ...body,
      phone: '+6281322223333',
      emergencyContactPhone: '+6281122334455',
      medicalRecordNumber: expect.stringMatching(/^RM-/),
      missingForBooking: [],
    })
    expect(res.headers.get('x-event-position')).toMatch(/^\d+$/)
    expect((await patient.client.get('/api/profile')).body).toEqual(res.body)

    const events = await eventsOf('PatientProfileUpdated', patient.user.id)
    const last = events.at(-1)
    expect(last.changedFields).toEqual(
      expect.arrayContaining(['fullName', 'nik', 'dob', 'gender', 'phone', 'province', 'city', 'street'])
    )
    expect(last.changes).toMatchObject({ fullName: 'Siti Rahmawati', phone: '+6281322223333', city: 'Kota Bandung' })
    expect(JSON.stringify(last)).not.toContain(body.nik)
    expect(last.demographics).toEqual({ fullName: 'Siti Rahmawati', dob: '1992-07-21', gender: 'Perempuan', phone: '+6281322223333' })
  })

  it('an unchanged body publishes nothing', async () => {
    const before = await snapshot()
    const res = await patient.client.patch('/api/profile', { occupation: 'Guru' })
    expect(res.status).toBe(200)
    expect((await snapshot()).events).toBe(before.events)
  })

  it('clears optional fields with null or an empty string', async () => {
    const res = await patient.client.patch('/api/profile', { occupation: '', emergencyContactRelationship: null })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ occupation: null, emergencyContactRelationship: null })
  })

  const otherPatientNik = { nik: '' }
  const refusals: Array<[string, () => Record<string, unknown>, string]> = [
    ['a NIK whose birth date disagrees', () => ({ nik: validNik('1992-07-22', 'Perempuan') }), 'nik'],
    ["a woman's date of birth in a man's NIK", () => ({ nik: validNik('1992-07-21', 'Laki-laki') }), 'nik'],
    ['a date of birth the stored NIK does not encode', () => ({ dob: '1992-07-20' }), 'nik'],
    ['a gender the stored NIK does not encode', () => ({ gender: 'Laki-laki' }), 'nik'],
    ['a NIK of 15 digits', () => ({ nik: '320101610792001' }), 'nik'],
    ["another patient's NIK", () => ({ nik: otherPatientNik.nik, dob: '1990-01-15', gender: 'Laki-laki' }), 'nik'],
    ['a date of birth in the future', () => ({ dob: '2999-01-01' }), 'dob'],
    ['a date of birth before 1900', () => ({ dob: '1850-01-01' }), 'dob'],
    ['a gender outside the list', () => ({ gender: 'X' }), 'gender'],
    ['a phone that is no Indonesian number', () => ({ phone: '+1 415 555 0100' }), 'phone'],
    ['a phone too short', () => ({ phone: '0812-34' }), 'phone'],
    ['an emergency phone that is no number', () => ({ emergencyContactPhone: '0000-0000-0000' }), 'emergencyContactPhone'],
    ['a province outside the list', () => ({ province: 'Jawa Barat Daya' }), 'province'],
    ['a city of another province', () => ({ city: 'Kota Surabaya' }), 'city'],
    ['a city with its province, not in its list', () => ({ province: 'Bali', city: 'Kota Bandung' }), 'city'],
    ['the medical record number (server-assigned)', () => ({ medicalRecordNumber: 'RM-000001' }), 'medicalRecordNumber'],
    ['a full name of 201 characters', () => ({ fullName: 'a'.repeat(201) }), 'fullName'],
    ["a provider's field", () => ({ consultationFee: 80000 }), 'consultationFee'],
  ]

  it.each(refusals)('422 for %s, naming the field, nothing changed', async (_why, body, field) => {
    if (!otherPatientNik.nik) {
      const other = await newPatient(server.url)
      otherPatientNik.nik = (await other.client.get('/api/profile')).body.nik
    }
    const before = await snapshot()
    const res = await patient.client.patch('/api/profile', body())
    expect(res.status, res.text).toBe(422)
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    expect(res.body.errors.every((e: { message: string }) => !e.message.startsWith('validation.'))).toBe(true)
    expect(await snapshot()).toEqual(before)
  })

  it('answers field errors in English when asked', async () => {
    const res = await patient.client.request('PATCH', '/api/profile', { dob: '1992-07-20' }, { 'accept-language': 'en' })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual([{ field: 'nik', message: expect.stringContaining('date of birth') }])
  })

  it('one patient cannot read or change another: the profile is always the caller’s own', async () => {
    const other = await newPatient(server.url, { fullName: 'Pasien Lain' })
    const mine = (await patient.client.get('/api/profile')).body
    const res = await other.client.patch('/api/profile', { fullName: 'Nama Baru' })
    expect(res.status).toBe(200)
    expect(res.body.userId).toBe(other.user.id)
    expect((await patient.client.get('/api/profile')).body).toEqual(mine)
    // no id in the body selects another account
    for (const body of [
      { userId: patient.user.id, fullName: 'X' },
      { id: patient.user.profile.id, fullName: 'X' },
    ]) {
      const refused = await other.client.patch('/api/profile', body)
      expect(refused.status).toBe(422)
    }
    expect((await patient.client.get('/api/profile')).body).toEqual(mine)
    expect((await other.client.get('/api/profile')).body.medicalRecordNumber).not.toBe(mine.medicalRecordNumber)
  })
})

describe('medical record numbers', () => {
  const number = (mrn: string) => Number(mrn.replace(/^RM-/, ''))

  it('are unique and increasing, and a deleted account’s number is never given again', async () => {
    const first = await newPatient(server.url)
    const second = await newPatient(server.url)
    const a = (await first.client.get('/api/profile')).body.medicalRecordNumber
    const b = (await second.client.get('/api/profile')).body.medicalRecordNumber
    expect(number(b)).toBeGreaterThan(number(a))

    const deleted = await admin.client.delete(`/api/admin/users/${second.user.id}`)
    expect(deleted.status).toBe(200)
    const third = await newPatient(server.url)
    const c = (await third.client.get('/api/profile')).body.medicalRecordNumber
    expect(number(c)).toBeGreaterThan(number(b))

    const { rows } = await server.db.rawQuery(`SELECT medical_record_number AS n FROM patient_profiles`)
    const all = rows.map((r: any) => r.n)
    expect(new Set(all).size).toBe(all.length)
    expect(all).not.toContain(b)
  })
})

describe('booking needs NIK, date of birth, gender and phone', () => {
  it('422 profile_incomplete lists the missing fields and books nothing; once filled, the booking goes through', async () => {
    const fresh = await register(server.url, incompletePatientPayload({ fullName: 'Pasien Baru' }))
    expect((await fresh.client.get('/api/profile')).body.missingForBooking).toEqual(['nik', 'dob', 'gender', 'phone'])
    const before = await snapshot()
    const refused = await book(fresh, provider.user.profile.id, slotAt(3, '09:00'))
    expect(refused.status, refused.text).toBe(422)
    expect(refused.body.code).toBe('scheduling.profile_incomplete')
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(['nik', 'dob', 'gender', 'phone'])
    expect(await snapshot()).toEqual(before)

    const partly = await fresh.client.patch('/api/profile', { dob: '1985-03-09', gender: 'Laki-laki' })
    expect(partly.body.missingForBooking).toEqual(['nik', 'phone'])
    const again = await book(fresh, provider.user.profile.id, slotAt(3, '09:00'))
    expect(again.body.errors.map((e: { field: string }) => e.field)).toEqual(['nik', 'phone'])

    const done = await fresh.client.patch('/api/profile', { nik: validNik('1985-03-09', 'Laki-laki'), phone: '0857-1234-5678' })
    expect(done.body.missingForBooking).toEqual([])
    expect((await book(fresh, provider.user.profile.id, slotAt(3, '09:00'))).status).toBe(201)
  })
})

describe('the treating provider sees the change live', () => {
  it("pushes patient.changed to the provider who joined the patient's room and updates their patient list", async () => {
    const rina = await newPatient(server.url, { fullName: 'Rina Anggraini' })
    const booked = await book(rina, provider.user.profile.id, slotAt(4, '10:30'))
    expect(booked.status, booked.text).toBe(201)
    const stranger = await newProvider(server.url, { displayName: 'Bidan Lain' })
    const room = `patient:${rina.user.profile.id}`

    const socket = await connectSocket(server.url, provider.client.cookieHeader)
    const strangerSocket = await connectSocket(server.url, stranger.client.cookieHeader)
    try {
      const join = (s: typeof socket) => new Promise<{ ok: boolean }>((resolve) => s.emit('join', room, resolve))
      expect(await eventually(async () => ((await join(socket)).ok ? true : null))).toBe(true)
      expect(await join(strangerSocket)).toEqual({ ok: false })

      const heard: any[] = []
      const strangerHeard: any[] = []
      socket.on('patient.changed', (p) => heard.push(p))
      strangerSocket.on('patient.changed', (p) => strangerHeard.push(p))
      const res = await rina.client.patch('/api/profile', { fullName: 'Rina Anggraini Putri', phone: '0813-9999-8888' })
      expect(res.status).toBe(200)
      const push = await eventually(() => heard.find((p) => p.patientId === rina.user.profile.id))
      expect(push).toMatchObject({ type: 'PatientProfileUpdated', patientUserId: rina.user.id, changedFields: ['fullName', 'phone'] })
      expect(strangerHeard).toEqual([])

      const list = await provider.client.get('/api/provider/patients', { 'x-min-position': res.headers.get('x-event-position')! })
      expect(list.body.find((p: any) => p.id === rina.user.profile.id)).toMatchObject({
        fullName: 'Rina Anggraini Putri',
        contact: '+6281399998888',
      })
      // the summaries' copy (searched by name and phone) follows too
      const found = await eventually(async () => {
        const page = await provider.client.get('/api/provider/patients/page?search=Putri')
        return page.body.items?.find((p: any) => p.id === rina.user.profile.id)
      })
      expect(found.fullName).toBe('Rina Anggraini Putri')
    } finally {
      socket.close()
      strangerSocket.close()
    }
  })
})

describe('PATCH /api/profile (provider)', () => {
  it('saves name with title, role, specialization, bio and fee; the booking directory shows them', async () => {
    const body = {
      displayName: 'Ns. Sari Dewi, S.Kep., M.Kep.',
      providerRole: 'Perawat Spesialis',
      specialization: 'Keperawatan Medikal Bedah',
      bio: 'Perawat spesialis luka kronis dan diabetes.',
      consultationFee: 125000,
    }
    const res = await provider.client.patch('/api/profile', body)
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ ...body, verified: true })
    const [event] = (await eventsOf('ProviderProfileUpdated', provider.user.id)).slice(-1)
    expect(event).toMatchObject({ ...body, changedFields: Object.keys(body) })

    const directory = await patient.client.get('/api/providers')
    expect(directory.body.find((p: any) => p.id === provider.user.profile.id)).toMatchObject({
      displayName: body.displayName,
      bio: body.bio,
      consultationFee: 125000,
    })
  })

  it('a changed STR number withdraws the verification (ProviderStrNumberChanged)', async () => {
    const other = await newProvider(server.url, { displayName: 'dr. Budi' })
    const res = await other.client.patch('/api/profile', { strNumber: 'STR-BARU-12345' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ strNumber: 'STR-BARU-12345', verified: false })
    expect((await eventsOf('ProviderStrNumberChanged', other.user.id)).at(-1)).toMatchObject({ verificationRevoked: true })
  })

  it.each([
    ['a fee in part thousands', { consultationFee: 75500 }, 'consultationFee'],
    ['a fee above the ceiling', { consultationFee: 10_001_000 }, 'consultationFee'],
    ['a fee as text', { consultationFee: '75000' }, 'consultationFee'],
    ['a bio over 1000 characters', { bio: 'a'.repeat(1001) }, 'bio'],
    ['a role outside the list', { providerRole: 'Dukun' }, 'providerRole'],
    ['an empty display name', { displayName: '  ' }, 'displayName'],
    ['an STR number with symbols', { strNumber: 'STR#123456' }, 'strNumber'],
    ["a patient's field", { dob: '1990-01-01' }, 'dob'],
    ['a NIK that is not 16 digits', { nik: '32010101' }, 'nik'],
    ['a NIK without a real birth date', { nik: '3201019913900001' }, 'nik'],
  ])('422 for %s, naming the field, nothing changed', async (_why, body, field) => {
    const before = await snapshot()
    const res = await provider.client.patch('/api/profile', body)
    expect(res.status, res.text).toBe(422)
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    expect(await snapshot()).toEqual(before)
  })
})

describe('the provider’s NIK (SATUSEHAT finds their IHS number by it)', () => {
  it('is saved, named in ProviderProfileUpdated without its value, unique, cleared with null, and shown to the admin', async () => {
    const nurse = await newProvider(server.url, { displayName: 'Ns. Nikmah' })
    const nik = validNik('1987-05-20', 'Perempuan')
    const res = await nurse.client.patch('/api/profile', { nik })
    expect(res.status, res.text).toBe(200)
    expect(res.body.nik).toBe(nik)
    expect((await nurse.client.get('/api/profile')).body.nik).toBe(nik)
    const [event] = (await eventsOf('ProviderProfileUpdated', nurse.user.id)).slice(-1)
    expect(event.changedFields).toEqual(['nik'])
    expect(JSON.stringify(event)).not.toContain(nik)

    // the admin's user table (a read model kept by events) shows the NIK read from the profile
    const row = await eventually(async () => {
      const page = await admin.client.get('/api/admin/users/page?filter=providers&search=Nikmah')
      return page.body.items?.find((u: any) => u.id === nurse.user.id)
    }, 10_000)
    expect(row.profile.nik).toBe(nik)

    const twin = await newProvider(server.url, { displayName: 'Ns. Kembar' })
    const taken = await twin.client.patch('/api/profile', { nik })
    expect(taken.status, taken.text).toBe(422)
    expect(taken.body.errors).toEqual([expect.objectContaining({ field: 'nik' })])

    const cleared = await nurse.client.patch('/api/profile', { nik: null })
    expect(cleared.status, cleared.text).toBe(200)
    expect(cleared.body.nik).toBeNull()
  })
})
