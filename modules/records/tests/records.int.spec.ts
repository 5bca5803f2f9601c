import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { book, eventually, fullRecord, newPatient, newProvider, setStatus, storedState, type Account } from './fixtures.js'

let server: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let other: Account
let provider: Account
let appointmentId: string

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  patient = await newPatient(server.url, { fullName: 'Siti Aminah' })
  other = await newPatient(server.url, { fullName: 'Budi Lain' })
  provider = await newProvider(server.url, { displayName: 'Ns. Rahmat', providerRole: 'Perawat' })
  appointmentId = (await book(patient, provider, { complaint: 'Batuk' })).id
})
afterAll(async () => server?.stop())

describe('POST /api/medical-records', () => {
  it('201: the full record (docs/product.md#record-fields), stamped with the signed-in provider, with X-Event-Position', async () => {
    const res = await provider.client.post('/api/medical-records', {
      patientId: patient.profileId,
      appointmentId,
      visitDate: '2026-11-20T02:00:00.000Z',
      providerId: '00000000-0000-4000-8000-000000000000', // ignored: the server decides
      ...fullRecord,
    })
    expect(res.status, res.text).toBe(201)
    expect(res.headers.get('x-event-position')).toMatch(/^\d+$/)
    expect(res.body).toMatchObject({
      ...fullRecord,
      patientId: patient.profileId,
      providerId: provider.profileId,
      appointmentId,
      visitDate: '2026-11-20T02:00:00.000Z',
      status: 'FINAL',
      revision: 0,
      createdBy: { userId: provider.user.id, name: 'Ns. Rahmat' },
      updatedBy: null,
      patient: { id: patient.profileId, fullName: 'Siti Aminah' },
      provider: { id: provider.profileId, displayName: 'Ns. Rahmat', providerRole: 'Perawat' },
    })
    expect(res.body.handlingProvider).toBe('Ns. Rahmat')
    const event = await server.db.from('event_log').where({ type: 'MedicalRecordCreated', aggregate_id: res.body.id }).first()
    expect(event.payload).toMatchObject({ patientUserId: patient.user.id, providerUserId: provider.user.id, appointmentId })
    // the event carries no clinical content
    expect(JSON.stringify(event.payload)).not.toContain('Pneumonia')
  })

  it('visitDate defaults to now; handlingProvider defaults to the provider; no appointment needed when they treat the patient', async () => {
    const before = Date.now()
    const res = await provider.client.post('/api/medical-records', { patientId: patient.profileId, notes: 'Telepon kontrol' })
    expect(res.status, res.text).toBe(201)
    expect(new Date(res.body.visitDate).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(res.body.handlingProvider).toBe('Ns. Rahmat')
    expect(res.body.appointmentId).toBeNull()
  })

  const bad: Array<[string, () => Record<string, unknown>, number, string]> = [
    ['blank notes', () => ({ patientId: patient.profileId, notes: '   ' }), 422, 'notes'],
    ['no clinical content', () => ({ patientId: patient.profileId }), 422, 'body'],
    ['a malformed patient id', () => ({ patientId: 'pasien-1', notes: 'x' }), 422, 'patientId'],
    ['an invalid vital sign', () => ({ patientId: patient.profileId, vitalSigns: { pulse: 400 } }), 422, 'vitalSigns.pulse'],
    [
      'a blood pressure that is not systolic/diastolic',
      () => ({ patientId: patient.profileId, vitalSigns: { bloodPressure: '120' } }),
      422,
      'vitalSigns.bloodPressure',
    ],
    ['an unknown field', () => ({ patientId: patient.profileId, notes: 'x', status: 'DRAFT' }), 422, 'body'],
    ['an invalid visit date', () => ({ patientId: patient.profileId, notes: 'x', visitDate: 'kemarin' }), 422, 'visitDate'],
    ['a patient with no appointment with this provider', () => ({ patientId: other.profileId, notes: 'x' }), 403, 'patientId'],
    ['an unknown patient', () => ({ patientId: '00000000-0000-4000-8000-000000000001', notes: 'x' }), 403, 'patientId'],
    [
      'another patient’s appointment',
      () => ({ patientId: patient.profileId, appointmentId: '00000000-0000-4000-8000-000000000002', notes: 'x' }),
      422,
      'appointmentId',
    ],
  ]
  for (const [name, body, status, field] of bad) {
    it(`${status} for ${name}; nothing stored`, async () => {
      const before = await storedState(server.db)
      const res = await provider.client.post('/api/medical-records', body())
      expect(res.status, res.text).toBe(status)
      expect(res.body.message).toEqual(expect.any(String))
      if (res.body.errors) expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
      expect(await storedState(server.db)).toEqual(before)
    })
  }

  it('422 when the appointment belongs to the same provider but another patient', async () => {
    const otherAppointment = await book(other, provider)
    const before = await storedState(server.db)
    const res = await provider.client.post('/api/medical-records', {
      patientId: patient.profileId,
      appointmentId: otherAppointment.id,
      notes: 'x',
    })
    expect(res.status).toBe(422)
    expect(await storedState(server.db)).toEqual(before)
    await setStatus(provider, otherAppointment.id, 'CANCELLED')
  })
})

describe('PATCH /api/medical-records/:id (corrections keep history)', () => {
  it('updates, stamps updatedBy, keeps the previous version as a revision', async () => {
    const created = await provider.client.post('/api/medical-records', {
      patientId: patient.profileId,
      notes: 'Catatan awal',
      primaryDiagnosis: 'R05 Batuk',
    })
    const res = await provider.client.patch(`/api/medical-records/${created.body.id}`, {
      notes: '  Catatan koreksi  ',
      vitalSigns: { pulse: '90' },
    })
    expect(res.status, res.text).toBe(200)
    expect(res.headers.get('x-event-position')).toMatch(/^\d+$/)
    expect(res.body).toMatchObject({
      notes: 'Catatan koreksi',
      primaryDiagnosis: 'R05 Batuk',
      vitalSigns: { pulse: 90, bloodPressure: null },
      revision: 1,
      updatedBy: { userId: provider.user.id, name: 'Ns. Rahmat' },
      createdBy: { userId: provider.user.id },
    })
    const revisions = await server.db.from('medical_record_revisions').where('record_id', created.body.id)
    expect(revisions).toHaveLength(1)
    expect(revisions[0]).toMatchObject({
      revision: 1,
      changed_by: provider.user.id,
      changed_by_name: 'Ns. Rahmat',
      changed_fields: ['notes', 'vitalSigns'],
    })
    expect(revisions[0].previous).toMatchObject({
      notes: 'Catatan awal',
      vitalSigns: null,
      primaryDiagnosis: 'R05 Batuk',
      status: 'FINAL',
    })
    // history is append-only in the database itself
    await expect(server.db.from('medical_record_revisions').where('record_id', created.body.id).delete()).rejects.toThrow(
      /append-only/
    )
    await expect(server.db.from('medical_records').where('id', created.body.id).delete()).rejects.toThrow(/not allowed/)

    const same = await provider.client.patch(`/api/medical-records/${created.body.id}`, { notes: 'Catatan koreksi' })
    expect(same.status).toBe(200)
    expect(same.headers.get('x-event-position')).toBeNull()
    expect(await server.db.from('medical_record_revisions').where('record_id', created.body.id)).toHaveLength(1)
  })

  it("a second treating provider's correction is their own addendum (the original kept); an unrelated provider gets 404; the patient 403", async () => {
    const created = await provider.client.post('/api/medical-records', { patientId: patient.profileId, notes: 'Awal' })
    const colleague = await newProvider(server.url, { displayName: 'dr. Sari' })
    const stranger = await newProvider(server.url, { displayName: 'dr. Asing' })
    expect((await colleague.client.patch(`/api/medical-records/${created.body.id}`, { notes: 'x' })).status).toBe(404)
    await book(patient, colleague)
    const res = await colleague.client.patch(`/api/medical-records/${created.body.id}`, { notes: 'Dikoreksi dr. Sari' })
    expect(res.status, res.text).toBe(201)
    expect(res.body).toMatchObject({ amendsRecordId: created.body.id, notes: 'Dikoreksi dr. Sari', revision: 0 })
    expect(res.body.id).not.toBe(created.body.id)
    expect(res.body.createdBy).toEqual({ userId: colleague.user.id, name: 'dr. Sari' })
    const original = await server.db.from('medical_records').where('id', created.body.id).first()
    expect(original).toMatchObject({ notes: 'Awal', revision: 0, updated_by: null })
    expect((await stranger.client.patch(`/api/medical-records/${created.body.id}`, { notes: 'x' })).status).toBe(404)
    expect((await patient.client.patch(`/api/medical-records/${created.body.id}`, { notes: 'x' })).status).toBe(403)
  })

  for (const [name, body, field] of [
    ['blank notes', { notes: ' \n ' }, 'notes'],
    ['null notes', { notes: null }, 'notes'],
    ['an empty body', {}, 'body'],
    ['an unknown field', { providerId: '00000000-0000-4000-8000-000000000000' }, 'body'],
    ['a bad temperature', { vitalSigns: { temperature: 50 } }, 'vitalSigns.temperature'],
  ] as const) {
    it(`422 for ${name}; nothing changes`, async () => {
      const created = await provider.client.post('/api/medical-records', { patientId: patient.profileId, notes: 'Tetap' })
      const before = await storedState(server.db)
      const res = await provider.client.patch(`/api/medical-records/${created.body.id}`, body)
      expect(res.status, res.text).toBe(422)
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
      expect(await storedState(server.db)).toEqual(before)
      expect((await server.db.from('medical_records').where('id', created.body.id).first()).notes).toBe('Tetap')
    })
  }

  it('404 for an unknown record, 422 for a malformed id', async () => {
    expect((await provider.client.patch('/api/medical-records/00000000-0000-4000-8000-000000000009', { notes: 'x' })).status).toBe(404)
    expect((await provider.client.patch('/api/medical-records/abc', { notes: 'x' })).status).toBe(422)
  })
})

describe('PUT /api/consultations/:appointmentId/record (session screen)', () => {
  it('creates the visit’s DRAFT record, updates it, and SessionEnded makes it FINAL', async () => {
    const appointment = await book(patient, provider, { complaint: 'Pusing' })
    const first = await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, {
      vitalSigns: { bloodPressure: '130/85', pulse: 76 },
    })
    expect(first.status, first.text).toBe(201)
    expect(first.body).toMatchObject({
      status: 'DRAFT',
      sessionRecord: true,
      appointmentId: appointment.id,
      visitDate: appointment.scheduledAt,
      serviceType: 'Telekonsultasi',
      chiefComplaint: 'Pusing',
      vitalSigns: { bloodPressure: '130/85', pulse: 76, temperature: null },
    })
    const second = await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, { notes: 'Catatan sesi' })
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({
      id: first.body.id,
      notes: 'Catatan sesi',
      vitalSigns: { bloodPressure: '130/85' },
      status: 'DRAFT',
    })
    expect(await server.db.from('medical_records').where({ appointment_id: appointment.id })).toHaveLength(1)

    const blank = await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, { notes: '  ' })
    expect(blank.status).toBe(422)

    // the patient sees the draft in their records
    const mine = await patient.client.get(`/api/patients/${patient.profileId}/records`)
    expect(mine.body.find((r: { id: string }) => r.id === first.body.id)).toMatchObject({ status: 'DRAFT', notes: 'Catatan sesi' })

    expect((await setStatus(provider, appointment.id, 'COMPLETED')).status).toBe(200)
    const finalised = await eventually(async () => {
      const row = await server.db.from('medical_records').where('id', first.body.id).first()
      return row.status === 'FINAL' ? row : null
    })
    expect(finalised.notes).toBe('Catatan sesi')
    const event = await server.db
      .from('event_log')
      .where({ type: 'MedicalRecordUpdated', aggregate_id: first.body.id })
      .orderBy('position', 'desc')
      .first()
    expect(event.payload).toMatchObject({ change: 'FINALISED', status: 'FINAL', updatedBy: null })
    expect(event.causation_id).toEqual(expect.any(String))

    const late = await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, { notes: 'Terlambat' })
    expect(late.status).toBe(409)
    // corrections after the session go through PATCH and keep history
    const corrected = await provider.client.patch(`/api/medical-records/${first.body.id}`, { notes: 'Catatan sesi (koreksi)' })
    expect(corrected.body).toMatchObject({ status: 'FINAL', revision: 1 })
  })

  it('a cancelled appointment’s draft is kept as FINAL too', async () => {
    const appointment = await book(patient, provider)
    const draft = await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, { notes: 'Sempat dicatat' })
    expect(draft.status).toBe(201)
    await setStatus(provider, appointment.id, 'CANCELLED')
    await eventually(async () => (await server.db.from('medical_records').where('id', draft.body.id).first()).status === 'FINAL')
  })

  it('only the appointment’s provider: others 404, patients 403, unknown appointment 404, malformed 422', async () => {
    const appointment = await book(patient, provider)
    const stranger = await newProvider(server.url)
    const before = await storedState(server.db)
    expect((await stranger.client.request('PUT', `/api/consultations/${appointment.id}/record`, { notes: 'x' })).status).toBe(404)
    expect((await patient.client.request('PUT', `/api/consultations/${appointment.id}/record`, { notes: 'x' })).status).toBe(403)
    expect(
      (await provider.client.request('PUT', `/api/consultations/00000000-0000-4000-8000-000000000003/record`, { notes: 'x' })).status
    ).toBe(404)
    expect((await provider.client.request('PUT', `/api/consultations/xyz/record`, { notes: 'x' })).status).toBe(422)
    expect(
      (await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, { vitalSigns: { respiration: 2 } })).status
    ).toBe(422)
    expect(
      (await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, { visitDate: '2026-01-01' })).status
    ).toBe(422)
    expect(await storedState(server.db)).toEqual(before)
  })
})

describe('GET /api/patients/:patientId/records', () => {
  it('the patient’s own records newest first, with provider and patient objects', async () => {
    const res = await patient.client.get(`/api/patients/${patient.profileId}/records`)
    expect(res.status).toBe(200)
    expect(res.body.length).toBeGreaterThan(2)
    const dates = res.body.map((r: { visitDate: string }) => r.visitDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    for (const record of res.body) {
      expect(record.patientId).toBe(patient.profileId)
      expect(record.provider).toMatchObject({ displayName: expect.any(String), providerRole: expect.any(String) })
      expect(record.patient).toEqual({ id: patient.profileId, fullName: 'Siti Aminah' })
    }
    const asProvider = await provider.client.get(`/api/patients/${patient.profileId}/records`)
    expect(asProvider.body.map((r: { id: string }) => r.id)).toEqual(res.body.map((r: { id: string }) => r.id))
  })

  it('another patient 403, an unrelated provider 403, malformed id 422; an empty list is []', async () => {
    expect((await other.client.get(`/api/patients/${patient.profileId}/records`)).status).toBe(403)
    const stranger = await newProvider(server.url)
    expect((await stranger.client.get(`/api/patients/${patient.profileId}/records`)).status).toBe(403)
    expect((await patient.client.get(`/api/patients/nope/records`)).status).toBe(422)
    const fresh = await newPatient(server.url)
    const empty = await fresh.client.get(`/api/patients/${fresh.profileId}/records`)
    expect(empty.status).toBe(200)
    expect(empty.body).toEqual([])
  })
})

describe('GET /api/provider/medical-records', () => {
  it('records of treated patients only, newest visit first, each with its patient (the client groups them)', async () => {
    const lina = await newPatient(server.url, { fullName: 'Lina Baru' })
    await book(lina, provider)
    const res0 = await provider.client.post('/api/medical-records', {
      patientId: lina.profileId,
      notes: 'Kunjungan lama',
      visitDate: '2020-01-01T02:00:00.000Z',
    })
    expect(res0.status).toBe(201)
    const unrelated = await newPatient(server.url, { fullName: 'Tidak Ditangani' })
    const someoneElse = await newProvider(server.url)
    await book(unrelated, someoneElse)
    await someoneElse.client.post('/api/medical-records', { patientId: unrelated.profileId, notes: 'Rahasia' })

    const res = await eventually(async () => {
      const r = await provider.client.get('/api/provider/medical-records')
      return r.body.some((x: any) => x.patient.id === lina.profileId) && r
    })
    expect(res.status).toBe(200)
    const ids = res.body.map((r: any) => r.patient.id)
    expect(ids).toContain(patient.profileId)
    expect(ids).not.toContain(other.profileId) // their only appointment with this provider was cancelled
    expect(ids).not.toContain(unrelated.profileId)
    expect(JSON.stringify(res.body)).not.toContain('Rahasia')
    const siti = res.body.filter((r: any) => r.patient.id === patient.profileId)
    expect(siti[0].patient).toMatchObject({
      fullName: 'Siti Aminah',
      medicalRecordNumber: expect.stringMatching(/^RM-/),
      recordCount: siti.length,
    })
    const dates = res.body.map((r: { visitDate: string }) => r.visitDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(ids.at(-1)).toBe(lina.profileId) // the 2020 visit is the oldest
  })
})
